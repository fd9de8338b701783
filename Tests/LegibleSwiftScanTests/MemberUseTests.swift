import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Code nothing calls is on no screen (issue 33, fresh iOS round 8b): winston 3de4a170
/// `extensions/String/StringToMD.swift:89-100` declares `extension String { var niceMD:
/// AttributedString }`, whose attribute dictionaries hold bold fonts of `UIFont.systemFontSize`
/// and 24, 18, 14 and 10 pt. No file names `niceMD`, and the scan reported eight
/// `text.fixed-size` warnings.
@Suite struct MemberUseTests {
    /// Scans `files` (relative path → Swift source) as one project folder, with a
    /// `Package.swift` unless `project` is false; the `text.fixed-size` findings.
    private func scan(_ files: [String: String], project: Bool = true) async throws -> [Finding] {
        let root = (NSTemporaryDirectory() as NSString).appendingPathComponent("legible-members-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        var all = files
        if project { all["Package.swift"] = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n" }
        for (name, text) in all {
            let path = (root as NSString).appendingPathComponent(name)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let report = try await ProjectScanner(paths: [root], configuration: ScanConfiguration(), readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" }
    }

    /// Winston's `StringToMD.swift`, cut to two patterns.
    static let stringToMD = """
        import UIKit
        extension String {
            var niceMD: AttributedString {
                let patterns = [
                    "\\\\*\\\\*(.+?)\\\\*\\\\*": [NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: UIFont.systemFontSize)],
                    "^# (.+)$": [NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 24)],
                ]
                return AttributedString(patterns.description)
            }
        }
        """

    static func screen(_ body: String) -> String {
        "import SwiftUI\nstruct PostView: View {\n    let text: String\n    var body: some View {\n        \(body)\n    }\n}\n"
    }

    @Test func fontsOfAMemberNothingNamesAreNotes() async throws {
        // Must NOT be warnings: nothing in the app names niceMD.
        let found = try await scan(["StringToMD.swift": Self.stringToMD, "PostView.swift": Self.screen("Text(text)")])
        #expect(found.count == 2, "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == .note }, "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.hasPrefix("nothing in the app uses niceMD, so no screen shows it") })
        #expect(found.allSatisfy { $0.property("notOnScreen") == "nothing in the app uses niceMD" })
    }

    @Test func fontsOfAMemberAnotherFileUsesAreJudged() async throws {
        // Must fire: PostView shows text.niceMD.
        let found = try await scan(["StringToMD.swift": Self.stringToMD, "PostView.swift": Self.screen("Text(text.niceMD)")])
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.severity == .warning }, "\(found.map(\.message))")
    }

    @Test func aMemberOnlyAPreviewUsesIsANoteThatSaysSo() async throws {
        let preview = Self.screen("Text(text)") + "#Preview { Text(\"**a**\".niceMD) }\n"
        let found = try await scan(["StringToMD.swift": Self.stringToMD, "PostView.swift": preview])
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.message.hasPrefix("only previews, #if DEBUG code or branches that never run use niceMD") }, "\(found.map(\.message))")
    }

    @Test func aScanOfFilesWithoutTheirProjectJudgesThem() async throws {
        // Must fire: without the project, the code that names niceMD may be outside the scan.
        let found = try await scan(["StringToMD.swift": Self.stringToMD], project: false)
        #expect(found.map(\.severity) == [.warning, .warning])
    }

    @Test func bodiesAndMembersTheSystemMayCallStayJudged() async throws {
        // Must fire: `body` (SwiftUI calls it), an `@objc` or `override` member, a member of an
        // extension that declares a conformance, and a view's helper its body names.
        let card = """
            import SwiftUI
            import UIKit
            struct Card: View {
                var body: some View { VStack { Text("Card").font(.system(size: 12)); title } }
                private var title: some View { Text("Title").font(.system(size: 13)) }
            }
            final class Cell: UITableViewCell {
                override func layoutSubviews() { textLabel?.font = UIFont.systemFont(ofSize: 14) }
            }
            extension Cell {
                @objc func refresh() { detailTextLabel?.font = UIFont.systemFont(ofSize: 15) }
            }
            extension PostView: Themed {
                func apply() -> some View { Text("Themed").font(.system(size: 16)) }
            }
            extension PostView {
                func unusedBadge() -> some View { Text("Badge").font(.system(size: 17)) }
            }
            """
        let found = try await scan(["Card.swift": card, "PostView.swift": Self.screen("Card()")])
        let severities = Dictionary(found.map { ($0.location?.line ?? 0, $0.severity) }) { first, _ in first }
        #expect([4, 5, 8, 11, 14].map { severities[$0] } == Array(repeating: Severity.warning, count: 5), "\(found.map(\.message))")
        // Must not: a helper of an extension with no conformance that no file names.
        #expect(severities[17] == Severity.note)
    }

    @Test func theReaderRecordsMembersAndUsesAndTheCacheKeepsThem() throws {
        let source = Self.stringToMD + "\nlet shown = \"a\".trimmed\n#Preview { Text(\"**a**\".niceMD) }\n"
        let result = try scanSwift(source, path: "StringToMD.swift")
        // An instance property is keyed by its reads (``MemberUseKey``); `"a".trimmed` reads one.
        #expect(result.elements.map(\.declaringMember) == ["var niceMD", "var niceMD"])
        #expect(result.memberUses.isSuperset(of: ["trimmed", "var trimmed"]) && !result.memberUses.contains("niceMD"))
        #expect(result.quietMemberUses.isSuperset(of: ["niceMD", "var niceMD"]))
        // The cache gives back the same facts (a file read from it is judged as one parsed).
        try expectCacheGivesBack(result, source: source, path: "StringToMD.swift")
    }
}
