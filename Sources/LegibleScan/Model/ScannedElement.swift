import LegibleColor
import LegibleReporting
import LegibleTypeScale

/// One element a reader found in an app's own files — a label in a storyboard, a `TextView` in
/// an Android layout, a `Text` in SwiftUI code — described the same way whatever the file, so one set of rules judges them all.
///
/// Readers fill in what the file says and leave the rest `nil`: a rule that needs a value the
/// file does not give says so (a note) instead of guessing.
public struct ScannedElement: Sendable, Hashable {
    /// What kind of element it is.
    public var kind: Kind
    /// The element's own name in its file: an Interface Builder object id (`abc-12-xyz`), an
    /// Android `@+id/name`, or for Swift the enclosing type and line (`ProfileView:42`).
    public var id: String
    /// Where the element is declared: the file, line and column of its start tag or call.
    public var location: Finding.Location
    /// Whose text sizes apply: Dynamic Type on iOS, the font scale on Android.
    public var platform: TextSizePlatform
    /// The Android resource qualifiers of the layout folder (`land`, `sw600dp`), empty elsewhere; reported with each finding.
    public var qualifiers: [String]
    /// The element's font, when the file sets or implies one.
    public var font: ScannedFont?
    /// The element's text, when it has some.
    public var text: ScannedText?
    /// For text whose font has a fixed size that one of UIKit's class constants gives
    /// (`UIFont.systemFont(ofSize: UIFont.labelFontSize * 0.8)`: `labelFontSize`, `systemFontSize`,
    /// `smallSystemFontSize`, `buttonFontSize`), the size as written; ``font`` is then `nil`.
    /// Apple's documentation gives no value in points for these constants, so nothing is measured
    /// at them, but none changes with the text size a person chooses: `text.fixed-size` reports it.
    public var fixedSizeConstant: String? = nil
    /// The Android attribute that gives ``font``'s size when it is not `textSize`:
    /// `autoSizeMaxTextSize`, the size uniform autosize draws text at when it fits (it replaces
    /// `textSize`); `nil` for `textSize` and on other platforms.
    public var sizeAttribute: String? = nil
    /// For Android text of an app widget whose fixed size code sets again by a value of the app's
    /// own (`RemoteViews.setTextViewTextSize(R.id.x, COMPLEX_UNIT_PX, size)`), the unit and where
    /// (`in px, DayWidgetIMP.java:262`): `text.fixed-size` names it; `nil` otherwise.
    public var codeTextSize: String? = nil
    /// The width its text is laid out in.
    public var textWidth: ScannedWidth
    /// The width its text is laid out in on each screen width its layout was solved at (an
    /// Android layout's views at 320, 360 and 411 dp, a storyboard's Auto Layout at 375 and
    /// 440 pt), narrowest screen first; empty when the width does not depend on the screen or was
    /// not solved, and ``textWidth`` applies on every screen. When set, the overflow audit
    /// measures the text at each of these widths that is known instead of ``textWidth``.
    public var screenTextWidths: [ScreenTextWidth] = []
    /// Why a text as wide as the screen less a margin (``ScannedWidth/screen(minus:)``) has no
    /// width at the screens its layout was solved at, when the solve says (a card's shadow room): not the screen's width, which the solve knew.
    public var unsolvedReason: String? = nil
    /// For an Android text whose padding alone is unknown (a button's theme style), its width on
    /// each screen with that padding taken as 0: the most room the text can have, so text that
    /// overflows it overflows with any padding (``ScannedPaddingFloor``). `nil` otherwise.
    public var paddingFloor: ScannedPaddingFloor? = nil
    /// Its frame, for `target.small`: width and height in points (dp on Android), each `nil`
    /// when the file does not fix it.
    public var width: Double?
    /// See ``width``.
    public var height: Double?
    /// Whether ``height`` is one line of its text, which the text's width may wrap: the scan
    /// measures the text before judging it (`WrappedTextTargets`).
    public var heightIsOneTextLine = false
    /// What each line past the first adds to ``height`` when the text wraps, `nil` when unknown.
    public var wrappedLineStep: Double? = nil
    /// When a condition chooses the text's weight and ``font`` holds the lightest it may be (the
    /// strictest threshold): the weights and the condition as a message says them,
    /// `FontWeight.Normal or FontWeight.ExtraBold by text.isCommand`. `nil` for a weight the file states.
    public var weightChoice: String?
    /// Extra hit area around the frame the file declares (padding, `contentShape`, insets), in
    /// points (dp); zero when none.
    public var hitAreaOutset: Double
    /// The most lines of text: `nil` when the file does not say (the platform default), 0 for no
    /// limit.
    public var maxLines: Int?
    /// For a label nothing bounds horizontally (its text sets its width and runs past an edge),
    /// the line limit the file gave it (0 for none), `nil` for any other element. Such a label
    /// never wraps: its ``maxLines`` is 1, but each hard line break (`\n`) of its text starts a
    /// line UIKit shows while the limit allows (Pocket Casts c23892d1 PodcastHeadingTableCell.xib:33,
    /// "SIGN IN FOR\nUPDATES" with `numberOfLines="0"`); so in an Android `TableLayout`'s first column.
    public var unwrappedLineLimit: Int?
    /// How the text shrinks to fit instead of wrapping, `nil` when it does not.
    public var shrink: ScannedShrink?
    /// The text colour, when the file sets one.
    public var textColor: ScannedColor?
    /// The text's colour in each state a condition in the code chooses (`if (isSelected) A else
    /// B`, the branches of a `when`, a function that returns one), the states whose colour is
    /// known; empty when no condition chooses it. Every state is one the user sees, so
    /// `contrast.text` judges each on the same background, and ``textColor`` (what the file
    /// writes, unresolved) is not measured.
    public var textColorStates: [ScannedColorState] = []
    /// The colour behind the text: the element's own background or its nearest ancestor's
    /// with one, when the file sets one.
    public var backgroundColor: ScannedColor?
    /// What shows through ``backgroundColor`` when it is translucent: the next colour behind it
    /// that the file gives (a superview's background). `nil` when the file gives none, or the
    /// reader does not follow views behind.
    public var backdropColor: ScannedColor?
    /// Whether the reader knows that nothing the file gives is behind ``backgroundColor`` (a
    /// storyboard's or xib's top-level view): a translucent background then shows whatever the
    /// code that presents the view puts behind it, which is not known, so it is not measured.
    public var backdropUnknown = false
    /// Whether ``backgroundColor`` is an iOS list row's colour, which the reader took from the
    /// `List` or `Form` around a SwiftUI text (`ListRowBackdrop`): judged only for iOS and
    /// iPadOS; another platform's row (a watch's dark platter) is not known.
    public var listRowBackdrop = false
    /// Rules the file itself suppresses for this element (`tools:ignore`, `legible:ignore`).
    public var suppressions: [ScanSuppression]
    /// The outlets code reaches the element through, as `OwnerClass.property`
    /// (`SignInViewController.headerLabel`), when the file names the owner's class, and
    /// `CustomClass.self` for a view of a custom class: a property code sets through one
    /// (``ScanFileResult/setInCode``) is a placeholder in the file.
    public var outlets: [String] = []
    /// For an element of code that sets properties on an `@IBOutlet` of its class
    /// (`feedTitle.font = …` in `MainFeedCollectionViewCell`), the outlet as ``outlets`` writes it
    /// (`MainFeedCollectionViewCell.feedTitle`): what the storyboard or xib sets on that view and the
    /// code leaves alone still holds (its `adjustsFontForContentSizeCategory`, its font). `nil` for
    /// any other element.
    public var codeOutlet: String? = nil
    /// For a view code makes of one of the app's own classes (`let titleLabel = DynamicTypeLabel()`),
    /// that class: what its code does to itself (makes its font live in a `didSet`) holds for
    /// the view. `nil` for a UIKit class and for any other element.
    public var codeClass: String? = nil
    /// The outlets of the superviews up to the one whose background the text sits on, as
    /// ``outlets`` writes them: a background colour code sets through one replaces the file's.
    public var backgroundOutlets: [String] = []
    /// For text on a storyboard scene's root view, with nothing drawn between, the root as
    /// ``backgroundOutlets`` names it (`Controller.view`): a colour its controller's code sets
    /// and the scan reads is judged (``CodeRootBackgrounds``). `nil` otherwise.
    var rootBackgroundOutlet: String? = nil
    /// What a `contrast.text` finding says first when ``CodeRootBackgrounds`` gave the background.
    var rootBackgroundLead: String? = nil
    /// The outlets of the superviews whose size the view follows, as ``outlets`` writes them: each
    /// view up to that superview resizes with its own (autoresizing mask flexible in width and
    /// height). A frame code sets through one sizes this view too, so the file's size is a
    /// placeholder (AltStore 65fe3998 `Main.storyboard:158`, an 18×18 back button in a container
    /// `AppViewController.swift:313` sizes).
    public var sizeOutlets: [String] = []
    /// The outlets of every superview, nearest first, as ``outlets`` writes them: a superview
    /// code always hides as it loads hides the view too (`HiddenAtLoad`; Open Food Facts
    /// 35cf4ea5 ProductAddViewController.storyboard:430, a label in a stack view an outlet's
    /// `didSet` hides).
    public var superviewOutlets: [String] = []
    /// For a view its file hides (`hidden="YES"` on it or on a superview), the names code reaches
    /// the nearest hidden one by, as ``outlets`` writes them (with a stack view's, whose code shows
    /// its arranged views): code that sets `isHidden` through one shows it. Empty when no name
    /// reaches it; `nil` for a view the file shows, and for every view but Interface Builder's.
    public var hiddenOutlets: [String]?
    /// For a control hidden only by its file (``hiddenOutlets``), the ``width`` and ``height`` (in
    /// that order) it has when code shows it (both `nil` here): judged then as a shown control's
    /// (Sileo c9f70158 PackageListHeader.xib:66, whose font was judged but not its 53×33 pt target).
    public var sizeIfShown: [Double?]?
    /// For a view of a custom class that code may make a control (`<view customClass="UIControl">`
    /// with an outlet), the ``width`` and ``height`` (in that order) it is judged at when its class
    /// is `UIControl` or one of the app's subclasses of it and code gives its outlet an action
    /// (both `nil` until then): Sileo c9f70158 PackageListHeader.xib:37, a 250×21 pt sort control
    /// `PackageListViewController.swift:586` adds a target to, was not judged.
    public var sizeIfActioned: [Double?]?
    /// Facts code may record that take the view off every screen (``CodeRemovedViews``): its
    /// superview's outlets emptied by code, the custom classes it is decoded in.
    var removalKeys: [String] = []
    /// For an Interface Builder view whose file names a module for its custom class
    /// (`customModule`), the class and module: code the tree may not hold (``ExternalClassViews``).
    var externalClass: ExternalClassViews.Candidate? = nil
    /// A button whose file titles it in no state: its font shows only if code titles it (``UntitledButtons``).
    var untitledButton = false
    /// For a `<button>` whose file gives it nothing to do, the classes whose code must give it no
    /// action for it to be no target (``InertButtons``); `nil` for any other element.
    var inertOwners: [String]? = nil
    /// A button nothing gives an action: its hit area is not judged (``InertButtons``).
    var inert = false
    /// For a button without an action under a later sibling button with one, the cover's outlets (``CoveredButtons``).
    var coverOutlets: [String]? = nil
    /// The file's font of an image button whose title is a placeholder or absent: the font of the
    /// title code gives it (``CodeSetTexts``), `nil` elsewhere.
    var imageTitleFont: ScannedFont? = nil
    /// For a control in a xib, its File's Owner's outlets to it and the root view's size: the hit
    /// area when the owner's tap acts for it (``OwnerTapTargets``).
    var ownerTap: OwnerTapTargets.Candidate? = nil
    /// The app classes of the element and of the views that hold it in its file, each with the
    /// outlets code reaches that view by (``DebugOnlyContainers``).
    var containerClasses: [String: [String]] = [:]
    /// For an Interface Builder element, the element and each view that holds it, nearest first,
    /// as `CustomClass|UIKitClass` (`|UITableViewCell` for a plain cell); and the key paths of
    /// runtime attributes that set a colour, by the property they set (``AppWideThemes``).
    var themeAncestry: [String] = []
    var runtimeColorKeys: [String: String] = [:]
    /// Key paths of YES boolean runtime attributes that may make the font live (``LiveViewClasses``), an app's inspectable one.
    var liveKeyPaths: [String] = []
    /// The theme colour a runtime attribute names for a property (`["textColor": "auxiliaryText"]` of `themeColor =
    /// "textColor: auxiliaryText"`), how many views up the view is whose opaque background is the text's (0: its own), `nil`
    /// when something else may draw it (read for text with such an attribute or an outlet, whose owner's code may take its
    /// colour from the theme); once ``AppThemeColors`` put them in place, what the finding says of them.
    var runtimeThemeNames: [String: String] = [:]
    var themeBackgroundDepth: Int? = nil
    var appThemeLead: String? = nil
    var appThemeWhy: String? = nil
    /// Whether ``appThemeLead``'s colours are those the owner's code sets from the theme (no placeholder note then).
    var appThemeFromCode = false
    /// The classes of the view controllers (or File's Owner) whose screen holds the element: an
    /// appearance their code forces (``ScannedInterfaceStyle``) is the only one it shows.
    public var screenClasses: [String] = []
    /// For text in an Interface Builder collection view cell measured at its flow layout's
    /// `itemSize`: the classes whose code may size those cells instead (the scene's controller or
    /// File's Owner, the collection view's own class and its delegate's). `nil` elsewhere. Code in
    /// one of them that sizes items (``ScanFileResult/sizesCollectionItems``) makes the width unknown.
    public var collectionOwners: [String]? = nil
    /// The one appearance code forces on the element's screen, `nil` when code forces none: the
    /// other is not judged.
    public var interfaceStyle: ScannedInterfaceStyle? = nil
    /// The height its text is laid out in when the file fixes it (a height constraint, or a
    /// frame no constraint changes), in points; `nil` when the text's lines set the height.
    public var textHeight: Double?
    /// The text code sets on it (through an outlet, `setText`, view binding), when code sets
    /// some: the scan audits that text instead of the file's (``ScannedCodeText``).
    public var codeText: ScannedCodeText? = nil
    /// Whether the platform draws the text in capitals (Android's `textAllCaps`, from the view,
    /// its style or its text appearance): the overflow audit measures each locale's text
    /// upper-cased as that locale does it (Turkish `i` → `İ`, German `ß` → `SS`).
    public var showsAllCaps = false
    /// Whether the element is in a dialog's window (an Android layout the app's code shows as an
    /// `AlertDialog`'s view or a dialog fragment's content): its widths per screen are the
    /// dialog's widest, the screen less the window background's insets, and an overflow's finding
    /// says `in a dialog`.
    public var isInDialog = false
    /// For an element of a layout an app widget provider names as its `android:previewLayout`,
    /// that provider's file (`xml/appwidget_info.xml`): the widget picker draws the layout at the
    /// widget's size, which the launcher's grid sets, so an overflow measured on the screen is a note.
    public var widgetPreview: String?
    /// For an element of a layout an app widget's code shows through `RemoteViews`, that class
    /// (`ScreenTimeAppWidget`): a one-line autosize text there is a text.shrinks note.
    public var appWidgetClass: String?
    /// The field (`mDeletable`, false unless set) only when which code shows the element: its target is a note.
    public var shownOnlyWhen: String?
    /// What the element's own source says of its platform (an `#if os(watchOS)` block around
    /// it, a WidgetKit file), `nil` when nothing: the scan decides the rest from the project
    /// (``ScanPlatformMap``).
    public var sourcePlatform: ScannedSourcePlatform?
    /// For a checkbox or radio button in a selectable table row, the row
    /// (``ScannedChoiceRow``): `target.small` judges the row, which takes the tap too.
    public var choiceRow: ScannedChoiceRow? = nil
    /// For a control whose only click listener clicks another view of its layout, that view
    /// (``ScannedClickForward``): `target.small` makes a small control a note when that view is not small.
    public var clickForward: ScannedClickForward? = nil
    /// The adjacent sibling whose touch listener hands this control every touch (`onTouchEvent`): part of its target.
    public var touchForwardedFrom: String? = nil
    /// A control of at least the minimum size that runs the same handler (``ScannedEquivalentControl``),
    /// for `target.small`; `nil` when the reader sees none.
    public var equivalentControl: ScannedEquivalentControl? = nil
    /// The clear space around a control (``ScannedClearance``), which visionOS's 60 pt hit region
    /// may take in; `nil` when the reader does not measure it (judged by the frame alone).
    public var clearance: ScannedClearance? = nil
    /// For a label that fills a small view with a fill of its own, that view (``ScannedBadge``):
    /// one letter in it is drawn as a symbol.
    public var badge: ScannedBadge? = nil
    /// For a text whose literal is only emoji (`EmojiText`), that literal, kept when the text
    /// itself is not audited: emoji are drawn as pictures, so a fixed size of them is a note. For a
    /// UIKit code label whose every text is one dot (`EmojiText.isDotGlyph`), that dot, or icon-font
    /// glyphs (`EmojiText.isPrivateUseOnly`), those. For a SwiftUI text of separators only (`SeparatorText`), those.
    public var pictogram: String? = nil
    /// For an Android view of the app's class that sets its own typeface in code, that class: the font is unknown, the text not audited.
    var typefaceInCode: String? = nil
    /// For an Android view whose every text code sets is a value named for emoji (`reaction.emoji`), that value as written;
    /// for a SwiftUI `Text` of a view property every caller fills with emoji, what the callers give.
    public var emojiInCode: String? = nil
    /// For a SwiftUI text whose font is a text style's `UIFont` made into a `Font`
    /// (`Font(UIFont.preferredFont(forTextStyle: .body))`): SwiftUI keeps the size the UIFont had
    /// when it was made, and the fix is SwiftUI's `.font(.body)`, not UIKit's
    /// `adjustsFontForContentSizeCategory`, which a `Text` does not have (``ScanRules/textNotLive``).
    public var wrapsUIFont = false
    /// For a font definition whose size `UIFontMetrics` scales in the value of a static or global
    /// constant (`static let body = Font.system(size: UIFontMetrics.default.scaledValue(for: 16))`),
    /// which is made once, the first time it is read: the constant as declared (`static let body`). `nil` elsewhere.
    public var scaledOnce: String? = nil
    /// For a font made at a text style's point size read once (`UIFont.systemFont(ofSize:
    /// UIFont.preferredFont(forTextStyle: .callout).pointSize)`), the style's name (`Callout`);
    /// `nil` elsewhere. Recorded where the size is read; `text.not-live` judges it.
    public var readOnceStyle: String? = nil
    /// How the size of ``readOnceStyle`` was read, when not `preferredFont(forTextStyle:).pointSize`.
    public var readOnceFrom: String? = nil
    /// For an element of Swift source, the type, extension or function's type whose code holds it
    /// (`Header` for a `Text` in `struct Header: View`'s body); `nil` elsewhere. When it is a
    /// SwiftUI view (``ScanFileResult/viewTypes``), the places that use the view decide whether
    /// a screen shows it and for which platforms.
    public var declaringType: String? = nil
    /// For an element of Swift source, the function or computed property whose code holds it
    /// when that member is one only a use by name can reach (not `@objc`, `override`, `body` or a
    /// member of a type that may meet a protocol by it; a `public` one is marked so): if no file
    /// of the app names it (``ScanFileResult/memberUses``), no screen shows the element. `nil` elsewhere.
    public var declaringMember: String? = nil
    /// For a `Text` joined to others by `+` (``ScannedJoinedText``): on the first operand whose
    /// font is fixed, the other operands with fixed fonts, in order; on each of those, the first's
    /// location. One line of text gets one `text.fixed-size`. Empty and `nil` elsewhere.
    public var joinedTexts: [ScannedJoinedText] = []
    /// See ``joinedTexts``.
    public var joinedInto: Finding.Location? = nil
    /// For an Interface Builder label with no text that no outlet, custom class or cell style
    /// reaches, its tag (0 when it has none): only code that finds it by that tag can fill it
    /// (``EmptyLabels``). `nil` for every other element.
    var emptyLabelTag: Int? = nil
    /// Whether that empty label is an outlet's: shown empty unless code gives it text (``EmptyLabels``).
    var emptyLabelHasOutlet = false
    /// For an empty cell-style label of a prototype only its reuse identifier reaches, the code
    /// uses that may fill it (``CellStyleTouches``); shown empty when code has none (``EmptyLabels``).
    var emptyCellStyleKeys: [String]? = nil

