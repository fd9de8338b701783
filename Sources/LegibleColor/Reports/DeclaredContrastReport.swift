import LegibleReporting

/// A design system's declared pairs checked in one call: for each, the WCAG 2.2 ratio (worst
/// case over the backdrops), the requirement its use, text style or size and weight needs at
/// the level, pass or fail, the APCA Lc (advisory) and, when asked, the nearest passing colours.
///
/// ```swift
/// let report = DeclaredContrastReport(checking: [
///     DeclaredContrastPair(foreground: "label.primary", .black, background: "surface", .white, as: .textStyle(.body)),
///     DeclaredContrastPair(foreground: "label.tertiary", try SRGBColor(parsing: "#8e8e93"), background: "surface", .white,
///                          as: .textStyle(.largeTitle)),
///     DeclaredContrastPair(foreground: "border", try SRGBColor(parsing: "#c6c6c8"), background: "surface", .white,
///                          as: .use(.nonText)),
/// ], level: .aa, includesSuggestions: true)
/// report.fails                                  // true: the border reaches 1.7:1, not 3:1
/// report.entries[1].result.requirement.use      // .largeText: Large Title is 34 pt
/// ```
///
/// ## Formats
/// - `text`: one block per pair, in the order given — names and colours, the ratio and the
///   verdict, what the foreground is and the use it makes, the APCA Lc, notes on translucency,
///   suggestions — then a summary line and the HIG's reminder that 7:1 is better.
/// - `json`: `{"level", "pairs": [...], "summary": {"pairs", "passing", "failing"}}`; each pair
///   has `foreground`, `background` (the names), `foregroundColor`, `backgroundColor` (`#rrggbb` or
///   `#rrggbbaa`), `text` (`use`, `style`, `size`, `weight` as declared, with the `size` and
///   `weight` used), `ratio` (unrounded), `requirement`, `passes`, `apca` (`Lc`, `version`,
///   `minimumFontSizes`), and `suggestion` and `notes` when there are any.
/// - `summary`: the count, then one line per pair — pass or FAIL, the ratio, the names, what the
///   foreground is declared as, the use and ratio it needs, the APCA Lc — then the nearest
///   passing colours of each failing pair and the notes: a design system's whole palette at a
///   glance, in each appearance.
///
/// The report ``fails`` when a pair does not meet its requirement.
public struct DeclaredContrastReport: CheckReport, Hashable, Codable {
    /// The formats the report renders.
    public enum Format: String, CaseIterable, Sendable {
        /// Blocks of lines for people.
        case text
        /// One object with every pair and a summary.
        case json
        /// One line per pair, then the fixes for the failing ones.
        case summary
    }

    /// One declared pair and its result.
    public struct Entry: Sendable, Hashable, Codable {
        /// The pair as declared.
        public let pair: DeclaredContrastPair
        /// What the check found.
        public let result: ContrastResult

        /// Pairs a declaration with its result.
        ///
        /// - Parameters:
        ///   - pair: the pair as declared.
        ///   - result: its result, usually `pair.evaluate(level:)`.
        public init(pair: DeclaredContrastPair, result: ContrastResult) {
            self.pair = pair
            self.result = result
        }
    }

    /// The WCAG level every pair was checked at.
    public let level: WCAGLevel
    /// The pairs and their results, in the order given.
    public let entries: [Entry]

    /// Checks declared pairs.
    ///
    /// - Parameters:
    ///   - pairs: the pairs, in the order to report them.
    ///   - level: AA (the default) or AAA.
    ///   - backdrops: what may lie behind a translucent background; white and black by default.
    ///   - includesSuggestions: whether to search for the nearest passing colours of each pair.
    public init(
        checking pairs: [DeclaredContrastPair], level: WCAGLevel = .aa,
        backdrops: [SRGBColor] = ContrastMeasurement.defaultBackdrops, includesSuggestions: Bool = false
    ) {
        self.level = level
        entries = pairs.map { pair in
            Entry(pair: pair, result: pair.evaluate(level: level, backdrops: backdrops, includesSuggestions: includesSuggestions))
        }
    }

    /// How many pairs fail their requirement.
    public var failingCount: Int { entries.filter { !$0.result.passes }.count }

    /// Whether some pair does not meet its requirement.
    public var fails: Bool { failingCount > 0 }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: text or JSON.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        switch format {
        case .json:
            output.write(SortedJSON.string(JSONReport(self)) + "\n")
        case .text:
            var blocks = entries.map(textBlock)
            blocks.append(
                "\(entries.count) pair\(entries.count == 1 ? "" : "s") checked at \(level.rawValue): "
                    + "\(entries.count - failingCount) pass, \(failingCount) fail.")
            blocks.append(WCAGRequirement.higReminder)
            output.write(blocks.joined(separator: "\n\n") + "\n")
        case .summary:
            output.write(summaryText() + "\n")
        }
    }

    private func textBlock(_ entry: Entry) -> String {
        let (pair, result) = (entry.pair, entry.result)
        var lines = [result.headline(names: (pair.foreground, pair.background))]
        let kind = pair.kind
        if case .use = kind {
            lines.append("  Declared as \(kind).")
        } else {
            lines.append(
                "  Declared as \(kind): \(result.requirement.useDescription) (large from \(WCAG.largeTextMinimumSize), or \(WCAG.boldLargeTextMinimumSize) bold)."
            )
        }
        lines += result.detailLines
        return lines.joined(separator: "\n")
    }
}

// MARK: JSON

extension DeclaredContrastReport {
    private struct JSONReport: Encodable {
        struct Summary: Encodable {
            let pairs: Int, passing: Int, failing: Int
        }

        /// What the foreground was declared as, and the size and weight that followed from it.
        struct Text: Encodable {
            let use: ContrastUse?
            let style: String?
            let size: Double?
            let weight: Double?
        }

        struct Pair: Encodable {
            let foreground: String
            let background: String
            let foregroundColor: String
            let backgroundColor: String
            let text: Text
            let ratio: Double
            let requirement: WCAGRequirement
            let passes: Bool
            let apca: ContrastResult.JSONAPCA?
            let suggestion: ContrastResult.JSONSuggestions?
            let notes: [String]?

            init(_ entry: Entry) {
                let (pair, result) = (entry.pair, entry.result)
                foreground = pair.foreground
                background = pair.background
                foregroundColor = result.foreground.color.hex
                backgroundColor = result.background.color.hex
                let style: String? = if case .textStyle(let style, _) = pair.kind { style.displayName } else { nil }
                let declaredUse: ContrastUse? = if case .use(let use) = pair.kind { use } else { nil }
                text = Text(use: declaredUse, style: style, size: pair.kind.size?.points, weight: pair.kind.weight?.value)
                ratio = result.measurement.ratio
                requirement = result.requirement
                passes = result.passes
                apca = result.apcaContrast.map(ContrastResult.JSONAPCA.init)
                suggestion = result.suggestions.map(ContrastResult.JSONSuggestions.init)
                let notes = result.notes
                self.notes = notes.isEmpty ? nil : notes
            }
        }

        let level: WCAGLevel
        let pairs: [Pair]
        let summary: Summary

        init(_ report: DeclaredContrastReport) {
            level = report.level
            pairs = report.entries.map(Pair.init)
            summary = Summary(pairs: report.entries.count, passing: report.entries.count - report.failingCount, failing: report.failingCount)
        }
    }
}
