import LegibleAudit
import LegibleReporting
import LegibleSyntax
import LegibleTargets
import LegibleTypeScale

// Labels audited on each device they have a width on, and text cut at the bottom of a label
// whose height is fixed.
extension ScanOverflowAudit {
    /// The widths an element's text has on the devices, one per distinct width at the narrowest
    /// screen that gives it; a single entry with no screen when every device gives the same
    /// width; empty when the element's width does not depend on the device (``ScannedElement/textWidth``).
    ///
    /// Solved widths (``ScannedElement/deviceTextWidths``) come first; an iOS width relative to the
    /// screen (``ScannedWidth/screen(minus:)``) is worked out at each of ``ScanResources/iOSScreenWidths``.
    static func deviceWidths(of element: ScannedElement, resources: ScanResources) -> [(screen: Double?, width: Double)] {
        var pairs: [(screen: Double, width: Double)] = []
        if !element.deviceTextWidths.isEmpty {
            for device in element.deviceTextWidths {
                switch device.width {
                case .fixed(let width), .maximum(let width):
                    if width > 0 && width.isFinite { pairs.append((device.screenWidth, width)) }
                case .screen, .unknown: break
                }
            }
        } else if element.platform == .iOS, case .screen(let minus) = element.textWidth, minus.isFinite {
            for screen in resources.iOSScreenWidths where screen - minus > 0 { pairs.append((screen, screen - minus)) }
        } else {
            return []
        }
        pairs.sort { $0.screen < $1.screen }
        let devices = element.deviceTextWidths.isEmpty ? resources.iOSScreenWidths.count : element.deviceTextWidths.count
        if pairs.count == devices, let first = pairs.first, pairs.allSatisfy({ $0.width == first.width }) { return [(nil, first.width)] }
        var seen = Set<Double>()
        return pairs.filter { seen.insert($0.width).inserted }.map { ($0.screen, $0.width) }
    }

    /// `, at 375 pt`: the device a finding is about, after the audit's message.
    static func deviceSuffix(_ screen: Double, platform: TextSizePlatform) -> String {
        "; on a screen \(LengthFormat.string(screen)) \(platform == .android ? "dp" : "pt") wide"
    }

    /// Keeps one finding per element, rule and id: the narrowest device's (labels are in screen
    /// order), as a label that overflows on a wide phone overflows on a narrow one first.
    static func keepingNarrowestDevice(_ records: [ScanFindingRecord]) -> [ScanFindingRecord] {
        var seen = Set<String>()
        return records.filter { record in
            guard let element = record.element else { return true }
            return seen.insert("\(element)\u{0}\(record.finding.rule)\u{0}\(record.finding.id)").inserted
        }
    }

    /// The height of a line of the system font (San Francisco) as a share of its size: its
    /// ascender and descender, 1950 and 494 of 2048 units per em, are UIFont's `lineHeight`
    /// (20.29 pt at 17 pt).
    static let systemLineHeight = (1950.0 + 494.0) / 2048.0

    /// `overflow.label` findings for text cut at the bottom: an iOS label whose height is fixed
    /// (``ScannedElement/textHeight``) shows only the lines that fit it (at least one), so text
    /// that needs more lines at a size than fit loses its last lines. A one-line label is left
    /// to the width check.
    static func cutAtTheBottom(_ result: AuditResult, labels: [DerivedLabel], options: AuditOptions) -> [ScanFindingRecord] {
        var records: [ScanFindingRecord] = []
        for audit in result.labels where !audit.isPseudo {
            guard let number = audit.callerID, labels.indices.contains(number) else { continue }
            let label = labels[number]
            guard label.element.platform == .iOS, let height = label.element.textHeight, height > 0 else { continue }
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
                if let screen = label.screenWidth { message += deviceSuffix(screen, platform: .iOS) }
                let finding = Finding(
                    id: findingID(for: label, suffix: audit.findingIDSuffix) + " (height)", rule: AuditRule.overflow,
                    severity: options.isError(overflowingAt: measurement.step) ? .error : .warning, message: message,
                    location: label.element.location)
                records.append(ScanFindingRecord(finding: finding, element: label.elementIndex))
                break
            }
        }
        return records
    }
}
