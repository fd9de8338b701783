import Foundation

// What each Kotlin or Java file says for layout reachability (issue 33, judge's D2): the classes
// it declares, the capitalised names it mentions, the layouts it names, and whether something
// outside the app's code may call it with no mention (a root). uhabits 5aa8744e vendors AOSP's
// date picker: `date_picker_dialog.xml` is inflated only by
// `com/android/datetimepicker/date/DatePickerDialog.java`, which no other file names, so its
// eleven contrast, fixed-size and target errors were about a screen no user sees. The graph is
// resolved in `AndroidResources+Reach.swift`.

/// One source file's part of the reachability graph.
struct AndroidReachFile: Sendable, Hashable {
    var path: String
    /// The classes, interfaces, objects and enums it declares (nested ones too).
    var declared: Set<String>
    /// Those of ``declared`` declared inside another class (`Inputs` in `class XViewModel {
    /// interface Inputs }`): another file names one only with its outer class (`XViewModel.Inputs`,
    /// or an import of it), so a bare mention reaches this file only with one of its other names.
    var nested: Set<String> = []
    /// Every capitalised identifier in it, strings included (`Class.forName("…Dialog")` names one).
    var mentioned: Set<String>
    /// The layouts it names, by ``AndroidSourceFacts/key(_:)``: `R.layout.x`, `XBinding`,
    /// `kotlinx.android.synthetic.main.x`.
    var layouts: Set<String>
    /// Whether it may be called with no mention of its classes: Kotlin top-level functions or
    /// properties (extension functions, constants) or an annotation a framework or generated
    /// code instantiates through.
    var isRoot: Bool
    /// The mentioned classes it uses only in `if (BuildConfig.DEBUG)` code, → the line of that
    /// code: see `AndroidSourceFacts+DebugOnly.swift`.
    var debugOnly: [String: Int] = [:]
    /// Those of ``mentioned`` it only casts to, tests, imports or reads a constant of, which use
    /// no instance: see `AndroidSourceFacts+WeakMentions.swift`.
    var weakOnly: Set<String> = []
    /// The enums it declares: an enum's constant is an instance, so its mentions are uses.
    var enums: Set<String> = []

    /// The classes it uses: ``mentioned`` but the weak mentions of classes no file declares an
    /// enum (`enums`, every file's).
    func uses(enums: Set<String>) -> Set<String> {
        weakOnly.isEmpty ? mentioned : mentioned.subtracting(weakOnly.subtracting(enums))
    }
}

/// The reachability facts of every file read.
struct AndroidReachFacts: Sendable, Hashable {
    var files: [AndroidReachFile] = []
    /// A `Class.forName(…)` or `loadClass(…)` whose argument is not one string literal: a class
    /// may be reached by a name no file writes, so nothing is called unreachable.
    var loadsClassesByName = false
    /// Whether every source file found was read (``AndroidResourceLimits/maximumSourceFiles``).
    var readAll = true
    /// Every lower-case word with an underscore in the code and its strings (`dialog_add_more`
    /// after a static import of `R.layout.*`, or in a string), and whether any file looks a
    /// resource up by name (`getIdentifier`, `R.layout::class`): see `AndroidResources+UnnamedLayouts.swift`.
    var snakeWords: Set<String> = []
    /// The lower-case words without an underscore not after a `.` in a file that imports `R.layout`'s
    /// fields (a static import's bare `ads`), and the strings that are one such word: a layout named `ads.xml` (LibreraReader) is named
    /// nowhere when its name is not one of them.
    var plainWords: Set<String> = []
    var looksUpResourcesByName = false
    /// The lookups by name whose names code builds from a literal prefix or a string array's
    /// items: only the layouts they may give are named (`AndroidSourceFacts+LayoutLookups.swift`).
    var layoutLookups: Set<AndroidLayoutLookup> = []

    /// Annotations whose classes a framework or generated code creates without naming them.
    static let rootAnnotations: Set<String> = [
        "Keep", "AutoService", "Module", "Component", "Subcomponent", "HiltViewModel", "HiltWorker", "AndroidEntryPoint", "HiltAndroidApp",
        "EntryPoint", "InstallIn", "GlideModule", "JavascriptInterface", "Database", "ContributesAndroidInjector",
    ]

