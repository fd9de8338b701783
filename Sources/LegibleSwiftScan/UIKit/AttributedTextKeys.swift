import SwiftSyntax

/// What an `attributedText` assignment replaces of the view's file values. UILabel draws the
/// ranges of an attributed string that give no colour or font in its own `textColor` and `font`,
/// so `bodyLabel.attributedText = NSAttributedString(string: s, attributes: [.paragraphStyle: p])`
/// keeps the xib's colour and font (Sileo c9f70158 FlaggedSourceWarningViewController.swift:42,
/// which made the xib's #F6F6F6 on systemRed at :57 a placeholder note). A call of the app's
/// own builder whose file names no font (``FontlessAttributedBuilders``) may set the colour only.
/// Any other value (a variable, a mutable string built elsewhere) may set both.
enum AttributedTextKeys {
    /// The ``UIKitReader`` property name to record for `view.attributedText = value`:
    /// `attributedText` (colour and font), `attributedTextFont` (font only), `attributedTextColor`
    /// (colour only) or `attributedTextPlain` (neither). `fontless`: the app's builders that set no font.
    static func recorded(_ value: ExprSyntax, fontless: Set<String> = []) -> String {
        if let built = builtByAppending(value) { return recorded(built) }
        if let builder = value.unparenthesized.as(FunctionCallExprSyntax.self)?.calledName, fontless.contains(builder) { return "attributedTextColor" }
        guard let call = value.unparenthesized.as(FunctionCallExprSyntax.self), isStringInit(call), call.arguments.count <= 2
        else { return "attributedText" }
        var keys: [String] = []
        if call.arguments.count == 2 {
            let attributes = call.arguments[call.arguments.index(after: call.arguments.startIndex)]
            guard attributes.label?.text == "attributes", let written = dictionaryKeys(attributes.expression) else { return "attributedText" }
            keys = written
        }
        if keys.contains("foregroundColor") { return "attributedText" }
        return keys.contains("font") ? "attributedTextFont" : "attributedTextPlain"
    }

    /// Whether `call` is `NSAttributedString(string: …)` or the mutable one.
    static func isStringInit(_ call: FunctionCallExprSyntax) -> Bool {
        ["NSAttributedString", "NSMutableAttributedString"].contains(call.calledExpression.trimmedDescription)
            && call.arguments.first?.label?.text == "string"
    }

    /// The keys a dictionary literal writes, by their last name (`.font`, `NSAttributedString.Key.font`
    /// → `font`); `[]` for `[:]`, `nil` for anything but a dictionary literal.
    static func dictionaryKeys(_ expression: ExprSyntax) -> [String]? {
        guard let dictionary = expression.as(DictionaryExprSyntax.self) else { return nil }
        guard case .elements(let elements) = dictionary.content else { return [] }
        return elements.map { $0.key.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" }
    }

    /// The initial value of a local mutable string that the function only appends runs to
    /// (`let text = NSMutableAttributedString(string: node.title)`, then `text.append(…)`): its
    /// first run is drawn in the view's own colour and font whatever the appended runs give, so
    /// it is read as that first run. OnionBrowser 44edf9a8 CircuitNodeCell.swift:35-53 appends a
    /// gray address and a 13 pt Black note to a title that keeps the xib's fixed 13 pt
    /// (CircuitNodeCell.xib:49), which was taken for a font code sets. `nil` for anything else: an
    /// empty first run, a string code restyles (`addAttribute`), reassigns or hands elsewhere.
    private static func builtByAppending(_ value: ExprSyntax) -> ExprSyntax? {
        guard let reference = value.unparenthesized.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            let initial = value.localValue(of: reference.baseName.text),
            let call = initial.unparenthesized.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "NSMutableAttributedString", call.arguments.first?.label?.text == "string",
            let first = call.arguments.first?.expression, first.as(StringLiteralExprSyntax.self).map({ !$0.segments.trimmedDescription.isEmpty }) ?? true,
            let body = enclosingBody(of: Syntax(value))
        else { return nil }
        let name = reference.baseName.text
        // At least one run appended: a plain string handed on whole is read as before (Habitica
        // aafd43ae RageStrikeView.swift:116, a text view's attributed text, which draws without the view's font).
        var appends = false
        for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            // Only references to the local: not the assignment being read, nor a member or label of that name (`label.text`).
            guard let use = token.parent?.as(DeclReferenceExprSyntax.self), token.id != reference.baseName.id else { continue }
            if let owner = use.parent?.as(MemberAccessExprSyntax.self), owner.declName.id == use.id { continue }
            guard let member = use.parent?.as(MemberAccessExprSyntax.self), member.base?.id == use.id,
                appendingMembers.contains(member.declName.baseName.text)
            else { return nil }
            appends = appends || member.declName.baseName.text == "append"
        }
        return appends ? initial : nil
    }

    /// What may be done to such a string: runs added after or before its first, and reading it.
    private static let appendingMembers: Set<String> = ["append", "insert", "length", "string"]

    /// The body of the function, initializer, accessor or closure around `node`.
    private static func enclosingBody(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.body.map(Syntax.init) }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) { return initializer.body.map(Syntax.init) }
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(AccessorDeclSyntax.self) { return ancestor }
            current = ancestor.parent
        }
        return nil
    }
}
