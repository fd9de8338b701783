import LegibleTypeScale

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which fonts a ``TextMeasurer`` uses and how it sets them up.
///
/// The text face serves sizes below ``displaySwitchSize``; the display face (when there is one)
/// serves that size and above, as the HIG pairs SF Pro Text and SF Pro Display. Characters the
/// primary face lacks fall back, cluster by cluster, to each of ``fallbacks`` in turn.
///
/// ```swift
/// // The bundled stand-ins: Inter Text/Display, Noto Sans Arabic, Hebrew, CJK SC, Color Emoji.
/// let bundled = try FontConfiguration.bundled(weight: 600)
/// // A user's own font with its own fallbacks after it.
/// var custom = FontConfiguration(text: FontSource(path: "SF-Pro.ttf"))
/// custom.fallbacks = bundled.fallbacks
/// custom.variations = try FontVariation.parseList("wdth=90")
/// ```
public struct FontConfiguration: Sendable, Hashable {
    /// The face for sizes below ``displaySwitchSize`` (all sizes when there is no display face).
    public var text: FontSource
    /// The face for sizes from ``displaySwitchSize`` up, if the family has one.
    public var display: FontSource?
    /// The smallest size, in points, that uses the display face: 20 pt, as the HIG says for SF Pro.
    public var displaySwitchSize: Double = 20
    /// Faces tried in order for characters the primary face does not cover.
    public var fallbacks: [FontSource] = []
    /// The weight (100…900) applied to every face with a `wght` axis; faces without one ignore it.
    public var weight: FontWeight?
    /// Explicit axis settings for the primary face; a setting for an axis the face lacks is
    /// reported in ``TextMeasurer/unappliedVariations``. A `wght` setting here overrides ``weight``.
    public var variations: [FontVariation] = []
    /// Whether `opsz` follows the point size on faces that have that axis (as Apple's fonts do).
    public var followsOpticalSize = true
    /// The BCP 47 language tag given to HarfBuzz (language-specific forms), or `nil` for none.
    public var language: String?
    /// How much letter spacing, in em, optional ligatures (`liga`, `clig`) survive: 0, CoreText's
    /// rule, turns them off under any tracking; ``minikinLigatureSpacingLimit`` (0.03 em) keeps
    /// them up to that much, as Android's Minikin does. ``bundledAndroid(weight:directory:)``
    /// sets Minikin's limit; set it on an Android configuration of your own fonts too.
    public var ligatureSpacingLimit: Double = 0

    /// Android's limit: Minikin turns `liga` and `clig` off only when `|letterSpacing|` is more
    /// than 0.03 em (`FontFeatureUtils.cpp`, `cleanAndAddDefaultFontFeatures`; `Layout.cpp`
    /// before it), so Material's Body Medium (0.25 sp at 14 sp), Label Large, Title Medium and
    /// Title Small keep Roboto's fi and fl ligatures, and Body Large (0.5 sp at 16 sp) does not.
    public static let minikinLigatureSpacingLimit = 0.03

    /// A configuration with one primary face.
    public init(text: FontSource, display: FontSource? = nil) {
        self.text = text
        self.display = display
    }

    /// The fonts committed in the repository's `Fonts/` directory: Inter (Text below 20 pt,
    /// Display from 20 pt) standing in for SF Pro, then Noto Sans Arabic and Hebrew (Bold files
    /// from weight 600), Noto Sans CJK SC, Noto Color Emoji, and the Regular Noto Sans face of
    /// each script in ``BundledFallbackFace/scriptFaces`` (Devanagari, Bengali, Tamil, Myanmar,
    /// N'Ko, Sinhala…) as fallbacks.
    ///
    /// - Parameters:
    ///   - weight: the weight (100…900), set on Inter's `wght` axis; the Bold Arabic and Hebrew from 600.
    ///   - directory: the `Fonts/` directory; ``bundledFontsDirectory`` when `nil`.
    public static func bundled(weight: FontWeight = .regular, directory: String? = nil) throws(FontError) -> FontConfiguration {
        guard let root = directory ?? bundledFontsDirectory else {
            throw FontError(
                "bundled fonts: cannot find the Fonts/ directory (looked in share/legible/Fonts beside the executable and in the checkout); set LEGIBLE_FONTS_DIR or pass --font"
            )
        }
        let bold = weight >= .semibold
        func font(_ relative: String, _ index: Int = 0) -> FontSource {
            FontSource(path: URL(fileURLWithPath: root).appendingPathComponent(relative).path, faceIndex: index)
        }
        var configuration = FontConfiguration(
            text: font("Inter/Inter-roman.var.ttf"), display: font("Inter/InterDisplay-roman.var.ttf"))
        configuration.fallbacks = [
            font(bold ? "Noto/NotoSansArabic-Bold.ttf" : "Noto/NotoSansArabic-Regular.ttf"),
            font(bold ? "Noto/NotoSansHebrew-Bold.ttf" : "Noto/NotoSansHebrew-Regular.ttf"),
            font("Noto/NotoSansCJK-Regular.ttc", 2),
            font("Noto/NotoColorEmoji.ttf"),
        ]
        // Last, so text any earlier face draws is measured as it always was.
        configuration.fallbacks += BundledFallbackFace.scriptFaces.map { font($0.file) }
        configuration.weight = weight
        return configuration
    }

