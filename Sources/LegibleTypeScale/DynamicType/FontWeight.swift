import LegibleSyntax

/// A font weight on the CSS/OpenType scale: 100 (thinnest) to 900 (heaviest) for the standard
/// steps, any value from 1 to 1000 for a variable font's `wght` axis, with Apple's names for the
/// nine standard steps.
///
/// One type serves every module: text styles, layout specs, the measurer's `wght` axis and the
/// WCAG large-text rule all take a `FontWeight`.
///
/// ```swift
/// FontWeight.semibold.value            // 600
/// FontWeight.semibold.name             // "Semibold"
/// try FontWeight(parsing: "semibold")  // 600
/// try FontWeight(parsing: "650")       // 650, between semibold and bold
/// FontWeight.bold > .regular           // true
/// ```
public struct FontWeight: Sendable, Hashable, Comparable {
    /// The OpenType `usWeightClass` / CSS `font-weight` / `wght` axis value.
    public let value: Double

    /// The values a weight may take: 1 to 1000, as CSS Fonts 4 and the OpenType `wght` axis allow.
    public static let range = 1.0...1000.0

    /// Creates a weight from its OpenType/CSS value, clamped to ``range`` (a NaN becomes
    /// ``regular``), so every weight can be handed to a font.
    public init(value: Double) {
        self.value = value.isNaN ? 400 : min(max(value, Self.range.lowerBound), Self.range.upperBound)
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

    /// The nine standard weights, lightest first.
    public static let standard: [FontWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]

    /// Apple's name for a standard weight ("Ultralight", "Regular", "Semibold"…), or the number
    /// for any other value ("650").
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
        default: DecimalText.string(value, decimals: 3)
        }
    }

    /// The Swift case name of a standard weight (`ultraLight`, `semibold`), as UIKit's
    /// `UIFont.Weight` and SwiftUI's `Font.Weight` spell it; `nil` for other values.
    public var caseName: String? {
        switch value {
        case 100: "ultraLight"
        case 200: "thin"
        case 300: "light"
        case 400: "regular"
        case 500: "medium"
        case 600: "semibold"
        case 700: "bold"
        case 800: "heavy"
        case 900: "black"
        default: nil
        }
    }

    /// Parses a weight name or number: the nine names in any case and spacing (`semibold`,
    /// `Semi Bold`, `ultra-light`, `UIFontWeightBold`, `.heavy`), or a number from 1 to 1000.
    ///
    /// - Throws: ``TypeScaleError`` naming the input and the accepted values.
    public init(parsing text: String) throws(TypeScaleError) {
        if let number = DecimalNumber.parse(text) {
            guard Self.range.contains(number) else {
                throw TypeScaleError("weight \(EchoedText.quoted(text)): expected a number from 1 to 1000 (400 regular, 700 bold) or a name")
            }
            self.init(value: number)
            return
        }
        guard let weight = lookUp(text, prefixes: ["UIFontWeight", "NSFontWeight", "FontWeight"], in: Self.spellings) else {
            throw TypeScaleError(
                "weight \(EchoedText.quoted(text)): expected one of \(Self.standard.map(\.name).joined(separator: ", ")) or a number from 1 to 1000")
        }
        self = weight
    }

    private static let spellings: [(FontWeight, [String])] = [
        (.ultraLight, ["ultralight", "extralight"]),
        (.thin, ["thin"]),
        (.light, ["light"]),
        (.regular, ["regular", "normal", "book"]),
        (.medium, ["medium"]),
        (.semibold, ["semibold", "demibold"]),
        (.bold, ["bold"]),
        (.heavy, ["heavy", "extrabold"]),
        (.black, ["black"]),
    ]

    /// Lighter weights sort first.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.value < rhs.value
    }
}

extension FontWeight: CustomStringConvertible {
    /// The case name and number of a standard weight, `heavy (800)`, or the number of any
    /// other, `650`: what `print` and string interpolation show.
    public var description: String {
        let number = DecimalText.string(value, decimals: 3)
        return caseName.map { "\($0) (\(number))" } ?? number
    }
}

extension FontWeight: Codable {
    /// Decodes a number from 1 to 1000 or a weight name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            guard Self.range.contains(number) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "weight \(number): expected 1…1000")
            }
            self.init(value: number)
            return
        }
        do {
            self = try FontWeight(parsing: try container.decode(String.self))
        } catch let error as TypeScaleError {
            throw DecodingError.refused(error, at: container.codingPath)
        }
    }

    /// Encodes the number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

extension FontWeight: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A weight written as a number: `weight: 600`.
    public init(integerLiteral value: Int) {
        self.init(value: Double(value))
    }

    /// A weight written as a fractional number: `weight: 650.5`.
    public init(floatLiteral value: Double) {
        self.init(value: value)
    }
}
