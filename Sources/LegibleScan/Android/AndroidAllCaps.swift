import Foundation
import LegibleSyntax

/// `textAllCaps`: whether a text view draws its text in capitals, as `TextView` decides it, and
/// the capitals it draws.
///
/// `TextView` reads `textAllCaps` from its text appearance first, then from its style and its own
/// attributes, which win (`TextView(Context, AttributeSet, int, int)`; AppCompat's
/// `AppCompatTextHelper` reads the text appearance's `textAllCaps` and then the view's
/// `app:textAllCaps` the same way). When it is on, `AllCapsTransformationMethod` draws the text
/// upper-cased in the view's text locale with ICU's full case mapping (`TextUtils.toUpperCase`):
/// Turkish `i` → `İ`, German `ß` → `SS`, Greek without accents. So a button is measured with
/// the capitals it shows, which are wider.
enum AndroidAllCaps {
    /// Whether a library text appearance draws capitals, `nil` when Legible does not know the style.
    ///
    /// From the libraries' published styles: AppCompat's `Base.TextAppearance.AppCompat.Button`
    /// (and `TextAppearance.AppCompat.Widget.Button*` below it) and the framework's
    /// `TextAppearance.Material.Button` set `textAllCaps` true; Material Components'
    /// `Base.TextAppearance.MaterialComponents.Button` and `…Overline` set it true and every other
    /// `TextAppearance.MaterialComponents.*` false (material-components-android
    /// `typography/res/values/styles.xml`); Material 3's type scale sets it false on every role.
    static func library(style name: String) -> Bool? {
        let parts = Array(name.split(separator: ".").map(String.init).drop { $0 == "Base" })
        guard parts.count >= 2, parts[0] == "TextAppearance" else { return nil }
        let rest = Array(parts.dropFirst(2))
        switch parts[1] {
        case "AppCompat", "Material":
            // TextAppearance.AppCompat.Button, TextAppearance.AppCompat.Widget.Button.Colored…
            return rest.first == "Button" || (rest.count >= 2 && rest[0] == "Widget" && rest[1] == "Button")
        case "MaterialComponents":
            return ["Button", "Overline", "Tab"].contains(rest.first ?? "")
        case "Design":
            return rest.first == "Tab"
        case "Material3", "M3":
            return false
        default:
            // TextAppearance.Large and the like: no capitals.
            return rest.isEmpty ? false : nil
        }
    }

    /// Whether a theme's text appearance attribute draws capitals: `textAppearanceButton` is
    /// `TextAppearance.AppCompat.Button` or `TextAppearance.MaterialComponents.Button` in the
    /// themes that define it, `textAppearanceOverline` Material Components' Overline; the others
    /// are not capitals. `nil` for an attribute Legible does not know.
    static func library(themeAttribute name: String) -> Bool? {
        if name == "textAppearanceButton" || name == "textAppearanceOverline" { return true }
        return name.hasPrefix("textAppearance") ? false : nil
    }

    /// Whether a library widget style's text appearance draws capitals: AppCompat's,
    /// the framework's and Material Components' buttons do (their text appearance is
    /// `?attr/textAppearanceButton`), Material 3's do not (Label Large, `textAllCaps` false).
    /// `nil` for a style Legible does not know.
    static func library(widgetStyle name: String) -> Bool? {
        let parts = Array(name.split(separator: ".").drop { $0 == "Base" })
        guard parts.count >= 3, parts[0] == "Widget" else { return nil }
        switch (parts[1], parts[2]) {
        case ("AppCompat", "Button"), ("Material", "Button"), ("MaterialComponents", "Button"), ("MaterialComponents", "ExtendedFloatingActionButton"):
            return true
        case ("Material3", _):
            return false
        default:
            return nil
        }
    }

    /// `true`/`false` as written, `nil` for anything else (a `@bool/` resource, data binding).
    static func flag(_ value: String?) -> Bool? {
        switch value?.trimmingWhitespace {
        case "true": true
        case "false": false
        default: nil
        }
    }

    /// `text` as `AllCapsTransformationMethod` draws it in `locale`: upper-cased with the
    /// locale's full case mapping. A format's specifiers (`%1$s`, `%d`, `%%`) are kept as they
    /// are: the text is upper-cased after code formats it, and `%S` would be another specifier.
    static func upperCased(_ text: String, locale: String) -> String {
        let locale = Locale(identifier: locale.replacingOccurrences(of: "-r", with: "-"))
        guard text.contains("%") else { return text.uppercased(with: locale) }
        var result = ""
        var plain = ""
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == "%", let end = specifierEnd(text, from: index) else {
                plain.append(text[index])
                index = text.index(after: index)
                continue
            }
            result += plain.uppercased(with: locale)
            plain = ""
            result += text[index..<end]
            index = end
        }
        return result + plain.uppercased(with: locale)
    }

    /// The end of a `java.util.Formatter` specifier starting at `start` (a `%`): argument index,
    /// flags, width and precision, then one conversion letter or `%`; `nil` when none follows.
    private static func specifierEnd(_ text: String, from start: String.Index) -> String.Index? {
        var index = text.index(after: start)
        while index < text.endIndex, let ascii = text[index].asciiValue, ascii < 128, "0123456789$-#+ ,(<.".utf8.contains(ascii) {
            index = text.index(after: index)
        }
        guard index < text.endIndex, text[index] == "%" || (text[index].isASCII && text[index].isLetter) else { return nil }
        return text.index(after: index)
    }
}

extension AndroidLayoutWalk {
    /// Whether the view draws its text in capitals (``AndroidAllCaps``): its text appearance's
    /// `textAllCaps` (an app style's item, else its library ancestor's), else its library widget
    /// style's, else a themed `<Button>`'s default (AppCompat and Material Components buttons are
    /// capitals, Material 3's are not); then its style's and its own `android:textAllCaps` and
    /// AppCompat's `app:textAllCaps`, which win.
    func allCaps(_ view: AndroidView) -> Bool {
        var caps: Bool?
        if let appearance = view.android("textAppearance") {
            if let reference = AndroidValueSyntax.reference(appearance), reference.type == "style",
                let style = try? resources.resolveStyle(reference.name, isFramework: reference.isFramework)
            {
                caps = AndroidAllCaps.flag(style.items["app:textAllCaps"]) ?? AndroidAllCaps.flag(style.items["android:textAllCaps"])
                if caps == nil, let library = style.library { caps = AndroidAllCaps.library(style: library.name) }
            } else if let attribute = AndroidValueSyntax.themeAttribute(appearance) {
                caps = AndroidAllCaps.library(themeAttribute: attribute.name)
            }
        } else if let library = view.styleLibrary {
            caps = AndroidAllCaps.library(widgetStyle: library.name) ?? AndroidAllCaps.library(style: library.name)
        } else if view.attributes["style"] != nil, let themed = themedLibraryStyle(view) {
            caps = AndroidAllCaps.library(widgetStyle: themed)
        } else if ["Button", "AppCompatButton", "MaterialButton"].contains(view.tag), themeDefaultText(view) != nil, let family = widgetFamily() {
            // The theme's button style, as themeDefaultText finds it (no app style overrides it).
            caps = family != .material3
        }
        if let own = AndroidAllCaps.flag(view.android("textAllCaps")) { caps = own }
        if let own = AndroidAllCaps.flag(view.app("textAllCaps")) { caps = own }
        return caps ?? false
    }
}
