import LegibleCatalogs
import LegibleColor
import LegibleCore
import LegibleReporting
import LegibleTokens
import LegibleTypeScale

/// The resources a project defines — localised strings, colours per appearance, platform
/// styles — gathered before any screen file is read, so readers and rules resolve references
/// the same way.
///
/// ```swift
/// let resources = ScanResources(catalogs: [mainStrings, germanStrings], colorSets: [assets])
/// resources.entries(forKey: "abc-12-xyz.text", table: "Main", platform: .iOS)   // every locale's text
/// resources.resolve(.asset("Brand"), in: .dark)                                  // .resolved(#0a84ff…)
/// ```
public struct ScanResources: Sendable {
    /// Every string catalog found or named, in the order they were read.
    public private(set) var catalogs: [StringCatalog]
    /// Sets of named colours, looked up in order: the configuration's `sources` first (one set,
    /// layered as `legible check` layers them), then each asset catalog and Android `res` folder
    /// found, each its own set (two catalogs may both define `AccentColor`; the first wins).
    public var colorSets: [ColorTokenSet]
    /// The language text written in the interface files themselves is in (a storyboard's
    /// `text="…"`, Android `values/strings.xml`): `en` unless `legible.yaml` says otherwise.
    public var developmentLanguage: String
    /// What Android resources add: styles, themes, dimensions (filled by the Android loader).
    public var android: AndroidScanResources
    /// The resource files that could not be read (a malformed `.strings`, asset catalog or
    /// `res` folder), in the order found: the scan reports each as `scan.unreadable` and goes on.
    public var unreadableFiles: [SourceFileError] = []
    /// The iOS screen widths in points that storyboards' and xibs' Auto Layout is solved at,
    /// narrowest first (``ScanConfiguration/screenWidths(for:)``, and an iPad's when the app runs on one).
    public var iOSScreenWidths: [Double] = ScanConfiguration.defaultScreenWidths(for: .iOS)
    /// The storyboards the apps' `Info.plist`s name as launch screens (`UILaunchStoryboardName`, or
    /// the project's `INFOPLIST_KEY_UILaunchStoryboardName` build setting), without `.storyboard`: the system shows them as a static snapshot while the app starts.
    public var launchStoryboards: Set<String> = []
    /// The lowest iOS version the app's Xcode projects build for (`IPHONEOS_DEPLOYMENT_TARGET`),
    /// `nil` when none sets one: code in the `else` of an availability check for that version or
    /// an earlier one never runs.
    public var iOSDeploymentTarget: Double?
    /// The Android screen widths in dp that layouts written in code (Jetpack Compose) are laid
    /// out at, narrowest first (``ScanConfiguration/screenWidths(for:)``: `scan: screens: android:`
    /// or 320, 360 and 411 dp).
    public var androidScreenWidths: [Double] = ScanConfiguration.defaultScreenWidths(for: .android)
    /// For each table, each key's entries as (catalog, entry) indexes.
    private var tables: [String: [String: [EntryIndex]]] = [:]

    private struct EntryIndex: Sendable {
        let catalog: Int
        let entry: Int
    }

    /// The table name Android string resources are filed under: every `values*/strings.xml`
    /// serves every layout.
    public static let androidTable = "@android"

    /// The table a text without one is looked up in on iOS, `Localizable`.
    public static let defaultAppleTable = "Localizable"

    /// Resources from parts already in hand.
    ///
    /// - Parameters:
    ///   - catalogs: string catalogs; each is filed under its table (``table(of:)``).
    ///   - colorSets: named colours, looked up in order.
    ///   - developmentLanguage: the language of text written in interface files.
    ///   - android: Android styles, themes and dimensions.
    public init(
        catalogs: [StringCatalog] = [], colorSets: [ColorTokenSet] = [], developmentLanguage: String = "en",
        android: AndroidScanResources = AndroidScanResources()
    ) {
        self.catalogs = []
        self.colorSets = colorSets
        self.developmentLanguage = developmentLanguage
        self.android = android
        for catalog in catalogs { add(catalog) }
    }

    /// Adds a catalog, filed under its table.
    ///
    /// - Parameter catalog: the catalog.
    public mutating func add(_ catalog: StringCatalog) {
        let catalogIndex = catalogs.count
        catalogs.append(catalog)
        let table = Self.table(of: catalog)
        // Appended in place: taking the table out and putting it back would copy it per catalog.
        for (index, entry) in catalog.entries.enumerated() {
            tables[table, default: [:]][entry.key, default: []].append(EntryIndex(catalog: catalogIndex, entry: index))
        }
    }

