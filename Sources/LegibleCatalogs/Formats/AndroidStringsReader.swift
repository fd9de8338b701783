import LegibleCore
import LegibleReporting
import LegibleSyntax

/// Reads Android `res/values*/strings.xml`: `<string>`, `<plurals>` (variants `plural.one`…)
/// and `<string-array>` (variants `item.0`, `item.1`…). Other resources (colours, dimensions)
/// are skipped.
///
/// Text is decoded as Android's resource compiler does: `\'`, `\"`, `\n`, `\t`, `\\`, `\@`,
/// `\?` and `\uXXXX` escapes; runs of whitespace collapse to one space except inside double
/// quotes, which are removed. Inline markup (`<b>`, `<xliff:g>`) contributes its text; in
/// CDATA sections HTML tags are removed, since apps pass such strings through
/// `Html.fromHtml`. `translatable="false"` sets `shouldTranslate` to `false`; the XML comment
/// just before a resource becomes its comment. A malformed resource (no name, a plural item
/// without a known quantity) and text outside any resource are skipped into
/// ``StringCatalog/skipped`` at their line and column, and the rest of the file is read; only
/// XML that is not well formed, or a root other than `<resources>`, fails the whole file.
enum AndroidStringsReader {
    static func read(_ text: String, file: String, locale: String) throws(SyntaxError) -> StringCatalog {
        let source = text
        let root = try XMLReader.parse(text, file: file)
        guard root.name == "resources" else {
            throw SyntaxError(file: file, position: root.position, message: "expected a <resources> root element, found <\(root.name)>")
        }
        var entries: [CatalogEntry] = []
        var skipped: [SourceFileError] = []
        var lastComment: String?
        // Where a stray text's search starts: the element before it, else the root's content.
        var searchStart = root.contentPosition
        for child in root.children {
            switch child {
            case .comment(let comment):
                lastComment = comment.trimmingWhitespace
            case .text(let text, _):
                // The Android Gradle plugin's resource merger keeps only elements, so text between
                // them (a stray `&gt;` after a `</string>`) never reaches aapt2: skipped, and said.
                guard !text.trimmingWhitespace.isEmpty else { continue }
                let position = strayTextPosition(in: source, from: searchStart) ?? searchStart
                if isCommentLike(text) {
                    let first = text.trimmingWhitespace.prefix { $0 != "\n" }
                    let shown = first.count > 40 ? first.prefix(39) + "…" : first
                    let message = "\(strayCommentLead) (\"\(shown)\") inside <resources>: the resource merger drops it; no resource is lost"
                    skipped.append(SourceFileError(SyntaxError(file: file, position: position, message: message)))
                    continue
                }
                if isPunctuationOnly(text) {
                    let shown = text.trimmingWhitespace.split(whereSeparator: \.isWhitespace).joined(separator: " ").prefix(20)
                    let message = "\(strayPunctuationLead) (\"\(shown)\") inside <resources>: the resource merger drops it; no resource is lost"
                    skipped.append(SourceFileError(SyntaxError(file: file, position: position, message: message)))
                    continue
                }
                skipped.append(SourceFileError(SyntaxError(file: file, position: position, message: "text directly inside <resources>, outside any resource")))
            case .element(let element):
                searchStart = element.position
                // One malformed resource is that resource's problem: the others are still read.
                do throws(SyntaxError) {
                    entries += try resources(in: element, comment: lastComment, file: file, locale: locale)
                } catch {
                    skipped.append(SourceFileError(error))
                }
                lastComment = nil
            }
        }
        var catalog = StringCatalog(file: file, format: .androidXML, entries: entries)
        catalog.skipped = skipped
        return catalog
    }

    /// How a stray comment's message starts (``StringCatalog/isStrayComment(_:)``).
    static let strayCommentLead = "a comment written as text"

    /// How a stray punctuation's message starts (``StringCatalog/isStrayComment(_:)``).
    static let strayPunctuationLead = "stray punctuation"

    /// Whether stray text holds no letter or digit: a stray `¨` after a `</string>` or a lone `/>`
    /// line (osmeditor4android 4f41a432 `values/strings.xml:1066` and `:1948`, `values/tipkeys.xml:19`).
    /// No resource's name or value can hide in it, and the merger drops it: a note, not a loss.
    /// Text with a letter or digit may be a resource whose tags went wrong, and stays a warning.
    static func isPunctuationOnly(_ text: String) -> Bool {
        !text.contains { $0.isLetter || $0.isNumber }
    }

    /// Whether stray text is only comments in another language's syntax, each line starting
    /// with `//`, `#`, `/*` or `*` (Proton Mail 215edbf4 `values/dimens.xml:58`, `// standard
    /// button low 2dp` between two `<dimen>`s): a note the author meant, not a resource lost.
    static func isCommentLike(_ text: String) -> Bool {
        let lines = text.split(separator: "\n").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
        return !lines.isEmpty && lines.allSatisfy { line in ["//", "#", "/*", "*"].contains { line.hasPrefix($0) } }
    }

