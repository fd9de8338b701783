import LegibleReporting

extension ScanRules {
    /// `text.custom-relative`: `Font.custom(_:size:)` whose size is another text style's, so it
    /// most likely meant to scale as that style (`relativeTo:`). A note: the font does scale.
    public static let customFontRelative: ScanRule = ScanRule(
        RuleDescriptor(
            id: "text.custom-relative", name: "CustomFontRelativeTo",
            summary: "Font.custom(_:size:) scales as Body, but its size is another text style's, which it most likely meant to scale with.",
            help: "Write Font.custom(_:size:relativeTo:) with the style the size belongs to (13 pt: .footnote).",
            helpURI: typography, defaultSeverity: .note,
            citation: "HIG: Typography (Dynamic Type)",
            documentation: """
                `Font.custom(_:size:)` scales with Body, but its size is another text style's size at
                Large (13 pt is Footnote's), so it most likely meant to scale as that style: write
                `Font.custom(_:size:relativeTo: .footnote)`. The font does scale, so this is no `text.fixed-size`
                finding. Reported by the Swift reader.
                """),
        examples: [
            .fires(.swift, #"Text("Hello").font(.custom("Inter", size: 13))"#),
            .doesNotFire(.swift, #"Text("Hello").font(.custom("Inter", size: 13, relativeTo: .footnote))"#),
        ])
}
