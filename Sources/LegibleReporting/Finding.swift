/// How much a finding matters, from least to most severe.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Information only; never fails a run.
    case note
    /// Worth a look; fails a run only when asked to.
    case warning
    /// A failed check.
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One result of a check: which rule, about what, how severe, and what to do.
///
/// Every checker in Legible reports `Finding`s so one set of reporters (text, JSON, SARIF,
/// JUnit, GitHub annotations) serves them all.
///
/// ```swift
/// Finding(id: "save-button", rule: "target.size.ios", severity: .error,
///         message: "40×40 pt is smaller than 44×44 pt; grow the hit area by 2 pt per side")
/// ```
public struct Finding: Sendable, Hashable {
    /// What the finding is about: an element id, a string key, a colour pair.
    public var id: String
    /// The rule's stable identifier, for example `target.size.ios` or `overflow.label`.
    public var rule: String
    /// How much the finding matters.
    public var severity: Severity
    /// One sentence a person can act on, at most 200 characters in `legible scan`'s findings;
    /// the details go in ``properties``.
    public var message: String
    /// Where the subject is defined, when it comes from a file.
    public var location: Finding.Location?
    /// Details kept out of the message, in the order they were given (fonts measured, sizes,
    /// widths, locales, the other appearances); empty for most findings. JSON and SARIF write
    /// them; the text formats do not.
    public var properties: [Finding.Property] = []

    /// A finding; `location` is `nil` when the subject does not come from a file.
    public init(
        id: String, rule: String, severity: Severity, message: String, location: Finding.Location? = nil, properties: [Finding.Property] = []
    ) {
        self.id = id
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.properties = properties
    }
}

extension Finding {
    /// Where a finding points: a file and, when known, a line and column (1-based).
    ///
    /// Nested in ``Finding`` so it never meets Swift Testing's own `SourceLocation`. It prints
    /// as compilers do: `Main.storyboard:12:5`, `Main.storyboard:12` or `Main.storyboard`.
    public struct Location: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The file path as the checker received it.
        public var file: String
        /// The 1-based line, when known.
        public var line: Int?
        /// The 1-based column, when known.
        public var column: Int?

        /// A location in `file`.
        public init(file: String, line: Int? = nil, column: Int? = nil) {
            self.file = file
            self.line = line
            self.column = column
        }

        /// `file:line:column`, leaving out what is not known.
        public var description: String {
            guard let line else { return file }
            guard let column else { return "\(file):\(line)" }
            return "\(file):\(line):\(column)"
        }
    }
}
