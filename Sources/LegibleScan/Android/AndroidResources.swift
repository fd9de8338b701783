import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleSyntax
import LegibleTokens
import LegibleTypeScale

/// The resources of an Android app's `res` folders that its layouts refer to: strings in every
/// language, colours in light and dark mode, dimensions, styles and text appearances, and the
/// sizes and fills of XML drawables.
///
/// ```swift
/// let resources = try AndroidResources(resFolders: ["app/src/main/res"])
/// resources.string(named: "save", locale: "de")       // "Speichern"
/// resources.color(named: "brand", in: .dark)?.color   // from values-night/colors.xml
/// ```
///
/// What is read, and from where:
/// - strings (`<string>`, `<plurals>`, `<string-array>`) from every `*.xml` in `values/` (the
///   ``defaultLocale``) and `values-LANG[-rREGION]`/`values-b+…` folders, through LegibleCatalogs'
///   Android reader;
/// - colours through LegibleTokens' Android reader, which reads `values`, `values-night` and
///   API-level folders and follows `@color/` chains; a `res` folder whose colours cannot be read
///   (a reference to a colour only a library defines) leaves its colours unknown and adds a
///   `scan.unresolved` finding to ``problems`` rather than stopping the scan;
/// - `<style>` and `<dimen>` from the `values` folders that apply to a phone's default
///   configuration (`values`, `values-v21`…; the highest API level first); a layout in
///   `layout-sw600dp` or `layout-land` is read with `values-sw600dp` or `values-land` laid over
///   them (`configured(for:)`), and dark mode's theme with `values-night`'s styles;
/// - the application theme from the `AndroidManifest.xml` beside the `res` folder;
/// - from the Kotlin and Java files beside the `res` folders (and any given), which layouts
///   activities set as their content view, themes set in code and a fixed night mode
///   (`AndroidSourceFacts`);
/// - `drawable*/*.xml`: a `<vector>`'s size and a `<shape>`'s `<solid>` colour.
///
/// With several `res` folders (an app and its library modules) the first folder that defines a
/// name wins, as the app's own resources override its libraries'.
public struct AndroidResources: Sendable {
    /// The string catalogs read, one per strings file, in folder order.
    public internal(set) var stringCatalogs: [StringCatalog] = []
    /// The colours of each `res` folder, in folder order.
    public private(set) var colorSets: [ColorTokenSet] = []
    /// Problems that left some resources unknown without stopping the scan, as `scan.unresolved`
    /// findings.
    public private(set) var problems: [Finding] = []
    /// The locale of the strings in `values/` (Android does not say which language the
    /// default resources are in): `en` unless given.
    public let defaultLocale: String

