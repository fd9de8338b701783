import SwiftSyntax

/// The branch of an `if` on a Bool constant that never runs: the body of `if debug { … }` when
/// the type declares `private let debug = false`, or its `else` when the constant is `true`.
/// A `let` with an initial value can never be assigned again, so the branch is dead code, and,
/// like an `#if DEBUG` clause, the scan does not read it (Threema a92bb3b9
/// `ChatSearchResultsTableViewCell.swift:17`, `:32-34`: a `.systemBlue` background set only
/// under `if debug`, judged as the label's background by `contrast.text`).
///
/// Only the plain shape counts: a condition that is the name (`debug`, `self.debug`) or its
/// negation (`!debug`), naming a `let` (instance or static) of the type whose code holds the
/// `if`, initialised to the literal `true` or `false`; or, outside any type, a top-level `let`
/// of the file. A `var`, a computed property, a name something nearer declares (a local, a
/// parameter, a closure's parameter, an `if let`), or any other condition is read as code that
/// may run.
///
/// Another file's constant counts too (``AppConstantFlags``): nostur-ios-public
/// `NestedThreadReplies.swift:356`, `if NestedThreadMetrics.showDebugLabels { Text(node.debugLine)
/// .font(.system(size: 9, …)) }`, on `static let showDebugLabels = false` in
/// `NestedReplyNode.swift:60`, was a `text.fixed-size` warning.
enum ConstantFlagBranches {
    /// Whether `node` is the body of an `if` one of whose conditions is always false, or the
    /// `else` (block or `else if`) of an `if` all of whose conditions are always true; `flags`
    /// are the app's constants other files declare.
    static func isNeverTaken(_ node: some SyntaxProtocol, flags: AppConstantFlags = AppConstantFlags()) -> Bool {
        guard let branch = node.parent?.as(IfExprSyntax.self) else { return false }
        let values = branch.conditions.map { constant($0.condition, flags: flags) }
        if branch.body.id == node.id { return values.contains(false) }
        guard let otherwise = branch.elseBody else { return false }
        switch otherwise {
        case .codeBlock(let block): guard block.id == node.id else { return false }
        case .ifExpr(let next): guard next.id == node.id else { return false }
        }
        return !values.isEmpty && values.allSatisfy { $0 == true }
    }

    /// The value a condition always has, `nil` when it may have either.
    private static func constant(_ condition: ConditionElementSyntax.Condition, flags: AppConstantFlags) -> Bool? {
        guard case .expression(let written) = condition else { return nil }
        var expression = written.unparenthesized
        var negated = false
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            negated = true
            expression = prefix.expression.unparenthesized
        }
        var found = flagValue(expression)
        if found == nil, case .literal(let value)? = flags.value(of: expression) { found = value }
        guard let value = found else { return nil }
        return negated ? !value : value
    }

    /// The literal a `let` named by `expression` (`name` or `self.name`) is initialised with.
    private static func flagValue(_ expression: ExprSyntax) -> Bool? {
        guard let name = StoredPropertyDefaults.propertyName(expression) else { return nil }
        // The member (or top-level statement) holding the `if`: what it declares itself shadows the constant.
        var current = expression.parent
        var holder: Syntax?
        while let ancestor = current {
            if ancestor.is(MemberBlockItemSyntax.self) || ancestor.parent?.parent?.is(SourceFileSyntax.self) == true { holder = ancestor }
            // In an extension or a protocol the name may be a member declared elsewhere.
            if ancestor.is(ExtensionDeclSyntax.self) || ancestor.is(ProtocolDeclSyntax.self) { return nil }
            // The literal first: the holder's tokens are walked only when there is one.
            if let members = typeMembers(ancestor) {
                guard let holder, let value = literal(named: name, in: members.map(\.decl)), !declares(name, in: holder) else { return nil }
                return value
            }
            if let file = ancestor.as(SourceFileSyntax.self) {
                let declarations = file.statements.compactMap { $0.item.as(DeclSyntax.self) }
                guard let holder, let value = literal(named: name, in: declarations), !declares(name, in: holder) else { return nil }
                return value
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The members of a class, struct, enum or actor declaration.
    private static func typeMembers(_ node: Syntax) -> MemberBlockItemListSyntax? {
        node.as(ClassDeclSyntax.self)?.memberBlock.members ?? node.as(StructDeclSyntax.self)?.memberBlock.members
            ?? node.as(EnumDeclSyntax.self)?.memberBlock.members ?? node.as(ActorDeclSyntax.self)?.memberBlock.members
    }

    /// The `true` or `false` literal of the one `let name = …` among `declarations`.
    private static func literal(named name: String, in declarations: [DeclSyntax]) -> Bool? {
        var found: Bool?
        var count = 0
        for declaration in declarations {
            guard let variable = declaration.as(VariableDeclSyntax.self) else {
                // A function of that name makes the reference unsure.
                if declaration.as(FunctionDeclSyntax.self)?.name.text == name { return nil }
                continue
            }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                count += 1
                guard variable.bindingSpecifier.tokenKind == .keyword(.let), binding.accessorBlock == nil,
                    let value = binding.initializer?.value.as(BooleanLiteralExprSyntax.self)
                else { return nil }
                found = value.literal.tokenKind == .keyword(.true)
            }
        }
        return count == 1 ? found : nil
    }

    /// Whether `root` declares `name` itself: a local, a parameter, a closure's parameter, an
    /// `if let name`.
    private static func declares(_ name: String, in root: Syntax) -> Bool {
        root.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == name, let parent = token.parent else { return false }
            return parent.is(IdentifierPatternSyntax.self) || parent.is(FunctionParameterSyntax.self)
                || parent.is(ClosureShorthandParameterSyntax.self) || parent.is(ClosureParameterSyntax.self)
                || parent.is(EnumCaseParameterSyntax.self)
        }
    }
}
