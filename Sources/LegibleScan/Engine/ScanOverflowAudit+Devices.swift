import LegibleAudit
import LegibleReporting
import LegibleSyntax
import LegibleTargets
import LegibleTypeScale

// Labels audited on each device they have a width on, and text cut at the bottom of a label
// whose height is fixed.
extension ScanOverflowAudit {
    /// The width an element's text has on each screen it depends on, narrowest screen first;
    /// empty when its width does not depend on the screen (``ScannedElement/textWidth``).
    ///
    /// Layouts solved per screen (``ScannedElement/screenTextWidths``: Android's at each dp
    /// width, Interface Builder's Auto Layout at each device) come first, each screen where the
    /// width is known; an iOS width relative to the screen (``ScannedWidth/screen(minus:)``) is
    /// worked out at each of ``ScanResources/iOSScreenWidths``. iOS widths that are the same on
    /// every device are no screen's: the finding then names none.
    static func screenWidths(of element: ScannedElement, resources: ScanResources) -> [ScreenTextWidth] {
        var pairs: [ScreenTextWidth] = []
        // Solved widths, else (Android text whose padding alone is unknown) those with the padding taken as 0.
        let solvedWidths = element.screenTextWidths.isEmpty ? element.paddingFloor?.widths ?? [] : element.screenTextWidths
        if !solvedWidths.isEmpty {
            for solved in solvedWidths {
                // Android's widths are audited as its layout pass gives them; an iOS device that
                // gives no room is one where the text shows nothing, left to the other devices.
                guard let points = solved.points, element.platform == .android || points > 0 else { continue }
                var pair = ScreenTextWidth(screen: solved.screen, width: points, besideTexts: solved.besideTexts)
                pair.share = solved.share
                pairs.append(pair)
            }
        } else if element.platform == .iOS, case .screen(let minus) = element.textWidth, minus.isFinite {
            for screen in resources.iOSScreenWidths where screen - minus > 0 { pairs.append(ScreenTextWidth(screen: screen, width: screen - minus)) }
        } else {
            return []
        }
        return pairs.sorted { $0.screen < $1.screen }
    }

    /// Whether an iOS element's text has the same width on every device (so its findings name
    /// no screen): every device gives it a width, and the same one.
    static func isSameOnEveryDevice(_ element: ScannedElement, widths: [ScreenTextWidth], resources: ScanResources) -> Bool {
        guard element.platform == .iOS, let first = widths.first else { return false }
        let devices = element.screenTextWidths.isEmpty ? resources.iOSScreenWidths.count : element.screenTextWidths.count
        return widths.count == devices && widths.allSatisfy { $0.width == first.width }
    }

    /// The height of a line of the system font (San Francisco) as a share of its size: its
    /// ascender and descender, 1950 and 494 of 2048 units per em, are UIFont's `lineHeight`
    /// (20.29 pt at 17 pt).
    static let systemLineHeight = (1950.0 + 494.0) / 2048.0

    /// `overflow.label` findings for text cut at the bottom: an iOS label whose height is fixed
    /// (``ScannedElement/textHeight``) shows only the lines that fit it (at least one), so text
    /// that needs more lines at a size than fit loses its last lines. A one-line label is left
    /// to the width check. With `fixedParts`, a text cut only with the audit's samples is at
    /// most a warning (``judgeSamples(_:label:text:firstOverflow:key:fixedParts:samples:)``).
    static func cutAtTheBottom(
        _ result: AuditResult, labels: [DerivedLabel], options: AuditOptions, fixedParts: [OverflowKey: TextSizeStep]? = nil
    ) -> [(record: ScanFindingRecord, screens: [Double])] {
        var records: [(record: ScanFindingRecord, screens: [Double])] = []
        for audit in result.labels where !audit.isPseudo {
            guard let number = audit.callerID, labels.indices.contains(number) else { continue }
            let label = labels[number]
            // San Francisco's line height: SF Compact's (watchOS) is not modelled.
            guard label.element.platform == .iOS, label.platformDecision == nil, let height = label.element.textHeight, height > 0 else { continue }
            // UILabel's default is one line; 0 is no limit.
            let maxLines = label.layout.maxLines ?? 1
            guard maxLines != 1 else { continue }
            for measurement in audit.measurements {
                let lineHeight = measurement.size * systemLineHeight
                let fitting = max(1, Int(((height + 0.01) / lineHeight).rounded(.down)))
                let shown = maxLines > 0 ? min(measurement.lines, maxLines) : measurement.lines
                guard shown > fitting else { continue }
                var message = "\"\(audit.displayText)\" is cut at the bottom from \(measurement.step.displayName) "
                message += "(\(LengthFormat.string(measurement.size)) pt): \(shown) lines of \(DecimalText.string(lineHeight, decimals: 1)) pt "
                message += "need \(DecimalText.string(Double(shown) * lineHeight, decimals: 1)) pt, the label is \(LengthFormat.string(height)) pt high"
                var finding = Finding(
                    id: findingID(for: label, suffix: audit.findingIDSuffix) + " (height)", rule: AuditRule.overflow,
                    severity: options.isError(overflowingAt: measurement.step) ? .error : .warning, message: message,
                    location: label.element.location)
                if let fixedParts {
                    let key = OverflowKey(element: label.elementIndex, screens: label.screens, id: finding.id)
                    judgeSamples(
                        &finding, label: label, text: audit.entry.text, firstOverflow: measurement.step, key: key, fixedParts: fixedParts,
                        samples: options.samples)
                }
                let group = localeGroup(
                    for: label, locale: audit.entry.locale, suffix: audit.findingIDSuffix, firstOverflow: measurement.step, after: " (height)")
                records.append((ScanFindingRecord(finding: finding, element: label.elementIndex, localeGroup: group), label.screens))
                break
            }
        }
        return records
    }
}
