import LegibleColor
import LegibleReporting
import LegibleTargets
import LegibleTokens
import LegibleTypeScale

extension ScanRules {
    /// `contrast.text`: text whose colour does not contrast enough with the background it sits on.
    public static let contrastText: ScanRule = ScanRule(
        RuleDescriptor(
            id: "contrast.text", name: "TextContrast",
            summary: "Text does not reach its WCAG contrast ratio (4.5:1, or 3:1 for large text) against the background it sits on, in some appearance.",
            help: "Change the text or background colour; `legible contrast FG BG --suggest` gives the nearest passing colour.",
            helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html", defaultSeverity: .error,
            citation: "WCAG 2.2 SC 1.4.3 Contrast (Minimum); HIG: Accessibility (4.5:1)",
            documentation: ContrastTextRule.documentation),
        examples: [
            .fires(.swift, #"Text("Hello").font(.body).foregroundColor(Color(red: 0.8, green: 0.8, blue: 0.8)).background(Color.white)"#),
            .fires(
                .storyboard,
                #"""
                <view id="v1">
                <rect key="frame" x="0" y="0" width="300" height="100"/>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <subviews>
                <label text="Hello" adjustsFontForContentSizeCategory="YES" id="l1">
                <rect key="frame" x="16" y="0" width="200" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <color key="textColor" red="0.85" green="0.85" blue="0.85" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </label>
                </subviews>
                </view>
                """#
            ),
            .doesNotFire(.swift, #"Text("Hello").font(.body).foregroundColor(Color(red: 0.2, green: 0.2, blue: 0.2)).background(Color.white)"#),
            .doesNotFire(
                .storyboard,
                #"""
                <view id="v1">
                <rect key="frame" x="0" y="0" width="300" height="100"/>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                <subviews>
                <label text="Hello" adjustsFontForContentSizeCategory="YES" id="l1">
                <rect key="frame" x="16" y="0" width="200" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <color key="textColor" red="0.2" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </label>
                </subviews>
                </view>
                """#
            ),
            // Each state a condition chooses is judged: selected, #BBBBBB on white is 1.91:1.
            .fires(.compose, #"Box(Modifier.background(Color.White)) { Text("Hello", color = if (isSelected) Color(0xFFBBBBBB) else Color.Black) }"#),
            .doesNotFire(.compose, #"Box(Modifier.background(Color.White)) { Text("Hello", color = if (isSelected) Color(0xFF222222) else Color.Black) }"#),
            // No background in the file: whoever shows the view sets it, so nothing is measured.
            .doesNotFire(.swift, #"Text("Hello").font(.body).foregroundColor(Color(red: 0.9, green: 0.9, blue: 0.9))"#),
        ],
        check: ContrastTextRule.check)
}

/// `contrast.text`'s measurement: the text colour over its background in each appearance,
/// measured as `legible check` measures a pair.
enum ContrastTextRule {
    /// Below this ratio in every appearance, text is taken as drawn with placeholder colours.
    static let invisibleRatio = 1.5

    static let documentation = """
        Text whose colour does not reach its WCAG ratio — 4.5:1, or 3:1 for large text (18 pt,
        or 14 pt Bold) — against the background behind it, in some appearance (light, dark, each with
        Increase Contrast). Measured exactly as `legible check` measures a pair: colours resolved per
        appearance (asset catalogs with their fallbacks, Apple's published system colours, Android
        `values-night`), a translucent background composited over white (light) or black (dark), at the
        text's own size and weight. A Compose scrim — a black, white or grey fill that is translucent over a
        backdrop its file does not fix (a picture, a video, no enclosing fill) — is judged over black or
        white, whichever gives the text more contrast: the text is reported only when it fails over any
        backdrop. A tinted translucent fill (a tonal chip) stays on the window's colour. An Android
        translucent fill (`#AARRGGBB`, written, through `@color/` or a `<shape>`'s solid) is composited in
        light and in dark over the fill known to be behind it: an ancestor's, or the window's for an
        activity's content view. With nothing known behind it (a list item, a fragment, an app widget over
        the wallpaper, a picture) a black, white or grey wash is judged over black or white as a Compose
        scrim is, and a tinted one is not measured. The background is
        the element's own or its nearest ancestor's that is not clear (`systemBackgroundColor` is white
        in light, black in dark); a storyboard or xib table view cell without a colour of its own draws
        UIKit's, not its table's — `secondarySystemGroupedBackground` in a grouped table, `systemBackground`
        in a plain one and for a xib's cell, whose table the file does not give. One finding per element
        lists every appearance that fails.

        An Android layout whose views draw no background sits on the window only when an activity
        shows it as its content view, which the app's Kotlin and Java say: `setContentView(R.layout.x)`,
        `DataBindingUtil.setContentView(this, R.layout.x)`, or `setContentView(binding.root)` with
        `binding` an `XBinding` (view or data binding: `ActivityMainBinding` is `activity_main`). Such a
        layout is measured on the theme's `android:windowBackground`, or its `android:colorBackground`
        when the app's styles leave the window background to the library theme (which sets the one to
        the other); the message says "on the window background". The theme is the application's, or the
        one the activity sets in code with a literal `setTheme(R.style.X)`. Any other layout — a
        fragment's (even one shown in an activity's container), a dialog's (`dialog.setContentView`, a
        `Dialog` subclass's own), a bottom sheet's, a popup's, a list item's — has a background its file
        does not fix, and its text is not measured; so are an included layout, a `<merge>` root, a
        window background drawn by a drawable, an app with no manifest theme, and an app whose Kotlin or
        Java the scan did not find (it searches the scanned folders and the `java`/`kotlin` folders
        beside each `res` folder). The element's background then says why.

        An Android view's own fill is its `android:background` — the `backgroundTint` (`android:` or
        `app:`, in the layout or its style) when it has one, which colours the background drawable — a
        chip's `app:chipBackgroundColor`, a card's (`MaterialCardView`, `CardView`) `app:cardBackgroundColor`,
        a filled button's `backgroundTint` — or, for a `MaterialButton` (or a `Button` in a Material
        Components, not Bridge, or Material 3 theme) without one, its style's fill in the theme: `colorPrimary` for a
        filled button (`Widget.Material3.Button`, `Widget.MaterialComponents.Button`, `…UnelevatedButton`,
        `…IconButton.Filled`), `colorSecondaryContainer` for a tonal one (`…TonalButton`,
        `…IconButton.Filled.Tonal`), `colorSurfaceContainerLow` for an elevated one (each when the
        theme gives it); for a `Button` or `AppCompatButton` in an AppCompat or Material Components Bridge
        theme (AppCompat's button, in `Widget.AppCompat.Button`), the theme's `colorButtonNormal` when the
        app's theme sets it. Text, outlined, borderless and standard icon buttons (`…TextButton`,
        `…OutlinedButton`, `…IconButton`, `?attr/materialButtonOutlinedStyle`, `?attr/borderlessButtonStyle`)
        and ripple backgrounds (`?attr/selectableItemBackground`) draw none: the parent's shows. A chip,
        card or other button that names no fill has its library style's, which Legible does not ship:
        not measured.

