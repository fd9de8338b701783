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
        let name = "onMeasure".utf8.count
        guard start + name < code.count, code[start + name] == UInt8(ascii: "("), let close = matching(code, from: start + name) else { return false }
        let parameters = String(decoding: code[(start + name + 1)..<close], as: UTF8.self)
        guard let first = parameters.split(separator: ",").first else { return false }
        // Kotlin's `widthMeasureSpec: Int`, Java's `int widthMeasureSpec`.
        let declared = first.contains(":") ? String(first.split(separator: ":")[0]) : String(first)
        let spec = declared.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).last.map(String.init) ?? ""
        guard !spec.isEmpty, spec.utf8.allSatisfy(isIdentifierByte), let open = code[close...].prefix(200).firstIndex(of: UInt8(ascii: "{")),
            code[(close + 1)..<open].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }),
            let end = matching(code, from: open)
        else { return false }
        let body = String(decoding: code[(open + 1)..<end], as: UTF8.self)
        guard body.contains("super.onMeasure(\(spec)"), !body.contains("setMeasuredDimension"), !body.contains("makeMeasureSpec"),
            !body.contains("\(spec) =")
        else { return false }
        let rest = body.replacingOccurrences(of: spec, with: "")
        return !widthWords.contains { rest.contains($0) }
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
