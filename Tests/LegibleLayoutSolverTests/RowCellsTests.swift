import Testing

@testable import LegibleLayoutSolver

/// A row's cells as sorted arrays: adding one row into another is the sum a dictionary would
/// give, cell by cell, and names each symbol that gains or loses a cell (the tableau's column
/// index depends on it).
@Suite struct RowCellsTests {
    let a = Symbol(id: 1, kind: .external)
    let b = Symbol(id: 2, kind: .slack)
    let c = Symbol(id: 3, kind: .error)
    let d = Symbol(id: 4, kind: .dummy)

    func cells(_ entries: [(Symbol, Double)]) -> RowCells {
        var cells = RowCells()
        for (symbol, value) in entries { cells.add(value, to: symbol) }
        return cells
    }

    @Test func addingARowSumsEachCellAndReportsWhatCameAndWent() {
        // (2a + 3b − c) + 2·(−1.5b + c + 4d) = 2a + 0b + c + 8d: b cancels, d is new.
        var row = cells([(c, -1), (a, 2), (b, 3)])
        var changes: [(Symbol, Bool)] = []
        row.add(cells([(b, -1.5), (d, 4), (c, 1)]), times: 2) { changes.append(($0, $1)) }
        #expect(row.keys == [a, c, d])
        #expect(row[a] == 2 && row[c] == 1 && row[d] == 8 && row[b] == nil)
        #expect(changes.map(\.0) == [b, d] && changes.map(\.1) == [false, true])
    }

    @Test func aCellThatCancelsIsDroppedAndOneNeverSetReadsNil() {
        var row = cells([(b, 1)])
        row.add(-1, to: b)
        row.add(0, to: c)
        #expect(row.isEmpty && row[b] == nil && row[c] == nil)
        #expect(row.removeValue(forKey: a) == nil)
    }

    @Test func keysStayInSymbolOrderWhateverTheInsertionOrder() {
        let row = cells([(d, 1), (b, 2), (c, 3), (a, 4)])
        #expect(row.keys == [a, b, c, d])
        #expect(row.map(\.value) == [4, 2, 3, 1])
        var scaled = row
        scaled.scale(by: -0.5)
        #expect(scaled.map(\.value) == [-2, -1, -1.5, -0.5])
        #expect(scaled.removeValue(forKey: c) == -1.5 && scaled.keys == [a, b, d])
    }
}
