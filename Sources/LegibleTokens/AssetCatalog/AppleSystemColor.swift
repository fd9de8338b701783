import LegibleColor

/// One of Apple's system colours (`systemBlue`, `systemGray3`…) with the values the Human
/// Interface Guidelines publish for it in each appearance.
///
/// The values are the HIG Color page's "Specifications" tables (system colours, and iOS/iPadOS
/// system grays), revision of June 9, 2025 (iOS 26), as `Tables/apple-system-colors.csv`
/// records them with their source. Apple warns that the actual values may change from release
/// to release; an asset catalog colour that refers to a system colour is checked with these.
///
/// ```swift
/// let blue = AppleSystemColor.named("systemBlueColor")!
/// blue.color(in: .light).hex                   // "#0088ff"
/// blue.color(in: .darkIncreasedContrast).hex   // "#5cb8ff"
/// ```
///
/// Only the colours the HIG gives values for are here: semantic colours such as `labelColor`
/// or `systemBackgroundColor` are not published with values, so Legible does not guess them.
public struct AppleSystemColor: Sendable, Hashable {
    /// UIKit's name without the `Color` suffix: `systemBlue`, `systemGray2`.
    public let name: String
    /// The HIG's name: `Blue`, `Gray (2)`.
    public let higName: String
    /// The published value in each of the four appearances, as 8-bit sRGB.
    public let values: [ColorAppearance: SRGBColor]

    init(name: String, higName: String, light: UInt32, dark: UInt32, lightIncreasedContrast: UInt32, darkIncreasedContrast: UInt32) {
        func color(_ hex: UInt32) -> SRGBColor {
            SRGBColor(red8: UInt8(hex >> 16 & 0xFF), green8: UInt8(hex >> 8 & 0xFF), blue8: UInt8(hex & 0xFF))
        }
        self.name = name
        self.higName = higName
        values = [
            .light: color(light), .dark: color(dark),
            .lightIncreasedContrast: color(lightIncreasedContrast), .darkIncreasedContrast: color(darkIncreasedContrast),
        ]
    }

    /// The published value in `appearance`.
    ///
    /// - Parameter appearance: the appearance.
    public func color(in appearance: ColorAppearance) -> SRGBColor {
        values[appearance]!
    }

    /// The system colour with this name: UIKit's (`systemBlue`), an asset catalog's reference
    /// (`systemBlueColor`), or the HIG's (`Blue`, `Gray (2)`); `nil` when the HIG publishes no
    /// values for it.
    ///
    /// - Parameter name: the name.
    public static func named(_ name: String) -> AppleSystemColor? {
        let key = name.hasSuffix("Color") ? String(name.dropLast("Color".count)) : name
        return all.first { $0.name == key || $0.higName == name }
    }
}
