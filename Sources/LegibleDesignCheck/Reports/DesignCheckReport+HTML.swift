import LegibleColor
import LegibleReporting
import LegibleTokens
import LegibleVision

extension DesignCheckReport {
    /// The `id` of a matrix swatch: linking to `#id` shows that pair full screen (CSS `:target`,
    /// no script), which is also how a browser test finds a swatch at a known place.
    ///
    /// - Parameters:
    ///   - pairIndex: the pair's index in ``pairs``.
    ///   - appearance: the appearance.
    public static func swatchID(pairIndex: Int, appearance: ColorAppearance) -> String {
        "pair-\(pairIndex)-\(appearance.rawValue)"
    }

    func html() -> String {
        var body = [header()]
        body.append(HTML.element("section", ["id": "pairs"], HTML.element("h2", text: "Pairs in every appearance") + matrixTable()))
        body.append(HTML.element("section", ["id": "failing"], failingSection()))
        if !palettes.isEmpty {
            body.append(HTML.element("section", ["id": "palettes"], paletteSection()))
        }
        // The increased-contrast notes are the matrix's ≤ marks, explained once under it.
        let notes = findings.filter { $0.severity != .error && $0.rule != "color.increased-contrast" }
        if !notes.isEmpty {
            let items = notes.map { HTML.element("li", ["class": $0.severity.rawValue], text: "\($0.severity.rawValue): \($0.message)") }
            body.append(HTML.element("section", ["id": "notes"], HTML.element("h2", text: "Notes") + HTML.element("ul", items.joined())))
        }
        return HTMLDocument(title: "Design system check", styleSheet: Self.styleSheet, body: body.joined(separator: "\n")).rendered
    }

    private static let styleSheet = """
        .verdict { font-weight: 600; }
        .matrix td, .matrix th { border-bottom: 1px solid #e5e5ea; }
        .matrix td.cell { padding: 6px; }
        .swatch { box-sizing: border-box; width: 148px; height: 60px; border-radius: 6px; border: 1px solid rgba(0, 0, 0, 0.18); overflow: hidden; position: relative; }
        .swatch .zoom { display: block; box-sizing: border-box; width: 100%; height: 100%; padding: 6px 10px; color: inherit; text-decoration: none; }
        .sample-large { font-size: 24px; font-weight: 600; line-height: 1.1; }
        .sample-body { display: block; font-size: 13px; }
        .swatch .details, .swatch .close { display: none; }
        .swatch:target { position: fixed; inset: 0; width: auto; height: auto; border: 0; border-radius: 0; z-index: 10; }
        .swatch:target .zoom { padding: 96px 64px; cursor: default; }
        .swatch:target .sample-large { font-size: 120px; }
        .swatch:target .sample-body { font-size: 28px; margin-top: 24px; }
        .swatch:target .details { display: block; position: absolute; left: 64px; bottom: 48px; font-size: 16px; }
        .swatch:target .close { display: block; position: absolute; top: 24px; right: 32px; color: inherit; font-size: 18px; }
        .missing-swatch { box-sizing: border-box; width: 148px; height: 60px; border-radius: 6px; border: 1px dashed #8e8e93; padding: 6px 10px; }
        .ratio { margin-top: 4px; font-variant-numeric: tabular-nums; }
        .fixes { display: flex; flex-wrap: wrap; gap: 16px; }
        .fix { border: 1px solid #e5e5ea; border-radius: 8px; padding: 10px 12px; }
        .side-by-side { display: flex; gap: 12px; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { margin-top: 4px; max-width: 220px; }
        .legend { margin-top: 6px; max-width: 60em; }
        .reasons { margin: 4px 0 8px; }
        .chip { display: inline-block; width: 14px; height: 14px; border-radius: 3px; border: 1px solid rgba(0, 0, 0, 0.2); vertical-align: -2px; }
        .palette svg { max-width: 100%; height: auto; border: 1px solid #e5e5ea; border-radius: 6px; }
        li.note { color: #6c6c70; }
        """

