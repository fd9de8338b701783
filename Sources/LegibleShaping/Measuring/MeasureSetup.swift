import LegibleSyntax
import LegibleTypeScale

/// ``MeasureOptions`` resolved: the fonts loaded, the point size, leading, weight and tracking
/// worked out. Build one per set of options and measure any number of texts with it; it is
/// immutable and safe to share between tasks.
///
/// ```swift
/// let setup = try MeasureSetup(MeasureOptions(size: .textStyle(.headline), width: 150, maxLines: 1))
/// let measured = setup.measure("Datenschutzeinstellungen verwalten")
/// measured.fits       // false
/// measured.lines      // [Datenschutzeins… (146 pt)]
/// setup.sizeDescription   // "Headline, Large: 17 pt"
/// ```
public struct MeasureSetup: Sendable {
    /// The options the setup was made from.
    public let options: MeasureOptions
    /// The measurer for the options' fonts, weight, variations and language.
    public let measurer: TextMeasurer
    /// The size, tracking, box and leading every text is laid out with.
    public let layoutOptions: LayoutOptions
    /// Where the size comes from: `Body, AX5: 53 pt`, `17 pt` for a point size, or
    /// `Label Large at 2x: 14 sp = 26 dp (Android 14)` for a Material role.
    public let sizeDescription: String
    /// Where the tracking comes from: `SF Pro table` (or another family's), `font's own`,
    /// `none`, or `fixed`.
    public let trackingDescription: String
    /// The primary font's family at the size.
    public let fontFamily: String
    /// The points added after each cluster at the size.
    public let trackingPoints: Double
    /// The unit of sizes and widths: `pt`, or `dp` for a Material role on Android.
    public let lengthUnit: String
    /// With Bold Text on, the weight as designed and as drawn: `Bold Text Regular → Semibold`;
    /// `nil` with it off.
    public let boldTextDescription: String?
    /// With Bold Text on and a primary font without a `wght` axis (a static face), a sentence
    /// naming the font and the weight it cannot be drawn at: the width is its own weight's.
    private let boldTextWarning: String?
    /// The shaping setup of the size, worked out once for every text.
    private let shapingKey: ShapingKey