    mutating func add(_ code: [UInt8], path: String) {
        let isKotlin = path.hasSuffix(".kt")
        var declared = Set<String>()
        var nested = Set<String>()
        var mentioned = Set<String>()
        var strong = Set<String>()
        var enums = Set<String>()
        var enumNext = false
        var bareWords = Set<String>()
        var isRoot = false
        var depth = 0
        var parentheses = 0
        var previous = ""
        var lineStart = 0
        var index = 0
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if !name.isEmpty { declared.insert(name) }
        while index < code.count {
            let byte = code[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                // A string's words count as mentions (reflection), its braces not as blocks.
                let end = Self.endOfQuoted(at: index, in: code)
                Self.collectCapitalised(code[index..<end], into: &strong)
                let literal = String(decoding: code[index..<end], as: UTF8.self)
                for word in literal.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) where word.contains("_") {
                    snakeWords.insert(word.lowercased())
                }
                // A whole string that is one lower-case word may be a layout's name (`"ads"`).
                let inner = literal.dropFirst().dropLast()
                if !inner.isEmpty, inner.first?.isLowercase == true, inner.allSatisfy({ $0.isLetter || $0.isNumber }) { plainWords.insert(String(inner)) }
                index = end
                previous = ""
                continue
            }
            if byte == UInt8(ascii: "\n") { lineStart = index + 1 }
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
            // `class Item(val id: Long)`: a constructor's property is no top-level one.
            if byte == UInt8(ascii: "(") { parentheses += 1 }
            if byte == UInt8(ascii: ")") { parentheses = max(0, parentheses - 1) }
            guard AndroidSourceFacts.isIdentifierByte(byte), !(byte >= 0x30 && byte <= 0x39) else {
                if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t") { previous = byte == UInt8(ascii: "@") ? "@" : "" }
                index += 1
                continue
            }
            let word = String(decoding: code[index...].prefix { AndroidSourceFacts.isIdentifierByte($0) }, as: UTF8.self)
            let before = index > 0 ? code[index - 1] : 0
            index += word.utf8.count
            if word.first?.isUppercase == true {
                mentioned.insert(word)
                if !Self.isWeakMention(code, start: index - word.utf8.count, end: index, isKotlin: isKotlin) { strong.insert(word) }
            }
            if word.contains("_"), word.first?.isLowercase == true { snakeWords.insert(word) }
            if !word.contains("_"), word.first?.isLowercase == true, before != UInt8(ascii: ".") { bareWords.insert(word) }
            if word == "getIdentifier" || word == "getIdentifierOrThrow" {
                switch Self.layoutLookup(code, nameStart: index - word.utf8.count, isJava: !isKotlin) {
                case .none: break
                case .any: looksUpResourcesByName = true
                case .some(let lookup): layoutLookups.insert(lookup)
                }
            }
            // `R.layout::class.java.fields`, `R.layout.class.getFields()`: every layout by reflection.
            // The word `class` whole: `R.layout.classic_surface_dynamic` (pocket-casts
            // `ClassicPlayer.kt:73`) is one layout, and called every unnamed layout looked up by name.
            if word == "layout", before == UInt8(ascii: "."), index < code.count,
                let keyword = [Array("::class".utf8), Array(".class".utf8)].first(where: { code[index...].starts(with: $0) }),
                index + keyword.count == code.count || !AndroidSourceFacts.isIdentifierByte(code[index + keyword.count])
            {
                looksUpResourcesByName = true
            }
            if previous == "@", Self.rootAnnotations.contains(word) { isRoot = true }
            // `class X`, not `X.class` / `X::class`.
            if ["class", "interface", "object", "enum", "record"].contains(previous), before != UInt8(ascii: "."), word.first?.isUppercase == true {
                declared.insert(word)
                if depth > 0 { nested.insert(word) }
                if enumNext || previous == "enum" { enums.insert(word) }
            }
            // Kotlin's `enum class X`: the keyword before `class`.
            enumNext = word == "enum" || (enumNext && word == "class")
            if isKotlin, depth == 0, parentheses == 0, ["fun", "val", "var", "typealias"].contains(word) {
                let line = String(decoding: code[lineStart..<(index - word.utf8.count)], as: UTF8.self)
                if !line.contains("private") { isRoot = true }
            }
            if word == "forName" || word == "loadClass",
                let call = AndroidSourceFacts.calls(named: word, in: Array(code[(index - word.utf8.count)...].prefix(420))).first
            {
                let argument = String(decoding: call.argument, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                // `Class.forName(name).asSubclass(ListenableWorker::class.java)`: a WorkManager
                // factory re-creating workers the code enqueues by name (pocket-casts
                // `CastsWorkerFactory.kt:17`); a worker shows no layout.
                let line = code[(index - word.utf8.count)...].prefix(420).prefix { $0 != UInt8(ascii: "\n") }
                let makesWorkers = String(decoding: line, as: UTF8.self).contains(").asSubclass(ListenableWorker")
                if !makesWorkers, !(argument.hasPrefix("\"") && argument.hasSuffix("\"") && argument.dropFirst().dropLast().allSatisfy({ $0 != "\"" })) {
                    loadsClassesByName = true
                }
            }
            // Only a keyword before a name declares it: `class Foo` (previous is `class`).
            previous =
                ["class", "interface", "object", "enum", "record"].contains(word) && before != UInt8(ascii: ".") && before != UInt8(ascii: ":") ? word : ""
        }
        var layouts = AndroidSourceFacts.layoutsNamed(in: code)
        // Kotlin synthetic view imports name a layout: `kotlinx.android.synthetic.main.activity_main.*`.
        let synthetic = Array("synthetic.main.".utf8)
        var start = 0
        while let range = Self.range(of: synthetic, in: code, from: start) {
            let layout = code[range.upperBound...].prefix { AndroidSourceFacts.isIdentifierByte($0) }
            if !layout.isEmpty { layouts.insert(AndroidSourceFacts.key(String(decoding: layout, as: UTF8.self))) }
            start = range.upperBound
        }
        // A bare word names a layout only after an import of `R.layout`'s fields: iNaturalist's `map`
        // variables (MissionDetails.java) named no `layout-v17/map.xml` (fresh-android22b W1, :88).
        if Self.importsLayoutFields(code) { plainWords.formUnion(bareWords) }
        mentioned.formUnion(strong)
        mentioned.subtract(declared)
        files.append(
            AndroidReachFile(
                path: path, declared: declared, nested: nested.subtracting([name]), mentioned: mentioned, layouts: layouts, isRoot: isRoot,
                debugOnly: AndroidSourceFacts.debugOnlyNames(mentioned, in: code), weakOnly: mentioned.subtracting(strong), enums: enums))
    }