    private func header() -> String {
        let (pairCounts, paletteCounts) = counts()
        let pairChecks = pairCounts.values.reduce(0, +)
        var verdict = "\(pairCounts[.fail] ?? 0) of \(DesignCheckText.plural(pairChecks, "pair check")) fail"
        if !palettes.isEmpty {
            verdict += "; \(paletteCounts[.fail] ?? 0) of \(DesignCheckText.plural(palettes.count, "palette check")) fail"
        }
        if let missing = pairCounts[.missing] { verdict += "; \(missing) not checked (a colour is missing)" }
        let source = configurationFile.map { "\($0) · " } ?? ""
        return HTML.element(
            "header", [:],
            [
                HTML.element("h1", text: "Design system check"),
                HTML.element(
                    "p", ["class": "muted"],
                    text: "\(source)WCAG \(level.rawValue) · \(DesignCheckText.plural(pairs.count, "pair")) in \(DesignCheckText.humanList(appearances))"),
                HTML.element("p", ["class": "verdict \(fails ? "fail" : "pass")"], text: "\(fails ? "FAIL" : "PASS"): \(verdict)"),
            ].joined(separator: "\n"))
    }

    // MARK: The matrix

    private func matrixTable() -> String {
        let head = HTML.element(
            "thead",
            HTML.element(
                "tr",
                ([HTML.element("th", text: "Pair"), HTML.element("th", text: "Needs")]
                    + appearances.map {
                        HTML.element("th", ["scope": "col", "title": $0.rawValue], text: DesignCheckText.humanName($0))
                    }).joined()))
        let rows = pairsFailuresFirst.map { index, pair in
            let title =
                HTML.element("code", text: pair.foreground) + "<br>" + HTML.element("span", ["class": "muted"], text: "on ")
                + HTML.element("code", text: pair.background)
            let cells = pair.cells.map { matrixCell($0, pairIndex: index, pair: pair) }
            return HTML.element(
                "tr", ["class": pair.fails ? "row-fail" : "row-pass"],
                HTML.element("th", ["scope": "row"], title) + HTML.element("td", text: DesignCheckText.needs(pair.requirement)) + cells.joined())
        }
        return HTML.element("table", ["class": "matrix"], head + HTML.element("tbody", rows.joined(separator: "\n"))) + matrixLegend()
    }

    /// What the marks in the matrix mean, said once under it (the text report's line under its
    /// matrix), instead of one note per cell.
    private func matrixLegend() -> String {
        let marked = pairs.flatMap(\.cells).filter { $0.result != nil && $0.gainsContrast == false }.count
        guard marked > 0 else { return "" }
        return HTML.element(
            "p", ["class": "legend muted"],
            text: "≤ (\(DesignCheckText.plural(marked, "cell"))): no more contrast with Increase Contrast on than without it; "
                + "Apple asks increased-contrast colours to contrast more.")
    }

    private func matrixCell(_ cell: CheckedPair.Cell, pairIndex: Int, pair: CheckedPair) -> String {
        guard let result = cell.result else {
            return HTML.element(
                "td", ["class": "cell missing", "data-appearance": cell.appearance.rawValue],
                HTML.element("div", ["class": "missing-swatch muted", "title": cell.missingReason], text: "no colour"))
        }
        let id = Self.swatchID(pairIndex: pairIndex, appearance: cell.appearance)
        let details =
            "\(pair.title) in \(DesignCheckText.humanName(cell.appearance)): \(result.foreground.color.hex) on \(result.background.color.hex), "
            + "\(WCAG.formattedRatio(result.measurement.ratio)) (\(result.passes ? "passes" : "fails") \(result.requirement.summary))"
        let swatch = Self.swatch(result.measurement.worst, id: id, details: details)
        var verdict =
            WCAG.formattedRatio(result.measurement.ratio) + " "
            + HTML.element("span", ["class": "verdict \(result.passes ? "pass" : "fail")"], text: result.passes ? "pass" : "FAIL")
        if cell.gainsContrast == false {
            verdict +=
                " "
                + HTML.element(
                    "span",
                    [
                        "title":
                            "no more contrast than in \(DesignCheckText.humanName(cell.appearance.standard)); Apple asks increased-contrast colours to contrast more"
                    ],
                    text: "≤")
        }
        return HTML.element(
            "td", ["class": "cell \(result.passes ? "pass" : "fail")", "data-appearance": cell.appearance.rawValue],
            swatch + HTML.element("div", ["class": "ratio"], verdict))
    }

