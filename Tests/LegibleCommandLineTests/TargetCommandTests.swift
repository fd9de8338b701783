import Foundation
import LegibleTestSupport
import Testing

@Suite("legible target")
struct TargetCommandTests {
    private func json(_ run: ProcessRun) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test func fortyFourSquarePassesWithStatusZero() throws {
        let run = try legible(["target", "44x44"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("passes Apple HIG"))
        #expect(run.stderr.isEmpty)
    }

    @Test func fortyThreePointNineFailsWithStatusOneAndHalfTheShortfallPerSide() throws {
        let run = try legible(["target", "43.9x44", "--format", "json"])
        #expect(run.status == 1)
        let report = try json(run)
        #expect(report["passes"] as? Bool == false)
        #expect(report["size"] as? [String: Double] == ["width": 43.9, "height": 44])
        #expect(report["minimum"] as? [String: Double] == ["width": 44, "height": 44])
        #expect(report["expansion"] as? [String: Double] == ["top": 0, "left": 0.05, "bottom": 0, "right": 0.05])
    }

    @Test func jsonKeysAreSorted() throws {
        let run = try legible(["target", "40x40", "--format", "json"])
        let keys = ["\"expansion\"", "\"minimum\"", "\"passes\"", "\"platform\"", "\"size\"", "\"unit\""]
        let offsets = keys.compactMap { run.stdout.range(of: $0)?.lowerBound }
        #expect(offsets.count == keys.count)
        #expect(offsets == offsets.sorted())
        #expect(try json(run)["expansion"] as? [String: Double] == ["top": 2, "left": 2, "bottom": 2, "right": 2])
    }

    @Test func eightyEightPixelsAtTwoXPass() throws {
        #expect(try legible(["target", "88x88", "--unit", "px", "--scale", "2"]).status == 0)
        #expect(try legible(["target", "88x88", "--scale", "2"]).status == 0)
        #expect(try legible(["target", "87x88", "--scale", "2"]).status == 1)
        #expect(try legible(["target", "88x88", "--unit", "px"]).status == 0)  // 1 px per pt by default
        #expect(try legible(["target", "43x43", "--unit", "px"]).status == 1)
    }

    @Test func androidDensitiesAndMinimum() throws {
        #expect(try legible(["target", "144x144", "--platform", "android", "--density", "xxhdpi"]).status == 0)
        #expect(try legible(["target", "143x144", "--platform", "android", "--density", "xxhdpi"]).status == 1)
        #expect(try legible(["target", "36x36", "--platform", "android", "--density", "ldpi"]).status == 0)
        let run = try legible(["target", "44x44", "--platform", "android", "--unit", "dp", "--format", "json"])
        #expect(run.status == 1)
        #expect(try json(run)["expansion"] as? [String: Double] == ["top": 2, "left": 2, "bottom": 2, "right": 2])
    }

    @Test func wcagLevels() throws {
        #expect(try legible(["target", "24x24", "--platform", "wcag-aa"]).status == 0)
        #expect(try legible(["target", "23.9x24", "--platform", "wcag-aa"]).status == 1)
        #expect(try legible(["target", "24x24", "--platform", "wcag-aaa"]).status == 1)
    }

    @Test(arguments: [
        ["target", "abc"], ["target", "40x"], ["target", "x40"], ["target", "40x40x40"], ["target", "--", "-4x40"],
        ["target", "infx4"], ["target", "40x40", "--scale", "4"], ["target", "40x40", "--density", "tvdpi"],
        ["target", "40x40", "--scale", "2", "--density", "xhdpi"], ["target", "40x40", "--unit", "pt", "--scale", "2"],
        ["target", "40x40", "--platform", "windows"], ["target"],
    ])
    func badInputExitsTwoWithNothingOnStandardOutput(arguments: [String]) throws {
        let run = try legible(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(!run.stderr.isEmpty)
    }

    @Test func badSizeMessageNamesTheInputAndTheExpectedForm() throws {
        let run = try legible(["target", "4Ox40"])
        #expect(run.stderr.contains("size '4Ox40'"))
        #expect(run.stderr.contains("40x40"))
    }
}
