import Foundation

/// The layout a view reached through a view-binding variable belongs to: `binding.name.text = …`
/// is the `name` of the binding's own layout (`AccountActionBinding` → `account_action`), not of
/// every layout the file names. An adapter with two view holders names both layouts, and each
/// text it sets went to both (ownCloud 73316e6f ManageAccountsAdapter.kt:144 set "Add account" on
/// `NewAccountViewHolder`'s `AccountActionBinding`, and account_item.xml:58 was audited with it).
///
/// Found literally, as the rest of ``AndroidSourceFacts``: the variable's declarations in the
/// file (`val binding = XBinding.bind(…)`, `binding: XBinding`, Java's `XBinding binding`). One
/// binding class for the name settles it. Several (each view holder's own `binding`) are told
/// apart by the class the receiver before it is cast or narrowed to nearest before the statement
/// (`is NewAccountViewHolder ->`, `holder as NewAccountViewHolder`, `holder: NewAccountViewHolder`,
/// Java's `(NewAccountViewHolder) holder`), the class whose body declares that binding. Anything
/// else (no declaration, no narrowing found) is `nil`: the caller keeps the file's layouts.
extension AndroidSourceFacts {
    /// The layout keys a view whose property chain ends at `start` belongs to, by its binding
    /// variable; `nil` when the chain has none or its binding class is not known.
    static func bindingLayouts(before start: Int, in code: [UInt8]) -> Set<String>? {
        guard let path = bindingPath(before: start, in: code) else { return nil }
        // `val binding get() = _binding!!`: the backing property's declaration gives the class.
        var declarations = bindingDeclarations(of: path.variable, in: code)
        if declarations.isEmpty { declarations = bindingDeclarations(of: "_" + path.variable, in: code) }
        let bindings = Set(declarations.map(\.binding))
        if bindings.count == 1 { return bindings }
        guard bindings.count > 1, let owner = path.owner else { return nil }
        // The classes that declare one of the bindings, and the nearest narrowing to one of them.
        var byClass: [String: String] = [:]
        for declaration in declarations {
            guard let name = enclosingClassName(before: declaration.at, in: code) else { continue }
            byClass[name] = declaration.binding
        }
        let narrowed = byClass.keys.compactMap { name in narrowing(of: owner, to: name, before: start, in: code).map { (name, $0) } }
        guard let nearest = narrowed.max(by: { $0.1 < $1.1 }), let binding = byClass[nearest.0] else { return nil }
        return [binding]
    }

    /// `binding` and `holder` in `holder.binding.name.text` (the statement's property or call at
    /// `start`): the identifier before the view's, and the one before that when there is one.
    static func bindingPath(before start: Int, in code: [UInt8]) -> (variable: String, owner: String?)? {
        var index = start
        func identifierBefore() -> String? {
            // Back over `.`, `?.` or `!!.` and the spaces or line break around it.
            while index > 0, code[index - 1] == UInt8(ascii: " ") || code[index - 1] == UInt8(ascii: "\n") { index -= 1 }
            guard index > 0, code[index - 1] == UInt8(ascii: ".") else { return nil }
            index -= 1
            while index > 0, code[index - 1] == UInt8(ascii: "?") || code[index - 1] == UInt8(ascii: "!") { index -= 1 }
            let end = index
            while index > 0, isIdentifierByte(code[index - 1]) { index -= 1 }
            return index < end ? String(decoding: code[index..<end], as: UTF8.self) : nil
        }
        guard identifierBefore() != nil, let variable = identifierBefore(), variable.lowercased().hasSuffix("binding") else { return nil }
        return (variable, identifierBefore())
    }

    /// Each declaration of the variable `name` with a generated binding class, as layout keys.
    static func bindingDeclarations(of name: String, in code: [UInt8]) -> [(binding: String, at: Int)] {
        occurrences(of: Array(name.utf8), in: code[...]).compactMap { start in
            // Kotlin: `name = XBinding…`, `name: XBinding`, `name by viewBinding(XBinding::bind)`.
            let statement = code[(start + name.utf8.count)...].prefix(160).prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "\n") }
            let rest = statement.drop { $0 == UInt8(ascii: " ") }
            // `binding == other` compares, it declares nothing.
            if let first = rest.first, [UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "b")].contains(first),
                rest.dropFirst().first != UInt8(ascii: "="), let binding = bindingClass(in: rest)
            {
                return (key(binding), start)
            }
            // Java: `XBinding name`.
            var end = start
            while end > code.startIndex, code[end - 1] == UInt8(ascii: " ") { end -= 1 }
            var begin = end
            while begin > code.startIndex, isIdentifierByte(code[begin - 1]) { begin -= 1 }
            guard begin < end, let binding = bindingClass(in: code[begin..<end]) else { return nil }
            return (key(binding), start)
        }
    }

    /// The name of the nearest class declared before `offset` (`class NewAccountViewHolder(`).
    static func enclosingClassName(before offset: Int, in code: [UInt8]) -> String? {
        let declarations = occurrences(of: Array("class".utf8), in: code[..<offset]).filter { start in
            // A declaration, not `X::class.java`.
            start + 6 < code.count && code[start + 5] == UInt8(ascii: " ") && (start == 0 || code[start - 1] != UInt8(ascii: ":"))
        }
        guard let last = declarations.last else { return nil }
        let name = code[(last + 6)...].prefix { isIdentifierByte($0) }
        return name.isEmpty ? nil : String(decoding: name, as: UTF8.self)
    }

    /// Where, nearest before `start`, `owner` is narrowed or cast to the class `name`: `is name`
    /// (a `when` branch or `if`), `owner as name`, `owner: name`, Java's `(name) owner`.
    static func narrowing(of owner: String, to name: String, before start: Int, in code: [UInt8]) -> Int? {
        let patterns = ["is \(name)", "\(owner) as \(name)", "\(owner) as? \(name)", "\(owner): \(name)", "(\(name)) \(owner)", "\(name) \(owner)"]
        return patterns.compactMap { pattern in occurrences(of: Array(pattern.utf8), in: code[..<start]).last }.max()
    }
}
