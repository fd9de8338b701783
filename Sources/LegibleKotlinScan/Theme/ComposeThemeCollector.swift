import Foundation
import LegibleScan
import LegibleTypeScale

/// The pre-pass over an app's Kotlin that finds its theme: the files that build a colour scheme
/// or a `Typography`, or define colours (`val Purple80 = Color(0xFFD0BCFF)`), parsed once, their
/// constants pooled, and the theme read from their `lightColorScheme(…)`, `darkColorScheme(…)`,
/// `dynamic…ColorScheme(…)` and `Typography(…)` calls.
///
/// Bounded: at most ``maximumFiles`` files and ``maximumBytes`` bytes are parsed (the rest are
/// still scanned, but add nothing to the theme), each at most `KotlinLimits.maximumFileBytes`.
enum ComposeThemeCollector {
    /// The most files the pre-pass parses.
    static let maximumFiles = 400
    /// The most bytes the pre-pass reads in all.
    static let maximumBytes = 16 << 20

    /// Text a file must hold for the pre-pass to parse it (beside `androidx.compose`). The search
    /// is by bytes, so `compositionLocalOf` (no `static`) is its own marker: Readrops 22
    /// Spacing.kt's `LocalSpacing = compositionLocalOf { Spacing() }` was never read, and its
    /// 8 dp `MaterialTheme.spacing.shortSpacing` paddings left 40 dp rows unmeasured.
    static let markers = [
        "ColorScheme(", "Typography(", "Color(0x", "Color(red", "CompositionLocalOf", "compositionLocalOf", "CompositionLocalProvider",
        "lightColors(", "darkColors(",
    ]

    /// The theme the Kotlin files among `paths` build.
    static func collect(paths: [String]) -> ComposeTheme { collect(sources: KotlinSourceTexts(paths: paths)) }

    /// The theme the Kotlin files among `sources` build.
    static func collect(sources: KotlinSourceTexts) -> ComposeTheme {
        var texts: [(path: String, text: String)] = []
        var others: [String] = []
        var bytes = 0
        for path in sources.paths where texts.count < maximumFiles {
            guard let size = sources.regularSize(path), size <= KotlinLimits.maximumFileBytes, bytes + size <= maximumBytes,
                let text = sources.text(path)
            else { continue }
            guard KotlinDeclaredNames.contains(text, "androidx.compose"), markers.contains(where: { KotlinDeclaredNames.contains(text, $0) }) else {
                others.append(path)
                continue
            }
            bytes += size
            texts.append((path, text))
        }
        var files = texts.map { (path: $0.path, file: KotlinParser.parse($0.text)) }
        followNames(into: &files, from: &others, bytes: &bytes, sources: sources)
        followThemeObjects(into: &files, from: others, bytes: &bytes, sources: sources)
        followProviderCallers(into: &files, from: others, bytes: &bytes, sources: sources)
        let switches = ComposeDynamicSwitch.switches(in: files)
        let on = ComposeDynamicSwitch.switchedOn(switches.values.reduce(into: Set<String>()) { $0.formUnion($1) }, sources: sources)
        var theme = collect(files: files, dynamicOff: Set(switches.filter { $0.value.isDisjoint(with: on) }.keys))
        if theme.fixedAppearance == nil, let called = ComposeFixedAppearance.calledTheme(themeFiles: files, sources: sources) {
            (theme.fixedAppearance, theme.calledTheme) = (called.style, called)
        }
        theme.appThemes.accessors.merge(accessorFunctions(files: files, others: others, themes: theme.appThemes, bytes: bytes, sources: sources)) { first, _ in
            first
        }
        return theme
    }

    /// The app's functions that return its theme's palette (``ComposeThemeAccessors``), from the
    /// files the pre-pass did not parse, within its limits.
    private static func accessorFunctions(
        files: [(path: String, file: KotlinFile)], others: [String], themes: ComposeAppThemes, bytes: Int, sources: KotlinSourceTexts
    ) -> [String: KotlinExpression] {
        let names = ComposeThemeAccessors.accessorNames(files: files, themes: themes)
        guard !names.isEmpty else { return [:] }
        var found: [String: KotlinExpression] = [:]
        var bytes = bytes
        for path in others {
            guard let size = sources.regularSize(path), bytes + size <= maximumBytes, let text = sources.text(path),
                ComposeThemeAccessors.mayDeclare(text, names: names)
            else { continue }
            bytes += size
            found.merge(ComposeThemeAccessors.functions(in: KotlinParser.parse(text).statements, names: names)) { first, _ in first }
        }
        return found
    }

