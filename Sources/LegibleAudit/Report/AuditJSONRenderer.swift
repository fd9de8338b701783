import LegibleCatalogs
import LegibleReporting
import LegibleTypeScale

/// The JSON report, written a label at a time with sorted keys (the order
/// ``AuditReport/write(_:to:)`` documents), as `JSONEncoder` with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes` would write it. Widths are rounded to 1/100 pt
/// so the output is stable; `findings` has the shape `Baseline` reads.
///
/// ```json
/// {
///   "findings" : [ … ],
///   "fits" : [ { "fitsUpTo" : "xxxLarge", "key" : "settings.notifications.button", "locale" : "de", "overflows" : true, "pseudo" : false } ],
///   "labels" : [ { "column" : 23, "file" : "…", "fitsUpTo" : "xxLarge", "key" : "…", "layout" : { … }, "line" : 45, "locale" : "de", "measurements" : [ { "availableWidth" : 343, "category" : "xSmall", "fits" : true, … } ], … } ],
///   "summary" : { "errors" : 1, "labels" : 40, "notes" : 0, "overflowing" : 3, "suppressed" : 0, "warnings" : 2 },
///   "tool" : { "name" : "legible" }
/// }
/// ```
struct AuditJSONRenderer {
    let report: AuditReport

    func write(to output: inout some TextOutputStream) {
        let result = report.result
        let findings = report.findings
        var json = JSONWriter()
        json.beginObject()
        // Findings, fits and labels are long arrays: written a chunk per thread, in order.
        let concurrency = result.options.concurrency
        json.key("findings")
        json.array(of: findings.findings, concurrency: concurrency, flushingTo: &output)
        json.key("fits")
        json.beginArray()
        let includesBoldText = result.includesBoldText
        let fits = result.fits
        json.writeElements(count: fits.count, concurrency: concurrency, flushingTo: &output) { index, json in
            let fit = fits[index]
            json.beginObject()
            if includesBoldText { json.field("boldText", fit.legibilityWeight.isBoldText) }
            json.field("fitsUpTo", fit.fitsUpToStep?.displayName)
            json.field("key", fit.key)
            json.field("locale", fit.locale)
            json.field("overflows", fit.overflows)
            json.field("pseudo", fit.isPseudo)
            json.endObject()
        }
        json.endArray()
        json.key("labels")
        json.beginArray()
        let labels = result.labels
        json.writeElements(count: labels.count, concurrency: concurrency, flushingTo: &output) { index, json in
            Self.write(labels[index], includesBoldText: includesBoldText, to: &json)
        }
        json.endArray()
        let overflowing = labels.reduce(0) { $1.firstOverflow != nil ? $0 + 1 : $0 }
        json.key("summary")
        json.beginObject()
        json.field("errors", findings.count(of: .error))
        json.field("labels", result.labels.count)
        json.field("notes", findings.count(of: .note))
        json.field("overflowing", overflowing)
        json.field("suppressed", findings.suppressedCount)
        json.field("warnings", findings.count(of: .warning))
        json.endObject()
        json.field("tool", findings.tool)
        json.endObject()
        json.flush(to: &output)
        output.write("\n")
    }

    private static func write(_ audit: LabelAudit, includesBoldText: Bool, to json: inout JSONWriter) {
        let entry = audit.entry
        json.beginObject()
        if includesBoldText { json.field("boldText", audit.legibilityWeight.isBoldText) }
        json.field("column", entry.position.column)
        json.field("file", entry.file)
        json.field("fitsUpTo", audit.fitsUpToStep?.displayName)
        json.field("key", entry.key)
        json.key("layout")
        write(audit.layout, locale: entry.locale, to: &json)
        json.field("line", entry.position.line)
        json.field("locale", entry.locale)
        json.key("measurements")
        json.beginArray()
        for measurement in audit.measurements {
            json.beginObject()
            json.field("availableWidth", measurement.availableWidth)
            if case .category(let category) = measurement.step { json.field("category", category.displayName) }
            json.field("fits", measurement.fits)
            if case .fontScale(let scale) = measurement.step { json.field("fontScale", scale.value) }
            json.field("lines", measurement.lines)
            json.field("overflow", measurement.overflow.hundredths)
            json.field("requiredWidth", measurement.requiredWidth.hundredths)
            json.field("size", measurement.size)
            json.endObject()
        }
        json.endArray()
        json.key("missingCharacters")
        json.beginArray()
        for character in audit.missingCharacters { json.string(character) }
        json.endArray()
        json.field("needsReview", entry.metadata.needsReview)
        json.field("pseudo", audit.isPseudo)
        json.field("source", entry.text)
        json.field("stale", entry.metadata.isStale)
        json.field("state", entry.metadata.state)
        json.field("text", audit.displayText)
        json.field("variant", entry.variant)
        if includesBoldText { json.field("weight", audit.weight.value) }
        json.endObject()
    }

    private static func write(_ layout: LabelLayout, locale: String, to json: inout JSONWriter) {
        json.beginObject()
        if layout.platform == .android { json.field("androidVersion", (layout.androidVersion ?? .default).number) }
        if let font = layout.font(forLocale: locale) { json.field("font", font) }
        json.field("maxLines", layout.maxLines)
        if layout.platform == .android { json.field("platform", layout.platform.rawValue) }
        switch layout.sizing {
        case .textStyle(let style):
            json.field("style", style.rawValue)
        case .materialRole(let role):
            json.field("role", role.rawValue)
        case .sp(let size):
            json.field("sp", size)
        case .fixed(let points):
            json.field("size", points)
        }
        // An Android label takes its role's letter spacing (in sp, scaled with the font scale).
        let hasRoleSpacing = if case .materialRole = layout.sizing { true } else { false }
        if !hasRoleSpacing {
            switch layout.tracking {
            case .points(let points): json.field("tracking", String(points))
            default: json.field("tracking", layout.tracking.description)
            }
        }
        json.field("weight", layout.weight.value)
        json.field("width", layout.width)
        json.endObject()
    }
}

extension Double {
    /// Rounded to 1/100.
    var hundredths: Double { (self * 100).rounded() / 100 }
}
