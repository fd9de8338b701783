import Foundation
import LegibleCore
import LegibleDesignCheck
import LegibleReporting
import LegibleTestSupport
import LegibleTokens
import Testing

/// `DesignCheckReport.checking(configurationFile:suggesting:limits:progress:)`: the same report
/// as the synchronous initialiser, with a step-by-step progress and cancellation.
@Suite("Checking asynchronously")
struct AsyncCheckTests {
    final class Steps: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var seen: [String] = []
        func record(_ done: Int, _ total: Int, _ step: DesignCheckReport.Step) {
            lock.lock()
            seen.append("\(done)/\(total) \(step.rawValue)")
            lock.unlock()
        }
    }

    @Test func theSampleGivesTheSameReportWithEveryStep() async throws {
        let steps = Steps()
        let path = sampleRoot.appendingPathComponent("legible.yaml").path
        let report = try await DesignCheckReport.checking(configurationFile: path) { steps.record($0, $1, $2) }
        #expect(report == (try sampleReport()))
        #expect(steps.seen == ["1/3 configuration", "2/3 sources", "3/3 check"])
    }

    @Test func aCancelledCheckStops() async {
        let path = sampleRoot.appendingPathComponent("legible.yaml").path
        // Cancelled from inside, before the check starts: no race with the task's start.
        let task = Task { () async throws -> DesignCheckReport in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await DesignCheckReport.checking(configurationFile: path)
        }
        await #expect(throws: CancellationError.self) { _ = try await task.value }
    }

    @Test func badInputIsStillASourceFileError() async {
        await #expect(throws: SourceFileError.self) {
            _ = try await DesignCheckReport.checking(configurationFile: "/nonexistent/legible.yaml")
        }
    }
}
