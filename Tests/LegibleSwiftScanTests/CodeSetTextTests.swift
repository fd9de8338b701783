import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 34 item 4, issue 33 class 4: the text a xib's label shows is the one its owner's code
/// sets through the outlet, audited in every locale; a text code sets from a variable is not
/// audited at all (a note says so), and the placeholder in the file never is.
@Suite struct CodeSetTextTests {
    /// A one-line label 100 pt wide (a width constraint) in 17 pt system text.
    static func label(_ id: String, _ text: String) -> String {
        """
        <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"><rect key="frame" x="16" y="0" width="100" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        <constraints><constraint firstAttribute="width" constant="100" id="\(id)-w"/></constraints></label>
        """
    }

    static func xib(owner: String, labels: [String], outlets: [(String, String)]) -> String {
        let connections = outlets.map { #"<outlet property="\#($0.0)" destination="\#($0.1)" id="o-\#($0.1)"/>"# }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)">
                        <connections>\(connections)</connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                        <subviews>\(labels.joined(separator: "\n"))</subviews>
                    </view>
                </objects>
            </document>
            """
    }

    /// `Welcome` fits 100 pt at 17 pt; German's 34 characters (at least 5 pt each in 17 pt
    /// system text, 170 pt) cannot.
    static let strings = [
        "App/en.lproj/Localizable.strings": #""welcome" = "Welcome";"#,
        "App/de.lproj/Localizable.strings": #""welcome" = "Herzlich willkommen bei Simplenote";"#,
    ]

    static func scan(_ files: [String: String]) async throws -> (ScanReport, [String: ScannedElement]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-code-text-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return (report, Dictionary(report.elements.map { ($0.id, $0) }) { first, _ in first })
    }

    static func overflowLocales(_ report: ScanReport, _ id: String) -> Set<String> {
        Set(
            report.findings.findings.filter { $0.rule == "overflow.label" && $0.id.hasPrefix(id) }.compactMap {
                $0.id.split(separator: "[").last.map(String.init)
            })
    }

    @Test func aLocalisedTextTheOwnerSetsIsAuditedInEveryLocale() async throws {
        let code = """
            final class WelcomeViewController: UIViewController {
                @IBOutlet private var titleLabel: UILabel!
                @IBOutlet private var subtitleLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = NSLocalizedString("welcome", comment: "The greeting")
                }
            }
            """
        let xib = Self.xib(
            owner: "WelcomeViewController", labels: [Self.label("title", "Label"), Self.label("subtitle", "Hi")],
            outlets: [("titleLabel", "title"), ("subtitleLabel", "subtitle")])
        let (report, elements) = try await Self.scan(Self.strings.merging(["App/Base.lproj/Welcome.xib": xib, "App/Welcome.swift": code]) { $1 })
        let title = try #require(elements["title"])
        #expect(title.text == ScannedText(key: "welcome", literal: "welcome"))
        #expect(title.codeText?.location.line == 6)
        // The German text (by hand: 34 characters of at least 5 pt is over 170 pt) is too long for
        // 100 pt at every size; `Welcome` fits.
        let overflow = report.findings.findings.filter { $0.rule == "overflow.label" }
        #expect(overflow.map(\.id) == ["title welcome [de]"])
        #expect(overflow.first?.message.hasPrefix(#""Herzlich willkommen bei Simplenote" overflows"#) == true)
        // The outlet to the other label is not the one code sets: it keeps its own text.
        #expect(elements["subtitle"]?.text?.literal == "Hi")
        #expect(elements["subtitle"]?.codeText == nil)
        #expect(!report.findings.findings.contains { $0.rule == "overflow.text-in-code" })
    }

    @Test func aTextFromAVariableIsNotAuditedAndSaysWhy() async throws {
        let code = """
            final class ProfileViewController: UIViewController {
                @IBOutlet private var nameLabel: UILabel!
                func show(_ user: User) {
                    nameLabel.text = user.displayName
                }
            }
            """
        // The file's sample name would overflow 100 pt if it were audited.
        let xib = Self.xib(
            owner: "ProfileViewController", labels: [Self.label("name", "Maximiliane Mustermann-Schmidt")], outlets: [("nameLabel", "name")])
        let (report, elements) = try await Self.scan(["App/Base.lproj/Profile.xib": xib, "App/Profile.swift": code])
        #expect(elements["name"]?.text == nil)
        #expect(!report.findings.findings.contains { $0.rule == "overflow.label" })
        #expect(!report.findings.findings.contains { $0.rule == "overflow.unknown-width" && $0.id == "name" })
        let note = try #require(report.findings.findings.first { $0.rule == "overflow.text-in-code" })
        #expect(note.id == "name")
        #expect(note.severity == .note)
        #expect(
            note.message
                == "code sets the text from user.displayName (Profile.swift:4), which the scan cannot read; the file's text is a placeholder, not audited for overflow"
        )
    }
}
