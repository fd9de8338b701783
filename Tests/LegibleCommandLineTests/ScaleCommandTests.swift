import Foundation
import LegibleTestSupport
import Testing

/// `legible scale`: a custom size follows the style's own growth in the HIG table.
@Suite("Command line: scale")
struct ScaleCommandTests {
    private struct Row: Decodable {
        let category: String
        let scaled: Double
        let uncapped: Double
        let capped: Bool
    }

    private func rows(_ arguments: [String]) throws -> [Row] {
        let run = try legible(["scale"] + arguments + ["--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        return try JSONDecoder().decode([Row].self, from: Data(run.stdout.utf8))
    }

    @Test func fifteenPointsAtAX5FollowsBody() throws {
        // Body grows 17 → 53 pt from Large to AX5 (HIG), so 15 pt becomes 15 × 53/17 = 46.765.
        let result = try rows(["15", "--style", "body", "--category", "AX5"])
        #expect(result.count == 1)
        #expect(abs((result.first?.scaled ?? 0) - 46.765) < 0.001)
        #expect(result.first?.capped == false)
    }

    @Test func maximumCaps() throws {
        let result = try rows(["15", "--category", "accessibility5", "--maximum", "40"])
        #expect(result.first?.scaled == 40 && result.first?.capped == true)
    }

    @Test func everyCategoryWithoutOne() throws {
        // Title 1 at its own size reproduces its HIG column: 25 … 58.
        let result = try rows(["28", "--style", "Title 1"])
        #expect(result.map(\.category).first == "xSmall" && result.map(\.category).last == "AX5")
        #expect(result.map(\.scaled) == [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58])
    }

    @Test(arguments: [
        (["scale", "15", "--style", "huge"], "huge"),
        (["scale", "15", "--category", "AX9"], "AX9"),
        (["scale", "-15"], "-15"),
        (["scale", "15", "--maximum", "zero"], "zero"),
        (["scale", "15", "--maximum=-3"], "-3"),
    ])
    func badInputExitsTwoAndNamesIt(arguments: [String], named: String) throws {
        let run = try legible(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(named), "\(run.stderr)")
    }
}
