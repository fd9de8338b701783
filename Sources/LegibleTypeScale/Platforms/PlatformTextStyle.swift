/// A text style of any Apple platform: iOS's eleven (``TextStyle``) and the ones only other
/// platforms have — watchOS's Footnote 1 and Footnote 2, tvOS's Subtitle 1.
///
/// ```swift
/// let style = try PlatformTextStyle(parsing: "Footnote 2")   // .footnote2
/// PlatformTextStyle(.body).textStyle                          // .body
/// PlatformTextStyle.footnote2.textStyle                       // nil: not an iOS style
/// ApplePlatform.watchOS.textStyles.contains(.callout)         // false
/// ```
///
/// visionOS's Extra Large Title 1 and 2 are not here: the HIG names them but publishes no sizes.
public enum PlatformTextStyle: String, CaseIterable, Sendable, Hashable, Codable {
    /// Large Title (iOS, watchOS, macOS).
    case largeTitle
    /// Title 1.
    case title1
    /// Title 2.
    case title2
    /// Title 3.
    case title3
    /// Headline.
    case headline
    /// Subtitle 1 (tvOS only).
    case subtitle1
    /// Body.
    case body
    /// Callout (iOS, tvOS, macOS).
    case callout
    /// Subheadline (iOS, macOS).
    case subheadline
    /// Footnote (iOS, macOS).
    case footnote
    /// Footnote 1 (watchOS only).
    case footnote1
    /// Footnote 2 (watchOS only).
    case footnote2
    /// Caption 1.
    case caption1
    /// Caption 2.
    case caption2

    /// The iOS style of the same name.
    ///
    /// - Parameter style: an iOS text style.
    public init(_ style: TextStyle) {
        // Every TextStyle raw value is a PlatformTextStyle raw value (a test checks it).
        self = Self(rawValue: style.rawValue) ?? .body
    }

    /// The iOS style of the same name, or `nil` for Subtitle 1, Footnote 1 and Footnote 2.
    public var textStyle: TextStyle? { TextStyle(rawValue: rawValue) }

    /// The HIG's name: "Large Title", "Footnote 1", "Subtitle 1"…
    public var displayName: String {
        switch self {
        case .subtitle1: "Subtitle 1"
        case .footnote1: "Footnote 1"
        case .footnote2: "Footnote 2"
        default: textStyle?.displayName ?? rawValue
        }
    }

    /// Parses a style name as ``TextStyle/init(parsing:)`` does, plus `Subtitle 1`,
    /// `Footnote 1` and `Footnote 2` (ignoring case, spaces and punctuation).
    ///
    /// - Throws: ``TypeScaleError`` naming the input and listing the styles.
    public init(parsing text: String) throws(TypeScaleError) {
        if let style = lookUp(text, prefixes: [], in: Self.spellings) {
            self = style
        } else if let style = try? TextStyle(parsing: text) {
            self = Self(style)
        } else {
            throw .unknown("text style", text, expected: Self.allCases.map(\.displayName))
        }
    }

    private static let spellings: [(PlatformTextStyle, [String])] = [
        (.subtitle1, ["subtitle1", "subtitleone", "subtitle"]),
        (.footnote1, ["footnote1", "footnoteone"]),
        (.footnote2, ["footnote2", "footnotetwo"]),
    ]
}