    /// The bundled fonts as Android draws text: Roboto, Android's system font, in the static
    /// face nearest the weight (Regular below 500, Medium from 500, Bold from 650; the bundled
    /// copy has no `wght` axis), with the same Noto fallbacks as ``bundled(weight:directory:)``
    /// plus Noto Sans Symbols before the CJK face and Noto Sans Symbols 2 after the emoji, in
    /// the order of Android's fonts.xml,
    /// and optional ligatures kept under small letter spacing as Minikin keeps them
    /// (``minikinLigatureSpacingLimit``).
    ///
    /// ```swift
    /// let labelLarge = try FontConfiguration.bundledAndroid(weight: .medium)   // Roboto-Medium.ttf
    /// ```
    ///
    /// - Parameters:
    ///   - weight: the weight; picks the Roboto face and the Noto fallbacks' face.
    ///   - directory: the `Fonts/` directory; ``bundledFontsDirectory`` when `nil`.
    public static func bundledAndroid(weight: FontWeight = .regular, directory: String? = nil) throws(FontError) -> FontConfiguration {
        var configuration = try bundled(weight: weight, directory: directory)
        guard let root = directory ?? bundledFontsDirectory else {
            throw FontError(
                "bundled fonts: cannot find the Fonts/ directory (looked in share/legible/Fonts beside the executable and in the checkout); set LEGIBLE_FONTS_DIR or pass --font"
            )
        }
        let face = weight.value >= 650 ? "Bold" : weight.value >= 500 ? "Medium" : "Regular"
        configuration.text = FontSource(path: URL(fileURLWithPath: root).appendingPathComponent("Roboto/Roboto-\(face).ttf").path)
        // Android's fonts.xml falls back to Noto Sans Symbols before the CJK font (so ♭ and ♯ are
        // drawn at their own widths, not CJK's full-width ones) and to Noto Sans Symbols 2 after
        // the emoji (⬤, arrows, Braille).
        let symbols = FontSource(path: URL(fileURLWithPath: root).appendingPathComponent("Noto/NotoSansSymbols-Regular.ttf").path)
        let symbols2 = FontSource(path: URL(fileURLWithPath: root).appendingPathComponent("Noto/NotoSansSymbols2-Regular.ttf").path)
        let cjk = configuration.fallbacks.firstIndex { $0.path.hasSuffix("NotoSansCJK-Regular.ttc") } ?? 0
        configuration.fallbacks.insert(symbols, at: cjk)
        let emoji = configuration.fallbacks.firstIndex { $0.path.hasSuffix("NotoColorEmoji.ttf") } ?? configuration.fallbacks.count - 1
        configuration.fallbacks.insert(symbols2, at: emoji + 1)
        configuration.display = nil
        configuration.ligatureSpacingLimit = minikinLigatureSpacingLimit
        return configuration
    }

    /// Where the bundled fonts are: `$LEGIBLE_FONTS_DIR`; else `../share/legible/Fonts` from the
    /// running executable (where `make install` puts them); else the `Fonts/` directory of the
    /// checkout this module was built from; else a `Fonts/` directory beside or above the
    /// executable. `nil` when none exists.
    public static var bundledFontsDirectory: String? { BundledResources.fontsDirectory }
}

/// Everything that decides the glyphs and their font-unit advances for a run of text. Two layouts
/// with equal keys can share one ``ShapedText``; when the key changes with the size (display face
/// from 20 pt, `opsz` following the size, a `trak` table, tracking turning ligatures off), reshape.
public struct ShapingKey: Sendable, Hashable, CustomStringConvertible {
    /// Whether the display face is primary (the size is at or above the switch size).
    public let usesDisplayFace: Bool
    /// The `opsz` value applied, or `nil` when the primary face has no such axis.
    public let opticalSize: Double?
    /// The point size at which the fonts' own `trak` tables are applied, or `nil` when they are
    /// not (the tracking mode is not `TrackingMode.font` or `TrackingMode.fontTrack`, or
    /// no face has the table). Legible applies the tables itself, never HarfBuzz.
    public let fontTrackingSize: Double?
    /// The track of the `trak` tables applied (0 normal), or `nil` when they are not applied.
    public let fontTrack: Double?
    /// Whether optional ligatures (`liga`, `clig`) are off, as CoreText turns them off under
    /// non-zero tracking and Minikin under more than 0.03 em
    /// (``FontConfiguration/ligatureSpacingLimit``).
    public let disablesOptionalLigatures: Bool

    /// A short description such as `display opsz=28` or `text trak@17pt track=-1`.
    public var description: String {
        var parts = [usesDisplayFace ? "display" : "text"]
        if let opticalSize { parts.append("opsz=\(opticalSize.formatted)") }
        if let fontTrackingSize { parts.append("trak@\(fontTrackingSize.formatted)pt") }
        if let fontTrack, fontTrack != 0 { parts.append("track=\(fontTrack.formatted)") }
        if disablesOptionalLigatures { parts.append("no-liga") }
        return parts.joined(separator: " ")
    }
}
