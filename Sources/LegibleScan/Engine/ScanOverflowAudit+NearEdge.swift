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

    /// How much more than its width a Regular system-font label's text may need and still be what
    /// Xcode's own frames show for text that fits: SF Pro measured at most 1.4% narrower than
    /// Inter at Regular (0.986 times its width, the same 79 frames), so Inter needs up to
    /// 1 / 0.986 − 1 ≈ 1.42% more than a frame sized to SF Pro's text.
    static let regularStandInError = 1 / 0.986 - 1

    /// Whether an iOS label in the system font at Regular (or lighter), Bold Text off, overflows
    /// only by what Inter measures wider than SF Pro on frames that fit (``regularStandInError``):
    /// Moonlight da470355 `iPad.storyboard:220`, "Preferred Codec" at 17 pt needing 126.4 pt of
    /// the 126 Xcode sized its fixed frame to (0.3%, issue 33, fresh-ios12b D2). Nothing measured
    /// tells that from a fit, so it is a note; at Medium and heavier SF Pro measured as wide as
    /// Inter or wider, and an app's own font is measured as itself, so those stay warnings.
    static func overflowsWithinRegularStandInError(_ audit: LabelAudit, platform: TextSizePlatform) -> Bool {
        platform != .android && audit.layout.font == nil && audit.layout.weight <= .regular && audit.legibilityWeight == .regular
            && isNearMiss(audit.measurements, tolerance: regularStandInError)
    }

    /// Whether the text overflows somewhere in `measurements`, and wherever it does by more than
    /// its width but at most `tolerance` (``standInFontError``) more.
    static func isNearMiss(_ measurements: [CategoryMeasurement], tolerance: Double = standInFontError) -> Bool {
        var overflows = false
        for measurement in measurements where !measurement.fits {
            let available = measurement.availableWidth
            guard available > 0, measurement.requiredWidth > available, measurement.requiredWidth <= available * (1 + tolerance) else {
                return false
            }
            overflows = true
        }
        return overflows
    }

    /// The property that marks a finding within the stand-in fonts' error (``mergingLocales(_:developmentLanguage:)``
    /// shows another locale's finding before it).
    static let nearEdgeProperty = "nearEdge"

    /// Makes an overflow within the stand-in fonts' error a warning that says so, or a note when
    /// it is `regular` (``overflowsWithinRegularStandInError(_:platform:)``).
    static func markWithinStandInError(_ finding: inout Finding, regular: Bool = false) {
        finding.severity = min(finding.severity, regular ? .note : .warning)
        finding.message +=
            regular
            ? " (within 1.4% of fitting, no more than Inter, the stand-in, measures wider than SF Pro at Regular on frames that fit: check with SF Pro)"
            : " (within 2% of fitting, closer than the stand-in for Apple's font can tell: check with SF Pro)"
        finding.setProperty(
            nearEdgeProperty,
            "the text needs at most 2% more than the label's width at every size it overflows; the bundled Inter stands in for SF Pro, "
                + "which measured up to 1.4% narrower on Xcode's frames, so the text may fit")
    }
}

// Android text is measured with Roboto, Android's own font, but a view's width is whole device
// pixels (1/3 dp at 480 dpi, up to 1 dp at 160 dpi: a dp size or a weighted share rounds to
// them) while a line's width is a sum of fractional advances that hinting, subpixel positioning
// and the device's copy of the font move by fractions of a pixel. An overflow of under 1 dp
// is within that rounding, not a measurement (Loop Habit Tracker 5aa8744e
// activity_edit_habit.xml:188, "எ. கா. 15" needing 116.1 dp of 116 at 1.8x, an error; issue 33,
// fresh-android9b D6). Half a dp was not enough: OpenKeychain add_subkey_dialog.xml:37,
// "Verwendungszweck" needing 230.9 dp of 230 at 2x, where a pixel at 160 dpi is a whole dp and
// a TableLayout column's width is itself rounded (fresh-android10b D9).
extension ScanOverflowAudit {
    /// The most, in dp, an Android text may need beyond its width and still be taken to fit: 1
    /// (a whole pixel at 160 dpi).
    static let androidRoundingTolerance = 1.0

    /// Whether a measurement overflows by less than ``androidRoundingTolerance``.
    static func isWithinRounding(_ measurement: CategoryMeasurement) -> Bool {
        !measurement.fits && measurement.requiredWidth > measurement.availableWidth
            && measurement.requiredWidth - measurement.availableWidth < androidRoundingTolerance
    }

    /// The Android audit with each size a label overflows at within rounding taken as fitting,
    /// for a label that overflows further at another size: its finding starts where the text
    /// really overflows ("from 2x", not "from 1.8x" by 0.1 dp). A label that overflows only
    /// within rounding is left as it is, for ``markWithinRounding(_:)``.
    static func forgivingRounding(_ result: AuditResult) -> AuditResult {
        var changed = false
        let labels = result.labels.map { audit -> LabelAudit in
            let overflowing = audit.measurements.filter { !$0.fits }
            guard overflowing.contains(where: isWithinRounding), !overflowing.allSatisfy(isWithinRounding) else { return audit }
            changed = true
            let measurements = audit.measurements.map { measurement in
                guard isWithinRounding(measurement) else { return measurement }
                return CategoryMeasurement(
                    step: measurement.step, size: measurement.size, requiredWidth: measurement.requiredWidth, availableWidth: measurement.availableWidth,
                    lines: measurement.lines, fits: true, overflow: 0)
            }
            return LabelAudit(
                entry: audit.entry, displayText: audit.displayText, layout: audit.layout, isPseudo: audit.isPseudo, measurements: measurements,
                missingCharacters: audit.missingCharacters, legibilityWeight: audit.legibilityWeight, lighterFallbacks: audit.lighterFallbacks,
                callerID: audit.callerID)
        }
        guard changed else { return result }
        return AuditResult(labels: labels, unlaidKeys: result.unlaidKeys, options: result.options, missingBoldTextFaces: result.missingBoldTextFaces)
    }

    /// Whether an Android label overflows only within rounding, at every size it overflows.
    static func overflowsWithinRounding(_ audit: LabelAudit, platform: TextSizePlatform) -> Bool {
        let overflowing = audit.measurements.filter { !$0.fits }
        return platform == .android && !overflowing.isEmpty && overflowing.allSatisfy(isWithinRounding)
    }

    /// Makes an overflow within rounding a note that says so.
    static func markWithinRounding(_ finding: inout Finding) {
        finding.severity = .note
        finding.message += " (within 1 dp of fitting: device pixels and font hinting decide that, not the layout)"
        finding.setProperty(
            nearEdgeProperty,
            "the text needs less than 1 dp more than the view's width at every size it overflows; a view's width is whole device pixels "
                + "and a line's width moves by fractions of one with hinting and the device's font, so the text may fit")
    }
}