    /// An element of `kind` at `location`; everything the file does not say is left unknown.
    public init(
        kind: Kind, id: String, location: Finding.Location, platform: TextSizePlatform, qualifiers: [String] = [],
        font: ScannedFont? = nil, text: ScannedText? = nil, textWidth: ScannedWidth = .unknown(reason: "the file gives no width"),
        width: Double? = nil, height: Double? = nil, hitAreaOutset: Double = 0, maxLines: Int? = nil, shrink: ScannedShrink? = nil,
        textColor: ScannedColor? = nil, backgroundColor: ScannedColor? = nil, suppressions: [ScanSuppression] = []
    ) {
        self.kind = kind
        self.id = id
        self.location = location
        self.platform = platform
        self.qualifiers = qualifiers
        self.font = font
        self.text = text
        self.textWidth = textWidth
        self.width = width
        self.height = height
        self.hitAreaOutset = hitAreaOutset
        self.maxLines = maxLines
        self.shrink = shrink
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.suppressions = suppressions
    }
}

/// The width an element's text is laid out in.
public enum ScannedWidth: Sendable, Hashable {
    /// A width the file fixes, in points (dp on Android).
    case fixed(Double)
    /// A width the text may grow to and no more (`maxWidth`, `.frame(maxWidth: 200)`).
    case maximum(Double)
    /// The screen's width less `minus` (the constraints' constants, the margins): known once
    /// `legible.yaml` gives `scan: screen:` widths, else an `overflow.unknown-width` note that
    /// says so.
    case screen(minus: Double)
    /// A width the file does not fix; `reason` says why, for the `overflow.unknown-width` note.
    case unknown(reason: String)
}

