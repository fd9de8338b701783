import Testing

@testable import LegibleScan

/// A xib's top-level view that is not a view controller's root view (no File's Owner `view`
/// outlet) nor a cell is loaded and placed by code, which sets its width: a label whose width
/// follows the frame Xcode drew it at has no width the scan can know (Nextcloud Talk 2d31eda5
/// ReferenceGithubView.xib:28, Open Food Facts 35cf4ea5 IconButtonView.xib:42).
@Suite("Scan widths in views code loads")
struct ScanLoadedViewWidthTests {
    /// A xib with a 320 pt top-level view `root` holding `subviews`, its File's Owner of class
    /// `Owner` with `outlets` (property, destination), and `constraints` on `root`.
    static func xib(outlets: [(String, String)], subviews: String, constraints: String) -> String {
        let connections = outlets.enumerated().map { #"<outlet property="\#($1.0)" destination="\#($1.1)" id="o\#($0)"/>"# }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner">
                        <connections>\(connections)</connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>\(subviews)</subviews>
                        <constraints>\(constraints)</constraints>
                    </view>
                </objects>
            </document>
            """
    }

    /// A label pinned 16 pt in from both edges of `root`.
    static let pinned = (
        ScanDeviceWidthTests.label("l"),
        """
        <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="16" id="c2"/>
        """
    )

    static func element(_ text: String) throws -> ScannedElement? {
        try InterfaceBuilderReader().read(text: text, path: "Loaded.xib", resources: ScanResources()).elements.first { $0.id == "l" }
    }

    @Test func aLabelAsWideAsALoadedViewHasNoKnownWidth() throws {
        // The 320 pt frame is where Xcode drew the view; the code that loads it decides: a note.
        let element = try Self.element(Self.xib(outlets: [("titleLabel", "l")], subviews: Self.pinned.0, constraints: Self.pinned.1))
        #expect(element?.screenTextWidths == [])
        guard case .unknown(let reason)? = element?.textWidth else {
            Issue.record("expected an unknown width, got \(String(describing: element?.textWidth))")
            return
        }
        #expect(reason.contains("320 pt design-time width of the file's top-level view, a placeholder"))
    }

    @Test func aViewControllersRootViewSpansTheScreen() throws {
        // File's Owner's `view` outlet makes `root` a controller's root view: 375 − 32 = 343 and 440 − 32 = 408.
        let text = Self.xib(outlets: [("view", "root"), ("titleLabel", "l")], subviews: Self.pinned.0, constraints: Self.pinned.1)
        #expect(try Self.element(text)?.screenTextWidths.map(\.width) == [.fixed(343), .fixed(408)])
    }

    @Test func aLabelWithItsOwnWidthInALoadedViewIsAudited() throws {
        // width = 200 holds whatever width the loader gives the view.
        let constraints = """
            <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="l" firstAttribute="width" constant="200" id="w1"/>
            """
        let element = try Self.element(Self.xib(outlets: [], subviews: ScanDeviceWidthTests.label("l"), constraints: constraints))
        #expect(element?.screenTextWidths.map(\.width) == [.fixed(200), .fixed(200)])
    }

    @Test func aLoadedViewWhoseWidthTheFileFixesIsAudited() throws {
        // The view's own width = 320 constraint is the file's, not a placeholder: 320 − 32 = 288.
        let constraints = Self.pinned.1 + #"<constraint firstAttribute="width" constant="320" id="w2"/>"#
        let element = try Self.element(Self.xib(outlets: [], subviews: Self.pinned.0, constraints: constraints))
        #expect(element?.screenTextWidths.map(\.width) == [.fixed(288), .fixed(288)])
    }
}