    /// Adds the files that declare what the app's theme objects name but the parsed files do not:
    /// a palette with no colour literal of its own (`val compoundColorsLight = SemanticColors(bg =
    /// LightColorTokens.colorGray1400, …)`, Element X), its class, the tokens' object, and the
    /// extension properties of the palettes' classes (`val SemanticColors.roomListRoomName`). At
    /// most three rounds, within the pre-pass's limits; only those declarations are kept.
    private static func followNames(
        into files: inout [(path: String, file: KotlinFile)], from others: inout [String], bytes: inout Int, sources: KotlinSourceTexts
    ) {
        // Each file's declared names are found once, not in every round (Element X: 4,000 files).
        var summaries: [String: KotlinDeclaredNames] = [:]
        // The declarations taken from each file so far: a later round may want more of the same
        // file (Wire's `WireColorSchemeTypes`, then the palettes it names, in WireColorScheme.kt).
        var taken: [String: Set<String>] = [:]
        for _ in 0..<5 {
            let (wanted, classes) = ComposeAppThemesCollector.missingNames(files: files)
            guard !wanted.isEmpty || !classes.isEmpty, !others.isEmpty else { return }
            var kept: [String] = []
            var added = 0
            for path in others {
                guard files.count < maximumFiles, let size = sources.regularSize(path), bytes + size <= maximumBytes else {
                    kept.append(path)
                    continue
                }
                if summaries[path] == nil {
                    guard let text = sources.text(path) else {
                        kept.append(path)
                        continue
                    }
                    summaries[path] = KotlinDeclaredNames(text)
                }
                let already = taken[path] ?? []
                guard let summary = summaries[path],
                    !summary.receivers.isDisjoint(with: classes.subtracting(already)) || !summary.names.isDisjoint(with: wanted.subtracting(already)),
                    let text = sources.text(path)
                else {
                    kept.append(path)
                    continue
                }
                if already.isEmpty { bytes += size }
                kept.append(path)
                // Only the declarations looked for, once: the file's other names are not the theme's.
                var file = KotlinParser.parse(text)
                file.statements = file.statements.filter { statement in
                    guard case .declaration(let declaration) = statement else { return false }
                    let key = declaration.receiver.map { $0 + "." + declaration.name } ?? declaration.name
                    guard !already.contains(key), wanted.contains(declaration.name) || declaration.receiver.map(classes.contains) == true else { return false }
                    taken[path, default: []].insert(key)
                    return true
                }
                added += file.statements.count
                files.append((path, file))
            }
            guard added > 0 else { return }
            others = kept
        }
    }

    /// Adds the app's theme objects that hand out a local's palette from files no marker took:
    /// `object TwTheme { val color: ThemeColors @Composable get() = LocalThemeColors.current }`
    /// (2fas-android 6bbcc5c4 TwTheme.kt:11) writes no colour, scheme or local of its own, so
    /// `TwTheme.color.primary` on every screen named nothing. Only the object's properties that
    /// read a local, or hand out Material's scheme (`val colorScheme @Composable get() =
    /// MaterialTheme.colorScheme`, read as it), are kept (its `typo`, `shape` are not the theme's colours).
    private static func followThemeObjects(
        into files: inout [(path: String, file: KotlinFile)], from others: [String], bytes: inout Int, sources: KotlinSourceTexts
    ) {
        // The locals' names only: their palettes are read once, after this.
        var declared = ComposeAppThemesCollector(constants: ComposeConstants())
        for (path, file) in files { declared.declarations(file.statements, owner: nil, path: path) }
        let locals = Set(declared.defaults.keys)
        for path in others where files.count < maximumFiles {
            guard let size = sources.regularSize(path), bytes + size <= maximumBytes, let text = sources.text(path),
                KotlinDeclaredNames.contains(text, "object "),
                locals.contains(where: { KotlinDeclaredNames.contains(text, $0 + ".current") }) || KotlinDeclaredNames.contains(text, materialSchemeGetter)
            else { continue }
            var file = KotlinParser.parse(text)
            file.statements = file.statements.compactMap { statement in
                guard case .declaration(var object) = statement, object.keyword == "object" else { return nil }
                object.body = (object.body ?? []).filter { member in
                    guard case .declaration(let property) = member, property.keyword == "val", property.receiver == nil,
                        let value = property.initializer
                    else { return false }
                    // Primal f5d5ee2f AppTheme.kt:37-39, `val colorScheme: ColorScheme @Composable get() = MaterialTheme.colorScheme`.
                    if value.sketch == "MaterialTheme.colorScheme" { return true }
                    guard case .member(let base, "current", _) = value.kind, case .name(let local) = base.kind else { return false }
                    return locals.contains(local)
                }
                return object.body?.isEmpty == false ? .declaration(object) : nil
            }
            guard !file.statements.isEmpty else { continue }
            bytes += size
            files.append((path, file))
        }
    }

    /// How a theme object's property that hands out Material's scheme is written.
    private static let materialSchemeGetter = "get() = MaterialTheme.colorScheme"

