import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// falcon 45aa1439 `NewOpDescriptionFilledDataView.xib:28`: the label's fixed 17 pt is replaced by
/// `descriptionLabel.style = .description` (NewOpDescriptionFilledDataView.swift:39), an app
/// `extension UILabel` property whose setter assigns `self.font` (UILabel+Extension.swift:20-40);
/// it was a `text.fixed-size` warning where `descriptionLabel.font = …` is a placeholder note
/// (fresh-ios30a, also SignInEmailAndRCViewController.xib:46, VerifyRecoveryCodeViewController.xib:46,
/// CurrencyTableViewCell.xib:20).
@Suite struct FontSettingPropertyTests {
    static let extensionFile = """
        import UIKit
        enum Tone { case body, alert }
        extension UILabel {
            var tone: Tone {
                get { return .body }
                set {
                    switch newValue {
                    case .body:
                        self.textColor = .darkGray
                        self.font = UIFont.systemFont(ofSize: 16)
                    case .alert:
                        self.textColor = .red
                        self.font = UIFont.systemFont(ofSize: 14, weight: .medium)
                    }
                }
            }
            var shade: Tone {
                get { return .body }
                set { textColor = newValue == .body ? .darkGray : .red }
            }
        }
        """

    /// A view of the app's own with a `tone` of its own, which sets no font.
    static let panelFile = """
        import UIKit
        final class TonePanel: UIView {
            var tone: Tone = .body { didSet { backgroundColor = .white } }
        }
        """

    static func owner(_ statement: String, outletType: String = "UILabel") -> String {
        """
        import UIKit
        final class NoteRowView: UIView {
            @IBOutlet private weak var noteLabel: \(outletType)!
            override func awakeFromNib() {
                super.awakeFromNib()
                \(statement)
            }
        }
        """
    }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NoteRowView">
                    <connections><outlet property="noteLabel" destination="note" id="o1"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Note" numberOfLines="0" id="note">
                            <rect key="frame" x="24" y="20" width="327" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static func fixedSize(_ statement: String, outletType: String = "UILabel") async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-font-property-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "NoteRowView.xib": xib, "UILabel+Tone.swift": extensionFile, "TonePanel.swift": panelFile,
            "NoteRowView.swift": owner(statement, outletType: outletType),
        ]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.id == "note" && $0.rule == "text.fixed-size" }
    }

    @Test func anExtensionPropertyWhoseSetterSetsTheFontReplacesTheFilesFont() async throws {
        // Must not fire: the setter sets the font, so the file's 17 pt is a placeholder.
        let replaced = try await Self.fixedSize("noteLabel.tone = .alert")
        #expect(replaced.map(\.severity) == [.note])
        #expect(replaced.first?.message.contains("NoteRowView.noteLabel.font") == true)
        // Must fire: a property of the same extension whose setter sets only the colour.
        #expect(try await Self.fixedSize("noteLabel.shade = .alert").map(\.severity) == [.warning])
    }

    @Test func onlyAReceiverOfTheExtendedTypeTakesTheSetter() async throws {
        // Must fire: the outlet is the app's own view, whose `tone` is its own and sets no font.
        #expect(try await Self.fixedSize("noteLabel.tone = .alert", outletType: "TonePanel").map(\.severity) == [.warning])
    }
}