    var styles: [String: AndroidStyleDefinition] = [:]
    /// Styles of `values-night` folders, which replace the default ones in dark mode.
    var nightStyles: [String: AndroidStyleDefinition] = [:]
    /// Styles and dimensions of `values-sw600dp`, `values-land`…, for layouts in matching folders.
    var qualifiedValues: [AndroidQualifiedValues] = []
    /// Layout name → the sizes `<include>` tags give its root.
    var includes: [String: [AndroidInclude]] = [:]
    /// The layouts some `<include>` places inside another layout (what is behind them is the
    /// including layout's, not the window's).
    var includedLayouts: Set<String> = []
    /// Layout name → the layouts whose `<include>` tags place it (a binding of the including
    /// layout reaches its views: `binding.content.checkForUpdateImageView`).
    var includers: [String: Set<String>] = [:]
    /// Layout name → the files (every qualifier's) whose `<include>` tags place it.
    var includerFiles: [String: Set<String>] = [:]
    /// An included layout's root's `android:layout_*` attributes, by layout name (its default
    /// `layout/` file): what an `<include>` that sets no size takes room with.
    var includedRoots: [String: [String: String]] = [:]
    /// Layout name → the attributes of each `NavigationView` that shows it as its
    /// `app:headerLayout` (`AndroidLayoutSolve+Drawer.swift`).
    var drawerHeaders: [String: [[String: String]]] = [:]
    /// Layout name → the app widget provider (`xml/…info.xml`) that names it as its
    /// `android:previewLayout` (``readWidgetPreviews(providerFiles:)``).
    var widgetPreviews: [String: String] = [:]
    /// Layout name → the `android:theme` around each `<include>` of it (the include's own or its
    /// nearest ancestor's in the including layout), `nil` where none is set.
    var includerThemes: [String: [String?]] = [:]
    /// Layout key → its fragment containers and lists; layout key → its name; navigation graph →
    /// its fragments; layout key → the content views of the activities that show it through a
    /// fragment: see `AndroidResources+FragmentHosts.swift`.
    var fragmentSlots: [String: [AndroidFragmentSlot]] = [:]
    var layoutNamesByKey: [String: String] = [:]
    var navigationFragments: [String: [String]] = [:]
    var fragmentHostLayouts: [String: Set<String>] = [:]
    /// Layout keys whose first view is a picture filling it: see `AndroidLayoutWalk+PictureViews.swift`.
    var pictureLayouts: Set<String> = []
    /// What each layout and the app's other XML name, and the layouts no code the app runs
    /// reaches (layout key → why): see `AndroidResources+Reach.swift`.
    var reachLayoutMentions: [String: AndroidReachXML] = [:]
    var reachRoots = AndroidReachXML()
    /// The `<string-array>` items of the default values files, by name (``stringArrayItems(_:)``).
    var stringArrays: [String: [String]] = [:]
    var unreachableLayouts: [String: String] = [:]
    /// Layout name → why nothing names it, for names that share their key with a named layout's
    /// (`welcome_slide3` beside `welcome_slide_3`), and layout key → name → the module folders
    /// of its files: see `AndroidResources+LayoutSpellings.swift`.
    var unreachableLayoutNames: [String: String] = [:]
    var layoutSpellings: [String: [String: Set<String>]] = [:]
    /// Layout key → the module folders its files are in: see `AndroidResources+UnnamedLayouts.swift`.
    var layoutModules: [String: Set<String>] = [:]
    /// Layout key → why only debug builds show it: see `AndroidResources+DebugReach.swift`.
    var debugOnlyLayouts: [String: String] = [:]
    /// Layout key → the activity classes whose content views ``fragmentHostLayouts`` lists.
    var fragmentHostActivities: [String: Set<String>] = [:]
    /// View id (by `AndroidSourceFacts.key`) → the layouts that declare it, and whether every
    /// layout file was read: see `AndroidResources+DeclaredIDs.swift`.
    var layoutsDeclaringID: [String: Set<String>] = [:]
    var layoutIDsComplete = true
    /// The `android:theme` of `<application>` in the `AndroidManifest.xml` beside the first
    /// `res` folder that has one: the theme `?attr/` colours are resolved in.
    public internal(set) var applicationTheme: AndroidApplicationTheme?
    /// The manifest's `<activity android:theme>`s by the activity's simple class name.
    var activityThemes: [String: AndroidApplicationTheme] = [:]
    /// `res` folder → its application module's own theme: see `AndroidResources+ModuleThemes.swift`.
    var moduleThemes: [String: AndroidModuleTheme] = [:]
    /// What the app's Kotlin and Java sources say about its layouts; `nil` when none was searched.
    var sourceFacts: AndroidSourceFacts?
    /// For a layout whose activity picks its theme in code: see `AndroidResources+ThemeChoice.swift`.
    var themePick = AndroidThemePick()
    var dimensions: [String: AndroidValueDefinition] = [:]
    var drawables: [String: AndroidDrawable] = [:]
    /// The weight of each of the app's fonts and font families in `res/font/`, by name: see `AndroidResources+Fonts.swift`.
    var fontWeights: [String: FontWeight] = [:]
    /// Every drawable the app's `drawable*` folders hold, by name: whether a view whose
    /// background it is may take padding from it (a nine-patch; an XML drawable with a
    /// `<padding>` or an inset, or that names a framework drawable or one that pads). A
    /// `wrap_content` text's height counts it (``AndroidLayoutWalk/textTargetHeight(_:font:context:)``).
    var drawablePads: [String: Bool] = [:]
    /// The `<padding>` and `<size>` of each `<shape>` drawable, by name: see `AndroidLayoutWalk+BackgroundBox.swift`.
    var shapeBoxes: [String: AndroidShapeBox] = [:]
    /// The drawables that are a filled oval or rounded `<shape>`: see `AndroidLayoutWalk+TextBadges.swift`.
    var roundFills: Set<String> = []
    /// The colour state lists of `res/color/` whose drawn item is a theme attribute, by name (the
    /// colour tokens, which know no theme, leave them unresolved; every other list is a token).
    var themedColorStateLists: [String: AndroidColorStateList] = [:]
    /// Names of colour state lists in qualified folders (`color-night/`): their default-folder
    /// list is not the only one, so it is not resolved through the theme alone.
    var qualifiedColorStateLists: Set<String> = []
    /// locale → string name → text (strings without variants).
    var strings: [String: [String: String]] = [:]
    /// The strings the Gradle build gives with a literal `resValue` (``readBuildStrings(besideResFolders:)``).
    var buildStrings: [String: String] = [:]
    let limits: AndroidResourceLimits

