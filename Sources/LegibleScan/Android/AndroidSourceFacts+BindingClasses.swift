/// Which generated view-binding class (and so which layout) a piece of Kotlin or Java names.
extension AndroidSourceFacts {
    /// The layout of the first generated binding class named in the text (`ActivityMainBinding`
    /// → `ActivityMain`), skipping the libraries' own `ViewBinding`/`ViewDataBinding`.
    static func bindingClass(in text: ArraySlice<UInt8>) -> String? {
        var index = text.startIndex
        while index < text.endIndex {
            guard isIdentifierByte(text[index]), index == text.startIndex || !isIdentifierByte(text[index - 1]) else {
                index += 1
                continue
            }
            let word = text[index...].prefix { isIdentifierByte($0) }
            index += word.count
            let name = String(decoding: word, as: UTF8.self)
            guard name.hasSuffix("Binding"), name.count > "Binding".count, name.first?.isUppercase == true,
                !["ViewBinding", "ViewDataBinding"].contains(name)
            else { continue }
            return String(name.dropLast("Binding".count))
        }
        return nil
    }

    /// The binding class a variable is declared with: `binding = ActivityMainBinding.inflate(…)`,
    /// `binding: ActivityMainBinding`, `binding by viewBinding(ActivityMainBinding::inflate)`, or
    /// Java's `ActivityMainBinding binding`.
    static func bindingClass(ofVariable name: String, in code: [UInt8]) -> String? {
        for start in occurrences(of: Array(name.utf8), in: code[...]) {
            // After the name: up to the end of the statement (or a `lazy { … }` a line below).
            let after = code[(start + name.utf8.count)...].prefix(160)
            let statement = after.prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "}") }
            if statement.first(where: { $0 != UInt8(ascii: " ") }).map({ [UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "b")].contains($0) }) == true,
                let binding = bindingClass(in: statement)
            {
                return binding
            }
            // Before the name, Java's type: `ActivityMainBinding binding`.
            var end = start
            while end > code.startIndex, code[end - 1] == UInt8(ascii: " ") { end -= 1 }
            var begin = end
            while begin > code.startIndex, isIdentifierByte(code[begin - 1]) { begin -= 1 }
            if begin < end, let binding = bindingClass(in: code[begin..<end]) { return binding }
        }
        return nil
    }
}

extension AndroidSourceFacts {
    /// The layout (by ``key(_:)``) of the binding a call's receiver chain starts from, when the
    /// chain's first name is declared with a binding class before the call in the same class
    /// (`private val binding = WidgetlistSetpointitemBinding.bind(itemView)` … `binding.icontext
    /// .value.setOnClickListener`): the listener is on that layout's view alone. openHAB af29c0af
    /// `WidgetAdapter.kt` names every list layout of the app, and its setpoint holder's listener
    /// on `value` made the `value` texts of the slider and section-switch rows targets
    /// (`widgetlist_slideritem.xml:51`). `nil` when the chain starts elsewhere, no declaration
    /// comes before it, or a `class` lies between the two (another holder's binding).
    static func chainBindingLayout(before start: Int, in code: [UInt8]) -> String? {
        var begin = start
        while begin > 0, code[begin - 1] == UInt8(ascii: " ") || code[begin - 1] == UInt8(ascii: "\n") { begin -= 1 }
        let end = begin
        while begin > 0, isIdentifierByte(code[begin - 1]) || [UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(code[begin - 1]) {
            begin -= 1
        }
        let chain = code[begin..<end]
        let root = chain.prefix { isIdentifierByte($0) }
        guard !root.isEmpty, root.count < chain.count else { return nil }
        let name = Array(root)
        for declaration in occurrences(of: name, in: code[..<begin]).reversed() {
            let after = declaration + name.count
            guard after < code.count, !isIdentifierByte(code[after]) else { continue }
            let statement = code[after...].prefix(160).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: ";") }
            let opener = statement.first { $0 != UInt8(ascii: " ") }
            guard opener == UInt8(ascii: "=") || opener == UInt8(ascii: ":"), let binding = bindingClass(in: statement) else { continue }
            let between = code[after..<begin]
            guard occurrences(of: Array("class".utf8), in: between).isEmpty else { return nil }
            return key(binding)
        }
        return nil
    }
}
