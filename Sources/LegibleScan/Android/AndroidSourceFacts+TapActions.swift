/// What else than a click listener makes a view act on a tap, for a view that is a target only
/// when something does (a Material `Chip` used as a badge, `AndroidLayoutWalk+Badges.swift`):
/// a checked-change, close-icon, long-click or touch listener, or code that makes it checkable,
/// closable or clickable.
extension AndroidSourceFacts {
    /// The calls that give a view a way to act on a tap.
    static let tapActionSetters = [
        "setOnCheckedChangeListener", "setOnCloseIconClickListener", "setOnLongClickListener", "setOnTouchListener", "setCheckable",
        "setCloseIconVisible", "setClickable",
    ]

    /// The views (by ``key(_:)``) `code` gives a way to act on a tap: a call of
    /// ``tapActionSetters`` (with an argument or a Kotlin trailing lambda), or an assignment to
    /// `isCheckable`, `isCloseIconVisible` or `isClickable`. Any such call counts, even
    /// `setClickable(false)`: this only keeps a view a target.
    static func tapActionViews(in code: [UInt8], aliases: [String: String]) -> Set<String> {
        var result = Set<String>()
        for name in tapActionSetters {
            let bytes = Array(name.utf8)
            for start in occurrences(of: bytes, in: code[...]) {
                var index = start + bytes.count
                while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
                guard index < code.count, code[index] == UInt8(ascii: "(") || code[index] == UInt8(ascii: "{") else { continue }
                let receiver = receiver(before: start, in: code)
                result.formUnion(AndroidSourceFacts.receiverViews(receiver, before: start, in: code, aliases: aliases))
            }
        }
        for name in ["isCheckable", "isCloseIconVisible", "isClickable"] { result.formUnion(assignedViews(name, in: code)) }
        return result
    }

    /// Whether code gives the view `id` a way to act on a tap other than a click listener (``tapActionViews(in:aliases:)``).
    func setsTapAction(ofView id: String) -> Bool {
        tapActionsSetInCode.contains(Self.key(id))
    }
}
