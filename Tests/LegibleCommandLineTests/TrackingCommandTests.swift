import Foundation
import LegibleTestSupport
import Testing

/// `legible tracking`, checked against the HIG's tracking tables.
@Suite("Command line: tracking")
struct TrackingCommandTests {
    private struct Report: Decodable {
        let family: String
        let size: Double
        let tracking1000em: Double
        let trackingPoints: Double
    }

    private func report(_ arguments: [String]) throws -> Report {
        let run = try legible(["tracking"] + arguments + ["--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        return try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
    }

    @Test func sfProAt28Points() throws {
        // HIG, SF Pro: 28 pt → 14/1000 em, 0.38 pt.
        let result = try report(["28"])
        #expect(result.family == "SF Pro")
        #expect(result.tracking1000em == 14 && result.trackingPoints == 0.38)
    }

    @Test func familiesByName() throws {
        // HIG: New York 34 pt → −14, −0.45; SF Pro Rounded 17 pt → 22, 0.37; SF Compact 19 pt → −12, −0.22.
        let newYork = try report(["34", "--family", "New York"])
        #expect(newYork.tracking1000em == -14 && newYork.trackingPoints == -0.45)
        let rounded = try report(["17", "--family", "sf-pro-rounded"])
        #expect(rounded.tracking1000em == 22 && rounded.trackingPoints == 0.37)
        let compact = try report(["19", "--family", "SF Compact"])
        #expect(compact.tracking1000em == -12 && compact.trackingPoints == -0.22)
    }

    @Test func legacyDisplayFrom20Points() throws {
        // Older HIG: SF Pro Display 20 pt → +19/1000 em; SF Pro Text 19 pt → −26.
        #expect(try report(["20", "--family", "SF Pro Display"]).tracking1000em == 19)
        #expect(try report(["19", "--family", "SF UI Text"]).tracking1000em == -26)
    }

    @Test func textNamesTheRule() throws {
        let run = try legible(["tracking", "55"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("SF Pro") && run.stdout.contains("6/1000 em") && run.stdout.contains("0.31 pt"))
        #expect(run.stdout.contains("interpolated between 54 and 56 pt"))
    }

    @Test(arguments: [
        (["tracking", "-5"], "-5"),
        (["tracking", "0"], "positive"),
        (["tracking", "abc"], "abc"),
        (["tracking", "nan"], "nan"),
        (["tracking", "17", "--family", "Helvetica"], "Helvetica"),
        (["tracking"], "SIZE"),
    ])
    func badInputExitsTwoAndNamesIt(arguments: [String], named: String) throws {
        let run = try legible(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(named), "\(run.stderr)")
    }

    @Test func unknownFamilyListsTheValidOnes() throws {
        let run = try legible(["tracking", "17", "--family", "Helvetica"])
        #expect(run.stderr.contains("SF Pro") && run.stderr.contains("New York") && run.stderr.contains("SF Compact Rounded"))
    }
}
