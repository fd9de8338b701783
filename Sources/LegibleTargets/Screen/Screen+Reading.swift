import LegibleReporting
import LegibleSyntax

extension Screen {
    /// Reads a screen file in the JSON form described on ``Screen``.
    ///
    /// ```swift
    /// let screen = try Screen(contentsOfFile: "Examples/targets/checkout.json")
    /// let audit = ScreenAudit(screen: screen, platform: .ios)
    /// ```
    ///
    /// - Parameter path: the file, UTF-8 or UTF-16 text; it names the file in errors.
    /// - Throws: `SourceFileError` when the file cannot be read or is not a valid screen (see
    ///   ``init(parsing:file:)``).
    public init(contentsOfFile path: String) throws(SourceFileError) {
        let text = try SourceFileError.converting { () throws(SyntaxError) in
            try TextDecoding.decode(try TextDecoding.read(path), file: path)
        }
        try self.init(parsing: text, file: path)
    }

    /// Parses a screen from its JSON form (described on ``Screen``).
    ///
    /// Reading is all-or-nothing. A syntax error names its line and column; a value the screen
    /// cannot use names its line, column and field too, by coding path:
    ///
    /// ```swift
    /// do {
    ///     _ = try Screen(parsing: text, file: "checkout.json")
    /// } catch {
    ///     print(error)  // checkout.json:9:16: elements[2].frame: missing key "width"
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - text: the screen's JSON.
    ///   - file: names the screen in errors.
    /// - Throws: `SourceFileError` with the position and, for a value that is wrong rather than
    ///   malformed, its `codingPath`.
    public init(parsing text: String, file: String) throws(SourceFileError) {
        self = try SourceFileError.converting { () throws(SyntaxError) in
            let root = try JSONReader.parse(text, file: file)
            return try PositionedValueDecoder().decode(Screen.self, from: root, file: file)
        }
    }
}
