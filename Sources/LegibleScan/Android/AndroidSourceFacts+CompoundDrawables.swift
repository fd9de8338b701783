import Foundation

/// The compound drawables code puts beside a view's text, read literally: a view code gives a
/// drawable is at least as tall as it, whatever its layout says.
///
/// Tusky `StatusViewHelper.kt:245` calls `mediaLabel.setCompoundDrawablesRelativeWithIntrinsicBounds(drawableId, 0, 0, 0)`
/// on `item_report_status.xml:224`'s `status_media_label`, with `val drawableId =
/// getLabelIcon(…)`, a `when` returning one of five 24 dp vectors: the label is 24 dp tall, not
/// its 22 dp line (after9-judge, "grow it by 12 dp, not 13").
///
/// - `setCompoundDrawablesWithIntrinsicBounds(start, top, end, bottom)` and its `Relative`
///   form, on a view found by id (``AndroidSourceFacts/Call/viewID``, or a name bound to
///   `findViewById(R.id.…)`).
/// - Each of `start` and `end` is `0`/`null` (none), `R.drawable.name`, or a name assigned one,
///   or assigned a call of a function of the file whose body names only `R.drawable.` fields
///   (the drawables it may return).
/// - A call that sets a top or bottom drawable, or one the scan cannot read, makes the view's
///   drawables unknown: nothing is taken from code then.
/// - A drawable above or below the text adds its whole height, so a view code gives one
///   (`setCompoundDrawables(null, drawable, null, null)`, any of the four setters) has a height
///   the scan does not know (``setsStackedDrawables(ofView:)``): Ehviewer_CN_SXJ 262857da
///   `ContentLayout.java:353-355` gives `widget_content_layout.xml:28`'s `tip` a 120 dp drawable
///   above its text; its one line was judged "25 dp tall".
struct AndroidCodeDrawableFacts: Sendable, Hashable {
    /// One call: for its start and its end drawable, the drawables it may be (empty: none).
    typealias Call = [[String]]

    /// View key (``AndroidSourceFacts/key(_:)``) → each call setting its drawables, `nil` for a
    /// call the scan cannot read.
    private(set) var calls: [String: [Call?]] = [:]

    /// The calls that set the drawables beside the text of the view `id`; `nil` when code sets
    /// none, or one the scan cannot read.
    func besideDrawables(ofView id: String) -> [Call]? {
        guard let found = calls[AndroidSourceFacts.key(id)], !found.isEmpty else { return nil }
        var result: [Call] = []
        for call in found {
            guard let call else { return nil }
            result.append(call)
        }
        return result
    }

    /// View keys (``AndroidSourceFacts/key(_:)``) code gives a drawable above or below the text.
    private(set) var stacked: Set<String> = []

    /// Whether code gives the view a compound drawable above or below its text (a top or bottom
    /// argument that is not `0` or `null`): its height is then not its file's.
    func setsStackedDrawables(ofView id: String) -> Bool {
        stacked.contains(AndroidSourceFacts.key(id))
    }

    /// Adds what one source file says (`aliases`: names bound to a view found by id).
    mutating func add(_ code: [UInt8], aliases: [String: String], isJava: Bool = false) {
        for name in ["setCompoundDrawablesWithIntrinsicBounds", "setCompoundDrawablesRelativeWithIntrinsicBounds"] {
            for call in AndroidSourceFacts.calls(named: name, in: code, receivers: true) {
                let views = Set(AndroidSourceFacts.receiverViews(call.receiver, viewID: call.viewID, before: call.start, in: code, aliases: aliases))
                guard !views.isEmpty else { continue }
                let read = Self.read(call.argument, in: code)
                for view in views { calls[view, default: []].append(read) }
            }
        }
        // Every setter, the bounded `Drawable` ones too, for a drawable above or below the text.
        let setters = [
            "setCompoundDrawablesWithIntrinsicBounds", "setCompoundDrawablesRelativeWithIntrinsicBounds", "setCompoundDrawables",
            "setCompoundDrawablesRelative",
        ]
        for name in setters {
            for call in AndroidSourceFacts.calls(named: name, in: code, receivers: true) {
                let arguments = AndroidSourceFacts.arguments(call.argument, angleBrackets: false)
                guard arguments.count == 4, [arguments[1], arguments[3]].contains(where: { $0 != "0" && $0 != "null" }) else { continue }
                // A function's parameter is whatever view its callers pass, not a view its name is
                // bound to elsewhere in the file (Ehviewer `GalleryDetailScene.java:805`, `TextView text`).
                if let receiver = call.receiver,
                    AndroidTextSetterFacts.enclosingFunction(at: call.start, in: code, isJava: isJava)?.parameters.contains(receiver) == true
                {
                    continue
                }
                stacked.formUnion(AndroidSourceFacts.receiverViews(call.receiver, viewID: call.viewID, before: call.start, in: code, aliases: aliases))
            }
        }
    }

