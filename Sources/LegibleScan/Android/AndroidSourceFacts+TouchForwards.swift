import Foundation
import LegibleSyntax

/// Views that hand every touch they get to another view (Pachli 7e0e029f
/// `SearchActivity.kt:1015-1023`): `whereAllDescription.setOnTouchListener { _, event ->
/// whereAllTitle.onTouchEvent(event) }` makes the description under each 32 dp radio of
/// `search_operator_where_location_dialog.xml:41` part of that radio's touch area, so a finger
/// that meets the description presses the radio (ripple, check and all).
///
/// Found literally, as the rest of ``AndroidSourceFacts``: a touch listener whose whole body is
/// `other.onTouchEvent(e)`, optionally followed by `true`, `other` a view reference (`binding.x`,
/// `findViewById(R.id.x)`, a name bound to one). Whether the two views make one area is the
/// layout walk's to judge (`AndroidLayoutWalk+TouchForwards.swift`).
extension AndroidSourceFacts {
    /// The forwarding touch listeners of one file: (forwarding view, view that takes the touches), by ``key(_:)``.
    static func touchForwards(in code: [UInt8], aliases: [String: String]) -> [(view: String, target: String)] {
        var forwards: [(view: String, target: String)] = []
        let name = Array("setOnTouchListener".utf8)
        for start in occurrences(of: name, in: code[...]) {
            guard setsListener(after: start + name.count, in: code) else { continue }
            let receiver = receiver(before: start, in: code)
            let views = AndroidSourceFacts.receiverViews(receiver, before: start, in: code, aliases: aliases)
            guard !views.isEmpty, let target = touchTarget(listenerAfter: start + name.count, in: code, aliases: aliases) else { continue }
            forwards += views.map { ($0, target) }
        }
        return forwards
    }

    /// The view a touch listener's body only hands the event to, when that is all it does.
    private static func touchTarget(listenerAfter index: Int, in code: [UInt8], aliases: [String: String]) -> String? {
        guard var body = listenerBody(after: index, in: code, parameters: 2) else { return nil }
        // `B.onTouchEvent(e); true` (Kotlin's last line), Java's `…; return true;`.
        for tail in ["return true;", "return true", "true"] where body.hasSuffix(tail) {
            let rest = String(body.dropLast(tail.count)).trimmingWhitespace
            if rest.hasSuffix(")") || rest.hasSuffix(";") { body = rest }
            break
        }
        if body.hasPrefix("return ") { body = String(body.dropFirst("return ".count)) }
        if body.hasSuffix(";") { body = String(body.dropLast()).trimmingWhitespace }
        guard body.hasSuffix(")"), let call = body.range(of: ".onTouchEvent(", options: .backwards) else { return nil }
        let argument = body[call.upperBound..<body.index(before: body.endIndex)]
        let expression = String(body[..<call.lowerBound]).trimmingWhitespace
        // A `GestureDetector` (`detector.onTouchEvent(e)`, uhabits) reads gestures: it is no view.
        guard argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !expression.lowercased().hasSuffix("detector"),
            !expression.contains(";"), !expression.contains("\n"),
            expression.contains(".") || expression.contains("findViewById") || aliases[expression] != nil || expression.utf8.allSatisfy(isIdentifierByte)
        else { return nil }
        return viewReference(expression, aliases: aliases)
    }

    /// Records one file's forwarding touch listeners (``touchForwards(in:aliases:)``).
    mutating func addTouchForwards(_ code: [UInt8], aliases: [String: String]) {
        for (view, target) in Self.touchForwards(in: code, aliases: aliases) where view != target {
            touchForwardSources[target, default: []].insert(view)
        }
    }

    /// The views (by ``key(_:)``) whose touch listeners hand every touch to the view `id`.
    func touchForwarders(ofView id: String) -> Set<String> {
        touchForwardSources[Self.key(id)] ?? []
    }
}
