/// A font weight on the CSS/OpenType scale of 100 (thinnest) to 900 (heaviest), with Apple's
/// names for the nine standard steps.
///
/// ```swift
/// FontWeight.semibold.value  // 600
/// FontWeight.semibold.name   // "Semibold"
/// FontWeight.bold > .regular // true
/// ```
public struct FontWeight: Sendable, Hashable, Comparable {
    /// The OpenType `usWeightClass` / CSS `font-weight` value, 100…900 for the standard weights.
    public let value: Int

    /// Creates a weight from its OpenType/CSS value.
    public init(value: Int) {
        self.value = value
    }

    /// 100, `UIFont.Weight.ultraLight`.
    public static let ultraLight = FontWeight(value: 100)
    /// 200, `UIFont.Weight.thin`.
    public static let thin = FontWeight(value: 200)
    /// 300, `UIFont.Weight.light`.
    public static let light = FontWeight(value: 300)
    /// 400, `UIFont.Weight.regular`.
    public static let regular = FontWeight(value: 400)
    /// 500, `UIFont.Weight.medium`.
    public static let medium = FontWeight(value: 500)
    /// 600, `UIFont.Weight.semibold`.
    public static let semibold = FontWeight(value: 600)
    /// 700, `UIFont.Weight.bold`.
    public static let bold = FontWeight(value: 700)
    /// 800, `UIFont.Weight.heavy`.
    public static let heavy = FontWeight(value: 800)
    /// 900, `UIFont.Weight.black`.
    public static let black = FontWeight(value: 900)

    /// Apple's name for a standard weight ("Ultralight", "Regular", "Semibold"…), or the number
    /// for any other value.
    public var name: String {
        switch value {
        case 100: "Ultralight"
        case 200: "Thin"
        case 300: "Light"
        case 400: "Regular"
        case 500: "Medium"
        case 600: "Semibold"
        case 700: "Bold"
        case 800: "Heavy"
        case 900: "Black"
        default: String(value)
        }
    }

    /// Lighter weights sort first.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.value < rhs.value
    }
}