    /// The table a catalog's strings belong to: its file name without the extension (`Main`
    /// for `de.lproj/Main.strings` and `Main.xcstrings`), or ``androidTable`` for Android
    /// string resources.
    ///
    /// - Parameter catalog: the catalog.
    public static func table(of catalog: StringCatalog) -> String {
        if catalog.format == .androidXML { return androidTable }
        let name = catalog.file.split(separator: "/").last.map(String.init) ?? catalog.file
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// The table a text is looked up in: ``androidTable`` on Android, else `table` or
    /// ``defaultAppleTable``.
    ///
    /// - Parameters:
    ///   - table: the table an element names, if any.
    ///   - platform: the element's platform.
    public static func lookupTable(_ table: String?, platform: TextSizePlatform) -> String {
        platform == .android ? androidTable : (table ?? defaultAppleTable)
    }

    /// Whether any catalog serves a table.
    ///
    /// - Parameter table: a table name (``table(of:)``).
    public func hasTable(_ table: String) -> Bool {
        tables[table] != nil
    }

    /// Every entry of a key in a table, in every locale and variant, in the order the catalogs
    /// were read.
    ///
    /// - Parameters:
    ///   - key: the key.
    ///   - table: the table the element names (`nil`: the platform's default).
    ///   - platform: the element's platform.
    public func entries(forKey key: String, table: String?, platform: TextSizePlatform) -> [CatalogEntry] {
        let entries = storedEntries(forKey: key, table: table, platform: platform)
        guard platform == .android, entries.contains(where: { Self.stringAlias($0.text) != nil }) else { return entries }
        return resolvingAliases(entries, key: key, depth: 0)
    }

    func storedEntries(forKey key: String, table: String?, platform: TextSizePlatform) -> [CatalogEntry] {
        guard let indexes = tables[Self.lookupTable(table, platform: platform)]?[key] else { return [] }
        return indexes.map { catalogs[$0.catalog].entries[$0.entry] }
    }

    /// The colour a name has in an appearance in the first set that defines it.
    ///
    /// - Parameters:
    ///   - name: an asset catalog colour, design token or Android colour resource name.
    ///   - appearance: the appearance.
    public func color(named name: String, in appearance: ColorAppearance) -> ColorTokenValue? {
        color(named: name, in: appearance, near: nil)
    }

    /// The colour a name has in an appearance in the set that defines it nearest `file`: of two
    /// modules' res folders that both name `color_surface`, the one whose definition shares the
    /// longest folder path with the file (WooCommerce c8b90c30's phone screens use
    /// `WooCommerce/src/main/res`, not `WooCommerce-Wear/src/main/res`, whose surface is white in
    /// dark too). Without a file, or when one set defines it, the first set that does.
    ///
    /// - Parameters:
    ///   - name: an asset catalog colour, design token or Android colour resource name.
    ///   - appearance: the appearance.
    ///   - file: the file of the element that names it.
    public func color(named name: String, in appearance: ColorAppearance, near file: String?) -> ColorTokenValue? {
        var best: (set: ColorTokenSet, shared: Int)?
        for set in colorSets {
            guard let token = set.token(named: name) else { continue }
            guard let file else { return set.color(named: name, in: appearance) }
            let defined = token.appearances.first.flatMap { token.values[$0]?.location.file } ?? ""
            let shared = Self.sharedFolders(defined, file)
            if best == nil || shared > best!.shared { best = (set, shared) }
        }
        return best?.set.color(named: name, in: appearance)
    }

    /// How many leading folders two paths share.
    static func sharedFolders(_ first: String, _ second: String) -> Int {
        let (a, b) = (first.split(separator: "/").dropLast(), second.split(separator: "/").dropLast())
        return zip(a, b).prefix { $0 == $1 }.count
    }

    /// Whether any set defines a colour of this name, with a value or without one in every
    /// appearance (an Android colour that is a framework colour whose value is not published).
    ///
    /// - Parameter name: the colour's name.
    public func definesColor(named name: String) -> Bool {
        // A colour whose chain leads out of its res folder (Habitica 56dfaf32's
        // `<color name="window_background">@color/gray_700</color>`, gray_700 in its `common`
        // module) is defined, with no value Legible can give; not "defined in no colours file".
        colorSets.contains { $0.token(named: name) != nil || $0.unresolved.contains { $0.name == name } }
    }
}