    /// The start and end drawables of a call's four arguments, `nil` when one is not read or a
    /// top or bottom one is set.
    static func read(_ argument: [UInt8], in code: [UInt8]) -> Call? {
        let arguments = AndroidSourceFacts.arguments(argument, angleBrackets: false)
        guard arguments.count == 4, arguments[1] == "0" || arguments[1] == "null", arguments[3] == "0" || arguments[3] == "null",
            let start = drawables(arguments[0], in: code), let end = drawables(arguments[2], in: code)
        else { return nil }
        return [start, end]
    }

    /// The drawables an argument may be: none for `0`/`null`, `nil` when not read.
    static func drawables(_ argument: String, in code: [UInt8]) -> [String]? {
        if argument == "0" || argument == "null" { return [] }
        if let name = literal(argument) { return [name] }
        guard !argument.isEmpty, argument.utf8.allSatisfy(AndroidSourceFacts.isIdentifierByte) else { return nil }
        // `val drawableId = getLabelIcon(…)`, `int icon = R.drawable.x;`: the one value assigned the name.
        let assigned = AndroidSourceFacts.occurrences(of: Array(argument.utf8), in: code[...]).compactMap { start -> String? in
            var index = start + argument.utf8.count
            while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
            guard index + 1 < code.count, code[index] == UInt8(ascii: "="), code[index + 1] != UInt8(ascii: "=") else { return nil }
            let rest = code[(index + 1)...].prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: ";") }
            return String(decoding: rest, as: UTF8.self).trimmingCharacters(in: .whitespaces)
        }
        guard assigned.count == 1, let value = assigned.first else { return nil }
        if let name = literal(value) { return [name] }
        guard let open = value.firstIndex(of: "("), value[..<open].utf8.allSatisfy(AndroidSourceFacts.isIdentifierByte), open > value.startIndex else {
            return nil
        }
        return returnedDrawables(of: String(value[..<open]), in: code)
    }

    /// `name` of `R.drawable.name`, when `text` is that and nothing else.
    private static func literal(_ text: String) -> String? {
        let prefix = "R.drawable."
        guard text.hasPrefix(prefix) else { return nil }
        let name = text.dropFirst(prefix.count)
        return !name.isEmpty && name.utf8.allSatisfy(AndroidSourceFacts.isIdentifierByte) ? String(name) : nil
    }

    /// The `R.drawable.` fields in the body of the function `name` declared in `code` (`fun name(`,
    /// Java's `int name(`), when its body names some and no branch returns `0` or `null`.
    private static func returnedDrawables(of name: String, in code: [UInt8]) -> [String]? {
        for start in AndroidSourceFacts.occurrences(of: Array(name.utf8), in: code[...]) {
            let before = String(decoding: code[max(0, start - 5)..<start], as: UTF8.self)
            guard before.hasSuffix("fun ") || before.hasSuffix("int "), let open = code[start...].prefix(400).firstIndex(of: UInt8(ascii: "{"))
            else { continue }
            var depth = 0
            var end = open
            while end < code.count, end - open < 4000 {
                if code[end] == UInt8(ascii: "{") { depth += 1 }
                if code[end] == UInt8(ascii: "}") { depth -= 1 }
                if depth == 0 { break }
                end += 1
            }
            guard depth == 0 else { return nil }
            let body = String(decoding: code[open...end], as: UTF8.self)
            // A branch that returns no drawable (`-> 0`, `return 0`, `null`) leaves the view without one.
            if ["-> 0", "return 0", "null"].contains(where: body.contains) { return nil }
            let names = body.components(separatedBy: "R.drawable.").dropFirst().map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
            return names.isEmpty || names.contains("") ? nil : names
        }
        return nil
    }
}
