/// The width an element's text gets on a screen of one width, as the scan solved the file's
/// layout there: Auto Layout on iOS, Android's layout passes on Android. One type for both
/// platforms, so the overflow audit reads every solved layout the same way.
///
/// ```swift
/// ScreenTextWidth(screen: 375, width: .fixed(343))   // pinned to the margins of an iPhone 375 pt wide
/// ScreenTextWidth(screen: 360, width: 328)           // an Android TextView at 360 dp
/// ```
public struct ScreenTextWidth: Sendable, Hashable {
    /// The screen's width, in points (dp on Android).
    public var screen: Double
    /// The text's width on that screen: ``ScannedWidth/fixed(_:)`` when the layout fixes it,
    /// ``ScannedWidth/maximum(_:)`` for the most room it can get when only its content sizes it,
    /// ``ScannedWidth/unknown(reason:)`` (naming the constraints) when the layout is ambiguous or
    /// contradictory on that screen.
    public var width: ScannedWidth
    /// Texts in the same row that are as wide as their own text and are measured before this
    /// one: ``width`` is what the row leaves before they take theirs, and the overflow audit
    /// gives the text what they leave at each text size and locale
    /// (``points(besideTextWidths:ownTextWidth:)``). Empty when nothing beside it depends on its text.
    public var besideTexts: [ScannedBesideText] = []
    /// When the element's own width is its own plus a share of the row's spare width: what it
    /// adds and its part (``ScannedRowShare``). ``width`` is then the row's spare width before
    /// the ``besideTexts`` and the element's own text take theirs, less the element's inset.
    public var share: ScannedRowShare?

    /// The width of the text on a screen `screen` wide.
    public init(screen: Double, width: ScannedWidth) {
        self.screen = screen
        self.width = width
    }

    /// A width the layout gives the text on a screen `screen` wide, in points (dp): what
    /// Android's layout pass works out, the most a `wrap_content` view can get included; less
    /// what `besideTexts` take when there are some.
    public init(screen: Double, width: Double, besideTexts: [ScannedBesideText] = []) {
        self.init(screen: screen, width: .fixed(width))
        self.besideTexts = besideTexts
    }

    /// The width in points (dp) when the layout gives one (fixed, or the most it can get),
    /// `nil` when it is unknown on this screen or relative to it.
    public var points: Double? {
        switch width {
        case .fixed(let value), .maximum(let value): value.isFinite ? value : nil
        case .screen, .unknown: nil
        }
    }
}
