import SwiftSyntax

/// A table cell's own `textLabel`, whose font UIKit makes at the Body text style and the text
/// size of the moment: `cell.textLabel?.font.pointSize`, or `textLabel.font.pointSize` after `if
/// let textLabel = cell.textLabel` (Sileo c9f70158 `CategoryViewController.swift:245-246`). A
/// size copied from it is the Body size when the cell is made (`text.not-live`), not a fixed
/// one, unless the file sets that label's font itself: then the copy is of the app's font and
/// stays `text.fixed-size`.
enum BuiltInCellLabels {
    /// Whether `pointSize` reads `….textLabel.font.pointSize` of a label whose font the file never sets.
    static func isBodyStyle(_ pointSize: MemberAccessExprSyntax) -> Bool {
        guard pointSize.declName.baseName.text == "pointSize", let font = unwrapped(pointSize.base)?.as(MemberAccessExprSyntax.self),
            font.declName.baseName.text == "font", let label = unwrapped(font.base)
        else { return false }
        if let member = label.as(MemberAccessExprSyntax.self) {
            guard member.declName.baseName.text == "textLabel" else { return false }
        } else if let reference = label.as(DeclReferenceExprSyntax.self) {
            // A local bound to a cell's `textLabel`, or the cell's own inside its class.
            guard reference.baseName.text == "textLabel" || boundToTextLabel(reference.baseName.text, at: Syntax(reference)) else { return false }
            if reference.baseName.text == "textLabel", declaresMember("textLabel", in: Syntax(reference).root) { return false }
        } else {
            return false
        }
        return !setsTextLabelFont(in: Syntax(pointSize).root, except: Syntax(pointSize))
    }

    private static func unwrapped(_ expression: ExprSyntax?) -> ExprSyntax? {
        guard var expression = expression?.unparenthesized else { return nil }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrap.expression }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        return expression
    }

    /// `if let label = cell.textLabel`, `let label = cell.textLabel!` in the file.
    private static func boundToTextLabel(_ name: String, at node: Syntax) -> Bool {
        if let value = node.localValue(of: name), unwrapped(value)?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "textLabel" {
            return true
        }
        var current = node.parent
        while let ancestor = current {
            if let statement = ancestor.as(IfExprSyntax.self),
                statement.conditions.contains(where: { condition in
                    guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    else { return false }
                    return unwrapped(binding.initializer?.value)?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "textLabel"
                })
            {
                return true
            }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    /// Whether the file declares a property `name` of its own (an app label called `textLabel`).
    private static func declaresMember(_ name: String, in root: Syntax) -> Bool {
        root.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let pattern = token.parent?.as(IdentifierPatternSyntax.self) else { return false }
            return pattern.parent?.parent?.parent?.is(VariableDeclSyntax.self) == true
                && pattern.parent?.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
        }
    }

    /// Whether the file sets a `textLabel`'s font (`cell.textLabel?.font = …`) other than in the
    /// assignment that copies from it.
    private static func setsTextLabelFont(in root: Syntax, except node: Syntax) -> Bool {
        root.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier("font"), let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                let list = member.parent?.as(ExprListSyntax.self), list.first?.id == member.id, list.count == 3,
                Array(list)[1].is(AssignmentExprSyntax.self), let label = unwrapped(member.base)
            else { return false }
            let name = label.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? label.as(DeclReferenceExprSyntax.self)?.baseName.text
            guard name == "textLabel" || label.as(DeclReferenceExprSyntax.self).map({ boundToTextLabel($0.baseName.text, at: Syntax($0)) }) == true
            else { return false }
            return !node.isDescendant(of: Syntax(list))
        }
    }
}

extension Syntax {
    /// Whether `ancestor` holds this node.
    fileprivate func isDescendant(of ancestor: Syntax) -> Bool {
        var current: Syntax? = self
        while let node = current {
            if node.id == ancestor.id { return true }
            current = node.parent
        }
        return false
    }
}
