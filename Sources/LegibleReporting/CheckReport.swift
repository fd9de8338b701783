/// A finished check result that renders itself in each of its formats.
///
/// Every check in Legible returns one: a design system's tests read its values, and the
/// `legible` command prints it with ``write(_:to:)`` in the format a flag chose, then exits 1
/// when ``fails`` is true. Build the whole report before writing any of it, so bad input never
/// leaves half a report behind.
///
/// ```swift
/// let report = ContrastReport(checking: [pair], options: ContrastOptions(level: .aa))
/// print(report.rendered(as: .json), terminator: "")
/// if report.fails { … }
/// ```
public protocol CheckReport: Sendable {
    /// The formats this report renders, such as `text` and `json`.
    associatedtype Format: RawRepresentable<String>, CaseIterable, Sendable, Hashable

    /// Writes the report in `format` to `output`, ending with a newline.
    func write<Output: TextOutputStream>(_ format: Format, to output: inout Output)

    /// Whether a check failed (the command line's exit status 1).
    var fails: Bool { get }
}

extension CheckReport {
    /// The report in `format`, ending with a newline.
    public func rendered(as format: Format) -> String {
        var text = ""
        write(format, to: &text)
        return text
    }
}
