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
        for call in calls(named: "findViewById", in: code) {
            guard let id = lookedUpID(call.argument) else { continue }
            if let layout = inflatedRootLayout(listenerAt: call.start, in: code) {
                layouts[id, default: []].insert(layout)
                resolved[id, default: 0] += 1
            } else {
                unresolved.insert(id)
            }
        }
        let mentions = idMentions(in: code)
        return layouts.filter { id, _ in !unresolved.contains(id) && mentions[id] == resolved[id] }
    }

    /// The id (by ``key(_:)``) of the app's `R.id.x` a `findViewById` call's whole argument is;
    /// `nil` for anything else (`android.R.id.x`, an expression).
    private static func lookedUpID(_ argument: [UInt8]) -> String? {
        let text = String(decoding: argument, as: UTF8.self).trimmingWhitespace
        guard text.hasPrefix("R.id.") else { return nil }
        let name = String(text.dropFirst("R.id.".count))
        return isIdentifier(name) ? key(name) : nil
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
