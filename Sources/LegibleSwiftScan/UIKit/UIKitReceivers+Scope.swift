import SwiftSyntax

extension UIKitReader {
    /// The scope a receiver's name belongs to (see ``UIKitReceiver``).
    static func scopeKey(_ receiver: String, node: some SyntaxProtocol) -> String {
        let root = String(receiver.prefix { $0 != "." && $0 != "[" && $0 != "(" })
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                if root.hasPrefix("$") { return "\(closure.id)" }
                if let parameters = closure.signature?.parameterClause,
                    parameters.trimmedDescription.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(Substring(root))
                {
                    return "\(closure.id)"
                }
            }
            if let block = ancestor.as(CodeBlockItemListSyntax.self), declares(block, root) { return "\(block.id)" }
            if ancestor.is(ClassDeclSyntax.self) || ancestor.is(StructDeclSyntax.self) || ancestor.is(ExtensionDeclSyntax.self)
                || ancestor.is(EnumDeclSyntax.self) || ancestor.is(ActorDeclSyntax.self)
            {
                return "\(ancestor.id)"
            }
            current = ancestor.parent
        }
        return "file"
    }

    private static func declares(_ block: CodeBlockItemListSyntax, _ name: String) -> Bool {
        block.contains { item in
            guard let variable = item.item.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }
}

extension UIKitReader {
    /// The key a receiver is kept under (scope and name, ``scopeKey(_:node:)``), with the view
    /// `updateUIView(_:context:)` is given taken for the one `makeUIView(context:)` returns: a
    /// representable's update is handed the view its make made, so a font set on both is set on
    /// one view (fresh iOS judge 14b, D4). Element X 5d0343c4 `MessageComposerTextField.swift:76`
    /// (`textView.font = font` on the local `makeUIView` returns) and `:122` (the same on
    /// `updateUIView(_ textView: UITextView, …)`) were two `text.not-live` warnings.
    static func receiverKey(_ receiver: String, node: some SyntaxProtocol) -> String {
        let root = String(receiver.prefix { $0 != "." && $0 != "[" && $0 != "(" && $0 != "?" && $0 != "!" })
        guard let made = madeView(for: root, node: node) else { return scopeKey(receiver, node: node) + "|" + receiver }
        return "\(made.block.id)|" + made.name + receiver.dropFirst(root.count)
    }

    /// Whether `receiver` is the view `updateUIView` is given, taken for the one `makeUIView`
    /// returns (``receiverKey(_:node:)``): the same font set again there is the one set where the
    /// view is made, where it is reported (Element X's `:76`, not `:122`).
    static func updatesMadeView(_ receiver: String, node: some SyntaxProtocol) -> Bool {
        madeView(for: String(receiver.prefix { $0 != "." && $0 != "[" && $0 != "(" && $0 != "?" && $0 != "!" }), node: node) != nil
    }

    /// When `name` is the view parameter of the `updateUIView`/`updateNSView` around `node` (not
    /// inside a closure that rebinds it), the local its type's `makeUIView`/`makeNSView` declares
    /// and returns, with the statements that declare it.
    private static func madeView(for name: String, node: some SyntaxProtocol) -> (name: String, block: CodeBlockItemListSyntax)? {
        var current = node.parent
        var update: FunctionDeclSyntax?
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                update = function
                break
            }
            if ancestor.is(ClosureExprSyntax.self) || ancestor.isProtocol(DeclGroupSyntax.self) { return nil }
            current = ancestor.parent
        }
        guard let update, ["updateUIView", "updateNSView"].contains(update.name.text),
            let parameter = update.signature.parameterClause.parameters.first,
            (parameter.secondName ?? parameter.firstName).text == name,
            let members = update.parent?.parent?.as(MemberBlockItemListSyntax.self)
        else { return nil }
        let makeName = update.name.text == "updateUIView" ? "makeUIView" : "makeNSView"
        for member in members {
            guard let make = member.decl.as(FunctionDeclSyntax.self), make.name.text == makeName, let body = make.body?.statements,
                let returned = returnedLocal(body), declares(body, returned)
            else { continue }
            return (returned, body)
        }
        return nil
    }

    /// The name `return name` (or the last expression, a bare name) gives back in `body`.
    private static func returnedLocal(_ body: CodeBlockItemListSyntax) -> String? {
        for item in body.reversed() {
            if let statement = item.item.as(ReturnStmtSyntax.self) {
                return statement.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
            if let expression = item.item.as(DeclReferenceExprSyntax.self), item.id == body.last?.id { return expression.baseName.text }
        }
        return nil
    }
}
