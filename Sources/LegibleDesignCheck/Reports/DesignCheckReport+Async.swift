import LegibleReporting
import LegibleTokens

extension DesignCheckReport {
    /// The steps of an asynchronous check, for a progress display.
    public enum Step: String, Sendable, Hashable, CaseIterable {
        /// The configuration file was read.
        case configuration
        /// Every source was read and its colours resolved in each appearance.
        case sources
        /// Every pair and palette was checked (and, when asked, the changes that make them pass found).
        case check
    }

    /// Reads a configuration file and its sources and checks them, as
    /// ``init(configurationFile:suggesting:limits:checkLimits:)`` does, off the caller's thread:
    /// `progress` is called after each ``Step`` with (steps done, steps in all) and the step, and
    /// cancelling the calling task stops the check before the next step.
    ///
    /// ```swift
    /// let report = try await DesignCheckReport.checking(configurationFile: "legible.yaml", suggesting: true) { done, total, step in
    ///     print("\(done)/\(total): \(step.rawValue)")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - path: the `legible.yaml` or `legible.json` file.
    ///   - suggesting: whether to search for the changes that make failing pairs pass.
    ///   - limits: the limits on reading the sources.
    ///   - progress: called after each step, from any thread.
    /// - Throws: `SourceFileError` as the synchronous initialiser does, or `CancellationError`.
    public static func checking(
        configurationFile path: String, suggesting: Bool = false, limits: ColorTokenLimits = ColorTokenLimits(),
        progress: (@Sendable (Int, Int, Step) -> Void)? = nil
    ) async throws -> DesignCheckReport {
        let total = Step.allCases.count
        try Task.checkCancellation()
        let configuration = try await Task.detached { try CheckConfiguration(contentsOfFile: path, limits: limits) }.value
        progress?(1, total, .configuration)
        try Task.checkCancellation()
        let colors = try await Task.detached { try ColorTokenSet(configuration: configuration, limits: limits) }.value
        progress?(2, total, .sources)
        let report = try await checking(colors, configuration: configuration, suggesting: suggesting)
        progress?(3, total, .check)
        return report
    }

    /// Checks colours already read against a configuration, as
    /// ``init(checking:configuration:suggesting:limits:)`` does, off the caller's thread; cancelling the
    /// calling task before it starts stops it.
    ///
    /// - Parameters:
    ///   - colors: the colours, read from the configuration's sources.
    ///   - configuration: the pairs, palettes, level, appearances and locks.
    ///   - suggesting: whether to search for the changes that make failing pairs pass.
    /// - Throws: `SourceFileError` as the synchronous initialiser does, or `CancellationError`.
    public static func checking(_ colors: ColorTokenSet, configuration: CheckConfiguration, suggesting: Bool = false) async throws -> DesignCheckReport {
        try Task.checkCancellation()
        return try await Task.detached {
            try DesignCheckReport(checking: colors, configuration: configuration, suggesting: suggesting)
        }.value
    }
}
