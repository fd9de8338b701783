import LegibleCatalogs
import LegibleReporting
import LegibleTypeScale

/// One self-contained page a designer opens: the largest fitting size of every key in every
/// locale as a table coloured by how far it reaches, then each overflowing label with its
/// preview drawn inline (right-to-left text overflowing to the left, inside the picture), the
/// other findings and the summary.
///
/// Written a piece at a time like the text report: the fits table a row at a time, each preview
/// straight from its glyph outlines into the output.
struct AuditHTMLRenderer {
    let report: AuditReport

    /// Pictures drawn inline at most; each can take hundreds of kilobytes, and `--preview`
    /// writes every one as a file.
    static let maximumInlinePreviews = 200

    func write(to output: inout some TextOutputStream) {
        let page = HTMLDocument(title: "Label overflow audit", styleSheet: Self.styleSheet, body: "")
        output.write(page.beforeBody)
        output.write(HTML.element("h1", text: "Label overflow audit") + "\n")
        output.write(HTML.element("p", ["class": "muted"], text: AuditTextRenderer(report: report).summary()) + "\n")
        writeFitsTable(to: &output)
        writeOverflowingLabels(to: &output)
        let others = report.findings.findings.filter { $0.rule != AuditRule.overflow }
        if !others.isEmpty {
            output.write(HTML.element("h2", text: "Other findings") + "\n<ul>\n")
            for finding in others { output.write(HTML.element("li", ["class": "mono"], text: finding.compilerStyleLine) + "\n") }
            output.write("</ul>\n")
        }
        output.write(page.afterBody)
    }

    /// Every class a fits cell can have, with a sample of its text and what it means. The cells
    /// are told apart by lightness (white to dark red, each step at least 1.3:1 from the next)
    /// and by their text, never by hue alone, and a missing cell by its dashed border.
    static let legend: [(reach: String, sample: String, meaning: String)] = [
        ("all", "all", "fits at every size"),
        ("large", "AX2", "fits up to a large size (AX1 or more on iOS, 1.3x or more on Android)"),
        ("standard", "xxLarge", "fits up to the default size or larger (Large, 1x)"),
        ("small", "Medium", "fits only below the default size"),
        ("none", "none", "fits not even the smallest size"),
        ("missing", "-", "no text for this key in this locale"),
    ]

    /// How far a key reaches, for the cell's colour: on iOS an accessibility category, Large
    /// (the default) or more, or less; on Android 1.3x or more, 1x (the default) or more, or less.
    static func reach(_ fit: KeyLocaleFit) -> String {
        guard fit.overflows else { return "all" }
        switch fit.fitsUpToStep {
        case nil: return "none"
        case .category(let category): return category.isAccessibilityCategory ? "large" : category >= .large ? "standard" : "small"
        case .fontScale(let scale): return scale.value >= 1.3 ? "large" : scale.value >= 1 ? "standard" : "small"
        }
    }

    private func writeFitsTable(to output: inout some TextOutputStream) {
        guard !report.result.labels.isEmpty else { return }
        let grid = FitsGrid(report.result)
        let locales = grid.locales
        output.write(HTML.element("h2", text: "Largest size that fits") + "\n")
        output.write(
            HTML.element(
                "ul", ["class": "legend"],
                Self.legend.map { reach, sample, meaning in
                    HTML.element("li", HTML.element("span", ["class": "fit \(reach)"], text: sample) + " " + HTML.escaped(meaning))
                }.joined()) + "\n")
        var text =
            "<table class=\"fits\">\n<thead><tr>" + HTML.element("th", text: "key")
            + locales.map { HTML.element("th", text: $0) }.joined() + "</tr></thead>\n<tbody>\n"
        for (row, name) in grid.rowNames.enumerated() {
            text += "<tr>" + HTML.element("th", ["class": "mono"], text: name)
            for column in locales.indices {
                let cell = grid.text(row: row, column: column)
                guard let fit = grid.fit(row: row, column: column) else {
                    text += HTML.element("td", ["class": "fit missing"], text: cell)
                    continue
                }
                text += HTML.element("td", ["class": "fit \(Self.reach(fit))", "data-locale": fit.locale], text: cell)
            }
            text += "</tr>\n"
            if text.utf8.count >= 1 << 16 {
                output.write(text)
                text = ""
            }
        }
        output.write(text + "</tbody>\n</table>\n")
    }

