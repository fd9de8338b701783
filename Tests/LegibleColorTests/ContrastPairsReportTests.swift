import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleColor

/// `ContrastPairsReport`, the bulk reader and writer behind `legible contrast --pairs`: the same
/// pairs, errors and bytes as `ContrastPair.pairs(inCSV:)` with `ContrastReport`, and ratios that
/// agree with WCAG written out independently.
@Suite("Pairs files in bulk")
struct ContrastPairsReportTests {
    /// Rows of every kind the reader meets: compact hex rows and every row it hands to the CSV
    /// reader and colour parser (names, functions with commas, quotes, translucency, Display P3,
    /// spaces and tabs, CRLF and lone CR line ends, blank lines).
    static let mixedRows = [
        "#777,#fff", " #767676 ,\tWHITE ", "\"rgb(0, 120, 215)\",white", "rgb(0 0 0 / 40%),#1c1c1e", "#ABCDEF,#012",
        "#0008,#fff", "#ffffffff,#000000FF", "color(display-p3 1 0 0),white", "ffffff,000000", "  ", "#fff , #000f",
        "navy,#ff0", "#12345678,rgba(255,255,255,0.5)", "oklch(0.7 0.1 200),#000", "#fff,transparent",
    ]

    static func mixedText(lineEnd: String) -> String {
        "\u{FEFF}Text colour, Background" + lineEnd + mixedRows.joined(separator: lineEnd) + lineEnd
    }

    static let optionSets: [ContrastOptions] = [
        ContrastOptions(),
        ContrastOptions(level: .aaa, foreground: .use(.largeText), includesAPCA: true),
        ContrastOptions(foreground: .use(.nonText), backdrops: [.init(red: 0.1, green: 0.1, blue: 0.2)], includesSuggestions: true),
    ]

    private func expectSameReport(_ text: String, options: ContrastOptions, concurrency: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let old = ContrastReport(checking: try ContrastPair.pairs(inCSV: text, file: "p.csv"), options: options)
        let bulk = try ContrastPairsReport(bytes: Array(text.utf8), file: "p.csv", options: options, concurrency: concurrency)
        #expect(bulk.count == old.results.count, sourceLocation: sourceLocation)
        #expect(bulk.fails == old.fails, sourceLocation: sourceLocation)
        #expect(bulk.failingCount == old.results.filter { !$0.passes }.count, sourceLocation: sourceLocation)
        for format in ContrastReport.Format.allCases {
            let (expected, actual) = (old.rendered(as: format), bulk.rendered(as: format))
            #expect(expected == actual, "\(format) differs", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyKindOfRowReadsAndRendersAsTheListReportDoes(lineEnd: String) throws {
        for options in Self.optionSets {
            for concurrency in [1, 2] {
                try expectSameReport(Self.mixedText(lineEnd: lineEnd), options: options, concurrency: concurrency)
            }
        }
    }

    @Test func aFileOfManyChunksMatchesInOrder() throws {
        // Some 30,000 rows, 8 chunks of 64 KiB: compact rows and others, in every order.
        var generator = SplitMix64(seed: 24)
        var rows: [String] = ["foreground,background"]
        for index in 0..<30_000 {
            let (first, second) = (generator.next() & 0xFF_FFFF, generator.next() & 0xFF_FFFF)
            switch index % 97 {
            case 5: rows.append(String(format: "rgb(%d, %d, %d),#%06x", first & 0xFF, first >> 8 & 0xFF, first >> 16, second))
            case 9: rows.append("")
            default: rows.append(String(format: "#%06x,#%06X", first, second))
            }
        }
        let text = rows.joined(separator: "\n")
        try expectSameReport(text, options: ContrastOptions(), concurrency: 2)
        try expectSameReport(text, options: ContrastOptions(level: .aaa, includesAPCA: true), concurrency: 3)
    }

    @Test func ratiosAndVerdictsAgreeWithWCAGWrittenOutIndependently() throws {
        var generator = SplitMix64(seed: 1_000)
        var rows: [(String, String)] = []
        for _ in 0..<2_000 {
            rows.append((String(format: "#%06x", generator.next() & 0xFF_FFFF), String(format: "#%06x", generator.next() & 0xFF_FFFF)))
        }
        let report = try ContrastPairsReport(csv: rows.map { "\($0),\($1)" }.joined(separator: "\n"), file: nil)
        let json = try JSONSerialization.jsonObject(with: Data(report.rendered(as: .json).utf8)) as? [[String: Any]]
        let objects = try #require(json)
        #expect(objects.count == rows.count)
        var failing = 0
        for ((foreground, background), object) in zip(rows, objects) {
            let ratio = IndependentWCAG.ratio(foreground, background)
            let reported = try #require(object["ratio"] as? Double)
            #expect(abs(reported - ratio) < 1e-12, "\(foreground) on \(background)")
            #expect(object["passes"] as? Bool == (ratio >= 4.5))
            if ratio < 4.5 { failing += 1 }
        }
        #expect(report.failingCount == failing)
        #expect(
            report.rendered(as: .text).contains(
                "\(rows.count) pairs checked against AA normal text (1.4.3, 4.5:1): \(rows.count - failing) pass, \(failing) fail."))
        // #777 on white: 4.478…:1, shown truncated as 4.47:1, fails 4.5:1.
        let single = try ContrastPairsReport(csv: "#777,white\n", file: nil)
        #expect(single.rendered(as: .text).hasPrefix("#777777 on #ffffff: 4.47:1 — FAILS AA normal text (1.4.3, 4.5:1)\n"))
        #expect(single.rendered(as: .json).hasPrefix("[\n  {\n    \"background\" : \"#ffffff\","))
    }

