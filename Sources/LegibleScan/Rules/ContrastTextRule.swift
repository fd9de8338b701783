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
            // No background in the file: whoever shows the view sets it, so nothing is measured.
            .doesNotFire(.swift, #"Text("Hello").font(.body).foregroundColor(Color(red: 0.9, green: 0.9, blue: 0.9))"#),
        ],
        check: ContrastTextRule.check)
}

/// `contrast.text`'s measurement: the text colour over its background in each appearance,
/// measured as `legible check` measures a pair.
enum ContrastTextRule {
    static let documentation = """
        Text whose colour does not reach its WCAG ratio — 4.5:1, or 3:1 for large text (18 pt,
        or 14 pt Bold) — against the background behind it, in some appearance (light, dark, each with
        Increase Contrast). Measured exactly as `legible check` measures a pair: colours resolved per
        appearance (asset catalogs with their fallbacks, Apple's published system colours, Android
        `values-night`), a translucent background composited over white (light) or black (dark), at the
        text's own size and weight. The background is the element's own or its nearest ancestor's that
        is not clear (`systemBackgroundColor` is white in light, black in dark). One finding per element
        lists every appearance that fails.

        An Android layout whose views draw no background sits on the window: the application theme's
        `android:windowBackground`, or its `android:colorBackground` when the app's styles leave the
        window background to the library theme (which sets the one to the other); the message says
        "on the window background". A layout another one includes, a `<merge>` root, a window
        background drawn by a drawable, and an app with no manifest theme are not measured that way. An
        activity's own `android:theme`, and a fragment placed in a container that draws its own background,
        are not modelled: the layout file does not say which activity or container shows it.

        Not measured (and not reported): text with no background anywhere in its file otherwise (a xib's
        view takes the background of whoever shows it, or one set in code), text whose colour the file does not set (the platform's default), and colours Apple does not publish values for (`labelColor`,
        `secondaryLabelColor`…) or that depend on a theme the app's files do not settle. Android theme
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
    /// known value is left unmeasured.
    @Sendable static func check(_ element: ScannedElement, _ context: ScanRuleContext) -> [Finding] {
        // Without a background in the file, the one behind the text is set in code or by
        // whoever shows the view: not known, so not measured.
        guard element.kind.showsText, let textColor = element.textColor, let backgroundColor = element.backgroundColor else { return [] }
        let kind = foregroundKind(of: element)
        let requirement = WCAGRequirement(level: context.level, for: kind)
        var failures: [String] = []
        var firstFailure: String?
        for appearance in context.appearances {
            let foreground = context.resources.resolve(textColor, in: appearance)
            let background = context.resources.resolve(backgroundColor, in: appearance)
            if case .missing(let reason) = foreground {
                return [context.finding(element, ScanRules.unresolved, "the text colour cannot be resolved: \(reason); its contrast was not measured")]
            }
            if case .missing(let reason) = background {
                return [
                    context.finding(element, ScanRules.unresolved, "the background colour cannot be resolved: \(reason); the text's contrast was not measured")
                ]
            }
            guard case .resolved(let text, let textName) = foreground, case .resolved(let back, let backName) = background else { continue }
            let backdrop = ScanResources.defaultBackground(in: appearance)
            let measurement = ContrastMeasurement(foreground: text, background: back, backdrops: [backdrop])
            guard !measurement.meets(requirement) else { continue }
            let ratio = WCAG.formattedRatio(measurement.ratio)
            if firstFailure == nil {
                firstFailure = "\(textName) on \(backName) is \(ratio) in \(appearance.rawValue)"
            } else {
                failures.append("\(ratio) in \(appearance.rawValue)")
            }
        }
        guard let firstFailure else { return [] }
        let others = failures.isEmpty ? "" : " (and \(failures.joined(separator: ", ")))"
        let size = kind.size.map { " at \(LengthFormat.string($0.points)) pt \((kind.weight ?? .regular).name)" } ?? ""
        let what = requirement.use == .largeText ? "large text" : "text"
        return [
            context.finding(
                element, ScanRules.contrastText,
                "\(firstFailure)\(others), below \(LengthFormat.string(requirement.minimumRatio)):1, the WCAG \(context.level.rawValue) minimum for \(what)\(size)"
            )
        ]
    }
}
