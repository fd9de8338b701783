import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleTestSupport
import Testing

@Suite("Audit reports")
struct AuditReportTests {
    /// Counts the writes made to it and the largest one, and keeps the text.
    struct WriteRecorder: TextOutputStream {
        var text = ""
        var writes = 0
        var largestWrite = 0

        mutating func write(_ piece: String) {
            writes += 1
            largestWrite = max(largestWrite, piece.utf8.count)
            text += piece
        }
    }

    /// The sample with pseudo-localisation (null `fitsUpTo`, pseudo labels, plural variants,
    /// stale and needs-review states): the streamed JSON is what Foundation writes for the
    /// same document, so keys are sorted and numbers and strings written as before.
    @Test func jsonIsWhatFoundationWritesForTheSameDocument() async throws {
        var options = AuditOptions()
        options.pseudolocalization = try Pseudolocalization(parsing: "expand=100%")
        let report = AuditReport(try await Sample.audit(options))
        let json = report.rendered(as: .json)
        #expect(json == (try FoundationJSON.rewritten(json)) + "\n")
        let document = try JSONDecoder().decode(FoundationJSON.self, from: Data(json.utf8))
        guard case .array(let labels) = document["labels"] else {
            Issue.record("expected an object with labels")
            return
        }
        #expect(labels.count == report.result.labels.count)
        #expect(document.names == ["findings", "fits", "labels", "summary", "tool"])
    }

    /// A large result goes out in many pieces, none much bigger than the 64 KiB chunks, in every
    /// format: nothing builds the whole document first. (GitHub's 3,000 short lines make the
    /// fewest: about a dozen.)
    @Test(.tags(.slow), .skippedWhenQuick) func everyFormatStreams() async throws {
        let entries = (0..<3_000).map { index in
            CatalogEntry(
                key: "screen\(index / 40).label\(index)", locale: index % 2 == 0 ? "en" : "de",
                text: "Label number \(index) with a few more words", file: "Localizable.xcstrings",
                position: TextPosition(line: index + 1, column: 9))
        }
        let catalog = StringCatalog(file: "Localizable.xcstrings", format: .json, entries: entries)
        let result = try await OverflowAuditor(spec: LayoutSpec(defaults: LayoutRule(width: 200))).audit([catalog])
        let report = AuditReport(result)
        #expect(report.fails)
        for format in AuditReport.Format.allCases {
            var recorder = WriteRecorder()
            report.write(format, to: &recorder)
            #expect(recorder.writes > 8, "\(format)")
            #expect(recorder.largestWrite < 70_000, "\(format)")
            #expect(recorder.text.hasSuffix("\n"))
        }
    }

    /// Long reports are rendered a chunk of labels per thread (`AuditOptions.concurrency`,
    /// `--jobs`): every format reads byte for byte as when one thread writes it, across chunk
    /// boundaries and with text of several scripts.
    @Test(.tags(.slow), .skippedWhenQuick) func severalThreadsWriteWhatOneThreadWrites() async throws {
        let texts = ["Label number %d with a few more words", "Beschriftung Nummer %d mit ein paar Wörtern", "تسمية رقم %d مع بضع كلمات"]
        let entries = (0..<1_500).map { index in
            CatalogEntry(
                key: "screen\(index / 40).label\(index / 3)", locale: ["en", "de", "ar"][index % 3],
                text: texts[index % 3].replacingOccurrences(of: "%d", with: String(index)), file: "Localizable.xcstrings",
                position: TextPosition(line: index + 1, column: 9))
        }
        let catalog = StringCatalog(file: "Localizable.xcstrings", format: .json, entries: entries)
        let spec = LayoutSpec(defaults: LayoutRule(width: 220))
        let oneThread = AuditReport(try await OverflowAuditor(spec: spec, options: AuditOptions(concurrency: 1)).audit([catalog]))
        let threeThreads = AuditReport(try await OverflowAuditor(spec: spec, options: AuditOptions(concurrency: 3)).audit([catalog]))
        #expect(oneThread.fails)
        for format in AuditReport.Format.allCases {
            #expect(oneThread.rendered(as: format) == threeThreads.rendered(as: format), "\(format)")
        }
    }

    /// The text table of largest fitting sizes: keys in catalog order, locales in order of first
    /// appearance, "-" where a key has no text in a locale, columns as wide as their widest cell.
    @Test func fitsTableLinesUpEveryColumn() async throws {
        let entries = [
            ("a", "en", "Save"), ("a", "de", "Ja"), ("very.long.key.name", "fr", "Enregistrer toutes les modifications du profil"),
            ("b", "en", "Continue to the payment details of your order"),
        ]
        .enumerated().map { index, item in
            CatalogEntry(key: item.0, locale: item.1, text: item.2, file: "s.json", position: TextPosition(line: index + 1, column: 1))
        }
        let catalog = StringCatalog(file: "s.json", format: .json, entries: entries)
        let result = try await OverflowAuditor(spec: LayoutSpec(defaults: LayoutRule(width: 200))).audit([catalog])
        #expect(
            Self.fitsTable(of: result) == [
                "  key                 en    de   fr",
                "  a                   all   all  -",
                "  very.long.key.name  -     -    none",
                "  b                   none  -    -",
            ])
    }

    /// The lines of the text report's fits table.
    static func fitsTable(of result: AuditResult) -> [String] {
        let text = AuditReport(result).rendered(as: .text)
        return text.components(separatedBy: "Largest size that fits (all = every size, none = not even the smallest)\n")[1]
            .components(separatedBy: "\n\n")[0].split(separator: "\n").map(String.init)
    }

    /// A key that comes back after another key, a key in a second file, and a key with two
    /// variants: each (key, locale, file) is one fit, a key's labels together in order of the
    /// key's first appearance (as the audit measures them), and the table has a row per key
    /// over both files.
    @Test func fitsGroupKeysThatComeBackAndKeysInOtherFiles() async throws {
        func entry(_ key: String, _ locale: String, _ text: String, variant: String? = nil, file: String = "one.json", line: Int) -> CatalogEntry {
            CatalogEntry(key: key, locale: locale, variant: variant, text: text, file: file, position: TextPosition(line: line, column: 1))
        }
        let long = "Continue to the payment details of your order"  // wider than 200 pt even at xSmall
        let one = StringCatalog(
            file: "one.json", format: .json,
            entries: [
                entry("a", "en", "Save", line: 1), entry("b", "en", long, line: 2), entry("a", "de", "Ja", line: 3),
                entry("b", "de", "Weiter", variant: "plural.one", line: 4), entry("b", "de", long, variant: "plural.other", line: 5),
            ])
        let two = StringCatalog(file: "two.json", format: .json, entries: [entry("a", "fr", "Oui", file: "two.json", line: 1)])
        let result = try await OverflowAuditor(spec: LayoutSpec(defaults: LayoutRule(width: 200))).audit([one, two])
        #expect(
            result.fits.map { "\($0.key) \($0.locale) \($0.verdict)" } == [
                "a en fits at every size", "a de fits at every size", "b en fits at no size", "b de fits at no size", "a fr fits at every size",
            ])
        #expect(
            Self.fitsTable(of: result) == [
                "  key  en    de    fr",
                "  a    all   all   all",
                "  b    none  none  -",
            ])
    }
}
