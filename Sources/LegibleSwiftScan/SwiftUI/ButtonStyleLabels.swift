import LegibleScan
import SwiftSyntax

/// A `ButtonStyle`'s body: `configuration.label` with its modifiers is every button the style is
/// given, drawn and tapped at the size the chain fixes (`target.small`). Aidoku eb812a56
/// `MangaDetailsHeaderView.swift:541`, `configuration.label….frame(width: 40, height: 32)` in
/// `MangaActionButtonStyle`, was a 32 pt tall target the scan did not see.
enum ButtonStyleLabels {
    /// Whether `root` is the label of the configuration `makeBody(configuration:)` of a type
    /// declared `ButtonStyle` is given (a `PrimitiveButtonStyle` builds its own `Button`, read as one).
    static func isStyledLabel(_ root: ExprSyntax) -> Bool {
        guard let member = root.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "label",
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        else { return false }
        var current = root.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                guard function.name.text == "makeBody", let parameter = function.signature.parameterClause.parameters.first,
                    (parameter.secondName ?? parameter.firstName).text == base.baseName.text
                else { return false }
                return isButtonStyle(declaring: function)
            }
            if node.is(ClosureExprSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// Whether the struct, class or extension `function` is declared in conforms to `ButtonStyle`.
    private static func isButtonStyle(declaring function: FunctionDeclSyntax) -> Bool {
        let clause: InheritanceClauseSyntax?
        guard let container = function.parent?.parent?.parent?.parent else { return false }
        if let type = container.as(StructDeclSyntax.self) {
            clause = type.inheritanceClause
        } else if let type = container.as(ExtensionDeclSyntax.self) {
            clause = type.inheritanceClause
        } else if let type = container.as(ClassDeclSyntax.self) {
            clause = type.inheritanceClause
        } else {
            return false
        }
        return clause?.inheritedTypes.contains { ["ButtonStyle", "SwiftUI.ButtonStyle"].contains($0.type.trimmedDescription) } ?? false
    }
}

extension SwiftUIElements {
    /// The button a style's `configuration.label` chain draws, at the size the chain fixes; where
    /// the finding points is the `.frame` that fixes it (else the label).
    func styledLabel(_ chain: ModifierChain) {
        let tapIndex = chain.modifiers.firstIndex { $0.name == "onTapGesture" || $0.name == "onLongPressGesture" } ?? chain.modifiers.endIndex
        let frame = FrameArithmetic(chain.modifiers[..<tapIndex], constants: scan.constants)
        guard frame.width != nil || frame.height != nil, !frame.isEmpty, !SystemDrawnControls.isUntappable(chain) else { return }
        let anchor = chain.first("frame")?.nameNode ?? Syntax(chain.root)
        var element = ScannedElement(kind: .button, id: scan.elementID(anchor), location: scan.location(of: anchor), platform: .iOS)
        element.width = frame.width
        element.height = frame.height
        element.hitAreaOutset = frame.outset
        element.textWidth = .unknown(reason: "a button style's label, whose text is each button's")
        scan.add(element, spanning: chain.outermost)
    }
}