        Text drawn over a picture is not measured: a view after an image view (or a view with an `src`,
        or a bitmap or non-solid drawable background) in a `FrameLayout`, card or `CoordinatorLayout`, or
        after one that stretches across a `ConstraintLayout` or `RelativeLayout` unless a constraint places
        the text beside it (`layout_constraintTop_toBottomOf`, `layout_below`): the picture is its background.

        A background or text colour the app's Kotlin or Java sets on a view by its id
        (`findViewById(R.id.item_bkg).setBackground(…)`, `binding.itemName.setTextColor(…)`,
        `holder.title.background = …`), through a name bound to its lookup (`TextView title =
        findViewById(R.id.toolbar_title); title.setTextColor(…)`), or hands to a theming helper
        (`viewThemeUtils.platform.colorTextView(binding.title, …)`, any `color…`/`theme…`/`tint…` call) makes
        the layout's value a placeholder: a text colour is judged as the file gives it, and a finding is a note
        that says code sets it; a background (its children's too) is not measured. The search matches ids by name across the app, so a
        name set in code anywhere counts for every layout that uses it.

        Android has no Increase Contrast: its text is measured in light and dark only (a configured
        increased-contrast appearance counts as its base one), and only in light when the app's code
        calls `AppCompatDelegate.setDefaultNightMode(MODE_NIGHT_NO)` and nowhere another mode (only dark
        for `MODE_NIGHT_YES`). A layout's text whose colours dark mode resolves as light mode does (no
        `values-night` resource or DayNight theme changes them) is judged in light, and the message says
        dark mode was not checked: a dark theme the app sets in code (`setTheme`) is not read. A
        Toolbar's own title is judged too, at the Toolbar's line, as 20 sp large text: its colour is
        `app:titleTextColor` or the `android:textColorPrimary` of the Toolbar's theme overlay
        (`android:theme`, one of the app's styles), on the Toolbar's background; only when a title shows
        (`app:title`, or `tools:title` without a title view of its own inside, and no
        `setDisplayShowTitleEnabled(false)` in a file naming the layout) and no library style,
        `toolbarStyle` or `titleTextAppearance` may set another colour. Its messages give sizes in sp (or the unit the layout wrote: "at 12 dp").

        Text whose colour a condition in the code chooses — Compose's `color = if (isSelected) A else
        B`, a `when`, or a function of the file that returns one — is judged in every state whose colour
        is known, on the same background: each branch is a state the user sees. One finding names the
        worst failing state ("when isSelected: …") and lists the other failing ones. `if (enabled) A
        else B` is judged as A alone: the text of an inactive control is exempt.

        A screen whose code forces one appearance is judged in that one only: `overrideUserInterfaceStyle =
        .light` (or `.dark`) on the view controller that owns a storyboard scene or a xib (its File's Owner), its `view`,
        its navigation controller (and the controllers the same file pushes onto that stack), or a view of a custom class
        around the text; on a window for the whole app, as `UIUserInterfaceStyle` in `Info.plist` does; SwiftUI's
        `.preferredColorScheme(.light)` for the views of its file, or for every screen in an `App`. A style chosen at run time forces nothing.
        The finding's `appearancesJudged` property names the code.

        Apple's `secondaryLabel` (SwiftUI's `.secondary`) is 3.29–3.43:1 on Apple's own backgrounds by
        design: text in it that fails only the 4.5:1 of normal-size text (it still reaches 3:1) is a
        warning that says it is Apple's secondary-text colour, with the advice in its `applesColor`
        property. `tertiaryLabel` (1.7:1) and the app's own colours stay errors.

        Placeholders (a note, not an error): a colour or font code sets — the xib's owner through its
        outlet (`headerLabel.textColor = …` in the owner's Swift), the view's own custom class or any of its
        superclasses (in `init`, `awakeFromNib`, a `didSet`, any method), a view the owner or the code that
        loads the nib finds by tag (`viewWithTag:`), or the code behind a superview's background — and text under 1.5:1 in every appearance, which nobody designs:
        its colours are set where the file does not show. The note says which. Text over an image view
        drawn behind it is not measured (the image is its background).

        Not measured (and not reported): text with no background anywhere in its file otherwise (a xib's
        view takes the background of whoever shows it, or one set in code), text whose colour the file does not set (the platform's default —
        except an Interface Builder label's "Default" colour, `<nil key="textColor"/>` or none, which is UIKit's
        documented default `labelColor`, black in light and white in dark, and measured as that), and colours with no value known
        in an appearance (Apple's semantic colours — `labelColor`, `secondaryLabelColor`, the grouped
        backgrounds… — in Increase Contrast, and in dark where fewer than two public sources agree:
        Tables/apple-semantic-colors.csv) or that depend on a theme the app's files do not settle. Android theme
        attributes (`?attr/colorOnSurface`) are resolved in the application theme `AndroidManifest.xml`
        names (its style chain, `values-night` in dark mode, Material 3's baseline colours); a colour
        state list (`res/color/`) is the colour an enabled view draws: its first item whose states an
        enabled view has, with the item's alpha applied as Android's `ColorStateList` does.
        """

    /// How the text is delivered, for WCAG's large-text threshold: its size at the default
    /// text size and its weight. A text style at the default category, a Material role or a
    /// fixed or scaled size in points (dp and sp count as points, as iOS points do in
    /// `legible check`); normal text, the strictest, when the file gives no font.
    static func foregroundKind(of element: ScannedElement) -> ForegroundKind {
        switch element.font {
        case .textStyle(let style, let weight, _)?: .textStyle(style, weight: weight)
        case .materialRole(let role)?: .text(size: PointSize(role.style.size), weight: role.style.weight)
        case .scaled(let size, _, let weight, _)?: .text(size: PointSize(size), weight: weight)
        case .fixed(let size, _, let weight, _)?: .text(size: PointSize(size), weight: weight)
        case nil: .normalText
        }
    }

    /// The text colour over its background in each appearance (a translucent background
    /// composited over the appearance's backdrop, white or black; translucent text over the
    /// background), at the text's own size and weight. One finding lists every appearance that
    /// fails; a colour no file defines is a `scan.unresolved` finding instead; a colour without a
    /// known value is left unmeasured. Text whose colour a condition chooses is judged in each
    /// state (``ContrastTextStates``).
    @Sendable static func check(_ element: ScannedElement, _ context: ScanRuleContext) -> [Finding] {
        // Without a background in the file, the one behind the text is set in code or by
        // whoever shows the view: not known, so not measured.
        // (A state's own fill, the fill around a call of the text's function, counts.)
        guard element.kind.showsText, element.backgroundColor != nil || element.textColorStates.contains(where: { $0.background != nil }) else {
            return []
        }
        if !element.textColorStates.isEmpty { return ContrastTextStates.check(element, context) }
        guard let textColor = element.textColor else { return [] }
        switch measure(textColor, element, context) {
        case .unresolved(let finding): return [finding]
        case .measured(let measurement): return finding(element, context, measurement).map { [$0] } ?? []
        }
    }

    /// What measuring one text colour gives: a `scan.unresolved` finding, or the ratios.
    enum Outcome {
        case unresolved(Finding)
        case measured(Measurement)
    }

    /// One text colour's ratios on the element's background in each appearance judged.
    struct Measurement {
        var failures: [(appearance: ColorAppearance, ratio: Double)] = []
        var pair: (text: String, background: String)?
        var ratios: [Finding.Property] = []
        var highest = 0.0
        var requirement: WCAGRequirement
        var kind: ForegroundKind
        /// Whether Android's dark mode resolves both colours as light mode does (no `values-night`
        /// resource or DayNight theme changes them): dark then repeats light, and says nothing of
        /// a dark theme the app may set in code (Wikipedia aa428fa3 ThemeDark, AnkiDroid a644cf79
        /// Theme_Dark, both chosen with `setTheme` at run time).
        var darkRepeatsLight = false
    }

    /// `textColor` over the element's background in each appearance its platform and screen show.
    static func measure(_ textColor: ScannedColor, _ element: ScannedElement, _ context: ScanRuleContext) -> Outcome {
        let kind = foregroundKind(of: element, on: context.decision(for: element))
        var result = Measurement(requirement: WCAGRequirement(level: context.level, for: kind), kind: kind)
        guard let backgroundColor = element.backgroundColor else { return .measured(result) }
        var appearances = element.platform == .android ? context.androidAppearances : context.appearances
        // A screen whose code forces one appearance never shows the other.
        if let forced = element.interfaceStyle { appearances = appearances.filter { $0.isDark == forced.isDark } }
        var resolved: [ColorAppearance: [ScanColorResolution]] = [:]
        for appearance in appearances {
            let foreground = context.resources.resolve(textColor, in: appearance, near: element.location.file)
            let background = context.resources.resolve(backgroundColor, in: appearance, near: element.location.file)
            if case .missing(let reason) = foreground {
                return .unresolved(
                    context.finding(element, ScanRules.unresolved, "the text colour cannot be resolved: \(reason); its contrast was not measured"))
            }
            if case .missing(let reason) = background {
                return .unresolved(
                    context.finding(element, ScanRules.unresolved, "the background colour cannot be resolved: \(reason); the text's contrast was not measured"))
            }
            guard case .resolved(let text, let textName) = foreground, case .resolved(let back, var backName) = background else { continue }
            resolved[appearance] = [foreground, background]
            var backdrop = ScanResources.defaultBackground(in: appearance)
            if back.alpha < 1 {
                // A translucent fill shows what is behind it: the colour the file gives there, or,
                // when the file gives none behind a top-level view, something not known.
                guard !element.backdropUnknown else { continue }
                if let behind = element.backdropColor {
                    guard case .resolved(let color, let name) = context.resources.resolve(behind, in: appearance, near: element.location.file) else { continue }
                    backdrop = color.alpha < 1 ? color.composited(over: backdrop) : color
                    backName += " over \(name)"
                }
            }
            let measurement = ContrastMeasurement(foreground: text, background: back, backdrops: [backdrop])
            result.ratios.append(Finding.Property("ratio.\(appearance.rawValue)", WCAG.formattedRatio(measurement.ratio)))
            result.highest = max(result.highest, measurement.ratio)
            guard !measurement.meets(result.requirement) else { continue }
            if result.failures.isEmpty { result.pair = (textName, backName) }
            result.failures.append((appearance, measurement.ratio))
        }
        result.darkRepeatsLight =
            element.platform == .android && element.location.file.hasSuffix(".xml") && resolved[.light] != nil && resolved[.light] == resolved[.dark]
            && result.ratios.count == 2 && result.ratios[0].value == result.ratios[1].value
        return .measured(result)
    }

    /// The finding for a measurement with failures, `nil` for one without.
    static func finding(_ element: ScannedElement, _ context: ScanRuleContext, _ measurement: Measurement) -> Finding? {
        guard !measurement.failures.isEmpty, let pair = measurement.pair else { return nil }
        guard measurement.darkRepeatsLight else {
            return finding(
                element, context, pair: pair, failures: measurement.failures, ratios: measurement.ratios, highest: measurement.highest,
                requirement: measurement.requirement, kind: measurement.kind)
        }
        // Dark mode draws the light colours again: its number would say nothing new, and nothing
        // of a dark theme set in code. Judged in light, saying so.
        var finding = finding(
            element, context, pair: pair, failures: measurement.failures.filter { $0.appearance == .light },
            ratios: measurement.ratios.filter { $0.key != "ratio.dark" }, highest: measurement.highest, requirement: measurement.requirement,
            kind: measurement.kind)
        finding.message += Self.darkNotCheckedPhrase
        finding.setProperty(
            "dark",
            "not checked: no values-night resource or DayNight theme changes these colours, and a dark theme the app sets in code (setTheme) is not read")
        return finding
    }

    /// What an Android finding whose dark mode repeats light adds (``Measurement/darkRepeatsLight``).
    static let darkNotCheckedPhrase = "; dark mode not checked (no night resource changes these colours)"

    /// The finding for text that fails in `failures` (first failing appearance first): one
    /// sentence with the first appearance and the lowest of the others; every appearance's ratio,
    /// the colours and the minimum as properties.
    private static func finding(
        _ element: ScannedElement, _ context: ScanRuleContext, pair: (text: String, background: String),
        failures: [(appearance: ColorAppearance, ratio: Double)], ratios: [Finding.Property], highest: Double,
        requirement: WCAGRequirement, kind: ForegroundKind
    ) -> Finding {
        let first = failures[0]
        let others = failures.dropFirst()
        // Theme attributes name colours at length (`?attr/colorPrimary in the theme AppTheme:
        // colorPrimary (#217aba)`): when the whole would pass 200 characters, the message gives
        // the values and the properties the names.
        let long = pair.text.count + pair.background.count > 90
        let (text, background) = long ? (compactName(pair.text), compactName(pair.background)) : pair
        // A Toolbar's own title has no view of its own at the line: the message says whose text it is.
        let whose = pair.text.hasPrefix(AndroidLayoutWalk.toolbarTitleName) && text != pair.text ? "\(AndroidLayoutWalk.toolbarTitleName): " : ""
        var failing = "\(whose)\(text) on \(background) is \(WCAG.formattedRatio(first.ratio)) in \(first.appearance.rawValue)"
        let same = !others.isEmpty && others.allSatisfy { WCAG.formattedRatio($0.ratio) == WCAG.formattedRatio(first.ratio) }
        if same, others.count > 1 {
            // Colours no appearance changes (`#9b9b9b` on `#ffffff`) fail alike: one ratio, said once.
            failing += failures.count == ratios.count ? ", the same in every appearance" : ", the same in \(others.count) other appearances"
        } else if let lowest = others.min(by: { $0.ratio < $1.ratio }) {
            let named = "\(WCAG.formattedRatio(lowest.ratio)) in \(lowest.appearance.rawValue)"
            failing += others.count == 1 ? " and \(named)" : " and as low as \(named) (\(others.count) other appearances fail)"
        }
        let size = kind.size.map { " at \(LengthFormat.string($0.points)) \(sizeUnit(of: element)) \((kind.weight ?? .regular).name)" } ?? ""
        let what = (requirement.use == .largeText ? "large text" : "text") + (context.decision(for: element)?.otherPlatformPhrase ?? "")
        let minimum = "\(LengthFormat.string(requirement.minimumRatio)):1"
        var finding: Finding
        let applesColour = isApplesSecondaryText(pair.text, failures: failures, requirement: requirement)
        // Text all but invisible in every appearance (under 1.5:1) is not what anyone designed:
        // its colours or background are set where the file does not show (code, an image).
        if failures.count == ratios.count, highest < invisibleRatio {
            finding = context.finding(
                element, ScanRules.contrastText,
                "all but invisible as the file draws it, so its colours are likely set in code: "
                    + "\(text) on \(background) is \(WCAG.formattedRatio(highest)) at most, in every appearance",
                severity: .note)
        } else if applesColour {
            // Apple's secondaryLabel misses 4.5:1 on Apple's own backgrounds by design (3.29–3.43:1,
            // Talk MessageTranslationViewController.xib:35): a fact for a reviewer to weigh, not a
            // defect of the app's own colours, so a warning that says whose colour it is.
            let message = "\(failing), below \(minimum), the WCAG \(context.level.rawValue) minimum for \(what)\(size); Apple's own secondary-text colour"
            finding = context.finding(element, ScanRules.contrastText, message, severity: .warning)
        } else {
            let message = "\(failing), below \(minimum), the WCAG \(context.level.rawValue) minimum for \(what)\(size)"
            finding = context.finding(element, ScanRules.contrastText, message)
        }
        finding.properties = [Finding.Property("text", pair.text), Finding.Property("background", pair.background)] + ratios
        finding.setProperty("minimumRatio", minimum)
        if applesColour { finding.setProperty("applesColor", Self.applesSecondaryTextAdvice) }
        if let forced = element.interfaceStyle { finding.setProperty("appearancesJudged", forced.reason) }
        return finding
    }

