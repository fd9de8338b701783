import LegibleReporting

/// Contrast of one pair, or of a list of pairs, against one WCAG requirement, as a report: what
/// `legible contrast` prints.
///
/// ```swift
/// let report = ContrastReport(checking: try ContrastPair(parsingForeground: "#777", background: "white"))
/// report.results[0].measurement.ratio      // 4.478…
/// report.fails                             // true: 4.5:1 is needed
/// print(report.rendered(as: .text), terminator: "")
///
/// let pairs = try ContrastPair.pairs(contentsOfCSVFile: "colours.csv")
/// let list = ContrastReport(checking: pairs, options: ContrastOptions(level: .aaa, includesAPCA: true))
/// print(list.rendered(as: .json), terminator: "")   // an array, in file order
/// ```
///
/// ## Formats
/// - `text`: one block per pair — the ratio (truncated to two decimals) and the verdict, each of
///   the five WCAG requirements with pass or fail, notes on gamut mapping and translucency, the
///   APCA Lc and minimum font sizes, suggestions — then, for more than one pair, a summary line,
///   and the HIG's reminder that 7:1 is better.
/// - `json`: for one pair an object with `foreground`, `background` (`#rrggbb` or `#rrggbbaa`),
///   `ratio` (unrounded), `wcag` (`AA`, `AALarge`, `AAA`, `AAALarge`, `nonText`), the
///   `requirement` and whether it `passes`; `apca` (`Lc`, `version`, `minimumFontSizes`),
///   `suggestion` (`foreground` and `background`, each `{color, ratio, deltaEOK}` or null) and
///   `notes` when there are any. For a list, an array of those objects in input order.
///
/// The report ``fails`` when a pair does not meet the requirement. APCA never changes that.
public struct ContrastReport: CheckReport, Hashable, Codable {
    /// The formats the report renders.
    public enum Format: String, CaseIterable, Sendable {
        /// Blocks of lines for people.
        case text
        /// One object for a pair, an array for a list.
        case json
    }

    /// The options every pair was checked with.
    public let options: ContrastOptions
    /// One result per pair, in input order.
    public let results: [ContrastResult]
    /// Whether the report is of a list of pairs (JSON: an array, even of one pair) rather than of one.
    public let isList: Bool

    /// Checks one pair.
    ///
    /// - Parameters:
    ///   - pair: the foreground and background.
    ///   - options: the requirement, backdrops, APCA and suggestions; normal text at AA by default.
    public init(checking pair: ContrastPair, options: ContrastOptions = ContrastOptions()) {
        self.options = options
        results = [options.evaluate(pair)]
        isList = false
    }

    /// Checks a list of pairs, such as the rows of a pairs file.
    ///
    /// - Parameters:
    ///   - pairs: the pairs, in the order to report them.
    ///   - options: the requirement, backdrops, APCA and suggestions; normal text at AA by default.
    public init(checking pairs: [ContrastPair], options: ContrastOptions = ContrastOptions()) {
        self.options = options
        results = pairs.map(options.evaluate)
        isList = true
    }

    /// The requirement every pair was checked against.
    public var requirement: WCAGRequirement { options.requirement }

    /// Whether some pair does not meet the requirement.
    public var fails: Bool { results.contains { !$0.passes } }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: text or JSON.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        switch format {
        case .json:
            let objects = results.map(ContrastResult.JSONObject.init)
            output.write((isList ? SortedJSON.string(objects) : SortedJSON.string(objects[0])) + "\n")
        case .text:
            var blocks = results.map { result in
                ([result.headline()] + result.requirementLines + result.detailLines).joined(separator: "\n")
            }
            if results.count > 1 {
                let failing = results.filter { !$0.passes }.count
                blocks.append("\(results.count) pairs checked against \(requirement.summary): \(results.count - failing) pass, \(failing) fail.")
            }
            blocks.append(WCAGRequirement.higReminder)
            output.write(blocks.joined(separator: "\n\n") + "\n")
        }
    }
}
