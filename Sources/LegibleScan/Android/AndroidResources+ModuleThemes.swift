import Foundation
import LegibleReporting
import LegibleSyntax

/// One application module's own theme, for the layouts of its `res` folder (issue 33, Home
/// Assistant 532638a9): the phone app's `app/src/main/res/values/styles.xml` and the Wear OS app's
/// `wear/src/main/res/values/styles.xml` both define `Theme.HomeAssistant`, white and black. The
/// scan reads every `res` folder into one set where the first folder that defines a name wins,
/// which is right for an app over its libraries but not for two apps: Wear's
/// `activity_integration.xml:39` was judged on the phone's white window. Android builds each
/// application module with its own resources over its dependencies', never a sibling app's.
struct AndroidModuleTheme: Sendable {
    /// The theme its manifest's `<application android:theme>` names.
    var applicationTheme: AndroidApplicationTheme?
    /// The styles of the module's own default and night values folders.
    var styles: [String: AndroidStyleDefinition] = [:]
    var nightStyles: [String: AndroidStyleDefinition] = [:]
    /// Where its manifest says the app runs on a watch (`<uses-feature
    /// android:name="android.hardware.type.watch"/>`); `nil` for a phone app.
    var watch: Finding.Location?
}

extension AndroidResources {
    /// Reads the module of `resFolder` apart when its manifest is not the one the application
    /// theme came from and names a theme of its own, or declares a watch: its own styles (default
    /// and night values files, in the order the shared set read them) and its manifest's facts.
    mutating func readModuleTheme(
        resFolder: String, manifest: XMLElementNode, path: String, defaultFiles: [String], nightFiles: [String]
    ) throws(SyntaxError) {
        var module = AndroidModuleTheme()
        module.watch = Self.watchFeature(in: manifest, path: path)
        if let theme = Self.applicationTheme(in: manifest, path: path), theme.location != applicationTheme?.location {
            module.applicationTheme = theme
        }
        guard module.applicationTheme != nil || module.watch != nil else { return }
        if module.applicationTheme != nil {
            var ignored: [String: AndroidValueDefinition] = [:]
            for file in defaultFiles {
                try AndroidValuesReader.read(text: try text(of: file), file: file, styles: &module.styles, dimensions: &ignored, limits: limits)
            }
            for file in nightFiles {
                try AndroidValuesReader.read(text: try text(of: file), file: file, styles: &module.nightStyles, dimensions: &ignored, limits: limits)
            }
        }
        moduleThemes[resFolder] = module
    }

    /// The `<uses-feature android:name="android.hardware.type.watch">` of a parsed manifest.
    static func watchFeature(in root: XMLElementNode, path: String) -> Finding.Location? {
        let namespaces = AndroidAttributes(root, inherited: [:]).namespaces
        guard root.name == "manifest" else { return nil }
        let feature = root.childElements.first { element in
            element.name == "uses-feature" && AndroidAttributes(element, inherited: namespaces).android("name") == "android.hardware.type.watch"
        }
        return feature.map { androidLocation(path, $0.position) }
    }

    /// These resources as the layout at `path` sees them: in another application module than the
    /// one the application theme came from, that module's theme, and its own styles over the
    /// others (a night style of another module no longer replaces one the module defines).
    func module(ofLayout path: String) -> AndroidResources {
        guard !moduleThemes.isEmpty, let res = Self.resFolder(ofLayout: path), let module = moduleThemes[res], let theme = module.applicationTheme
        else { return self }
        var result = self
        result.applicationTheme = theme
        let own = Set(module.styles.keys).union(module.nightStyles.keys)
        result.styles.merge(module.styles) { $1 }
        result.nightStyles = result.nightStyles.filter { !own.contains($0.key) }.merging(module.nightStyles) { $1 }
        return result
    }

    /// The dark appearance a layout of a Wear OS module is always shown in: Wear OS has no light
    /// mode (as for Compose files that import `androidx.wear.compose`); `nil` for other layouts.
    func watchStyle(ofLayout path: String) -> ScannedInterfaceStyle? {
        guard let res = Self.resFolder(ofLayout: path), let watch = moduleThemes[res]?.watch else { return nil }
        return ScannedInterfaceStyle(
            isDark: true, scope: .file(path), written: "a Wear OS app (uses-feature android.hardware.type.watch), always dark", location: watch)
    }
}
