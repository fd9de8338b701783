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
/// id (`.id`, `getId()`) counts, and `this` when the file's own `onClick` never reads its view
/// or an id: a `when (v.id)` dispatcher runs something different for each view.
extension AndroidSourceFacts {
    /// Records, by `layout/id` key (the layouts the file names, as for any click listener), the
    /// named listeners `code` gives views, as `Class.name`.
    mutating func addNamedListeners(_ code: [UInt8], views: ([Call]) -> [String], className: String) {
        let layouts = Self.layoutsNamed(in: code)
        guard !layouts.isEmpty else { return }
        var sameForEveryView: [String: Bool] = [:]
        var viewClass: Bool?
        for call in Self.calls(named: "setOnClickListener", in: code, receivers: true) {
            let name = String(decoding: call.argument, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty, name.utf8.allSatisfy(Self.isIdentifierByte), !["null", "it"].contains(name) else { continue }
            // `this` is the file's own `onClick`, the same for every view when it never asks which (`+HostListeners.swift`).
            if sameForEveryView[name] == nil {
                sameForEveryView[name] = name == "this" ? Self.ownOnClickIsSameForEveryView(in: code) : Self.isSameForEveryView(name, in: code)
            }
            guard sameForEveryView[name] == true else { continue }
            let scoped = Self.chainBindingLayout(before: call.start, in: code).flatMap { layouts.contains($0) ? [$0] : nil } ?? Array(layouts)
            let host = Self.isHostCall(at: call.start, in: code, viewClass: &viewClass) ? [Self.hostKey] : []
            for view in views([call]) + host {
                for layout in scoped { namedListeners["\(layout)/\(view)", default: []].insert(className + "." + name) }
            }
        }
        addLambdaListeners(code, views: views, className: className, layouts: layouts)
    }

    /// Records, as named listeners, lambdas of one function that run the very same code: rethink
    /// c1b8349d `DnsSettingsFragment.kt:469` and `:471` give the row `dcLocalBlocklistRl` and the
    /// 16 dp arrow inside it `{ openLocalBlocklist() }` each, so a tap on the arrow does what a tap
    /// beside it does (fresh Android round 17a, class 1). The name is the function's place and the
    /// body's text without spaces: only text that is the same, in the same function, is the same
    /// listener. A body that reads its view (`it`, a named parameter `v ->`) or an id is left out.
    private mutating func addLambdaListeners(_ code: [UInt8], views: ([Call]) -> [String], className: String, layouts: Set<String>) {
        let name = Array("setOnClickListener".utf8)
        for start in Self.occurrences(of: name, in: code[...]) {
            var open = start + name.count
            while open < code.count, code[open] == UInt8(ascii: " ") { open += 1 }
            guard open < code.count, code[open] == UInt8(ascii: "{"), let body = Self.lambdaBody(at: open, in: code),
                let function = Self.enclosingFunction(at: start, in: code).open
            else { continue }
            let receiver = Self.receiver(before: start, in: code)
            let call = Call(
                receiver: receiver, viewID: Self.viewID(receiver: receiver, before: start, in: code), argument: [], conditional: false, start: start)
            let scoped = Self.chainBindingLayout(before: start, in: code).flatMap { layouts.contains($0) ? [$0] : nil } ?? Array(layouts)
            for view in views([call]) {
                for layout in scoped { namedListeners["\(layout)/\(view)", default: []].insert("\(className)#\(function)#\(body)") }
            }
        }
    }

    /// The text of the lambda whose `{` is at `open`, without whitespace; `nil` when it is empty,
    /// long, names a parameter (`->`) or reads its view or an id (`it`, `id`, `getId`).
    static func lambdaBody(at open: Int, in code: [UInt8]) -> String? {
        guard let close = matchingBrace(after: open, in: code, within: 1_000), close > open + 1 else { return nil }
        let body = code[(open + 1)..<close]
        let reads = ["it", "id", "getId", "this"].contains { !occurrences(of: Array($0.utf8), in: body).isEmpty }
        guard !reads, occurrences(of: Array("->".utf8), in: body).isEmpty else { return nil }
        let text = String(decoding: body.filter { ![9, 10, 13, 32].contains($0) }, as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    /// The one named listener code gives the view `id` of the layout `layout`, when it is given exactly one.
    func soleNamedListener(ofView id: String, inLayout layout: String) -> String? {
        guard let names = namedListeners["\(Self.key(layout))/\(Self.key(id))"], names.count == 1 else { return nil }
        return names.first
    }

    /// The listener a named-listener key stands for, as a message shows it: the property's name,
    /// or a lambda's text (``addLambdaListeners(_:views:className:layouts:)``).
    static func shownListener(_ key: String) -> String {
        let parts = key.split(separator: "#", maxSplits: 2)
        guard parts.count == 3 else { return String(key.split(separator: ".").last ?? "") }
        let body = String(parts[2])
        return "{ " + (body.count > 60 ? String(body.prefix(57)) + "…" : body) + " }"
    }

    /// Whether `code` declares the listener `name` as a property whose body reads no view's id.
    private static func isSameForEveryView(_ name: String, in code: [UInt8]) -> Bool {
        let declarations = ["val \(name)", "var \(name)", "OnClickListener \(name)"].flatMap { occurrences(of: Array($0.utf8), in: code[...]) }
        guard declarations.count == 1, let start = declarations.first else { return false }
        // The body: from the `{` on the declaration's line (a lambda, an object) to the brace that closes it.
        let line = code[start..<min(code.count, start + 300)].prefix { $0 != UInt8(ascii: "\n") }
        guard let open = line.firstIndex(of: UInt8(ascii: "{")) else { return false }
        guard let close = matchingBrace(after: open, in: code) else { return false }
        let body = Array(code[open...close])
        return occurrences(of: Array("id".utf8), in: body[...]).isEmpty && occurrences(of: Array("getId".utf8), in: body[...]).isEmpty
    }
}