/// How text shrinks to fit its width instead of wrapping.
public struct ScannedShrink: Sendable, Hashable {
    /// The attribute or call that makes it shrink, as written (`adjustsFontSizeToFitWidth`,
    /// `.minimumScaleFactor(0.5)`, `autoSizeTextType="uniform"`).
    public var mechanism: String
    /// The smallest scale it may shrink to, when known.
    public var minimumScale: Double?
    /// Where code makes it shrink (`label.adjustsFontSizeToFitWidth = true`) when that is not
    /// where the element is (the line that sets its font): `text.shrinks` points there. `nil`
    /// when the element's own place says it (an Interface Builder label's attribute, a modifier
    /// of the view's chain).
    public var location: Finding.Location?
    /// Where code sets the font that shows instead of the file's fixed one, on the view's outlet
    /// (`headerLabel.font = .preferredFont(forTextStyle: .title3)`): the file's size is a
    /// placeholder, so the shrink undoes the size code's font follows. `nil` when code sets none.
    public var codeFontLocation: Finding.Location? = nil
    /// What grows when an Interface Builder label with no line limit wraps: "cell", a table or
    /// collection view cell with no fixed height between them, or "scroll view", a scroll view's
    /// content with no height constraint between them. It never shrinks unless that height is
    /// fixed (``ScanRules/textShrinks``). `nil` when nothing is known to grow.
    package var growingContainer: String? = nil
    /// Why the text is sized to fill its box rather than shrunk from a size a person chose (an
    /// app widget's clock that autosize grows up to 300 sp): `text.shrinks` is then a note that
    /// says so. `nil` for text that shrinks from its size.
    public var fillsBox: String? = nil