    /// Whether a file imports fields of `R.layout` (`import static org.app.R.layout.*;`, Kotlin's
    /// `import org.app.R.layout.ads`), after which a layout's bare name is its id.
    static func importsLayoutFields(_ code: [UInt8]) -> Bool {
        let field = Array("R.layout.".utf8)
        var start = 0
        while let range = range(of: field, in: code, from: start) {
            var line = range.lowerBound
            while line > 0, code[line - 1] != UInt8(ascii: "\n") { line -= 1 }
            let head = String(decoding: code[line..<range.lowerBound], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if head.hasPrefix("import ") { return true }
            start = range.upperBound
        }
        return false
    }

    /// Whether the `getIdentifier(…)` call at `nameStart` may look up one of the app's layouts:
    /// not when its type is a literal other than `"layout"` (Kickstarter e5ba636b
    /// `KSString.java:140`, `getIdentifier(keyPath, "string", packageName)`, and a test's
    /// `"string"` lookup kept every layout nothing names judged), its package the literal
    /// `"android"` (the platform's resources), its name a literal `"pkg:string/x"` of another
    /// type, or it takes no arguments (`UserHandle.getIdentifier()`).
    static func mayLookUpLayout(_ code: [UInt8], nameStart: Int) -> Bool {
        let name = code[nameStart...].prefix { AndroidSourceFacts.isIdentifierByte($0) }
        guard let call = AndroidSourceFacts.calls(named: String(decoding: name, as: UTF8.self), in: Array(code[nameStart...].prefix(420))).first,
            call.start == 0
        else { return true }
        let parts = AndroidSourceFacts.arguments(call.argument, angleBrackets: false)
        guard parts.count > 1 || !(parts.first ?? "").isEmpty else { return false }
        func literal(_ text: String) -> String? {
            text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") && !text.dropFirst().dropLast().contains("\"")
                ? String(text.dropFirst().dropLast()) : nil
        }
        if parts.count > 1, let type = literal(parts[1]), type != "layout" { return false }
        if parts.count > 2, literal(parts[2]) == "android" { return false }
        if let whole = literal(parts[0]), let colon = whole.firstIndex(of: ":"), let slash = whole.firstIndex(of: "/"), colon < slash {
            return whole[whole.index(after: colon)..<slash] == "layout"
        }
        return true
    }

    /// The capitalised identifiers of a slice (a string's words, an XML attribute's value).
    static func collectCapitalised(_ text: ArraySlice<UInt8>, into names: inout Set<String>) {
        var index = text.startIndex
        while index < text.endIndex {
            guard AndroidSourceFacts.isIdentifierByte(text[index]) else {
                index += 1
                continue
            }
            let word = text[index...].prefix { AndroidSourceFacts.isIdentifierByte($0) }
            if let first = word.first, first >= 0x41, first <= 0x5A { names.insert(String(decoding: word, as: UTF8.self)) }
            index += word.count
        }
    }

    /// The index after the string or character literal that opens at `start` (Kotlin's `"""`
    /// raw strings too); a literal that does not close ends at the line's end.
    static func endOfQuoted(at start: Int, in code: [UInt8]) -> Int {
        let quote = code[start]
        if quote == UInt8(ascii: "\""), start + 2 < code.count, code[start + 1] == quote, code[start + 2] == quote {
            var index = start + 3
            while index + 2 < code.count, !(code[index] == quote && code[index + 1] == quote && code[index + 2] == quote) { index += 1 }
            return min(code.count, index + 3)
        }
        var index = start + 1
        while index < code.count, code[index] != quote, code[index] != UInt8(ascii: "\n") {
            index += code[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(code.count, index + 1)
    }

    private static func range(of needle: [UInt8], in code: [UInt8], from start: Int) -> Range<Int>? {
        guard needle.count <= code.count, start <= code.count - needle.count else { return nil }
        for index in start...(code.count - needle.count) where code[index..<(index + needle.count)].elementsEqual(needle) {
            return index..<(index + needle.count)
        }
        return nil
    }
}
