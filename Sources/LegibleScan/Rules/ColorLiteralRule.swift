import LegibleReporting

extension ScanRules {
    /// `color.literal`: a colour written as numbers outside the design system's own files.
    /// Off unless `legible.yaml` switches it on.
    public static let colorLiteral: ScanRule = ScanRule(
        RuleDescriptor(
            id: "color.literal", name: "ColorLiteral",
            summary:
                "A colour is written as numbers (Color(red:green:blue:), #colorLiteral, UIColor(red:green:blue:alpha:)) instead of a design-system colour, so it has no dark or increased-contrast variant.",
            help: "Use a named colour from the asset catalog or the design system's tokens.",
            defaultSeverity: .note, isEnabledByDefault: false,
            documentation: """
                A colour written as numbers in Swift (`Color(red:green:blue:)`, `#colorLiteral`,
                `UIColor(red:green:blue:alpha:)`) instead of a design-system colour, so it has no dark or
                increased-contrast variant. Reported by the Swift reader, and by the Compose reader for
                `Color(0xFF…)`/`Color(r, g, b)` inside a function of a file not named for colours, themes,
                palettes, tokens or styles; colours in storyboards and Android layouts are not reported (their
                files have no other way to write one). Switch it on with `color.literal: warning`.
                """),
        examples: [
            .fires(.swift, #"Text("Hello").font(.body).foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.6))"#),
            .doesNotFire(.swift, #"Text("Hello").font(.body).foregroundColor(Color("Brand"))"#),
        ])
}

extension ScanRules {
    /// `color.literal`'s finding for a colour a reader found written as numbers outside the design
    /// system's own definitions (the reader knows which code defines colours; the rule says why it
    /// matters).
    ///
    /// - Parameters:
    ///   - written: the expression as written, shortened for the message.
    ///   - id: the element id the finding names.
    ///   - location: where it is written.
    ///   - compose: whether it is Jetpack Compose's (Android has no increased-contrast variant; the
    ///     advice names the app's Material theme).
    package static func colorLiteralFinding(written: String, id: String, location: Finding.Location, compose: Bool = false) -> Finding {
        let message =
            compose
            ? "\(written) is a colour written as numbers in a screen, with no dark variant; use a colour of the app's theme (MaterialTheme.colorScheme) instead."
            : "\(written) is a colour written as numbers, with no dark or increased-contrast variant; use a named colour from the asset catalog or the design system."
        return Finding(id: id, rule: colorLiteral.id, severity: colorLiteral.defaultSeverity, message: message, location: location)
    }
}
