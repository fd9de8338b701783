import LegibleReporting
import LegibleTypeScale

extension ScanRules {
    /// `text.clamped`: a Dynamic Type range that stops below the accessibility sizes.
    public static let textClamped: ScanRule = ScanRule(
        RuleDescriptor(
            id: "text.clamped", name: "TextClamped",
            summary:
                "A Dynamic Type range (.dynamicTypeSize(...), maximumContentSizeCategory) stops below the accessibility sizes, so people who need AX1–AX5 do not get them.",
            help:
                "Remove the upper bound, or raise it to .accessibility5; make the layout adapt instead (ViewThatFits, stacks that turn vertical). The message names the sizes cut off.",
            helpURI: resizeText, defaultSeverity: .warning,
            citation: "WCAG 2.2 SC 1.4.4 Resize Text; HIG: Typography",
            documentation: """
                A Dynamic Type range that stops below the accessibility sizes
                (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`, `maximumContentSizeCategory`): people who need
                AX1–AX5 do not get them. The message names the sizes cut off. Reported by the Swift reader,
                which reads the range where it is written (it clamps a whole subtree, not one element); the
                Compose reader reports `LocalDensity provides Density(…, fontScale = 1f)` (or a font scale
                capped with `coerceAtMost`, `coerceIn`, `minOf`) the same way, as a note when the cap is 2 or
                more. The Swift reader also reports `UIFontMetrics.scaledFont(for:maximumPointSize:)` at the
                content size category where the scaled size reaches the cap (the font's size times the style's
                growth from Large, `Tables/dynamic-type-ios.csv`); a cap the size never reaches before AX5 is
                not a finding.
                """),
        examples: [
            .fires(.swift, #"Text("Hello").font(.body).dynamicTypeSize(...DynamicTypeSize.xxxLarge)"#),
            .doesNotFire(.swift, #"Text("Hello").font(.body).dynamicTypeSize(...DynamicTypeSize.accessibility5)"#),
            .fires(
                .compose,
                #"CompositionLocalProvider(LocalDensity provides Density(LocalDensity.current.density, fontScale = 1f)) { Text("Hello", fontSize = 14.sp) }"#),
            .doesNotFire(.swift, #"Text("Hello").font(.body)"#),
            .fires(.swift, "label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 22)"),
            .doesNotFire(.swift, "label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 60)"),
            .doesNotFire(.compose, #"Text("Hello", fontSize = 14.sp)"#),
        ])
}

extension ScanRules {
    /// `text.clamped`'s judgment of a Dynamic Type range a reader found, whose largest size is
    /// `upper`: `nil` when it allows AX5. Cutting every accessibility size is a warning (the rule's
    /// default); keeping some of them is a note, since the largest are still cut but the layout was
    /// thought about.
    ///
    /// - Parameters:
    ///   - upper: the largest size the range allows.
    ///   - written: the modifier or property as written, for the message.
    ///   - id: the element id the finding names.
    ///   - location: where the range is written.
    package static func clampedDynamicType(upper: DynamicTypeCategory, written: String, id: String, location: Finding.Location) -> Finding? {
        guard upper < .ax5 else { return nil }
        let cut = DynamicTypeCategory.allCases.filter { $0 > upper }
        let names = cut.count == 1 ? cut[0].displayName : "\(cut.first!.displayName)–\(cut.last!.displayName)"
        let severity: Severity = upper.isAccessibilityCategory ? .note : textClamped.defaultSeverity
        let message =
            "\(written) stops Dynamic Type at \(upper.displayName): people who set \(names) get \(upper.displayName) text here. "
            + "Let the text grow and make the layout adapt instead."
        return Finding(id: id, rule: textClamped.id, severity: severity, message: message, location: location)
    }

    /// `text.clamped`'s judgment of an Android font scale a reader found pinned or capped over a
    /// subtree (`LocalDensity provides Density(…, fontScale = 1f)`). Android's font scale goes up to
    /// 2 (Android 14): a cap at 2 or more cuts nothing off and is a note.
    ///
    /// - Parameters:
    ///   - written: the provided value as written, for the message.
    ///   - cap: the largest font scale left.
    ///   - capped: whether the scale is capped (`coerceAtMost`) rather than pinned.
    ///   - id: the element id the finding names.
    ///   - location: where it is written.
    package static func clampedFontScale(written: String, cap: Double, capped: Bool, id: String, location: Finding.Location) -> Finding {
        // `1`, `1.3`: as Kotlin writes the number.
        let scale = cap == cap.rounded() && abs(cap) < 1e15 ? String(Int(cap)) : String((cap * 1000).rounded() / 1000)
        let severity: Severity = cap >= 2 ? .note : textClamped.defaultSeverity
        let verb = capped ? "caps the font scale at \(scale)×" : "pins the font scale at \(scale)×"
        return Finding(
            id: id, rule: textClamped.id, severity: severity,
            message:
                "LocalDensity provides \(written) \(verb) for everything inside: people who set a larger font size get \(scale)× text here. "
                + "Let the text grow and make the layout adapt instead.",
            location: location)
    }
}
