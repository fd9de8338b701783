import SwiftSyntax

/// A SwiftUI subtree that draws no text: its views are images, shapes, stacks, `ForEach`,
/// buttons whose label is such a subtree, and functions or properties of the same type that make
/// only those. A `.dynamicTypeSize(…)` over it clamps no text (Threema a92bb3b9
/// `EmojiGridScrollCoordinator.swift:139`: circles and `Image(systemName: section.icon)` buttons,
/// built by two private functions at :143-183).
///
/// Syntax only, and strict: any string literal outside an `Image(…)` or an accessibility
/// modifier, any call of a type not known to draw no text (a `Text`, a view of another file), a
/// function or property the type does not declare, or a name shown as a view that is not one of
/// the type's makes the subtree one that may hold text.
enum TextlessSubtrees {
    /// Views that draw no text themselves, and value types written inside view code.
    private static let textless: Set<String> = [
        "Image", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "LazyHGrid", "LazyVGrid", "Grid", "GridRow", "ForEach", "Group",
        "Spacer", "Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse", "Color", "Divider", "Path",
        "GeometryReader", "ScrollView", "ScrollViewReader", "CGFloat", "CGSize", "CGRect", "CGPoint", "EdgeInsets", "Angle", "UnitPoint",
        "Double", "Int", "Float", "GridItem",
    ]

    /// How many functions or properties deep the reading follows.
    private static let depthLimit = 4

    /// Whether `expression` draws no text.
    static func drawsNoText(_ expression: ExprSyntax) -> Bool {
        guard let type = enclosingType(of: Syntax(expression)) else { return false }
        var visited: Set<String> = []
        return drawsNoText(Syntax(expression), in: type, depth: 0, visited: &visited)
    }

    private static func drawsNoText(_ root: Syntax, in type: any DeclGroupSyntax, depth: Int, visited: inout Set<String>) -> Bool {
        for node in [root] + root.descendants {
            if node.is(StringLiteralExprSyntax.self), !isPictureOrAccessibilityArgument(node) { return false }
            if let call = node.as(FunctionCallExprSyntax.self), !callDrawsNoText(call, in: type, depth: depth, visited: &visited) { return false }
            // A name shown as a view (`label`, `icon` alone in a builder, or in `.overlay(x)`).
            if let reference = node.as(DeclReferenceExprSyntax.self), isShownAsView(reference, root: root),
                !memberDrawsNoText(reference.baseName.text, in: type, depth: depth, visited: &visited)
            {
                return false
            }
        }
        return true
    }

    private static func callDrawsNoText(_ call: FunctionCallExprSyntax, in type: any DeclGroupSyntax, depth: Int, visited: inout Set<String>) -> Bool {
        // `x.modifier(…)`, `.init(…)`: a modifier or a method; its arguments are read on their own.
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return true }
        let name = reference.baseName.text
        if name == "Button" {
            // `Button { … } label: { … }` or `Button(action:) { … }`; `Button("Title")` shows text.
            return call.arguments.first.map { $0.label?.text == "action" } ?? true
        }
        if name.first?.isUppercase == true { return textless.contains(name) }
        return memberDrawsNoText(name, in: type, depth: depth, visited: &visited)
    }

    /// Whether the type's function or property `name` makes no text: one that returns no view is
    /// a value; one that returns a view is read in turn.
    private static func memberDrawsNoText(_ name: String, in type: any DeclGroupSyntax, depth: Int, visited: inout Set<String>) -> Bool {
        if visited.contains(name) { return true }
        guard depth < depthLimit, let found = member(name, in: type) else { return false }
        guard found.returned.contains("View") else { return true }
        visited.insert(name)
        return drawsNoText(found.body, in: type, depth: depth + 1, visited: &visited)
    }

    /// The return type (as written) and code of the type's one function or property `name`.
    private static func member(_ name: String, in type: any DeclGroupSyntax) -> (returned: String, body: Syntax)? {
        var found: [(returned: String, body: Syntax)] = []
        for item in type.memberBlock.members {
            if let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == name, let body = function.body {
                found.append((function.signature.returnClause?.type.trimmedDescription ?? "", Syntax(body)))
            }
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    let returned = binding.typeAnnotation?.type.trimmedDescription ?? "View"
                    if let accessor = binding.accessorBlock { found.append((returned, Syntax(accessor))) }
                }
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// Whether a lowercase name is the view a chain starts from (`content` of `content.padding()`)
    /// where that chain is shown: a statement of a builder, the view argument of `.overlay(x)`,
    /// `.background(x)`, `.mask(x)`, or the subtree read itself.
    private static func isShownAsView(_ reference: DeclReferenceExprSyntax, root: Syntax) -> Bool {
        guard reference.baseName.text.first?.isLowercase == true else { return false }
        var outer = Syntax(reference)
        while outer.id != root.id, let parent = outer.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == outer.id {
                outer = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == outer.id {
                outer = parent
            } else {
                break
            }
        }
        if outer.id == root.id { return true }
        if outer.parent?.is(CodeBlockItemSyntax.self) == true { return isBuilderStatement(outer) }
        guard let argument = outer.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let modifier = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return viewModifiers.contains(modifier.declName.baseName.text)
    }

    /// Modifiers whose closure or argument is a view.
    private static let viewModifiers: Set<String> = ["overlay", "background", "mask", "safeAreaInset"]

    /// Whether a statement shows a view: it is in a view's content closure (`ZStack { … }`, a
    /// button's label, `.overlay { … }`), or in a function or property body; not in an action
    /// (`Button { action } label: { … }`, `.onTapGesture { … }`).
    private static func isBuilderStatement(_ statement: Syntax) -> Bool {
        guard let closure = statement.parent?.parent?.parent?.as(ClosureExprSyntax.self) else { return true }
        var label: String?
        var call: FunctionCallExprSyntax?
        if let direct = closure.parent?.as(FunctionCallExprSyntax.self) {
            call = direct
        } else if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            label = element.label.text
            call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            label = argument.label?.text
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let call else { return false }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return viewModifiers.contains(member.declName.baseName.text) }
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return false }
        guard name == "Button" else { return label != "action" }
        // A button's label closure: `label:`, or the trailing closure after `action:`.
        return label == "label" || (label == nil && call.trailingClosure?.id == closure.id && call.argument("action") != nil)
    }

    /// A string an `Image(…)` names, or an accessibility modifier's, which is not drawn.
    private static func isPictureOrAccessibilityArgument(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let call = ancestor.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image" { return true }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    return member.declName.baseName.text.hasPrefix("accessibility")
                }
                return false
            }
            current = ancestor.parent
        }
        return false
    }

    private static func enclosingType(of node: Syntax) -> (any DeclGroupSyntax)? {
        var current = node.parent
        while let ancestor = current {
            if let declaration = ancestor.asProtocol(DeclGroupSyntax.self) { return declaration }
            current = ancestor.parent
        }
        return nil
    }
}

extension Syntax {
    /// Every node below this one, depth first.
    fileprivate var descendants: [Syntax] {
        var found: [Syntax] = []
        var stack = Array(children(viewMode: .sourceAccurate).reversed())
        while let node = stack.popLast() {
            found.append(node)
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }
}
