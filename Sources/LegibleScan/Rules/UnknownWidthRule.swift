import LegibleReporting
import LegibleTargets

extension ScanRules {
    /// `overflow.unknown-width`: a label whose width the scan cannot know, so it was not audited.
    public static let unknownWidth: ScanRule = ScanRule(
        RuleDescriptor(
            id: "overflow.unknown-width", name: "UnknownLabelWidth",
            summary:
                "A label's width cannot be known from the file (wrap_content in a chain, constraints to a superview of unknown width), so it was not audited for overflow.",
            help:
                "Set `scan: screen:` widths in legible.yaml so widths relative to the screen can be worked out, or audit the label with a hand-written layout spec.",
            defaultSeverity: .note,
            documentation: """
                A label with text whose width the file does not fix on any device, so it was not audited for
                overflow. The message says why: nothing in its Auto Layout bounds its width (the constraints
                naming it are listed), its scene's required constraints contradict each other (UIKit breaks
                one at run time, which one is not known), a button configuration's insets are published nowhere
                (a small, mini or large button, or content insets the file sets; a medium one keeps 12 pt a side),
                a Right Detail or Left Detail cell's labels share their line in a way UIKit does not document,
                code sizes its collection view's cells (or the file gives no flow layout item size), its
                width follows a xib's top-level view that is neither a view controller's root nor a cell (a
                view code loads and places: its drawn width is a placeholder) or a constraint an outlet connects to
                (code changes its constant),
                or an Android view is as wide as the screen less some points and `legible.yaml` gives no
                `scan: screen:` width. An Android text whose padding alone is unknown (a button in a theme's
                style) is audited with the padding taken as 0, the most room its text can have: an overflow
                then is `overflow.label`'s, said to take the padding as 0, and this note stays (as it was) only
                when the text fits that room. An Android text that wraps without a line limit (a Compose `Text`
                without `maxLines`) into a height its lines set cannot be cut off at any width: no note. Bound the label's width, give the Android screen widths
                (`screens: { android: [320, 360, 411] }`), or audit its key with a hand-written layout spec.
                """),
        examples: [
            .fires(
                .storyboard,
                #"""
                <label text="Hello" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                <rect key="frame" x="16" y="0" width="200" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                """#
            ),
            .doesNotFire(
                .storyboard,
                #"""
                <label text="Hello" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                <rect key="frame" x="16" y="0" width="200" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <constraints>
                <constraint firstAttribute="width" constant="200" id="w1"/>
                </constraints>
                </label>
                """#
            ),
            .fires(
                .compose,
                #"""
                SomeSlot { Text("Hello", maxLines = 1) }
                """#
            ),
            .doesNotFire(
                .compose,
                #"""
                SomeSlot { Text("Hello") }
                """#
            ),
        ],
        check: { element, context in
            // A custom font the scan has no file for is `scan.unresolved`'s: not audited either way.
            guard element.kind.showsText, element.text != nil, element.shrink == nil, element.font?.family == nil,
                // Solved on some screen: audited there (ScanOverflowAudit).
                element.screenTextWidths.isEmpty
            else { return [] }
            let unit = element.platform == .android ? "dp" : "pt"
            switch element.textWidth {
            case .fixed, .maximum: return []
            case .screen(let minus):
                // iOS widths relative to the screen are audited at every configured or default device.
                guard element.platform == .android, context.configuration.screenWidth(for: element.platform) == nil else { return [] }
                let example = element.platform == .android ? "android: 360" : "ios: 375"
                // The layout was solved at the default screens and something else stopped it (a
                // configured screen audits it as the screen less `minus`, leaving that out).
                if let reason = element.unsolvedReason {
                    return [context.finding(element, unknownWidth, "\(reason); not audited for overflow (set scan: screen: \(example) in legible.yaml)")]
                }
                return [
                    context.finding(
                        element, unknownWidth,
                        "the text is as wide as the screen less \(LengthFormat.string(minus)) \(unit), and the screen's width is not known; "
                            + "not audited for overflow (set scan: screen: \(example) in legible.yaml)")
                ]
            case .unknown(let reason):
                // An Android text that wraps without a line limit into a height its lines set (a Compose
                // `Text`'s default) is cut off at no width: nothing to audit, so nothing to say.
                if element.platform == .android, element.maxLines == 0, element.textHeight == nil { return [] }
                // Also checked with the padding taken as 0 (``ScannedPaddingFloor``): gone when it overflows then (`PaddingFloorNotes`).
                return [
                    context.finding(
                        element, unknownWidth, "\(reason); not audited for overflow")
                ]
            }
        })
}
