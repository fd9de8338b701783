/// What the app-wide pre-passes learn from every Swift file before any file is scanned
/// (``SwiftSourceReader/prepared(forFiles:)``): built once, kept on the reader and handed whole to
/// each file's scan, which reads `facts.x`. One value rather than a property each on the reader
/// and on ``SwiftFileScan``, so that a new pre-pass is added in one place.
struct SwiftAppFacts: Sendable {
    /// The view types the scanned files' `DynamicIsland` regions name, with their region
    /// (``DynamicIslandSlots``): their texts are in a slot the system sizes.
    var islandViews: [String: String] = [:]
    /// The app's own button styles that pad their labels, by type name (``ProjectButtonStyles``).
    var buttonStylePaddings: [String: StylePadding] = [:]
    /// The app's own `Color`/`UIColor` members, from every file (``ExtensionColors``).
    var extensionColors = ExtensionColors()
    /// The app's own font modifiers, by name (``FontWrappers``).
    var fontWrappers: [String: FontWrapper] = [:]
    /// The app's own sizing modifiers, by name (``SizeWrappers``).
    var sizeWrappers: [String: [SizeWrapper]] = [:]
    /// The app's view members only bars and menus show (``BarItemMembers``).
    var barItemMembers: Set<String> = []
    /// The app's UIKit text-view extension methods that set the view's font (``FontSettingExtensions``).
    var fontSettingMethods: Set<String> = []
    /// The app's UIKit text-view extension properties whose setter sets the view's font, as
    /// `Type.property` with what else it sets (``FontSettingExtensions``).
    var fontSettingProperties: [String: Set<String>] = [:]
    /// The app's attributed-string helpers that give a `UIFont` parameter to the text, with those
    /// parameters' labels (``AttributedFontHelpers``).
    var attributedFontHelpers: [String: Set<String>] = [:]
    /// The app's own modifiers that fill a widget's container background, with their parameter's
    /// label (``WidgetBackgroundWrappers``).
    var widgetBackgroundWrappers: [String: String] = [:]
    /// The app's own view modifiers that cap Dynamic Type, by name (``ClampingModifiers``).
    var clampingModifiers: [String: [FontWrapper]] = [:]
    /// The app's own `Font`/`UIFont` members and its size constants (``AppFonts``, ``AppSizeConstants``).
    var appFonts = AppFonts()
    /// The app's string properties whose one value is emoji (``EmojiProperties``, ``EmojiSwitches``,
    /// ``EmojiRawValues``).
    var emojiProperties: [String: String] = [:]
    /// The app's types another file's text-size observer refreshes (``SizeRefreshedTypes``).
    var sizeRefreshedTypes: Set<String> = []
    /// The app's flags that are true only for emoji-only text, with their source (``EmojiFlags``).
    var emojiFlags: [String: String] = [:]
    /// The app's view properties every caller fills with emoji, by `Type.name` (``EmojiParameters``).
    var emojiParameters: [String: String] = [:]
    /// The app's string members that return one character at most (``OneLetterMembers``).
    var oneLetterMembers: Set<String> = []
    /// The `Font` defaults of view initializers every call overrides, as `Type.label` (``OverriddenFontDefaults``).
    var overriddenFontDefaults: Set<String> = []
    /// The app's functions returning an attributed string whose file names no font (``FontlessAttributedBuilders``).
    var fontlessAttributedBuilders: Set<String> = []
    /// The app's methods that set a colour or line count on a view handed to them (``AppViewHelpers``).
    var viewHelpers = AppViewHelpers()
    /// The app's Bool constants other files test (``AppConstantFlags``): literals and the Mac Catalyst check.
    var appFlags = AppConstantFlags()
    /// The colours each of the app's themes gives its theme properties (``ThemePalettes``).
    var themePalettes = ThemePalettes()
    /// The app's style closure parts whose font or text colour every use sets again, as
    /// `module|style|part|property` (``OverwrittenStyleClosures``).
    var overwrittenStyles: Set<String> = []
    /// The app's views whose `body` is one control every use places in a container (``PlacedControlViews``).
    var placedControlViews: Set<String> = []
    /// The app's views whose every use places an automatic button in them borderless (``AutomaticButtonViews``).
    var automaticButtonViews: Set<String> = []
    /// The app's views a window shows as its whole content, drawn on its background (``WindowRootViews``).
    var windowRootViews: Set<String> = []

    /// No facts: a file read on its own (tests, `legible scan FILE`).
    init() {}

    /// The facts of the app whose Swift files `files` holds, each pre-pass in turn; each file is
    /// parsed at most once for all of them.
    init(files: SwiftPrePassTexts) {
        let texts = files.texts
        islandViews = DynamicIslandSlots.views(files: files)
        buttonStylePaddings = ProjectButtonStyles.paddings(files: files)
        // Before the colours: a constant flag chooses no colour (``ChosenColors``).
        appFlags = AppConstantFlags.declared(files: files)
        extensionColors = ExtensionColors.declared(files: files, flags: appFlags)
        fontWrappers = FontWrappers.wrappers(files: files)
        sizeWrappers = SizeWrappers.wrappers(files: files)
        barItemMembers = BarItemMembers.members(files: files)
        fontSettingMethods = FontSettingExtensions.methods(files: files)
        fontSettingProperties = FontSettingExtensions.properties(files: files)
        attributedFontHelpers = AttributedFontHelpers.helpers(files: files)
        widgetBackgroundWrappers = WidgetBackgroundWrappers.wrappers(files: files)
        clampingModifiers = ClampingModifiers.modifiers(files: files)
        appFonts = AppFonts.declared(files: files)
        appFonts.sizes = AppSizeConstants.declared(files: files)
        appFonts.held = HeldStyleFonts.declared(files: files)
        appFonts.initializers = ViewFontInitializers.declared(files: files)
        appFonts.sizes.settings = AppSizeSettings.declared(files: files)
        appFonts.built = BuiltTypeFonts.declared(files: files, appFonts: appFonts)
        emojiProperties = EmojiProperties.declared(inTexts: texts).merging(EmojiSwitches.declared(inTexts: texts)) { own, _ in own }
            .merging(EmojiRawValues.declared(files: files)) { own, _ in own }
        sizeRefreshedTypes = SizeRefreshedTypes.types(files: files)
        emojiFlags = EmojiFlags.flags(inTexts: texts)
        emojiParameters = EmojiParameters.declared(inTexts: texts)
        oneLetterMembers = OneLetterMembers.declared(files: files)
        overriddenFontDefaults = OverriddenFontDefaults.defaults(files: files)
        viewHelpers = AppViewHelpers.declared(files: files)
        fontlessAttributedBuilders = FontlessAttributedBuilders.declared(files: files)
        themePalettes = ThemePalettes.declared(files: files, flags: appFlags, colors: extensionColors)
        overwrittenStyles = OverwrittenStyleClosures.declared(files: files)
        placedControlViews = PlacedControlViews.views(files: files)
        automaticButtonViews = AutomaticButtonViews.views(files: files)
        windowRootViews = WindowRootViews.views(files: files)
    }
}
