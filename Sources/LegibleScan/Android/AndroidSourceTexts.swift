import Foundation
import LegibleReporting
import LegibleSyntax

/// The texts an app's Kotlin and Java set on layout views, found by the same bounded text search
/// as the rest of ``AndroidSourceFacts`` (no parsing):
///
/// - `title.setText(R.string.welcome)`, `title.text = getString(R.string.welcome)` (also
///   `resources.getString`, `context?.getText`, with format arguments), a string literal;
/// - the view named by the receiver: view binding's property (`binding.fooBar` → `foo_bar`), a
///   Kotlin synthetic or holder field (`holder.title`), Java's getter of a holder's Kotlin property
///   (`holder.getFileName().setText(…)` → `file_name`), `findViewById<TextView>(R.id.title)` or
///   Java's `((TextView) findViewById(R.id.title))` before the call, or a variable assigned from
///   `findViewById(R.id.title)` in the same file;
/// - the layouts the view is in: its binding variable's own (`AndroidSourceFacts+Bindings.swift`),
///   else those the file names (`R.layout.item_note`, `ItemNoteBinding`). A file that names no
///   layout says nothing (its views could be anyone's).
///
/// `getString(R.string.share, name)` is the resource formatted with arguments
/// (``ScannedCodeText/formatsArguments``). Anything else set as text (a variable, a model's
/// property, string concatenation) is recorded as unreadable, so the layout's placeholder is not
/// audited. Not followed: `text = …` inside a
/// `binding.title.apply { … }` block, an id reached through an `<include>`, Compose.
extension AndroidSourceFacts {
    /// Records the texts one file sets.
    mutating func addTexts(_ code: [UInt8], path: String, aliases viewAliases: [String: String]) {
        let named = Self.layoutsNamed(in: code)
        textSetters.add(code, path: path, layouts: named, aliases: viewAliases)
        // Kotlin synthetic imports name layouts too, and their properties views (`AndroidSourceFacts+HidingBranches.swift`).
        var layouts = named.union(Self.syntheticLayouts(in: code))
        // A view class naming no layout sets texts on the views of the layout it is the root of:
        // kept under `@class` (``AndroidLayoutWalk/emojiValue(_:id:)``), no layout's key.
        if layouts.isEmpty, let className = path.split(separator: "/").last?.split(separator: ".").first, !className.isEmpty {
            layouts = ["@" + Self.key(String(className))]
        }
        guard !layouts.isEmpty else { return }
        let synthetic = Self.syntheticAliases(in: code)
        var found: [(id: String, expression: [UInt8], at: Int)] = []
        for call in Self.calls(named: "setText", in: code, receivers: true) {
            let alias = Self.isBareReceiver(before: call.start, in: code) ? call.receiver.flatMap { synthetic[$0] } : nil
            guard let id = alias ?? Self.resolvedView(call.viewID, receiver: call.receiver, in: code) else { continue }
            found.append((id, Self.firstArgument(call.argument), call.start))
            for other in Self.otherConditionalViews(receiver: call.receiver, in: code) { found.append((other, Self.firstArgument(call.argument), call.start)) }
        }
        for assignment in Self.textAssignments(in: code) {
            let alias = Self.isBareReceiver(before: assignment.start, in: code) ? assignment.receiver.flatMap { synthetic[$0] } : nil
            guard let id = alias ?? Self.resolvedView(assignment.viewID, receiver: assignment.receiver, in: code) else { continue }
            found.append((id, assignment.value, assignment.start))
        }
        // Views listed in an array, `RemoteViews.setTextViewText(R.id.x, …)`: `AndroidSourceFacts+IndirectTexts.swift`.
        for text in Self.indirectTexts(in: code) { found.append((text.id, Self.firstArgument(text.value), text.start)) }
        // A text set in the branch that hides the view: `AndroidSourceFacts+HidingBranches.swift`.
        let hides = Self.hideSites(in: code)
        let aliases = viewAliases.merging(synthetic) { first, _ in first }
        let lookedUp = Self.lookedUpNames(in: code)
        for (id, expression, start) in found {
            // A conditional of string resources is each of them: `AndroidSourceFacts+Branches.swift`;
            // a local variable is what the function assigns it: `AndroidSourceFacts+Locals.swift`.
            let location = Self.location(of: start, in: code, path: path)
            let isJava = path.hasSuffix(".java")
            guard
                var text = Self.localCodeText(expression, before: start, in: code, isJava: isJava, location: location)
                    ?? Self.codeText(expression, location: location)
            else { continue }
            // Arguments whose source shows are measured as what they are: `AndroidSourceFacts+Arguments.swift`.
            if text.formatsArguments, text.argumentSamples.isEmpty {
                text.argumentSamples = Self.argumentSamples(of: expression, before: start, in: code, isJava: isJava)
            }
            // A view reached through a binding variable is its binding's layout's alone.
            let keys = (Self.bindingLayouts(before: start, in: code) ?? layouts).map { "\($0)/\(id)" }
            for key in keys { textsSetInCode[key, default: []].append(text) }
            // A view bound by `findViewById` may be in a layout the file does not name: `AndroidSourceFacts+FoundViewTexts.swift`.
            if let view = Self.lookedUpView(at: start, in: code, lookedUp: lookedUp), view == id { foundViewTexts[view, default: []].append(text) }
            recordHidingBranch(keys, text: text, hidden: Self.viewsHiddenInBranch(holding: start, hides: hides, aliases: aliases, in: code))
        }
    }