    private static func resources(
        in element: XMLElementNode, comment: String?, file: String, locale: String
    ) throws(SyntaxError) -> [CatalogEntry] {
        guard ["string", "plurals", "string-array"].contains(element.name) else { return [] }
        guard let name = element.attribute("name"), !name.isEmpty else {
            throw SyntaxError(file: file, position: element.position, message: "<\(element.name)> needs a name attribute")
        }
        let metadata = EntryMetadata(comment: comment, shouldTranslate: element.attribute("translatable") != "false")
        func entry(_ variant: String?, _ item: XMLElementNode) -> CatalogEntry {
            CatalogEntry(
                key: name, locale: locale, variant: variant, text: decode(item), file: file,
                position: TextPosition(item.contentPosition), keyPosition: TextPosition(element.position), metadata: metadata
            )
        }
        switch element.name {
        case "string":
            return [entry(nil, element)]
        case "plurals":
            var entries: [CatalogEntry] = []
            for item in element.childElements {
                guard item.name == "item", let quantity = item.attribute("quantity"),
                    ["zero", "one", "two", "few", "many", "other"].contains(quantity)
                else {
                    throw SyntaxError(
                        file: file, position: item.position,
                        message: "<plurals name=\"\(name)\"> may only hold <item quantity=\"zero|one|two|few|many|other\">"
                    )
                }
                entries.append(entry("plural.\(quantity)", item))
            }
            return entries
        default:
            var entries: [CatalogEntry] = []
            for (index, item) in element.childElements.enumerated() {
                guard item.name == "item" else {
                    throw SyntaxError(file: file, position: item.position, message: "<string-array name=\"\(name)\"> may only hold <item>")
                }
                entries.append(entry("item.\(index)", item))
            }
            return entries
        }
    }

    /// The displayed text of a resource element.
    static func decode(_ element: XMLElementNode) -> String {
        unescape(rawText(element))
    }

    private static func rawText(_ element: XMLElementNode) -> String {
        var result = ""
        for child in element.children {
            switch child {
            case .text(let text, let isCDATA): result += isCDATA ? removingTags(text) : text
            case .element(let nested): result += rawText(nested)
            case .comment: continue
            }
        }
        return result
    }

    private static func removingTags(_ text: String) -> String {
        var result = ""
        var inTag = false
        for character in text {
            if character == "<" {
                inTag = true
            } else if character == ">" && inTag {
                inTag = false
            } else if !inTag {
                result.append(character)
            }
        }
        return result
    }

    /// Android's string unescaping: escapes, double-quoted runs, whitespace collapsing.
    static func unescape(_ raw: String) -> String {
        var result = String.UnicodeScalarView()
        var quoted = false
        var pendingSpace = false
        var scalars = Substring(raw).unicodeScalars[...]
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" }
        while let scalar = scalars.popFirst() {
            if scalar == "\\", let next = scalars.popFirst() {
                if pendingSpace && !result.isEmpty { result.append(" ") }
                pendingSpace = false
                switch next {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "u":
                    let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                    if hex.unicodeScalars.count == 4, hex.unicodeScalars.allSatisfy(\.isASCIIHexDigit),
                        let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value)
                    {
                        result.append(decoded)
                        scalars = scalars.dropFirst(4)
                    } else {
                        result.append("u")
                    }
                default: result.append(next)
                }
            } else if scalar == "\"" {
                quoted.toggle()
            } else if isSpace(scalar) && !quoted {
                pendingSpace = true
            } else {
                if pendingSpace && !result.isEmpty { result.append(" ") }
                pendingSpace = false
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Where the first text outside any element of `<resources>` starts — the stray `&gt;` after
    /// a `</string>` — found by walking the source from the root's content: the XML reader keeps
    /// no position for text. `nil` if none is found (the caller then names the root's content).
    private static func strayTextPosition(in source: String, from start: SyntaxPosition) -> SyntaxPosition? {
        var cursor = ScalarCursor(source)
        while cursor.position.line < start.line || (cursor.position.line == start.line && cursor.position.column < start.column) {
            guard cursor.advance() != nil else { return nil }
        }
        var depth = 0
        func skip(past end: String) {
            while !cursor.isAtEnd && !cursor.hasPrefix(end) { _ = cursor.advance() }
            cursor.advance(by: end.unicodeScalars.count)
        }
        while let scalar = cursor.current {
            if cursor.hasPrefix("<!--") {
                skip(past: "-->")
            } else if cursor.hasPrefix("<?") {
                skip(past: "?>")
            } else if cursor.hasPrefix("<![CDATA[") {
                if depth == 0 { return cursor.position }
                skip(past: "]]>")
            } else if cursor.hasPrefix("</") {
                depth -= 1
                if depth < 0 { return nil }
                skip(past: ">")
            } else if scalar == "<" {
                // A start tag: quoted attribute values may hold '>' and '/'.
                var quote: Unicode.Scalar?
                var previous: Unicode.Scalar = "<"
                while let next = cursor.advance() {
                    if let open = quote {
                        if next == open { quote = nil }
                    } else if next == "\"" || next == "'" {
                        quote = next
                    } else if next == ">" {
                        break
                    }
                    previous = next
                }
                if previous != "/" { depth += 1 }
            } else if depth == 0 && !(scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r") {
                return cursor.position
            } else {
                _ = cursor.advance()
            }
        }
        return nil
    }
}
