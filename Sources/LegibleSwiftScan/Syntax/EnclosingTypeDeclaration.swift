import SwiftSyntax

extension SyntaxProtocol {
    /// The nearest class, struct or extension around this node: where a stored property a name
    /// in it reads is declared (a monogram's label, an emoji type's `rawValue`).
    var enclosingTypeDeclaration: Syntax? {
        var current = parent
        while let ancestor = current {
            if ancestor.is(ClassDeclSyntax.self) || ancestor.is(StructDeclSyntax.self) || ancestor.is(ExtensionDeclSyntax.self) { return ancestor }
            current = ancestor.parent
        }
        return nil
    }
}
