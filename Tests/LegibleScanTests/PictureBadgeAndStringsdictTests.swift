import Foundation
import LegibleCatalogs
import LegibleReporting
import LegibleScan
import Testing

/// OnionBrowser 44edf9a8: the security level's digit drawn over a shield picture, as a button's
/// title on its own background image (BrowsingViewController.xib:49) and as a label centred on an
/// image view (SecurityLevelCell.xib:29); and a `.stringsdict` key naming a variable it lacks
/// (el.lproj/Localizable.stringsdict:8).
@Suite struct PictureBadgeAndStringsdictTests {
    static let white = #"<color key="titleColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#

    static func shieldButton(_ id: String, title: String, width: Int = 24) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="8" y="2" width="\(width)" height="30"/>
            <fontDescription key="fontDescription" type="boldSystem" pointSize="16"/>
            <state key="normal" title="\(title)" backgroundImage="shield">\(white)</state>
        </button>
        """
    }

    static func shieldLabel(_ id: String, text: String, x: Int, y: Int) -> String {
        """
        <view contentMode="scaleToFill" id="cell\(id)"><rect key="frame" x="0" y="100" width="320" height="64"/><subviews>
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="shield" translatesAutoresizingMaskIntoConstraints="NO" id="img\(id)">
            <rect key="frame" x="16" y="11" width="24" height="30"/>
        </imageView>
        <label opaque="NO" userInteractionEnabled="NO" text="\(text)" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="8" height="19.5"/>
            <fontDescription key="fontDescription" type="boldSystem" pointSize="16"/>
            <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </label>
        </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
        """
    }

    @Test func aDigitOverItsOwnPictureIsABadgeAndItsBackgroundIsNotKnown() async throws {
        let views = [
            Self.shieldButton("button", title: "3"), Self.shieldButton("word", title: "Go"), Self.shieldButton("wide", title: "3", width: 120),
            Self.shieldLabel("over", text: "1", x: 24, y: 15), Self.shieldLabel("beside", text: "1", x: 60, y: 15),
        ]
        let folder = try ScanFolder(["App/Browsing.xib": ScanFolder.xib(views.joined(separator: "\n"))])
        defer { folder.remove() }
        let findings = try await folder.scan().findings.findings
        let fixed = Dictionary(findings.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Must not warn: one digit in a 24×30 pt shield, a button's background image or an image view behind the label.
        #expect(fixed["button"]?.severity == .note, "\(fixed["button"]?.message ?? "none")")
        #expect(fixed["button"]?.message.contains("filling a 24×30 pt badge") == true, "\(fixed["button"]?.message ?? "none")")
        #expect(fixed["over"]?.severity == .note, "\(fixed["over"]?.message ?? "none")")
        // Must warn: a word, a picture wider than a badge, a digit beside the picture rather than on it.
        #expect(fixed["word"]?.severity == .warning)
        #expect(fixed["wide"]?.severity == .warning)
        #expect(fixed["beside"]?.severity == .warning)
        // A title on its own background image is on the picture, not the screen's white: not measured.
        let contrast = Set(findings.filter { $0.rule == "contrast.text" && $0.severity == .error }.map(\.id))
        #expect(contrast.isDisjoint(with: ["button", "word", "wide"]), "\(contrast)")
        // The label beside the shield is on the white view: white on white still fires.
        #expect(contrast.contains("beside"))
    }

    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>%d cookie(s)</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@cookies@</string>
        \t</dict>
        \t<key>%d tab(s)</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@tabs@</string>
        \t\t<key>tabs</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key><string>d</string>
        \t\t\t<key>one</key><string>%d καρτέλα</string>
        \t\t\t<key>other</key><string>%d καρτέλες</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>
        """

    @Test func aKeyNamingAMissingVariableIsSkippedAndTheRestIsRead() async throws {
        // Must not: "the file cannot be read, so nothing in it was checked".
        let folder = try ScanFolder(["App/el.lproj/Localizable.stringsdict": Self.stringsdict])
        defer { folder.remove() }
        let unreadable = try await folder.scan().findings.findings.filter { $0.rule == "scan.unreadable" }
        #expect(!unreadable.contains { $0.severity == .error }, "\(unreadable.map(\.message))")
        // Must fire: a note at the key, saying only that key was skipped.
        let note = try #require(unreadable.first)
        #expect(note.severity == .note && note.location?.line == 8, "\(note.location?.line ?? 0)")
        #expect(
            note.message.contains(#"the format of "%d cookie(s)" uses %#@cookies@ but there is no variable "cookies"; that key is skipped"#), "\(note.message)")
        let catalog = try StringCatalog(
            data: Data(Self.stringsdict.utf8), file: "Localizable.stringsdict", format: .stringsdict, locale: "el", asXcode: true)
        #expect(Set(catalog.entries.map(\.key)) == ["%d tab(s)"])
        // Read strictly (`legible` on a catalog alone), the file still fails.
        #expect(throws: (any Error).self) {
            try StringCatalog(data: Data(Self.stringsdict.utf8), file: "Localizable.stringsdict", format: .stringsdict, locale: "el")
        }
    }
}
