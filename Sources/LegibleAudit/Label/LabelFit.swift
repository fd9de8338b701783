import LegibleCatalogs
import LegibleShaping
import LegibleTypeScale

/// How one label's text fits its box at every content size category: the width it needs on one
/// line, the lines it takes at the label's width, and the largest size at which it still fits.
///
/// It is what `legible audit` works out for each catalog entry (``LabelAudit``), for a text and a
/// label given directly — no catalog, no layout spec. ``LabelFitter`` makes these.
///
/// ```swift
/// let fitter = LabelFitter()
/// let button = LabelLayout(sizing: .textStyle(.body), weight: .semibold, width: 160, maxLines: 1)
/// let fit = try fitter.fit("Änderungen speichern", in: button, locale: "de")
/// fit.fitsUpTo                              // .xSmall: the largest size at which it fits
/// fit.size(at: .large)?.oneLineWidth        // 179.9: the width it needs at Large
/// fit.size(at: .large)?.measurement.lines   // 2: the lines it takes in 160 pt
/// ```
public struct LabelFit: Sendable, Hashable, Codable {
    /// The text, as shown (placeholders are not replaced).
    public let text: String
    /// The label: text style or size, weight, font, width, line limit and tracking.
    public let layout: LabelLayout
    /// The locale: the language given to HarfBuzz, and the key of `LabelLayout.localeFonts`.
    public let locale: String
    /// The label at each category measured, smallest first.
    public let sizes: [Size]
    /// Characters no font covers, as `U+XXXX` descriptions (their widths are unreliable).
    public let missingCharacters: [String]
    /// The Bold Text setting the label was measured with.
    public let legibilityWeight: TextLegibilityWeight
    /// With Bold Text on, a static font the layout gives no face heavy enough (the label was
    /// measured with the font as it is, too narrow); `nil` otherwise.
    public let missingBoldTextFace: MissingBoldTextFace?
    /// With Bold Text on, the bundled fallbacks that drew some of the text lighter than the Bold
    /// Text weight (Noto Sans CJK has only Regular), each script once; empty otherwise.
    public let lighterFallbacks: [LighterFallbackFace]

    /// The label at one content size category.
    public struct Size: Sendable, Hashable, Codable {
        /// The point size, the width the text needs in the label's lines, the lines it takes at
        /// the label's width, whether it fits and by how much it overflows: exactly what
        /// `legible audit` reports for a label.
        public let measurement: CategoryMeasurement
        /// The width the text needs on one line, in points (hard line breaks still break; the
        /// widest line then). For a one-line label it equals `measurement.requiredWidth`.
        public let oneLineWidth: Double
        /// Which font file measured which characters at this size, in text order: the primary
        /// font (Inter Text or Display, Roboto, the layout's) and each fallback it needed.
        public let runs: [FontRun]

        /// A size; ``LabelFitter`` makes these.
        ///
        /// - Parameters:
        ///   - measurement: the label at the category.
        ///   - oneLineWidth: the width the text needs on one line at the category's size.
        ///   - runs: the font file of each stretch of the text.
        public init(measurement: CategoryMeasurement, oneLineWidth: Double, runs: [FontRun] = []) {
            self.measurement = measurement
            self.oneLineWidth = oneLineWidth
            self.runs = runs
        }
    }

    /// A fit; ``LabelFitter`` makes these.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - layout: the label.
    ///   - locale: the locale.
    ///   - sizes: the label at each category, smallest first.
    ///   - missingCharacters: characters no font covers.
    ///   - legibilityWeight: the Bold Text setting; off by default.
    ///   - missingBoldTextFace: a static font without a face for the Bold Text weight.
    ///   - lighterFallbacks: bundled fallbacks that drew text lighter than the Bold Text weight.
    public init(
        text: String, layout: LabelLayout, locale: String, sizes: [Size], missingCharacters: [String],
        legibilityWeight: TextLegibilityWeight = .regular, missingBoldTextFace: MissingBoldTextFace? = nil,
        lighterFallbacks: [LighterFallbackFace] = []
    ) {
        self.lighterFallbacks = lighterFallbacks
        self.text = text
        self.layout = layout
        self.locale = locale
        self.sizes = sizes
        self.missingCharacters = missingCharacters
        self.legibilityWeight = legibilityWeight
        self.missingBoldTextFace = missingBoldTextFace
    }

    /// The largest category up to which the text fits at every size measured, or `nil` when it
    /// does not fit even at the smallest (or was measured at Android font scales, see
    /// ``fitsUpToStep``): the audit's "fits up to".
    public var fitsUpTo: DynamicTypeCategory? {
        fitsUpToStep?.category
    }

    /// The largest category or Android font scale up to which the text fits at every size
    /// measured, or `nil` when it does not fit even at the smallest.
    public var fitsUpToStep: TextSizeStep? {
        largestFittingStep(sizes.map(\.measurement))
    }

    /// The label at `category`, or `nil` when that category was not measured.
    ///
    /// - Parameter category: the content size category.
    public func size(at category: DynamicTypeCategory) -> Size? {
        sizes.first { $0.measurement.category == category }
    }

    /// The label at a category or font scale, or `nil` when it was not measured.
    ///
    /// - Parameter step: the content size category or Android font scale.
    public func size(at step: TextSizeStep) -> Size? {
        sizes.first { $0.measurement.step == step }
    }
}

