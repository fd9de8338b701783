/// Views whose size code sets, so the layout's `layout_width`/`layout_height` is a placeholder:
/// `binding.instantPrevItem.layoutParams.width = mScreenWidth / 7` (Simple Gallery a3564013
/// PhotoFragment.kt:868, for pager_photo_item.xml:99's `layout_width="1dp"`, which was judged a
/// 1 dp target), Java's `getLayoutParams().height = …`, `view.layoutParams = …`, and
/// `view.updateLayoutParams { … }`. Found literally, as the rest of ``AndroidSourceFacts``.
extension AndroidSourceFacts {
    /// The view ids (by ``key(_:)``) the file's code gives a size.
    ///
    /// A name the file binds to a view (`private val toolbarExpandKey = findViewById<ImageButton>(R.id.x)`
    /// at class level, then `toolbarExpandKey.layoutParams.height = …` in `init`: HeliBoard
    /// `SuggestionStripView.kt:118`, `:136-138`) sizes that view's id too (``viewAliases(in:)``).
    static func sizedViews(in code: [UInt8], aliases: [String: String] = [:]) -> [String] {
        let sides = sizedViewSides(in: code, aliases: aliases)
        return sides.whole + sides.width + sides.height
    }

    /// The view ids (by ``key(_:)``) the file's code sizes, by what it sets: only the `width`
    /// (`getLayoutParams().width = …`), only the `height`, or the `whole` size (`layoutParams = …`,
    /// `updateLayoutParams { … }`, whose body the scan does not read). Mastodon 24ab4a0c
    /// `ProfileQrCodeFragment.java:231` sets only `saveBtn.getLayoutParams().width`: the 40 dp
    /// height `fragment_profile_qr.xml:120` writes is still the button's.
    static func sizedViewSides(in code: [UInt8], aliases: [String: String] = [:]) -> (width: [String], height: [String], whole: [String]) {
        let aliased = Dictionary(aliases.map { (key($0.key), $0.value) }) { first, _ in first }
        // `assignedViews` finds `name = …` (not `==`) and the view before it.
        func assigned(_ properties: [String]) -> [String] {
            let found = properties.flatMap { assignedViews($0, in: code) }
            return found + found.compactMap { aliased[$0] }
        }
        var whole = assigned(["layoutParams"])
        // `view.updateLayoutParams { width = … }` (a trailing lambda) or `updateLayoutParams<…>(…)`.
        for start in occurrences(of: Array("updateLayoutParams".utf8), in: code[...]) {
            if let id = viewID(receiver: receiver(before: start, in: code), before: start, in: code) { whole += [id] + [aliased[id]].compactMap { $0 } }
        }
        return (
            assigned(["layoutParams.width", "getLayoutParams().width"]), assigned(["layoutParams.height", "getLayoutParams().height"]), whole
        )
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

    /// The property code sets that sizes the view `id`: `layoutParams` (its size), `padding`
    /// (a `RemoteViews` padding) or, for a view as tall as its text (`wrapsText`), `textSize` (a
    /// `RemoteViews` text size, ``remoteTextSizeSetters(in:)``), `nil` for none.
    /// A size of one side only is `layoutParamsWidth` or `layoutParamsHeight`: the other side is
    /// still the layout's, judged again alone (``CodeSetPlaceholders/oneSideSet(_:setInCode:)``).
    /// With `rootClass`, the custom view at the layout's root counts too, for the views it sizes
    /// while naming no layout (``addRootClassSizes(_:aliases:className:)``).
    func sizeSetInCode(ofView id: String, wrapsText: Bool = false, rootClass: String? = nil) -> String? {
        let keys = [Self.key(id)] + (rootClass.map { [Self.rootClassLayout($0) + "/" + Self.key(id)] } ?? [])
        func sets(_ set: Set<String>) -> Bool { keys.contains { set.contains($0) } }
        let (width, height) = (sets(widthsSetInCode), sets(heightsSetInCode))
        if sets(sizesSetInCode) || (width && height) { return "layoutParams" }
        if width { return "layoutParamsWidth" }
        if height { return "layoutParamsHeight" }
        if sets(paddingsSetInCode) { return "padding" }
        return wrapsText && sets(textSizesSetInCode) ? "textSize" : nil
    }
}

/// Views code hands to a function of the same file that sets its parameters' padding: Tasks
/// e5587e1a `TaskViewHolder.kt:385-386`, `setTopPadding(rowPaddingPx, nameView, completeBox,
/// dueDate)`, whose body (`:127-131`) runs `for (v in views) v.setPaddingRelative(…)` over
/// `vararg views: View`. `task_adapter_row.xml:20`'s check box is padded by the row spacing setting
/// (16 dp by default), so it is 56 dp tall, not the layout's 24: its size is code's (a note).
extension AndroidSourceFacts {
    /// The view ids (by ``key(_:)``, through `aliases`) the file's calls hand to its padding helpers.
    static func helperPaddedViews(in code: [UInt8], aliases: [String: String], isJava: Bool) -> [String] {
        var found: [String] = []
        for name in ["setPadding", "setPaddingRelative"] {
            for call in calls(named: name, in: code, receivers: true) {
                guard let receiver = call.receiver, receiver != "?",
                    let function = AndroidTextSetterFacts.enclosingFunction(at: call.start, in: code, isJava: isJava)
                else { continue }
                // The parameter: the receiver itself, or what `for (v in views)` (Java's `for (View v : views)`) loops over.
                var parameter = receiver
                if !function.parameters.contains(receiver) {
                    let body = String(decoding: code[function.start..<call.start], as: UTF8.self)
                    guard let range = body.range(of: "for (\(receiver) in ", options: .backwards) ?? body.range(of: " \(receiver) : ", options: .backwards)
                    else { continue }
                    parameter = String(body[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                }
                guard let place = function.parameters.firstIndex(of: parameter) else { continue }
                let header = String(decoding: code[function.start..<min(code.count, function.start + 600)].prefix { $0 != UInt8(ascii: "{") }, as: UTF8.self)
                let isVararg = header.contains("vararg \(parameter)") || header.contains("... \(parameter)")
                for caller in calls(named: function.name, in: code) where caller.start != call.start {
                    for (position, argument) in arguments(caller.argument).enumerated() where position == place || (isVararg && position > place) {
                        guard let last = argument.trimmingWhitespace.split(separator: ".").last.map(String.init), !last.isEmpty,
                            last.utf8.allSatisfy(isIdentifierByte), last.first?.isNumber == false, !["this", "it", "view", "v"].contains(last)
                        else { continue }
                        found.append(aliases[last] ?? key(last))
                    }
                }
            }
        }
        return found
    }
}
