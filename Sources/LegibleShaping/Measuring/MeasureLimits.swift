import LegibleSyntax

/// The most text `legible measure` takes, so a wrong file ends in a clear message instead of
/// minutes of shaping and gigabytes of memory.
///
/// The defaults are far beyond real use: an interface string is a few hundred bytes and a file of
/// ten thousand of them half a megabyte. Shaping takes time and memory in proportion to the text
/// (about 60 bytes of memory per byte of one line while it is shaped), so the limits bound both.
///
/// ```swift
/// let lines = text.split(separator: "\n")
/// if let long = lines.first(where: { $0.utf8.count > MeasureLimits.default.maximumTextBytes }) { … }
/// ```
public struct MeasureLimits: Sendable, Hashable, Codable {
    /// The most bytes a list of texts to measure (`--strings FILE`) may have: 64 MiB
    /// (67,108,864 bytes) by default.
    public var maximumStringsFileBytes: Int
    /// The most bytes (UTF-8) one text may have — one line of a strings file, or the text given on
    /// the command line: 16 MiB (16,777,216 bytes) by default.
    public var maximumTextBytes: Int

    /// Limits with the defaults, or the values given.
    ///
    /// - Parameters:
    ///   - maximumStringsFileBytes: the most bytes a list of texts may have.
    ///   - maximumTextBytes: the most bytes one text may have.
    public init(maximumStringsFileBytes: Int = 64 << 20, maximumTextBytes: Int = 16 << 20) {
        self.maximumStringsFileBytes = maximumStringsFileBytes
        self.maximumTextBytes = maximumTextBytes
    }

    /// The default limits.
    public static let `default` = MeasureLimits()

    /// Checks one text's length.
    ///
    /// - Parameters:
    ///   - text: the text to measure.
    ///   - name: names it in the message, such as `strings file 'labels.txt' line 3`.
    /// - Throws: ``MeasureError`` naming the text and the limit when it is longer than
    ///   ``maximumTextBytes``.
    public func check(_ text: String, name: String) throws(MeasureError) {
        let bytes = text.utf8.count
        guard bytes <= maximumTextBytes else {
            throw MeasureError("\(name): \(bytes) bytes, over the limit of \(maximumTextBytes) bytes for one text (MeasureLimits.maximumTextBytes)")
        }
    }

    /// The strings-file limit as the shared file reader states it.
    package var stringsFile: FileSizeLimit {
        FileSizeLimit(bytes: maximumStringsFileBytes, what: "a strings file", setting: "MeasureLimits.maximumStringsFileBytes")
    }
}
