import LegibleReporting
import LegibleScan

/// The suppressions of one Objective-C file, written as in Swift:
///
/// - `// legible:ignore-next-line text.fixed-size — reason` switches the rules named off for the
///   next line (after code on the same line, for the line after it);
/// - `// legible:ignore text.shrinks — reason` on a line of its own switches them off for the
///   statement that starts after the comment (all of its lines); after code, for that line.
///
/// Rules are separated by commas or spaces; `all` (or `*`) names every rule. A suppression
/// without a reason still applies and is itself a `scan.suppression-reason` note.
struct ObjCSuppressions {
    /// The suppressions found, read and applied as the Swift and Kotlin readers' are
    /// (`SuppressionComment`, `SuppressionList`); only which lines a comment covers is
    /// Objective-C's own.
    private(set) var list = SuppressionList()

    init(file: ObjCFile, path: String) {
        let starts = file.statements.map { ($0.firstLine, $0.lastLine) }
        for comment in file.comments where comment.text.contains("legible:ignore") {
            guard let parsed = SuppressionComment(parsing: comment.text, blockComment: true) else { continue }
            let location = Finding.Location(file: path, line: comment.line, column: comment.column)
            var lines = (comment.line + 1)...(comment.line + 1)
            if !parsed.nextLine {
                if comment.trailsCode {
                    lines = comment.line...comment.line
                } else if let next = starts.first(where: { $0.0 > comment.line }) {
                    lines = next.0...max(next.0, next.1)
                }
            }
            list.entries.append(SuppressionList.Entry(parsed, location: location, lines: lines))
        }
    }

    /// The suppressions whose lines meet `lines`; `attached` gains the indexes of the entries used.
    func covering(lines: ClosedRange<Int>, attached: inout Set<Int>) -> [ScanSuppression] {
        list.covering(lines: lines, attached: &attached)
    }

    /// A `scan.suppression-reason` note for each suppression that gives no reason and is on no element.
    func missingReasonFindings(attached: Set<Int>) -> [Finding] {
        list.missingReasonFindings(attached: attached)
    }
}
