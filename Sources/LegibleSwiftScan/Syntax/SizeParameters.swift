import SwiftSyntax

/// An app's font helper whose size is its parameter: `func bold(_ text: String, fontSize: CGFloat =
/// 28)` making `UIFont.systemFont(ofSize: fontSize, weight: .semibold)` (IVPN df9951dc
/// `NSMutableAttributedString+Ext.swift:29, :37`, called with `fontSize: 14` for the whole terms
/// of service at `TermsOfServiceViewController.swift:73` and after; missed). A parameter with a
/// number as its default is a number its callers give: the font is fixed whatever they pass,
/// and the finding is at the helper, the one place to fix. A parameter without a number default
/// may be given a scaled size (`UIFontMetrics.default.scaledValue(for:)`): not read.
enum SizeParameters {
    /// `fontSize, a parameter (28 by default)` when `size` names a parameter of the function or
    /// initializer around it whose default is a number; `nil` for anything else.
    static func numberParameter(_ size: ExprSyntax) -> String? {
        guard let reference = size.unparenthesized.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        let name = reference.baseName.text
        var current = Syntax(size).parent
        while let ancestor = current {
            // A closure's own parameter of that name would shadow the function's.
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(MemberBlockSyntax.self) { return nil }
            if let function = ancestor.as(FunctionDeclSyntax.self) { return describe(name, in: function.signature.parameterClause) }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) { return describe(name, in: initializer.signature.parameterClause) }
            current = ancestor.parent
        }
        return nil
    }

    private static func describe(_ name: String, in clause: FunctionParameterClauseSyntax) -> String? {
        guard let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
            let value = parameter.defaultValue?.value.as(FloatLiteralExprSyntax.self)?.literal.text
                ?? parameter.defaultValue?.value.as(IntegerLiteralExprSyntax.self)?.literal.text
        else { return nil }
        return "\(name), a parameter (\(value) by default)"
    }
}
