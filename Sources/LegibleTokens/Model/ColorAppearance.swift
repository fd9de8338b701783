import LegibleSyntax

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One of the four appearances an iOS colour can take: light or dark, each with or without
/// Increase Contrast (Settings › Accessibility › Display & Text Size).
///
/// Raw values are the names `legible.yaml` uses:
///
/// ```swift
/// let appearance = try ColorAppearance(parsing: "darkIncreasedContrast")
/// appearance.isDark                 // true
/// appearance.standard               // .dark
/// appearance.fallbacks              // [.darkIncreasedContrast, .dark, .lightIncreasedContrast, .light]
/// ```
public enum ColorAppearance: String, CaseIterable, Sendable, Hashable, Comparable {
    /// Light mode (`UIUserInterfaceStyle.light`), standard contrast; also what a colour with no
    /// appearance of its own ("Any") shows.
    case light
    /// Dark mode (`UIUserInterfaceStyle.dark`), standard contrast.
    case dark
    /// Light mode with Increase Contrast on (`UIAccessibilityContrast.high`).
    case lightIncreasedContrast
    /// Dark mode with Increase Contrast on.
    case darkIncreasedContrast

    /// Reads an appearance name: the raw values in any case, with or without separators
    /// (`dark-increased-contrast`), and Xcode's wording "high contrast" for increased contrast
    /// (`darkHighContrast`).
    ///
    /// - Parameter text: the name.
    /// - Throws: ``ColorAppearanceParseError`` naming the input and the accepted names.
    public init(parsing text: String) throws(ColorAppearanceParseError) {
        let key = String(text.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) }.map(Character.init))
        switch key {
        case "light": self = .light
        case "dark": self = .dark
        case "lightincreasedcontrast", "lighthighcontrast": self = .lightIncreasedContrast
        case "darkincreasedcontrast", "darkhighcontrast": self = .darkIncreasedContrast
        default: throw ColorAppearanceParseError(input: text)
        }
    }

    /// Whether this is one of the dark appearances.
    public var isDark: Bool { self == .dark || self == .darkIncreasedContrast }

    /// Whether Increase Contrast is on.
    public var isIncreasedContrast: Bool { self == .lightIncreasedContrast || self == .darkIncreasedContrast }

    /// The same mode with standard contrast: `.light` or `.dark`.
    public var standard: ColorAppearance { isDark ? .dark : .light }

    /// The same mode with Increase Contrast on.
    public var increasedContrast: ColorAppearance { isDark ? .darkIncreasedContrast : .lightIncreasedContrast }

    /// The appearances whose colours iOS falls back to, in order, when a colour has no variant
    /// for this one; the first is this appearance itself.
    ///
    /// This is the asset catalog's order (dark + high contrast → dark → high contrast → any),
    /// with the "any" variant read as ``light`` and "any + high contrast" as
    /// ``lightIncreasedContrast``:
    ///
    /// | Appearance | Falls back to |
    /// | --- | --- |
    /// | `light` | — |
    /// | `dark` | `light` |
    /// | `lightIncreasedContrast` | `light` |
    /// | `darkIncreasedContrast` | `dark`, `lightIncreasedContrast`, `light` |
    public var fallbacks: [ColorAppearance] {
        switch self {
        case .light: [.light]
        case .dark: [.dark, .light]
        case .lightIncreasedContrast: [.lightIncreasedContrast, .light]
        case .darkIncreasedContrast: [.darkIncreasedContrast, .dark, .lightIncreasedContrast, .light]
        }
    }

    /// Declaration order: light, dark, lightIncreasedContrast, darkIncreasedContrast.
    public static func < (lhs: ColorAppearance, rhs: ColorAppearance) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension ColorAppearance: Codable, CodingKeyRepresentable {
    /// Decodes any spelling ``init(parsing:)`` reads.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try ColorAppearance(parsing: text)
        } catch {
            throw DecodingError.refused(error, at: container.codingPath)
        }
    }

    /// Encodes the raw value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A name that is not one of the four ``ColorAppearance``s.
public struct ColorAppearanceParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text as it was given.
    public let input: String

    /// An error about `input`.
    ///
    /// - Parameter input: the text that is not an appearance.
    public init(input: String) {
        self.input = input
    }

    /// `appearance "…": expected one of light, dark, lightIncreasedContrast, darkIncreasedContrast`.
    public var description: String {
        "appearance \"\(input)\": expected one of \(ColorAppearance.allCases.map(\.rawValue).joined(separator: ", "))"
    }
}

extension ColorAppearanceParseError: LocalizedError {
    /// The ``description``, so `localizedDescription` names the input too.
    public var errorDescription: String? { description }
}
