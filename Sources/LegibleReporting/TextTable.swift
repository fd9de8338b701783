/// Rows of cells laid out in columns for a text report: numbers right-aligned, words
/// left-aligned, two spaces between columns, no trailing spaces.
///
/// ```
/// Style        Size  Leading
/// Large Title    52       61
/// Body           40       48
/// ```
package enum TextTable {
    /// The table as lines joined by newlines, without a final newline.
    ///
    /// - Parameter rows: the header row first, then the body. A column after the first is
    ///   right-aligned when every non-empty body cell starts with a digit, a minus sign or "×".
    package static func render(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        let numeric = (0..<columns).map { column in
            rows.dropFirst().allSatisfy { row in
                column >= row.count || row[column].isEmpty || row[column].first.map { $0.isNumber || $0 == "-" || $0 == "×" } == true
            }
        }
        return rows.map { row in
            let line = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return numeric[column] && column > 0 ? padding + cell : cell + padding
            }.joined(separator: "  ")
            return String(line.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n")
    }
}
