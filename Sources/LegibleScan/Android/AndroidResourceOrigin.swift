import LegibleReporting

/// Where a resource that no values file the scan read defines comes from, and so how sure the
/// scan is that something is missing.
///
/// An Android app that builds has every resource its layouts name: aapt2 stops on a missing
/// one. So a name none of the app's `res` folders defines was given to the build by something
/// the scan does not read — a library (AppCompat's `accent_material_light`, Media3's
/// `exo_bottom_bar_background`, the Preference library's `PreferenceSummaryTextStyle`), another
/// module, or the Gradle build (`resValue("string", "app_name", …)`). That is a note: the checks
/// that need the value were not made, and nothing in the app is wrong. It stays a warning only
/// where the evidence says the app's own resource is missing: the scan read no values file at
/// all, so the folders it was pointed at are not the app's resources.
package enum AndroidResourceOrigin {
    /// The `scan.unresolved` message and severity for `written` (`@color/x`), a reference of
    /// `type` (`color`, `string`, `style`, `dimen`) that no values file read defines.
    ///
    /// - Parameters:
    ///   - written: the reference as the layout writes it.
    ///   - name: the resource's name.
    ///   - readAnyValues: whether the scan read any of the app's values files (strings, colours,
    ///     styles or dimensions).
    package static func missing(_ written: String, type: String, name: String, readAnyValues: Bool) -> (message: String, severity: Severity) {
        let kind = type == "color" ? "colours file" : type == "string" ? "strings file" : "values folder"
        guard readAnyValues else {
            return ("\(written) is defined in no \(kind) the scan read (it read none: point scan: at the app's res folders)", .warning)
        }
        if let library = library(of: name) {
            return ("\(written) comes from \(library), whose values the scan cannot read, so the checks that need it were not made", .note)
        }
        return (
            "\(written) is defined in none of the app's res folders, so it comes from a library, another module or Gradle's resValue, "
                + "which the scan cannot read", .note
        )
    }

    /// The library that reserves `name`'s prefix, `nil` for a name no library is known to own.
    /// More specific prefixes come first (`material_drawer_` before `material_`).
    static func library(of name: String) -> String? {
        for (prefix, library) in prefixes where name.hasPrefix(prefix) { return library }
        if name.hasSuffix("_material_light") || name.hasSuffix("_material_dark") { return "AppCompat" }
        return nil
    }

    /// Resource-name prefixes of widely used libraries, from their own `res/values` files.
    static let prefixes: [(String, String)] = [
        ("abc_", "AppCompat"), ("material_drawer_", "the MaterialDrawer library"), ("mtrl_", "Material Components"),
        ("m3_", "Material Components"), ("design_", "Material Components"), ("material_", "Material Components"),
        ("exo_", "ExoPlayer or Media3"), ("ExoStyledControls", "ExoPlayer or Media3"), ("ExoMedia", "ExoPlayer or Media3"),
        ("Preference", "the AndroidX Preference library"), ("preference_", "the AndroidX Preference library"),
        ("cardview_", "AndroidX CardView"), ("notification_", "AndroidX Core"), ("compat_", "AndroidX Core"),
        ("Widget.AppCompat", "AppCompat"), ("TextAppearance.AppCompat", "AppCompat"), ("Widget.Material3", "Material Components"),
        ("Widget.MaterialComponents", "Material Components"), ("TextAppearance.Material3", "Material Components"),
        ("TextAppearance.MaterialComponents", "Material Components"),
    ]
}
