/// A click listener on `root` inside `with(binding) { … }`, where `binding` is declared with a
/// generated binding class, is on that layout's root even in a file that names several layouts
/// (Pachli 7e0e029f CollectionFragment.kt:458 `root.setOnClickListener { … }` in
/// `AccountInCollectionViewHolder(internal val binding: ItemAccountInCollectionBinding)`, in a
/// file that also names `FragmentCollectionBinding`): the row is a target, and a text in it of
/// open height (item_account_in_collection.xml:108, the account's bio) is part of the row.
extension AndroidSourceFacts {
    /// The layout (by ``key(_:)``) of the binding whose `with(…) { … }` block holds the call at `start`.
    static func withBindingLayout(listenerAt start: Int, in code: [UInt8]) -> String? {
        let with = Array("with".utf8)
        for opening in occurrences(of: with, in: code[max(0, start - 4_000)..<start]).reversed() {
            var index = opening + with.count
            guard index < code.count, code[index] == UInt8(ascii: "(") else { continue }
            index += 1
            let name = Array(code[index...].prefix { isIdentifierByte($0) })
            index += name.count
            guard !name.isEmpty, index < code.count, code[index] == UInt8(ascii: ")") else { continue }
            index += 1
            while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
            guard index < start, code[index] == UInt8(ascii: "{"), let close = closingBrace(of: index, in: code), close > start else { continue }
            // The innermost `with` around the call decides; its subject must be a binding of this class.
            return declaredBindingLayout(of: name, before: opening, in: code)
        }
        return nil
    }

    /// The binding layout `name` is declared with, in the nearest declaration before `use` whose
    /// class's body (or constructor) holds `use`.
    private static func declaredBindingLayout(of name: [UInt8], before use: Int, in code: [UInt8]) -> String? {
        for declaration in occurrences(of: name, in: code[..<use]).reversed() {
            let after = declaration + name.count
            let statement = code[after...].prefix(160).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: ";") }
            let opener = statement.first { $0 != UInt8(ascii: " ") }
            guard opener == UInt8(ascii: "=") || opener == UInt8(ascii: ":"), let binding = bindingClass(in: statement) else { continue }
            // The class the declaration is in: the last `class` before it, whose body holds the use.
            guard let owner = occurrences(of: Array("class".utf8), in: code[..<declaration]).last,
                let body = classBody(from: owner, in: code), body.contains(use)
            else { return nil }
            return key(binding)
        }
        return nil
    }

    /// From a `class` keyword, the range of its body's braces (past its constructor's parentheses).
    private static func classBody(from start: Int, in code: [UInt8]) -> ClosedRange<Int>? {
        var index = start
        var depth = 0
        while index < code.count, index - start < 4_000 {
            if code[index] == UInt8(ascii: "(") { depth += 1 }
            if code[index] == UInt8(ascii: ")") { depth -= 1 }
            if depth == 0, code[index] == UInt8(ascii: "{") { break }
            index += 1
        }
        guard index < code.count, code[index] == UInt8(ascii: "{"), let close = closingBrace(of: index, in: code) else { return nil }
        return start...close
    }

}
