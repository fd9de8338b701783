import Foundation
import LegibleCatalogs
import LegibleReporting
import LegibleTypeScale

/// The JSON report. Widths are rounded to 1/100 pt so the output is stable; `findings` has the
/// shape ``Baseline`` reads.
///
/// ```json
/// {
///   "findings" : [ … ],
///   "fits" : [ { "fitsUpTo" : "xxxLarge", "key" : "settings.notifications.button", "locale" : "de", "overflows" : true, "pseudo" : false } ],
///   "labels" : [ { "key" : "…", "locale" : "de", "measurements" : [ { "availableWidth" : 343, "category" : "AX1", "fits" : false, … } ], … } ],
///   "summary" : { "errors" : 1, "labels" : 40, "notes" : 0, "overflowing" : 3, "suppressed" : 0, "warnings" : 2 },
///   "tool" : { "name" : "legible" }
/// }
/// ```
enum AuditJSONRenderer {
    struct Document: Encodable {
        var findings: [Finding]
        var fits: [Fit]
        var labels: [Label]
        var summary: Summary
        var tool: ToolInfo
    }

    struct Fit: Encodable {
        var key: String
        var locale: String
        /// `nil` (JSON null) when the label fits at no size.
        var fitsUpTo: String?
        var overflows: Bool
        var pseudo: Bool

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(key, forKey: .key)
            try container.encode(locale, forKey: .locale)
            try container.encode(fitsUpTo, forKey: .fitsUpTo)
            try container.encode(overflows, forKey: .overflows)
            try container.encode(pseudo, forKey: .pseudo)
        }

        enum CodingKeys: String, CodingKey { case key, locale, fitsUpTo, overflows, pseudo }
    }

    struct Label: Encodable {
        var key: String
        var locale: String
        var variant: String?
        var file: String
        var line: Int
        var column: Int
        var source: String
        var text: String
        var pseudo: Bool
        var state: String?
        var stale: Bool
        var needsReview: Bool
        var layout: Layout
        var fitsUpTo: String?
        var measurements: [Measurement]
        var missingCharacters: [String]

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(key, forKey: .key)
            try container.encode(locale, forKey: .locale)
            try container.encode(variant, forKey: .variant)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(source, forKey: .source)
            try container.encode(text, forKey: .text)
            try container.encode(pseudo, forKey: .pseudo)
            try container.encode(state, forKey: .state)
            try container.encode(stale, forKey: .stale)
            try container.encode(needsReview, forKey: .needsReview)
            try container.encode(layout, forKey: .layout)
            try container.encode(fitsUpTo, forKey: .fitsUpTo)
            try container.encode(measurements, forKey: .measurements)
            try container.encode(missingCharacters, forKey: .missingCharacters)
        }

        enum CodingKeys: String, CodingKey {
            case key, locale, variant, file, line, column, source, text, pseudo, state, stale, needsReview, layout, fitsUpTo,
                 measurements, missingCharacters
        }
    }

    struct Layout: Encodable {
        var style: String?
        var size: Double?
        var weight: FontWeight
        var width: Double
        var maxLines: Int
        var tracking: String
        var font: String?
    }

    struct Measurement: Encodable {
        var category: String
        var size: Double
        var requiredWidth: Double
        var availableWidth: Double
        var lines: Int
        var fits: Bool
        var overflow: Double
    }

    struct Summary: Encodable {
        var labels: Int
        var overflowing: Int
        var errors: Int
        var warnings: Int
        var notes: Int
        var suppressed: Int
    }

    static func render(_ report: AuditReport) -> String {
        let result = report.result
        let document = Document(
            findings: report.findings.findings,
            fits: result.fits.map {
                Fit(key: $0.key, locale: $0.locale, fitsUpTo: $0.fitsUpTo?.displayName, overflows: $0.overflows, pseudo: $0.isPseudo)
            },
            labels: result.labels.map(label),
            summary: Summary(
                labels: result.labels.count, overflowing: result.labels.filter { $0.firstOverflow != nil }.count,
                errors: report.findings.count(of: .error), warnings: report.findings.count(of: .warning),
                notes: report.findings.count(of: .note), suppressed: report.findings.suppressedCount),
            tool: ToolInfo())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain strings, numbers and booleans: encoding cannot fail.
        return ((try? encoder.encode(document)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }

    private static func label(_ audit: LabelAudit) -> Label {
        let entry = audit.entry
        let layout = audit.layout
        var style: String?
        var size: Double?
        switch layout.sizing {
        case .textStyle(let textStyle): style = textStyle.rawValue
        case .fixed(let points): size = points
        }
        let tracking: String
        switch layout.tracking {
        case .points(let points): tracking = String(points)
        default: tracking = layout.tracking.description
        }
        return Label(
            key: entry.key, locale: entry.locale, variant: entry.variant, file: entry.file, line: entry.position.line,
            column: entry.position.column, source: entry.text, text: audit.displayText, pseudo: audit.isPseudo,
            state: entry.metadata.state, stale: entry.metadata.isStale, needsReview: entry.metadata.needsReview,
            layout: Layout(style: style, size: size, weight: layout.weight, width: layout.width, maxLines: layout.maxLines,
                           tracking: tracking, font: layout.font(forLocale: entry.locale)),
            fitsUpTo: audit.fitsUpTo?.displayName,
            measurements: audit.measurements.map {
                Measurement(category: $0.category.displayName, size: $0.size, requiredWidth: $0.requiredWidth.hundredths,
                            availableWidth: $0.availableWidth, lines: $0.lines, fits: $0.fits, overflow: $0.overflow.hundredths)
            },
            missingCharacters: audit.missingCharacters)
    }
}

extension Double {
    /// Rounded to 1/100.
    var hundredths: Double { (self * 100).rounded() / 100 }
}
