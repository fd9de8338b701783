import LegibleCore

/// A text table: a header and rows, cells padded to their column's width (counted in
/// characters), two spaces apart, each row without trailing spaces.
///
/// ```
/// Style        Size  Leading
/// Large Title    52       61
/// Body           40       48
/// ```
///
/// Build it with the header, ``widen(column:toFit:)`` the columns for every cell, then write the
/// header and stream each row with ``writeRow(_:to:)``; or ``render(_:)`` a small table at once.
package struct TextTable {
    private let header: [String]
    private let rightAligned: [Bool]
    private let indent: String
    package private(set) var widths: [Int]

    /// A table with a header.
    package init(header: [String], rightAligned: [Bool], indent: String) {
        self.header = header
        self.rightAligned = rightAligned
        self.indent = indent
        widths = Array(repeating: 0, count: max(header.count, rightAligned.count))
        for (column, cell) in header.enumerated() { widths[column] = Self.width(cell) }
    }

    /// Makes a column wide enough for a cell that will be written with ``writeRow(_:to:)``.
    /// Not generic over a sequence of cells: called from another module, a generic would not be
    /// specialised, and every cell of a long table would pay for it.
    package mutating func widen(column: Int, toFit cell: String) {
        widths[column] = max(widths[column], Self.width(cell))
    }

    /// Writes the header row.
    package func writeHeader(to buffer: inout OutputBuffer) {
        writeRow(header, to: &buffer)
    }

    /// Writes one row.
    package func writeRow(_ cells: [String], to buffer: inout OutputBuffer) {
        let rowStart = buffer.count
        buffer.append(indent)
        for (column, cell) in cells.enumerated() {
            if column > 0 { buffer.append(ascii: " ", count: 2) }
            let padding = widths[column] - Self.width(cell)
            if rightAligned[column] { buffer.append(ascii: " ", count: padding) }
            buffer.append(cell)
            if !rightAligned[column] { buffer.append(ascii: " ", count: padding) }
        }
        buffer.removeTrailingSpaces(after: rowStart)
        buffer.append(ascii: "\n")
    }

    /// The table as lines joined by newlines, without a final newline.
    ///
    /// - Parameter rows: the header row first, then the body. A column after the first is
    ///   right-aligned when every non-empty body cell starts with a digit, a minus sign or "×".
    package static func render(_ rows: [[String]]) -> String {
        guard let header = rows.first else { return "" }
        let columns = rows.map(\.count).max() ?? 0
        let rightAligned = (0..<columns).map { column in
            column > 0
                && rows.dropFirst().allSatisfy { row in
                    column >= row.count || row[column].isEmpty || row[column].first.map { $0.isNumber || $0 == "-" || $0 == "×" } == true
                }
        }
        var table = TextTable(header: header, rightAligned: rightAligned, indent: "")
        for row in rows.dropFirst() {
            for (column, cell) in row.enumerated() { table.widen(column: column, toFit: cell) }
        }
        var buffer = OutputBuffer()
        for row in rows { table.writeRow(row, to: &buffer) }
        var text = ""
        buffer.flush(to: &text)
        if !text.isEmpty { text.removeLast() }
        return text
    }

    /// A cell's width in characters; for ASCII text without a CR (CR LF is one character)
    /// that is its byte count, found without walking grapheme clusters.
    private static func width(_ cell: String) -> Int {
        let utf8 = cell.utf8
        return utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) ? utf8.count : cell.count
    }
}
