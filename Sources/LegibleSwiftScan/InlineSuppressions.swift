import LegibleReporting
import LegibleScan
import SwiftSyntax

/// The `legible:` comments of one Swift file, SwiftLint's convention with Legible's names:
///
/// - `// legible:ignore-next-line text.fixed-size — reason` switches the rules named off for the
///   next line;
/// - `// legible:ignore text.shrinks — reason` switches them off for the declaration or statement
///   the comment stands before (all of its lines);
/// - rules are separated by commas or spaces; `all` (or `*`) names every rule; the reason follows
///   an em dash (`—`), an en dash, `--` or ` - `. A suppression without a reason still applies and
///   is itself a `scan.suppression-reason` note.
struct InlineSuppressions {
    /// The suppressions found, read and applied as the Kotlin reader's are (`SuppressionList`).
    private(set) var list = SuppressionList()
    var entries: [SuppressionList.Entry] { list.entries }

    init() {}

    init(tree: SourceFileSyntax, converter: SourceLocationConverter, path: String) {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            for piece in token.leadingTrivia {
                defer { offset += piece.sourceLength }
                guard case .lineComment(let text) = piece, text.contains("legible:ignore") else { continue }
                let location = converter.location(for: offset)
                guard let parsed = Self.parse(text) else { continue }
                let commentLine = location.line
                let lines: ClosedRange<Int>
                if parsed.nextLine {
                    lines = (commentLine + 1)...(commentLine + 1)
                } else {
                    lines = Self.statementLines(startingAt: token, converter: converter) ?? ((commentLine + 1)...(commentLine + 1))
                }
                let place = Finding.Location(file: path, line: location.line, column: location.column)
                list.entries.append(SuppressionList.Entry(parsed, location: place, lines: lines))
            }
            // A trailing `// legible:ignore-next-line` after code on the same line works the same way.
            var trailingOffset = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                defer { trailingOffset += piece.sourceLength }
                guard case .lineComment(let text) = piece, text.contains("legible:ignore"), let parsed = Self.parse(text) else { continue }
                let location = converter.location(for: trailingOffset)
                let lines = parsed.nextLine ? (location.line + 1)...(location.line + 1) : location.line...location.line
                let place = Finding.Location(file: path, line: location.line, column: location.column)
                list.entries.append(SuppressionList.Entry(parsed, location: place, lines: lines))
            }
        }
    }

    /// The lines of the outermost declaration or statement that `token` starts.
    private static func statementLines(startingAt token: TokenSyntax, converter: SourceLocationConverter) -> ClosedRange<Int>? {
        var node = Syntax(token)
        while let parent = node.parent, parent.firstToken(viewMode: .sourceAccurate)?.id == token.id,
            !parent.is(CodeBlockItemListSyntax.self), !parent.is(MemberBlockItemListSyntax.self), !parent.is(SourceFileSyntax.self)
        {
            node = parent
        }
        guard node.id != Syntax(token).id else { return nil }
        let start = node.startLocation(converter: converter, afterLeadingTrivia: true).line
        let end = node.endLocation(converter: converter, afterTrailingTrivia: false).line
        return start...max(start, end)
    }

    /// Reads one comment: `// legible:ignore-next-line a.b, c.d — reason`.
    static func parse(_ comment: String) -> SuppressionComment? {
        SuppressionComment(parsing: comment)
    }

    /// The suppressions whose lines meet `lines`, as the element's own; `attached` gains the
    /// indexes of the entries used.
    func covering(lines: ClosedRange<Int>, attached: inout Set<Int>) -> [ScanSuppression] {
        list.covering(lines: lines, attached: &attached)
    }

    /// Whether a reader finding is switched off by a comment on its line.
    func suppresses(_ finding: Finding) -> Bool {
        list.suppresses(finding)
    }

    /// A `scan.suppression-reason` note for each suppression that gives no reason and is on no
    /// element (the scan reports those of elements itself).
    func missingReasonFindings(attached: Set<Int>) -> [Finding] {
        list.missingReasonFindings(attached: attached)
    }
}
