import Foundation
import Legible
import LegibleTestSupport
import Testing

/// Documentation/Rules.md is generated from the rules' own descriptors and examples
/// (`legible rules --format markdown`): this test fails when the checked-in page differs, and
/// `make generate` writes it.
@Suite("Rules documentation")
struct RulesDocumentationTests {
    static let page = packageRoot.appendingPathComponent("Documentation/Rules.md")

    @Test func rulesPageIsCurrent() throws {
        let expected = RuleListReport().rendered(as: .markdown)
        let actual = try String(contentsOf: Self.page, encoding: .utf8)
        if expected != actual, ProcessInfo.processInfo.environment["LEGIBLE_GENERATE"] == "1" {
            try Data(expected.utf8).write(to: Self.page)
            return
        }
        #expect(expected == actual, "Documentation/Rules.md is out of date: run `make generate`")
    }

    @Test func everyRuleHasASectionWithItsAnchor() {
        let page = RuleListReport().rendered(as: .markdown)
        for rule in LegibleRuleRegistry.all {
            #expect(page.contains("<a id=\"\(LegibleRuleRegistry.documentationAnchor(for: rule.id))\"></a>\n\n### \(rule.id)\n"), "\(rule.id)")
        }
    }
}
