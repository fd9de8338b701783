import LegibleSyntax

/// A finished check result that renders itself in each of its formats.
///
/// Every check in Legible returns one: a design system's tests read its values, and the
/// `legible` command prints it with ``display(_:to:)`` in the format a flag chose, then exits 1
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
    /// The report in `format`, ending with a newline, as ``display(_:to:)`` writes it: control
    /// characters from the inputs escaped in the formats people read.
    public func rendered(as format: Format) -> String {
        var text = ""
        display(format, to: &text)
        return text
    }

    /// Whether `format` is read by people in a terminal or a CI log (`text`, `github`,
    /// `summary`), where a raw ESC or BEL from an input would act instead of show.
    public static func isForPeople(_ format: Format) -> Bool {
        ["text", "github", "summary"].contains(format.rawValue)
    }

    /// Writes the report as ``write(_:to:)`` does, with every control character but line feed
    /// and tab written as `\u{1B}` in the formats people read (``isForPeople(_:)``): a token
    /// name, catalog key, value or locale code with an ESC in it would otherwise recolour,
    /// retitle or erase lines of the terminal or CI log. The other formats escape for their own
    /// syntax (JSON `\u001b`, XML and HTML character references) and are written as they are.
    ///
    /// ```swift
    /// var output = ""
    /// report.display(.text, to: &output)   // "…red\u{1B}[2J…" where write wrote a raw ESC
    /// ```
    public func display<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        guard Self.isForPeople(format) else {
            write(format, to: &output)
            return
        }
        var escaping = ControlEscapingStream(base: output)
        write(format, to: &escaping)
        output = escaping.base
    }
}

/// A stream that passes text on with control characters escaped (EchoedText.escapingControls).
struct ControlEscapingStream<Base: TextOutputStream>: TextOutputStream {
    var base: Base

    mutating func write(_ text: String) {
        base.write(EchoedText.escapingControls(text))
    }
}
