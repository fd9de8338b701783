import SwiftSyntax

/// The function a font is returned from (`func updatedIconFont() -> Font { switch widgetFamily {
/// case .systemLarge: return .system(size: 13) … } }`), for its name: a function named for an icon
/// sizes a symbol, as a property or parameter so named does (``SwiftScanVisitor/namesAnIconFont(_:)``).
/// breadwallet-ios a81bc58d `breadwalletWidget/Views/SharedComponentViews.swift:147-153`, whose
/// 13 pt and 8 pt are passed as `iconFont:` (:115-117) and given only to `Image(systemName:
/// "arrow.clockwise")` (:167-168), were two wrong `text.fixed-size` warnings (fresh-ios24a
/// pattern 4).
enum IconFontFunctions {
    /// The name of the function whose `return` gives `value` (in any branch of its body); `nil`
    /// when `value` is not returned, or is returned from a closure.
    static func function(returning value: ExprSyntax) -> String? {
        guard value.parent?.is(ReturnStmtSyntax.self) == true else { return nil }
        var current = value.parent
        while let ancestor = current {
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(AccessorBlockSyntax.self) { return nil }
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.name.text }
            current = ancestor.parent
        }
        return nil
    }
}
