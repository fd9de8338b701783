import LegibleAudit
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import Testing

/// `OverflowAuditor.audit(labels:)`: labels the caller lays out itself come back with the
/// caller's numbers, and each finding says which label it is about — no key is matched or
/// parsed, so two labels with the same key and text at different widths stay two labels.
@Suite("Caller-laid-out labels")
struct CallerLabelTests {
    static func entry(_ key: String, _ locale: String, _ text: String) -> CatalogEntry {
        CatalogEntry(key: key, locale: locale, text: text, file: "Main.storyboard", position: TextPosition(line: 3, column: 7))
    }

    static func rule(width: Double) -> LayoutRule {
        var rule = LayoutRule()
        rule.width = width
        rule.maxLines = 1
        rule.sizing = .textStyle(.body)
        return rule
    }

    @Test func resultsAndFindingsCarryTheCallersNumbers() async throws {
        let text = "Einstellungen speichern und schließen"
        // The same key and text at 40 pt (overflows at every size: the text is far wider) and at
        // 4,000 pt (fits at every size: Body at AX5 is 53 pt, and 37 characters are far narrower).
        let spec = LayoutSpec(rules: [Self.rule(width: 40), Self.rule(width: 4000)])
        let labels = [
            CallerLabel(id: 11, layoutRule: 0, entries: [Self.entry("save", "de", text)]),
            CallerLabel(id: 22, layoutRule: 1, entries: [Self.entry("save", "de", text)]),
            // An entry index the spec does not have: not audited at all.
            CallerLabel(id: 33, layoutRule: 7, entries: [Self.entry("save", "de", text)]),
        ]
        let result = try await OverflowAuditor(spec: spec).audit(labels: labels)
        #expect(Set(result.labels.map(\.callerID)) == [11, 22])
        let overflows = result.labelFindings.filter { $0.finding.rule == AuditRule.overflow }
        #expect(overflows.count == 1)
        #expect(overflows.first.map { result.labels[$0.label].callerID } == 11)
        #expect(overflows.first?.finding.id == "save [de]")
        #expect(result.labels.first { $0.callerID == 22 }?.firstOverflow == nil)
        // The catalog path still works as before and has no caller numbers.
        #expect(result.findings.count == result.labelFindings.count)
    }

    @Test func aCatalogsLabelsHaveNoCallerNumber() async throws {
        let catalog = StringCatalog(file: "strings.json", format: .json, entries: [Self.entry("save", "en", "Save")])
        let result = try await OverflowAuditor(spec: LayoutSpec(defaults: Self.rule(width: 200))).audit([catalog])
        #expect(!result.labels.isEmpty)
        #expect(result.labels.allSatisfy { $0.callerID == nil })
        #expect(result.labels.first?.findingID == "save" + (result.labels.first?.findingIDSuffix ?? "x"))
    }
}
