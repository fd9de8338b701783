import Foundation

// Views whose text or background code sets through a helper that hands the view on (issue 33,
// fresh-android22a classes 1 and 4). LibreraReader's `FontDialog.initSpinner(inflate, boldFontSpinner, …)`
// (FontDialog.java:127) hands the view to `updateTextTag(spinner, path)` (:38), whose body sets
// `spinner.setText(ExtUtils.getFileName(path))` (:111): the layout's "boldFontSpinner"
// (dialog_fonts.xml:74) is a placeholder. `TintUtil.setTintBgSimple(actionBar, alpha)`
// (HorizontalViewActivity.java:1887) sets `txtView.setBackground(…)` (TintUtil.java:258): the
// action bar's `#96aa39` (activity_horiziontal_view.xml:194) is the user's tint colour's placeholder.

extension AndroidTextSetterFacts {
    /// What one function of a file sets on its parameters, while the file is read.
    struct Draft {
        var name: String
        var parameters: [String]
        var texts: [String: [ScannedCodeText]] = [:]
        var listened: Set<String> = []
        var backgrounds: Set<String> = []
        /// The parameters whose text is Markdown a library renders (``AndroidTextSetterFacts/Setter/rendered``).
        var rendered: Set<String> = []
    }

    /// The calls that replace their receiver's background.
    static let backgroundSetters = ["setBackground", "setBackgroundColor", "setBackgroundResource", "setBackgroundDrawable", "setBackgroundTintList"]

    /// `found` with the functions of the file that hand a parameter to one of `found`'s: each
    /// call `name(…, param, …)` of a function the file declares, inside another function whose
    /// parameter `param` is, gives that function what `name` sets on its parameter at that
    /// position (three rounds: a chain of three helpers).
    static func forwarded(_ found: [Int: Draft], in code: [UInt8], isJava: Bool) -> [Int: Draft] {
        var result = found
        for _ in 0..<3 {
            var changed = false
            let byName = Dictionary(grouping: result.values, by: \.name)
            for (name, drafts) in byName {
                for call in AndroidSourceFacts.calls(named: name, in: code) {
                    // A call of the name itself, not a longer name ending in it (`xupdateTextTag(`).
                    guard call.start == 0 || !AndroidSourceFacts.isIdentifierByte(code[call.start - 1]),
                        let function = enclosingFunction(at: call.start, in: code, isJava: isJava)
                    else { continue }
                    let arguments = AndroidSourceFacts.arguments(call.argument, angleBrackets: false)
                    var entry = result[function.start] ?? Draft(name: function.name, parameters: function.parameters)
                    let before = entry
                    for (position, argument) in arguments.enumerated() where function.parameters.contains(argument) {
                        for draft in drafts where position < draft.parameters.count && draft.parameters.count == arguments.count {
                            let parameter = draft.parameters[position]
                            if let texts = draft.texts[parameter], entry.texts[argument] == nil { entry.texts[argument] = texts }
                            if draft.listened.contains(parameter) { entry.listened.insert(argument) }
                            if draft.backgrounds.contains(parameter) { entry.backgrounds.insert(argument) }
                            if draft.rendered.contains(parameter) { entry.rendered.insert(argument) }
                        }
                    }
                    guard
                        entry.texts.keys.count != before.texts.keys.count || entry.listened != before.listened || entry.backgrounds != before.backgrounds
                            || entry.rendered != before.rendered
                    else { continue }
                    result[function.start] = entry
                    changed = true
                }
            }
            if !changed { break }
        }
        return result
    }

    /// The view ids (by ``AndroidSourceFacts/key(_:)``) handed to a function that sets that
    /// parameter's background.
    func resolvedBackgrounds() -> Set<String> {
        var result = Set<String>()
        for handoff in handoffs {
            for setter in setters(named: handoff.function, calledFrom: handoff.file) where !setter.backgrounds.isEmpty {
                for argument in handoff.views {
                    let parameter = argument.label ?? (argument.position < setter.parameters.count ? setter.parameters[argument.position] : "")
                    if setter.backgrounds.contains(parameter) { result.insert(argument.view) }
                }
            }
        }
        return result
    }
}

extension AndroidSourceFacts {
    /// The calls that recolour a drawable in place.
    private static let drawableRecolours = [".setColor(", ".setTint(", ".setColorFilter(", ".setTintList("]

    /// The views (by ``key(_:)``) whose background drawable code recolours in place:
    /// `((GradientDrawable) holder.letter.getBackground()).setColor(x)`, or the drawable bound to
    /// a name that is then recoloured — LibreraReader `AuthorsAdapter2.java:44-45`,
    /// `GradientDrawable background = (GradientDrawable) holder.letter.getBackground();
    /// background.setColor(…)`, paints each author's circle (browse_author.xml:18) its own colour.
    static func recolouredBackgrounds(in code: [UInt8], aliases: [String: String]) -> [String] {
        var result: [String] = []
        for call in calls(named: "getBackground", in: code, receivers: true) where call.argument.isEmpty {
            let end = call.start + "getBackground()".utf8.count
            let rest = code[min(end, code.count)...].prefix(240).prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "\n") }
            let statement = String(decoding: rest, as: UTF8.self)
            var recoloured = drawableRecolours.contains { statement.contains($0) }
            if !recoloured, let name = assignedName(before: call.start, in: code) {
                let after = String(decoding: code[min(end, code.count)...].prefix(1_200), as: UTF8.self)
                recoloured = drawableRecolours.contains { after.contains(name + $0) }
            }
            guard recoloured else { continue }
            let id = viewID(receiver: call.receiver, before: call.start, in: code)
            result += receiverViews(call.receiver, viewID: id, before: call.start, in: code, aliases: aliases)
        }
        return result
    }
}
