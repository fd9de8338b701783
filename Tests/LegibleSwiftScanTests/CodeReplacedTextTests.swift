import LegibleReporting
import LegibleScan
import Testing

/// Code that sets a label's text to a readable string in one place and to a variable in another
/// (Pocket Casts c23892d1 ChangeEmailViewController.swift:109: a prompt, then the account's
/// address): the readable text shows until code replaces it, so its overflow is still reported,
/// but as a warning that says the text may be replaced by one the scan cannot read.
@Suite struct CodeReplacedTextTests {
    typealias Base = CodeSetTextTests

    static func code(alsoVariable: Bool) -> String {
        """
        final class WelcomeViewController: UIViewController {
            @IBOutlet private var titleLabel: UILabel!
            override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.text = NSLocalizedString("welcome", comment: "The greeting")
            }
            func show(_ user: User) {
                \(alsoVariable ? "titleLabel.text = user.email" : "print(user)")
            }
        }
        """
    }

    static func overflow(alsoVariable: Bool) async throws -> [Finding] {
        let xib = Base.xib(owner: "WelcomeViewController", labels: [Base.label("title", "Label")], outlets: [("titleLabel", "title")])
        let files = Base.strings.merging(["App/Base.lproj/Welcome.xib": xib, "App/Welcome.swift": code(alsoVariable: alsoVariable)]) { $1 }
        return try await Base.scan(files).0.findings.findings.filter { $0.rule == "overflow.label" }
    }

    @Test func aReadableTextAVariableMayReplaceIsAWarningSayingSo() async throws {
        // German "Herzlich willkommen bei Simplenote" cannot fit 100 pt (CodeSetTextTests).
        let findings = try await Self.overflow(alsoVariable: true)
        #expect(findings.map(\.id) == ["title welcome [de]"])
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.hasSuffix("(code may replace it with text the scan cannot read)") == true)
        #expect(findings.first?.properties.contains { $0.key == "mayBeReplacedBy" && $0.value == "user.email" } == true)
    }

    @Test func aReadableTextNothingReplacesStaysAnError() async throws {
        let findings = try await Self.overflow(alsoVariable: false)
        #expect(findings.map(\.id) == ["title welcome [de]"])
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.contains("may replace") == false)
    }

    @Test func theChoiceNamesWhatElseTheCodeSets() {
        let location = Finding.Location(file: "A.swift", line: 1)
        let prompt = ScannedCodeText(.text(ScannedText(key: "prompt")), location: location)
        let email = ScannedCodeText(.unreadable("account.email"), location: Finding.Location(file: "A.swift", line: 9))
        #expect(ScannedCodeText.chosen([email, prompt])?.mayBeReplacedBy == "account.email")
        #expect(ScannedCodeText.chosen([prompt])?.mayBeReplacedBy == nil)
        // Nothing readable: the unreadable one is chosen, and names nothing else.
        #expect(ScannedCodeText.chosen([email])?.mayBeReplacedBy == nil)
    }
}
