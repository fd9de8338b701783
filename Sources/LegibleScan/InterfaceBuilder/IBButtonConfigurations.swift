import LegibleSyntax
import LegibleTypeScale

/// What UIKit gives a button with a configuration (iOS 15's `UIButton.Configuration`, which
/// Interface Builder writes as `<buttonConfiguration>`) that the file does not write down: its
/// content insets and its title's font (`Tables/apple-button-defaults.csv`, with sources).
///
/// A medium button (Interface Builder's default, which writes no `buttonSize`) keeps 12 pt of
/// content inset on each side of its title at the default text size, whatever its style
/// (plain, gray, tinted, filled): an Apple engineer's answer on the Apple Developer Forums gives
/// (7, 12, 7, 12) as the default, set by the button's size and the Dynamic Type size, and Xcode's
/// own frames agree. Its title is Body text that follows Dynamic Type. The small, mini and large
/// sizes' insets are published nowhere, and a file that sets `contentInsets` leaves open whether
/// they replace the default or add to it (Apple's reference says "additional"): both stay
/// `overflow.unknown-width` notes that say which.
enum IBButtonConfigurations {
    /// The content inset on each side of a medium button's title at the default text size.
    /// At larger sizes UIKit may grow it, so the title's room is at most the button's width less
    /// twice this: an overflow found with it is one the title cannot escape.
    static let mediumSideInset = 12.0

    /// The font of a configuration's title that the file gives none: Body, following Dynamic
    /// Type (17 pt at the default size, as Xcode's frames measure it).
    static let defaultTitleFont = ScannedFont.textStyle(.body, weight: nil, live: true)

    /// The title font of a button without a configuration whose file gives none: UIKit's 15 pt
    /// System, which Dynamic Type does not change (Xcode draws such a "Button" 46 × 30 pt, as it
    /// draws one in 15 pt Subheadline).
    static let legacyTitleFont = ScannedFont.fixed(size: 15, unit: "pt", weight: .regular, family: nil)

    /// What a configuration takes from its button's width before the title: both side insets,
    /// or why that is not known.
    enum TitleInsets: Equatable {
        case known(Double)
        case unknown(reason: String)
    }

    /// The insets of a configuration's title (`configuration` the `<buttonConfiguration>`
    /// element), for a button with no image (an image shares the room by a size the file does not
    /// give, and is left to the caller).
    static func titleInsets(of configuration: XMLElementNode) -> TitleInsets {
        if configuration.childElements.contains(where: { $0.name == "directionalEdgeInsets" && $0.attribute("key") == "contentInsets" }) {
            return .unknown(
                reason:
                    "the file sets its button configuration's content insets, and whether UIKit adds them to the default 12 pt a side or uses them instead is not documented"
            )
        }
        let size = configuration.attribute("buttonSize") ?? "medium"
        guard size == "medium" else {
            return .unknown(reason: "a \(size) button configuration's content insets are published nowhere (only the medium size's 12 pt a side)")
        }
        return .known(2 * mediumSideInset)
    }

    /// The font of a configuration's title when the file gives none: Body for a medium button;
    /// `nil` (unknown) for the other sizes, whose text styles are not published either.
    static func defaultFont(of configuration: XMLElementNode) -> ScannedFont? {
        (configuration.attribute("buttonSize") ?? "medium") == "medium" ? defaultTitleFont : nil
    }
}
