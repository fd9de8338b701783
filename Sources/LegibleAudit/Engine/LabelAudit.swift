import LegibleCatalogs
import LegibleTypeScale

/// One label at one content size category: how wide its text needs to be, how wide it may be,
/// and whether it fits.
public struct CategoryMeasurement: Sendable, Hashable, Codable {
    /// The content size category.
    public let category: DynamicTypeCategory
    /// The point size the label's text has at the category.
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

    /// A measurement; ``OverflowAuditor`` builds these.
    public init(category: DynamicTypeCategory, size: Double, requiredWidth: Double, availableWidth: Double,
                lines: Int, fits: Bool, overflow: Double) {
        self.category = category
        self.size = size
        self.requiredWidth = requiredWidth
        self.availableWidth = availableWidth
        self.lines = lines
        self.fits = fits
        self.overflow = overflow
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
    public init(entry: CatalogEntry, displayText: String, layout: LabelLayout, isPseudo: Bool,
                measurements: [CategoryMeasurement], missingCharacters: [String], legibilityWeight: TextLegibilityWeight = .regular) {
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
    /// does not fit even at the smallest.
    public var fitsUpTo: DynamicTypeCategory? {
        largestFittingCategory(measurements)
    }

    /// The first (smallest) category at which the label overflows, or `nil` when it always fits.
    public var firstOverflow: CategoryMeasurement? {
        measurements.first { !$0.fits }
    }
}

/// The largest category of an unbroken run of fitting measurements from the smallest one.
func largestFittingCategory(_ measurements: [CategoryMeasurement]) -> DynamicTypeCategory? {
    var largest: DynamicTypeCategory?
    for measurement in measurements {
        guard measurement.fits else { break }
        largest = measurement.category
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
    /// The largest category at which every variant fits, `nil` when one fits at no size.
    public let fitsUpTo: DynamicTypeCategory?
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
    public init(key: String, locale: String, fitsUpTo: DynamicTypeCategory?, overflows: Bool, isPseudo: Bool,
                legibilityWeight: TextLegibilityWeight = .regular) {
        self.key = key
        self.locale = locale
        self.fitsUpTo = fitsUpTo
        self.overflows = overflows
        self.isPseudo = isPseudo
        self.legibilityWeight = legibilityWeight
    }

    /// "fits up to AX2", "fits at every size" or "fits at no size".
    public var verdict: String {
        guard let fitsUpTo else { return "fits at no size" }
        return overflows ? "fits up to \(fitsUpTo.displayName)" : "fits at every size"
    }
}
