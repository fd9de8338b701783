import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// A watch app's WatchKit storyboard (trySwiftAppFinal b1ac75fa, `try!/Base.lproj/Interface.storyboard:22`,
/// `:56`, `:89`): labels in a controller's `<items>` have no frames, so they gave no elements, and
/// #B8322B session times with no fill in the file (3.52:1 on the watch's black) were missed. watchOS
/// has no light mode: judged in dark, on black where no group fills the label.
@Suite struct WatchKitStoryboardContrastTests {
    /// #B8322B, as the storyboard writes it.
    static let red =
        #"<color key="textColor" red="0.72156862749999995" green="0.1960784314" blue="0.16862745100000001" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    static func label(_ id: String, color: String = red) -> String {
        """
        <label alignment="left" text="10:00 - 10:25" id="\(id)">
            \(color)
            <fontDescription key="font" style="UICTFontTextStyleBody"/>
        </label>
        """
    }

    /// A WatchKit storyboard (`type`/`targetRuntime` as Xcode writes them) whose one controller holds `items`.
    static func storyboard(_ items: String, type: String = "com.apple.InterfaceBuilder.WatchKit.Storyboard", runtime: String = "watchKit") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" targetRuntime="\(runtime)" useAutolayout="YES">
            <scenes>
                <scene sceneID="aou-V4-d1y">
                    <objects>
                        <controller identifier="day1" id="AgC-eL-Hgc" customClass="SessionsInterfaceController">
                            <items>
        \(items)
                            </items>
                        </controller>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The phone app's Info.plist, which names its own storyboard and not the watch app's: WatchKit
    /// loads a watch app's interface storyboard with no key naming it (trySwift `try!/Info.plist`).
    static let phonePlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
        """

    static func contrast(_ storyboard: String) async throws -> [String: Finding] {
        let folder = try ScanFolder(["Watch/Base.lproj/Interface.storyboard": storyboard, "Phone/Info.plist": phonePlist])
        defer { folder.remove() }
        let findings = try await folder.scan().findings.findings.filter { $0.rule == "contrast.text" }
        return Dictionary(findings.map { ($0.id, $0) }) { first, _ in first }
    }

    @Test func aLabelWithNoFillIsJudgedOnBlackInDarkOnly() async throws {
        // Must fire: a table row's label and a controller's own label, #B8322B on black.
        let items = """
            <table alignment="left" id="OeU-Nt-vmO">
                <items>
                    <tableRow identifier="SessionTableRowController" id="GWP-LY-cRT">
                        <group key="rootItem" width="1" height="0.0" alignment="left" layout="vertical" id="fLR-sJ-MF5">
                            <items>\(Self.label("rowTime"))</items>
                        </group>
                    </tableRow>
                </items>
            </table>
            \(Self.label("detailTime"))
            """
        let contrast = try await Self.contrast(Self.storyboard(items))
        for id in ["rowTime", "detailTime"] {
            let finding = try #require(contrast[id], "\(contrast.keys)")
            #expect(finding.severity == .error)
            #expect(finding.message.contains("on black (#000000) is 3.52:1 in dark"), "\(finding.message)")
            #expect(finding.properties.contains { $0.key == "ratio.light" } == false)
            #expect(finding.properties.first { $0.key == "appearancesJudged" }?.value.contains("WatchKit storyboard") == true)
        }
    }

    @Test func aFilledGroupOrAPictureOrTheDefaultColourIsNotJudgedOnBlack() async throws {
        // Must NOT fire: on a white group (5.95:1), over a group's picture (not known), and
        // Interface Builder's default label colour (white on black).
        let items = """
            <group width="1" alignment="left" id="filled">
                <items>\(Self.label("onWhite"))</items>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </group>
            <group width="1" alignment="left" backgroundImage="speaker" id="pictured">
                <items>\(Self.label("onPicture"))</items>
            </group>
            \(Self.label("plain", color: ""))
            """
        let contrast = try await Self.contrast(Self.storyboard(items))
        #expect(contrast.isEmpty, "\(contrast.mapValues(\.message))")
    }

    @Test func anIOSStoryboardsItemsAreNotWatchItems() throws {
        // Must NOT fire: the same markup in a document that is not WatchKit's gives no element.
        let iOS = Self.storyboard(Self.label("detailTime"), type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", runtime: "iOS.CocoaTouch")
        let result = try InterfaceBuilderReader().read(text: iOS, path: "Main.storyboard", resources: ScanResources())
        #expect(result.elements.isEmpty)
        let watch = try InterfaceBuilderReader().read(text: Self.storyboard(Self.label("detailTime")), path: "Interface.storyboard", resources: ScanResources())
        #expect(watch.elements.map(\.id) == ["detailTime"])
        #expect(watch.elements.first?.interfaceStyle?.isDark == true)
    }
}
