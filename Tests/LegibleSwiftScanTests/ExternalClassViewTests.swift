import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A view whose class comes from a module the tree links but does not hold the code of may set
/// its own font and colours: the file's are not known to show (ios-kDrive 32327c22, `IKLabel`
/// from the Swift package ios-core-uikit, whose `init?(coder:)` and `styleName` setter replace
/// them). Reduced from FileCollectionViewCell.xib:104 and ParameterSyncTableViewCell.xib:32.
@Suite struct ExternalClassViewTests {
    /// A 14 pt grey (2.85:1 on white) label `id` of `customClass` from `module`, styled by a runtime attribute.
    static func label(_ id: String, customClass: String, module: String) -> String {
        """
        <label text="Shown" id="\(id)" customClass="\(customClass)" customModule="\(module)"><rect key="frame" x="0" y="0" width="200" height="21"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
        <color key="textColor" white="0.6" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="styleName" value="subtitle2"/></userDefinedRuntimeAttributes></label>
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
        ].joined(separator: "\n"))

    static let files = [
        "App/FileCell.xib": xib,
        "App/FileCell.swift": """
            import UIKit
            import InfomaniakCoreUIKit
            import SharedUI
            import AppCore
            import MarqueeLabel
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
        #expect(fixed.message.hasPrefix("IKLabel comes from InfomaniakCoreUIKit, whose code is not in the scanned tree, so the file's font may be a placeholder"))
        #expect(fixed.property("externalClass") == "InfomaniakCoreUIKit.IKLabel")
        let contrast = try #require(Self.finding(findings, "ext", ScanRules.contrastText.id))
        #expect(contrast.severity == .note)
        #expect(contrast.message.contains("so the file's colours may be a placeholder"))
    }

    @Test func classesTheTreeHoldsOrNoTargetLinksStayJudged() async throws {
        let findings = try await Self.scan(Self.files)
        for id in ["gone", "own", "folder", "pod"] {
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
