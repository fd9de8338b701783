import Foundation

// An app's container whose `onMeasure` leaves the width alone measures its children as the
// class it extends: MaterialFiles fc125003 CoordinatorScrollingFrameLayout.kt:64 (`:
// FrameLayout`) gives its scrolling child a bottom padding or margin for the navigation bar and
// then calls `super.onMeasure(widthMeasureSpec, heightMeasureSpec)`; about_fragment.xml:76, "Material
// Files" in Headline with maxLines 1, was not audited because of it.
extension AndroidSourceFacts {
    /// Words that, in an `onMeasure` body, may change a child's or the view's width.
    private static let widthWords = ["left", "Left", "right", "Right", "Start", "start", "End", "end =", "width", "Width", "Horizontal", "horizontal"]

    /// Whether the `onMeasure` named at `start` is an override that passes its width spec to
    /// `super.onMeasure` unchanged and touches nothing horizontal: no `setMeasuredDimension`,
    /// `makeMeasureSpec`, assignment of the spec, or left, right, start, end or width.
    /// A call (`super.onMeasure(…)`, after a `.`) says nothing: `true`. `false` for anything else.
    static func onMeasureKeepsWidth(at start: Int, in code: [UInt8]) -> Bool {
        if start > 0, code[start - 1] == UInt8(ascii: ".") { return true }
        guard let (specs, body) = onMeasureOverride(at: start, in: code), let spec = specs.first else { return false }
        guard body.contains("super.onMeasure(\(spec)"), !body.contains("setMeasuredDimension"), !body.contains("makeMeasureSpec"),
            !body.contains("\(spec) =")
        else { return false }
        let rest = body.replacingOccurrences(of: spec, with: "")
        return !widthWords.contains { rest.contains($0) }
    }

    /// The spec parameters' names (width first) and the body of the `onMeasure` declaration
    /// named at `start`; `nil` for a call or anything else.
    private static func onMeasureOverride(at start: Int, in code: [UInt8]) -> (specs: [String], body: String)? {
        let name = "onMeasure".utf8.count
        guard start + name < code.count, code[start + name] == UInt8(ascii: "("), let close = matching(code, from: start + name) else { return nil }
        let parameters = String(decoding: code[(start + name + 1)..<close], as: UTF8.self)
        // Kotlin's `widthMeasureSpec: Int`, Java's `int widthMeasureSpec`.
        let specs = parameters.split(separator: ",").map { parameter in
            let declared = parameter.contains(":") ? String(parameter.split(separator: ":")[0]) : String(parameter)
            return declared.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).last.map(String.init) ?? ""
        }
        guard let spec = specs.first, !spec.isEmpty, spec.utf8.allSatisfy(isIdentifierByte),
            let open = code[close...].prefix(200).firstIndex(of: UInt8(ascii: "{")),
            code[(close + 1)..<open].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }),
            let end = matching(code, from: open)
        else { return nil }
        return (specs, String(decoding: code[(open + 1)..<end], as: UTF8.self))
    }

    /// The bracket closing the one at `open` (string literals are not skipped: an `onMeasure`
    /// header or body with a bracket in a string is read as unknown, at worst).
    private static func matching(_ code: [UInt8], from open: Int) -> Int? {
        var depth = 0
        for index in open..<code.count {
            let byte = code[index]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

// A view class whose `onMeasure` gives itself a size of its own is that size, whatever its layout
// writes (issue 33): proton-mail-android 215edbf4 `ListItemThumbnail.kt:101` measures itself
// `setMeasuredDimension(circleSize, circleSize)`, the `app:circleSize` attribute (40 dp, `@dimen/padding_3xl`, in
// `list_item_contacts.xml:37`), so the 16 dp `layout_width`/`layout_height` of `:32-33` was
// judged a 16×16 dp target. Its target finding is a note that says the class sizes itself.
extension AndroidSourceFacts {
    /// Whether the `onMeasure` named at `start` is an override whose every
    /// `setMeasuredDimension(…)` (one at least) takes a size of the view's own: an argument that
    /// names neither spec parameter nor a measured, resolved or laid-out size (`MeasureSpec`,
    /// `getMeasuredWidth()`, `resolveSize`, `width`, `height`…), so the layout's size is not it.
    /// A square view (`setMeasuredDimension(measuredWidth, measuredWidth)`) keeps the layout's.
    static func onMeasureSetsOwnSize(at start: Int, in code: [UInt8]) -> Bool {
        if start > 0, code[start - 1] == UInt8(ascii: ".") { return false }
        guard let (specs, body) = onMeasureOverride(at: start, in: code) else { return false }
        let setters = calls(named: "setMeasuredDimension", in: Array(body.utf8))
        let layoutWords = specs.filter { !$0.isEmpty } + ["easure", "resolve", "width", "Width", "height", "Height"]
        return !setters.isEmpty
            && setters.allSatisfy { call in
                let argument = String(decoding: call.argument, as: UTF8.self)
                return !argument.trimmingWhitespace.isEmpty && !layoutWords.contains { argument.contains($0) }
            }
    }
}