    /// A swatch: sample text in the foreground as shown, on the background as shown (both
    /// opaque: what the ratio was measured on). With an `id`, a link shows it full screen.
    private static func swatch(_ rendering: ContrastMeasurement.Rendering, id: String?, details: String) -> String {
        let style = "background-color: \(rendering.background.hex); color: \(rendering.foreground.hex);"
        let sample = HTML.element("span", ["class": "sample-large"], text: "Aa") + HTML.element("span", ["class": "sample-body"], text: "Sample text")
        guard let id else {
            return HTML.element("div", ["class": "swatch", "style": style, "title": details], HTML.element("div", ["class": "zoom"], sample))
        }
        return HTML.element(
            "div", ["class": "swatch", "id": id, "style": style],
            HTML.element("a", ["class": "zoom", "href": "#\(id)", "title": details], sample + HTML.element("span", ["class": "details"], text: details))
                + HTML.element("a", ["class": "close", "href": "#pairs"], text: "Close ×"))
    }

    // MARK: Failing pairs and suggestions

    private func failingSection() -> String {
        var fixes: [Int: [ColorAppearance: PairFix]] = [:]
        for fix in suggestions?.pairs ?? [] { fixes[fix.pairIndex, default: [:]][fix.appearance] = fix }
        var cards: [String] = []
        for (index, pair) in pairs.enumerated() {
            for cell in pair.cells where cell.status == .fail {
                guard let result = cell.result else { continue }
                cards.append(failingCard(pair, cell: cell, result: result, fix: fixes[index]?[cell.appearance]))
            }
        }
        guard !cards.isEmpty else { return HTML.element("h2", text: "Failing pairs") + HTML.element("p", text: "Every pair passes.") }
        var content = HTML.element("h2", text: "Failing pairs") + HTML.element("div", ["class": "fixes"], cards.joined(separator: "\n"))
        if suggestions == nil {
            content += HTML.element("p", ["class": "muted"], text: "Run legible check --suggest for the closest colours that pass.")
        } else if let changes = suggestions?.changes, !changes.isEmpty {
            content += HTML.element("h3", text: "Suggested changes") + changeTable(changes)
        }
        return content
    }

    private func failingCard(_ pair: CheckedPair, cell: CheckedPair.Cell, result: ContrastResult, fix: PairFix?) -> String {
        let now = HTML.element(
            "figure",
            Self.swatch(result.measurement.worst, id: nil, details: pair.title)
                + HTML.element(
                    "figcaption",
                    text: "Now: \(WCAG.formattedRatio(result.measurement.ratio)), needs \(result.requirement.minimumRatioText) "
                        + "(\(result.foreground.color.hex) on \(result.background.color.hex))"))
        var figures = [now]
        if let fix {
            if let after = fix.after {
                let changed = fix.changeIndexes.compactMap { suggestions?.changes[$0] }
                    .map { "\($0.token) \(Self.originals($0)) → \($0.suggested.hex)" }.joined(separator: "; ")
                figures.append(
                    HTML.element(
                        "figure",
                        Self.swatch(after.measurement.worst, id: nil, details: pair.title)
                            + HTML.element("figcaption", text: "Suggested: \(WCAG.formattedRatio(after.measurement.ratio)). \(changed)")))
            } else {
                figures.append(HTML.element("figure", HTML.element("figcaption", ["class": "muted"], text: "No suggestion: \(fix.reason ?? "")")))
            }
        }
        return HTML.element(
            "div", ["class": "fix"],
            HTML.element(
                "div",
                HTML.element("code", text: pair.title) + " "
                    + HTML.element("span", ["class": "muted"], text: "in \(DesignCheckText.humanName(cell.appearance))"))
                + HTML.element("div", ["class": "side-by-side"], figures.joined()))
    }

