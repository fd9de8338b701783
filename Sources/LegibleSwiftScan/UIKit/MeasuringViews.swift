import SwiftSyntax

/// A view made only to measure text, which never gets a superview: no one reads its text, so its
/// font is not judged. VLC 12cd503e `SettingsCell.swift:140` and `:147` make two labels in the
/// closures of `private static let measurementTitleLabel` and `measurementSubitleLabel`, and only
/// set their text and call `textRect(forBounds:limitedToNumberOfLines:)` on them to size a row;
/// both were `text.not-live` warnings.
///
/// Read from the names alone: a local view (`let label = UILabel()`) every use of which is the
/// base of a member access (`label.text = …`, `label.sizeThatFits(…)`) is handed to nothing, so
/// nothing adds it to a view. One the closure of a `private` (or `fileprivate`) stored property
/// returns is that property's, and is handed to nothing when every use of the property in the file
/// is such a base too (`Self.measurementTitleLabel.text = …`). A view passed to anything, stored,
/// put in an array or returned to a caller (`addSubview(label)`, `cell.accessoryView = label`,
/// `[label].forEach …`, `return label` from a function) may be shown, and is judged as before.
enum MeasuringViews {
    /// Whether the view `receiver` names, set on at `node`, is never handed to anything.
    static func neverShown(_ receiver: String, at node: Syntax, scan: SwiftFileScan) -> Bool {
        guard !receiver.isEmpty, receiver != "self", !receiver.hasPrefix("$"), !receiver.contains(where: { ".[(".contains($0) }) else { return false }
        guard let block = declaringBlock(of: receiver, at: node) else { return false }
        var returned = false
        for token in block.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(receiver) {
            if token.parent?.is(IdentifierPatternSyntax.self) == true || isMemberBase(token) { continue }
            if token.parent?.parent?.is(ReturnStmtSyntax.self) == true {
                returned = true
                continue
            }
            return false
        }
        guard returned else { return true }
        guard let property = privateProperty(initialisedBy: block) else { return false }
        // Its own declaration is the one use of the name that is no member base.
        return scan.nonMemberUses[property.text] == 1
    }

    /// How many times each identifier of `tree` is written other than as the base of a member
    /// access: counted once per file (``SwiftFileScan/nonMemberUses``) for every property
    /// ``neverShown(_:at:scan:)`` asks about.
    static func nonMemberUses(in tree: SourceFileSyntax) -> [String: Int] {
        var counts: [String: Int] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, !isMemberBase(token) else { continue }
            counts[name, default: 0] += 1
        }
        return counts
    }

    /// The code block (a function's, a closure's) whose statements declare `name`; `nil` for a
    /// type's stored property, whose uses may be anywhere.
    private static func declaringBlock(of name: String, at node: Syntax) -> CodeBlockItemListSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let block = ancestor.as(CodeBlockItemListSyntax.self), declares(block, name) { return block }
            if ancestor.is(MemberBlockSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    private static func declares(_ block: CodeBlockItemListSyntax, _ name: String) -> Bool {
        block.contains { item in
            item.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } ?? false
        }
    }

    /// Whether a name is the base of a member access: `label.`, `label?.`, `label!.`.
    private static func isMemberBase(_ token: TokenSyntax) -> Bool {
        guard var next = token.nextToken(viewMode: .sourceAccurate) else { return false }
        if next.tokenKind == .postfixQuestionMark || next.tokenKind == .exclamationMark, let after = next.nextToken(viewMode: .sourceAccurate) { next = after }
        return next.tokenKind == .period
    }

    /// The name of the `private` or `fileprivate` stored property whose initialiser is the
    /// immediately called closure `block` is the body of (`private static let x: UILabel = { … }()`).
    private static func privateProperty(initialisedBy block: CodeBlockItemListSyntax) -> TokenSyntax? {
        guard let closure = block.parent?.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == ExprSyntax(closure).id, call.arguments.isEmpty,
            let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
            variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) })
        else { return nil }
        return name
    }
}
