// The contrast pairs file (`legible contrast --pairs`): `ContrastPair.pairs(inCSV:file:)`, then
// the report in every format, and the bulk reader the command uses (`ContrastPairsReport`), which
// must give the same error or the same report, byte for byte.
import FuzzSupport
import LegibleColor

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContrastPairs(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput(start, count).text
    let options = ContrastOptions(includesAPCA: true)
    let pairs: [ContrastPair]
    do throws(ContrastPairsFileError) {
        pairs = try ContrastPair.pairs(inCSV: text, file: "pairs.csv")
    } catch {
        require(error.file == "pairs.csv" && !error.message.isEmpty, "an error without file or message: \(error)")
        do throws(ContrastPairsFileError) {
            _ = try ContrastPairsReport(csv: text, file: "pairs.csv", options: options)
            require(false, "the bulk reader read what the list reader refused: \(error)")
        } catch let bulkError {
            require(bulkError == error, "different errors: \(error) and \(bulkError)")
        }
        return 0
    }
    require(!pairs.isEmpty, "no pairs and no error")
    let report = ContrastReport(checking: pairs, options: options)
    let bulk: ContrastPairsReport
    do throws(ContrastPairsFileError) {
        bulk = try ContrastPairsReport(csv: text, file: "pairs.csv", options: options)
    } catch {
        require(false, "the bulk reader refused what the list reader read: \(error)")
        return 0
    }
    for format in ContrastReport.Format.allCases {
        let rendered = report.rendered(as: format)
        require(rendered.hasSuffix("\n"), "the \(format) report does not end with a line break")
        require(bulk.rendered(as: format) == rendered, "the bulk \(format) report differs")
    }
    return 0
}
