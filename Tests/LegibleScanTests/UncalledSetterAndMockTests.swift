import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33, fresh-ios22a classes 7 and 8 (element-ios 6c0bb4f6): `MXKPublicRoomTableViewCell.m:59`,
/// a fixed font in `setHighlightedPublicRoom:`, which no code calls (no file but the cell's
/// header and the setter names `highlightedPublicRoom`); and `MockAnalyticsPromptStrings.swift:19`,
/// a bold font in sample text only previews and a mock screen state make.
@Suite struct UncalledSetterAndMockTests {
    static let cell = """
        #import "MXKPublicRoomTableViewCell.h"
        @implementation MXKPublicRoomTableViewCell
        - (void)render:(MXPublicRoom*)publicRoom
        {
            _roomDisplayName.font = [UIFont systemFontOfSize:19];
        }

        - (void)setHighlightedPublicRoom:(BOOL)highlightedPublicRoom
        {
            if (highlightedPublicRoom)
            {
                _roomDisplayName.font = [UIFont boldSystemFontOfSize:20];
            }
            _highlightedPublicRoom = highlightedPublicRoom;
        }

        @end
        """

    static func app(_ changes: [String: String] = [:]) -> [String: String] {
        [
            "project.yml": "name: Riot\n",
            "Riot/AppDelegate.swift": "import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "MatrixKit/MXKPublicRoomTableViewCell.h":
                "@interface MXKPublicRoomTableViewCell : MXKTableViewCell\n@property (nonatomic, getter=isHighlightedPublicRoom) BOOL highlightedPublicRoom;\n@end\n",
            "MatrixKit/MXKPublicRoomTableViewCell.m": cell,
        ].merging(changes) { _, new in new }
    }

    /// The severities, by line, of `text.fixed-size` warnings at lines 5 and 12 of the cell after the notes.
    static func severities(_ files: [String: String]) throws -> [Int: Severity] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("legible-setters-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var set = ScanFileSet()
        var cellPath = ""
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            if path.hasSuffix("project.yml") { set.projectSpecs.append(url.path) } else { set.interfaceFiles.append(url.path) }
            if path.hasSuffix("Cell.m") { cellPath = url.path }
        }
        var records = [5, 12].map { line in
            ScanFindingRecord(
                finding: Finding(
                    id: "f\(line)", rule: "text.fixed-size", severity: .warning, message: "fixed", location: Finding.Location(file: cellPath, line: line)),
                element: nil)
        }
        UnshownNibs(files: set, limits: ScanLimits()).uncalledSetterNotes(&records)
        return Dictionary(uniqueKeysWithValues: records.map { ($0.finding.location?.line ?? 0, $0.finding.severity) })
    }

    @Test func aSetterNothingCallsIsANote() throws {
        let found = try Self.severities(Self.app())
        // Must not judge: the setter nothing calls.
        #expect(found[12] == .note)
        // Must judge: a method that is no setter.
        #expect(found[5] == .warning)
    }

    @Test func aCallOrAKeyPathKeepsTheSetterJudged() throws {
        let swift = try Self.severities(
            Self.app(["Riot/Directory.swift": "func show(_ cell: MXKPublicRoomTableViewCell) { cell.highlightedPublicRoom = true }\n"]))
        #expect(swift[12] == .warning)
        let message = try Self.severities(
            Self.app(["Riot/Directory.m": "@implementation Directory\n- (void)show:(id)c { [c setHighlightedPublicRoom:YES]; }\n@end\n"]))
        #expect(message[12] == .warning)
        let keyPath = #"<document><objects><userDefinedRuntimeAttribute type="boolean" keyPath="highlightedPublicRoom" value="YES"/></objects></document>"#
        let xib = try Self.severities(Self.app(["Riot/Cell.xib": keyPath]))
        #expect(xib[12] == .warning)
    }

    @Test func selectorsNameTheirProperty() {
        #expect(UnshownNibs.setProperty("-setHighlightedPublicRoom:") == "highlightedPublicRoom")
        #expect(UnshownNibs.setProperty("-setHighlighted:animated:") == nil)
        #expect(UnshownNibs.setProperty("-settle:") == nil)
        #expect(UnshownNibs.setProperty("+setDefault:") == nil)
    }

    @Test func mocksOnlyPreviewsAndMocksMakeAreNotShown() {
        let nibs = UnshownNibs(files: ScanFileSet(), limits: ScanLimits())
        let location = Finding.Location(file: "AnalyticsPromptCheckmarkItem.swift", line: 68)
        let preview = ScannedTypeUse(name: "MockAnalyticsPromptStrings", user: "AnalyticsPromptCheckmarkItem_Previews", isPreview: true, location: location)
        let state = ScannedTypeUse(name: "MockAnalyticsPromptStrings", user: "MockAnalyticsPromptScreenState", location: location)
        // Must not judge: only a preview and a mock screen state make it.
        #expect(
            nibs.mockOnlyReason("MockAnalyticsPromptStrings", uses: [preview, state])
                == "only previews and MockAnalyticsPromptScreenState make MockAnalyticsPromptStrings, a mock")
        // Must judge: the shipping view model makes it, or the type is no mock by its name.
        let shipped = ScannedTypeUse(name: "MockAnalyticsPromptStrings", user: "AnalyticsPromptCoordinator", location: location)
        #expect(nibs.mockOnlyReason("MockAnalyticsPromptStrings", uses: [preview, shipped]) == nil)
        #expect(nibs.mockOnlyReason("Mockingbird", uses: [preview]) == nil)
        #expect(nibs.mockOnlyReason("AnalyticsPromptStrings", uses: [preview]) == nil)
    }
}
