import Foundation
import LegibleSyntax

/// Views whose click listener only repeats a tap on another view (Infinity for Reddit af7ccefc
/// `SubmitCrosspostActivity.java:296-298`): `binding.subredditIconGifImageView….setOnClickListener(view ->
/// { binding.subredditNameTextView….performClick(); })` makes the 24 dp icon of
/// `activity_submit_crosspost.xml:72` a shortcut to the subreddit name beside it, which is the
/// real target; a person who misses the icon taps that.
///
/// Found literally, as the rest of ``AndroidSourceFacts``: a listener whose whole body is one
/// `other.performClick()` or `other.callOnClick()`, `other` a view reference (`binding.x`,
/// `findViewById(R.id.x)`, a name bound to one). A view with any other listener anywhere in the
/// sources (a body that does its own work, `setOnClickListener(this)`) does not forward.
extension AndroidSourceFacts {
    /// The forwarding listeners of one file (receiver → target, by ``key(_:)``) and the views it
    /// gives any other listener.
    static func clickForwards(in code: [UInt8], aliases: [String: String]) -> (
        forwards: [(view: String, target: String)], own: [String], named: [(view: String, listener: String)], texts: [(view: String, text: String)]
    ) {
        var forwards: [(view: String, target: String)] = []
        var own: [String] = []
        var named: [(view: String, listener: String)] = []
        var texts: [(view: String, text: String)] = []
        let name = Array("setOnClickListener".utf8)
        for start in occurrences(of: name, in: code[...]) {
            guard setsListener(after: start + name.count, in: code) else { continue }
            let receiver = receiver(before: start, in: code)
            let views = AndroidSourceFacts.receiverViews(receiver, before: start, in: code, aliases: aliases)
            guard !views.isEmpty else { continue }
            if let body = listenerBody(after: start + name.count, in: code, parameters: 1) {
                texts += views.map { ($0, String(body.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) })) }
            }
            if let target = forwardedTarget(listenerAfter: start + name.count, in: code, aliases: aliases) {
                forwards += views.map { ($0, target) }
            } else if let listener = listenerName(after: start + name.count, in: code) {
                // A listener named by a field may only click the view holding it: `+PassthroughClicks.swift`.
                named += views.map { ($0, listener) }
            } else {
                own += views
            }
        }
        return (forwards, own, named, texts)
    }

    /// The view a listener's body only clicks, when that is all it does.
    private static func forwardedTarget(listenerAfter index: Int, in code: [UInt8], aliases: [String: String]) -> String? {
        guard var body = listenerBody(after: index, in: code, parameters: 1) else { return nil }
        if body.hasSuffix(";") { body = String(body.dropLast()).trimmingWhitespace }
        for call in [".performClick()", ".callOnClick()"] where body.hasSuffix(call) {
            let expression = String(body.dropLast(call.count)).trimmingWhitespace
            guard !expression.contains(";"), !expression.contains("\n"),
                expression.contains(".") || expression.contains("findViewById") || aliases[expression] != nil
                    || expression.utf8.allSatisfy(isIdentifierByte)
            else { return nil }
            return viewReference(expression, aliases: aliases)
        }
        return nil
    }

    /// Records one file's forwarding listeners (``clickForwards(in:aliases:)``).
    mutating func addClickForwards(_ code: [UInt8], aliases: [String: String], className: String) {
        let found = Self.clickForwards(in: code, aliases: aliases)
        for (view, target) in found.forwards { clickForwardTargets[view, default: []].insert(target) }
        ownClickListeners.formUnion(found.own)
        for (view, listener) in found.named { passthroughs.named[view, default: []].insert("\(className)|\(listener)") }
        for (view, text) in found.texts { clickListenerTexts[view, default: []].insert(text) }
        passthroughs.add(code, className: className)
    }

    /// The view (by ``key(_:)``) whose click every listener code gives the view `id` only
    /// repeats, `nil` when it has none, another listener (a named one too), or forwards to more than one view.
    func clickForward(ofView id: String) -> String? {
        let key = Self.key(id)
        guard !ownClickListeners.contains(key), passthroughs.named[key] == nil, let targets = clickForwardTargets[key], targets.count == 1,
            let target = targets.first, target != key
        else { return nil }
        return target
    }

    /// Whether code gives the views `id` and `other` (by ``key(_:)``) one click listener each, and
    /// the two are written differently (spaces aside): they do different things. andOTP 6c54b881
    /// BaseAboutFragment.java:156 and :162 open `AUTHOR_ORIGINAL_GITHUB` on the row
    /// `aboutLayoutOriginalAuthor` and `AUTHOR_ORIGINAL_EXTRA` on the link inside it.
    func clickListenersDiffer(_ id: String, _ other: String) -> Bool {
        guard let mine = clickListenerTexts[Self.key(id)], let theirs = clickListenerTexts[Self.key(other)], mine.count == 1, theirs.count == 1
        else { return false }
        return mine != theirs
    }

    /// The body of the listener lambda whose parenthesis or brace opens at `index`, without its braces and
    /// parameter list: Java's `view -> …` and `(v, e) -> …`, Kotlin's `{ _ -> … }`, `{ _, e -> … }` or `({ … })`.
    /// A click listener takes one parameter, a touch listener two (`,` allowed in its list).
    static func listenerBody(after index: Int, in code: [UInt8], parameters: Int) -> String? {
        var open = index
        while open < code.count, code[open] == UInt8(ascii: " ") { open += 1 }
        guard open < code.count, let close = closing(of: code, from: open) else { return nil }
        var body = String(decoding: code[(open + 1)..<close], as: UTF8.self).trimmingWhitespace
        for _ in 0..<2 {
            if body.hasPrefix("{"), body.hasSuffix("}") { body = String(body.dropFirst().dropLast()).trimmingWhitespace }
            if let arrow = body.range(of: "->"),
                body[..<arrow.lowerBound].allSatisfy({
                    $0.isLetter || $0.isNumber || $0 == "_" || $0 == "(" || $0 == ")" || $0 == " " || (parameters > 1 && $0 == ",")
                })
            {
                body = String(body[arrow.upperBound...]).trimmingWhitespace
            }
        }
        return body
    }
}
