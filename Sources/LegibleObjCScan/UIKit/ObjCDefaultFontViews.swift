/// A label or text field the file makes itself (`_portField = [[UITextField alloc]
/// initWithFrame:rect];`) and never gives a font or an attributed text: it shows UIKit's default
/// font, a fixed size no text size a person chooses changes. Shrinking it undoes no chosen size,
/// so, as for any fixed font, it is no `text.shrinks` finding (the rule's documentation), as the
/// Swift reader decides for a `UILabel()` given no font (LegibleSwiftScan's `DefaultFontLabels`).
/// mumble b493b10d `MUFavouriteServerEditViewController.m:116` shrinks `_portField`, made at :109
/// with no font anywhere in the file, and was a `text.shrinks` warning.
///
/// Its size is not reported as `text.fixed-size`: another file may reach the view through a
/// property and set a font the scan does not follow, so the font is left unknown.
enum ObjCDefaultFontViews {
    /// The classes whose plain `alloc`/`init…` makes a view with UIKit's default font.
    static let plainClasses: Set<String> = ["UILabel", "UITextField"]

    /// The properties that give a view a font of its own (an attributed text carries its fonts).
    static let fontProperties: Set<String> = ["font", "attributedText", "setAttributedText:"]

    /// The receiver `statement` makes as a plain label or text field (`x = [[UILabel alloc] init…]`,
    /// `UITextField *x = …`), as its path before the `=`; `nil` for any other statement.
    static func madeReceiver(_ statement: ObjCStatement) -> [String]? {
        let tokens = statement.tokens
        guard let assignment = ObjCStatementShape.topLevelAssignment(tokens), tokens[assignment].text == "=",
            let chain = ObjCStatementShape.chain(before: assignment, in: tokens),
            case .message(let made, let initializer, _) = ObjCExpressionParser.parse(tokens[(assignment + 1)...]),
            initializer.hasPrefix("init"), case .message(.path(let names), "alloc", let none) = made, none.isEmpty,
            names.count == 1, plainClasses.contains(names[0])
        else { return nil }
        return chain.names
    }
}
