/// Which of Android's two text toolkits a Material role is laid out by. They agree on the size
/// but not on the letter spacing, which moves a long label's width by up to a few dp at 2x.
///
/// Jetpack Compose gives a role's letter spacing in sp (`letterSpacing = 0.5.sp` for Body Large)
/// and converts it to dp like any other `TextUnit.sp`, through the same non-linear font-scale
/// curve as the size: below the curve's first point (8 sp) that is linear, so 0.5 sp is 1 dp at
/// 2x. The View toolkit reads `android:letterSpacing` from the text appearance in em
/// (MDC's `TextAppearance.Material3.BodyLarge`: 0.5 / 16 = 0.03125), and Minikin multiplies it
/// by the text size in px, so it grows with the curved size: 0.03125 × 28 dp = 0.875 dp at 2x.
///
/// ```swift
/// let toolkit = try AndroidTextToolkit(parsing: "views")
/// toolkit.description        // "Views"
/// AndroidTextToolkit.default // .compose
/// ```
public enum AndroidTextToolkit: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// Jetpack Compose: letter spacing in sp, converted on the font-scale curve.
    case compose
    /// Android Views (XML layouts, `TextView`): letter spacing in em of the text size.
    case views

    /// The toolkit assumed when none is named: Compose, Material 3's reference implementation,
    /// whose type scale gives letter spacing in sp as Legible's table does.
    public static let `default` = AndroidTextToolkit.compose

    /// `Compose` or `Views`.
    public var description: String {
        switch self {
        case .compose: "Compose"
        case .views: "Views"
        }
    }

    /// A role's letter spacing in dp at the size it is drawn at.
    ///
    /// - Parameters:
    ///   - style: the Material role's published values (size and letter spacing in sp).
    ///   - fontScale: the font scale.
    ///   - drawnSize: the role's size at that scale, in dp.
    public func letterSpacing(of style: MaterialTypeStyle, fontScale: Double, drawnSize: Double) -> Double {
        switch self {
        case .compose: AndroidFontScaling.dp(fromSP: style.tracking, fontScale: fontScale)
        case .views: style.size > 0 ? style.tracking / style.size * drawnSize : 0
        }
    }

    /// Parses `compose` or `views` (also `view`, `xml`), in any case.
    ///
    /// - Parameter text: the toolkit as typed.
    /// - Throws: ``TypeScaleError`` naming the input and the accepted values.
    public init(parsing text: String) throws(TypeScaleError) {
        switch nameKey(text) {
        case "compose", "jetpackcompose": self = .compose
        case "views", "view", "xml": self = .views
        default: throw .unknown("Android text toolkit", text, expected: ["compose", "views"], hint: nil)
        }
    }
}

extension AndroidTextToolkit: CodableBySpelling {}
