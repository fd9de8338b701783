import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// The fifth round of first scans (Hackers ffea336a, Lockwise 4d68f128, openHAB eb34c7f5): each
/// case as the app writes it, with the one beside it that must go the other way.
@Suite struct FreshScanFiveTests {
    /// openHAB `openHABWatch Extension/Views/Utils/EncircledIconWithAction.swift:18-25`.
    static func encircled(_ chain: String) -> String {
        """
        import SFSafeSymbols
        import SwiftUI

        struct EncircledIconWithAction: View {
            var systemSymbol: SFSymbol
            var action: () -> Void
            var body: some View {
                \(chain)
            }
        }
        """
    }

    static let realSymbol = """
        Image(systemSymbol: systemSymbol)
                    .font(.system(size: 25))
                    .colorMultiply(.blue)
                    .saturation(0.8)
                    .onTapGesture {
                        action()
                    }
        """

    /// A tappable symbol's `.font` sizes the symbol: no text finding (was text.fixed-size "use
    /// Title 2"), and the symbol, about 30 pt tall, is a small target.
    @Test func aTappableSymbolsFontSizesATargetNotText() async throws {
        let found = try await scanFindings(swift: Self.encircled(Self.realSymbol))
        #expect(found.filter { $0.rule == "text.fixed-size" }.isEmpty, "\(found.map(\.message))")
        let small = found.filter { $0.rule == "target.small" }
        #expect(small.count == 1, "\(found.map(\.message))")
        #expect(small.first?.message.contains("30 pt tall") == true, "\(small.map(\.message))")
    }

    @Test func whatATappableSymbolsFontDoesNotDecide() async throws {
        // Must NOT fire: at 34 pt the tallest symbols reach 44 pt, so the verdict would depend on the symbol.
        let large = try await scanFindings(swift: Self.encircled(Self.realSymbol.replacingOccurrences(of: "size: 25", with: "size: 34")))
        #expect(large.filter { $0.rule == "target.small" || $0.rule == "text.fixed-size" }.isEmpty, "\(large.map(\.message))")
        // A frame of its own sizes it instead.
        let framed = Self.realSymbol.replacingOccurrences(of: ".colorMultiply(.blue)", with: ".frame(width: 44, height: 44)")
        #expect(try await scanFindings(swift: Self.encircled(framed)).filter { $0.rule == "target.small" }.isEmpty)
        // A tappable text's font is still text.
        let text = try await scanFindings(swift: Self.encircled(#"Text("Up").font(.system(size: 25)).onTapGesture { action() }"#))
        #expect(text.filter { $0.rule == "text.fixed-size" }.count == 1, "\(text.map(\.message))")
    }
}

extension FreshScanFiveTests {
    /// openHAB `Main.storyboard:213-247`: a SwitchUITableViewCell prototype whose outlet
    /// `customDetailTextLabel` (declared on its superclass) is a grey value label on white.
    static let switchCell = sitemapTable(
        """
                            <tableViewCell reuseIdentifier="SwitchUITableViewCell" rowHeight="44" id="Exy-oD-ZAr" customClass="SwitchUITableViewCell" customModule="openHAB">
                                <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="Exy-oD-ZAr" id="rgR-nn-rTm">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    <subviews>
                                        <label opaque="NO" text="Label lllls" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="quj-Al-Pni">
                                            <rect key="frame" x="200" y="12" width="98" height="20"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                            <color key="textColor" red="0.66274982690811157" green="0.66671860218048096" blue="0.66274511814117432" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                                <connections>
                                    <outlet property="customDetailTextLabel" destination="quj-Al-Pni" id="E19-DR-ech"/>
                                </connections>
                            </tableViewCell>
        """)

    /// openHAB `GenericUITableViewCell.swift:31-52` and `SwitchUITableViewCell.swift:16`.
    static func cells(_ assignment: String) -> String {
        """
        class GenericUITableViewCell: UITableViewCell {
            private var _widget: OpenHABWidget!
            var widget: OpenHABWidget! {
                get { _widget }
                set(widget) {
                    _widget = widget
                    \(assignment)
                }
            }
            @IBOutlet private(set) var customTextLabel: UILabel!
            @IBOutlet private(set) var customDetailTextLabel: UILabel!
        }
        class SwitchUITableViewCell: GenericUITableViewCell {
            @IBOutlet private var widgetSwitch: UISwitch!
        }
        """
    }

    static func projectFindings(_ files: [String: String]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-fresh5-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan().findings.findings
    }

    /// A colour the superclass chooses by a condition (`x?.textColor = c ? a : b`) makes the
    /// storyboard's a placeholder (was an error, 2.33:1); a plain colour the code never sets is judged.
    @Test func aColourTheCellsSuperclassChoosesIsAPlaceholder() async throws {
        let real = "customDetailTextLabel?.textColor = !(_widget.valuecolor.isEmpty) ? UIColor(fromString: _widget.valuecolor) : .ohSecondaryLabel"
        let set = try await Self.projectFindings(["Main.storyboard": Self.switchCell, "Cells.swift": Self.cells(real)])
        let noted = set.filter { $0.rule == "contrast.text" && $0.id == "quj-Al-Pni" }
        #expect(noted.map(\.severity) == [.note], "\(noted.map(\.message))")
        #expect(
            noted.first?.message.hasPrefix("code sets SwitchUITableViewCell.customDetailTextLabel.textColor") == true
                || noted.first?.message.hasPrefix("code sets GenericUITableViewCell.customDetailTextLabel.textColor") == true, "\(noted.map(\.message))")
        // Must NOT become a note: the superclass sets only the other label's colour.
        let other = real.replacingOccurrences(of: "customDetailTextLabel?", with: "customTextLabel?")
        let judged = try await Self.projectFindings(["Main.storyboard": Self.switchCell, "Cells.swift": Self.cells(other)])
        #expect(judged.filter { $0.rule == "contrast.text" && $0.id == "quj-Al-Pni" }.map(\.severity) == [.error])
    }
}

extension FreshScanFiveTests {
    /// openHAB `Main.storyboard:27-40`: the FrameUITableViewCell prototype's empty label, tag 100,
    /// red (#ff214d, 3.76:1 on white), with no outlet.
    static func frameCell(label: String = #"tag="100" text="""#, connections: String = "") -> String {
        sitemapTable(
            """
                            <tableViewCell reuseIdentifier="FrameUITableViewCell" rowHeight="35" id="adI-a1-YUQ" customClass="FrameUITableViewCell" customModule="openHAB">
                                <rect key="frame" x="0.0" y="50" width="375" height="35"/>
                                <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="adI-a1-YUQ" id="7Rb-1y-PYk">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="35"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" \(label) adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Zzz-NN-iJq">
                                            <rect key="frame" x="20" y="17.666666666666668" width="335" height="0.0"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleCaption2"/>
                                            <color key="textColor" red="1" green="0.11276199689999999" blue="0.28642880009999999" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                                \(connections)
                            </tableViewCell>
            """)
    }

