import Foundation

/// Views whose text code sets through a function of the app's own: `updateQuota(quotaText =
/// holder.binding.manageAccountsQuotaText, …)` where the app declares `fun updateQuota(quotaText:
/// TextView, …)` and its body sets `quotaText.text = …` (ownCloud 73316e6f
/// ManageAccountsAdapter.kt:96 and :160). The view's layout text is then a placeholder, as for a
/// direct `binding.x.text = …`, and the texts the body sets are the view's code texts.
///
/// Found literally, as the rest of ``AndroidSourceFacts``: a function is the one declared with
/// that name in the calling file, else the only one of that name in the app's sources (two or
/// more elsewhere and none in the file: not followed). "The only one" counts the functions of that
/// name every other file declares, not only those that set a text or a listener: Kotatsu 34f6e523
/// `DetailsActivity.kt:161` calls `TitleScrollCoordinator(…).attach(viewBinding.scrollView)`, whose
/// `attach` (`TitleScrollCoordinator.kt:27`) sets nothing, and the only `attach` that sets a
/// listener, `AdapterDelegateClickListenerAdapter.kt:33`'s, made the whole scroll view a target
/// that swallowed the taps of the 27 dp texts inside it (`layout_details_table.xml:32`). An
/// argument is matched to a parameter by its label or its position; `param.text = …` and `param.setText(…)` in the function's own
/// body count, and a helper of the same file it hands the parameter on to that sets it
/// (`AndroidSourceFacts+HelperSetters.swift`). A function that never sets a parameter's
/// text (a theming helper, `ThemeUtils.colorX(binding.x)`) changes nothing.
struct AndroidTextSetterFacts: Sendable, Hashable {
    /// A function whose body sets the text of one or more of its parameters.
    struct Setter: Sendable, Hashable {
        /// The file that declares it.
        var file: String
        /// Its parameters' names, in order.
        var parameters: [String]
        /// Parameter name → the texts its body sets on it.
        var texts: [String: [ScannedCodeText]]
        /// The parameters its body gives a click listener (`imageView.setOnClickListener(…)`).
        var listened: Set<String> = []
        /// The parameters whose background its body sets (``AndroidTextSetterFacts/backgroundSetters``).
        var backgrounds: Set<String> = []
        /// The parameters whose text is Markdown a library renders from another argument (Markwon's `setParsedMarkdown`):
        /// a call that hands it a string resource or a view's own text shows that text, not another.
        var rendered: Set<String> = []
    }

    /// A call that hands a layout's views to a function, in a file that names the layout.
    struct Handoff: Sendable, Hashable {
        var function: String
        var file: String
        var layouts: Set<String>
        /// The view arguments: position, label (`quotaText =`) when named, and view id by ``AndroidSourceFacts/key(_:)``.
        var views: [Argument]
        /// Whether an argument is a string resource or a view's own text (`getString(R.string.x)`, `x.getText().toString()`).
        var passesKnownText = false
    }

    /// One view argument of a ``Handoff``.
    struct Argument: Sendable, Hashable {
        var position: Int
        var label: String?
        var view: String
    }

    /// Function name → the declarations that set a parameter's text.
    private(set) var setters: [String: [Setter]] = [:]
    private(set) var handoffs: [Handoff] = []
    /// Function name → the files that declare a function of that name, setters or not.
    private(set) var declaringFiles: [String: Set<String>] = [:]

    /// Records one file's setters and, when it names layouts, its calls that hand views on.
    mutating func add(_ code: [UInt8], path: String, layouts: Set<String>, aliases: [String: String]) {
        for (name, setter) in Self.setters(in: code, path: path) { setters[name, default: []].append(setter) }
        for name in Self.declaredFunctions(in: code, isJava: path.hasSuffix(".java")) { declaringFiles[name, default: []].insert(path) }
        guard !layouts.isEmpty else { return }
        handoffs += Self.handoffs(in: code, path: path, layouts: layouts, aliases: aliases)
    }

