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
            // Only emoji: drawn in the emoji font's own colours, so the text colour is not measured.
            .doesNotFire(.swift, #"Text("👍").font(.body).foregroundColor(Color(red: 0.1, green: 0.1, blue: 0.1)).background(Color.black)"#),
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

    /// How the text is delivered, for WCAG's large-text threshold: its size at the default
    /// text size and its weight. A text style at the default category, a Material role or a
    /// fixed or scaled size in points (dp and sp count as points, as iOS points do in
    /// `legible check`); normal text, the strictest, when the file gives no font.
    static func foregroundKind(of element: ScannedElement) -> ForegroundKind {
        // One symbol glyph (ⓘ, ✔) is an icon drawn in the text colour: judged as non-text, at 3:1 (GoMap `POI.storyboard:319`).
        // So is an icon font's private-use glyph (FontAwesome's, ef-app_ios `DealerDetail.storyboard:91`).
        if let shown = element.shownLiteral, EmojiText.isSymbolGlyph(shown) || EmojiText.isPrivateUseOnly(shown) {
            return .use(.nonText)
        }
        return switch element.font {
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
    /// Whether the element is an Android check box, radio button or switch that draws a label
    /// beside its box: its text is read like a `TextView`'s (Nextcloud News d161f500
    /// `activity_login_dialog.xml:142`, a `CheckBox` of #f5f5f5 on #0082c9, 3.82:1, was never
    /// judged while the same `TextView` was).
    static func isLabelledToggle(_ element: ScannedElement) -> Bool {
        element.kind == .toggle && element.platform == .android && element.text != nil
    }

    @Sendable static func check(_ element: ScannedElement, _ context: ScanRuleContext) -> [Finding] {
        // Without a background in the file, the one behind the text is set in code or by
        // whoever shows the view: not known, so not measured.
        // (A state's own fill, the fill around a call of the text's function, counts.)
        guard element.kind.showsText || isLabelledToggle(element),
            element.backgroundColor != nil || element.textColorStates.contains(where: { $0.background != nil })
        else {
            return []
        }
        // Colour emoji are pictures the emoji font draws in its own colours: the text colour does
        // not reach them (deltachat 7a1b15a1 `conversation_fragment.xml:87`, "👍" on a black pill).
        if element.showsOnlyEmoji { return [] }
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

    /// Why a colour is missing, and how sure that is: an Android `@color/` resource no values file
    /// the scan read defines (Compose's `colorResource(R.color.x)` too: it builds, so the name is
    /// there) comes from a library, another module or the build, a note as in a layout
    /// (``AndroidResourceOrigin``); shosetsu 692ab6ea BrowseController.kt:541's
    /// `colorResource(com.google.android.material.R.color.design_default_color_on_primary)` was a
    /// warning. Anything else keeps the rule's severity.
    static func missingReason(_ color: ScannedColor, _ reason: String, _ element: ScannedElement, _ context: ScanRuleContext) -> (String, Severity?) {
        let resources = context.resources
        let readAny = !resources.colorSets.isEmpty || !resources.catalogs.isEmpty || !resources.android.resources.styles.isEmpty
        guard element.platform == .android, case .resource(let name) = color, readAny else { return (reason, nil) }
        let (message, severity) = AndroidResourceOrigin.missing("@color/\(name)", type: "color", name: name, readAnyValues: true)
        return (message, severity)
    }

    /// `textColor` over the element's background in each appearance its platform and screen show.
    static func measure(_ textColor: ScannedColor, _ element: ScannedElement, _ context: ScanRuleContext) -> Outcome {
        let kind = foregroundKind(of: element, on: context.decision(for: element))
        var result = Measurement(requirement: WCAGRequirement(level: context.level, for: kind), kind: kind)
        guard let backgroundColor = element.backgroundColor else { return .measured(result) }
        // UIKit's label and background values are not AppKit's: on a Mac they are not measured
        // (but for the iPad app's UIKit built for the Mac, `#if targetEnvironment(macCatalyst)`).
        if let decision = context.decision(for: element), decision.platform == .macOS, !decision.name.contains("macCatalyst"),
            AppleSemanticColor.isTabled(textColor) || AppleSemanticColor.isTabled(backgroundColor)
        {
            return .measured(result)
        }
        var appearances = element.platform == .android ? context.androidAppearances : context.appearances
        // A screen whose code forces one appearance never shows the other.
        if let forced = element.interfaceStyle { appearances = appearances.filter { $0.isDark == forced.isDark } }
        // A view forced dark in an app whose `Info.plist` forces light (SwiftUI's `.colorScheme(.dark)`)
        // shows the forced one, unless the configuration chose the appearances.
        if element.platform != .android, appearances.isEmpty, context.configuration.appearances == nil, let forced = element.interfaceStyle {
            appearances = forced.isDark ? [.dark, .darkIncreasedContrast] : [.light, .lightIncreasedContrast]
        }
        // An Android activity's own night mode (`delegate.localNightMode`) overrides the app's default one.
        if element.platform == .android, appearances.isEmpty, let forced = element.interfaceStyle { appearances = [forced.isDark ? .dark : .light] }
        var resolved: [ColorAppearance: [ScanColorResolution]] = [:]
        for appearance in appearances {
            let foreground = context.resources.resolve(textColor, in: appearance, near: element.location.file, platform: element.platform)
            let background = context.resources.resolve(backgroundColor, in: appearance, near: element.location.file, platform: element.platform)
            if case .missing(let reason) = foreground {
                let (why, severity) = missingReason(textColor, reason, element, context)
                return .unresolved(
                    context.finding(
                        element, ScanRules.unresolved, "the text colour cannot be resolved: \(why); its contrast was not measured", severity: severity))
            }
            if case .missing(let reason) = background {
                let (why, severity) = missingReason(backgroundColor, reason, element, context)
                return .unresolved(
                    context.finding(
                        element, ScanRules.unresolved, "the background colour cannot be resolved: \(why); the text's contrast was not measured",
                        severity: severity))
            }
            guard case .resolved(let text, let textName) = foreground, case .resolved(let back, var backName) = background else { continue }
            resolved[appearance] = [foreground, background]
            var backdrop = ScanResources.defaultBackground(in: appearance)
            if back.alpha < 1 {
                // A translucent fill shows what is behind it: the colour the file gives there, or,
                // when the file gives none behind a top-level view, something not known.
                guard !element.backdropUnknown else { continue }
                if let behind = element.backdropColor {
                    guard
                        case .resolved(let color, let name) = context.resources.resolve(
                            behind, in: appearance, near: element.location.file, platform: element.platform)
                    else { continue }
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
        // A system colour with no published value in any appearance is named, not guessed
        // (Sileo-style `name="groupTableViewBackgroundColor" catalog="System"`).
        if resolved.isEmpty, let appearance = appearances.first {
            for (color, what) in [(textColor, "text colour"), (backgroundColor, "background colour")] {
                guard case .system = color, case .unknownValue(let reason) = context.resources.resolve(color, in: appearance) else { continue }
                return .unresolved(context.finding(element, ScanRules.unresolved, "the \(what) is unknown: \(reason)", severity: .note))
            }
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
            kind: measurement.kind, suffix: Self.darkNotCheckedPhrase)
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
        requirement: WCAGRequirement, kind: ForegroundKind, suffix: String = ""
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
        } else if same, let other = others.first {
            // One other appearance alike is named, not its ratio again: nos 0ea82184
            // `AuthorListManageUsersView.swift:57` said "3.35:1 in light and 3.35:1 in lightIncreasedContrast".
            failing += ", the same in \(other.appearance.rawValue)"
        } else if let lowest = others.min(by: { $0.ratio < $1.ratio }) {
            let named = "\(WCAG.formattedRatio(lowest.ratio)) in \(lowest.appearance.rawValue)"
            // "As low as" only for a ratio under the first one's: GoMap `Changeset.storyboard:130`
            // said "2.21:1 in light and as low as 3.26:1 in lightIncreasedContrast".
            if others.count == 1 {
                failing += " and \(named)"
            } else if lowest.ratio < first.ratio {
                failing += " and as low as \(named) (\(others.count) other appearances fail)"
            } else {
                failing += " and \(named) (\(others.count) other appearances fail)"
            }
        }
        // A weight a condition chooses is judged at the lightest, and said so (KDE Connect `RunCommandScreen.kt:282`).
        let choice = element.weightChoice.map { " (the lighter of \($0))" } ?? ""
        let size = kind.size.map { " at \(LengthFormat.string($0.points)) \(sizeUnit(of: element)) \((kind.weight ?? .regular).name)\(choice)" } ?? ""
        let use = requirement.use == .largeText ? "large text" : requirement.use == .nonText ? "non-text contrast (one symbol glyph, an icon)" : "text"
        let what = use + (context.decision(for: element)?.otherPlatformPhrase ?? "")
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
        finding.message += suffix
        if let fitted = ContrastMessageFit.fitted(finding.message, text: text, background: background) {
            finding.setProperty("fullMessage", finding.message)
            finding.message = fitted
        }
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
    /// #00c3d0)`; a name without a value in parentheses as it is. A translucent fill named over
    /// what is behind it keeps both values, `#ff8800f0 over #ffffff` (OsmAnd-iOS bb362bba
    /// `OAChangePositionViewController.xib:39` said "#ffffff on #ffffff is 2.28:1": the backdrop's alone).
    static func compactName(_ name: String) -> String {
        let layers = name.components(separatedBy: ") over ")
        guard layers.count == 1 else {
            return layers.indices.map { compactLayer($0 < layers.count - 1 ? layers[$0] + ")" : layers[$0]) }.joined(separator: " over ")
        }
        return compactLayer(name)
    }

    /// One colour's value from its name, as ``compactName(_:)``.
    private static func compactLayer(_ name: String) -> String {
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
