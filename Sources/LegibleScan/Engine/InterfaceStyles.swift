import LegibleTypeScale

/// Gives each element the appearance its screen's code forces (``ScannedInterfaceStyle``), so
/// `contrast.text` judges only that one: a screen forced light is never seen dark.
///
/// The nearest fact wins: a reader's own for the element (a SwiftUI `.colorScheme(.dark)` on a
/// view around it), then the classes that own the element's screen (``ScannedElement/screenClasses``,
/// and their superclasses), then the element's own file (SwiftUI), then the whole app (the
/// window, an `App`'s scene; AppKit's `NSApp.appearance` for the elements only the Mac shows). Two facts of one place that disagree (light in one branch, dark
/// in another) force nothing there.
enum InterfaceStyles {
    static func apply(
        to elements: inout [ScannedElement], styles: [ScannedInterfaceStyle], superclasses: [String: String], platforms: ScanPlatformMap
    ) {
        guard !styles.isEmpty else { return }
        var byType: [String: [ScannedInterfaceStyle]] = [:]
        var byFile: [String: [ScannedInterfaceStyle]] = [:]
        var byPlatform: [ApplePlatform: [ScannedInterfaceStyle]] = [:]
        var app: [ScannedInterfaceStyle] = []
        for style in styles {
            switch style.scope {
            case .app: app.append(style)
            case .platform(let platform): byPlatform[platform, default: []].append(style)
            case .type(let name): byType[name, default: []].append(style)
            case .file(let path): byFile[path, default: []].append(style)
            }
        }
        let wholeApp = agreed(app)
        for index in elements.indices where elements[index].platform == .iOS {
            let classes = elements[index].screenClasses.flatMap { CodeSetPlaceholders.inherited($0 + ".self", superclasses: superclasses) }
            let typed = classes.lazy.compactMap { byType[String($0.dropLast(5))].flatMap(agreed) }.first
            let onPlatform = byPlatform.isEmpty ? nil : platformStyle(of: elements[index], byPlatform, platforms)
            elements[index].interfaceStyle =
                elements[index].interfaceStyle ?? typed ?? byFile[elements[index].location.file].flatMap(agreed) ?? onPlatform ?? wholeApp
        }
    }

    /// The style a platform's app forces on `element` when that platform alone shows it: a file
    /// the Mac and iOS targets share is also shown in iOS's appearances.
    private static func platformStyle(
        of element: ScannedElement, _ byPlatform: [ApplePlatform: [ScannedInterfaceStyle]], _ platforms: ScanPlatformMap
    ) -> ScannedInterfaceStyle? {
        let shown = Set(platforms.decisions(for: element).map(\.platform))
        guard shown.count == 1, let platform = shown.first else { return nil }
        return byPlatform[platform].flatMap(agreed)
    }

    /// The one appearance `styles` force, `nil` when there are none or they disagree.
    private static func agreed(_ styles: [ScannedInterfaceStyle]) -> ScannedInterfaceStyle? {
        guard let first = styles.first, styles.allSatisfy({ $0.isDark == first.isDark }) else { return nil }
        return first
    }
}
