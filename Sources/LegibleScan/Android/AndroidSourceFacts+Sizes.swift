/// Views whose size code sets, so the layout's `layout_width`/`layout_height` is a placeholder:
/// `binding.instantPrevItem.layoutParams.width = mScreenWidth / 7` (Simple Gallery a3564013
/// PhotoFragment.kt:868, for pager_photo_item.xml:99's `layout_width="1dp"`, which was judged a
/// 1 dp target), Java's `getLayoutParams().height = …`, `view.layoutParams = …`, and
/// `view.updateLayoutParams { … }`. Found literally, as the rest of ``AndroidSourceFacts``.
extension AndroidSourceFacts {
    /// The view ids (by ``key(_:)``) the file's code gives a size.
    static func sizedViews(in code: [UInt8]) -> [String] {
        // `assignedViews` finds `name = …` (not `==`) and the view before it.
        var found = ["layoutParams.width", "layoutParams.height", "getLayoutParams().width", "getLayoutParams().height", "layoutParams"]
            .flatMap { assignedViews($0, in: code) }
        // `view.updateLayoutParams { width = … }` (a trailing lambda) or `updateLayoutParams<…>(…)`.
        for start in occurrences(of: Array("updateLayoutParams".utf8), in: code[...]) {
            if let id = viewID(receiver: receiver(before: start, in: code), before: start, in: code) { found.append(id) }
        }
        return found
    }
}

/// Views whose padding an app widget's code sets: `RemoteViews.setViewPadding(R.id.x, …)`, or
/// `setViewPadding(viewId, …)` in a function of the file whose callers pass `R.id.x` for
/// `viewId`. Tasks e5587e1a `TasksWidget.kt:190` pads the header's buttons
/// (`scrollable_widget.xml:14`, `:21`, `:29`, 24 dp icons, `wrap_content`) by 12 dp a side in
/// `setupButton(viewId = R.id.widget_change_list, …)`: 48×48 dp, not the bare icon's 24×24 dp
/// the layout gives. The padding comes from settings and dimensions the scan does not evaluate,
/// so the size is code's (a note), not the layout's.
extension AndroidSourceFacts {
    /// The view ids (by ``key(_:)``) the file's `setViewPadding` calls pad.
    static func remotePaddedViews(in code: [UInt8], isJava: Bool) -> [String] {
        var found: [String] = []
        for call in calls(named: "setViewPadding", in: code) {
            guard let first = arguments(call.argument).first?.trimmingWhitespace else { continue }
            if let id = field(of: "R.id.", in: Array(first.utf8)) {
                found.append(key(id))
                continue
            }
            // A parameter of the function around the call: each caller's `R.id.x` in its place.
            guard first.utf8.allSatisfy(isIdentifierByte),
                let function = AndroidTextSetterFacts.enclosingFunction(at: call.start, in: code, isJava: isJava),
                let place = function.parameters.firstIndex(of: first)
            else { continue }
            for caller in calls(named: function.name, in: code) {
                for (position, argument) in arguments(caller.argument).enumerated() {
                    let (label, expression) = labeled(argument)
                    guard label.map({ $0 == first }) ?? (position == place), let id = field(of: "R.id.", in: Array(expression.utf8)) else { continue }
                    found.append(key(id))
                }
            }
        }
        return found
    }

    /// The property code sets that sizes the view `id`: `layoutParams` (its size) or `padding`
    /// (a `RemoteViews` padding), `nil` for none.
    func sizeSetInCode(ofView id: String) -> String? {
        if sizesSetInCode.contains(Self.key(id)) { return "layoutParams" }
        return paddingsSetInCode.contains(Self.key(id)) ? "padding" : nil
    }
}