    /// The text code sets on the view `id` of the layout `layout`, `nil` when none is found. A
    /// text set in a branch that also hides the view or one of `ancestors` (view ids, the layout's)
    /// is on no visible view, so is left out (``viewsHiddenInBranch(holding:hides:aliases:in:)``).
    func codeText(ofView id: String, inLayout layout: String, shownWith ancestors: [String] = []) -> ScannedCodeText? {
        let key = "\(Self.key(layout))/\(Self.key(id))"
        guard var texts = textsSetInCode[key] else { return nil }
        if let hiding = textsHiddenByBranch[key] {
            let views = Set(([id] + ancestors).map(Self.key))
            let hidden = Set(hiding.filter { !$0.hidden.isDisjoint(with: views) }.map(\.location))
            texts.removeAll { hidden.contains($0.location) }
        }
        return ScannedCodeText.chosen(texts)
    }

    /// The layouts a file names, by ``key(_:)``: `R.layout.x` fields and generated binding classes.
    static func layoutsNamed(in code: [UInt8]) -> Set<String> {
        var result = Set(fields(of: "R.layout.", in: code).map(key))
        var index = code.startIndex
        while index < code.endIndex {
            guard isIdentifierByte(code[index]), index == code.startIndex || !isIdentifierByte(code[index - 1]) else {
                index += 1
                continue
            }
            let word = code[index...].prefix { isIdentifierByte($0) }
            index += word.count
            if let binding = bindingClass(in: word) { result.insert(key(binding)) }
        }
        return result
    }

