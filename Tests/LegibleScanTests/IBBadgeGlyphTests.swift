import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// `text.fixed-size` on one letter filling a badge (issue 33's last debatable iOS finding). Open
/// Food Facts 35cf4ea5 SingleLetterNutriscoreView.xib:24 draws the Nutri-Score logo's grade letter,
/// a 42 pt bold "A" in 38×48 pt of a 40×50 pt green tile: a symbol, as the Compose reader reads an
/// avatar's initials in a fixed avatar (Bitwarden d817f6b4 BitwardenAccountSwitcher.kt:313), so a
/// note that says why. Text in a badge, or a letter outside one, is still a warning.
@Suite struct IBBadgeGlyphTests {
    /// A xib whose root view (`width`×`height`, filled green unless `filled` is false) holds a
    /// label of `text` at a fixed 42 pt bold, 1 pt inside the root on every side.
    static func xib(text: String = "A", width: Double = 40, height: Double = 50, filled: Bool = true) -> String {
        let fill = filled ? #"<color key="backgroundColor" red="0.0" green="0.4" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"# : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" text="\(text)" textAlignment="center" id="letter">
                                <rect key="frame" x="1" y="1" width="\(width - 2)" height="\(height - 2)"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="42"/>
                                <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </label>
                        </subviews>
                        \(fill)
                    </view>
                </objects>
            </document>
            """
    }

    func fixedSize(_ xib: String) async throws -> Finding? {
        let folder = try ScanFolder(["App/Badge.xib": xib])
        defer { folder.remove() }
        return try await folder.scan().findings.findings.first { $0.rule == ScanRules.textFixedSize.id && $0.id == "letter" }
    }

    @Test func oneLetterFillingABadgeIsANoteThatSaysWhy() async throws {
        let finding = try #require(try await fixedSize(Self.xib()))
        #expect(finding.severity == .note)
        #expect(finding.message.contains(#"one character ("A") filling a 40×50 pt badge"#))
    }

    @Test func aWordInABadgeIsStillText() async throws {
        // "NEW" is read, not recognised as a shape: it must grow with the reader's text size.
        #expect(try await fixedSize(Self.xib(text: "NEW"))?.severity == .warning)
    }

    @Test func oneLetterInAViewWithoutAFillIsStillText() async throws {
        #expect(try await fixedSize(Self.xib(filled: false))?.severity == .warning)
    }

    @Test func oneLetterInALargeFilledViewIsStillText() async throws {
        // A 200 pt card is no badge: past 64 pt a side the letter is a heading on a panel.
        #expect(try await fixedSize(Self.xib(width: 200, height: 120))?.severity == .warning)
    }
}
