import Foundation
import LegibleColor

/// A formula for the perceived difference between two colours.
///
/// ```swift
/// let red = SRGBColor(red8: 0xd6, green8: 0x27, blue8: 0x28)
/// let green = SRGBColor(red8: 0x2c, green8: 0xa0, blue8: 0x2c)
/// DeltaE.ciede2000.difference(red, green)   // ≈ 70
/// ```
///
/// CIEDE2000 and CIE76 work in CIELAB relative to the **D65** white (the white of sRGB, so no
/// chromatic adaptation is involved); ΔE OK is the Euclidean distance in OKLab.
public enum DeltaE: String, CaseIterable, Sendable, Hashable, Codable {
    /// CIEDE2000 (CIE 142-2001) with kL = kC = kH = 1. About 1 is a just-noticeable difference;
    /// Legible uses it for palette checks.
    case ciede2000
    /// CIE76: the Euclidean distance in CIELAB. Overstates differences between saturated colours.
    case cie76
    /// ΔE OK: the Euclidean distance in OKLab (about 0.02 is just noticeable).
    case ok

    /// The difference between two colours (alpha ignored).
    public func difference(_ first: SRGBColor, _ second: SRGBColor) -> Double {
        switch self {
        case .ciede2000: DeltaE.ciede2000(first.lab, second.lab)
        case .cie76: DeltaE.cie76(first.lab, second.lab)
        case .ok: first.deltaEOK(to: second)
        }
    }

    /// CIE76 ΔE*ab between two CIELAB colours.
    public static func cie76(_ first: Lab, _ second: Lab) -> Double {
        let (dl, da, db) = (first.lightness - second.lightness, first.a - second.a, first.b - second.b)
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// CIEDE2000 ΔE00 between two CIELAB colours, following Sharma, Wu & Dalal (2005), including
    /// their rules for a zero chroma (hue difference 0, mean hue the sum) and for hue wrap-around.
    public static func ciede2000(
        _ first: Lab, _ second: Lab, kL: Double = 1, kC: Double = 1, kH: Double = 1
    ) -> Double {
        let pow25to7 = 6_103_515_625.0  // 25^7
        let chromaMean = (hypot(first.a, first.b) + hypot(second.a, second.b)) / 2
        let c7 = pow(chromaMean, 7)
        let g = 0.5 * (1 - (c7 / (c7 + pow25to7)).squareRoot())
        let (a1, a2) = ((1 + g) * first.a, (1 + g) * second.a)
        let (c1, c2) = (hypot(a1, first.b), hypot(a2, second.b))
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let degrees = atan2(b, a) * 180 / .pi
            return degrees < 0 ? degrees + 360 : degrees
        }
        let (h1, h2) = (hue(first.b, a1), hue(second.b, a2))

        let deltaL = second.lightness - first.lightness
        let deltaC = c2 - c1
        var deltaHue = 0.0
        if c1 * c2 != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * sin(deltaHue * .pi / 360)

        let lightnessMean = (first.lightness + second.lightness) / 2
        let chromaPrimeMean = (c1 + c2) / 2
        var hueMean = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 {
                hueMean /= 2
            } else {
                hueMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
            }
        }
        func cosine(_ degrees: Double) -> Double { cos(degrees * .pi / 180) }
        let t =
            1 - 0.17 * cosine(hueMean - 30) + 0.24 * cosine(2 * hueMean) + 0.32 * cosine(3 * hueMean + 6)
            - 0.20 * cosine(4 * hueMean - 63)
        let deltaTheta = 30 * exp(-pow((hueMean - 275) / 25, 2))
        let c7Prime = pow(chromaPrimeMean, 7)
        let rC = 2 * (c7Prime / (c7Prime + pow25to7)).squareRoot()
        let lightnessOffset = pow(lightnessMean - 50, 2)
        let sL = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
        let sC = 1 + 0.045 * chromaPrimeMean
        let sH = 1 + 0.015 * chromaPrimeMean * t
        let rT = -sin(2 * deltaTheta * .pi / 180) * rC

        let termL = deltaL / (kL * sL)
        let termC = deltaC / (kC * sC)
        let termH = deltaH / (kH * sH)
        return (termL * termL + termC * termC + termH * termH + rT * termC * termH).squareRoot()
    }
}

extension SRGBColor {
    /// CIEDE2000 ΔE00 to another colour, in CIELAB with a D65 white (alpha ignored).
    public func deltaE2000(to other: SRGBColor) -> Double {
        DeltaE.ciede2000(lab, other.lab)
    }

    /// CIE76 ΔE*ab to another colour, in CIELAB with a D65 white (alpha ignored).
    public func deltaE76(to other: SRGBColor) -> Double {
        DeltaE.cie76(lab, other.lab)
    }
}