    /// The texts set through setters, by `layout/id` key as ``AndroidSourceFacts/textsSetInCode``.
    func resolvedTexts() -> [String: [ScannedCodeText]] {
        var result: [String: [ScannedCodeText]] = [:]
        for handoff in handoffs {
            for setter in setters(named: handoff.function, calledFrom: handoff.file) {
                for argument in handoff.views {
                    let parameter = argument.label ?? (argument.position < setter.parameters.count ? setter.parameters[argument.position] : "")
                    // iNaturalist `LoginSignupActivity.java:348`, `HtmlUtils.fromHtml(mTerms, mTerms.getText().toString())`: the layout's text, rendered.
                    guard let texts = setter.texts[parameter], !(handoff.passesKnownText && setter.rendered.contains(parameter)) else { continue }
                    for layout in handoff.layouts { result["\(layout)/\(argument.view)", default: []] += texts }
                }
            }
        }
        return result
    }

    /// The `layout/id` keys (as ``AndroidSourceFacts/clickListenersByLayout``) of the views handed
    /// to a function that gives that parameter a click listener: AdAway fa16432c
    /// `LogAdapter.java:73`, `bindImageView(holder.binding.blockImageView, …)`, whose body sets
    /// `imageView.setOnClickListener(…)` (`:82`), makes the 24 dp icon of `log_entry.xml:8` tappable.
    func resolvedListeners() -> Set<String> {
        var result = Set<String>()
        for handoff in handoffs {
            for setter in setters(named: handoff.function, calledFrom: handoff.file) where !setter.listened.isEmpty {
                for argument in handoff.views {
                    let parameter = argument.label ?? (argument.position < setter.parameters.count ? setter.parameters[argument.position] : "")
                    guard setter.listened.contains(parameter) else { continue }
                    for layout in handoff.layouts { result.insert("\(layout)/\(argument.view)") }
                }
            }
        }
        return result
    }

    /// The declarations a call names: the calling file's own, else those of the one file that
    /// declares the name (overloads: iNaturalist `HtmlUtils.fromHtml`, two and three arguments).
    func setters(named name: String, calledFrom file: String) -> [Setter] {
        guard let declared = setters[name] else { return [] }
        let own = declared.filter { $0.file == file }
        if !own.isEmpty { return own }
        // Another file's: only when no third file declares a function of the name (an overload beside it is the same file's).
        guard let first = declared.first, declared.allSatisfy({ $0.file == first.file }),
            declaringFiles[name, default: []].subtracting([first.file]).isEmpty
        else { return [] }
        return declared
    }
}

extension AndroidTextSetterFacts {
    private typealias Facts = AndroidSourceFacts

    /// The functions in a file whose bodies set a parameter's text, background or click
    /// listener, by name; also those that hand a parameter to such a function of the file
    /// (``forwarded(_:in:isJava:)``).
    static func setters(in code: [UInt8], path: String) -> [(String, Setter)] {
        let isJava = path.hasSuffix(".java")
        var found: [Int: Draft] = [:]
        func record(_ receiver: String, at start: Int, _ change: (inout Draft) -> Void) {
            guard let function = enclosingFunction(at: start, in: code, isJava: isJava), function.parameters.contains(receiver) else { return }
            var entry = found[function.start] ?? Draft(name: function.name, parameters: function.parameters)
            change(&entry)
            found[function.start] = entry
        }
        let assignments = Facts.textAssignments(in: code).map { ($0.receiver, $0.value, $0.start) }
        let calls = Facts.calls(named: "setText", in: code, receivers: true).map { ($0.receiver, Facts.firstArgument($0.argument), $0.start) }
        let markdown = renderedMarkdown(in: code)
        for (index, (receiver, value, start)) in (assignments + calls + markdown).enumerated() {
            // `param.text = null` clears the text: nothing to audit, as for a direct assignment.
            guard let receiver, Facts.value(value) != nil, let text = Facts.codeText(value, location: Facts.location(of: start, in: code, path: path)) else {
                continue
            }
            let isMarkdown = index >= assignments.count + calls.count
            record(receiver, at: start) {
                $0.texts[receiver, default: []].append(text)
                if isMarkdown { $0.rendered.insert(receiver) }
            }
        }
        for call in Facts.calls(named: "setOnClickListener", in: code, receivers: true) {
            guard let receiver = call.receiver, Facts.setsListener(after: call.start + "setOnClickListener".utf8.count, in: code) else { continue }
            record(receiver, at: call.start) { $0.listened.insert(receiver) }
        }
        for call in backgroundSetters.flatMap({ Facts.calls(named: $0, in: code, receivers: true) }) {
            guard let receiver = call.receiver else { continue }
            record(receiver, at: call.start) { $0.backgrounds.insert(receiver) }
        }
        return forwarded(found, in: code, isJava: isJava).sorted { $0.key < $1.key }.map {
            let draft = $0.value
            let setter = Setter(
                file: path, parameters: draft.parameters, texts: draft.texts, listened: draft.listened, backgrounds: draft.backgrounds, rendered: draft.rendered
            )
            return (draft.name, setter)
        }
    }

