import LegibleAudit
import LegibleCatalogs
import LegibleReporting
import LegibleTypeScale

/// One self-contained page: the summary, every finding grouped by file, and each overflowing
/// label with the audit's preview drawn inline (the first 200), named after its element.
struct ScanHTMLRenderer {
    let report: ScanReport

    /// Pictures drawn inline at most, as the audit's page draws them.
    static let maximumInlinePreviews = 200

    func write(to output: inout some TextOutputStream) {
        let page = HTMLDocument(title: "Interface scan", styleSheet: Self.styleSheet, body: "")
        output.write(page.beforeBody)
        output.write(HTML.element("h1", text: "Interface scan") + "\n")
        output.write(HTML.element("p", ["class": "muted"], text: report.summaryLine + " " + report.findings.summaryLine + ".") + "\n")
        writeFindings(to: &output)
        writePreviews(to: &output)
        output.write(page.afterBody)
    }

    private func writeFindings(to output: inout some TextOutputStream) {
        let findings = report.findings.findings
        guard !findings.isEmpty else {
            output.write(HTML.element("p", text: "No findings.") + "\n")
            return
        }
        var files: [String] = []
        var byFile: [String: [Finding]] = [:]
        for finding in findings {
            let file = finding.location?.file ?? ""
            if byFile[file] == nil { files.append(file) }
            byFile[file, default: []].append(finding)
        }
        for file in files.sorted() {
            output.write(HTML.element("h2", ["class": "mono"], text: file.isEmpty ? "(no file)" : file) + "\n<table class=\"findings\">\n")
            let rows = byFile[file]!.sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
            for finding in rows {
                let place = finding.location.flatMap { location in location.line.map { "\($0):\(location.column ?? 1)" } } ?? ""
                output.write(
                    "<tr>" + HTML.element("td", ["class": "mono muted"], text: place)
                        + HTML.element("td", ["class": finding.severity.rawValue], text: finding.severity.rawValue)
                        + HTML.element("td", ["class": "mono"], text: finding.rule)
                        + HTML.element("td", ["class": "mono"], text: finding.id)
                        // Left to right like the sentence it is: `dir="auto"` turned a message that
                        // starts with a quoted Arabic label into a right-to-left paragraph, its words
                        // reordered and its quotes reversed.
                        + HTML.element("td", text: finding.message) + "</tr>\n")
            }
            output.write("</table>\n")
        }
    }

    private func writePreviews(to output: inout some TextOutputStream) {
        var drawn = 0
        for platform in [TextSizePlatform.iOS, .android] {
            guard let result = report.audits[platform] else { continue }
            let labels = report.labels.filter { $0.element.platform == platform }
            // A finding stands for its label in every locale it overflows in (one finding per
            // element and problem): each of those locales gets its picture.
            let reported = Set(report.findings.findings.filter { $0.rule == AuditRule.overflow }.map(\.id))
            let reportedGroups = Set(
                result.labels.compactMap { label in
                    Self.label(of: label, in: labels).flatMap { reported.contains(Self.findingID(label, $0)) ? Self.group(label, $0) : nil }
                })
            let overflowing = result.labels.filter { label in
                guard label.firstOverflow != nil, let scanned = Self.label(of: label, in: labels) else { return false }
                return reportedGroups.contains(Self.group(label, scanned))
            }
            guard !overflowing.isEmpty else { continue }
            output.write(HTML.element("h2", text: "Overflowing labels" + (platform == .android ? " (Android)" : "")) + "\n")
            let shown = Array(overflowing.prefix(Self.maximumInlinePreviews - drawn))
            output.write(HTML.element("p", ["class": "muted"], text: LabelTextHTML.previewCount(drawn: shown.count, of: overflowing.count)) + "\n")
            drawn += shown.count
            guard !shown.isEmpty else { continue }
            var plan: LabelPreviewPlan
            do {
                plan = try OverflowAuditor(spec: LayoutSpec(), options: result.options).previewPlan(for: shown)
                plan.sizes = .firstAndLargestOverflow
            } catch {
                output.write(HTML.element("p", ["class": "muted"], text: "No previews: \(error.description)") + "\n")
                continue
            }
            for (index, label) in shown.enumerated() {
                guard let scanned = Self.label(of: label, in: labels) else { continue }
                let place = scanned.element.location.description
                output.write(
                    "<section class=\"label\">\n" + HTML.element("h3", ["class": "mono"], text: Self.findingID(label, scanned)) + "\n"
                        + HTML.element("p", ["class": "fail"], text: label.overflowVerdict) + "\n"
                        + LabelTextHTML.paragraph(label, glyphs: try? plan.inlineGlyphs(at: index)) + "\n"
                        + HTML.element("p", ["class": "mono muted"], text: place) + "\n<div class=\"preview\">\n")
                var closing = "</div>\n"
                do {
                    try plan.writePreview(at: index, idPrefix: "p\(drawn)-\(index)-", to: &output)
                } catch {
                    closing = "</svg>\n</div>\n" + HTML.element("p", ["class": "muted"], text: "No preview: \(error.description)") + "\n"
                }
                output.write(closing + "</section>\n")
            }
        }
    }

    /// The scanned label an audited label stands for, by the number the scan gave it (its index
    /// among the platform's labels).
    static func label(of audited: LabelAudit, in labels: [DerivedLabel]) -> DerivedLabel? {
        guard let number = audited.callerID, labels.indices.contains(number) else { return nil }
        return labels[number]
    }

    /// The id the scan's overflow finding has for an audited label.
    static func findingID(_ audited: LabelAudit, _ label: DerivedLabel) -> String {
        ScanOverflowAudit.findingID(for: label, suffix: audited.findingIDSuffix)
    }

    /// What the overflow findings of an audited label share across locales, and across the
    /// texts code sets on its element: one finding stands for them all, and each gets its picture.
    static func group(_ audited: LabelAudit, _ label: DerivedLabel) -> String {
        let group = ScanOverflowAudit.localeGroup(for: label, locale: audited.entry.locale, suffix: audited.findingIDSuffix, firstOverflow: nil)
        return group.texts ?? group.key
    }

    private static let styleSheet = """
        .findings td { padding: 2px 8px; vertical-align: top; }
        .error { color: #b00020; font-weight: 600; }
        .warning { color: #8a5300; font-weight: 600; }
        .note { color: #3a3a3c; }
        .label { margin: 18px 0 28px; }
        .label p { margin: 2px 0; }
        .preview { overflow-x: auto; margin-top: 8px; }
        .preview svg { max-width: none; }
        .label-text bdi { unicode-bidi: isolate; }
        """
}