    /// The theme the files' texts build (also the tests' entry point).
    static func collect(texts: [(path: String, text: String)]) -> ComposeTheme {
        collect(files: texts.map { (path: $0.path, file: KotlinParser.parse($0.text)) })
    }

    /// The theme the parsed files build; `dynamicOff` names the functions whose dynamic colour is
    /// behind a switch the app never turns on (``ComposeDynamicSwitch``).
    static func collect(files: [(path: String, file: KotlinFile)], dynamicOff: Set<String> = []) -> ComposeTheme {
        var theme = ComposeTheme()
        theme.constants = ComposeConstants(declarationsOf: files.map(\.file.statements))
        theme.appThemes = ComposeAppThemesCollector.collect(files: files, constants: theme.constants)
        let accessorNames = ComposeThemeAccessors.accessorNames(files: files, themes: theme.appThemes)
        for (_, file) in files where !accessorNames.isEmpty {
            theme.appThemes.accessors.merge(ComposeThemeAccessors.functions(in: file.statements, names: accessorNames)) { first, _ in first }
        }
        theme.dynamicOff = dynamicOff
        theme.fixedAppearance = ComposeFixedAppearance.style(in: files)
        var calls: [String: [SchemeCall]] = [:]
        for (path, file) in files {
            for statement in file.statements {
                // A scheme built in an extension of a palette class reads that palette's fields.
                let receiver: String? = if case .declaration(let declaration) = statement { declaration.receiver } else { nil }
                let switchedOff = if case .declaration(let declaration) = statement { dynamicOff.contains(declaration.name) } else { false }
                let holder: String? = if case .declaration(let declaration) = statement { declaration.name } else { nil }
                ThemeCalls.find(in: [statement]) { call in
                    if switchedOff, ComposeDynamicSwitch.dynamicCalls.contains(call.name) { return }
                    // Material 2's palettes only as androidx's (an app may name its own `lightColors`).
                    if ThemeCalls.material2Palettes.contains(call.name), !ThemeCalls.importsMaterial2(call.name, file) { return }
                    // The same call written the same way twice (a copied file) is one scheme.
                    if !(calls[call.name] ?? []).contains(where: { $0.call.arguments == call.arguments }) {
                        calls[call.name, default: []].append(SchemeCall(path: path, call: call, receiver: receiver, holder: holder))
                    }
                }
            }
        }
        let values = ComposeValues(constants: theme.constants)
        theme.usesDynamicColor = !["dynamicLightColorScheme", "dynamicDarkColorScheme", "dynamicColorScheme"].allSatisfy { (calls[$0] ?? []).isEmpty }
        readSchemes(
            light: standardContrast(calls["lightColorScheme"] ?? []), dark: standardContrast(calls["darkColorScheme"] ?? []), values: values, into: &theme)
        let typographies = (calls["Typography"] ?? []).filter { !$0.call.arguments.isEmpty }
        if typographies.count == 1 { theme.typography = typography(typographies[0].call, values: values) }
        theme.material2 = ComposeMaterial2Theme.read(light: calls["lightColors"] ?? [], dark: calls["darkColors"] ?? [], values: values)
        if typographies.count == 1 { theme.material2.typography = ComposeMaterial2Typography.styles(typographies[0], files: files) }
        theme.appearance.choosers = ComposeAppearanceChoosers.collect(files: files, constants: theme.constants)
        return theme
    }

    /// A theme function's call, with the receiver of the extension it is written in.
    struct SchemeCall {
        var path: String
        var call: ComposeCall
        var receiver: String?
        /// The top-level declaration the call is in (`MediumContrastLightColors`).
        var holder: String? = nil

        /// Whether it is a Material Theme Builder contrast variant (`mediumContrastLightColorScheme`,
        /// `HighContrastDarkColors`), which only a raised contrast setting shows.
        var isContrastVariant: Bool {
            guard let name = holder?.lowercased() else { return false }
            return name.contains("mediumcontrast") || name.contains("highcontrast")
        }
    }

    /// The schemes that show at the standard contrast: when an app exports Material Theme
    /// Builder's three contrasts, its standard scheme is the one shown until the user raises the
    /// contrast (Neo-Backup b27516fc Theme.kt:76, `LightColors`, beside `MediumContrastLightColors`
    /// and `HighContrastLightColors`, was left unresolved, and with it every colour of its screens).
    /// The variants are dropped only when one standard scheme remains.
    static func standardContrast(_ calls: [SchemeCall]) -> [SchemeCall] {
        let standard = calls.filter { !$0.isContrastVariant }
        return standard.count == 1 && calls.count > 1 ? standard : calls
    }

