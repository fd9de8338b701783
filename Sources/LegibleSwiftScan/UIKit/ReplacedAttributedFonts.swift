import SwiftSyntax

/// An attributed string's `.font` that a later `label.font = …` replaces: UILabel applies a
/// `font` set after `attributedText` to the whole text, so the attributes' font never shows and
/// the label's own font is judged where it is set. Vocable 447a8e21 `EmptyStateView.swift:141`,
/// `NSAttributedString(string: type.title, attributes: [.font: UIFont.boldSystemFont(ofSize: 24), …])`
/// given to `titleAttributedText`, a property whose setter is `titleLabel.attributedText =
/// newValue` (:108-113); `init` then calls `commonInit()` (:157), which calls
/// `updateContentForCurrentTraitCollection()` (:206), which sets `titleLabel.font` (:224). The
/// 24 pt was reported although 22/28 pt shows (and is reported at :224).
///
/// Followed only this far: the string made in the dictionary's own `NSAttributedString(string:attributes:)`
/// call, given to `label.attributedText` directly, through a local `let`, or through a property of
/// the same type whose setter gives `newValue` to `label.attributedText`; then a `label.font =`
/// later in the same function, or in a method of the type that function calls later (3 calls deep).
enum ReplacedAttributedFonts {
    /// Whether a later `font =` replaces the font of the attributes dictionary `dictionary`.
    static func isReplaced(_ dictionary: DictionaryExprSyntax) -> Bool {
        guard let argument = dictionary.parent?.as(LabeledExprSyntax.self), argument.label?.text == "attributes",
            let made = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            ["NSAttributedString", "NSMutableAttributedString"].contains(made.calledExpression.trimmedDescription),
            let type = enclosingMembers(of: Syntax(made))
        else { return false }
        for assignment in assignments(of: ExprSyntax(made)) {
            guard let label = label(assignedBy: assignment.target, members: type) else { continue }
            var visited: Set<String> = []
            if setsFontLater(label, after: Syntax(assignment.statement), members: type, visited: &visited) { return true }
        }
        return false
    }

    /// Each `target = made` statement: the call's own assignment, or a local `let name = made`
    /// then `target = name` later in the same block.
    private static func assignments(of made: ExprSyntax) -> [(target: ExprSyntax, statement: CodeBlockItemSyntax)] {
        if let (target, value) = assignment(made.parent), value.id == made.id, let statement = statement(around: Syntax(made)) {
            return [(target, statement)]
        }
        guard let binding = made.parent?.parent?.as(PatternBindingSyntax.self),
            binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let declaration = statement(around: Syntax(binding)), let block = declaration.parent?.as(CodeBlockItemListSyntax.self)
        else { return [] }
        var found: [(ExprSyntax, CodeBlockItemSyntax)] = []
        var after = false
        for item in block {
            if item.id == declaration.id {
                after = true
            } else if after,
                let expression = item.item.as(ExprSyntax.self), let (target, value) = assignment(Syntax(expression)),
                value.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            {
                found.append((target, item))
            }
        }
        return found
    }

    /// `[target, =, value]` of the infix sequence whose elements `list` holds.
    private static func assignment(_ node: Syntax?) -> (ExprSyntax, ExprSyntax)? {
        let list = node?.as(ExprListSyntax.self) ?? node?.as(SequenceExprSyntax.self)?.elements
        guard let list else { return nil }
        let elements = Array(list)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], elements[2])
    }

    private static func statement(around node: Syntax) -> CodeBlockItemSyntax? {
        var current: Syntax? = node
        while let each = current {
            if let item = each.as(CodeBlockItemSyntax.self) { return item }
            current = each.parent
        }
        return nil
    }

    /// The label `target` gives attributed text to: `label` of `label.attributedText` (or
    /// `self.label.attributedText`), or of the setter of a property `target` names.
    private static func label(assignedBy target: ExprSyntax, members: MemberBlockSyntax) -> String? {
        let text = target.trimmedDescription.replacingOccurrences(of: "self.", with: "")
        if text.hasSuffix(".attributedText") {
            let label = String(text.dropLast(".attributedText".count))
            return label.contains(".") || label.isEmpty ? nil : label
        }
        guard !text.contains(".") else { return nil }
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == text {
                guard case .accessors(let accessors)? = binding.accessorBlock?.accessors,
                    let setter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }), let body = setter.body
                else { return nil }
                for item in body.statements {
                    guard let (target, value) = assignment(Syntax(item.item)), value.trimmedDescription == "newValue"
                    else { continue }
                    let assigned = target.trimmedDescription.replacingOccurrences(of: "self.", with: "")
                    if assigned.hasSuffix(".attributedText") {
                        let label = String(assigned.dropLast(".attributedText".count))
                        return label.contains(".") || label.isEmpty ? nil : label
                    }
                }
                return nil
            }
        }
        return nil
    }

    /// Whether `label.font =` follows `node` in its function, or in a method of the type called after it.
    private static func setsFontLater(_ label: String, after node: Syntax, members: MemberBlockSyntax, visited: inout Set<String>) -> Bool {
        var current = node
        while let parent = current.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                var after = false
                for item in block {
                    if item.id == current.id {
                        after = true
                    } else if after, runs(item, setting: label, members: members, depth: 0, visited: &visited) {
                        return true
                    }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            current = parent
        }
        return false
    }

    /// Whether `node` sets `label.font`, or calls a method of the type (`name()`, `self.name()`) that does.
    private static func runs(_ node: some SyntaxProtocol, setting label: String, members: MemberBlockSyntax, depth: Int, visited: inout Set<String>) -> Bool {
        for token in node.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .identifier("font"), let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                access.base?.trimmedDescription.replacingOccurrences(of: "self.", with: "") == label,
                let (target, _) = assignment(access.parent), target.id == ExprSyntax(access).id
            {
                return true
            }
            guard depth < 3, case .identifier(let name) = token.tokenKind, !visited.contains(name),
                let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                let call =
                    (reference.parent?.as(FunctionCallExprSyntax.self)
                        ?? reference.parent?.as(MemberAccessExprSyntax.self).flatMap {
                            $0.base?.trimmedDescription == "self" ? $0.parent?.as(FunctionCallExprSyntax.self) : nil
                        }),
                call.calledExpression.trimmedDescription.replacingOccurrences(of: "self.", with: "") == name
            else { continue }
            visited.insert(name)
            for member in members.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name, let body = function.body else { continue }
                if runs(body, setting: label, members: members, depth: depth + 1, visited: &visited) { return true }
            }
        }
        return false
    }

    /// The member block of the class or struct around `node`.
    private static func enclosingMembers(of node: Syntax) -> MemberBlockSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let type = ancestor.as(ClassDeclSyntax.self) { return type.memberBlock }
            if let type = ancestor.as(StructDeclSyntax.self) { return type.memberBlock }
            current = ancestor.parent
        }
        return nil
    }
}
