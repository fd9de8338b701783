import Foundation
import LegibleColor
import LegibleReporting
import LegibleTokens

extension DesignCheckReport {
    /// Writes the JSON report as it goes, byte for byte what encoding ``JSONReport`` with
    /// `SortedJSON` gives: findings and pairs (one object per pair in each appearance, the bulk of
    /// a large design system) through `JSONWriter`, pairs rendered a chunk at a time on every
    /// core, and only the small parts (palettes, suggestions, summary) through `JSONEncoder`.
    /// No tree of the whole report is built, so memory stays near the report's own.
    func writeJSON<Output: TextOutputStream>(to output: inout Output, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) {
        var fixes: [Int: [ColorAppearance: PairFix]] = [:]
        for fix in suggestions?.pairs ?? [] { fixes[fix.pairIndex, default: [:]][fix.appearance] = fix }
        // Every measured cell, as (pair, cell) indexes: the elements of `pairs`.
        var cells: [(pair: Int32, cell: Int32)] = []
        cells.reserveCapacity(pairs.count * appearances.count)
        for (pairIndex, pair) in pairs.enumerated() {
            for (cellIndex, cell) in pair.cells.enumerated() where cell.result != nil && cell.foreground != nil && cell.background != nil {
                cells.append((Int32(pairIndex), Int32(cellIndex)))
            }
        }

        var json = JSONWriter()
        json.beginObject()
        json.key("findings")
        json.array(of: findingsReport.findings, concurrency: concurrency, flushingTo: &output)
        json.key("pairs")
        json.beginArray()
        let (pairs, sharedFixes, measured) = (self.pairs, fixes, cells)
        json.writeElements(count: cells.count, concurrency: concurrency, flushingTo: &output) { index, json in
            let pair = pairs[Int(measured[index].pair)]
            let cell = pair.cells[Int(measured[index].cell)]
            Self.writePair(pair, cell, fix: sharedFixes[Int(measured[index].pair)]?[cell.appearance], to: &json)
        }
        json.endArray()
        json.key("palettes")
        json.encoded(palettes.map(JSONPalette.init))
        json.key("suggestions")
        if let suggestions {
            json.encoded(
                suggestions.changes.enumerated().map { index, change in
                    JSONChange(change, fixes: suggestions.pairs.filter { $0.after != nil && $0.changeIndexes.contains(index) })
                })
        } else {
            json.null()
        }
        json.key("summary")
        json.encoded(JSONSummary(self))
        json.endObject()
        json.flush(to: &output)
        output.write("\n")
    }

    /// One measured pair in one appearance: ``JSONPair``'s keys, sorted.
    private static func writePair(_ pair: CheckedPair, _ cell: CheckedPair.Cell, fix: PairFix?, to json: inout JSONWriter) {
        guard let result = cell.result, let foreground = cell.foreground, let background = cell.background else { return }
        json.beginObject()
        if let lc = result.apcaContrast {
            json.key("apca")
            ContrastResult.JSONAPCA.write(lc: lc, to: &json)
        }
        json.field("appearance", cell.appearance.rawValue)
        if let backdrop = result.measurement.backdrop { json.field("backdrop", backdrop.hex) }
        json.field("background", pair.background)
        json.field("backgroundColor", background.color.hex)
        json.field("backgroundLocation", background.location)
        if let fix {
            json.key("fix")
            json.beginObject()
            json.key("changes")
            json.beginArray()
            for change in fix.changeIndexes { json.number(change) }
            json.endArray()
            json.key("ratio")
            if let after = fix.after { json.number(after.measurement.ratio) } else { json.null() }
            json.field("reason", fix.reason)
            json.endObject()
        }
        json.field("foreground", pair.foreground)
        json.field("foregroundColor", foreground.color.hex)
        json.field("foregroundLocation", foreground.location)
        var notes = result.notes
        if cell.gainsContrast == false {
            notes.append("no more contrast than in \(cell.appearance.standard.rawValue)")
        }
        if !notes.isEmpty {
            json.key("notes")
            json.beginArray()
            for note in notes { json.string(note) }
            json.endArray()
        }
        json.field("passes", result.passes)
        json.field("ratio", result.measurement.ratio)
        json.key("requirement")
        result.requirement.writeJSON(to: &json)
        if let standardRatio = cell.standardRatio { json.field("standardRatio", standardRatio) }
        json.endObject()
    }
}
