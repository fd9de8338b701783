import Foundation

/// Linear-light RGB components with sRGB primaries and a D65 white point.
public struct LinearRGB: Sendable, Hashable {
    /// Linear red, 0…1 inside the sRGB gamut.
    public var red: Double
    /// Linear green, 0…1 inside the sRGB gamut.
    public var green: Double
    /// Linear blue, 0…1 inside the sRGB gamut.
    public var blue: Double

    /// Creates linear-light components.
    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}

/// CIE 1931 XYZ tristimulus values relative to a D65 white with `y == 1`.
public struct XYZ: Sendable, Hashable {
    /// X tristimulus value.
    public var x: Double
    /// Y tristimulus value: luminance, 1 for the white point.
    public var y: Double
    /// Z tristimulus value.
    public var z: Double

    /// Creates tristimulus values.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The D65 reference white, from its chromaticity (0.3127, 0.3290) as in IEC 61966-2-1.
    public static let d65White = XYZ(x: 0.3127 / 0.3290, y: 1, z: (1 - 0.3127 - 0.3290) / 0.3290)
}

/// CIELAB (L*a*b*) relative to the D65 white point.
///
/// Legible uses D65 rather than CSS's D50 because it converts from sRGB, whose white is D65;
/// no chromatic adaptation is involved.
public struct Lab: Sendable, Hashable {
    /// Lightness, 0 (black) to 100 (white).
    public var lightness: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    /// Creates CIELAB coordinates.
    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }
}

/// Björn Ottosson's OKLab perceptual colour space.
public struct OKLab: Sendable, Hashable {
    /// Lightness, 0 (black) to 1 (white).
    public var lightness: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    /// Creates OKLab coordinates.
    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }
}

/// OKLab in polar form: lightness, chroma and hue angle in degrees.
public struct OKLCH: Sendable, Hashable {
    /// Lightness, 0 (black) to 1 (white).
    public var lightness: Double
    /// Chroma, 0 for greys; sRGB colours stay below about 0.33.
    public var chroma: Double
    /// Hue angle in degrees, `0..<360`.
    public var hue: Double

    /// Creates OKLCH coordinates.
    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
    }
}

// MARK: - sRGB transfer function

extension SRGBColor {
    /// Decodes one sRGB-encoded component to linear light, as WCAG 2.2 and IEC 61966-2-1 define
    /// it (threshold 0.04045). Negative inputs are mirrored so out-of-gamut values survive a round trip.
    public static func linearize(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// Encodes one linear-light component with the sRGB transfer function (inverse of ``linearize(_:)``).
    public static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }
}

// MARK: - Conversions

extension SRGBColor {
    /// Creates a colour from linear-light sRGB components.
    public init(linear: LinearRGB, alpha: Double = 1) {
        self.init(
            red: SRGBColor.encode(linear.red), green: SRGBColor.encode(linear.green), blue: SRGBColor.encode(linear.blue),
            alpha: alpha)
    }

    /// Creates a colour from CIE XYZ (D65).
    public init(xyz: XYZ, alpha: Double = 1) {
        self.init(linear: xyz.linearSRGB, alpha: alpha)
    }

    /// Creates a colour from CIELAB (D65).
    public init(lab: Lab, alpha: Double = 1) {
        self.init(xyz: lab.xyz, alpha: alpha)
    }

    /// Creates a colour from OKLab.
    public init(oklab: OKLab, alpha: Double = 1) {
        self.init(linear: oklab.linearSRGB, alpha: alpha)
    }

    /// Creates a colour from OKLCH.
    public init(oklch: OKLCH, alpha: Double = 1) {
        self.init(oklab: oklch.oklab, alpha: alpha)
    }

    /// The linear-light components.
    public var linear: LinearRGB {
        LinearRGB(red: SRGBColor.linearize(red), green: SRGBColor.linearize(green), blue: SRGBColor.linearize(blue))
    }

    /// CIE XYZ relative to D65.
    public var xyz: XYZ { linear.xyz }

    /// CIELAB relative to D65.
    public var lab: Lab { xyz.lab }

    /// OKLab coordinates.
    public var oklab: OKLab { linear.oklab }

    /// OKLCH coordinates.
    public var oklch: OKLCH { oklab.oklch }
}

