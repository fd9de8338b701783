import Foundation
import LegibleColor
import LegibleReporting
import LegibleSyntax

/// The theme an app's layouts are shown in: `<application android:theme="@style/…">` in its
/// `AndroidManifest.xml`.
///
/// A layout an activity shows as its content view is resolved in the theme that activity sets in
/// code with a literal `setTheme(R.style.X)` (`AndroidSourceFacts`), else in the manifest's
/// `<activity android:theme>` for it, else in the application's theme; each colour found
/// through it says which.
public struct AndroidApplicationTheme: Sendable, Hashable {
    /// The style's name (`Theme.App`).
    public var name: String
    /// The manifest that names it, at the `<application>` element.
    public var location: Finding.Location
}

/// What a theme attribute is in the application theme, in light or dark mode.
enum AndroidThemeValue: Sendable, Hashable {
    /// The value the app's theme (or a style it inherits) gives the attribute, as written.
    case value(String)
    /// A colour Legible ships for a library theme the app's theme inherits, with where it comes
    /// from ("Theme.Material3.DayNight's Material 3 baseline colours") and its alpha
    /// (AppCompat's secondary text is 54% black).
    case library(SRGBColor, alpha: Double, source: String)
    /// Not knowable from the app's files, with why.
    case unknown(String)
}

extension AndroidResources {
    /// The `AndroidManifest.xml` beside a `res` folder (`src/main/res` →
    /// `src/main/AndroidManifest.xml`), parsed, with its path; `nil` when there is none.
    static func manifest(besideResFolder resFolder: String, limit: FileSizeLimit) throws(SyntaxError) -> (XMLElementNode, String)? {
        let path = ((resFolder as NSString).deletingLastPathComponent as NSString).appendingPathComponent("AndroidManifest.xml")
        guard WalkedEntry(path) == .file else { return nil }
        return (try XMLReader.parse(try TextDecoding.decode(try FileReading.read(path, limit: limit, regularFileOnly: true), file: path), file: path), path)
    }

    /// The `<application android:theme>` of a parsed manifest; `nil` when it names no app style.
    static func applicationTheme(in root: XMLElementNode, path: String) -> AndroidApplicationTheme? {
        let namespaces = AndroidAttributes(root, inherited: [:]).namespaces
        guard root.name == "manifest", let application = root.childElements.first(where: { $0.name == "application" }),
            let theme = AndroidAttributes(application, inherited: namespaces).android("theme"),
            let reference = AndroidValueSyntax.reference(theme), reference.type == "style", !reference.isFramework
        else { return nil }
        return AndroidApplicationTheme(name: reference.name, location: androidLocation(path, application.position))
    }

    /// A theme attribute's value in the application theme: the theme's `<style>` chain (explicit
    /// and dotted parents; `values-night` first when `dark`) and, when the app's styles do not
    /// set it, Material 3's baseline colour for the few attributes ``AndroidMaterialThemeColors``
    /// lists. An item that is itself `?attr/…` is followed in the same theme.
    ///
    /// - Throws: `SyntaxError` for a style cycle or an over-long chain.
    func themeValue(_ attribute: String, isFramework: Bool, dark: Bool) throws(SyntaxError) -> AndroidThemeValue {
        guard let theme = applicationTheme else {
            return .unknown("a theme attribute, and no AndroidManifest.xml beside the res folder names an application theme")
        }
        let resolved = try resolveStyle(theme.name, isFramework: false, night: dark)
        var key = isFramework ? "android:\(attribute)" : attribute
        var seen: [String] = []
        while true {
            if let value = resolved.items[Self.normalisedItemName(key)] {
                guard let next = AndroidValueSyntax.themeAttribute(value) else { return .value(value) }
                if seen.contains(key) {
                    let through = (seen.drop { $0 != key }.dropFirst() + [key]).map { "?attr/\($0)" }.joined(separator: " → ")
                    return .unknown("?attr/\(key) refers to itself through \(through)")
                }
                guard seen.count < limits.maximumReferenceDepth else {
                    return .unknown(
                        "the chain of theme attributes from ?attr/\(seen[0]) is longer than \(limits.maximumReferenceDepth) (AndroidResourceLimits.maximumReferenceDepth)"
                    )
                }
                seen.append(key)
                key = next.isFramework ? "android:\(next.name)" : next.name
                continue
            }
            guard let library = resolved.library, !library.name.isEmpty else {
                return .unknown("the theme \(theme.name) does not set \(key) and inherits from no library theme")
            }
            if library.name == theme.name && !library.isFramework {
                return .unknown("the application theme \(theme.name) is defined in no values folder the scan read")
            }
            if !library.isFramework, let shipped = AndroidDialogThemeColors.color(theme: library.name, attribute: key, dark: dark) {
                // The window colour (android:colorBackground) or a text colour.
                let row = shipped.theme == library.name ? "" : " (\(shipped.theme)'s)"
                let what = key == "android:colorBackground" ? "window colour\(row)" : "text colour\(row)"
                return .library(shipped.color, alpha: shipped.alpha, source: "\(library.name)'s \(what)")
            }
            let appearance = AndroidMaterialThemeColors.appearance(ofTheme: library.name)
            guard let appearance, let pair = AndroidMaterialThemeColors.baseline[key] else {
                let known =
                    library.isFramework
                    || ["Theme.AppCompat", "Theme.MaterialComponents", "Theme.Material3", "Theme.Design", "Platform."]
                        .contains { library.name.hasPrefix($0) }
                return .unknown(
                    known
                        ? "the theme \(theme.name) does not set \(key); it inherits it from \(library.name), whose values Legible does not ship"
                        : "the theme \(theme.name) does not set \(key); it inherits from \(library.name), which no values folder the scan read defines")
            }
            let isDark = appearance == .dark || (appearance == .followsSystem && dark)
            return .library(isDark ? pair.dark : pair.light, alpha: 1, source: "\(library.name)'s Material 3 baseline colours")
        }
    }
}
