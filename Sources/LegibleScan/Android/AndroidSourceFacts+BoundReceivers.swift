import LegibleSyntax

// A name the file binds to one view is that view only (issue 33, fresh-android20a): forecastie
// 9ee55d7 `AmbiguousLocationDialogFragment.java:55` binds a local `linearLayout` to
// `R.id.locationsLinearLayout` and `:78` sets its background. The receiver's own name was taken as
// an id too, so `extensive_widget.xml:10`, a LinearLayout whose id is `linearLayout`, was thought
// to get its fill from code, and its six white texts on #2196F3 (3.12:1) were never measured.
extension AndroidSourceFacts {
    /// The views a call's receiver stands for: for a bare name the file binds to a view
    /// (``viewAliases(in:)``: `x = findViewById(R.id.y)`, `x = binding.y`), that view alone; for
    /// any other receiver, its own id (``viewID(receiver:before:in:)``, `holder.title`) and the
    /// view a name of it is bound to. Bare as ``isBareReceiver(before:in:)`` reads it.
    static func receiverViews(_ receiver: String?, viewID: String?, before start: Int, in code: [UInt8], aliases: [String: String]) -> [String] {
        guard let receiver, let bound = aliases[receiver] else { return [viewID].compactMap { $0 } }
        if isBareReceiver(before: start, in: code) { return [bound] }
        return [viewID, bound].compactMap { $0 }
    }

    /// ``receiverViews(_:viewID:before:in:aliases:)`` with the receiver's own id read at `start`.
    static func receiverViews(_ receiver: String?, before start: Int, in code: [UInt8], aliases: [String: String]) -> [String] {
        receiverViews(receiver, viewID: viewID(receiver: receiver, before: start, in: code), before: start, in: code, aliases: aliases)
    }
}
