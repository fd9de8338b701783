import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33 class 8 on iOS: both branches of `a ? x : y` that code sets on a xib's label are
/// audited (either may show), as on Android, and their overflows are one finding per element and
/// problem, not one per text (LibreTorrent ae96f20b item_torrent_list.xml:61 had seven).
@Suite struct CodeSetBranchTextTests {
    /// `welcome`'s and `greeting`'s German texts (34 and 38 characters, at least 5 pt each in
    /// 17 pt system text) cannot fit 100 pt; `Hallo` can.
    static let strings = [
        "App/en.lproj/Localizable.strings": #""welcome" = "Welcome"; "greeting" = "Hello"; "short" = "Hi";"#,
        "App/de.lproj/Localizable.strings": #"""
        "welcome" = "Herzlich willkommen bei Simplenote"; "greeting" = "Einen wunderschönen guten Morgen euch"; "short" = "Hallo";
        """#,
    ]

    static func overflow(_ assignments: String) async throws -> [Finding] {
        let code = """
            final class WelcomeViewController: UIViewController {
                @IBOutlet private var titleLabel: UILabel!
                @IBOutlet private var subtitleLabel: UILabel!
                func update(_ first: Bool) {
                    \(assignments)
                }
            }
            """
        let xib = CodeSetTextTests.xib(
            owner: "WelcomeViewController", labels: [CodeSetTextTests.label("title", "Label"), CodeSetTextTests.label("subtitle", "Hi")],
            outlets: [("titleLabel", "title"), ("subtitleLabel", "subtitle")])
        let (report, _) = try await CodeSetTextTests.scan(Self.strings.merging(["App/Base.lproj/Welcome.xib": xib, "App/Welcome.swift": code]) { $1 })
        return report.findings.findings.filter { $0.rule == "overflow.label" }
    }

    @Test func bothBranchesThatOverflowAreOneFinding() async throws {
        let findings = try await Self.overflow(
            #"titleLabel.text = first ? NSLocalizedString("welcome", comment: "") : NSLocalizedString("greeting", comment: "")"#)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.message.hasSuffix("; so does 1 more of the texts code sets"))
        #expect(Set(finding.property("overflowingTexts")?.components(separatedBy: ", ") ?? []) == ["welcome", "greeting"])
        #expect(["title welcome [de]", "title greeting [de]"].contains(finding.id))
    }

    /// Must not: a branch that fits is not counted, and two labels are two findings.
    @Test func aBranchThatFitsAndAnotherLabelAreNotMerged() async throws {
        let findings = try await Self.overflow(
            """
            titleLabel.text = first ? NSLocalizedString("welcome", comment: "") : NSLocalizedString("short", comment: "")
                    subtitleLabel.text = NSLocalizedString("greeting", comment: "")
            """)
        #expect(findings.map(\.id).sorted() == ["subtitle greeting [de]", "title welcome [de]"])
        #expect(!findings.contains { $0.message.contains("texts code sets") || $0.property("overflowingTexts") != nil })
    }
}
