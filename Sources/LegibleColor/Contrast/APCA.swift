import Foundation

/// APCA (Accessible Perceptual Contrast Algorithm) lightness contrast, APCA-W3 0.0.98G-4g.
///
/// APCA is **advisory**: it is a candidate method for a future WCAG 3, not part of WCAG 2, and
/// no regulation requires it. Legible implements it from the published formula and constants
/// (SAPC-APCA `APCA-W3-LaTeX.md`; Tables/apca-constants.csv) so you can compare.
///
/// The result, Lc, is signed and depends on which colour is the text: positive for dark text
/// on a light background, negative for light text on a dark one. |Lc| 60 is roughly where
/// WCAG 2's 4.5:1 sits for body text; |Lc| 75 or more is preferred for body text, and
/// ``APCAFontLookup`` gives the smallest font size per weight for an Lc.
///
/// ```swift
/// APCA.lightnessContrast(text: try SRGBColor(parsing: "#888"), background: .white)   // 63.056…
/// APCA.lightnessContrast(text: .white, background: try SRGBColor(parsing: "#888"))   // -68.541…
/// ```
public enum APCA {
    /// The constants' version.
    public static let version = "0.0.98G-4g"

    /// The G-4g constants, named as in the published formula.
    public enum Constants {
        /// Exponent that linearises sRGB-encoded components ("mainTRC").
        public static let mainTRC = 2.4
        /// Red, green and blue weights of screen luminance Y ("sRco", "sGco", "sBco").
        public static let redCoefficient = 0.2126729
        /// Green weight of screen luminance.
        public static let greenCoefficient = 0.7151522
        /// Blue weight of screen luminance.
        public static let blueCoefficient = 0.0721750
        /// Background exponent, dark text on light ("normBG").
        public static let normalBackgroundExponent = 0.56
        /// Text exponent, dark text on light ("normTXT").
        public static let normalTextExponent = 0.57
        /// Text exponent, light text on dark ("revTXT").
        public static let reverseTextExponent = 0.62
        /// Background exponent, light text on dark ("revBG").
        public static let reverseBackgroundExponent = 0.65
        /// Luminance below which the black soft clamp applies ("blkThrs").
        public static let blackThreshold = 0.022
        /// Exponent of the black soft clamp ("blkClmp").
        public static let blackClamp = 1.414
        /// Scale for dark text on light ("scaleBoW").
        public static let scaleBlackOnWhite = 1.14
        /// Scale for light text on dark ("scaleWoB").
        public static let scaleWhiteOnBlack = 1.14
        /// Offset for dark text on light ("loBoWoffset").
        public static let offsetBlackOnWhite = 0.027
        /// Offset for light text on dark ("loWoBoffset").
        public static let offsetWhiteOnBlack = 0.027
        /// Luminance difference below which contrast is zero ("deltaYmin").
        public static let minimumLuminanceDifference = 0.0005
        /// Contrast below which the result is clipped to zero ("loClip").
        public static let lowClip = 0.1
    }

    /// APCA's screen luminance Y of a colour: each sRGB-encoded component raised to 2.4, weighted.
    /// Alpha is ignored; components are clamped to `0...1`.
    public static func screenLuminance(of color: SRGBColor) -> Double {
        let clamped = color.clampedToSRGB
        return Constants.redCoefficient * pow(clamped.red, Constants.mainTRC)
            + Constants.greenCoefficient * pow(clamped.green, Constants.mainTRC)
            + Constants.blueCoefficient * pow(clamped.blue, Constants.mainTRC)
    }

    /// The signed lightness contrast Lc of text on a background (opaque colours; alpha ignored).
    ///
    /// Order matters: APCA is polarity-dependent, so swapping text and background changes the value.
    public static func lightnessContrast(text: SRGBColor, background: SRGBColor) -> Double {
        lightnessContrast(textLuminance: screenLuminance(of: text), backgroundLuminance: screenLuminance(of: background))
    }

    /// The signed lightness contrast Lc from two screen luminances (see ``screenLuminance(of:)``).
    ///
    /// Returns 0 for luminances outside `0...1.1`, as the reference does.
    public static func lightnessContrast(textLuminance: Double, backgroundLuminance: Double) -> Double {
        guard (0...1.1).contains(textLuminance), (0...1.1).contains(backgroundLuminance) else { return 0 }
        func softClampBlack(_ y: Double) -> Double {
            y > Constants.blackThreshold ? y : y + pow(Constants.blackThreshold - y, Constants.blackClamp)
        }
        let text = softClampBlack(textLuminance)
        let background = softClampBlack(backgroundLuminance)
        if abs(background - text) < Constants.minimumLuminanceDifference { return 0 }
        let contrast: Double
        if background > text {
            let raw =
                (pow(background, Constants.normalBackgroundExponent) - pow(text, Constants.normalTextExponent))
                * Constants.scaleBlackOnWhite
            contrast = raw < Constants.lowClip ? 0 : raw - Constants.offsetBlackOnWhite
        } else {
            let raw =
                (pow(background, Constants.reverseBackgroundExponent) - pow(text, Constants.reverseTextExponent))
                * Constants.scaleWhiteOnBlack
            contrast = raw > -Constants.lowClip ? 0 : raw + Constants.offsetWhiteOnBlack
        }
        return contrast * 100
    }
}

extension SRGBColor {
    /// The APCA Lc of this colour as text on `background` (see ``APCA``); advisory, not WCAG 2.
    public func apcaContrast(on background: SRGBColor) -> Double {
        APCA.lightnessContrast(text: self, background: background)
    }
}

extension ContrastMeasurement {
    /// The APCA Lc of the rendering with the weakest APCA contrast (smallest |Lc|), so a
    /// translucent background is judged by its worst backdrop as for WCAG.
    public var apcaContrast: Double {
        let values = renderings.map { $0.foreground.apcaContrast(on: $0.background) }
        return values.min { abs($0) < abs($1) } ?? 0
    }
}