    private func changeTable(_ changes: [TokenChange]) -> String {
        let head = HTML.element(
            "thead", HTML.element("tr", ["Token", "Appearances", "From", "To", "ΔE OK", "Where"].map { HTML.element("th", text: $0) }.joined()))
        let rows = changes.map { change in
            let from = change.appearances.compactMap { change.originals[$0] }.reduce(into: [SRGBColor]()) { if !$0.contains($1) { $0.append($1) } }
                .map(Self.chip).joined(separator: " ")
            let place =
                change.needsOwnValue
                ? "give it its own value here; \(change.location.described) also serves other appearances"
                : change.location.described
            return HTML.element(
                "tr",
                [
                    HTML.element("td", HTML.element("code", text: change.token)),
                    HTML.element("td", text: DesignCheckText.humanList(change.appearances)),
                    HTML.element("td", from),
                    HTML.element("td", Self.chip(change.suggested)),
                    HTML.element("td", text: DesignCheckText.distance(change.deltaEOK)),
                    HTML.element("td", HTML.element("code", text: place)),
                ].joined())
        }
        return HTML.element("table", ["class": "changes"], head + HTML.element("tbody", rows.joined(separator: "\n")))
    }

    private static func chip(_ color: SRGBColor) -> String {
        HTML.element("span", ["class": "chip", "style": "background-color: \(color.hex);"], "") + " " + HTML.element("code", text: color.hex)
    }

    // MARK: Palettes

    private func paletteSection() -> String {
        var content = HTML.element("h2", text: "Palettes as each vision type sees them")
        content += HTML.element(
            "p", ["class": "muted"],
            text:
                "Every pair of colours must differ by ΔE00 10 or more for normal vision, protanopia and deuteranopia, and reach 3:1 against the background (WCAG 1.4.11)."
        )
        for palette in palettes {
            let status = palette.status == .missing ? "not checked" : palette.status == .pass ? "pass" : "FAIL"
            var block = HTML.element("h3", text: "\(palette.name) in \(DesignCheckText.humanName(palette.appearance)): \(status)")
            guard let report = palette.report else {
                content += HTML.element("div", ["class": "palette"], block + HTML.element("p", ["class": "muted"], text: palette.missingReason ?? ""))
                continue
            }
            // Why it fails, in the text report's words: the picture alone does not say that two
            // colours are 2.25:1 against the background.
            let reasons = Self.failureReasons(palette)
            if !reasons.isEmpty {
                block += HTML.element("ul", ["class": "reasons fail"], reasons.map { HTML.element("li", text: $0) }.joined())
            }
            block += report.svg()
            if let suggestion = palette.suggestion {
                let changes = suggestion.changes.map { change in
                    HTML.element(
                        "li", HTML.element("code", text: palette.colors[change.index]) + " " + Self.chip(change.original) + " → " + Self.chip(change.suggested))
                }
                block +=
                    HTML.element("p", text: suggestion.succeeded ? "Suggested changes:" : "Best changes found (the palette still fails):")
                    + HTML.element("ul", changes.joined())
            } else if let note = palette.suggestionNote {
                block += HTML.element("p", ["class": "muted"], text: "No suggestion: \(note)")
            }
            content += HTML.element("div", ["class": "palette"], block)
        }
        return content
    }
}
