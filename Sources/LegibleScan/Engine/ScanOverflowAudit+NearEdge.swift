import LegibleAudit
import LegibleReporting
import LegibleTypeScale

// iOS text is measured with stand-ins for Apple's fonts (Inter for SF Pro), so an overflow of a
// fraction of a point is one the measurement cannot tell from a fit (Pocket Casts c23892d1
// UserEpisodeDetailViewController.xib:63: "Erreur lors du téléchargement" needed 219.2 pt of 219,
// an error). How far the stand-in can be off was measured on Xcode's own frames, which are SF
// Pro's widths rounded up to the half point: 79 labels of the six iOS apps of issue 34 sized by
// their text (one-line system font, no width constraint, one horizontal edge pinned) were 0.986
// to 1.012 times Inter's width at Regular and 1.00 to 1.09 times at Medium and heavier. SF Pro
// was at most 1.4% narrower than Inter: text that needs under 2% more than its label may fit.
extension ScanOverflowAudit {
    /// How much more than its width a label's text may need and still be within the stand-in
    /// fonts' error: 2% (SF Pro measured up to 1.4% narrower than Inter on Xcode's frames).
    static let standInFontError = 0.02

    /// Whether an iOS label overflows only within the stand-in fonts' error: at every size it
    /// overflows, its text needs more than its width by at most ``standInFontError`` of it. A
    /// label that overflows further at a larger size overflows whatever the font (only the size
    /// it starts at is uncertain), and a text with more hard lines than the label shows (no width
    /// fits it) is no near miss.
    static func overflowsWithinStandInError(_ audit: LabelAudit, platform: TextSizePlatform) -> Bool {
        platform != .android && isNearMiss(audit.measurements)  // Roboto is Android's own font
    }

    /// Whether the text overflows somewhere in `measurements`, and wherever it does by more than
    /// its width but at most ``standInFontError`` more.
    static func isNearMiss(_ measurements: [CategoryMeasurement]) -> Bool {
        var overflows = false
        for measurement in measurements where !measurement.fits {
            let available = measurement.availableWidth
            guard available > 0, measurement.requiredWidth > available, measurement.requiredWidth <= available * (1 + standInFontError) else {
                return false
            }
            overflows = true
        }
        return overflows
    }

    /// The property that marks a finding within the stand-in fonts' error (``mergingLocales(_:developmentLanguage:)``
    /// shows another locale's finding before it).
    static let nearEdgeProperty = "nearEdge"

    /// Makes an overflow within the stand-in fonts' error a warning that says so.
    static func markWithinStandInError(_ finding: inout Finding) {
        finding.severity = min(finding.severity, .warning)
        finding.message += " (within 2% of fitting, closer than the stand-in for Apple's font can tell: check with SF Pro)"
        finding.setProperty(
            nearEdgeProperty,
            "the text needs at most 2% more than the label's width at every size it overflows; the bundled Inter stands in for SF Pro, "
                + "which measured up to 1.4% narrower on Xcode's frames, so the text may fit")
    }
}
