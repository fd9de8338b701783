import LegibleScan
import SwiftSyntax

/// A button code builds and sizes with constraints alone (`target.small`): a stored property
/// whose closure makes a `UIButton` and gives it an action, whose only width and height
/// constraints in the file are constants (the height may equal its own width) activated as they
/// are made in one `NSLayoutConstraint.activate([…])`. Amperfy d3513f85
/// `MiniPlayerView.swift:704` and `:709`, the iOS mini player's play and next buttons
/// (`widthAnchor.constraint(equalToConstant: 30)`, `heightAnchor.constraint(equalTo: widthAnchor)`),
/// 30×30 pt, were never judged: a code-built UIKit view was an element only for its text.
///
/// Any other width or height constraint on it in the file (one kept to change later, one in
/// another layout), a frame or bounds code sets, or a class that overrides `point(inside:with:)`
/// (the hit area is then the class's) leaves it unjudged.
enum AnchorSizedButtons {
    private static let makers: Set<String> = ["UIButton", "UIButton.init"]

    static func classDeclaration(_ node: ClassDeclSyntax, scan: SwiftFileScan) {
        guard node.memberBlock.description.contains("Anchor") || node.memberBlock.description.contains("UIButton") else { return }
        var root = Syntax(node)
        while let parent = root.parent { root = parent }
        // A class that decides its own hit area: `point(inside:with:)` may widen it.
        if root.description.contains("func point(inside") { return }
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self),
                call.arguments.isEmpty, makesActionButton(closure)
            else { continue }
            guard let size = size(of: name, in: root) else { continue }
            var element = ScannedElement(kind: .button, id: scan.elementID(size.node), location: scan.location(of: size.node), platform: .iOS)
            element.width = size.width
            element.height = size.height
            element.outlets = ["\(node.name.text).\(name)"]
            scan.add(element, spanning: size.node)
        }
    }

    /// Whether the closure makes a `UIButton` into a local, gives that local an action and returns it.
    private static func makesActionButton(_ closure: ClosureExprSyntax) -> Bool {
        var local: String?
        var acts = false
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let made = binding.initializer?.value.as(FunctionCallExprSyntax.self), makers.contains(made.calledExpression.trimmedDescription)
            {
                local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if let local, let action = item.item.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
                action.base?.trimmedDescription == local, ["addTarget", "addAction"].contains(action.declName.baseName.text)
            {
                acts = true
            }
            if let local, let statement = item.item.as(ReturnStmtSyntax.self) { return acts && statement.expression?.trimmedDescription == local }
        }
        return false
    }

    private struct Size {
        var width: Double
        var height: Double
        var node: Syntax
    }

    /// The constant size the file's constraints give `name`, when they are the only ones.
    private static func size(of name: String, in root: Syntax) -> Size? {
        var width: (Double, Syntax)?
        var height: Double?
        var heightIsWidth = false
        for token in root.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var view = ExprSyntax(reference)
            if let member = view.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard member.base?.trimmedDescription == "self" else { continue }
                view = ExprSyntax(member)
            }
            guard let use = view.parent?.as(MemberAccessExprSyntax.self), use.base?.id == view.id else { continue }
            let property = use.declName.baseName.text
            if ["frame", "bounds"].contains(property), use.parent?.parent?.is(InfixOperatorExprSyntax.self) == true || isAssigned(use) { return nil }
            guard property == "widthAnchor" || property == "heightAnchor" else { continue }
            // `name.heightAnchor` as the argument of its own height constraint is read there.
            if use.parent?.is(LabeledExprSyntax.self) == true { continue }
            guard let constraint = use.parent?.as(MemberAccessExprSyntax.self), constraint.declName.baseName.text == "constraint",
                let made = constraint.parent?.as(FunctionCallExprSyntax.self), made.arguments.count == 1, isActivatedInPlace(made)
            else { return nil }
            if let constant = made.argument("equalToConstant").flatMap({ Double($0.trimmedDescription) }) {
                if property == "widthAnchor" {
                    guard width == nil else { return nil }
                    width = (constant, Syntax(made))
                } else {
                    guard height == nil, !heightIsWidth else { return nil }
                    height = constant
                }
            } else if property == "heightAnchor", let other = made.argument("equalTo")?.trimmedDescription,
                other == "\(name).widthAnchor" || other == "self.\(name).widthAnchor", height == nil, !heightIsWidth
            {
                heightIsWidth = true
            } else {
                return nil
            }
        }
        guard let (value, node) = width, let side = heightIsWidth ? value : height else { return nil }
        return Size(width: value, height: side, node: node)
    }

    /// Whether the constraint is an element of the array literal given to `NSLayoutConstraint.activate`.
    private static func isActivatedInPlace(_ made: FunctionCallExprSyntax) -> Bool {
        guard let array = made.parent?.parent?.parent?.as(ArrayExprSyntax.self),
            let activate = array.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return activate.calledExpression.trimmedDescription == "NSLayoutConstraint.activate"
    }

    /// Whether `use` is the left side of an assignment (`button.frame = …`).
    private static func isAssigned(_ use: MemberAccessExprSyntax) -> Bool {
        guard let sequence = use.parent?.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        return elements.first?.id == ExprSyntax(use).id && elements.count > 1 && elements[1].is(AssignmentExprSyntax.self)
    }
}