    /// Loads the fonts and resolves the options.
    ///
    /// - Parameters:
    ///   - options: what to measure with.
    ///   - fontsDirectory: the bundled `Fonts/` directory; `nil` for
    ///     ``FontConfiguration/bundledFontsDirectory``.
    ///   - cache: faces shared with other setups and measurers; by default the setup's own.
    /// - Throws: ``MeasureError`` when the bundled fonts cannot be found or a font cannot be
    ///   loaded, naming the file.
    public init(_ options: MeasureOptions, fontsDirectory: String? = nil, cache: FontCache = FontCache()) throws(MeasureError) {
        let size: Double
        var leading: Double?
        var styleWeight = FontWeight.regular
        var roleTracking: TrackingMode?
        switch options.size {
        case .points(let points):
            size = points
            sizeDescription = "\(DecimalText.string(points, decimals: 3)) pt"
        case .materialRole(let role, let scale):
            let style = role.style
            size = scale.dp(fromSP: style.size)
            leading = scale.dp(fromSP: style.lineHeight)
            styleWeight = style.weight
            roleTracking = .points(scale.dp(fromSP: style.tracking))
            sizeDescription =
                "\(role.displayName) at \(scale.displayName): \(DecimalText.string(style.size, decimals: 3)) sp = \(DecimalText.string(size, decimals: 3)) dp"
                + " (\(options.androidVersion ?? .default))"
        case .textStyle(let style, let category, let emphasized):
            let metrics = DynamicType.metrics(for: style, category: category)
            size = metrics.size
            leading = metrics.leading
            styleWeight = emphasized ? metrics.emphasizedWeight : metrics.weight
            sizeDescription = "\(style.displayName), \(category.displayName): \(DecimalText.string(size, decimals: 3)) pt"
        }

        let designWeight = options.weight ?? styleWeight
        let weight = designWeight.applying(options.legibilityWeight)
        let isAndroid = if case .materialRole = options.size { true } else { false }
        lengthUnit = isAndroid ? "dp" : "pt"
        let bundled =
            isAndroid
            ? try? FontConfiguration.bundledAndroid(weight: weight, directory: fontsDirectory)
            : try? FontConfiguration.bundled(weight: weight, directory: fontsDirectory)
        var configuration: FontConfiguration
        if let primary = options.fonts.first {
            configuration = FontConfiguration(text: primary)
            configuration.fallbacks = options.fonts.dropFirst() + (bundled?.fallbacks ?? [])
        } else {
            guard let bundled else {
                throw MeasureError(
                    "bundled fonts: cannot find the Fonts/ directory (looked in share/legible/Fonts beside the executable and in the checkout); set LEGIBLE_FONTS_DIR or pass --font PATH"
                )
            }
            configuration = bundled
        }
        configuration.weight = weight
        configuration.variations = options.variations
        if options.weight != nil, let setting = try? FontVariation(axis: "wght", value: weight.value) {
            configuration.variations.removeAll { $0.axis == "wght" }
            configuration.variations.insert(setting, at: 0)
        }
        configuration.language = options.language
        // Minikin keeps optional ligatures up to 0.03 em of letter spacing, whichever font draws.
        if isAndroid { configuration.ligatureSpacingLimit = FontConfiguration.minikinLigatureSpacingLimit }
        do {
            measurer = try TextMeasurer(configuration, cache: cache)
        } catch {
            throw MeasureError(error.description)
        }

        let tracking = roleTracking ?? options.tracking ?? (options.fonts.isEmpty ? .hig(.sfPro) : .font)
        switch tracking {
        case _ where roleTracking != nil: trackingDescription = "Material role's"
        case .hig(let table): trackingDescription = "\(table.displayName) table"
        case .font, .fontTrack: trackingDescription = "font's own"
        case .none: trackingDescription = "none"
        case .points: trackingDescription = "fixed"
        }
        if options.legibilityWeight.isBoldText {
            boldTextDescription = "Bold Text \(designWeight.name) → \(weight.name)"
            boldTextWarning =
                measurer.textFaceAxes.contains { $0.tag == "wght" }
                ? nil
                : "Bold Text: \(configuration.text.path) has no wght axis, so it cannot be drawn at \(weight.name) (\(weight.value.formatted));"
                    + " measured at its own weight. Pass its \(weight.name) or heavier face with --font"
        } else {
            boldTextDescription = nil
            boldTextWarning = nil
        }
        self.options = options
        layoutOptions = LayoutOptions(
            size: size, tracking: tracking, width: options.width, maxLines: options.maxLines, lineHeight: leading,
            tracksLineEnds: isAndroid && (options.androidVersion ?? .default).spacesLetterSpacingAtLineEnds)
        fontFamily = measurer.familyName(forSize: size)
        trackingPoints = measurer.fontTrackingPoints(forSize: size, tracking: tracking) ?? tracking.points(atSize: size)
        shapingKey = measurer.shapingKey(forSize: size, tracking: tracking)
    }

    /// Axis settings the fonts could not apply, each a sentence naming the face and axis, and
    /// a Bold Text weight a static primary font cannot be drawn at, naming the font and weight;
    /// for warnings.
    public var warnings: [String] { measurer.unappliedVariations + (boldTextWarning.map { [$0] } ?? []) }

    /// Shapes, lays out and wraps one text.
    ///
    /// - Parameter text: the text; newlines are hard line breaks.
    public func measure(_ text: String) -> MeasuredText {
        let shaped = measurer.shape(text, key: shapingKey)
        let layout = shaped.layout(layoutOptions)
        // Laid out again without the box only when the box wrapped or cut it.
        let oneLineWidth = layout.lineCount <= 1 && layout.truncation == nil ? layout.width : shaped.oneLineWidth(layoutOptions)
        return MeasuredText(
            text: text, layout: layout, font: fontFamily, tracking: trackingPoints, fonts: measurer.familyNames(usedBy: shaped), oneLineWidth: oneLineWidth)
    }
}
