// The contrast pairs file (`legible contrast --pairs`): `ContrastPair.pairs(inCSV:file:)`, then
// the report in every format, as the command prints it.
import FuzzSupport
import LegibleColor

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContrastPairs(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput(start, count).text
    let pairs: [ContrastPair]
    do throws(ContrastPairsFileError) {
        pairs = try ContrastPair.pairs(inCSV: text, file: "pairs.csv")
    } catch {
        require(error.file == "pairs.csv" && !error.message.isEmpty, "an error without file or message: \(error)")
        return 0
    }
    require(!pairs.isEmpty, "no pairs and no error")
    let report = ContrastReport(checking: pairs, options: ContrastOptions(includesAPCA: true))
    for format in ContrastReport.Format.allCases {
        let rendered = report.rendered(as: format)
        require(rendered.hasSuffix("\n"), "the \(format) report does not end with a line break")
    }
    return 0
}
