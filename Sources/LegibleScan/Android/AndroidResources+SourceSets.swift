import Foundation

// Gradle's non-release source sets (issue 33, fresh-android25a pattern 1): element-android
// 4c04cbf5 keeps a screen of button styles in `library/ui-styles/src/debug/res/layout/
// activity_debug_button_styles.xml:16`, whose activity only `src/debug/AndroidManifest.xml:24`
// declares; 27 contrast errors were judged as shipped. A build type's source set (`src/debug`,
// a flavour's `src/gplayDebug`) and the test ones (`src/test…`, `src/androidTest…`) are left out
// of a release build; `src/main`, `src/release` and a product flavour's (`src/fdroid`) ship.
extension AndroidResources {
    /// The Gradle source set `path` is in (`library/ui-styles/src/debug`) when a release build
    /// leaves it out, `nil` for a shipped one or a path outside `src/<set>/{res,java,kotlin}`.
    static func nonReleaseSourceSet(of path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 4 else { return nil }
        for index in parts.indices.dropLast(2) where parts[index] == "src" {
            let set = parts[index + 1]
            guard ["res", "java", "kotlin"].contains(where: { parts[index + 2].hasPrefix($0) }) else { continue }
            let debug = set == "debug" || set.hasSuffix("Debug")
            let test = set.hasPrefix("test") || set.hasPrefix("androidTest") || set.hasSuffix("Test")
            return debug || test ? parts[...(index + 1)].joined(separator: "/") : nil
        }
        return nil
    }
}
