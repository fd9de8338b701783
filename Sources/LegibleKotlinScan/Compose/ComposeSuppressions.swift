import LegibleReporting
import LegibleScan

/// The suppressions of one Kotlin file, as in Swift with Kotlin's own annotation too:
///
/// - `// legible:ignore-next-line text.fixed-size — reason` switches the rules named off for the
///   next line (written after code, for the line after it);
/// - `// legible:ignore text.shrinks — reason` switches them off for the statement or declaration
///   that starts after the comment (all of its lines);
/// - `@Suppress("legible:text.fixed-size")` on a function, property or class switches the rule
///   off for all of it (`@file:Suppress` for the whole file); a reason may follow in the same
///   string after a dash.
///
/// Rules are separated by commas or spaces; `all` (or `*`) names every rule. A suppression
/// without a reason still applies and is itself a `scan.suppression-reason` note.
struct ComposeSuppressions {
    typealias Entry = SuppressionList.Entry

    /// The suppressions found, read and applied as the Swift reader's are (`SuppressionList`).
    private(set) var list = SuppressionList()
    var entries: [Entry] { list.entries }
    /// Comments `legible:ignore` before a statement, resolved once the statements' lines are known.
    private var pending: [(entry: Entry, commentLine: Int)] = []
    /// For each line a statement starts on, the last line of the longest statement starting there.
    private var statementEnds: [Int: Int] = [:]

    mutating func read(file: KotlinFile, path: String) {
        for comment in file.comments where comment.text.contains("legible:ignore") {
            guard let parsed = Self.parse(comment.text) else { continue }
            let location = Finding.Location(file: path, line: comment.position.line, column: comment.position.column)
            let line = comment.position.line
            var entry = Entry(rules: parsed.rules, reason: parsed.reason, location: location, lines: (line + 1)...(line + 1))
            if !parsed.nextLine && comment.trailsCode {
                entry.lines = line...line
            }
            if parsed.nextLine || comment.trailsCode { list.entries.append(entry) } else { pending.append((entry, line)) }
        }
        let lastLine = file.statements.map(\.endLine).max() ?? 1
        annotations(file.annotations, lines: 1...max(1, lastLine), path: path)
    }

    mutating func noteStatement(_ line: Int, through end: Int) {
        statementEnds[line] = max(statementEnds[line] ?? line, end)
        // Resolved as the walk meets the first statement after each pending comment.
        pending.removeAll { item in
            guard line > item.commentLine else { return false }
            var entry = item.entry
            entry.lines = line...max(line, statementEnds[line] ?? line)
            list.entries.append(entry)
            return true
        }
    }

    /// `@Suppress("legible:rule — reason")` on a declaration spanning `lines`.
    mutating func annotations(_ annotations: [KotlinAnnotation], lines: ClosedRange<Int>, path: String) {
        for annotation in annotations where annotation.name == "Suppress" || annotation.name == "SuppressLint" {
            for argument in annotation.arguments {
                guard case .literal(let token) = argument.value.kind, case .string = token.kind, token.text.hasPrefix("legible:"),
                    let parsed = Self.parse("legible:ignore " + token.text.dropFirst("legible:".count))
                else { continue }
                let location = Finding.Location(file: path, line: annotation.position.line, column: annotation.position.column)
                list.entries.append(Entry(parsed, location: location, lines: lines))
            }
        }
    }

    /// Reads one comment: `// legible:ignore-next-line a.b, c.d — reason`, or a block comment's.
    static func parse(_ comment: String) -> SuppressionComment? {
        SuppressionComment(parsing: comment, blockComment: true)
    }

    /// The suppressions whose lines meet `lines`; `attached` gains the indexes of the entries used.
    func covering(lines: ClosedRange<Int>, attached: inout Set<Int>) -> [ScanSuppression] {
        list.covering(lines: lines, attached: &attached)
    }

    /// Whether a reader finding is switched off by a suppression covering its line.
    func suppresses(_ finding: Finding) -> Bool {
        list.suppresses(finding)
    }

    /// A `scan.suppression-reason` note for each suppression that gives no reason and is on no element.
    func missingReasonFindings(attached: Set<Int>) -> [Finding] {
        list.missingReasonFindings(attached: attached)
    }
}
