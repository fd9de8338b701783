import LegibleReporting

extension ScanRules {
    /// `scan.suppression-reason`: a suppression that gives no reason.
    public static let suppressionWithoutReason: ScanRule = ScanRule(
        RuleDescriptor(
            id: "scan.suppression-reason", name: "SuppressionWithoutReason",
            summary: "A suppression (legible:ignore comment, tools:ignore, or an ignore entry in legible.yaml) gives no reason.",
            help: "Say why after the rule id (`// legible:ignore text.shrinks — single-digit badge`), so the next reader knows the finding was judged.",
            defaultSeverity: .note,
            documentation: """
                A suppression — a `legible.yaml` `ignore:` entry, `tools:ignore`, a
                `// legible:ignore` comment — that gives no reason. Say why, so the next reader knows the
                finding was judged.
                """),
        examples: [
            .fires(
                .swift,
                """
                import SwiftUI
                struct Badge: View {
                    var body: some View {
                        // legible:ignore-next-line text.fixed-size
                        Text("3").font(.system(size: 11))
                    }
                }
                """),
            .doesNotFire(
                .swift,
                """
                import SwiftUI
                struct Badge: View {
                    var body: some View {
                        // legible:ignore-next-line text.fixed-size — a one-digit badge drawn by the design system
                        Text("3").font(.system(size: 11))
                    }
                }
                """),
        ])
}
