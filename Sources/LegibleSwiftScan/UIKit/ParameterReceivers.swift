import SwiftSyntax

/// A view a helper sets through its parameter (`func updateLabelVibrancy(_ label: UILabel?, …)
/// { label.textColor = color }`) is each view the same type passes it (`updateLabelVibrancy(detailTextLabel,
/// …)`): what the helper sets, code sets on those views. NetNewsWire 834decfa
/// `VibrantTableViewCell.swift:61-63` colours its cell's own `textLabel` and `detailTextLabel` so,
/// and `SettingsTableViewCell.xib:27`'s colour was judged as if nothing replaced it.
enum ParameterReceivers {
    /// The views (`detailTextLabel`) the type around `node` passes as parameter `name` of the
    /// function around `node`; empty when `name` is no parameter of it or no call passes a view
    /// by its bare name.
    static func arguments(forParameter name: String, at node: some SyntaxProtocol) -> [String] {
        var current = node.parent
        var function: FunctionDeclSyntax?
        while let ancestor = current {
            if let declaration = ancestor.as(FunctionDeclSyntax.self) {
                function = declaration
                break
            }
            if ancestor.is(ClassDeclSyntax.self) || ancestor.is(StructDeclSyntax.self) || ancestor.is(ExtensionDeclSyntax.self) { return [] }
            current = ancestor.parent
        }
        guard let function else { return [] }
        let parameters = Array(function.signature.parameterClause.parameters)
        guard let position = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) else { return [] }
        var type = function.parent
        while let ancestor = type, !ancestor.is(ClassDeclSyntax.self), !ancestor.is(ExtensionDeclSyntax.self) { type = ancestor.parent }
        guard let type else { return [] }
        let calls = CallCollector(name: function.name.text, count: parameters.count)
        calls.walk(type)
        return calls.calls.compactMap { call in
            let arguments = Array(call.arguments)
            guard position < arguments.count else { return nil }
            let text = UIKitReader.normalized(arguments[position].expression.trimmedDescription)
            return !text.isEmpty && text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? text : nil
        }
    }

    /// The calls of one function name with as many arguments as it has parameters.
    private final class CallCollector: SyntaxVisitor {
        let name: String
        let count: Int
        var calls: [FunctionCallExprSyntax] = []

        init(name: String, count: Int) {
            (self.name, self.count) = (name, count)
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledName == name, node.arguments.count == count { calls.append(node) }
            return .visitChildren
        }
    }
}
