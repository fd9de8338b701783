import LegibleReporting
import LegibleScan

/// Fonts given to attributed text in Objective-C, as the Swift reader's `AttributedFonts` reads
/// them: the value of `NSFontAttributeName` in a dictionary literal
/// (`@{NSFontAttributeName: [UIFont systemFontOfSize:17]}`) and of
/// `[text addAttribute:NSFontAttributeName value:… range:…]`. A fixed size there is
/// `text.fixed-size` at the font's line; a text style or a `UIFontMetrics`-scaled font is not.
///
/// Not read: attributes that style no element of the app — bar and segment titles
/// (`setTitleTextAttributes:forState:`, `titleTextAttributes`), and text drawn into an image or
/// only measured (`drawAtPoint:withAttributes:`, `drawInRect:withAttributes:`,
/// `sizeWithAttributes:`, `boundingRectWithSize:options:attributes:context:`).
enum ObjCAttributedFonts {
    /// Selector and property parts whose statement uses its attributes on no element.
    private static let notElements = [
        "itleTextAttributes", "drawAtPoint", "drawInRect", "drawWithRect", "sizeWithAttributes", "boundingRectWithSize",
    ]

    /// One element per fixed font given to attributed text in `statement`, with the site of the font.
    static func fonts(in statement: ObjCStatement, constants: ObjCConstants) -> [(font: ScannedFont, site: ObjCSite)] {
        let tokens = statement.tokens
        guard tokens.contains(where: { $0.isName("NSFontAttributeName") }),
            !tokens.contains(where: { token in token.kind == .name && notElements.contains { token.text.contains($0) } })
        else { return [] }
        let reader = ObjCFontReader(constants: constants, scope: statement.scope)
        var found: [(ScannedFont, ObjCSite)] = []
        for index in tokens.indices where tokens[index].isName("NSFontAttributeName") {
            let start: Int
            if index + 1 < tokens.endIndex, tokens[index + 1].isSymbol(":") {
                start = index + 2
            } else if index + 2 < tokens.endIndex, tokens[index + 1].isName("value"), tokens[index + 2].isSymbol(":") {
                start = index + 3
            } else {
                continue
            }
            guard start < tokens.endIndex, let font = reader.read(ObjCExpressionParser.parse(tokens[start...])), case .fixed = font else { continue }
            found.append((font, ObjCSite(line: tokens[start].line, column: tokens[start].column, lines: statement.lines)))
        }
        return found
    }
}
