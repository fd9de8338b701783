import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// What `text.shrinks` says matches whether the text wraps (isowords c727d3a7).
@Suite struct ShrinkWordingTests {
    /// isowords `NotificationsAuthAlert.swift:116` (`.lineLimit(.max)`) and
    /// `UpgradeInterstitialView.swift:188` (no line limit) wrap, and shrink only when out of room;
    /// a one-line text shrinks instead of wrapping; a two-line one when its two lines are full.
    @Test func aWrappingTextIsNotSaidToShrinkInsteadOfWrapping() async throws {
        let source = """
            struct Alert: View {
                var body: some View {
                    VStack {
                        Text(message).font(.body).lineLimit(.max).minimumScaleFactor(0.2)
                        Text(appeal).font(.body).minimumScaleFactor(0.2)
                        Text(word).font(.body).lineLimit(1).minimumScaleFactor(0.2)
                        Text(rank).font(.body).lineLimit(2).minimumScaleFactor(0.01)
                        HStack { Text(read).lineLimit(1) }.minimumScaleFactor(0.5)
                    }
                }
            }
            """
        let found = try await scanFindings(swift: source).filter { $0.rule == "text.shrinks" }
        let byLine = Dictionary(uniqueKeysWithValues: found.compactMap { finding in finding.location?.line.map { ($0, finding.message) } })
        #expect(byLine.count == 5, "\(found.map(\.message))")
        for line in [4, 5] {
            #expect(byLine[line]?.contains("shrink down to 20% of its size when it runs out of room as it wraps") == true, "\(byLine[line] ?? "")")
            #expect(byLine[line]?.contains("instead of wrapping") == false)
        }
        // Must keep the one-line wording.
        #expect(byLine[6]?.contains("to fit its width instead of wrapping") == true)
        #expect(byLine[7]?.contains("when its 2 lines run out of room") == true, "\(byLine[7] ?? "")")
        // EhPanda a67ba072 `DetailView.swift:395`: a stack's shrink says nothing of its texts' lines.
        #expect(byLine[8]?.contains("to fit its width instead of wrapping") == true, "\(byLine[8] ?? "")")
    }
}
