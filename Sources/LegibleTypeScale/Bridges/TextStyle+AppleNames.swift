/// Conversions to and from the names UIKit and SwiftUI give the text styles, for a design
/// system that reads or writes them without importing either framework.
///
/// | Legible | UIKit `UIFont.TextStyle` (``uiKitName``) | raw value (``uiKitRawValue``) | SwiftUI `Font.TextStyle` (``swiftUIName``) |
/// | --- | --- | --- | --- |
/// | ``largeTitle`` | `.largeTitle` | `UICTFontTextStyleTitle0` | `.largeTitle` |
/// | ``title1`` | `.title1` | `UICTFontTextStyleTitle1` | `.title` |
/// | ``subheadline`` | `.subheadline` | `UICTFontTextStyleSubhead` | `.subheadline` |
/// | ``caption1`` | `.caption1` | `UICTFontTextStyleCaption1` | `.caption` |
///
/// The Objective-C constants are named after the UIKit case: `UIFontTextStyleBody` holds
/// `"UICTFontTextStyleBody"`.
extension TextStyle {
    /// The case name of UIKit's `UIFont.TextStyle`: `"largeTitle"`, `"title1"`, `"caption2"`
    /// (the same as `rawValue`).
    public var uiKitName: String { rawValue }

    /// The style with a UIKit `UIFont.TextStyle` case name, written as in code: `"title1"`,
    /// `".title1"`, `"UIFont.TextStyle.title1"`; `nil` for any other name.
    ///
    /// - Parameter uiKitName: the case name, matched exactly (case included).
    public init?(uiKitName: String) {
        self.init(rawValue: String(bareCaseName(uiKitName, typeNames: ["UIFont.TextStyle", "TextStyle"])))
    }

    /// The raw value of UIKit's `UIFont.TextStyle`, as `UIFont.TextStyle.body.rawValue` gives it:
    /// `"UICTFontTextStyleTitle0"` for Large Title, `"UICTFontTextStyleSubhead"` for
    /// Subheadline, `"UICTFontTextStyleBody"`…
    public var uiKitRawValue: String {
        let suffix =
            switch self {
            case .largeTitle: "Title0"
            case .title1: "Title1"
            case .title2: "Title2"
            case .title3: "Title3"
            case .headline: "Headline"
            case .body: "Body"
            case .callout: "Callout"
            case .subheadline: "Subhead"
            case .footnote: "Footnote"
            case .caption1: "Caption1"
            case .caption2: "Caption2"
            }
        return "UICTFontTextStyle" + suffix
    }

    /// The style with a UIKit `UIFont.TextStyle` raw value, such as `"UICTFontTextStyleBody"`;
    /// `nil` for any other string (including the iOS 17 `extraLargeTitle` styles, which have
    /// no Dynamic Type table).
    ///
    /// - Parameter uiKitRawValue: `UIFont.TextStyle.rawValue`.
    public init?(uiKitRawValue: String) {
        // Looked up in a table: building every case's raw value per font was a twentieth of
        // walking a storyboard.
        guard let style = Self.byUIKitRawValue[uiKitRawValue] else { return nil }
        self = style
    }

    /// The styles by ``uiKitRawValue`` (the first case wins, as a search in case order does).
    private static let byUIKitRawValue: [String: TextStyle] = Dictionary(allCases.map { ($0.uiKitRawValue, $0) }, uniquingKeysWith: { first, _ in first })

    /// The case name of SwiftUI's `Font.TextStyle`: `"largeTitle"`, `"title"` (Title 1),
    /// `"title2"`, `"caption"` (Caption 1), `"caption2"`.
    public var swiftUIName: String {
        switch self {
        case .title1: "title"
        case .caption1: "caption"
        default: rawValue
        }
    }

    /// The style with a SwiftUI `Font.TextStyle` case name, written as in code: `"title"`,
    /// `".title"`, `"Font.TextStyle.title"`; `nil` for any other name.
    ///
    /// - Parameter swiftUIName: the case name, matched exactly (case included).
    public init?(swiftUIName: String) {
        let name = bareCaseName(swiftUIName, typeNames: ["Font.TextStyle", "TextStyle"])
        guard let style = Self.allCases.first(where: { $0.swiftUIName == name }) else { return nil }
        self = style
    }
}