    /// The ids after the first of a conditional lookup a variable is bound to: iNaturalist
    /// `TextView projectName = view.findViewById(isHeader ? R.id.header_title : R.id.project_name)`
    /// (ProjectSelectorActivity.java:462), whose `setText` (:464) fills either view.
    static func otherConditionalViews(receiver: String?, in code: [UInt8]) -> [String] {
        guard let receiver, receiver != "?", receiver.utf8.allSatisfy(isIdentifierByte) else { return [] }
        for start in occurrences(of: Array(receiver.utf8), in: code[...]) where start == 0 || !isIdentifierByte(code[start - 1]) {
            let statement = code[(start + receiver.utf8.count)...].prefix(240).prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "\n") }
            let text = Array(statement)
            guard let equals = text.firstIndex(of: UInt8(ascii: "=")), equals + 1 < text.count, text[equals + 1] != UInt8(ascii: "="),
                let lookup = firstRange(of: Array("findViewById".utf8), in: text[equals...])
            else { continue }
            let ids = fields(of: "R.id.", in: Array(text[lookup.upperBound...]))
            guard ids.count > 1, text[lookup.upperBound...].contains(UInt8(ascii: "?")) else { return [] }
            return ids.dropFirst().map(key)
        }
        return []
    }

    private static func firstRange(of needle: [UInt8], in code: ArraySlice<UInt8>) -> Range<Int>? {
        ByteSearch.firstIndex(of: needle, in: code).map { $0..<($0 + needle.count) }
    }

    /// The view a call's receiver names: the id of `findViewById(R.id.x)` a variable of that name
    /// is assigned from, else the receiver's own id (``Call/viewID``).
    static func resolvedView(_ viewID: String?, receiver: String?, in code: [UInt8]) -> String? {
        guard let receiver, receiver != "?", let viewID else { return viewID }
        for start in occurrences(of: Array(receiver.utf8), in: code[...]) {
            let statement = code[(start + receiver.utf8.count)...].prefix(240).prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "\n") }
            let text = Array(statement)
            guard let equals = text.firstIndex(of: UInt8(ascii: "=")), equals + 1 < text.count, text[equals + 1] != UInt8(ascii: "="),
                firstRange(of: Array("findViewById".utf8), in: text[equals...]) != nil, let id = field(of: "R.id.", in: Array(text[equals...]))
            else { continue }
            return key(id)
        }
        return viewID
    }

    /// Each `receiver.text = value` (Kotlin's property syntax), with the value's text.
    static func textAssignments(in code: [UInt8]) -> [(receiver: String?, viewID: String?, value: [UInt8], start: Int)] {
        occurrences(of: Array("text".utf8), in: code[...]).compactMap { start in
            var after = start + 4
            while after < code.count, code[after] == UInt8(ascii: " ") { after += 1 }
            guard after + 1 < code.count, code[after] == UInt8(ascii: "="), code[after + 1] != UInt8(ascii: "="),
                let receiver = receiver(before: start, in: code)
            else { return nil }
            var value = Array(code[(after + 1)...].prefix(300).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: ";") })
            // `text = when (x) {` goes on to its closing brace (`AndroidSourceFacts+Branches.swift`).
            if let block = whenBlock(after: after + 1, in: code) { value = block }
            return (receiver, viewID(receiver: receiver, before: start, in: code), Array(value), start)
        }
    }

    /// The `when (…) { … }` that starts at `start` (after spaces), to its closing brace, at most
    /// 2,000 bytes; `nil` for anything else.
    private static func whenBlock(after start: Int, in code: [UInt8]) -> [UInt8]? {
        var index = start
        while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
        let window = Array(code[index..<min(code.count, index + 2000)])
        guard window.starts(with: Array("when".utf8)), window.count > 4, !isIdentifierByte(window[4]),
            let brace = window.firstIndex(of: UInt8(ascii: "{"))
        else { return nil }
        var depth = 0
        var inString = false
        for position in brace..<window.count {
            let byte = window[position]
            if byte == UInt8(ascii: "\""), position == 0 || window[position - 1] != UInt8(ascii: "\\") { inString.toggle() }
            guard !inString else { continue }
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return Array(window[...position]) }
            }
        }
        return nil
    }

    /// The first argument of an argument list (up to a comma outside brackets: a `when`'s
    /// `A, B -> …` is inside its braces).
    static func firstArgument(_ argument: [UInt8]) -> [UInt8] {
        var depth = 0
        var inString = false
        for (index, byte) in argument.enumerated() {
            if byte == UInt8(ascii: "\"") { inString.toggle() }
            guard !inString else { continue }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { depth -= 1 }
            if byte == UInt8(ascii: ","), depth == 0 { return Array(argument[..<index]) }
        }
        return argument
    }

    /// What a text expression sets: a string resource, a literal, nothing (`null`, `""`), or
    /// an unreadable expression.
    static func value(_ bytes: [UInt8]) -> ScannedCodeText.Value? {
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        if text == "null" || text == "\"\"" || text.isEmpty { return nil }
        if let name = stringResource(text) { return .text(ScannedText(key: name)) }
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.dropFirst().dropLast().contains(where: { $0 == "\"" || $0 == "$" || $0 == "\\" })
        {
            return .text(ScannedText(literal: String(text.dropFirst().dropLast())))
        }
        return .unreadable(ScannedCodeText.shown(text))
    }

    /// Whether a text expression formats a string resource with arguments:
    /// `getString(R.string.share, name)` fills the resource's `%1$s` (Android's
    /// `Resources.getString(int, Object...)` calls `String.format`); `getString(R.string.x)` and
    /// `setText(R.string.x)` show the resource as written.
    static func formatsArguments(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        guard stringResource(text) != nil, text.hasSuffix(")"), let open = text.range(of: "getString(") else { return false }
        let inside = Array(text[open.upperBound...].dropLast().utf8)
        return firstArgument(inside).count < inside.count
    }

    /// `R.string.x`, or `getString(R.string.x, …)`/`getText(R.string.x)` after a receiver chain
    /// (`requireContext().`, `resources.`, `context?.`) and nothing after: `x`.
    static func stringResource(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        if text.hasPrefix("R.string."), let name = field(of: "R.string.", in: bytes), text == "R.string.\(name)" { return name }
        for call in ["getString(", "getText("] {
            guard let range = firstRange(of: Array(call.utf8), in: bytes[...]), text.hasSuffix(")") else { continue }
            let chain = bytes[..<range.lowerBound]
            guard chain.allSatisfy({ isIdentifierByte($0) || ".()?!".utf8.contains($0) }), chain.last.map({ $0 == UInt8(ascii: ".") }) ?? true else { continue }
            let inside = firstArgument(Array(bytes[range.upperBound..<(bytes.count - 1)]))
            let argument = String(decoding: inside, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if let name = field(of: "R.string.", in: Array(argument.utf8)), argument == "R.string.\(name)" { return name }
        }
        return nil
    }

    /// The file, line and column of a byte offset.
    static func location(of offset: Int, in code: [UInt8], path: String) -> Finding.Location {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, code.count) where code[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return Finding.Location(file: path, line: line, column: offset - lineStart + 1)
    }
}
