import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleTestSupport
import LegibleTypeScale
import Testing

/// `LabelFitter.fit(_:concurrency:progress:)`: many labels at once, with progress and cancellation.
@Suite("Fitting many labels")
struct AsyncEntryPointTests {
    static let fitter = LabelFitter(fontsDirectory: packageRoot.appendingPathComponent("Fonts").path)

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var calls: [(Int, Int)] = []
        func record(_ done: Int, _ total: Int) {
            lock.lock()
            calls.append((done, total))
            lock.unlock()
        }
    }

    @Test func theBatchGivesWhatEachFitGives() async throws {
        let button = LabelLayout(sizing: .textStyle(.body), weight: .semibold, width: 160, maxLines: 1)
        let requests = [("Save changes", "en"), ("Änderungen speichern", "de"), ("保存更改", "zh-Hans"), ("حفظ التغييرات", "ar")]
            .map { LabelFitter.Request($0.0, in: button, locale: $0.1) }
        let counter = Counter()
        let fits = try await Self.fitter.fit(requests, concurrency: 2) { counter.record($0, $1) }
        #expect(fits.map(\.text) == requests.map(\.text))
        for (fit, request) in zip(fits, requests) {
            #expect(fit == (try Self.fitter.fit(request.text, in: request.layout, locale: request.locale)))
        }
        #expect(counter.calls.map(\.0).sorted() == [1, 2, 3, 4])
        #expect(counter.calls.allSatisfy { $0.1 == 4 })
    }

    @Test func aBadFontIsTheFirstFailingRequestsError() async {
        let bad = LabelLayout(font: "/nonexistent/font.ttf", width: 100)
        let good = LabelLayout(width: 100)
        await #expect(throws: AuditError.self) {
            _ = try await Self.fitter.fit([LabelFitter.Request("a", in: good, locale: "en"), LabelFitter.Request("b", in: bad, locale: "en")])
        }
    }

    @Test func cancellingStopsTheBatch() async {
        let layout = LabelLayout(width: 100)
        let requests = (0..<2_000).map { LabelFitter.Request("Label \($0)", in: layout, locale: "en") }
        // Cancelled from inside, before the batch starts: no race with the task's start.
        let task = Task { () async throws -> [LabelFit] in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Self.fitter.fit(requests, concurrency: 1)
        }
        await #expect(throws: CancellationError.self) { _ = try await task.value }
    }
}
