import Foundation

// Library modules only the repository's own apps use (issue 33, fresh-android18a class 1):
// pocket-casts-android 7.100 keeps its screens in `modules/features/*`, library modules that
// `settings.gradle.kts` includes and that nothing publishes. `profile/fragment_change_email.xml`,
// `discover/row_detailed_podcast.xml` and `row_podcast_grid.xml` are named nowhere, and
// `podcasts/preference_playback_speed.xml` only by `PlaybackSpeedPreference`, a class no file,
// manifest or preference screen names; five errors were about screens no user sees. A library
// another build may use stays a root of the reach graph; one the repository's apps alone can use
// is judged as an application module is.

extension AndroidResources {
    /// Markers of a Gradle file that publishes a library (Maven, JitPack, Vanniktech's plugin).
    static let publishingMarkers = ["maven-publish", "maven.publish", "mavenPublish", "MavenPublication", "publishing {", "publishing{", "vanniktech"]

    /// Whether `module` is a library only this repository's apps can use: some module of
    /// `applicationModules` builds an app, and neither the module's Gradle files nor those of the
    /// folders above it (a root `subprojects { apply plugin: 'maven-publish' }`) publish.
    static func isInternalLibrary(_ module: String, applicationModules: some Collection<String>, publishes: inout [String: Bool]) -> Bool {
        guard !module.isEmpty, !applicationModules.isEmpty, !applicationModules.contains(module) else { return false }
        var folder = module
        for _ in 0..<6 {
            if publishes[folder] == nil {
                publishes[folder] = ["build.gradle", "build.gradle.kts"].contains { name in
                    let path = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
                    return gradleText(path).map { text in publishingMarkers.contains(where: text.contains) } ?? false
                }
            }
            if publishes[folder] == true { return false }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || folder.isEmpty || folder == "/" { break }
            folder = parent
        }
        return true
    }

    /// The manifests of every source set of `module` (`src/main`, `src/debug`, a flavour's).
    func manifestTexts(of module: String) -> [String] {
        let src = (module as NSString).appendingPathComponent("src")
        return ((try? FileManager.default.contentsOfDirectory(atPath: src))?.sorted() ?? []).compactMap { set in
            try? text(of: ((src as NSString).appendingPathComponent(set) as NSString).appendingPathComponent("AndroidManifest.xml"))
        }
    }
}