    private func writeOverflowingLabels(to output: inout some TextOutputStream) {
        let labels = report.reportedOverflows
        guard !labels.isEmpty else { return }
        let options = report.result.options
        output.write(HTML.element("h2", text: "Overflowing labels") + "\n")
        let drawn = Array(labels.prefix(Self.maximumInlinePreviews))
        output.write(HTML.element("p", ["class": "muted"], text: LabelTextHTML.previewCount(drawn: drawn.count, of: labels.count)) + "\n")
        var plan: LabelPreviewPlan?
        let planError: String?
        do {
            plan = try LabelPreviewPlan(labels: drawn, fontsDirectory: report.result.options.fontsDirectory)
            plan?.sizes = .firstAndLargestOverflow
            planError = nil
        } catch {
            plan = nil
            planError = error.description
        }
        for (index, label) in labels.enumerated() {
            let isError = options.isError(label)
            var heading =
                HTML.element("span", ["class": "mono"], text: label.entry.key) + " "
                + HTML.element("span", ["class": "muted"], text: "[\(label.entry.locale)\(label.entry.variant.map { " \($0)" } ?? "")]")
            if label.legibilityWeight.isBoldText { heading += " " + HTML.element("span", ["class": "muted"], text: "Bold Text") }
            let verdict = (isError ? "error: " : "warning: ") + label.overflowVerdict
            // Drawn for the labels with a picture; on a font error the browser's fonts show it.
            let glyphs = index < drawn.count ? plan.flatMap { try? $0.inlineGlyphs(at: index) } : nil
            var section =
                "<section class=\"label\">\n" + HTML.element("h3", heading) + "\n"
                + HTML.element("p", ["class": isError ? "fail" : "warn"], text: verdict) + "\n"
                + LabelTextHTML.paragraph(label, glyphs: glyphs) + "\n"
                + HTML.element("p", ["class": "mono muted"], text: "\(label.entry.file):\(label.entry.position.line):\(label.entry.position.column)") + "\n"
            if index < drawn.count, let plan {
                // Straight into the output a row at a time; the picture's header comes first, so
                // a row that cannot be drawn leaves an open picture to close.
                output.write(section + "<div class=\"preview\">\n")
                section = "</div>\n"
                do {
                    try plan.writePreview(at: index, idPrefix: "p\(index)-", to: &output)
                } catch {
                    section = "</svg>\n</div>\n" + HTML.element("p", ["class": "muted"], text: "No preview: \(error.description)") + "\n"
                }
            } else if index < drawn.count, let planError {
                section += HTML.element("p", ["class": "muted"], text: "No preview: \(planError)") + "\n"
            }
            output.write(section + "</section>\n")
        }
    }

    private static let styleSheet = """
        .fits td, .fits th { padding: 2px 8px; white-space: nowrap; vertical-align: baseline; }
        .fit { border-radius: 3px; border: 1px solid transparent; }
        .fit.all { background: #ffffff; color: #1c1c1e; border-color: #aeaeb2; }
        .fit.large { background: #f5e08c; color: #1c1c1e; }
        .fit.standard { background: #eda048; color: #1c1c1e; }
        .fit.small { background: #c44d26; color: #ffffff; }
        .fit.none { background: #5c0a0a; color: #ffffff; font-weight: 600; }
        .fit.missing { color: #6c6c70; border: 1px dashed #8e8e93; }
        .legend { list-style: none; padding: 0; margin: 0 0 10px; }
        .legend li { margin: 3px 0; }
        .legend .fit { display: inline-block; min-width: 4em; padding: 1px 8px; margin-right: 6px; }
        .label-text bdi { unicode-bidi: isolate; }
        .glyphs { display: inline; }
        .label { margin: 18px 0 28px; }
        .label p { margin: 2px 0; }
        .warn { color: #8a5300; }
        .preview { overflow-x: auto; margin-top: 8px; }
        .preview svg { max-width: none; }
        """
}
