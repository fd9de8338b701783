import Foundation
import LegibleSyntax

// An activity's own theme: `<activity android:name=".AccountSetupActivity"
// android:theme="@style/Theme.Login">` in the manifest shows that activity's content view in
// Theme.Login, not the application's theme. Nextcloud's login screens are blue; measured on the
// application theme's white window they gave "white on white, 1.00:1" errors.

extension AndroidResources {
    /// The themes a parsed manifest (at `path`) gives its activities: the activity's simple
    /// class name (`AccountSetupActivity`) → the style and where it is written. An activity named
    /// twice with different themes is left out.
    static func activityThemes(in root: XMLElementNode, path: String) -> [String: AndroidApplicationTheme] {
        let namespaces = AndroidAttributes(root, inherited: [:]).namespaces
        guard root.name == "manifest", let application = root.childElements.first(where: { $0.name == "application" }) else { return [:] }
        var themes: [String: AndroidApplicationTheme] = [:]
        var conflicting: Set<String> = []
        for activity in application.childElements where activity.name == "activity" {
            let attributes = AndroidAttributes(activity, inherited: namespaces)
            guard let name = attributes.android("name"), let theme = attributes.android("theme"),
                let reference = AndroidValueSyntax.reference(theme), reference.type == "style"
            else { continue }
            let simple = String(name.split(separator: ".").last ?? Substring(name))
            let style = reference.isFramework ? "android:\(reference.name)" : reference.name
            let found = AndroidApplicationTheme(name: style, location: androidLocation(path, activity.position))
            if let known = themes[simple], known.name != found.name { conflicting.insert(simple) }
            themes[simple] = found
        }
        for name in conflicting { themes[name] = nil }
        return themes
    }

    /// The theme the manifest gives every activity that shows the layout `name` as its content
    /// view, when they all have the same one; `nil` when none has its own (the application's
    /// theme applies) or they differ.
    ///
    /// The activities are the classes that set it and the manifest's activities that extend one
    /// of them: OwnTracks 25c27bee sets `ui_welcome` in `abstract class BaseWelcomeActivity`
    /// (BaseWelcomeActivity.kt:61), and the manifest gives `Theme.Owntracks.Welcome` to
    /// `WelcomeActivity : BaseWelcomeActivity()`. A class with no theme of its own and no themed
    /// subclass is shown in the application's theme.
    func activityTheme(ofLayout name: String) -> AndroidApplicationTheme? {
        guard let facts = sourceFacts else { return nil }
        let classes = facts.contentViewClasses(ofLayout: name)
        guard !classes.isEmpty else { return nil }
        var themes: [AndroidApplicationTheme?] = []
        for shown in classes.sorted() {
            let subclasses = activityThemes.filter { $0.key != shown && facts.extends($0.key, shown) }.sorted { $0.key < $1.key }
            if let own = activityThemes[shown] {
                themes.append(own)
            } else if subclasses.isEmpty {
                themes.append(nil)
            }
            themes += subclasses.map(\.value)
        }
        guard let first = themes.first ?? nil, themes.allSatisfy({ $0?.name == first.name }) else { return nil }
        return afterSplash(first)
    }

    /// The theme an activity the manifest gives the splash theme `theme` shows its content in:
    /// androidx SplashScreen's `installSplashScreen()` sets the theme's `postSplashScreenTheme`
    /// before the content view (tachiyomi 356cd4ef `themes.xml:184-187`, MainActivity's
    /// `Theme.Tachiyomi.SplashScreen` → `Theme.Tachiyomi`; `main_activity.xml:36`/`:54` were left
    /// unresolved in the splash theme, which sets no colours). `theme` itself when it does not
    /// descend from `Theme.SplashScreen` or names no app style there.
    func afterSplash(_ theme: AndroidApplicationTheme) -> AndroidApplicationTheme {
        var name = theme.name
        var post: String?
        var splash = false
        // A bounded walk up the parents (a cycle stops at the budget).
        for _ in 0..<16 where !splash {
            guard let definition = styles[name] else { return theme }
            post = post ?? definition.items["postSplashScreenTheme"]
            let parent = definition.parent.map { $0.isFramework ? "" : $0.name } ?? name.split(separator: ".").dropLast().joined(separator: ".")
            splash = parent == "Theme.SplashScreen" || parent.hasPrefix("Theme.SplashScreen.")
            guard !parent.isEmpty else { return theme }
            name = parent
        }
        guard splash, let post, let reference = AndroidValueSyntax.reference(post), reference.type == "style", !reference.isFramework,
            let definition = styles[reference.name]
        else { return theme }
        return AndroidApplicationTheme(name: reference.name, location: definition.location)
    }
}