    /// openHAB `FrameUITableViewCell.swift:31-33`: the cell writes into its own `textLabel`.
    static func frameCode(_ extra: String = "") -> String {
        """
        class FrameUITableViewCell: GenericUITableViewCell {
            override func displayWidget() {
                textLabel?.text = widget.label.uppercased()
                \(extra)
            }
        }
        """
    }

    static func emptyLabelContrast(_ files: [String: String]) async throws -> [Finding] {
        try await projectFindings(files).filter { $0.rule == "contrast.text" && $0.id == "Zzz-NN-iJq" }
    }

    /// An empty label no outlet reaches, whose tag no code looks up, shows no text (was an error).
    @Test func anEmptyLabelNothingFillsHasNoContrast() async throws {
        #expect(try await Self.emptyLabelContrast(["Main.storyboard": Self.frameCell(), "Cell.swift": Self.frameCode()]).isEmpty)
        #expect(try await Self.emptyLabelContrast(["Main.storyboard": Self.frameCell(label: #"text="""#)]).isEmpty)
    }

    @Test func anEmptyLabelCodeMayFillIsJudged() async throws {
        // Must still fire: code finds it by its tag, or fills it through an outlet (an outlet alone
        // no longer does: Amperfy d3513f85 Main.storyboard:74), or it has text of its own.
        let byTag = Self.frameCode("(viewWithTag(100) as? UILabel)?.text = widget.label")
        #expect(try await Self.emptyLabelContrast(["Main.storyboard": Self.frameCell(), "Cell.swift": byTag]).count == 1)
        let outlet = #"<connections><outlet property="frameLabel" destination="Zzz-NN-iJq" id="o1"/></connections>"#
        let filled = Self.frameCode("frameLabel.text = widget.label")
        #expect(try await Self.emptyLabelContrast(["Main.storyboard": Self.frameCell(connections: outlet), "Cell.swift": filled]).count == 1)
        #expect(try await Self.emptyLabelContrast(["Main.storyboard": Self.frameCell(connections: outlet), "Cell.swift": Self.frameCode()]).isEmpty)
        #expect(try await Self.emptyLabelContrast(["Main.storyboard": Self.frameCell(label: #"tag="100" text="Group""#)]).count == 1)
    }
}

extension FreshScanFiveTests {
    /// Lockwise `lockbox-ios/View/SettingListView.swift:33-36` and `:87-95`.
    static func settingList(handler: String) -> String {
        """
        import RxSwift
        import UIKit
        class SettingListView: BaseSettingsView {
            override func viewDidLoad() {
                super.viewDidLoad()
                // Subscribe to Dynamic Type change events.
                NotificationCenter.default.rx
                    .notification(UIContentSizeCategory.didChangeNotification)
                    .subscribe(onNext: { _ in \(handler) })
                    .disposed(by: self.disposeBag)
            }
        }
        extension SettingListView {
            private func setupDataSource() {
                self.dataSource = RxTableViewSectionedReloadDataSource(
                        configureCell: { _, _, _, cellConfiguration in
                        let cell = SettingCell(style: cellConfiguration.cellStyle, reuseIdentifier: cellConfiguration.reuseIndicator)
                        cell.textLabel?.text = cellConfiguration.text
                        cell.textLabel?.font = UIFont.preferredFont(forTextStyle: .body)
                        cell.detailTextLabel?.font = UIFont.preferredFont(forTextStyle: .caption2)
                        return cell
                })
            }
        }
        """
    }

