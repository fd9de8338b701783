extension Finding {
    /// The finding as one compiler-style line, as the text report prints it:
    /// `file:line:column: severity: [rule] id: message`.
    ///
    /// ```swift
    /// finding.compilerStyleLine   // "Localizable.xcstrings:12:9: error: [overflow.label] settings.title: …"
    /// ```
    public var compilerStyleLine: String { TextReporter.line(for: self) }
}
