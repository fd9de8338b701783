import Foundation

/// Views that code gives one and the same named listener, which does not ask which view was
/// tapped:
///
/// ```kotlin
/// private val accountClickListener: View.OnClickListener = { ownerAccountId?.let { … } }
/// binding.avatar.setOnClickListener(accountClickListener)        // 48 dp
/// binding.avatarBadge.setOnClickListener(accountClickListener)   // 24 dp, inside the avatar
/// binding.displayName.setOnClickListener(accountClickListener)
/// ```
///
/// (Pachli 7e0e029f CollectionActivity.kt:151-155, activity_collection.xml:102/:127/:143): a
/// small one does what a large one beside it does, WCAG 2.5.8's "Equivalent" exception, as the
/// Compose reader already applies (``ScannedEquivalentControl``). Only a listener the file
/// declares as a property (`val name` or `OnClickListener name =`) whose body never reads a view's
/// id (`.id`, `getId()`) counts: `setOnClickListener(this)` and a `when (v.id)` dispatcher run
/// something different for each view.
extension AndroidSourceFacts {
    /// Records, by `layout/id` key (the layouts the file names, as for any click listener), the
    /// named listeners `code` gives views, as `Class.name`.
    mutating func addNamedListeners(_ code: [UInt8], views: ([Call]) -> [String], className: String) {
        let layouts = Self.layoutsNamed(in: code)
        guard !layouts.isEmpty else { return }
        var sameForEveryView: [String: Bool] = [:]
        for call in Self.calls(named: "setOnClickListener", in: code, receivers: true) {
            let name = String(decoding: call.argument, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty, name.utf8.allSatisfy(Self.isIdentifierByte), !["this", "null", "it"].contains(name) else { continue }
            if sameForEveryView[name] == nil { sameForEveryView[name] = Self.isSameForEveryView(name, in: code) }
            guard sameForEveryView[name] == true else { continue }
            let scoped = Self.chainBindingLayout(before: call.start, in: code).flatMap { layouts.contains($0) ? [$0] : nil } ?? Array(layouts)
            for view in views([call]) {
                for layout in scoped { namedListeners["\(layout)/\(view)", default: []].insert(className + "." + name) }
            }
        }
    }

    /// The one named listener code gives the view `id` of the layout `layout`, when it is given exactly one.
    func soleNamedListener(ofView id: String, inLayout layout: String) -> String? {
        guard let names = namedListeners["\(Self.key(layout))/\(Self.key(id))"], names.count == 1 else { return nil }
        return names.first
    }

    /// Whether `code` declares the listener `name` as a property whose body reads no view's id.
    private static func isSameForEveryView(_ name: String, in code: [UInt8]) -> Bool {
        let declarations = ["val \(name)", "var \(name)", "OnClickListener \(name)"].flatMap { occurrences(of: Array($0.utf8), in: code[...]) }
        guard declarations.count == 1, let start = declarations.first else { return false }
        // The body: from the `{` on the declaration's line (a lambda, an object) to the brace that closes it.
        let line = code[start..<min(code.count, start + 300)].prefix { $0 != UInt8(ascii: "\n") }
        guard let open = line.firstIndex(of: UInt8(ascii: "{")) else { return false }
        var depth = 0
        var index = open
        while index < code.count, index - open < 4_000 {
            if code[index] == UInt8(ascii: "{") { depth += 1 }
            if code[index] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        guard depth == 0 else { return false }
        let body = Array(code[open...index])
        return occurrences(of: Array("id".utf8), in: body[...]).isEmpty && occurrences(of: Array("getId".utf8), in: body[...]).isEmpty
    }
}