    /// An observer that only lays the footer out again keeps no font live (were missed); one that
    /// reloads the table, whose cells set their fonts again, does.
    @Test func anObserverThatOnlyRelaysOutKeepsNoFontLive() async throws {
        func notLive(_ source: String) async throws -> [Finding] { try await scanFindings(swift: source).filter { $0.rule == "text.not-live" } }
        let relayout = try await notLive(Self.settingList(handler: "self.tableView.tableFooterView?.setNeedsLayout()"))
        #expect(relayout.map(\.location?.line) == [19, 20], "\(relayout.map(\.message))")
        #expect(try await notLive(Self.settingList(handler: "self.tableView.reloadData()")).isEmpty)
        #expect(try await notLive(Self.settingList(handler: "self.updateFonts()")).isEmpty)
        // A selector the file declares is read the same way; one it does not show may set fonts.
        func selector(_ body: String) -> String {
            Self.settingList(handler: "").replacingOccurrences(
                of: "NotificationCenter.default.rx",
                with:
                    "NotificationCenter.default.addObserver(self, selector: #selector(sizeChanged), name: UIContentSizeCategory.didChangeNotification, object: nil)\n        _ = NotificationCenter.default.rx"
            ).replacingOccurrences(of: ".notification(UIContentSizeCategory.didChangeNotification)", with: ".notification(.other)") + body
        }
        #expect(try await notLive(selector("extension SettingListView { @objc func sizeChanged() { view.setNeedsLayout() } }")).count == 2)
        #expect(try await notLive(selector("")).isEmpty)
    }
}

extension FreshScanFiveTests {
    /// openHAB `openHABWatch Extension/Views/Rows/ColorPickerRow.swift:28-41`.
    static func colorPicker(size: Int = 35, around: (String, String) = ("VStack {", "}")) -> String {
        """
        import SwiftUI
        struct ColorPickerRow: View {
            var body: some View {
                \(around.0)
                    HStack {
                        Spacer()
                        NavigationLink(destination: ColorSelection()) {
                            Circle()
                                .fill(Color(uiColor!))
                                .frame(width: \(size), height: \(size))
                        }
                        Spacer()
                    }
                \(around.1)
            }
        }
        """
    }

    /// A NavigationLink's trailing closure is its label: its frame is the target (was missed).
    @Test func aNavigationLinksLabelSizesItsTarget() async throws {
        let small = try await scanFindings(swift: Self.colorPicker()).filter { $0.rule == "target.small" }
        #expect(small.count == 1, "\(small.map(\.message))")
        #expect(small.first?.message.contains("35×35 pt") == true, "\(small.map(\.message))")
        // Must NOT fire: a label big enough, or a link that is a List's or Form's row.
        #expect(try await scanFindings(swift: Self.colorPicker(size: 44)).filter { $0.rule == "target.small" }.isEmpty)
        #expect(try await scanFindings(swift: Self.colorPicker(around: ("List {", "}"))).filter { $0.rule == "target.small" }.isEmpty)
    }
}

extension FreshScanFiveTests {
    /// openHAB's sitemap table (`Main.storyboard`) around one prototype cell, so a test names the
    /// cell alone; the cell starts on line 9, where the lines the tests expect count from.
    static func sitemapTable(_ cell: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="s1"><objects>
                <tableViewController id="tvc" customClass="OpenHABSitemapViewController" sceneMemberID="viewController">
                    <tableView key="view" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <prototypes>
        \(cell)
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene></scenes>
        </document>
        """
    }
}
