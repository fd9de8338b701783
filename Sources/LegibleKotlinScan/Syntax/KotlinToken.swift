/// A line and column in a Kotlin file, both from 1; columns count Unicode scalars, as every
/// other reader's positions do, and `\r\n` is one line break.
package struct KotlinPosition: Sendable, Hashable, CustomStringConvertible {
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

/// One token of Kotlin source. Comments are not tokens (the lexer keeps them aside for
/// `legible:` suppressions); line breaks are, because they end statements.
package struct KotlinToken: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// A name or keyword; a backticked name without its backticks.
        case name
        /// A number as written, suffixes included (`1f`, `0xFF00FF00`, `1_000L`).
        case number
        /// A string literal; `text` is its value with escapes decoded and templates kept as
        /// written (`Hi $name`).
        case string(hasTemplates: Bool)
        /// A character literal; `text` is its value.
        case character
        /// An operator or punctuation (`?.`, `::`, `..<`, `(`, `@`).
        case symbol
        /// A line break outside parentheses' meaning (the parser decides).
        case newline
        /// The end of the file.
        case end
    }

    package var kind: Kind
    package var text: String
    package var position: KotlinPosition

    package init(kind: Kind, text: String, position: KotlinPosition) {
        self.kind = kind
        self.text = text
        self.position = position
    }

    /// Whether it is the symbol `symbol`.
    package func isSymbol(_ symbol: String) -> Bool {
        if case .symbol = kind { return text == symbol }
        return false
    }

    /// Whether it is the name (or keyword) `name`.
    package func isName(_ name: String) -> Bool {
        if case .name = kind { return text == name }
        return false
    }

    package var isName: Bool {
        if case .name = kind { return true }
        return false
    }

    package var isNewline: Bool {
        if case .newline = kind { return true }
        return false
    }

    package var isEnd: Bool {
        if case .end = kind { return true }
        return false
    }
}

/// A comment, kept for `legible:` suppressions.
package struct KotlinComment: Sendable, Hashable {
    /// The comment as written, `//` or `/*` included.
    package var text: String
    package var position: KotlinPosition
    /// Whether code comes before it on its line (`foo() // legible:ignore-next-line …`).
    package var trailsCode: Bool
}

/// Something in a Kotlin file the reader could not read, with where.
package struct KotlinDiagnostic: Sendable, Hashable {
    package var message: String
    package var position: KotlinPosition

    package init(_ message: String, at position: KotlinPosition) {
        self.message = message
        self.position = position
    }
}

/// The limits every Kotlin file is read within, so that no input can make the reader crash or hang.
package enum KotlinLimits {
    /// The largest file read, in bytes (4 MiB, as for Swift).
    package static let maximumFileBytes = 4 << 20
    /// The most tokens read from one file; the rest is not read (a diagnostic says so).
    package static let maximumTokens = 1_000_000
    /// The deepest nesting of brackets, blocks, string templates and expressions; deeper code is
    /// skipped to the end of its statement with a diagnostic.
    package static let maximumDepth = 100
    /// The deepest tree of expressions kept (a long member chain is as deep as its links).
    package static let maximumTreeDepth = 400
}