    private static func readSchemes(
        light: [SchemeCall], dark: [SchemeCall], values: ComposeValues, into theme: inout ComposeTheme
    ) {
        guard !light.isEmpty || !dark.isEmpty else {
            if theme.usesDynamicColor {
                theme.unresolvedReason =
                    "the app's colours are dynamic (dynamicLightColorScheme…): Android 12 and later take them from the wallpaper, and the app builds no fixed scheme"
            }
            return
        }
        guard light.count <= 1, dark.count <= 1 else {
            let files = Set((light + dark).map { fileName($0.path) }).sorted().prefix(3).joined(separator: ", ")
            theme.unresolvedReason =
                "the app builds \(light.count) light and \(dark.count) dark colour schemes (in \(files)…); which one shows is chosen while it runs"
            return
        }
        theme.unresolvedReason = nil
        var names: [String] = []
        if let light = light.first {
            theme.light = roles(light.call, values: values, receiver: receiverFields(light.receiver, dark: false, theme: theme))
            names.append(fileName(light.path))
        }
        if let dark = dark.first {
            theme.dark = roles(dark.call, values: values, receiver: receiverFields(dark.receiver, dark: true, theme: theme))
            if !names.contains(fileName(dark.path)) { names.append(fileName(dark.path)) }
        }
        if light.isEmpty {
            // Only a dark scheme: the app's light colours are not known.
            for role in ComposeMaterialDefaults.colorRoles.keys {
                theme.light[role] = .unresolved(role, reason: "the app builds no lightColorScheme(…) the reader found")
            }
        }
        theme.name = names.joined(separator: " + ")
    }

    /// The light or dark palette of the app theme whose class is `receiver`: what the bare names
    /// of a scheme built in its extension are (`fun SemanticColors.toMaterialColorSchemeLight() =
    /// lightColorScheme(primary = bgActionPrimaryRest, …)`, Element X).
    private static func receiverFields(_ receiver: String?, dark: Bool, theme: ComposeTheme) -> [String: KotlinExpression]? {
        guard let receiver else { return nil }
        let palette = theme.appThemes.locals.values.sorted { $0.name < $1.name }.first { $0.className == receiver && $0.unresolvedReason == nil }
        return dark ? palette?.dark : palette?.light
    }

    /// The roles a scheme call sets; `surfaceTint` follows `primary`, as the functions' defaults do.
    private static func roles(_ call: ComposeCall, values: ComposeValues, receiver: [String: KotlinExpression]? = nil) -> [String: ScannedColor] {
        var roles: [String: ScannedColor] = [:]
        for argument in call.arguments {
            guard let role = argument.name, ComposeMaterialDefaults.colorRoles[role] != nil else { continue }
            let value = receiver.map { ComposeReceiverScope.substitute(argument.value, fields: $0) } ?? argument.value
            roles[role] = values.color(value) ?? .unresolved(argument.value.sketch, reason: "a colour the reader cannot read from the app's theme")
        }
        if roles["surfaceTint"] == nil, let primary = roles["primary"] { roles["surfaceTint"] = primary }
        return roles
    }

    /// The fonts a `Typography(bodyLarge = TextStyle(fontSize = 17.sp), …)` call gives its roles.
    private static func typography(_ call: ComposeCall, values: ComposeValues) -> [MaterialTypeRole: ScannedFont] {
        var fonts: [MaterialTypeRole: ScannedFont] = [:]
        for argument in call.arguments {
            guard let name = argument.name, let role = MaterialTypeRole(rawValue: name) else { continue }
            let style = ComposeTextStyle(argument.value, values: values)
            // A style the reader cannot read keeps the type scale's size (said in Scan.md).
            guard let font = style.font(weight: nil) else { continue }
            if case .materialRole(let named) = font, named == role { continue }
            fonts[role] = font
        }
        return fonts
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// Finds the calls of the theme functions anywhere in a file, to a bounded depth.
enum ThemeCalls {
    static let names: Set<String> = [
        "lightColorScheme", "darkColorScheme", "dynamicLightColorScheme", "dynamicDarkColorScheme", "dynamicColorScheme", "Typography",
        "lightColors", "darkColors",
    ]

    /// Material 2's palette functions (`androidx.compose.material.lightColors`).
    static let material2Palettes: Set<String> = ["lightColors", "darkColors"]

    /// Whether `file` takes `name` from `androidx.compose.material`: by name, or with `.*`.
    static func importsMaterial2(_ name: String, _ file: KotlinFile) -> Bool {
        file.imports.contains("androidx.compose.material." + name) || file.imports.contains("androidx.compose.material.*")
    }

    static func find(in statements: [KotlinStatement], _ found: (ComposeCall) -> Void) {
        KotlinWalk.expressions(in: statements) { expression in
            guard case .call(let callee, let arguments, _) = expression.kind, case .name(let name) = callee.kind, names.contains(name) else { return }
            found(ComposeCall(name: name, arguments: arguments, position: expression.position, endLine: expression.endLine))
        }
    }
}
