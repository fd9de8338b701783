import Foundation

/// The colour spaces of CSS Color Module Level 4 that design files name, with their components as
/// CSS writes them as plain numbers.
///
/// These are the spaces of the W3C Design Tokens colour module (`colorSpace` in a DTCG colour
/// value), which takes them from CSS Color 4. Component conventions:
///
/// | Space | Components |
/// | --- | --- |
/// | `srgb`, `srgb-linear`, `display-p3`, `a98-rgb`, `prophoto-rgb`, `rec2020` | red, green, blue, 0–1 |
/// | `xyz-d65`, `xyz-d50` | X, Y, Z (Y = 1 is the white's luminance) |
/// | `hsl` | hue in degrees, saturation 0–100, lightness 0–100 |
/// | `hwb` | hue in degrees, whiteness 0–100, blackness 0–100 |
/// | `lab` | L 0–100, a, b (CIE Lab with a D50 white, as CSS defines it) |
/// | `lch` | L 0–100, chroma, hue in degrees (polar CIE Lab, D50) |
/// | `oklab` | L 0–1, a, b |
/// | `oklch` | L 0–1, chroma, hue in degrees |
///
/// ```swift
/// let red = SRGBColor(.rec2020, 1, 0, 0)   // outside sRGB: check isInSRGBGamut
/// let mapped = try ParsedColor(.displayP3, components: [1, 0, 0], input: "display-p3 red")
/// mapped.wasGamutMapped                     // true
/// ```
///
/// The conversions are CSS Color 4's sample code (`conversions.js`): each RGB space's transfer
/// function and matrix to XYZ, Bradford adaptation between the D50 and D65 whites, CIE Lab with
/// ε = 216/24389 and κ = 24389/27. `rec2020` is display-referred with the BT.1886 EOTF (a pure
/// 2.4 gamma), as CSS Color 4 now specifies it.
public enum CSSColorSpace: String, CaseIterable, Sendable, Hashable, Codable {
    /// sRGB, gamma-encoded.
    case srgb
    /// sRGB primaries and white, linear light.
    case srgbLinear = "srgb-linear"
    /// Display P3: P3 primaries, D65 white, the sRGB transfer function.
    case displayP3 = "display-p3"
    /// Adobe RGB (1998) compatible.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (ROMM RGB), D50 white.
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020, display-referred (BT.1886 EOTF).
    case rec2020
    /// CIE XYZ relative to the D65 white.
    case xyzD65 = "xyz-d65"
    /// CIE XYZ relative to the D50 white.
    case xyzD50 = "xyz-d50"
    /// CIE Lab with a D50 white, as in CSS `lab()`.
    case lab
    /// Polar CIE Lab (D50), as in CSS `lch()`.
    case lch
    /// OKLab.
    case oklab
    /// Polar OKLab.
    case oklch
    /// HSL, a polar form of sRGB.
    case hsl
    /// HWB, a polar form of sRGB.
    case hwb

    /// Parses the CSS name of a space (`display-p3`, `xyz-d65`, `oklch`), ignoring case; CSS's
    /// `xyz` is `xyz-d65`.
    ///
    /// - Parameter name: the space's name.
    /// - Returns: `nil` when the name is not one of these spaces.
    public init?(cssName name: String) {
        let lowered = name.lowercased()
        if lowered == "xyz" {
            self = .xyzD65
            return
        }
        guard let space = CSSColorSpace(rawValue: lowered) else { return nil }
        self = space
    }

