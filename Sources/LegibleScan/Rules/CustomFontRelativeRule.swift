import LegibleReporting
import LegibleSyntax
import LegibleTypeScale

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

extension ScanRules {
    /// `text.custom-relative`'s judgment of `Font.custom(_:size:)` written with no `relativeTo:`:
    /// it scales with Body, so when `size` is another style's size at Large (13 pt is Footnote's)
    /// it most likely meant to scale as that style. `nil` for Body's size or a size no style has:
    /// the font does scale, so it is no `text.fixed-size` finding either.
    ///
    /// - Parameters:
    ///   - size: the font's size in points.
    ///   - id: the element id the finding names.
    ///   - location: where the font is written.
    package static func customFontRelativeFinding(size: Double, id: String, location: Finding.Location) -> Finding? {
        let body = DynamicType.metrics(for: .body, category: .large).size
        guard size != body, let style = TextStyle.allCases.first(where: { DynamicType.metrics(for: $0, category: .large).size == size }) else { return nil }
        let points = DecimalText.string(size, decimals: 1)
        let message =
            "Font.custom(_:size: \(points)) scales with Body; \(points) pt is \(style.displayName)'s size at Large, so relativeTo: .\(swiftUIName(style)) would scale it as \(style.displayName) does."
        return Finding(id: id, rule: customFontRelative.id, severity: customFontRelative.defaultSeverity, message: message, location: location)
    }

    /// The SwiftUI name of a text style (`.title`, `.caption`).
    private static func swiftUIName(_ style: TextStyle) -> String {
        switch style {
        case .title1: "title"
        case .caption1: "caption"
        default: style.rawValue
        }
    }
}