    /// No resources: every reference a layout makes is unresolved.
    public init(defaultLocale: String = "en", limits: AndroidResourceLimits = AndroidResourceLimits()) {
        self.defaultLocale = defaultLocale
        self.limits = limits
    }

    /// Reads the resources of `res` folders.
    ///
    /// - Parameters:
    ///   - resFolders: the `res` folders, the app's own first.
    ///   - defaultLocale: the language of the strings in `values/`.
    ///   - limits: the limits in force.
    ///   - readingStringsAndColors: `false` to leave strings and colours to a caller that reads
    ///     them itself (``ScanResources`` does).
    ///   - sourceFiles: Kotlin and Java files to search for the layouts activities show, besides
    ///     those under the `java` and `kotlin` folders beside each `res` folder.
    /// - Throws: `SourceFileError` with file, line and column for a malformed values or drawable
    ///   file, a missing folder, or a limit reached.
    public init(
        resFolders: [String], defaultLocale: String = "en", limits: AndroidResourceLimits = AndroidResourceLimits(),
        readingStringsAndColors: Bool = true, sourceFiles: [String] = []
    ) throws(SourceFileError) {
        self.init(defaultLocale: defaultLocale, limits: limits)
        for folder in resFolders {
            try SourceFileError.converting { () throws(SyntaxError) in try read(resFolder: folder, stringsAndColors: readingStringsAndColors) }
        }
        searchSources(besideResFolders: resFolders, files: sourceFiles)
        buildStrings = Self.readBuildStrings(besideResFolders: resFolders)
    }

    /// The `res` folder of a layout file (`…/res/layout-land/main.xml` → `…/res`), `nil` when the
    /// path is not in a `layout` folder.
    public static func resFolder(ofLayout path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (folder as NSString).lastPathComponent
        guard name == "layout" || name.hasPrefix("layout-") else { return nil }
        return (folder as NSString).deletingLastPathComponent
    }

    /// The locales strings were read in, sorted.
    public var locales: [String] { strings.keys.sorted() }

    /// A string's text in a locale (the default locale when `nil`), falling back from a region
    /// (`pt-BR`) to its language (`pt`) and then to the default strings, as Android does.
    public func string(named name: String, locale: String? = nil) -> String? {
        var candidates = [locale ?? defaultLocale]
        if let language = locale?.split(separator: "-").first.map(String.init), language != locale { candidates.append(language) }
        candidates.append(defaultLocale)
        return candidates.lazy.compactMap { strings[$0]?[name] }.first
    }

    /// Whether any strings file defines `name`, in any locale.
    func hasString(named name: String) -> Bool {
        strings.values.contains { $0[name] != nil }
    }

