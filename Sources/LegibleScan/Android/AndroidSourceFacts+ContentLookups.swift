import Foundation

/// A listener an activity sets on a view it looks up with its own `findViewById` belongs to its
/// content layout, not to a same-id view of the action bar's custom view (issue 33,
/// fresh-android22b W4). iNaturalist `LocationChooserActivity.java:166` sets
/// `setContentView(R.layout.location_chooser)`, `:191` `actionBar.setCustomView(R.layout.location_chooser_action_bar)`,
/// and `:274-275` `mGeoprivacy = (ImageView) findViewById(R.id.geoprivacy); mGeoprivacy.setOnClickListener(…)`:
/// the listener is on `location_chooser.xml`'s ImageView (the content comes first in the window's
/// views, and the cast holds), not on the action bar's 17 dp TextView `@+id/geoprivacy`
/// (`location_chooser_action_bar.xml:93`), which code only reaches through `getCustomView()` to set its text.
///
/// Kept apart, then settled once the layouts' ids are known (``resolveContentLookupListeners(declaring:complete:)``):
/// when no content layout of the file declares the id, the lookup may find the custom view's, and
/// the listener counts there as before.
extension AndroidSourceFacts {
    /// `customLayout/id` keys (as ``clickListenersByLayout``) of listeners on views the file's
    /// activity looks up itself, → the file's content layouts (by ``key(_:)``).
    static func contentLookupListeners(in code: [UInt8], aliases: [String: String], listened: Set<String>) -> [String: Set<String>] {
        let custom = Set(calls(named: "setCustomView", in: code).compactMap { field(of: "R.layout.", in: $0.argument).map(key) })
        guard !custom.isEmpty else { return [:] }
        let contents = Set(
            calls(named: "setContentView", in: code, receivers: true).filter { $0.receiver == nil || $0.receiver == "this" }
                .compactMap { field(of: "R.layout.", in: $0.argument).map(key) })
        guard !contents.isEmpty, contents.isDisjoint(with: custom) else { return [:] }
        // Names bound only by the activity's own `findViewById(R.id.x)` (not `getCustomView().findViewById`).
        var bare: [String: String] = [:], elsewhere: Set<String> = []
        for call in calls(named: "findViewById", in: code, receivers: true) {
            guard let id = field(of: "R.id.", in: call.argument), let name = assignedName(before: call.start, in: code) else { continue }
            if call.receiver == nil || call.receiver == "this" { bare[name] = key(id) } else { elsewhere.insert(name) }
        }
        var lookedUp: Set<String> = [], other: Set<String> = []
        let name = Array("setOnClickListener".utf8)
        for start in occurrences(of: name, in: code[...]) where setsListener(after: start + name.count, in: code) {
            let receiver = receiver(before: start, in: code)
            if let receiver, let id = bare[receiver], !elsewhere.contains(receiver), isBareReceiver(before: start, in: code) {
                lookedUp.insert(id)
            } else {
                other.formUnion(receiverViews(receiver, before: start, in: code, aliases: aliases))
            }
        }
        var result: [String: Set<String>] = [:]
        for id in lookedUp.subtracting(other) {
            for layout in custom where listened.contains("\(layout)/\(id)") { result["\(layout)/\(id)"] = contents }
        }
        return result
    }

    /// Puts back into ``clickListenersByLayout`` each listener of ``contentLookupListeners`` whose
    /// id no content layout of its file declares (`declaring`: id key → layout names), or all of
    /// them when some layout could not be read (`complete` false): there the lookup may reach the custom view.
    mutating func resolveContentLookupListeners(declaring: [String: Set<String>], complete: Bool) {
        for (listener, contents) in contentLookupListeners {
            let id = String(listener.split(separator: "/").last ?? "")
            let declared = Set((declaring[id] ?? []).map(Self.key))
            if !complete || declared.isDisjoint(with: contents) { clickListenersByLayout.insert(listener) }
        }
    }
}
