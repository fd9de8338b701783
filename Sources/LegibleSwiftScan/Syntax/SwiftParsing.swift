import SwiftParser
import SwiftSyntax

/// How the scan parses Swift: with the nesting limit a release build of swift-syntax uses (its
/// `Parser.defaultMaximumNestingLevel`, 256), in a debug build too, whose parser otherwise stops
/// at 20 levels and so read deeply nested SwiftUI differently from the release tool (a view 30
/// levels deep lost its inner texts in the tests). Deeper files do not reach the parser in the
/// scan of a file: ``SwiftNestingCheck`` refuses nesting deeper than 100 first.
enum SwiftParsing {
    /// swift-syntax's default in a release build.
    static let maximumNestingLevel = 256

    /// `text` parsed as a source file.
    static func parse(_ text: String) -> SourceFileSyntax {
        var text = text
        return text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
    }
}