    @Test(arguments: [
        "#fff,#000\n#767676,white\n#12,white\n", "#fff,#000,#777\n", "\n\n#fff\n", "\"#fff,#000\n", "foreground,background\n",
        "white,rgb(0 0 0\n", "#fff,#000\n#fff,#0000\"\n#12,#000\n", "#fff,#000\n#12,#000\n#fff,\"#000\"x\n",
        "#fff,#000\nforeground,background\n", "\u{FEFF}\n   \nfg,bg\n#fff,#000\n#12,#fff\n", "#fff,#000\n\u{FEFF}#fff,#000\n", "", "\r\n\r\n",
        "fg,bg,extra\n#fff,#000\n",
    ])
    func badFilesGiveTheSameErrors(text: String) {
        expectSameError(text)
    }

    @Test func errorsFarIntoTheFileNameTheirLine() {
        // Past the first chunks, with CRLF, lone CR and blank lines before: the line is counted across chunks.
        let good = Array(repeating: "#101010,#fafafa", count: 9_000)
        let body = good.joined(separator: "\r\n") + "\r\r\n\n" + good.joined(separator: "\n")
        expectSameError(body + "\n#fff,nope\n#fff,#000\n")
        expectSameError(body + "\nfg,bg\n")  // column names past the first row are a bad row
        expectSameError("#fff,nope\n" + body + "\n\"unclosed\n")  // a CSV error anywhere comes first
        expectSameError(body + "\n#fff,nope\n" + body + "\n#000,\"a\"b\n")
    }

    private func expectSameError(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var expected: ContrastPairsFileError?
        do { _ = try ContrastPair.pairs(inCSV: text, file: "p.csv") } catch { expected = error }
        for concurrency in [1, 2] {
            do {
                _ = try ContrastPairsReport(bytes: Array(text.utf8), file: "p.csv", options: ContrastOptions(), concurrency: concurrency)
                Issue.record("no error for \(text.prefix(80).debugDescription)", sourceLocation: sourceLocation)
            } catch {
                #expect(error == expected, sourceLocation: sourceLocation)
            }
        }
    }

    @Test func filesAreReadWithTheirOwnErrors() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("legible-bulk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.csv")
        try "fg,bg\n#777,#fff\n".write(to: good, atomically: true, encoding: .utf8)
        #expect(try ContrastPairsReport(contentsOfCSVFile: good.path).count == 1)
        let binary = directory.appendingPathComponent("binary.csv")
        try Data([0x23, 0x66, 0x66, 0x66, 0x2c, 0xff, 0xfe]).write(to: binary)
        for path in [directory.appendingPathComponent("missing.csv").path, directory.path, binary.path] {
            var expected: ContrastPairsFileError?
            do { _ = try ContrastPair.pairs(contentsOfCSVFile: path) } catch { expected = error }
            #expect(expected != nil)
            #expect(throws: expected!) { try ContrastPairsReport(contentsOfCSVFile: path) }
        }
    }

    @Test func resultsAreTheListReportsResults() throws {
        let text = Self.mixedText(lineEnd: "\n")
        let options = ContrastOptions(includesAPCA: true, includesSuggestions: true)
        let old = ContrastReport(checking: try ContrastPair.pairs(inCSV: text, file: nil), options: options)
        let bulk = try ContrastPairsReport(csv: text, file: nil, options: options)
        for (index, result) in old.results.enumerated() {
            let again = bulk.result(at: index)
            #expect(again.foreground.color == result.foreground.color && again.background.color == result.background.color)
            #expect(again.measurement == result.measurement && again.apcaContrast == result.apcaContrast)
            #expect(again.suggestions == result.suggestions && again.notes == result.notes)
        }
    }
}
