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
