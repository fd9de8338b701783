import LegibleCatalogs
import LegibleTypeScale

/// One label at one text size: a content size category on iOS, a font scale on Android. How
/// wide its text needs to be, how wide it may be, and whether it fits. Lengths are in points on
/// iOS and in dp on Android.
public struct CategoryMeasurement: Sendable, Hashable {
    /// The text size setting: a content size category, or an Android font scale.
    public let step: TextSizeStep
    /// The point size (dp on Android) the label's text has at the step.
    public let size: Double
    /// The narrowest width, in points, at which the text fits in the label's line limit: its
    /// one-line width for a one-line label, found by bisection (to 1/100 pt) for several lines.
    /// For a label without a line limit (any width fits), its widest line at the available width.
    public let requiredWidth: Double
    /// The width the label has, in points.
    public let availableWidth: Double
    /// How many lines the text takes at the available width, without a line limit.
    public let lines: Int
    /// Whether the text fits the width in the allowed number of lines.
    public let fits: Bool
    /// How much wider, in points, the label would have to be for the text to fit
    /// (``requiredWidth`` − ``availableWidth``); 0 when it fits. When no width would do (the text
    /// has more hard line breaks than the label has lines), what the layout cuts off
    /// (`TextLayout.overflow`).
    public let overflow: Double

    /// The content size category, `nil` for a measurement at an Android font scale.
    public var category: DynamicTypeCategory? { step.category }

    /// A measurement at a text size step; ``OverflowAuditor`` builds these.
    ///
    /// - Parameters:
    ///   - step: the content size category or font scale.
    ///   - size: the text's size in points (dp).
    ///   - requiredWidth: the width the text needs.
    ///   - availableWidth: the label's width.
    ///   - lines: the lines it takes at the label's width.
    ///   - fits: whether it fits.
    ///   - overflow: how much wider the label would have to be.
    public init(
        step: TextSizeStep, size: Double, requiredWidth: Double, availableWidth: Double,
        lines: Int, fits: Bool, overflow: Double
    ) {
        self.step = step
        self.size = size
        self.requiredWidth = requiredWidth
        self.availableWidth = availableWidth
        self.lines = lines
        self.fits = fits
        self.overflow = overflow
    }

    /// A measurement at a content size category.
    ///
    /// - Parameters:
    ///   - category: the content size category.
    ///   - size: the text's point size.
    ///   - requiredWidth: the width the text needs.
    ///   - availableWidth: the label's width.
    ///   - lines: the lines it takes at the label's width.
    ///   - fits: whether it fits.
    ///   - overflow: how much wider the label would have to be.
    public init(
        category: DynamicTypeCategory, size: Double, requiredWidth: Double, availableWidth: Double,
        lines: Int, fits: Bool, overflow: Double
    ) {
        self.init(
            step: .category(category), size: size, requiredWidth: requiredWidth, availableWidth: availableWidth,
            lines: lines, fits: fits, overflow: overflow)
    }
}

extension CategoryMeasurement: Codable {
    private enum CodingKeys: String, CodingKey {
        case category, fontScale, size, requiredWidth, availableWidth, lines, fits, overflow
    }

    /// Decodes a measurement with a `category` or a `fontScale`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let step: TextSizeStep =
            if let scale = try container.decodeIfPresent(AndroidFontScale.self, forKey: .fontScale) {
                .fontScale(scale)
            } else {
                .category(try container.decode(DynamicTypeCategory.self, forKey: .category))
            }
        self.init(
            step: step, size: try container.decode(Double.self, forKey: .size),
            requiredWidth: try container.decode(Double.self, forKey: .requiredWidth),
            availableWidth: try container.decode(Double.self, forKey: .availableWidth),
            lines: try container.decode(Int.self, forKey: .lines), fits: try container.decode(Bool.self, forKey: .fits),
            overflow: try container.decode(Double.self, forKey: .overflow))
    }

    /// Encodes the step as `category` (iOS) or `fontScale` (Android) beside the other fields.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch step {
        case .category(let category): try container.encode(category, forKey: .category)
        case .fontScale(let scale): try container.encode(scale, forKey: .fontScale)
        }
        try container.encode(size, forKey: .size)
        try container.encode(requiredWidth, forKey: .requiredWidth)
        try container.encode(availableWidth, forKey: .availableWidth)
        try container.encode(lines, forKey: .lines)
        try container.encode(fits, forKey: .fits)
        try container.encode(overflow, forKey: .overflow)
    }
}