    /// A shrink described by `mechanism`, made at `location` when that is not the element's.
    public init(mechanism: String, minimumScale: Double? = nil, location: Finding.Location? = nil) {
        self.mechanism = mechanism
        self.minimumScale = minimumScale
        self.location = location
    }
}

/// A colour as an element's file names it, before it is resolved per appearance.
public enum ScannedColor: Sendable, Hashable {
    /// A colour written as numbers (`Color(red:green:blue:)`, `#colorLiteral`, `#FF0000` in a
    /// layout), with its alpha.
    case literal(SRGBColor, alpha: Double)
    /// A named colour in an asset catalog (`Color("Brand")`, `Color(.brand)`, IB `<color name="Brand">`).
    case asset(String)
    /// A system colour (`labelColor`, `.secondary`, `UIColor.systemBackground`,
    /// `@android:color/white`), by the name Apple's or Android's table uses.
    case system(String)
    /// An Android resource (`@color/brand`), by its name.
    case resource(String)
    /// A colour the file names in a way no file the scan reads can resolve — an Android theme
    /// attribute (`?attr/colorPrimary`), a colour state list, a drawable — as written, with why,
    /// so a rule can say so instead of guessing.
    case unresolved(String, reason: String)
    /// An Android theme attribute (`?attr/colorOnSurface`) resolved in a theme (its name, and
    /// where a colour came from when not from the app's own styles): what it is in light mode
    /// and in dark mode, each itself possibly unresolved.
    indirect case themed(String, theme: String, light: ScannedColor, dark: ScannedColor)
}
