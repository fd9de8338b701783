import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A view whose class comes from a module the tree links but does not hold the code of may set
/// its own font and colours: the file's are not known to show (ios-kDrive 32327c22, `IKLabel`
/// from the Swift package ios-core-uikit, whose `init?(coder:)` and `styleName` setter replace
/// them). Reduced from FileCollectionViewCell.xib:104 and ParameterSyncTableViewCell.xib:32. Only when
/// the file sets such a setting (`styleName`): Amperfy's `MarqueeLabel`s, which carry none, stay judged.
@Suite struct ExternalClassViewTests {
    /// A 14 pt grey (2.85:1 on white) label `id` of `customClass` from `module`, with string runtime attributes of `keyPaths`.
    static func label(_ id: String, customClass: String, module: String, keyPaths: [String] = ["styleName"]) -> String {
        let attributes = keyPaths.map { "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"\($0)\" value=\"subtitle2\"/>" }.joined()
        return """
            <label text="Shown" id="\(id)" customClass="\(customClass)" customModule="\(module)"><rect key="frame" x="0" y="0" width="200" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <color key="textColor" white="0.6" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            \(attributes.isEmpty ? "" : "<userDefinedRuntimeAttributes>\(attributes)</userDefinedRuntimeAttributes>")</label>
            """
    }

    static let xib = CodeSetScreenTests.xib(
        owner: "FileCell",
        [
            label("ext", customClass: "IKLabel", module: "InfomaniakCoreUIKit"),
            // A module no code imports: UIKit finds no such class and loads a plain label.
            label("gone", customClass: "IKLabel", module: "InfomaniakCoreUI"),
            // A class the tree declares is judged from its code, which sets nothing.
            label("own", customClass: "SharedLabel", module: "SharedUI"),
            // A module named like a folder of the tree is an app target's.
            label("folder", customClass: "CoreLabel", module: "AppCore"),
            // A pod whose code is committed in Pods/, which the scan does not read.
            label("pod", customClass: "MarqueeLabel", module: "MarqueeLabel"),
            // Amperfy's MarqueeLabel (a Swift package) with no runtime attribute: the library never
            // sets its own font, and the file shows nothing that would (LargeCurrentlyPlayingPlayerView.xib:91).
            label("bare", customClass: "MarqueeLabel", module: "MarqueeKit", keyPaths: []),
            // Only UIKit's, a layer's and a localisation key: the text and corners, not the font (kDrive Menu.storyboard:54).
            label("common", customClass: "IKLabel", module: "InfomaniakCoreUIKit", keyPaths: ["xibLocKey", "layer.cornerRadius", "accessibilityIdentifier"]),
        ].joined(separator: "\n"))

    static let files = [
        "App/FileCell.xib": xib,
        "App/FileCell.swift": """
        import UIKit
        import InfomaniakCoreUIKit
        import SharedUI
        import AppCore
        import MarqueeLabel
        import MarqueeKit
        class FileCell: UITableViewCell {}
        """,
        "SharedUI/SharedLabel.swift": "import UIKit\nclass SharedLabel: UILabel {}\n",
        "AppCore/Empty.swift": "import Foundation\n",
        "Pods/MarqueeLabel/Sources/MarqueeLabel.swift": "import UIKit\nopen class MarqueeLabel: UILabel {}\n",
    ]

    private static func scan(_ files: [String: String]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-external-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan().findings.findings
    }

    private static func finding(_ findings: [Finding], _ id: String, _ rule: String) -> Finding? {
        findings.first { $0.id == id && $0.rule == rule }
    }

    @Test func fontAndColoursOfALinkedModulesClassAreNotes() async throws {
        let findings = try await Self.scan(Self.files)
        let fixed = try #require(Self.finding(findings, "ext", ScanRules.textFixedSize.id))
        #expect(fixed.severity == .note)
        #expect(
            fixed.message.hasPrefix(
                "IKLabel comes from InfomaniakCoreUIKit, whose code is not in the scanned tree, and the file sets its styleName, so the file's font may be a placeholder"
            ))
        #expect(fixed.property("externalClass") == "InfomaniakCoreUIKit.IKLabel")
        #expect(fixed.property("externalClassSetting") == "styleName")
        let contrast = try #require(Self.finding(findings, "ext", ScanRules.contrastText.id))
        #expect(contrast.severity == .note)
        #expect(contrast.message.contains("so the file's colours may be a placeholder"))
    }

    @Test func classesTheTreeHoldsOrNoTargetLinksStayJudged() async throws {
        let findings = try await Self.scan(Self.files)
        for id in ["gone", "own", "folder", "pod", "bare", "common"] {
            #expect(Self.finding(findings, id, ScanRules.textFixedSize.id)?.severity == .warning, "\(id)")
            #expect(Self.finding(findings, id, ScanRules.contrastText.id)?.severity == .error, "\(id)")
        }
    }

    @Test func withoutTheImportTheLabelIsJudged() async throws {
        var files = Self.files
        files["App/FileCell.swift"] = "import UIKit\nclass FileCell: UITableViewCell {}\n"
        let findings = try await Self.scan(files)
        #expect(Self.finding(findings, "ext", ScanRules.textFixedSize.id)?.severity == .warning)
    }
}
