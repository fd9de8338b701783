import LegibleColor

/// One of Harbor's colours, in light and in dark mode, as its asset catalog holds it.
public struct HarborColor: Sendable, Hashable {
    /// The token's name, as designers and the asset catalog call it.
    public let name: String
    /// The colour in light mode.
    public let light: SRGBColor
    /// The colour in dark mode.
    public let dark: SRGBColor

    init(_ name: String, light: UInt32, dark: UInt32) {
        func color(_ hex: UInt32) -> SRGBColor {
            SRGBColor(red8: UInt8(hex >> 16 & 0xff), green8: UInt8(hex >> 8 & 0xff), blue8: UInt8(hex & 0xff))
        }
        self.init(name: name, light: color(light), dark: color(dark))
    }

    /// A colour from values in hand.
    ///
    /// - Parameters:
    ///   - name: the token's name.
    ///   - light: the colour in light mode.
    ///   - dark: the colour in dark mode.
    public init(name: String, light: SRGBColor, dark: SRGBColor) {
        self.name = name
        self.light = light
        self.dark = dark
    }

    public static let surface = HarborColor("surface", light: 0xffffff, dark: 0x000000)
    public static let textPrimary = HarborColor("text.primary", light: 0x000000, dark: 0xffffff)
    public static let textSecondary = HarborColor("text.secondary", light: 0x767676, dark: 0x8e8e93)
    public static let textTertiary = HarborColor("text.tertiary", light: 0x777777, dark: 0x636366)
    public static let textLink = HarborColor("text.link", light: 0x0078d7, dark: 0x0a84ff)
    public static let textBrand = HarborColor("text.brand", light: 0x0078d7, dark: 0x0078d7)
    public static let accent = HarborColor("accent", light: 0x0078d7, dark: 0x0078d7)
    public static let onAccent = HarborColor("on.accent", light: 0xffffff, dark: 0xffffff)
    public static let separator = HarborColor("separator", light: 0x8b9986, dark: 0x222222)
    public static let statusError = HarborColor("status.error", light: 0xff0000, dark: 0xff0000)
}

/// A foreground Harbor draws on a background, and what it draws it as: the text style (or
/// non-text use) decides which WCAG ratio the pair needs.
public struct HarborColorPairing: Sendable, Hashable {
    /// The text or icon colour.
    public let foreground: HarborColor
    /// The colour behind it.
    public let background: HarborColor
    /// A text style (judged at the default size), or a use such as non-text.
    public let kind: ForegroundKind

    /// Every pairing Harbor's components use.
    public static let all: [HarborColorPairing] = [
        HarborColorPairing(foreground: .textPrimary, background: .surface, kind: .textStyle(.body)),
        HarborColorPairing(foreground: .textSecondary, background: .surface, kind: .textStyle(.footnote)),
        HarborColorPairing(foreground: .textTertiary, background: .surface, kind: .textStyle(.caption1)),
        HarborColorPairing(foreground: .textLink, background: .surface, kind: .textStyle(.body)),
        HarborColorPairing(foreground: .textBrand, background: .surface, kind: .textStyle(.title2)),
        HarborColorPairing(foreground: .onAccent, background: .accent, kind: .textStyle(.headline)),
        HarborColorPairing(foreground: .separator, background: .surface, kind: .use(.nonText)),
        HarborColorPairing(foreground: .statusError, background: .surface, kind: .use(.nonText)),
    ]
}
