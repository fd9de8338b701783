import SwiftSyntax

extension SyntaxProtocol {
    /// Whether the node is in a class's or an extension's code, not a struct's, an enum's or an
    /// actor's: UIKit views are classes, so only there does `font = …` or `textColor = …` set a
    /// view's own property (a SwiftUI view, a struct, has neither).
    var isInClassCode: Bool {
        var current = parent
        while let ancestor = current {
            if ancestor.is(ClassDeclSyntax.self) || ancestor.is(ExtensionDeclSyntax.self) { return true }
            if ancestor.is(StructDeclSyntax.self) || ancestor.is(EnumDeclSyntax.self) || ancestor.is(ActorDeclSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }
}
