import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// What a view class's own code sets replaces a caller's value only when it runs later, and a
/// constraint on one side of a target leaves the other side judged (Sileo c9f70158).
@Suite struct ClassSetsAfterInitTests {
    /// Sileo's PackageButton.swift:23-30: `setup()`, which both inits call, sets the title font
    /// and a width of at least 70 pt.
    static let packageButton = """
        import UIKit
        class PackageButton: UIButton {
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                self.setup()
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                self.setup()
            }
            internal func setup() {
                self.titleLabel?.font = UIFont.systemFont(ofSize: 16, weight: .bold)
                self.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
                self.widthAnchor.constraint(greaterThanOrEqualToConstant: 70).isActive = true
            }
        }
        class PackageQueueButton: PackageButton {}
        """

    /// A button class that sets its font again whenever it lays out, and one that does so in a
    /// helper its trait-change handler calls: either replaces what a caller set.
    static let lateButtons = """
        import UIKit
        class LayoutFontButton: UIButton {
            override func layoutSubviews() {
                super.layoutSubviews()
                titleLabel?.font = UIFont.systemFont(ofSize: 16, weight: .bold)
            }
        }
        class TraitFontButton: UIButton {
            func applyStyle() {
                self.titleLabel?.font = UIFont.systemFont(ofSize: 16, weight: .bold)
            }
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                super.traitCollectionDidChange(previous)
                applyStyle()
            }
        }
        """

    /// Sileo's PaymentAuthenticationBannerView.swift:22, :39 (here :5 and :11; :12 and :13 set
    /// the late classes' fonts).
    static let banner = """
        import UIKit
        final class BannerView: UIView {
            init() {
                super.init(frame: .zero)
                let button = PackageButton()
                let late = LayoutFontButton()
                let trait = TraitFontButton()
                addSubview(button)
                addSubview(late)
                addSubview(trait)
                button.titleLabel?.font = UIFont.systemFont(ofSize: 15, weight: .bold)
                late.titleLabel?.font = UIFont.systemFont(ofSize: 15, weight: .bold)
                trait.titleLabel?.font = UIFont.systemFont(ofSize: 15, weight: .bold)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    private static func scan(_ files: [String: String]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-after-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan().findings.findings
    }

    private static func fixedSize(_ findings: [Finding], file: String, line: Int) -> Finding? {
        findings.first { $0.rule == "text.fixed-size" && $0.location?.line == line && $0.location?.file.hasSuffix(file) == true }
    }

    @Test func aFontSetAfterTheClassInitIsWhatShows() async throws {
        let findings = try await Self.scan(["PackageButton.swift": Self.packageButton, "Late.swift": Self.lateButtons, "BannerView.swift": Self.banner])
        // PackageButton sets its font in init: line 11's 15 pt bold is what shows.
        #expect(Self.fixedSize(findings, file: "BannerView.swift", line: 11)?.severity == .warning)
        // Must not fire: a class that sets its font in layoutSubviews, or in a helper its
        // trait-change handler calls, replaces the caller's font later.
        let late = Self.fixedSize(findings, file: "BannerView.swift", line: 12)
        #expect(late?.severity == .note)
        #expect(late?.message.hasPrefix("code sets LayoutFontButton.instance.font") == true)
        #expect(Self.fixedSize(findings, file: "BannerView.swift", line: 13)?.severity == .note)
    }

    /// Sileo's PackageViewController.xib:83: a PackageQueueButton 32×32 pt with no height
    /// constraint. Its class sets only a width (at least 70 pt): the 32 pt height is the file's.
    static func queueButtonXib(height: Double = 32) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <button opaque="NO" buttonType="system" id="DTh-dk-4bs" customClass="PackageQueueButton" customModule="Sileo">
                            <rect key="frame" x="327" y="30" width="32" height="\(height)"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="16"/>
                            <state key="normal" title="GET"/>
                        </button>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </objects>
        </document>
        """
    }

    private static func target(_ findings: [Finding]) -> Finding? {
        findings.first { $0.rule == "target.small" && $0.id == "DTh-dk-4bs" }
    }

    @Test func aWidthCodeSetsLeavesTheFilesHeightJudged() async throws {
        let findings = try await Self.scan(["PackageButton.swift": Self.packageButton, "PackageViewController.xib": Self.queueButtonXib()])
        let finding = try #require(Self.target(findings))
        #expect(finding.severity == .error)
        #expect(finding.message.hasPrefix("code sets only its width (PackageButton.self.widthAnchor); hit area 32 pt tall"))
        #expect(finding.message.contains("6 pt"))
        // The class's init font still replaces the file's: that stays a note.
        #expect(findings.first { $0.rule == "text.fixed-size" && $0.id == "DTh-dk-4bs" }?.severity == .note)
    }

    /// Must not fire: a class that sets the height too (or only the height, of a button wide
    /// enough) leaves nothing of the file's size judged: the note stays.
    @Test func aSizeCodeSetsWhollyKeepsTheNote() async throws {
        let both = Self.packageButton.replacingOccurrences(
            of: "self.widthAnchor.constraint(greaterThanOrEqualToConstant: 70).isActive = true",
            with:
                "self.widthAnchor.constraint(greaterThanOrEqualToConstant: 70).isActive = true\n        heightAnchor.constraint(equalToConstant: 44).isActive = true"
        )
        let findings = try await Self.scan(["PackageButton.swift": both, "PackageViewController.xib": Self.queueButtonXib()])
        let finding = try #require(Self.target(findings))
        #expect(finding.severity == .note)
        #expect(finding.message.hasPrefix("code sets PackageButton.self."))
        let heightOnly = Self.packageButton.replacingOccurrences(of: "self.widthAnchor", with: "self.heightAnchor")
        let wide = Self.queueButtonXib().replacingOccurrences(of: #"width="32""#, with: #"width="80""#)
        let tall = try await Self.scan(["PackageButton.swift": heightOnly, "PackageViewController.xib": wide])
        #expect(Self.target(tall)?.severity == .note)
    }
}
