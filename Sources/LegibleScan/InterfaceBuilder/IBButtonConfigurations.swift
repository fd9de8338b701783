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

extension IBButtonConfigurations {
    /// What a configuration draws behind its title.
    enum Fill {
        /// Nothing of its own: a plain button without a background colour shows its superview's.
        case none
        /// The `<color>` the file gives it.
        case color(XMLElementNode)
        /// A fill the file does not give: a gray or tinted style's own, a filled one's tint, an image.
        case unknown
    }

    /// The fill of a configuration (`configuration` the `<buttonConfiguration>` element): its
    /// background configuration's colour, whatever the style (a colour set there replaces the
    /// style's, as `UIBackgroundConfiguration.backgroundColor` does); else a filled button's
    /// `baseBackgroundColor`; else none for a plain button, and not known for the other styles.
    /// OnionBrowser 44edf9a8 InstallViewController.xib:85, white on `Accent` (:94-96), was measured on
    /// the screen's systemBackground (1.00:1 in light) and its real failure, 2.29:1 in dark, missed.
    static func fill(of configuration: XMLElementNode) -> Fill {
        let style = configuration.attribute("style") ?? "plain"
        if let background = configuration.firstChildElement(where: { $0.name == "backgroundConfiguration" && $0.attribute("key") == "background" }) {
            // A picture or blur behind the title: its colours are not in the file.
            if background.childElements.contains(where: { ["image", "imageReference", "visualEffect", "blurEffect"].contains($0.name) }) {
                return .unknown
            }
            if let color = background.firstChildElement(where: { $0.name == "color" && $0.attribute("key") == "backgroundColor" }) {
                return .color(color)
            }
        }
        switch style {
        case "plain": return .none
        case "filled":
            let base = configuration.firstChildElement { $0.name == "color" && $0.attribute("key") == "baseBackgroundColor" }
            return base.map(Fill.color) ?? .unknown
        default: return .unknown
        }
    }

    /// Puts a button's own fill behind its title: a configuration's (``fill(of:)``), whose background
    /// found up from the button becomes what is behind a translucent fill. A fill the file does
    /// not give leaves the title unmeasured.
    ///
    /// A classic button's title over its own `backgroundImage` sits on that picture, whose colours
    /// the file does not give: not measured, as text over an image view is not (OnionBrowser
    /// 44edf9a8 BrowsingViewController.xib:49, a white "3" on the "shield" image code tints, was
    /// judged on the screen's white). Such a button of 64 pt or less is a badge (``IBBadges/buttonBadge(_:title:)``).
    static func applyFill(of node: XMLElementNode, to element: inout ScannedElement, attributes: IBAttributes) throws(SyntaxError) {
        if node.childElements.contains(where: { $0.name == "state" && $0.attribute("key") == "normal" && $0.attribute("backgroundImage") != nil }) {
            element.backgroundColor = nil
            element.badge = IBBadges.buttonBadge(node, title: element.text?.literal)
            return
        }
        guard let configuration = node.firstChildElement(where: { $0.name == "buttonConfiguration" }) else { return }
        switch fill(of: configuration) {
        case .none: return
        case .unknown: element.backgroundColor = nil
        case .color(let node):
            let color = try attributes.color(node)
            guard !IBAttributes.isClear(color) else { return }
            (element.backdropColor, element.backdropUnknown) = (element.backgroundColor, element.backgroundColor == nil)
            element.backgroundColor = color
            // An opaque fill of its own hides the superviews: code that colours them changes nothing behind the title.
            if !InterfaceBuilderReader.isTranslucent(color) { element.backgroundOutlets = [] }
        }
    }
}