    /// A colour resource's value in an appearance, from the first `res` folder that has it.
    public func color(named name: String, in appearance: ColorAppearance) -> ColorTokenValue? {
        colorSets.lazy.compactMap { $0.color(named: name, in: appearance) }.first
    }

    /// Why a colour resource has no value in an appearance (a theme attribute, a colour state
    /// list), `nil` when it has one or is not defined at all.
    public func unresolvedColorReason(named name: String, in appearance: ColorAppearance) -> String? {
        guard color(named: name, in: appearance) == nil else { return nil }
        return colorSets.lazy.compactMap { $0.unresolvedReason(for: name, in: appearance)?.reason }.first
    }

    /// Whether any `res` folder defines the colour `name`, resolved or not.
    func definesColor(named name: String) -> Bool {
        colorSets.contains { $0.token(named: name) != nil || $0.unresolved.contains { $0.name == name } }
    }

    // MARK: Reading

    private mutating func read(resFolder: String, stringsAndColors: Bool) throws(SyntaxError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resFolder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SyntaxError(file: resFolder, message: "no such folder; expected an Android res folder")
        }
        var budget = limits.maximumDirectoryEntries
        var valuesFolders: [(name: String, qualifiers: [String], files: [String])] = []
        var drawableFiles: [String] = []
        var bitmapFiles: [(path: String, density: Double)] = []
        var layoutFiles: [String] = []
        var navigationFiles: [String] = []
        var widgetProviderFiles: [String] = []
        var reachRootFiles: [String] = []
        var fontFiles: [(path: String, apiLevel: Int)] = []
        for folder in try entries(of: resFolder, budget: &budget) where folder.isFolder {
            let qualifiers = AndroidValueSyntax.qualifiers(ofFolder: folder.name)
            if folder.name == "values" || folder.name.hasPrefix("values-") {
                let files = try entries(of: folder.path, budget: &budget).filter { !$0.isFolder && $0.name.hasSuffix(".xml") }.map(\.path)
                valuesFolders.append((folder.name, qualifiers, files))
            } else if folder.name == "color" || folder.name.hasPrefix("color-") {
                for file in try entries(of: folder.path, budget: &budget) where !file.isFolder && file.name.hasSuffix(".xml") {
                    let name = String(file.name.dropLast(".xml".count))
                    guard folder.name == "color" else {
                        qualifiedColorStateLists.insert(name)
                        continue
                    }
                    if themedColorStateLists[name] == nil, let list = try AndroidColorStateList.read(text: try text(of: file.path), file: file.path),
                        AndroidValueSyntax.themeAttribute(list.color) != nil
                    {
                        themedColorStateLists[name] = list
                    }
                }
            } else if folder.name == "xml" {
                // App widget providers, for the layouts they name as their picker preview.
                widgetProviderFiles += try entries(of: folder.path, budget: &budget).filter { !$0.isFolder && $0.name.hasSuffix(".xml") }.map(\.path)
            } else if folder.name == "font" || folder.name.hasPrefix("font-"), AndroidValueSyntax.isDefaultConfiguration(qualifiers) {
                let level = AndroidValueSyntax.apiLevel(qualifiers)
                fontFiles += try entries(of: folder.path, budget: &budget).filter { !$0.isFolder }.map { ($0.path, level) }
            } else if folder.name == "menu" {
                reachRootFiles += try entries(of: folder.path, budget: &budget).filter { !$0.isFolder && $0.name.hasSuffix(".xml") }.map(\.path)
            } else if folder.name == "navigation" {
                navigationFiles += try entries(of: folder.path, budget: &budget).filter { !$0.isFolder && $0.name.hasSuffix(".xml") }.map(\.path)
            } else if folder.name == "layout" || folder.name.hasPrefix("layout-") {
                layoutFiles += try entries(of: folder.path, budget: &budget).filter { !$0.isFolder && $0.name.hasSuffix(".xml") }.map(\.path)
            } else if folder.name == "drawable" || folder.name.hasPrefix("drawable-"), Self.isDrawableDefault(qualifiers) {
                let files = try entries(of: folder.path, budget: &budget).filter { !$0.isFolder }
                drawableFiles += files.filter { $0.name.hasSuffix(".xml") }.map(\.path)
                for file in files where file.name.hasSuffix(".png") {
                    let name = String(file.name.dropLast(file.name.hasSuffix(".9.png") ? ".9.png".count : ".png".count))
                    drawablePads[name] = (drawablePads[name] ?? false) || file.name.hasSuffix(".9.png")
                }
                if let density = AndroidBitmapSizes.density(ofFolder: qualifiers) {
                    bitmapFiles += files.filter { AndroidBitmapSizes.isSizedBitmap($0.name) }.map { ($0.path, density) }
                }
            }
        }
        // Most specific API level first, so the first definition of a name is the one a current phone uses.
        let defaults = valuesFolders.filter { AndroidValueSyntax.isDefaultConfiguration($0.qualifiers) }
            .sorted { AndroidValueSyntax.apiLevel($0.qualifiers) > AndroidValueSyntax.apiLevel($1.qualifiers) }
        for folder in defaults {
            for file in folder.files {
                try AndroidValuesReader.read(text: try text(of: file), file: file, styles: &styles, dimensions: &dimensions, limits: limits)
            }
        }
        var ignoredDimensions: [String: AndroidValueDefinition] = [:]
        let nights = valuesFolders.filter({ Self.isNight($0.qualifiers) })
            .sorted(by: { AndroidValueSyntax.apiLevel($0.qualifiers) > AndroidValueSyntax.apiLevel($1.qualifiers) })
        for folder in nights {
            for file in folder.files {
                try AndroidValuesReader.read(text: try text(of: file), file: file, styles: &nightStyles, dimensions: &ignoredDimensions, limits: limits)
            }
        }
        for folder in valuesFolders where Self.isQualifiedScreenFolder(folder.name, folder.qualifiers) {
            let screen = folder.qualifiers.filter { !AndroidValueSyntax.isDefaultConfiguration([$0]) }
            var values = qualifiedValues.first { $0.qualifiers == screen } ?? AndroidQualifiedValues(qualifiers: screen)
            for file in folder.files {
                try AndroidValuesReader.read(text: try text(of: file), file: file, styles: &values.styles, dimensions: &values.dimensions, limits: limits)
            }
            qualifiedValues.removeAll { $0.qualifiers == screen }
            qualifiedValues.append(values)
        }
        // The manifest read once: the application theme from the first that names one, every
        // module's activities (the first manifest with an application theme may be a library's).
        if let (manifest, path) = try Self.manifest(besideResFolder: resFolder, limit: sizeLimit) {
            if applicationTheme == nil { applicationTheme = Self.applicationTheme(in: manifest, path: path) }
            activityThemes.merge(Self.activityThemes(in: manifest, path: path)) { first, _ in first }
            try readModuleTheme(
                resFolder: resFolder, manifest: manifest, path: path, defaultFiles: defaults.flatMap(\.files), nightFiles: nights.flatMap(\.files))
        }
        for folder in valuesFolders where stringsAndColors {
            guard let locale = stringsLocale(folder.name, folder.qualifiers) else { continue }
            for file in folder.files { try readStrings(file, locale: locale) }
        }
        // The highest API level first, as a current phone picks it.
        readFonts(files: fontFiles.sorted { $0.apiLevel > $1.apiLevel }.map(\.path))
        readIncludes(layoutFiles: layoutFiles)
        readFragmentSlots(layoutFiles: layoutFiles, navigationFiles: navigationFiles)
        readWidgetPreviews(providerFiles: widgetProviderFiles)
        readReachRoots(xmlFiles: reachRootFiles + widgetProviderFiles + navigationFiles, valuesFiles: defaults.flatMap(\.files))
        var namedDrawables: [String: Set<String>] = [:]
        var selectors: Set<String> = []
        for file in drawableFiles {
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            let contents = try text(of: file)
            if contents.contains("<selector") { selectors.insert(name) }
            let pads = contents.contains("<padding") || contents.contains("android:inset") || contents.contains("@android:drawable/")
            drawablePads[name] = (drawablePads[name] ?? false) || pads
            namedDrawables[name, default: []].formUnion(Self.drawableReferences(in: contents))
            if shapeBoxes[name] == nil, contents.contains("<shape"), let box = try AndroidShapeBox.read(text: contents, file: file) { shapeBoxes[name] = box }
            if contents.contains("<shape"), try AndroidShapeBox.isRoundFill(text: contents, file: file) { roundFills.insert(name) }
            guard drawables[name] == nil, let drawable = try AndroidValuesReader.drawable(text: contents, file: file) else { continue }
            drawables[name] = drawable
        }
        // One level through a selector, ripple or layer list: an item that pads pads the whole.
        for (name, named) in namedDrawables where drawablePads[name] == false {
            if named.contains(where: { drawablePads[$0] != false }) { drawablePads[name] = true }
        }
        // A name no XML drawable defines: its bitmap's size, from the densest folder (the sharpest the app ships).
        for file in bitmapFiles.sorted(by: { $0.density > $1.density }) {
            let name = String((file.path as NSString).lastPathComponent.dropLast(".png".count))
            guard drawables[name] == nil, let bitmap = AndroidBitmapSizes.drawable(png: file.path, density: file.density) else { continue }
            drawables[name] = bitmap
        }
        addSelectorSizes(selectors, items: namedDrawables)
        guard stringsAndColors, !valuesFolders.isEmpty else { return }
        do {
            colorSets.append(try ColorTokenSet(sources: [ColorSource(.android, path: resFolder)]))
        } catch {
            let location = Finding.Location(file: error.file, line: error.position?.line, column: error.position?.column)
            problems.append(
                Finding(
                    id: resFolder, rule: ScanRules.unresolved.id, severity: ScanRules.unresolved.defaultSeverity,
                    message: "the colours of \(resFolder) could not be read, so colours defined there are unknown: \(error.message)",
                    location: location))
        }
    }

    /// Whether a drawable folder applies whatever the screen: no qualifiers, or only an API
    /// level, `anydpi`, `nodpi` or a density (an XML drawable is the same in each).
    private static func isDrawableDefault(_ qualifiers: [String]) -> Bool {
        let densities: Set<String> = ["anydpi", "nodpi", "ldpi", "mdpi", "tvdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]
        return qualifiers.allSatisfy { densities.contains($0) || AndroidValueSyntax.isDefaultConfiguration([$0]) }
    }

    /// Whether a values folder applies in dark mode on a phone: `night`, with an API level at most.
    private static func isNight(_ qualifiers: [String]) -> Bool {
        qualifiers.first == "night" && AndroidValueSyntax.isDefaultConfiguration(Array(qualifiers.dropFirst()))
    }

    var sizeLimit: FileSizeLimit {
        FileSizeLimit(bytes: limits.maximumValuesFileBytes, what: "an Android resource file", setting: "AndroidResourceLimits.maximumValuesFileBytes")
    }

    func text(of file: String) throws(SyntaxError) -> String {
        try TextDecoding.decode(try FileReading.read(file, limit: sizeLimit, regularFileOnly: true), file: file)
    }

    /// A folder's entries through ``ProjectWalker`` (sorted, hidden ones left out), counted
    /// against the limit. Only real folders and regular files: a link to a folder is not entered
    /// and a named pipe, device or socket not opened (a FIFO would block the scan forever).
    private func entries(of folder: String, budget: inout Int) throws(SyntaxError) -> [ProjectWalker.Entry] {
        try ProjectWalker.entries(
            of: folder, budget: &budget,
            limitMessage: "more than \(limits.maximumDirectoryEntries) files and folders in the res folder (AndroidResourceLimits.maximumDirectoryEntries)"
        ).filter { $0.kind != .special }
    }
}