    /// The Markdown a library renders into the view it is handed, as `(view, text, start)`: Markwon's
    /// `markwon.setParsedMarkdown(textView, spanned)` and `setMarkdown(textView, markdown)` set the
    /// view's text (iNaturalist `HtmlUtils.java:131`, the helper behind `HtmlUtils.fromHtml(comment, body)`
    /// at `CommentsIdsAdapter.java:334`, fresh-android22b W2).
    private static func renderedMarkdown(in code: [UInt8]) -> [(String?, [UInt8], Int)] {
        ["setMarkdown", "setParsedMarkdown"].flatMap { Facts.calls(named: $0, in: code) }.compactMap { call in
            let arguments = Facts.arguments(call.argument, angleBrackets: false)
            guard arguments.count == 2, Facts.isIdentifier(arguments[0]) else { return nil }
            return (arguments[0], Array(arguments[1].utf8), call.start)
        }
    }

    /// The names of the functions a file declares, setters or not: Kotlin's every `fun [<T>]
    /// [Receiver.]name(` (bodies in braces, after `=`, or none), Java's every method whose body
    /// opens a block (``declaration(_:isJava:)``).
    static func declaredFunctions(in code: [UInt8], isJava: Bool) -> [String] {
        guard isJava else {
            return Facts.occurrences(of: Array("fun".utf8), in: code[...]).compactMap { start in
                let head = code[(start + 3)...].prefix(160).prefix { $0 != UInt8(ascii: "(") && $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "\n") }
                // `fun name`, `fun <T> Type<T>.name`: the last name before the parenthesis.
                let end = start + 3 + head.count
                guard head.first == UInt8(ascii: " "), end < code.count, code[end] == UInt8(ascii: "(") else { return nil }
                let name = head.reversed().drop { $0 == UInt8(ascii: " ") }.prefix { Facts.isIdentifierByte($0) }.reversed()
                return name.isEmpty ? nil : String(decoding: Array(name), as: UTF8.self)
            }
        }
        return code.indices.compactMap { open in
            guard code[open] == UInt8(ascii: "{") else { return nil }
            return declaration(Array(code[headerStart(before: open, in: code, window: 600)..<open]), isJava: true)?.name
        }
    }

    /// The innermost function declaration whose body holds `start`: its name, parameters and
    /// where its header starts; `nil` when the statement is in none (a class body, a lambda
    /// property).
    static func enclosingFunction(at start: Int, in code: [UInt8], isJava: Bool) -> (name: String, parameters: [String], start: Int)? {
        var index = start
        for _ in 0..<16 {
            guard let open = unmatchedBrace(before: index, in: code) else { return nil }
            let header = headerStart(before: open, in: code, window: 600)
            if let function = declaration(Array(code[header..<open]), isJava: isJava) { return (function.name, function.parameters, header) }
            index = open
        }
        return nil
    }

    /// Where the header of the block opened at `open` starts: just after the `;`, `{` or `}` before
    /// it, within `window` bytes.
    static func headerStart(before open: Int, in code: [UInt8], window: Int) -> Int {
        let ends: Set<UInt8> = [UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")]
        var header = open
        while header > 0, open - header < window, !ends.contains(code[header - 1]) { header -= 1 }
        return header
    }

    /// The `{` that opens the block holding `index`, within `window` bytes before it.
    static func unmatchedBrace(before index: Int, in code: [UInt8], window: Int = 20_000) -> Int? {
        var depth = 0
        var cursor = index
        while cursor > 0, index - cursor < window {
            cursor -= 1
            if code[cursor] == UInt8(ascii: "}") { depth += 1 }
            if code[cursor] == UInt8(ascii: "{") {
                if depth == 0 { return cursor }
                depth -= 1
            }
        }
        return nil
    }

    /// Keywords followed by parentheses and a block that declare no function.
    private static let blockKeywords: Set<String> = ["if", "for", "while", "switch", "catch", "synchronized", "when", "try", "else", "do"]
    /// Words before a Java method's name that make it a call or an expression, not a declaration.
    private static let notReturnTypes: Set<String> = ["new", "return", "throw", "else", "case", "yield", "await"]

    /// A function declaration's name and parameters from a block's header: Kotlin's
    /// `[modifiers] fun [<T>] [Receiver.]name(params)[: Type]`, Java's `[modifiers] Type name(params)
    /// [throws …]`; `nil` for any other header (a branch, a lambda, a class).
    static func declaration(_ header: [UInt8], isJava: Bool) -> (name: String, parameters: [String])? {
        var text = String(decoding: header, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if let throwsRange = text.range(of: " throws ", options: .backwards) { text = String(text[..<throwsRange.lowerBound]) }
        // Kotlin's return type after the parameters.
        if let funRange = text.range(of: "fun ", options: .backwards), let close = text.range(of: ")", options: .backwards),
            close.lowerBound > funRange.upperBound
        {
            let after = text[close.upperBound...].trimmingCharacters(in: .whitespaces)
            guard after.isEmpty || after.hasPrefix(":") else { return nil }
            text = String(text[..<close.upperBound])
        }
        guard text.hasSuffix(")"), let open = matchingOpen(of: text) else { return nil }
        let before = text[..<open]
        let name = String(before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        guard !name.isEmpty, !blockKeywords.contains(name) else { return nil }
        let lead = before.dropLast(name.count)
        guard lead.last == " " || lead.last == "." || lead.last == "\n" else { return nil }
        let words = lead.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ">" || $0 == "]" || $0 == ".") }
        if let funIndex = words.lastIndex(of: "fun") {
            // Nothing but an extension receiver or type parameters between `fun` and the name.
            guard words.endIndex - words.index(after: funIndex) <= 2 else { return nil }
        } else {
            // A Kotlin call with a trailing lambda (`runCatching(x) {`) is no declaration.
            guard isJava, lead.last == " " || lead.last == "\n", let type = words.last, !notReturnTypes.contains(String(type)) else { return nil }
        }
        let inside = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        return (name, parameterNames(inside))
    }

    /// The calls in a file that hand a view of its layouts to a function: each identifier before
    /// `(` (not a declaration's) with at least one argument that is a view reference
    /// (``AndroidSourceFacts/viewReference(_:aliases:)``) through a property path
    /// (`holder.binding.title`), `findViewById`, or a name bound to `findViewById`.
    static func handoffs(in code: [UInt8], path: String, layouts: Set<String>, aliases: [String: String]) -> [Handoff] {
        var result: [Handoff] = []
        for open in code.indices where code[open] == UInt8(ascii: "(") {
            var end = open
            while end > 0, code[end - 1] == UInt8(ascii: " ") { end -= 1 }
            var begin = end
            while begin > 0, Facts.isIdentifierByte(code[begin - 1]) { begin -= 1 }
            guard begin < end, let close = AndroidSourceFacts.closingParenthesis(after: open, in: code) else { continue }
            let name = String(decoding: code[begin..<end], as: UTF8.self)
            guard !blockKeywords.contains(name) else { continue }
            var views: [Argument] = []
            for (position, argument) in Facts.arguments(Array(code[(open + 1)..<close])).enumerated() {
                let (label, expression) = labeled(argument)
                // `R.string.welcome` is a resource, not a view of the layout.
                guard !expression.hasPrefix("R.") && !expression.hasPrefix("android.R."),
                    expression.contains(".") || expression.contains("findViewById") || aliases[expression] != nil,
                    let view = Facts.viewReference(expression, aliases: aliases)
                else { continue }
                views.append(Argument(position: position, label: label, view: view))
            }
            guard !views.isEmpty, !isDeclared(before: begin, in: code) else { continue }
            let arguments = String(decoding: code[(open + 1)..<close], as: UTF8.self)
            let known = arguments.contains("R.string.") || arguments.contains(".getText()") || arguments.contains(".text.toString()")
            result.append(Handoff(function: name, file: path, layouts: layouts, views: views, passesKnownText: known))
        }
        return result
    }

    /// Whether the name before `begin` is declared there (`fun name(`), not called.
    private static func isDeclared(before begin: Int, in code: [UInt8]) -> Bool {
        let before = String(decoding: code[max(0, begin - 40)..<begin], as: UTF8.self)
        return before.hasSuffix("fun ") || before.range(of: #"fun\s+(<[^>]*>\s*)?([A-Za-z_][A-Za-z0-9_<>?]*\.)?$"#, options: .regularExpression) != nil
    }

    /// A Kotlin named argument's label and expression (`quotaText = holder.binding.x`), else no label.
    private static func labeled(_ argument: String) -> (String?, String) {
        guard let equals = argument.firstIndex(of: "=") else { return (nil, argument) }
        let label = argument[..<equals].trimmingCharacters(in: .whitespaces)
        let rest = argument[argument.index(after: equals)...]
        guard !label.isEmpty, label.utf8.allSatisfy(Facts.isIdentifierByte), rest.first != "=" else { return (nil, argument) }
        return (label, rest.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The `(` matching the final `)` of a header.
    private static func matchingOpen(of text: String) -> String.Index? {
        var depth = 0
        var index = text.endIndex
        while index > text.startIndex {
            index = text.index(before: index)
            if text[index] == ")" { depth += 1 }
            if text[index] == "(" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// Parameter names: Kotlin's identifier before `:`, Java's last identifier (`final TextView title`).
    static func parameterNames(_ list: String) -> [String] {
        var pieces: [String] = []
        var depth = 0
        var current = ""
        var previous: Character = " "
        for character in list {
            if "(<[".contains(character) { depth += 1 }
            // `->` in a Kotlin function type is no closing bracket.
            if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
            previous = character
            if character == ",", depth == 0 {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        return pieces.compactMap { piece in
            let declared = piece.split(separator: "=", maxSplits: 1).first.map(String.init) ?? piece
            let name = declared.contains(":") ? String(declared.split(separator: ":").first ?? "") : declared
            let word = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }.last.map(String.init)
            return word.flatMap { $0.isEmpty ? nil : $0 }
        }
    }
}

extension AndroidSourceFacts {
    /// Adds the texts set through the app's own functions (``AndroidTextSetterFacts``) to
    /// ``textsSetInCode``, once every source file has been read.
    mutating func resolveTextSetters() {
        for (key, texts) in textSetters.resolvedTexts() { textsSetInCode[key, default: []] += texts }
        clickListenersByLayout.formUnion(textSetters.resolvedListeners())
        backgroundsSetInCode.formUnion(textSetters.resolvedBackgrounds())
    }
}
