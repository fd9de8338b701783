import LegibleScan
import SwiftSyntax

/// The colour a text sits on when it is in the `body` of a view the window shows as its whole
/// content (``WindowRootViews``) and no view between draws a background: the window's own,
/// `systemBackground` (swift-paperless `DatabaseBootstrapView.swift:93` and `:152`, a `.secondary`
/// and a red caption in a bare `VStack`, 3.4:1 and 3.56:1 on white, were never judged).
///
/// The walk up from the text is ``AncestorBackdrop``'s, which stops at anything that may paint
/// and passes only stacks and the like; it must reach the top of the view's `body`. A text in a
/// `Button`, a list, a sheet's content or any container it cannot pass is not judged so. As for a
/// list row's colour (``ScannedElement/listRowBackdrop``), the colour is an iOS screen's.
extension AncestorBackdrop {
    /// `systemBackground` when the text whose chain is `chain` is drawn straight on a window
    /// root's `body`; `nil` when it is not sure.
    func windowRoot(under chain: ModifierChain, background: (FunctionCallExprSyntax) -> ScannedColor?) -> ScannedColor? {
        guard !scan.facts.windowRootViews.isEmpty, case .pass = read(ListRowBackdrop.allModifiers(chain), background: background) else { return nil }
        return BackdropWalk.fill(
            from: chain, through: Self.transparent, oneClosure: true,
            step: { _, outer in
                // A fill found here is ``AncestorBackdrop/color(under:background:)``'s to give.
                guard case .pass = read(ListRowBackdrop.allModifiers(outer), background: background) else { return .stop }
                return .pass
            },
            top: { declaration in
                guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.first?.pattern.trimmedDescription == "body",
                    let type = variable.parent?.parent?.parent?.parent?.as(StructDeclSyntax.self),
                    scan.facts.windowRootViews.contains(type.name.text)
                else { return nil }
                return .system("systemBackground")
            })
    }
}
