import Foundation
import LegibleAudit
import LegibleShaping
import LegibleTestSupport
import Testing

/// `MeasureReport`: its JSON is streamed through JSONWriter, and must read exactly as Foundation's
/// JSONEncoder writes the report's `Codable` values (pretty-printed, sorted keys, slashes as they
/// are), the form `legible measure` has always printed.
@Suite("Measure report")
struct MeasureReportTests {
    static let fonts = packageRoot.appendingPathComponent("Fonts").path

    /// Texts that exercise every key: wrapping, truncation, a character no font covers, escapes,
    /// right-to-left and CJK text, an empty line.
    static let texts = [
        "Continue to payment", "Datenschutzeinstellungen verwalten", "Hi \u{13000}", "quote \" back\\slash / tab\t",
        "Hello שלום 你好 👋🏽", "", "إعدادات الخصوصية",
    ]

    static func encoded<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    @Test(arguments: [
        MeasureOptions(), MeasureOptions(size: .points(17), width: 100, maxLines: 1),
        MeasureOptions(size: .textStyle(.body, category: .ax5), width: 320, maxLines: 2),
    ])
    func jsonIsWhatJSONEncoderWrites(options: MeasureOptions) throws {
        let setup = try MeasureSetup(options, fontsDirectory: Self.fonts)
        let list = MeasureReport(measuring: Self.texts, with: setup)
        #expect(list.rendered(as: .json) == (try Self.encoded(list.results)))
        let one = MeasureReport(measuring: Self.texts[1], with: setup)
        #expect(one.rendered(as: .json) == (try Self.encoded(one.results[0])))
        #expect(MeasureReport(measuring: [], with: setup).rendered(as: .json) == "[\n\n]\n")
    }

    @Test func textGivesEachTextItsBlockAndTheVerdict() throws {
        let setup = try MeasureSetup(MeasureOptions(size: .points(17), width: 100, maxLines: 1), fontsDirectory: Self.fonts)
        let report = MeasureReport(measuring: ["OK", "Datenschutzeinstellungen verwalten"], with: setup)
        #expect(report.fails)
        let blocks = report.rendered(as: .text).components(separatedBy: "\n\"")
        #expect(blocks.count == 2)
        #expect(blocks[0].hasPrefix("\"OK\"\n  17 pt, Inter, tracking -0.43 pt (SF Pro table), line height "))
        #expect(blocks[0].contains("; box 100 pt × 1 line: fits\n  1 "))
        #expect(blocks[1].contains(": DOES NOT FIT, overflow "))
        #expect(blocks[1].contains("\n  truncated after "))
        #expect(report.rendered(as: .text).hasSuffix("\n"))
        #expect(!MeasureReport(measuring: "OK", with: setup).fails)
    }

    @Test func reportsRoundTripThroughJSON() throws {
        let setup = try MeasureSetup(MeasureOptions(width: 120, maxLines: 2), fontsDirectory: Self.fonts)
        let report = MeasureReport(measuring: Self.texts, with: setup)
        #expect(try JSONDecoder().decode(MeasureReport.self, from: JSONEncoder().encode(report)) == report)
    }
}