    /// What a secondaryLabel finding's `applesColor` property says.
    static let applesSecondaryTextAdvice =
        "Apple designs secondaryLabel for secondary text at about 3.3–3.4:1, above WCAG's 3:1 for large text and below its 4.5:1 "
        + "for other text. Use label (or a darker colour) where people must read it; re-grade to note in legible.yaml to accept Apple's choice."

    /// Whether the failing text colour is Apple's `secondaryLabel` (UIKit's, IB's
    /// `secondaryLabelColor`, SwiftUI's `.secondary`) and every failure still reaches 3:1: Apple's
    /// design choice, which only the 4.5:1 of normal-size text fails. A fainter colour
    /// (`tertiaryLabel`, 1.7:1) or a text colour of the app's own stays an error.
    static func isApplesSecondaryText(_ text: String, failures: [(appearance: ColorAppearance, ratio: Double)], requirement: WCAGRequirement) -> Bool {
        text.hasPrefix("secondaryLabel (") && requirement.minimumRatio > 3 && failures.allSatisfy { $0.ratio >= 3 }
    }

    /// A colour's value without its name: `#217aba` from `?attr/colorPrimary in the theme
    /// AppTheme: colorPrimary (#217aba)`, `Apple HIG: #00c3d0` from `systemTeal (Apple HIG:
    /// #00c3d0)`; a name without a value in parentheses as it is.
    static func compactName(_ name: String) -> String {
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return name }
        return String(name[name.index(after: open)..<name.index(before: name.endIndex)])
    }

    /// The unit a text size is written in for the element's platform: points on iOS; on Android
    /// sp for a size that scales (an sp size, a Material role), else the unit the layout wrote.
    static func sizeUnit(of element: ScannedElement) -> String {
        guard element.platform == .android else { return "pt" }
        if case .fixed(_, let unit, _, _)? = element.font { return unit }
        return "sp"
    }

    /// The appearances Android text is measured in: light and dark — Android has no Increase
    /// Contrast, so a configured increased-contrast appearance counts as its base one — less the
    /// one a night mode fixed in the app's code (`setDefaultNightMode(MODE_NIGHT_NO)`) never shows.
    ///
    /// - Parameters:
    ///   - configured: `legible.yaml`'s `appearances`, `nil` for both.
    ///   - nightMode: the night mode the app's code fixes, if any.
    static func androidAppearances(configured: [ColorAppearance]?, nightMode: AndroidSourceFacts.NightMode?) -> [ColorAppearance] {
        var result: [ColorAppearance] = []
        for appearance in configured ?? [.light, .dark] {
            let base: ColorAppearance = appearance.isDark ? .dark : .light
            if !result.contains(base) { result.append(base) }
        }
        guard let nightMode else { return result }
        let fixed: ColorAppearance = nightMode == .dark ? .dark : .light
        return result.contains(fixed) ? [fixed] : result
    }
}
