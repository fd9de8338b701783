/// A row's coefficients, kept sorted by symbol.
///
/// A row holds a handful of cells, and the simplex's inner loop adds one row into every row that
/// holds a symbol. As a dictionary each of those cells cost a hash of its symbol (SipHash: most
/// of a large storyboard's scan went there); as two sorted arrays, adding a row is one merge.
/// kiwi keeps its rows the same way (a sorted vector map).
struct RowCells: Sequence {
    typealias Element = (key: Symbol, value: Double)

    private var symbols: [Symbol] = []
    private var values: [Double] = []

    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }
    /// The symbols, lowest first.
    var keys: [Symbol] { symbols }

    func makeIterator() -> some IteratorProtocol<Element> {
        zip(symbols, values).lazy.map { (key: $0, value: $1) }.makeIterator()
    }

    /// The position of `symbol`, or where it would go.
    private func index(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, low < symbols.count && symbols[low] == symbol)
    }

    subscript(symbol: Symbol) -> Double? {
        let (index, found) = index(of: symbol)
        return found ? values[index] : nil
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Double? {
        let (index, found) = index(of: symbol)
        guard found else { return nil }
        symbols.remove(at: index)
        return values.remove(at: index)
    }

    /// Adds `coefficient` to `symbol`'s cell, dropping the cell when the sum cancels; `changed`
    /// hears a cell that comes (`true`) or goes (`false`).
    mutating func add(_ coefficient: Double, to symbol: Symbol, changed: (Symbol, Bool) -> Void = { _, _ in }) {
        let (index, found) = index(of: symbol)
        if found {
            let sum = values[index] + coefficient
            if isNearZero(sum) {
                symbols.remove(at: index)
                values.remove(at: index)
                changed(symbol, false)
            } else {
                values[index] = sum
            }
        } else if !isNearZero(coefficient) {
            symbols.insert(symbol, at: index)
            values.insert(coefficient, at: index)
            changed(symbol, true)
        }
    }

    /// Multiplies every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        for index in values.indices { values[index] *= factor }
    }

    /// Adds `factor·other`, cell by cell, in one merge of the two sorted arrays. `changed` hears
    /// each symbol that gains a cell (`true`) or loses one because its sum cancels (`false`): the
    /// tableau keeps its column index by them.
    mutating func add(_ other: RowCells, times factor: Double, changed: (Symbol, Bool) -> Void = { _, _ in }) {
        guard !other.isEmpty else { return }
        // A few cells into a long row: a binary search each beats walking the whole row.
        if other.count * 16 < count {
            for (symbol, value) in other { add(value * factor, to: symbol, changed: changed) }
            return
        }
        var mergedSymbols: [Symbol] = []
        var mergedValues: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedValues.reserveCapacity(symbols.count + other.symbols.count)
        var mine = 0
        var theirs = 0
        while mine < symbols.count || theirs < other.symbols.count {
            if theirs == other.symbols.count || (mine < symbols.count && symbols[mine] < other.symbols[theirs]) {
                mergedSymbols.append(symbols[mine])
                mergedValues.append(values[mine])
                mine += 1
            } else if mine == symbols.count || other.symbols[theirs] < symbols[mine] {
                let value = other.values[theirs] * factor
                if !isNearZero(value) {
                    mergedSymbols.append(other.symbols[theirs])
                    mergedValues.append(value)
                    changed(other.symbols[theirs], true)
                }
                theirs += 1
            } else {
                let sum = values[mine] + other.values[theirs] * factor
                if isNearZero(sum) {
                    changed(symbols[mine], false)
                } else {
                    mergedSymbols.append(symbols[mine])
                    mergedValues.append(sum)
                }
                mine += 1
                theirs += 1
            }
        }
        symbols = mergedSymbols
        values = mergedValues
    }
}