extension LinearRGB {
    // The sRGB → XYZ matrix in exact rational form, as CSS Color 4 publishes it.
    static let toXYZ: [[Double]] = [
        [506752.0 / 1228815.0, 87881.0 / 245763.0, 12673.0 / 70218.0],
        [87098.0 / 409605.0, 175762.0 / 245763.0, 12673.0 / 175545.0],
        [7918.0 / 409605.0, 87881.0 / 737289.0, 1001167.0 / 1053270.0],
    ]
    static let fromXYZ: [[Double]] = [
        [12831.0 / 3959.0, -329.0 / 214.0, -1974.0 / 3959.0],
        [-851781.0 / 878810.0, 1648619.0 / 878810.0, 36519.0 / 878810.0],
        [705.0 / 12673.0, -2585.0 / 12673.0, 705.0 / 667.0],
    ]

    /// CIE XYZ (D65) of these linear sRGB components.
    public var xyz: XYZ {
        let m = LinearRGB.toXYZ
        return XYZ(
            x: m[0][0] * red + m[0][1] * green + m[0][2] * blue,
            y: m[1][0] * red + m[1][1] * green + m[1][2] * blue,
            z: m[2][0] * red + m[2][1] * green + m[2][2] * blue)
    }

    /// OKLab coordinates, with Ottosson's published linear-sRGB → LMS matrix.
    public var oklab: OKLab {
        let l = 0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue
        let m = 0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue
        let s = 0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue
        let (l_, m_, s_) = (cbrt(l), cbrt(m), cbrt(s))
        return OKLab(
            lightness: 0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_,
            a: 1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_,
            b: 0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_)
    }
}

extension XYZ {
    /// Linear sRGB components of this colour (may fall outside `0...1`).
    public var linearSRGB: LinearRGB {
        let m = LinearRGB.fromXYZ
        return LinearRGB(
            red: m[0][0] * x + m[0][1] * y + m[0][2] * z,
            green: m[1][0] * x + m[1][1] * y + m[1][2] * z,
            blue: m[2][0] * x + m[2][1] * y + m[2][2] * z)
    }

    // CIE constants in exact form: ε = 216/24389, κ = 24389/27.
    private static let epsilon = 216.0 / 24389.0
    private static let kappa = 24389.0 / 27.0

    /// CIELAB relative to the D65 white.
    public var lab: Lab {
        let white = XYZ.d65White
        func f(_ t: Double) -> Double { t > XYZ.epsilon ? cbrt(t) : (XYZ.kappa * t + 16) / 116 }
        let (fx, fy, fz) = (f(x / white.x), f(y / white.y), f(z / white.z))
        return Lab(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }
}

extension Lab {
    /// CIE XYZ relative to the D65 white.
    public var xyz: XYZ {
        let white = XYZ.d65White
        let epsilon = 216.0 / 24389.0
        let kappa = 24389.0 / 27.0
        let fy = (lightness + 16) / 116
        let fx = fy + a / 500
        let fz = fy - b / 200
        func inverse(_ f: Double) -> Double {
            let cube = f * f * f
            return cube > epsilon ? cube : (116 * f - 16) / kappa
        }
        let yRatio = lightness > kappa * epsilon ? fy * fy * fy : lightness / kappa
        return XYZ(x: inverse(fx) * white.x, y: yRatio * white.y, z: inverse(fz) * white.z)
    }
}

extension OKLab {
    /// Linear sRGB components (may fall outside `0...1`).
    public var linearSRGB: LinearRGB {
        let l_ = lightness + 0.3963377774 * a + 0.2158037573 * b
        let m_ = lightness - 0.1055613458 * a - 0.0638541728 * b
        let s_ = lightness - 0.0894841775 * a - 1.2914855480 * b
        let (l, m, s) = (l_ * l_ * l_, m_ * m_ * m_, s_ * s_ * s_)
        return LinearRGB(
            red: 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            green: -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            blue: -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
    }

    /// Polar form.
    public var oklch: OKLCH {
        let chroma = (a * a + b * b).squareRoot()
        var hue = atan2(b, a) * 180 / .pi
        if hue < 0 { hue += 360 }
        return OKLCH(lightness: lightness, chroma: chroma, hue: hue)
    }
}

extension OKLCH {
    /// Cartesian form.
    public var oklab: OKLab {
        let radians = hue * .pi / 180
        return OKLab(lightness: lightness, a: chroma * cos(radians), b: chroma * sin(radians))
    }
}

// MARK: - Colour difference used across the library

extension SRGBColor {
    /// ΔE OK: the Euclidean distance between two colours in OKLab (alpha ignored).
    ///
    /// About 0.02 is a just-noticeable difference for adjacent swatches.
    public func deltaEOK(to other: SRGBColor) -> Double {
        let (p, q) = (oklab, other.oklab)
        let (dl, da, db) = (p.lightness - q.lightness, p.a - q.a, p.b - q.b)
        return (dl * dl + da * da + db * db).squareRoot()
    }
}
