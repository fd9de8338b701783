import LegibleColor
import LegibleTokens

/// UIKit's semantic colours (`label`, `secondaryLabel`, the system and grouped backgrounds…) in
/// the appearances whose values two independent public sources agree on — a dump of
/// `UIColor.resolvedColor(with:)` and a second listing — transcribed in
/// `Tables/apple-semantic-colors.csv` (Tables/README.md cites them). Apple publishes no table of
/// them; an appearance not listed (every Increase Contrast one, and the dark values only one
/// source gives) is left unmeasured rather than guessed.
enum AppleSemanticColor {
    /// The value of a colour in an appearance, as 8-bit components and an alpha.
    struct Value {
        let red: UInt8
        let green: UInt8
        let blue: UInt8
        let alpha: Double
    }

    /// Every known value: name → (light, dark). `nil` where the sources do not agree or one alone gives it.
    static let values: [String: (light: Value?, dark: Value?)] = [
        "label": (Value(red: 0, green: 0, blue: 0, alpha: 1), Value(red: 255, green: 255, blue: 255, alpha: 1)),
        "secondaryLabel": (Value(red: 60, green: 60, blue: 67, alpha: 0.6), Value(red: 235, green: 235, blue: 245, alpha: 0.6)),
        "tertiaryLabel": (Value(red: 60, green: 60, blue: 67, alpha: 0.3), Value(red: 235, green: 235, blue: 245, alpha: 0.3)),
        "quaternaryLabel": (Value(red: 60, green: 60, blue: 67, alpha: 0.18), nil),
        "placeholderText": (Value(red: 60, green: 60, blue: 67, alpha: 0.3), nil),
        "link": (Value(red: 0, green: 122, blue: 255, alpha: 1), nil),
        "separator": (Value(red: 60, green: 60, blue: 67, alpha: 0.29), nil),
        "secondarySystemBackground": (Value(red: 242, green: 242, blue: 247, alpha: 1), Value(red: 28, green: 28, blue: 30, alpha: 1)),
        "tertiarySystemBackground": (Value(red: 255, green: 255, blue: 255, alpha: 1), Value(red: 44, green: 44, blue: 46, alpha: 1)),
        "systemGroupedBackground": (Value(red: 242, green: 242, blue: 247, alpha: 1), Value(red: 0, green: 0, blue: 0, alpha: 1)),
        "secondarySystemGroupedBackground": (Value(red: 255, green: 255, blue: 255, alpha: 1), Value(red: 28, green: 28, blue: 30, alpha: 1)),
        "tertiarySystemGroupedBackground": (Value(red: 242, green: 242, blue: 247, alpha: 1), nil),
    ]

    /// Whether `color` is one of the table's colours (or one at an `.opacity(_:)`): UIKit's values.
    /// AppKit's colours of the same names (`NSColor.secondaryLabelColor`, which SwiftUI's
    /// `.secondary` is on a Mac) have other ones — about black at 50% in light and white at 55% in
    /// dark, where UIKit's is #3c3c43 at 60% — and no two public sources the table could cite give
    /// them, so contrast with them is not measured on a Mac (WWDC 67266753
    /// DownloadManagerView.swift:145 was reported with iOS's value).
    static func isTabled(_ color: ScannedColor) -> Bool {
        guard case .system(let written) = color else { return false }
        let name = ScannedColor.systemOpacity(written)?.name ?? written
        let bare = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        return values[bare] != nil
    }

    /// The colour a semantic name (`secondaryLabel` or Interface Builder's `secondaryLabelColor`)
    /// has in an appearance; `nil` for a name not in the table.
    static func resolve(_ name: String, in appearance: ColorAppearance) -> ScanColorResolution? {
        let bare = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        guard let entry = values[bare] else { return nil }
        let increased = appearance == .lightIncreasedContrast || appearance == .darkIncreasedContrast
        guard !increased, let value = appearance.isDark ? entry.dark : entry.light else {
            return .unknownValue(reason: "\(bare) has no value two sources agree on in \(appearance.rawValue), so contrast with it is not measured there")
        }
        let opaque = SRGBColor(red8: value.red, green8: value.green, blue8: value.blue)
        var color = opaque
        color.alpha = value.alpha
        let shown = value.alpha < 1 ? "\(opaque.hex) at \(Int((value.alpha * 100).rounded()))%" : opaque.hex
        return .resolved(color, description: "\(bare) (\(shown))")
    }
}