/// The audit of one catalog entry (a key in one locale, in one variant) at every category.
///
/// ```swift
/// let audit = result.labels.first { $0.entry.key == "settings.save" && $0.entry.locale == "de" }!
/// audit.fitsUpTo           // .medium: fits at xSmall…Medium, overflows from Large
/// audit.firstOverflow      // the Large measurement
/// ```
public struct LabelAudit: Sendable, Hashable {
    /// The entry as read from the catalog (or its pseudo-localised copy).
    public let entry: CatalogEntry
    /// The text measured: the entry's text with placeholders replaced by samples.
    public let displayText: String
    /// How the label is displayed.
    public let layout: LabelLayout
    /// Whether the text is a pseudo-localised stand-in for a missing translation.
    public let isPseudo: Bool
    /// The label at each audited category, smallest first.
    public let measurements: [CategoryMeasurement]
    /// Characters no font covers, as `U+XXXX` descriptions (their widths are unreliable).
    public let missingCharacters: [String]
    /// The Bold Text setting the label was measured with.
    public let legibilityWeight: TextLegibilityWeight
    /// With Bold Text on, the bundled fallbacks (Noto Sans CJK, Arabic, Hebrew) that drew some of
    /// the text lighter than the Bold Text weight, each script once: that text was measured too
    /// narrow, and the audit reports it (`overflow.bold-text-face`).
    public let lighterFallbacks: [LighterFallbackFace]
    /// The caller's own number for the label (``CallerLabel/id``), `nil` for a catalog's: how a
    /// caller that audits its own labels (`legible scan`) finds each result's label again.
    public let callerID: Int?

    /// An audited label; ``OverflowAuditor`` builds these.
    ///
    /// - Parameters:
    ///   - entry: the catalog entry.
    ///   - displayText: the text measured.
    ///   - layout: how the label is displayed.
    ///   - isPseudo: whether the text is pseudo-localised.
    ///   - measurements: the label at each category, smallest first.
    ///   - missingCharacters: characters no font covers.
    ///   - legibilityWeight: the Bold Text setting; off by default.
    ///   - lighterFallbacks: bundled fallbacks that drew text lighter than the Bold Text weight.
    ///   - callerID: the caller's number for the label, `nil` for a catalog's.
    public init(
        entry: CatalogEntry, displayText: String, layout: LabelLayout, isPseudo: Bool,
        measurements: [CategoryMeasurement], missingCharacters: [String], legibilityWeight: TextLegibilityWeight = .regular,
        lighterFallbacks: [LighterFallbackFace] = [], callerID: Int? = nil
    ) {
        self.lighterFallbacks = lighterFallbacks
        self.callerID = callerID
        self.entry = entry
        self.displayText = displayText
        self.layout = layout
        self.isPseudo = isPseudo
        self.measurements = measurements
        self.missingCharacters = missingCharacters
        self.legibilityWeight = legibilityWeight
    }

    /// The weight the label was drawn at: the layout's, made heavier with Bold Text on.
    public var weight: FontWeight { layout.weight(legibilityWeight) }

    /// The largest category up to which the label fits at every audited size, or `nil` when it
    /// does not fit even at the smallest — or was measured at Android font scales
    /// (``fitsUpToStep`` answers for both platforms).
    public var fitsUpTo: DynamicTypeCategory? {
        fitsUpToStep?.category
    }

