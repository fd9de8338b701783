import Foundation

// Dead screens of a library only the repository's apps use (issue 33): vlc-android 4ffb22b6's
// `application/moviepedia` declares `MediaScrapingActivity` in its manifest (no intent filter) and
// sets `moviepedia_activity.xml` as its content view, but the app starts it by a name no class has
// (`MOVIEPEDIA_ACTIVITY = "org.videolan.moviepedia.ui.MoviepediaActivity"`, `Constants.kt:229`),
// so the screen never shows; its 40 dp back button (`moviepedia_activity.xml:44`) was a target
// error. Three readings kept it: the root `build.gradle` puts the publishing plugin on its build
// classpath (`classpath 'com.vanniktech:gradle-maven-publish-plugin:…'`), which publishes nothing
// itself, so every `application/…` module was taken for a library others may use; a manifest's
// `<activity>` was taken to start its class; and a class another file of its own module uses
// (`MediaScrapingResultAdapter`, only used by the activity) was a start of the reach graph.

extension AndroidResources {
    /// A Gradle file's text without its `classpath …` lines: a build script dependency makes a
    /// plugin available, and publishes nothing until a module applies it.
    static func withoutClasspathLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("classpath") }.joined(separator: "\n")
    }

    /// A manifest's text without the `android:name` of each `<activity>` nothing outside the app
    /// can start: one with no `<intent-filter>` and not `android:exported="true"`. Only code (or
    /// other XML) naming such an activity starts it; declaring it does not.
    static func withoutUnstartableActivityNames(_ manifest: String) -> String {
        guard manifest.contains("<activity"),
            let expression = try? NSRegularExpression(pattern: #"<activity(?=[\s/>])[^>]*?(/>|>.*?</activity\s*>)"#, options: [.dotMatchesLineSeparators])
        else { return manifest }
        var result = manifest
        let whole = NSRange(manifest.startIndex..., in: manifest)
        // Back to front, so the ranges still ahead stay where they were.
        for match in expression.matches(in: manifest, range: whole).reversed() {
            guard let range = Range(match.range, in: result) else { continue }
            let element = String(result[range])
            let tag = element.prefix { $0 != ">" }
            guard !element.contains("<intent-filter"), !tag.contains(#"exported="true""#) else { continue }
            result.replaceSubrange(range, with: element.replacingOccurrences(of: #"android:name\s*=\s*"[^"]*""#, with: "", options: .regularExpression))
        }
        return result
    }
}
