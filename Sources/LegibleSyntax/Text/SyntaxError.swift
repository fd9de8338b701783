/// A line and column in a text, both from 1; columns count Unicode scalars (the convention of
/// libyaml and of SARIF's `unicodeCodePoints` column kind), and `\r\n` is one line break.
///
/// The readers here count positions with it; LegibleReporting's public `TextPosition` is made
/// from it where a position leaves the package.
package struct SyntaxPosition: Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int
    /// The column in Unicode scalars, from 1.
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    package var description: String { "\(line):\(column)" }
}

/// Text that cannot be read: the file, where, and what was expected.
///
/// Every reader in this module throws it; LegibleReporting turns it into the public
/// `SourceFileError`, keeping each field, so messages are the same whichever module reports them.
package struct SyntaxError: Error, Sendable, Hashable {
    /// The file as the caller named it.
    package var file: String
    /// Where the problem is, when it can be pinned down.
    package var position: SyntaxPosition?
    /// Where in the document's structure, such as `elements[2].frame` (empty for the root), when
    /// the problem was found while decoding a value rather than while reading the syntax.
    package var codingPath: String?
    /// What is wrong and what was expected.
    package var message: String

    package init(file: String, position: SyntaxPosition? = nil, codingPath: String? = nil, message: String) {
        self.file = file
        self.position = position
        self.codingPath = codingPath
        self.message = message
    }
}