    /// The largest category or font scale up to which the label fits at every audited size, or
    /// `nil` when it does not fit even at the smallest: "fits up to AX2", "fits up to 1.5x".
    public var fitsUpToStep: TextSizeStep? {
        largestFittingStep(measurements)
    }

    /// The first (smallest) category at which the label overflows, or `nil` when it always fits.
    public var firstOverflow: CategoryMeasurement? {
        measurements.first { !$0.fits }
    }

    /// What every report says of an overflowing label: "fits up to AX2" or "fits at no size".
    package var overflowVerdict: String {
        fitsUpToStep.map { "fits up to \($0.displayName)" } ?? "fits at no size"
    }
}

/// The largest category of an unbroken run of fitting measurements from the smallest one.
func largestFittingStep(_ measurements: [CategoryMeasurement]) -> TextSizeStep? {
    var largest: TextSizeStep?
    for measurement in measurements {
        guard measurement.fits else { break }
        largest = measurement.step
    }
    return largest
}

/// A key in one locale, over all its variants (plural forms, devices): the largest size at which
/// every variant still fits, the answer people want first ("fits up to AX2").
public struct KeyLocaleFit: Sendable, Hashable {
    /// The string key.
    public let key: String
    /// The locale.
    public let locale: String
    /// The largest category or font scale at which every variant fits, `nil` when one fits at
    /// no size.
    public let fitsUpToStep: TextSizeStep?
    /// The largest category at which every variant fits, `nil` when one fits at no size or the
    /// key was measured at Android font scales (see ``fitsUpToStep``).
    public var fitsUpTo: DynamicTypeCategory? { fitsUpToStep?.category }
    /// Whether any variant overflows at some audited category.
    public let overflows: Bool
    /// Whether the text is pseudo-localised.
    public let isPseudo: Bool
    /// The Bold Text setting the key was measured with: an audit of both settings has a fit for each.
    public let legibilityWeight: TextLegibilityWeight

    /// A summary; ``AuditResult/fits`` builds these.
    ///
    /// - Parameters:
    ///   - key: the string key.
    ///   - locale: the locale.
    ///   - fitsUpTo: the largest category at which every variant fits.
    ///   - overflows: whether any variant overflows.
    ///   - isPseudo: whether the text is pseudo-localised.
    ///   - legibilityWeight: the Bold Text setting; off by default.
    public init(
        key: String, locale: String, fitsUpTo: DynamicTypeCategory?, overflows: Bool, isPseudo: Bool,
        legibilityWeight: TextLegibilityWeight = .regular
    ) {
        self.init(
            key: key, locale: locale, fitsUpToStep: fitsUpTo.map(TextSizeStep.category), overflows: overflows, isPseudo: isPseudo,
            legibilityWeight: legibilityWeight)
    }

    /// A summary at any platform's sizes; ``AuditResult/fits`` builds these.
    ///
    /// - Parameters:
    ///   - key: the string key.
    ///   - locale: the locale.
    ///   - fitsUpToStep: the largest category or font scale at which every variant fits.
    ///   - overflows: whether any variant overflows.
    ///   - isPseudo: whether the text is pseudo-localised.
    ///   - legibilityWeight: the Bold Text setting; off by default.
    public init(
        key: String, locale: String, fitsUpToStep: TextSizeStep?, overflows: Bool, isPseudo: Bool,
        legibilityWeight: TextLegibilityWeight = .regular
    ) {
        self.key = key
        self.locale = locale
        self.fitsUpToStep = fitsUpToStep
        self.overflows = overflows
        self.isPseudo = isPseudo
        self.legibilityWeight = legibilityWeight
    }

    /// "fits up to AX2" ("fits up to 1.5x" on Android), "fits at every size" or "fits at no size".
    public var verdict: String {
        guard let fitsUpToStep else { return "fits at no size" }
        return overflows ? "fits up to \(fitsUpToStep.displayName)" : "fits at every size"
    }
}