/// Fits single labels — a text in a box at every text size — with the audit's engine: the same
/// fonts, shaping, line breaking and verdicts as `legible audit`, without a catalog.
///
/// "What is the largest size at which this string fits this 160 pt button?"
///
/// ```swift
/// let fitter = LabelFitter()
/// let button = LabelLayout(sizing: .textStyle(.body), width: 160, maxLines: 1)
/// let fit = try fitter.fit("通知设置已更新", in: button, locale: "zh-Hans")
/// fit.fitsUpTo    // .xxLarge: from xxxLarge (23 pt) its seven ideographs need 160.4 pt
/// let bold = try fitter.fit("Änderungen speichern", in: button, locale: "de", legibilityWeight: .bold)
/// bold.layout.weight(bold.legibilityWeight)   // .semibold: Regular with Bold Text
/// ```
///
/// An Android label (`LabelLayout.platform` `.android`, a Material role, a width in dp) is
/// measured at ``fontScales`` in Roboto instead:
///
/// ```swift
/// let android = LabelLayout(sizing: .materialRole(.labelLarge), weight: .medium, width: 280, platform: .android)
/// try fitter.fit("Einstellungen für Benachrichtigungen", in: android, locale: "de").fitsUpToStep   // 1.15x
/// ```
///
/// A fitter loads each font file once and keeps it, so fit many labels with one fitter; it is
/// safe to share between tasks.
public struct LabelFitter: Sendable {
    /// The content size categories each label is measured at, smallest first.
    public let categories: [DynamicTypeCategory]
    /// The font scales a label of an Android layout (`LabelLayout.platform`) is measured at,
    /// smallest first.
    public let fontScales: [AndroidFontScale]
    /// The bundled `Fonts/` directory, `nil` for `FontConfiguration.bundledFontsDirectory`
    /// (LegibleShaping).
    public let fontsDirectory: String?
    private let cache = FontCache()

    /// A fitter.
    ///
    /// - Parameters:
    ///   - categories: the categories to measure at; all twelve by default.
    ///   - fontsDirectory: the bundled fonts' directory; found as `legible` finds it by default.
    ///   - fontScales: the Android font scales to measure Android layouts at; Android 14's seven by default.
    public init(
        categories: [DynamicTypeCategory] = DynamicTypeCategory.allCases, fontsDirectory: String? = nil,
        fontScales: [AndroidFontScale] = AndroidFontScale.systemScales
    ) {
        self.categories = categories.sorted()
        self.fontScales = fontScales.sorted()
        self.fontsDirectory = fontsDirectory
    }

    /// Measures `text` in the label at every category.
    ///
    /// - Parameters:
    ///   - text: the text as shown; newlines are hard line breaks.
    ///   - layout: the label: text style (scales with the category) or fixed size, weight, font
    ///     (`nil` for the bundled Inter standing in for SF Pro), width, line limit and tracking.
    ///   - locale: the text's locale (`de`, `ar`, `zh-Hans`): HarfBuzz's language, and the key of
    ///     the layout's per-locale fonts.
    ///   - legibilityWeight: the Bold Text setting: with `.bold` the label is drawn at its
    ///     weight's Bold Text weight, on the font's `wght` axis or in the next heavier face of
    ///     `layout.faces`; off by default.
    /// - Throws: ``AuditError`` when a font cannot be loaded.
    public func fit(
        _ text: String, in layout: LabelLayout, locale: String, legibilityWeight: TextLegibilityWeight = .regular
    ) throws(AuditError) -> LabelFit {
        if layout.platform == .android, legibilityWeight.isBoldText {
            throw AuditError("Bold Text is iOS's setting; an Android layout is measured at font scales, without it")
        }
        let setup = FontSetup(layout: layout, locale: locale, legibilityWeight: legibilityWeight)
        let configuration = try setup.configuration(fontsDirectory: fontsDirectory)
        let measurer: TextMeasurer
        do {
            measurer = try TextMeasurer(configuration, cache: cache)
        } catch {
            throw AuditError(wrapping: error)
        }
        // The audit's own steps for one label: its sizes and shaping keys, a shape per key,
        // then the measurement at each category.
        let steps = layout.platform == .android ? fontScales.map(TextSizeStep.fontScale) : categories.map(TextSizeStep.category)
        let sizes = OverflowAuditor.sizes(layout, steps: steps, measurer: measurer)
        let keys = OverflowAuditor.shapingKeys(sizes)
        var shapes: [ShapedText] = []
        for key in keys {
            shapes.append(OverflowAuditor.shape(text, key: key, measurer: measurer, reusing: shapes))
        }
        var lineBreaks: LineBreaks?
        let measured = OverflowAuditor.measure(text, layout: layout, sizes: sizes, shapes: shapes, lineBreaks: &lineBreaks)
        if let problem = OverflowAuditor.widthlessProblem(text, layout: layout, locale: locale, measurements: measured.measurements) {
            throw AuditError(problem)
        }
        let fitted = zip(sizes, measured.measurements).map { size, measurement in
            // Every size's key is one of `keys`, each shaped above.
            let shape = shapes[keys.firstIndex(of: size.key)!]
            return LabelFit.Size(measurement: measurement, oneLineWidth: shape.oneLineWidth(size.options), runs: shape.fontRuns)
        }
        let missingFace =
            setup.needsWeightAxis && !measurer.textFaceAxes.contains { $0.tag == "wght" }
            ? setup.layoutFont.map {
                MissingBoldTextFace(
                    font: $0, designWeight: layout.weight, weight: setup.weight, location: nil,
                    measuredWith: setup.font)
            } : nil
        return LabelFit(
            text: text, layout: layout, locale: locale, sizes: fitted, missingCharacters: measured.missing,
            legibilityWeight: legibilityWeight, missingBoldTextFace: missingFace,
            lighterFallbacks: LighterFallbackFace.faces(in: shapes, layout: layout, legibilityWeight: legibilityWeight, primary: setup.font))
    }
}
