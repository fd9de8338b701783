import LegibleCatalogs
import LegibleTypeScale

extension LabelFitter {
    /// One label to fit: a text in a layout, in a locale, with a Bold Text setting.
    public struct Request: Sendable, Hashable {
        /// The text as shown.
        public var text: String
        /// The label.
        public var layout: LabelLayout
        /// The text's locale.
        public var locale: String
        /// The Bold Text setting; off by default.
        public var legibilityWeight: TextLegibilityWeight

        /// A request.
        ///
        /// - Parameters:
        ///   - text: the text as shown.
        ///   - layout: the label.
        ///   - locale: the text's locale.
        ///   - legibilityWeight: the Bold Text setting; off by default.
        public init(_ text: String, in layout: LabelLayout, locale: String, legibilityWeight: TextLegibilityWeight = .regular) {
            self.text = text
            self.layout = layout
            self.locale = locale
            self.legibilityWeight = legibilityWeight
        }
    }

    /// Fits many labels at once, off the caller's thread and on every core, as the audit
    /// measures a catalog: `progress` is called with (labels done, labels in all) after each
    /// label, from any thread, and cancelling the calling task stops the work.
    ///
    /// ```swift
    /// let fits = try await fitter.fit([
    ///     LabelFitter.Request("Änderungen speichern", in: button, locale: "de"),
    ///     LabelFitter.Request("保存更改", in: button, locale: "zh-Hans"),
    /// ]) { done, total in print("\(done)/\(total)") }
    /// ```
    ///
    /// - Parameters:
    ///   - requests: the labels, in the order to return their fits.
    ///   - concurrency: how many labels are measured at once, 1 or more; the number of active
    ///     processors by default.
    ///   - progress: called after each label.
    /// - Returns: one fit per request, in request order.
    /// - Throws: `AuditError` for the first label whose font cannot be loaded (in request
    ///   order), or `CancellationError` when the task is cancelled.
    public func fit(
        _ requests: [Request], concurrency: Int? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> [LabelFit] {
        let width = max(1, concurrency ?? AuditOptions().concurrency)
        var results = [Result<LabelFit, AuditError>?](repeating: nil, count: requests.count)
        try await withThrowingTaskGroup(of: (Int, Result<LabelFit, AuditError>).self) { group in
            var next = 0
            func submit() {
                let index = next
                let request = requests[index]
                group.addTask {
                    try Task.checkCancellation()
                    do throws(AuditError) {
                        return (
                            index,
                            .success(
                                try self.fit(
                                    request.text, in: request.layout, locale: request.locale,
                                    legibilityWeight: request.legibilityWeight))
                        )
                    } catch {
                        return (index, .failure(error))
                    }
                }
                next += 1
            }
            while next < min(requests.count, width) { submit() }
            var done = 0
            while let (index, result) = try await group.next() {
                results[index] = result
                done += 1
                progress?(done, requests.count)
                try Task.checkCancellation()
                if next < requests.count { submit() }
            }
        }
        return try results.map { try $0!.get() }
    }
}
