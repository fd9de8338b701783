/// One token of Objective-C source. Comments are not tokens: the lexer keeps them aside for
/// `legible:` suppressions.
struct ObjCToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A name or C keyword (`UIFont`, `self`, `return`).
        case name
        /// An `@` keyword with its `@` (`@implementation`, `@end`, `@property`).
        case atKeyword
        /// A number as written, suffixes included (`17`, `17.0f`, `0xFF`, `1e3L`).
        case number
        /// A string literal (`"…"` or `@"…"`); `text` is its contents with escapes as written.
        case string
        /// A character literal; `text` is its contents.
        case character
        /// A preprocessor line (`#define kSize 17`), continuation lines joined, comments dropped.
        case preprocessor
        /// An operator or punctuation (`[`, `->`, `==`, `^`, `@`).
        case symbol
    }

    var kind: Kind
    var text: String
    /// The line, from 1.
    var line: Int
    /// The column in Unicode scalars, from 1.
    var column: Int

    /// Whether it is the symbol `symbol`.
    func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }

    /// Whether it is the name `name`.
    func isName(_ name: String) -> Bool { kind == .name && text == name }
}

/// A comment, kept for `legible:` suppressions.
struct ObjCComment: Sendable, Hashable {
    /// The comment as written, `//` or `/*` included.
    var text: String
    var line: Int
    var column: Int
    /// Whether code comes before it on its line (it then speaks of that line).
    var trailsCode: Bool
}

/// The limits of the Objective-C reader (Documentation/Reference.md, "What legible scan reads").
enum ObjCLimits {
    /// The largest file read, in bytes (4 MiB, as for Swift and Kotlin).
    static let maximumFileBytes = 4 << 20
    /// The most tokens read from one file.
    static let maximumTokens = 1_000_000
    /// The deepest nesting of brackets, parentheses and braces.
    static let maximumDepth = 100
}

/// Why a file is not read: past a limit, at a line and column.
struct ObjCLimitError: Error, Sendable, Hashable {
    var message: String
    var line: Int
    var column: Int
}
