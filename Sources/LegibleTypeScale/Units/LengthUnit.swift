import LegibleSyntax

/// A unit of length in interface design on Apple platforms, Android and the web.
///
/// Conversions go through one reference length, the logical pixel at 1×: 1 Apple point =
/// 1 dp = 1 CSS px, the convention design tools use (all three are about 1/160 inch at arm's
/// length). Within a platform the factors are exact: an Apple point is 1, 2 or 3 device pixels
/// (@1x, @2x, @3x); a dp is density ÷ 160 device pixels; a CSS px is 0.75 CSS pt (1 in = 96 px
/// = 72 pt). An sp becomes dp through Android 14's non-linear font scaling.
///
/// ```swift
/// LengthUnit.convert(100, from: .applePixel(scale: 1), to: .applePixel(scale: 3))  // 300
/// LengthUnit.convert(48, from: .dp, to: .androidPixel(.xxhdpi))                    // 144
/// LengthUnit.convert(16, from: .cssPixel, to: .cssPoint)                           // 12
/// LengthUnit.convert(14, from: .sp, to: .dp, fontScale: 2)                         // 26
/// ```
public enum LengthUnit: Sendable, Hashable, CustomStringConvertible {
    /// An Apple point (pt), the unit of UIKit, SwiftUI and the HIG.
    case point
    /// A device pixel on an Apple screen at a scale factor of 1, 2 or 3 (`px@2x`).
    case applePixel(scale: Int)
    /// An Android density-independent pixel (dp, dip).
    case dp
    /// An Android scale-independent pixel (sp): dp before the font scale is applied.
    case sp
    /// A device pixel on an Android screen of a density (`px@xxhdpi`).
    case androidPixel(AndroidDensity)
    /// A CSS pixel (`css-px`), 1/96 in.
    case cssPixel
    /// A CSS point (`css-pt`), the typographic point, 1/72 in = 4/3 CSS px.
    case cssPoint

    /// The platforms a unit belongs to, for warning about conversions that rely on 1 pt = 1 dp = 1 CSS px.
    public enum Platform: String, Sendable, Hashable, Codable, CaseIterable {
        /// iOS, iPadOS, macOS, watchOS, tvOS, visionOS.
        case apple
        /// Android.
        case android
        /// CSS.
        case web
    }

    /// The platform this unit belongs to.
    public var platform: Platform {
        switch self {
        case .point, .applePixel: .apple
        case .dp, .sp, .androidPixel: .android
        case .cssPixel, .cssPoint: .web
        }
    }

    /// The unit as ``init(parsing:)`` reads it: "pt", "px@2x", "dp", "sp", "px@xxhdpi", "css-px", "css-pt".
    public var description: String {
        switch self {
        case .point: "pt"
        case .applePixel(let scale): "px@\(scale)x"
        case .dp: "dp"
        case .sp: "sp"
        case .androidPixel(let density): "px@\(density.rawValue)"
        case .cssPixel: "css-px"
        case .cssPoint: "css-pt"
        }
    }

    /// The unit as people write it in prose: "pt", "px@2x", "dp", "sp", "px@xxhdpi", "CSS px",
    /// "CSS pt".
    public var symbol: String {
        switch self {
        case .cssPixel: "CSS px"
        case .cssPoint: "CSS pt"
        default: description
        }
    }

    /// The units ``init(parsing:)`` accepts, for messages and help.
    public static let acceptedSpellings = [
        "pt", "px@1x", "px@2x", "px@3x", "dp", "sp", "px@ldpi … px@xxxhdpi", "css-px", "css-pt",
    ]

    /// Parses a unit: `pt`, `px@1x`, `px@2x`, `px@3x` (or `@2x`), `dp` (`dip`), `sp`,
    /// `px@mdpi` … `px@xxxhdpi` (or just `xxhdpi`), `css-px`, `css-pt`; case-insensitive.
    ///
    /// A bare `px` is refused: it is a different length on every screen. Name the scale or density.
    ///
    /// - Throws: ``TypeScaleError`` naming the input and listing the units.
    public init(parsing text: String) throws(TypeScaleError) {
        let key = text.lowercased().filter { !$0.isWhitespace }
        let pixelSuffix = key.hasPrefix("px@") ? String(key.dropFirst(3)) : key.hasPrefix("@") ? String(key.dropFirst()) : nil
        switch key {
        case "pt", "pts", "point", "points": self = .point
        case "dp", "dip", "dips": self = .dp
        case "sp": self = .sp
        case "css-px", "csspx", "css_px": self = .cssPixel
        case "css-pt", "csspt", "css_pt": self = .cssPoint
        default:
            if let pixelSuffix, let scale = ["1x": 1, "2x": 2, "3x": 3][pixelSuffix] {
                self = .applePixel(scale: scale)
            } else if let density = try? AndroidDensity(parsing: pixelSuffix ?? key), pixelSuffix != nil || key.hasSuffix("dpi") {
                self = .androidPixel(density)
            } else {
                let hint = key == "px" ? "a bare px depends on the screen: use px@1x/@2x/@3x or an Android density" : nil
                throw .unknown("unit", text, expected: Self.acceptedSpellings, hint: hint)
            }
        }
    }

    /// Converts `value` from one unit to another.
    ///
    /// - Parameters:
    ///   - value: the length in `source` units; negative lengths convert like positive ones.
    ///   - source: the unit of `value`.
    ///   - target: the unit of the result.
    ///   - fontScale: Android's font scale (Settings › Font size), used when converting to or
    ///     from sp; 1 by default.
    public static func convert(_ value: Double, from source: LengthUnit, to target: LengthUnit, fontScale: Double = 1) -> Double {
        target.fromReference(source.toReference(value, fontScale: fontScale), fontScale: fontScale)
    }

    /// The value in logical pixels at 1× (pt = dp = CSS px).
    private func toReference(_ value: Double, fontScale: Double) -> Double {
        switch self {
        case .point, .dp, .cssPixel: value
        case .applePixel(let scale): value / Double(scale)
        case .sp: AndroidFontScaling.dp(fromSP: value, fontScale: fontScale)
        case .androidPixel(let density): value / density.scale
        case .cssPoint: value * 4 / 3
        }
    }

    /// A value in logical pixels at 1× expressed in this unit.
    private func fromReference(_ value: Double, fontScale: Double) -> Double {
        switch self {
        case .point, .dp, .cssPixel: value
        case .applePixel(let scale): value * Double(scale)
        case .sp: AndroidFontScaling.sp(fromDP: value, fontScale: fontScale)
        case .androidPixel(let density): value * density.scale
        case .cssPoint: value * 3 / 4
        }
    }
}

extension LengthUnit: Codable {
    /// Decodes any spelling ``init(parsing:)`` accepts: `"pt"`, `"px@2x"`, `"px@xxhdpi"`, `"css-px"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            self = try LengthUnit(parsing: try container.decode(String.self))
        } catch let error as TypeScaleError {
            throw DecodingError.refused(error, at: container.codingPath)
        }
    }

    /// Encodes the ``description``: `"px@3x"`, `"css-pt"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
