import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// `text.fixed-size` (issue 33): a fixed size at or above what its nearest text style reaches at
/// AX5, the largest text size, is larger than any size a person can choose, so there is nothing
/// for it to grow to. Aidoku eb812a56 `StatsGridView.swift:106` shows a total at a fixed 64 pt;
/// Apple's table (Tables/dynamic-type-ios.csv) gives Large Title, the nearest style, 60 pt at AX5.
@Suite struct LargeDisplayFixedSizeTests {
    private func fixedSize(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
    }

    @Test func textLargerThanLargeTitleAtAX5IsNotAFinding() async throws {
        // Must NOT fire: 60 and 64 pt are at or above Large Title's 60 pt at AX5.
        #expect(try await fixedSize(#"Text("42").font(.system(size: 64, weight: .bold))"#).isEmpty)
        #expect(try await fixedSize(#"Text("42").font(.system(size: 60))"#).isEmpty)
    }

    @Test func textBelowItsStylesAX5SizeIsAFinding() async throws {
        // Must fire: 59 pt (Large Title reaches 60 at AX5) and 38 pt; 44 pt is nearest Large Title
        // too (34 pt at Large), not Footnote, whose 44 pt at AX5 it would otherwise equal.
        for size in [59, 44, 38] {
            let found = try await fixedSize("Text(\"42\").font(.system(size: \(size)))")
            #expect(found.count == 1 && found.first?.message.contains("Large Title") == true, "\(size)")
        }
    }
}
