import Foundation
import LegibleShaping
import LegibleTestSupport
import Testing

/// Lines mixing left-to-right and right-to-left text, up to thousands of bidi runs on one line,
/// against `hb-shape` run by run (Fixtures/mixed-direction-fixtures.json, written by the committed
/// make-mixed-direction-fixtures.py from Debian's libharfbuzz-bin, with the runs the Unicode bidi
/// algorithm and the bundled font chain give, written out by hand there).
struct MixedDirectionTests {
    struct Line: Decodable, Sendable, CustomTestStringConvertible {
        let unit: String
        let repeats: Int
        let runs: Int
        let rightToLeftRuns: Int
        let widthInEm: Double

        var text: String { Array(repeating: unit, count: repeats).joined(separator: " ") }
        var testDescription: String { "\(repeats) × '\(unit)'" }
    }

    struct FixtureFile: Decodable {
        let lines: [Line]
    }

    static let lines: [Line] = {
        let url = Fixtures("LegibleShapingTests").url("mixed-direction-fixtures.json")
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(FixtureFile.self, from: data) else {
            return []
        }
        return file.lines
    }()

    @Test func fixturesIncludeALineOfThousandsOfRuns() {
        #expect(Self.lines.contains { $0.runs > 5_000 })
    }

    @Test(arguments: lines)
    func widthAndRunsMatchHBShapeRunByRun(_ line: Line) {
        let measurer = bundledMeasurer
        let text = line.text
        let shaped = measurer.shape(text, key: measurer.shapingKey(forSize: 17, tracking: .none))
        #expect(shaped.missingCharacters.isEmpty)
        #expect(shaped.glyphRuns.count == line.runs)
        #expect(shaped.glyphRuns.filter(\.isRightToLeft).count == line.rightToLeftRuns)
        // The sums add the same advances in another order: equal to far below a thousandth of a point.
        #expect(abs(shaped.advanceInEm - line.widthInEm) <= 1e-9 * line.widthInEm, "\(shaped.advanceInEm) vs hb-shape \(line.widthInEm)")
        let layout = measurer.measure(text, LayoutOptions(size: 17, tracking: .none))
        #expect(layout.lines.count == 1)
        #expect(abs(layout.width - line.widthInEm * 17) <= 1e-9 * line.widthInEm * 17)
    }
}
