import LegibleSyntax

/// A colour in the sRGB colour space, with an alpha channel.
///
/// `SRGBColor` stores sRGB-encoded (gamma-corrected) components in `0...1`, exactly what a
/// designer types as `#rrggbb`. Every other representation the library works in, linear
/// RGB, CIE XYZ, CIELAB and OKLab/OKLCH, is derived from it on demand.
///
/// ```swift
/// let grey = SRGBColor(red: 0x76 / 255, green: 0x76 / 255, blue: 0x76 / 255)
/// grey.hex               // "#767676"
/// grey.oklch.lightness   // ≈ 0.5693
/// ```
///
/// Components outside `0...1` are allowed so that conversions from wider gamuts (Display P3)
/// can be inspected before they are mapped into sRGB; ``isInSRGBGamut`` tells whether that is
/// needed, and ``clampedToSRGB`` does the simplest mapping.
public struct SRGBColor: Sendable, Hashable {
    /// The sRGB-encoded red component, nominally in `0...1`.
    public var red: Double
    /// The sRGB-encoded green component, nominally in `0...1`.
    public var green: Double
    /// The sRGB-encoded blue component, nominally in `0...1`.
    public var blue: Double
    /// Opacity in `0...1`: 0 is fully transparent, 1 fully opaque.
    public var alpha: Double

    /// Creates a colour from sRGB-encoded components in `0...1`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from 8-bit sRGB components, as in `#rrggbb`.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
            alpha: Double(alpha8) / 255)
    }

    /// Opaque black, `#000000`.
    public static let black = SRGBColor(red: 0, green: 0, blue: 0)
    /// Opaque white, `#ffffff`.
    public static let white = SRGBColor(red: 1, green: 1, blue: 1)

    /// Whether the alpha channel is exactly 1.
    public var isOpaque: Bool { alpha >= 1 }

    /// The same colour with a different opacity.
    public func withAlpha(_ alpha: Double) -> SRGBColor {
        SRGBColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Whether every component lies in `0...1` (with a tolerance for rounding of 1e-9).
    public var isInSRGBGamut: Bool {
        let range = -1e-9...(1 + 1e-9)
        return range.contains(red) && range.contains(green) && range.contains(blue)
    }

    /// The colour with each component clamped to `0...1` (a NaN component becomes 0).
    public var clampedToSRGB: SRGBColor {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        return SRGBColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }

    /// The normalised hexadecimal form: `#rrggbb` when opaque, `#rrggbbaa` otherwise.
    ///
    /// Components are clamped to `0...1` and rounded to the nearest 8-bit value; an alpha that
    /// rounds to `ff` is opaque, so the form reads back as itself.
    public var hex: String {
        let clamped = clampedToSRGB
        func byte(_ component: Double) -> Int { Int((component * 255).rounded()) }
        let alpha = byte(clamped.alpha)
        // Written into the string's own storage: reports ask for tens of thousands of these.
        return String(unsafeUninitializedCapacity: alpha == 255 ? 7 : 9) { text in
            let digits: StaticString = "0123456789abcdef"
            var count = 1
            func append(_ value: Int) {
                text[count] = digits.utf8Start[value / 16]
                text[count + 1] = digits.utf8Start[value % 16]
                count += 2
            }
            text[0] = UInt8(ascii: "#")
            append(byte(clamped.red))
            append(byte(clamped.green))
            append(byte(clamped.blue))
            if alpha != 255 { append(alpha) }
            return count
        }
    }
}

extension SRGBColor {
    /// The hexadecimal form in Android's order, as `colors.xml`, layouts and Compose's
    /// `Color(0x…)` write it: `#aarrggbb`, or `#rrggbb` when opaque (the same as ``hex``). A
    /// reader of an Android finding cannot tell ``hex``'s `#ffffff80` (white at half alpha) from
    /// the Android colour `#FFFFFF80` (a pale blue, opaque).
    package var androidHex: String {
        let css = hex
        guard css.utf8.count == 9 else { return css }
        return "#" + css.suffix(2) + css.dropFirst().prefix(6)
    }
}

extension SRGBColor: CustomStringConvertible {
    /// What `print` and string interpolation show: the ``hex`` form for a colour it holds
    /// exactly (`#767676`), else the hex form and the components as they are
    /// (`#777777 (red 0.465, green 0.465, blue 0.465)`, with `alpha` when translucent).
    public var description: String {
        if (try? SRGBColor(parsing: hex)) == self { return hex }
        var components = "red \(red), green \(green), blue \(blue)"
        if alpha != 1 { components += ", alpha \(alpha)" }
        return "\(hex) (\(components))"
    }
}

extension SRGBColor: Codable {
    private enum CodingKeys: String, CodingKey {
        case hex, red, green, blue, alpha
    }

    /// Decodes what ``encode(to:)`` writes, the components (exactly) with their hex form, or a
    /// string in any colour syntax ``init(parsing:)`` reads (`"#767676"`, `"rgb(0 0 0 / 40%)"`,
    /// `"rebeccapurple"`); a colour outside sRGB is gamut-mapped as there.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer(), let text = try? container.decode(String.self) {
            do {
                self = try SRGBColor(parsing: text)
            } catch {
                throw DecodingError.refused(error, at: container.codingPath)
            }
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.contains(.red) || container.contains(.green) || container.contains(.blue) else {
            let text = try container.decode(String.self, forKey: .hex)
            do {
                self = try SRGBColor(parsing: text)
            } catch {
                throw DecodingError.refused(error, at: container.codingPath + [CodingKeys.hex])
            }
            return
        }
        func component(_ key: CodingKeys) throws -> Double {
            let value = try container.decode(Double.self, forKey: key)
            guard value.isFinite else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "\(key.rawValue) \(value): expected a finite number")
            }
            return value
        }
        self.init(
            red: try component(.red), green: try component(.green), blue: try component(.blue),
            alpha: container.contains(.alpha) ? try component(.alpha) : 1)
    }

    /// Encodes the colour losslessly: its ``hex`` form for people (`#rrggbb`, or `#rrggbbaa`
    /// when translucent) and its components as they are, so that a decoded report measures the
    /// same colour again — `#767676` is 0.4627, and a token's 0.465 stays 0.465.
    ///
    /// ```json
    /// {"hex":"#777777","red":0.465,"green":0.465,"blue":0.465,"alpha":1}
    /// ```
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(hex, forKey: .hex)
        try container.encode(red, forKey: .red)
        try container.encode(green, forKey: .green)
        try container.encode(blue, forKey: .blue)
        try container.encode(alpha, forKey: .alpha)
    }
}