    /// Which component is a hue angle in degrees, if any.
    public var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// The components' names in order, for messages: `["red", "green", "blue"]`, `["L", "C", "H"]`.
    public var componentNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: ["red", "green", "blue"]
        case .xyzD65, .xyzD50: ["X", "Y", "Z"]
        case .lab, .oklab: ["L", "a", "b"]
        case .lch, .oklch: ["L", "C", "H"]
        case .hsl: ["hue", "saturation", "lightness"]
        case .hwb: ["hue", "whiteness", "blackness"]
        }
    }

    /// Linear-light sRGB components of a colour given in this space (outside `0...1` when the
    /// colour is outside the sRGB gamut).
    func linearSRGB(_ c0: Double, _ c1: Double, _ c2: Double) -> LinearRGB {
        switch self {
        case .srgb:
            return LinearRGB(red: SRGBColor.linearize(c0), green: SRGBColor.linearize(c1), blue: SRGBColor.linearize(c2))
        case .srgbLinear:
            return LinearRGB(red: c0, green: c1, blue: c2)
        case .displayP3:
            return LinearRGB(
                linearDisplayP3: LinearRGB(
                    red: SRGBColor.linearize(c0), green: SRGBColor.linearize(c1), blue: SRGBColor.linearize(c2)))
        case .a98RGB:
            func linear(_ value: Double) -> Double { signedPower(value, 563.0 / 256.0) }
            return Self.multiply(Self.a98ToXYZ, (linear(c0), linear(c1), linear(c2))).linearSRGB
        case .prophotoRGB:
            func linear(_ value: Double) -> Double { abs(value) <= 16.0 / 512.0 ? value / 16 : signedPower(value, 1.8) }
            return Self.d65(fromD50: Self.multiply(Self.prophotoToXYZD50, (linear(c0), linear(c1), linear(c2)))).linearSRGB
        case .rec2020:
            return Self.multiply(Self.rec2020ToXYZ, (signedPower(c0, 2.4), signedPower(c1, 2.4), signedPower(c2, 2.4))).linearSRGB
        case .xyzD65:
            return XYZ(x: c0, y: c1, z: c2).linearSRGB
        case .xyzD50:
            return Self.d65(fromD50: XYZ(x: c0, y: c1, z: c2)).linearSRGB
        case .lab:
            return Self.d65(fromD50: Self.xyzD50(lightness: c0, a: c1, b: c2)).linearSRGB
        case .lch:
            let radians = c2 * .pi / 180
            return Self.d65(fromD50: Self.xyzD50(lightness: c0, a: c1 * cos(radians), b: c1 * sin(radians))).linearSRGB
        case .oklab:
            return OKLab(lightness: c0, a: c1, b: c2).linearSRGB
        case .oklch:
            return OKLCH(lightness: c0, chroma: c1, hue: c2).oklab.linearSRGB
        case .hsl:
            return ColorSyntax.hsl(hue: c0, saturation: c1 / 100, lightness: c2 / 100, alpha: 1).linear
        case .hwb:
            return Self.hwb(hue: c0, whiteness: c1 / 100, blackness: c2 / 100).linear
        }
    }

    // MARK: CSS Color 4 sample code

    /// `sign(value) × |value|^exponent`: the extended transfer functions of CSS Color 4.
    private func signedPower(_ value: Double, _ exponent: Double) -> Double {
        value < 0 ? -pow(-value, exponent) : pow(value, exponent)
    }

    /// CSS Color 4 `hwbToRgb`.
    private static func hwb(hue: Double, whiteness: Double, blackness: Double) -> SRGBColor {
        if whiteness + blackness >= 1 {
            let grey = whiteness / (whiteness + blackness)
            return SRGBColor(red: grey, green: grey, blue: grey)
        }
        let pure = ColorSyntax.hsl(hue: hue, saturation: 1, lightness: 0.5, alpha: 1)
        func mix(_ component: Double) -> Double { component * (1 - whiteness - blackness) + whiteness }
        return SRGBColor(red: mix(pure.red), green: mix(pure.green), blue: mix(pure.blue))
    }

    /// The D50 white from its chromaticity (0.3457, 0.3585), as CSS Color 4 defines it.
    private static let d50White = XYZ(x: 0.3457 / 0.3585, y: 1, z: (1 - 0.3457 - 0.3585) / 0.3585)

    /// CSS Color 4 `Lab_to_XYZ`: D50-relative XYZ of a CIE Lab colour.
    private static func xyzD50(lightness: Double, a: Double, b: Double) -> XYZ {
        let kappa = 24389.0 / 27.0
        let epsilon = 216.0 / 24389.0
        let f1 = (lightness + 16) / 116
        let f0 = a / 500 + f1
        let f2 = f1 - b / 200
        let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
        let y = lightness > kappa * epsilon ? f1 * f1 * f1 : lightness / kappa
        let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
        return XYZ(x: x * d50White.x, y: y * d50White.y, z: z * d50White.z)
    }

    /// CSS Color 4 `D50_to_D65`: Bradford chromatic adaptation.
    private static func d65(fromD50 xyz: XYZ) -> XYZ {
        multiply(bradfordD50ToD65, (xyz.x, xyz.y, xyz.z))
    }

    private static func multiply(_ m: [[Double]], _ v: (Double, Double, Double)) -> XYZ {
        XYZ(
            x: m[0][0] * v.0 + m[0][1] * v.1 + m[0][2] * v.2,
            y: m[1][0] * v.0 + m[1][1] * v.1 + m[1][2] * v.2,
            z: m[2][0] * v.0 + m[2][1] * v.1 + m[2][2] * v.2)
    }

    // Linear a98-rgb → XYZ (D65), the exact rational form of CSS Color 4.
    private static let a98ToXYZ: [[Double]] = [
        [573536.0 / 994567.0, 263643.0 / 1420810.0, 187206.0 / 994567.0],
        [591459.0 / 1989134.0, 6239551.0 / 9945670.0, 374412.0 / 4972835.0],
        [53769.0 / 1989134.0, 351524.0 / 4972835.0, 4929758.0 / 4972835.0],
    ]

    // Linear prophoto-rgb → XYZ (D50), CSS Color 4.
    private static let prophotoToXYZD50: [[Double]] = [
        [0.7977604896723027, 0.13518583717574031, 0.0313493495815248],
        [0.2880711282292934, 0.7118432178101014, 0.00008565396060525902],
        [0, 0, 0.8251046025104601],
    ]

    // Linear rec2020 → XYZ (D65), the exact rational form of CSS Color 4.
    private static let rec2020ToXYZ: [[Double]] = [
        [63426534.0 / 99577255.0, 20160776.0 / 139408157.0, 47086771.0 / 278816314.0],
        [26158966.0 / 99577255.0, 472592308.0 / 697040785.0, 8267143.0 / 139408157.0],
        [0, 19567812.0 / 697040785.0, 295819943.0 / 278816314.0],
    ]

    // Bradford adaptation from the D50 to the D65 white, CSS Color 4.
    private static let bradfordD50ToD65: [[Double]] = [
        [0.9554734527042182, -0.023098536874261423, 0.0632593086610217],
        [-0.028369706963208136, 1.0099954580058226, 0.021041398966943008],
        [0.012314001688319899, -0.020507696433477912, 1.3303659366080753],
    ]
}

