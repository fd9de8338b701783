/// One of Apple's eleven iOS text styles, from Large Title down to Caption 2.
///
/// Raw values are the Swift spellings of `UIFont.TextStyle`; ``displayName`` is the HIG's name.
/// ``init(parsing:)`` accepts every common spelling:
///
/// ```swift
/// let style = try TextStyle(parsing: "UIFontTextStyleTitle1")  // .title1
/// style.displayName                                             // "Title 1"
/// DynamicType.metrics(for: .body, category: .large).size        // 17
/// ```
public enum TextStyle: String, CaseIterable, Sendable, Hashable {
    /// Large Title, 34 pt at Large (iOS 11+).
    case largeTitle
    /// Title 1, 28 pt at Large (SwiftUI `.title`).
    case title1
    /// Title 2, 22 pt at Large.
    case title2
    /// Title 3, 20 pt at Large.
    case title3
    /// Headline, 17 pt Semibold at Large.
    case headline
    /// Body, 17 pt at Large: the default text style.
    case body
    /// Callout, 16 pt at Large.
    case callout
    /// Subheadline (the HIG's "Subhead"), 15 pt at Large.
    case subheadline
    /// Footnote, 13 pt at Large.
    case footnote
    /// Caption 1, 12 pt at Large (SwiftUI `.caption`).
    case caption1
    /// Caption 2, 11 pt at Large.
    case caption2

    /// The name the HIG uses: "Large Title", "Title 1", "Body", "Caption 2"…
    public var displayName: String {
        switch self {
        case .largeTitle: "Large Title"
        case .title1: "Title 1"
        case .title2: "Title 2"
        case .title3: "Title 3"
        case .headline: "Headline"
        case .body: "Body"
        case .callout: "Callout"
        case .subheadline: "Subheadline"
        case .footnote: "Footnote"
        case .caption1: "Caption 1"
        case .caption2: "Caption 2"
        }
    }

    /// Parses a style name, ignoring case, spaces, hyphens, underscores and dots.
    ///
    /// Accepted: the HIG names (`Title 1`, `Subhead`), the UIKit names (`title1`, `.caption2`),
    /// the raw `UIFontTextStyle…` / `UICTFontTextStyle…` constants, and SwiftUI's `title` and
    /// `caption` (which are Title 1 and Caption 1).
    ///
    /// - Throws: ``TypeScaleError`` naming the input and listing the styles.
    public init(parsing text: String) throws(TypeScaleError) {
        guard let style = lookUp(text, prefixes: ["UICTFontTextStyle", "UIFontTextStyle", "FontTextStyle"], in: Self.spellings) else {
            throw .unknown("text style", text, expected: Self.allCases.map(\.displayName))
        }
        self = style
    }

    private static let spellings: [(TextStyle, [String])] = [
        (.largeTitle, ["largetitle", "title0"]),  // UIKit's raw value is UICTFontTextStyleTitle0
        (.title1, ["title1", "title", "titleone"]),
        (.title2, ["title2", "titletwo"]),
        (.title3, ["title3", "titlethree"]),
        (.headline, ["headline"]),
        (.body, ["body"]),
        (.callout, ["callout"]),
        (.subheadline, ["subheadline", "subhead"]),
        (.footnote, ["footnote"]),
        (.caption1, ["caption1", "caption", "captionone"]),
        (.caption2, ["caption2", "captiontwo"]),
    ]
}
