import LegibleTestSupport
import Testing

@Suite("Command line: usage and exit statuses")
struct CommandLineBasicsTests {
    @Test func helpListsSubcommandsAndExitsZero() throws {
        let run = try legible(["--help"])
        #expect(run.status == 0)
        for name in ["contrast", "type-scale", "measure", "audit", "simulate", "palette", "check", "target"] {
            #expect(run.stdout.contains(name), "help should list \(name)")
        }
    }

    @Test func unknownSubcommandIsAUsageErrorWithStatusTwo() throws {
        let run = try legible(["no-such-command"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(!run.stderr.isEmpty)
    }

    @Test func unknownOptionIsAUsageErrorWithStatusTwo() throws {
        let run = try legible(["--no-such-option"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
    }
}
