import LegibleScan
import LegibleTargets
import LegibleTypeScale
import SwiftSyntax

/// A view class that sizes itself in code: an `override var intrinsicContentSize`, or a
/// constraint on its own `heightAnchor` or `widthAnchor` to a size that is not a small number.
/// A storyboard's or xib's frame for a view of that class is then a placeholder, and a
/// `target.small` finding about it is a note that says so (``CodeSetPlaceholders``).
///
/// Corona-Warn-App 02c629b6 `ENAButton.swift:39` (`intrinsicContentSize` at least 50 pt high) and
/// `:86` (`heightAnchor.constraint(greaterThanOrEqualToConstant: 50)`): its buttons, 30 pt high in
/// `DiaryEditEntriesViewController.xib:28` and five more xibs, were judged at the file's frame.
enum SelfSizingViews {
    /// Below this a constant size makes the view small whatever its file says: the constraint
    /// replaces nothing the rule would judge otherwise: the HIG's iPhone minimum
    /// (`Tables/touch-targets.csv`, 44 pt).
    static let smallConstant = TargetPlatform.ios.minimum.height

    /// Records `Type.self.intrinsicContentSize` and `Type.self.heightAnchor`/`widthAnchor` for what
    /// `node`'s own members say.
    static func classDeclaration(_ node: ClassDeclSyntax, scan: SwiftFileScan) {
        let type = node.name.text
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
            else { continue }
            let names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            if names.contains("intrinsicContentSize") { scan.setInCode.insert("\(type).self.intrinsicContentSize") }
        }
        if redrawsImagesLarge(node) { scan.setInCode.insert("\(type).self.\(imageSizedInCode)") }
    }

    /// What ``classDeclaration(_:scan:)`` records for a button class that draws every image at a
    /// large symbol size in code.
    static let imageSizedInCode = "imageSizedInCode"

    /// Below this a symbol size does not make a button larger than the file's frame for sure: the
    /// size of the Title 2 text style at the default Large size (22 pt in Apple's Dynamic Type
    /// table), well over a default 17 pt symbol.
    static let largeSymbol = DynamicType.metrics(for: .title2, category: .large).size

    /// Whether the class overrides `setImage(_:for:)` to give every image a
    /// `UIImage.SymbolConfiguration(pointSize: N)` of ``largeSymbol`` or more: Interface Builder
    /// does not run the override, so the file's frame is of the smaller image. Vocable 447a8e21
    /// `GazeableButton.swift:147-151` (34 pt Bold, plus 8 pt content insets) made the gear and
    /// keyboard buttons of `Root.storyboard:66, :76` ≈ 50–60 pt wide, reported at the file's 37.67 pt.
    private static func redrawsImagesLarge(_ node: ClassDeclSyntax) -> Bool {
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "setImage",
                function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }), let body = function.body
            else { continue }
            for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("SymbolConfiguration") {
                var current = token.parent
                while let node = current, !node.is(FunctionCallExprSyntax.self), !node.is(CodeBlockItemSyntax.self) { current = node.parent }
                guard let call = current?.as(FunctionCallExprSyntax.self),
                    let size = call.arguments.first(where: { $0.label?.text == "pointSize" }).flatMap({ Double($0.expression.trimmedDescription) })
                else { continue }
                if size >= largeSymbol { return true }
            }
        }
        return false
    }

    /// `heightAnchor.constraint(greaterThanOrEqualToConstant: 50)` on the class's own view
    /// (`self.` or nothing before the anchor), inside a class; a literal under
    /// ``smallConstant`` keeps the view small, and is not recorded.
    static func call(_ node: FunctionCallExprSyntax, scan: SwiftFileScan) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "constraint",
            let base = member.base, let anchor = ownAnchor(base), isInsideClass(node), let type = scan.enclosingTypeName(node)
        else { return }
        let constants = ["equalToConstant", "greaterThanOrEqualToConstant"]
        guard let argument = node.arguments.first(where: { constants.contains($0.label?.text ?? "") }) else { return }
        if let literal = Double(argument.expression.trimmedDescription), literal < smallConstant { return }
        scan.setInCode.insert("\(type).self.\(anchor)")
    }

    /// `addConstraint(NSLayoutConstraint(item: self, attribute: .height, relatedBy: .equal, toItem:
    /// nil, attribute: .notAnAttribute, multiplier: 0, constant: 36))` in a class: its own height,
    /// recorded as ``call(_:scan:)`` records an anchor's (Threema a92bb3b9 `SetupButton.swift:49-57`).
    static func layoutConstraint(_ node: FunctionCallExprSyntax, scan: SwiftFileScan) {
        // The name alone: a modifier chain's `calledExpression` text is the whole chain (quadratic).
        guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint", isInsideClass(node),
            let type = scan.enclosingTypeName(node),
            node.argument("item")?.trimmedDescription == "self", node.argument("toItem")?.trimmedDescription == "nil",
            let added = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            ["addConstraint", "self.addConstraint"].contains(added.calledExpression.trimmedDescription),
            let constant = node.argument("constant").flatMap({ Double($0.trimmedDescription) })
        else { return }
        let attributes = node.arguments.filter { $0.label?.text == "attribute" }.map(\.expression.trimmedDescription)
        let relation = node.argument("relatedBy")?.trimmedDescription
        guard attributes.first == ".height" || attributes.first == ".width" else { return }
        let anchor = attributes.first == ".height" ? "heightAnchor" : "widthAnchor"
        if constant >= smallConstant, relation == ".equal" || relation == ".greaterThanOrEqual" {
            scan.setInCode.insert("\(type).self.\(anchor)")
        } else if constant < smallConstant, anchor == "heightAnchor", relation == ".equal", !isConditional(node) {
            // A small height it always has is the height to judge (``LegibleScan/ClassHeights``).
            scan.setInCode.insert("\(type).self.heightAnchor=\(constant)")
        }
    }

    /// Whether `node` is under an `if`, `guard`, `switch` case or loop of the function holding it.
    private static func isConditional(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current, !ancestor.is(FunctionDeclSyntax.self), !ancestor.is(InitializerDeclSyntax.self) {
            if ancestor.is(IfExprSyntax.self) || ancestor.is(GuardStmtSyntax.self) || ancestor.is(SwitchCaseSyntax.self) || ancestor.is(ForStmtSyntax.self)
                || ancestor.is(ClosureExprSyntax.self)
            {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// `heightAnchor`, `self.heightAnchor` → `heightAnchor`; anything else (another view's) → nil.
    private static func ownAnchor(_ base: ExprSyntax) -> String? {
        let text = base.trimmedDescription
        let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        return ["heightAnchor", "widthAnchor"].contains(name) ? name : nil
    }

    private static func isInsideClass(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ClassDeclSyntax.self) { return true }
            if ancestor.is(StructDeclSyntax.self) || ancestor.is(EnumDeclSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }
}
