import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33, class 4: Interface Builder's "Label"/"Button" in a view code reaches is a stand-in,
/// dropped after the file's widths are solved (as `#…#` texts are), so the view keeps its place
/// and code's text is measured at the solved width; a "Label" no code reaches is text as written.
@Suite struct IBPlaceholderWidthTests {
    /// A scene whose view controller has an outlet to `outlet`.
    private func scene(_ subviews: String, constraints: String, outlet: String) -> String {
        IBConstraintSystemTests.scene(subviews, constraints: constraints).replacingOccurrences(
            of: #"<view key="view""#,
            with: #"<connections><outlet property="titleLabel" destination="\#(outlet)" id="o1"/></connections><view key="view""#)
    }

    private func elements(_ text: String) throws -> [String: ScannedElement] {
        let read = try InterfaceBuilderReader().read(text: text, path: "Main.storyboard", resources: ScanResources()).elements
        return Dictionary(read.map { ($0.id, $0) }) { first, _ in first }
    }

    /// Pinned to the margins, the outlet's "Label" is 375 − 2·16 = 343 and 440 − 2·20 = 400 pt
    /// wide, as it would be with any text; its own text is gone.
    @Test func anOutletsLabelKeepsItsSolvedWidthAndLosesItsText() throws {
        let text = scene(
            ScanDeviceWidthTests.label("title", "Label"),
            constraints: """
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                <constraint firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="c2"/>
                """, outlet: "title")
        let title = try #require(try elements(text)["title"])
        #expect(title.text == nil)
        #expect(title.screenTextWidths.map(\.width) == [.fixed(343), .fixed(400)])
    }

    @Test func aLabelNoCodeReachesKeepsItsText() throws {
        let text = IBConstraintSystemTests.scene(ScanDeviceWidthTests.label("plain", "Label"), constraints: "")
        #expect(try elements(text)["plain"]?.text?.literal == "Label")
    }
}
