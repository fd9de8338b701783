import LegibleScan
import SwiftSyntax

/// What UIKit code sets on one view (`titleLabel.font = …`, `titleLabel.textColor = …`),
/// gathered over its scope so properties set in different statements meet.
///
/// A receiver is the text before the property with `self.`, `?` and `!` removed
/// (`self.titleLabel?.font` → `titleLabel`); its scope is the closure or block that declares it
/// (a local `let label = UILabel()`, `$0` in a configuration closure), else the type around it,
/// so a property set in `init` and another in `setUp()` of the same class are the same view's.
struct UIKitReceiver {
    var name: String
    var firstNode: Syntax
    var fontNode: Syntax?
    var font: FontReading?
    /// A fixed size named by a UIKit constant, as written (``FixedSizeConstants``), instead of ``font``.
    var sizeConstant: String?
    /// Fixed fonts and text styles set in another branch of a `switch` or `if` than the later
    /// ``font`` (``ExclusiveBranches``): each is shown in its own case.
    var branchFonts: [BranchFont] = []
    var adjustsForContentSize: Bool?
    var shrinks: (node: Syntax, mechanism: String)?
    var minimumScale: Double?
    /// Whether `minimumScaleFactor` is set at all (to a value the scan may not know).
    var setsMinimumScale = false
    /// An `AttributeContainer` (a button configuration's title attributes), not a view.
    var isAttributeContainer = false
    var numberOfLines: Int?
    var textColor: ScannedColor?
    var backgroundColor: ScannedColor?
    var text: ScannedText?
    var lastNode: Syntax
    /// A number given to `fontSize` (``LayerFontSizes``) and where.
    var layerFontSize: (size: Double, node: Syntax)?

    /// Whether it is a `UIListContentConfiguration`'s `textProperties`, not a view: its
    /// `adjustsFontForContentSizeCategory` is on unless code turns it off.
    var isListTextProperties: Bool { name.lowercased().hasSuffix("textproperties") }

    /// The kind of view its name suggests (``ScannedElement/Kind/uiKitView(named:)``).
    var kind: ScannedElement.Kind { .uiKitView(named: name) }
}

/// A fixed font or text style set on a view in one branch of a `switch` or `if` (``ExclusiveBranches``).
struct BranchFont {
    var node: Syntax
    var font: ScannedFont?
    var sizeConstant: String?
}

extension UIKitReceiver {
    /// Records `view.font = …` read as `reading` or a UIKit size constant. A fixed font set
    /// earlier in another branch of a `switch` or `if`, or replaced in a branch that may not run,
    /// is kept as a ``BranchFont``: that path shows it, whatever the later one sets. Elsewhere the
    /// later assignment replaces it.
    mutating func assignFont(_ reading: FontReading?, sizeConstant: String?, node: Syntax) {
        // A text style too: Delta adee3c5c `GameCollectionViewController.swift:559`, a bold
        // Subheadline in the regular-width branch, was missed behind the Caption 1 of the other (:563).
        // Also one replaced only in a branch that may not run, by a font the scan reads (one it
        // cannot read may be the same font): both are shown (``ExclusiveBranches/replacesOnSomePaths(_:_:)``).
        if let earlier = fontNode, isFixed || isTextStyle,
            ExclusiveBranches.areExclusive(earlier, node)
                || ((reading != nil || sizeConstant != nil) && ExclusiveBranches.replacesOnSomePaths(earlier, node))
        {
            branchFonts.append(BranchFont(node: earlier, font: font?.font, sizeConstant: self.sizeConstant))
        }
        (font, self.sizeConstant, fontNode) = (reading, sizeConstant, node)
    }

    /// Whether the font set last has a fixed size.
    private var isFixed: Bool {
        if sizeConstant != nil { return true }
        if case .fixed? = font?.font { return true }
        return false
    }

    private var isTextStyle: Bool {
        if case .textStyle? = font?.font { return true }
        return false
    }

    /// An element at each ``BranchFont``: only its font is known (what else is set on the view is
    /// the view's element's), live as the view's, and the view's outlet and class.
    func addBranchFonts(kind: ScannedElement.Kind, live: Bool, of view: ScannedElement, scan: SwiftFileScan) {
        for branch in branchFonts {
            var element = ScannedElement(kind: kind, id: scan.elementID(branch.node), location: scan.location(of: branch.node), platform: .iOS)
            element.font = branch.font?.with(live: live)
            element.codeOutlet = view.codeOutlet
            element.codeClass = view.codeClass
            element.fixedSizeConstant = branch.sizeConstant
            element.textWidth = .unknown(reason: "UIKit code sets its width through constraints or frames the scan does not follow")
            scan.add(element, spanning: branch.node)
        }
    }

    /// The app's own class of the button whose `titleLabel` this is (`let button = FollowButton()`,
    /// `let followButton: FollowButton`): what that class's code sets on itself — a
    /// `UIButton.Configuration` whose title attributes replace `titleLabel?.font` (Mastodon's
    /// relationship button) — is matched as ``ScannedElement/outlets`` `FollowButton.self` across
    /// files. A UIKit class (`UIButton`) is no app's code.
    var buttonClass: String? {
        guard name.hasSuffix(".titleLabel") else { return nil }
        let root = String(name.prefix { $0 != "." && $0 != "[" && $0 != "(" })
        guard !root.isEmpty, !root.hasPrefix("$"), let type = DeclaredTypes.type(of: root, at: firstNode),
            !type.hasPrefix("UI"), !type.hasPrefix("NS")
        else { return nil }
        return type
    }
}
