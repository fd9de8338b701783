import LegibleSyntax

/// The layout a view id is looked up in, when the file says (opentasks 3ccb6f9d
/// `SettingsListFragment.java`): the file names `R.layout.visible_task_list_item` (`:401`) and
/// `R.layout.account_list_item_dialog` (`:594`), both declaring `@+id/btn_settings`; the listener
/// at `:366` is on the view `:405` looks up in the root `:401` inflated. Every layout the file
/// names took the listener, and the dialog row's 24 dp account icon, which no code listens to, was
/// a target.small error (fresh-droid30b W).
extension AndroidSourceFacts {
    /// For each view id (by ``key(_:)``) `code` names only in `x.findViewById(R.id.id)` lookups on
    /// names bound to an inflated layout's root (``inflatedRootLayout(listenerAt:in:)``), the
    /// layouts (by ``key(_:)``) those roots are of. An id named anywhere else (another lookup, a
    /// binding, an argument) is left out: its view may be any layout's.
    static func lookupLayouts(in code: [UInt8]) -> [String: Set<String>] {
        var layouts: [String: Set<String>] = [:]
        var resolved: [String: Int] = [:]
        var unresolved = Set<String>()
        let finder = Array("findViewById".utf8)
        for start in occurrences(of: finder, in: code[...]) {
            guard let id = lookedUpID(after: start + finder.count, in: code) else { continue }
            if let layout = inflatedRootLayout(listenerAt: start, in: code) {
                layouts[id, default: []].insert(layout)
                resolved[id, default: 0] += 1
            } else {
                unresolved.insert(id)
            }
        }
        let mentions = idMentions(in: code)
        return layouts.filter { id, _ in !unresolved.contains(id) && mentions[id] == resolved[id] }
    }

    /// The id (by ``key(_:)``) of the app's `R.id.x` a `findViewById` call whose name ends at
    /// `index` looks up: `(R.id.x)`, with Kotlin's `<T>` before it; `nil` for anything else.
    private static func lookedUpID(after index: Int, in code: [UInt8]) -> String? {
        var index = index
        if index < code.count, code[index] == UInt8(ascii: "<") {
            while index < code.count, code[index] != UInt8(ascii: ">"), code[index] != UInt8(ascii: "(") { index += 1 }
            index += 1
        }
        guard index < code.count, code[index] == UInt8(ascii: "(") else { return nil }
        index += 1
        while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
        let prefix = Array("R.id.".utf8)
        guard index + prefix.count < code.count, code[index..<(index + prefix.count)].elementsEqual(prefix) else { return nil }
        let name = code[(index + prefix.count)...].prefix { isIdentifierByte($0) }
        var end = index + prefix.count + name.count
        while end < code.count, code[end] == UInt8(ascii: " ") { end += 1 }
        guard !name.isEmpty, end < code.count, code[end] == UInt8(ascii: ")") else { return nil }
        return key(String(decoding: name, as: UTF8.self))
    }

    /// How many times `code` names each app id (`R.id.x`, not `android.R.id.x`), by ``key(_:)``.
    private static func idMentions(in code: [UInt8]) -> [String: Int] {
        let prefix = Array("R.id.".utf8)
        var counts: [String: Int] = [:]
        var from = 0
        while let found = ByteSearch.firstIndex(of: prefix, in: code[from...]) {
            from = found + prefix.count
            guard found == 0 || !(isIdentifierByte(code[found - 1]) || code[found - 1] == UInt8(ascii: ".")) else { continue }
            let name = code[from...].prefix { isIdentifierByte($0) }
            if !name.isEmpty { counts[key(String(decoding: name, as: UTF8.self)), default: 0] += 1 }
        }
        return counts
    }
}
