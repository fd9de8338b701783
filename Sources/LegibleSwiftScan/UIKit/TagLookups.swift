import SwiftSyntax

/// `viewWithTag(N)`: code that finds a storyboard's view by its tag. Recorded in
/// ``LegibleScan/ScanFileResult/setInCode`` as `viewWithTag.N` (`viewWithTag.*` when the tag is
/// not a number the reader reads), so an empty label found so may be filled by code and is still
/// judged, while one whose tag no code looks up shows nothing (openHAB eb34c7f5
/// `Main.storyboard:34`, tag 100, which no code reads).
enum TagLookups {
    static func call(_ node: FunctionCallExprSyntax, scan: SwiftFileScan) {
        guard node.calledName == "viewWithTag" else { return }
        if let number = scan.constants.number(node.arguments.first?.expression), number >= 0, number < 1e9, number == number.rounded() {
            scan.setInCode.insert("viewWithTag.\(Int(number))")
        } else {
            scan.setInCode.insert("viewWithTag.*")
        }
    }

    /// The names a property set on local `view` reaches a tagged view by, as the xib names it
    /// (`nib:Name.tag3` when the file loads nibs by name, else `Type.tag3`); empty when `view`
    /// is no local bound to `x.viewWithTag(N)`. Habitica aafd43ae `RageStrikeView.swift:126-137`
    /// loads `RageStrikeActiveContentView` and sets `label?.attributedText` on
    /// `let label = contentView.viewWithTag(3) as? UITextView`, whose scaled fonts replace the
    /// xib's fixed 14 pt (`RageStrikeActiveContentView.xib:29`, was `text.fixed-size`).
    static func taggedViews(_ view: String, at node: Syntax, type: String) -> [String] {
        guard let value = node.localValue(of: view), let tag = tag(of: value) else { return [] }
        let nibs = nibNames(in: node.root)
        guard nibs.isEmpty else { return nibs.map { "nib:\($0).tag\(tag)" } }
        return ["\(type).tag\(tag)"]
    }

    /// `N` of `x.viewWithTag(N)`, through `as?`/`as!`, `!`, `?` and `try`.
    private static func tag(of value: ExprSyntax) -> Int? {
        var expression = value.unparenthesized
        if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first { expression = first }
        if let cast = expression.as(AsExprSyntax.self) { expression = cast.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledName == "viewWithTag",
            let literal = call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self), let number = Int(literal.literal.text), number >= 0
        else { return nil }
        return number
    }

    /// The nibs the file loads by a literal name (`loadNibNamed("Name", …)`, `UINib(nibName: "Name", …)`).
    private static func nibNames(in root: Syntax) -> [String] {
        var names: Set<String> = []
        for token in root.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("loadNibNamed") || token.tokenKind == .identifier("nibName") {
            // The call is three levels up: the name's reference and member access, or the argument and its list.
            guard let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                token.text == "nibName" || call.calledName == "loadNibNamed"
            else { continue }
            let argument = token.text == "nibName" ? call.argument("nibName") : call.arguments.first?.expression
            if let name = argument?.stringLiteralValue { names.insert(name) }
        }
        return names.sorted()
    }
}
