import LegibleScan
import SwiftSyntax

/// Reads the text a view shows and the key it is localised by.
///
/// Recognised: `Text("key")` and the title of `Button`, `Toggle`, `Stepper`, `Link`, `Label`,
/// `TextField`, `Menu` (a string literal is a `LocalizedStringKey`), `Text("key", tableName:)`,
/// `Text(verbatim:)` (not localised), `Text(LocalizedStringKey("key"))`,
/// `String(localized: "key", table:)`, `NSLocalizedString("key", tableName:, comment:)`, and
/// UIKit `.text =`/`setTitle(_:for:)` of the same. A literal with interpolation has no key of its
/// own the catalog is keyed by here, so it is left unknown.
enum TextContent {
    /// The text `expression` spells as a localisable string (`String(localized:)`,
    /// `NSLocalizedString`, `LocalizedStringKey(…)`); a plain string literal is `key` only when
    /// `literalIsKey` (a SwiftUI initialiser taking `LocalizedStringKey`), else verbatim.
    static func read(_ expression: ExprSyntax?, literalIsKey: Bool, table: String? = nil) -> ScannedText? {
        guard let expression = expression?.unparenthesized else { return nil }
        if let value = expression.stringLiteralValue {
            return literalIsKey ? ScannedText(key: value, literal: value, table: table) : ScannedText(literal: value)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledName else { return nil }
        switch name {
        case "LocalizedStringKey", "LocalizedStringResource":
            return read(call.argument(nil), literalIsKey: true, table: table)
        case "String" where call.argument("localized") != nil:
            guard let key = call.argument("localized")?.stringLiteralValue else { return nil }
            let value = call.argument("defaultValue")?.stringLiteralValue ?? key
            return ScannedText(key: key, literal: value, table: call.argument("table")?.stringLiteralValue ?? table)
        case "NSLocalizedString":
            guard let key = call.argument(nil)?.stringLiteralValue else { return nil }
            let value = call.argument("value")?.stringLiteralValue ?? key
            return ScannedText(key: key, literal: value, table: call.argument("tableName")?.stringLiteralValue ?? table)
        default:
            return nil
        }
    }

    /// The text of a SwiftUI view call: `Text("key")`, `Button("Save") { … }`.
    static func ofView(_ call: FunctionCallExprSyntax, name: String) -> ScannedText? {
        let table = call.argument("tableName")?.stringLiteralValue
        if name == "Text", let verbatim = call.argument("verbatim") {
            return verbatim.stringLiteralValue.map { ScannedText(literal: $0) }
        }
        guard let first = call.arguments.first, first.label == nil else { return nil }
        return read(first.expression, literalIsKey: true, table: table)
    }
}

/// The SwiftUI views the reader knows, by the kind of element they are.
enum SwiftUIViews {
    static func kind(of name: String) -> ScannedElement.Kind? {
        switch name {
        case "Text", "Label": .label
        // `PhotosPicker(selection:) { label }` is tapped as a button is (Winston 3de4a170 `ImageThemePicker.swift:38`).
        case "Button", "Link", "Menu", "NavigationLink", "ShareLink", "PasteButton", "EditButton", "PhotosPicker": .button
        case "Toggle": .toggle
        case "Stepper": .stepper
        case "TextField", "SecureField": .textField
        case "TextEditor": .textView
        case "Slider": .slider
        default: nil
        }
    }
}
