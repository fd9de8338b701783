/// Text views made clickable only so their links take taps (issue 33, fresh-android23b class 5):
/// openfoodfacts `fragment_contributors.xml:35` and `:50` are `clickable="true"` TextViews no
/// code gives a listener; `ContributorsFragment.kt:90-91` sets `movementMethod =
/// LinkMovementMethod.getInstance()` and a plain `getString(…)` text. The movement method is what
/// reads the taps, and only on link spans: a tap elsewhere on the view does nothing, so the view
/// is no target (its links, if any, are inline text), and it was a target.small error.
extension AndroidSourceFacts {
    /// The views (by ``key(_:)``) `code` gives a link movement method: `x.movementMethod =
    /// LinkMovementMethod.getInstance()`, `x.setMovementMethod(LinkMovementMethod.getInstance())`
    /// (or an app's or library's subclass whose name ends so, `BetterLinkMovementMethod`).
    static func linkMovementViews(in code: [UInt8], aliases: [String: String]) -> [String] {
        var found: [String] = []
        for call in calls(named: "setMovementMethod", in: code) where String(decoding: call.argument, as: UTF8.self).contains("LinkMovementMethod") {
            found += receiverViews(receiver(before: call.start, in: code), before: call.start, in: code, aliases: aliases)
        }
        let property = Array("movementMethod".utf8)
        for start in occurrences(of: property, in: code[...]) {
            var index = start + property.count
            while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
            guard index + 1 < code.count, code[index] == UInt8(ascii: "="), code[index + 1] != UInt8(ascii: "=") else { continue }
            let value = String(decoding: code[(index + 1)...].prefix(120).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: ";") }, as: UTF8.self)
            guard value.contains("LinkMovementMethod") else { continue }
            found += receiverViews(receiver(before: start, in: code), before: start, in: code, aliases: aliases)
        }
        return found
    }

    /// Whether code gives the view `id` a link movement method (``linkMovementViews(in:aliases:)``).
    func setsLinkMovement(ofView id: String) -> Bool {
        linkMovementViews.contains(Self.key(id))
    }
}
