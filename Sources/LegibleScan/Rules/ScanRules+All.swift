// Generated from the rule files in this folder (each `public static let NAME: ScanRule = ScanRule(`) by
// ScanRuleRegistryTests; `make generate` writes it. Do not edit: a new rule is a file of its own.

extension ScanRules {
    /// Every scan rule, in id order: the one list `legible.yaml`'s `rules:`, `legible rules`,
    /// SARIF's rule metadata, Documentation/Rules.md and the example tests are made from.
    public static let all: [ScanRule] = [
        colorLiteral,
        contrastText,
        customFontRelative,
        suppressionWithoutReason,
        targetSmall,
        textClamped,
        textFixedSize,
        textInCode,
        textNotLive,
        textShrinks,
        unknownWidth,
        unreadable,
        unresolved,
    ].sorted { $0.id < $1.id }
}
