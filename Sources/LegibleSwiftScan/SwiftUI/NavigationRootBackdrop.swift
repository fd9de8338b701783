import LegibleScan
import SwiftSyntax

/// The colour a text sits on when it is in a `NavigationStack`'s (or `NavigationView`'s) content
/// and no view between draws a background: the navigation container's own, the system background.
/// VernissageMobile ba047448 `UserMuteSheet.swift:51-53`, a `.footnote` `.secondary` text in a
/// `VStack` that is the sheet's `NavigationStack`'s content, 3.43:1 on white, was never judged,
/// while the same text in a `List` row was (`ProfileEditSheet.swift:106`, fresh-ios26b pattern 4).
///
/// A navigation stack draws its screens on `systemBackground`, opaque, whatever is behind it or
/// presents it (a sheet, a tab). Only what is sure counts: the walk up from the text is
/// ``AncestorBackdrop``'s, which stops at anything that may paint; the stack's own chain draws
/// no background, presentation background or faded look (those may show something else through
/// it), and nothing in its content sets `.containerBackground(_:for: .navigation)`, which
/// replaces the colour. Only a text in one of the system's label colours (`.primary`,
/// `.secondary`…) is judged so: they change with the appearance as the background does, so a
/// colour scheme forced in another file (the app's root) changes no verdict's sense. The colour
/// is an iOS screen's, kept for the Mac and dropped for other platforms as a list row's is
/// (``ScannedElement/listRowBackdrop``).
extension AncestorBackdrop {
    private static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView"]
    private static let paintsThrough: Set<String> = ["background", "backgroundStyle", "presentationBackground", "containerBackground", "overlay"]

    /// `systemBackground` when the text whose chain is `chain`, in `textColor`, is drawn straight
    /// on a navigation stack's content; `nil` when it is not sure.
    func navigationRoot(under chain: ModifierChain, textColor: ScannedColor, background: (FunctionCallExprSyntax) -> ScannedColor?) -> ScannedColor? {
        guard case .system(let name) = textColor, name.lowercased().hasSuffix("label"),
            case .pass = read(ListRowBackdrop.allModifiers(chain), background: background)
        else { return nil }
        return BackdropWalk.fill(
            from: chain, through: Self.transparent, oneClosure: true,
            step: { _, outer in
                // A fill found here is ``AncestorBackdrop/color(under:background:)``'s to give.
                guard case .pass = read(ListRowBackdrop.allModifiers(outer), background: background) else { return .stop }
                return .pass
            },
            end: { call, name in
                guard Self.navigationContainers.contains(name), let outer = ModifierChain(outermost: call.outermostOfModifierChain),
                    !outer.modifiers.contains(where: { Self.paintsThrough.contains($0.name) || Self.fades($0.name) }),
                    call.trailingClosure?.description.contains("containerBackground") == false
                else { return nil }
                return .system("systemBackground")
            })
    }
}