extension SRGBColor {
    /// Creates a colour from components in a CSS colour space (see ``CSSColorSpace`` for each
    /// space's components).
    ///
    /// The result is *not* gamut-mapped: check ``isInSRGBGamut`` and use ``gamutMappedToSRGB``, or
    /// use ``ParsedColor/init(_:components:alpha:input:)``, which does both.
    ///
    /// ```swift
    /// SRGBColor(.oklch, 0.62796, 0.25768, 29.234).hex   // "#ff0000"
    /// SRGBColor(.hsl, 330, 100, 50).hex                 // "#ff0080"
    /// ```
    ///
    /// - Parameters:
    ///   - space: the colour space the components are in.
    ///   - c0: the first component.
    ///   - c1: the second component.
    ///   - c2: the third component.
    ///   - alpha: opacity, 0–1.
    public init(_ space: CSSColorSpace, _ c0: Double, _ c1: Double, _ c2: Double, alpha: Double = 1) {
        if space == .srgb {
            self.init(red: c0, green: c1, blue: c2, alpha: alpha)
        } else {
            self.init(linear: space.linearSRGB(c0, c1, c2), alpha: alpha)
        }
    }
}

extension ParsedColor {
    /// A colour given by its components in a CSS colour space (from a design-token file, say),
    /// mapped into sRGB as ``init(parsing:)`` maps it: CSS Color 4 gamut mapping when it lies
    /// outside sRGB, recorded in ``wasGamutMapped``.
    ///
    /// ```swift
    /// let p3 = try ParsedColor(.displayP3, components: [1, 0, 0], input: "color(display-p3 1 0 0)")
    /// p3.wasGamutMapped   // true
    /// ```
    ///
    /// - Parameters:
    ///   - space: the colour space.
    ///   - components: the three components, as ``CSSColorSpace`` describes them.
    ///   - alpha: opacity, 0–1.
    ///   - input: the colour as written, kept as ``input`` and named in errors.
    /// - Throws: ``ColorParseError`` when there are not three finite components or the colour
    ///   lies so far outside every display gamut that the conversion loses all precision.
    public init(_ space: CSSColorSpace, components: [Double], alpha: Double = 1, input: String) throws(ColorParseError) {
        guard components.count == 3, components.allSatisfy(\.isFinite), alpha.isFinite else {
            throw ColorParseError(input: input, reason: "\(space.rawValue) takes three finite components and a finite alpha")
        }
        self.input = input
        let unmapped = SRGBColor(space, components[0], components[1], components[2], alpha: min(max(alpha, 0), 1))
        let linear = unmapped.linear
        guard [linear.red, linear.green, linear.blue].allSatisfy({ $0.isFinite && abs($0) <= ParsedColor.linearLimit }) else {
            throw ColorParseError(input: input, reason: "its values lie far outside any display's colour gamut")
        }
        if unmapped.isInSRGBGamut {
            color = unmapped.clampedToSRGB
            wasGamutMapped = false
        } else {
            color = unmapped.gamutMappedToSRGB
            wasGamutMapped = true
        }
    }
}
