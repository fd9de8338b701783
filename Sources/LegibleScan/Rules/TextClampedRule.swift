import LegibleReporting

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
                more.
                """),
        examples: [
            .fires(.swift, #"Text("Hello").font(.body).dynamicTypeSize(...DynamicTypeSize.xxxLarge)"#),
            .doesNotFire(.swift, #"Text("Hello").font(.body).dynamicTypeSize(...DynamicTypeSize.accessibility5)"#),
            .fires(
                .compose,
                #"CompositionLocalProvider(LocalDensity provides Density(LocalDensity.current.density, fontScale = 1f)) { Text("Hello", fontSize = 14.sp) }"#),
            .doesNotFire(.swift, #"Text("Hello").font(.body)"#),
            .doesNotFire(.compose, #"Text("Hello", fontSize = 14.sp)"#),
        ])
}
