/// Whether iOS's Bold Text setting is on: Settings › Accessibility › Display & Text Size ›
/// Bold Text, which UIKit reports as `UIAccessibility.isBoldTextEnabled` and
/// `traitCollection.legibilityWeight == .bold`, and SwiftUI as
/// `@Environment(\.legibilityWeight) == .bold`.
///
/// With Bold Text on, the system font is drawn heavier: each weight becomes the one
/// ``FontWeight/withBoldText`` gives (Regular → Semibold), so labels get wider.
///
/// The case names are UIKit's `UILegibilityWeight` and SwiftUI's `LegibilityWeight` case
/// names, so `TextLegibilityWeight(rawValue: "bold")` reads either (UIKit's `.unspecified` has
/// no counterpart and gives `nil`).
///
/// ```swift
/// let setting = TextLegibilityWeight(boldText: true)   // .bold
/// FontWeight.regular.applying(setting)                 // .semibold
/// try TextLegibilityWeight(parsing: "on")              // .bold
/// ```
public enum TextLegibilityWeight: String, CaseIterable, Sendable, Hashable {
    /// Bold Text off: weights as designed.
    case regular
    /// Bold Text on: every weight drawn heavier (``FontWeight/withBoldText``).
    case bold

    /// Whether Bold Text is on.
    public var isBoldText: Bool { self == .bold }

    /// The setting for Bold Text on (`true`) or off.
    ///
    /// - Parameter boldText: whether Bold Text is on, as `UIAccessibility.isBoldTextEnabled` says.
    public init(boldText: Bool) {
        self = boldText ? .bold : .regular
    }

    /// Parses a setting, ignoring case, spaces and punctuation: `regular`, `off`, `false`,
    /// `bold`, `on`, `true`, and the API spellings `UILegibilityWeightBold`,
    /// `LegibilityWeight.bold`.
    ///
    /// - Throws: ``TypeScaleError`` naming the input and the accepted values.
    public init(parsing text: String) throws(TypeScaleError) {
        let spellings: [(TextLegibilityWeight, [String])] = [
            (.regular, ["regular", "off", "false", "no"]),
            (.bold, ["bold", "on", "true", "yes"]),
        ]
        guard let weight = lookUp(text, prefixes: ["UILegibilityWeight", "LegibilityWeight"], in: spellings) else {
            throw .unknown("Bold Text setting", text, expected: ["regular (off)", "bold (on)"])
        }
        self = weight
    }
}

extension TextLegibilityWeight: CodableBySpelling {}
