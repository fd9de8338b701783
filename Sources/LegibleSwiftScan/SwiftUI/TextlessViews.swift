import LegibleScan
import SwiftSyntax

/// The SwiftUI views a file declares whose `body` draws only images and shapes
/// (``TextlessAppViews``): every view it makes is an `Image`, a shape, a stack or `ForEach`, or
/// another such view of the file (EhPanda a67ba072 `RatingView.swift:15`, whose stars are
/// `FilledStar`, `HalfFilledStar` and `NotFilledStar`, each an `Image(systemSymbol:)`). A body
/// that makes anything else (a `Text`, a `Button`, a view of another file) or no image at all is
/// not one.
enum TextlessViews {
    private static let drawsNoText: Set<String> = [
        "Image", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "ForEach", "Group", "Spacer", "Circle", "Rectangle",
        "RoundedRectangle", "Capsule", "Ellipse", "Color", "Divider", "Path",
    ]

    /// The names of the file's textless views.
    static func declared(in tree: SourceFileSyntax) -> Set<String> {
        var bodies: [String: [String]] = [:]
        for node in tree.tokens(viewMode: .sourceAccurate) where node.tokenKind == .keyword(.struct) {
            guard let declaration = node.parent?.as(StructDeclSyntax.self), let body = viewBody(declaration) else { continue }
            let called = body.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
                    let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                    reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id
                        || reference.parent?.is(MacroExpansionExprSyntax.self) == true
                else { return nil }
                return name
            }
            // A view named without a call (`title`, `content`) may be text: not read.
            let names = body.tokens(viewMode: .sourceAccurate).filter {
                if case .identifier(let name) = $0.tokenKind {
                    return name.first?.isLowercase == true && $0.parent?.is(DeclReferenceExprSyntax.self) == true
                        && $0.parent?.parent?.is(CodeBlockItemSyntax.self) == true
                }
                return false
            }
            guard called.contains("Image") || called.contains(where: { !drawsNoText.contains($0) }), names.isEmpty,
                !body.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .stringQuote })
            else { continue }
            bodies[declaration.name.text] = called
        }
        // Views of the file that make only textless views, until none is added.
        var textless = Set<String>()
        var changed = true
        while changed {
            changed = false
            for (name, called) in bodies where !textless.contains(name) {
                guard called.allSatisfy({ drawsNoText.contains($0) || textless.contains($0) }),
                    called.contains("Image") || called.contains(where: textless.contains)
                else { continue }
                textless.insert(name)
                changed = true
            }
        }
        return textless
    }

    /// The code of `var body: some View { … }` of a view struct.
    private static func viewBody(_ declaration: StructDeclSyntax) -> Syntax? {
        guard declaration.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "View" }) == true else { return nil }
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body", let accessor = binding.accessorBlock
            else { continue }
            return Syntax(accessor)
        }
        return nil
    }
}
