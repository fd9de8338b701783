import Foundation
import LegibleCatalogs
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, class 4: the text measured is the text that shows. Interface Builder's
/// placeholders on image buttons and on views code fills through an outlet are not audited as
/// text; a `%` in text a storyboard shows as written is a percent sign.
@Suite("The text measured is the text that shows")
struct ShownTextTests {
    static let font = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#

    static func label(_ id: String, _ text: String, width: Int = 200) -> String {
        #"<label text="\#(text)" id="\#(id)"><rect key="frame" x="0" y="0" width="\#(width)" height="21"/>\#(font)</label>"#
    }

    static func read(_ subviews: String, connections: String = "") throws -> [String: ScannedElement] {
        let elements = try InterfaceBuilderReader().read(
            text: ScanFolder.xib(subviews, connections: connections), path: "App/Base.lproj/Cell.xib", resources: ScanResources()
        ).elements
        return Dictionary(uniqueKeysWithValues: elements.map { ($0.id, $0) })
    }

    @Test func placeholderInALabelCodeFillsIsNotText() throws {
        let elements = try Self.read(
            [Self.label("outlet", "Label"), Self.label("plain", "Label"), Self.label("named", "Alexandra")].joined(separator: "\n"),
            connections: #"<outlet property="titleLabel" destination="outlet" id="o1"/><outlet property="nameLabel" destination="named" id="o2"/>"#)
        // Code sets the text of `outlet`: its "Label" never shows. The font is still the label's.
        #expect(elements["outlet"]?.text == nil)
        #expect(elements["outlet"]?.font == .fixed(size: 17, unit: "pt", weight: .regular, family: nil))
        // Without an outlet nothing can replace it; a real text is kept even with one.
        #expect(elements["plain"]?.text?.literal == "Label")
        #expect(elements["named"]?.text?.literal == "Alexandra")
    }

    @Test func imageButtonsHaveNoTextToJudge() throws {
        let imageButton = """
            <button id="image"><rect key="frame" x="0" y="0" width="44" height="44"/>\(Self.font)
            <state key="normal" title="Button" image="star"><color key="titleColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state></button>
            """
        let iconOnly = """
            <button id="icon"><rect key="frame" x="0" y="0" width="44" height="44"/>\(Self.font)<state key="normal" image="xmark"/></button>
            """
        let titled = """
            <button id="titled"><rect key="frame" x="0" y="0" width="120" height="44"/>\(Self.font)<state key="normal" title="Share" image="square.and.arrow.up"/></button>
            """
        let textButton = """
            <button id="text"><rect key="frame" x="0" y="0" width="120" height="44"/>\(Self.font)<state key="normal" title="Button"/></button>
            """
        let elements = try Self.read([imageButton, iconOnly, titled, textButton].joined(separator: "\n"))
        for id in ["image", "icon"] {
            #expect(elements[id]?.text == nil)
            #expect(elements[id]?.font == nil)
            #expect(elements[id]?.textColor == nil)
        }
        // An image with a real title, and "Button" on a button with no image and no outlet, show text.
        #expect(elements["titled"]?.text?.literal == "Share")
        #expect(elements["text"]?.text?.literal == "Button")
    }

    @Test func imageButtonWithPlaceholderGetsNoTextFindings() async throws {
        let button = """
            <button id="image"><rect key="frame" x="0" y="0" width="44" height="44"/>\(Self.font)
            <state key="normal" title="Button" image="star"><color key="titleColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state></button>
            """
        let folder = try ScanFolder(["App/Base.lproj/Cell.xib": ScanFolder.xib(button)])
        defer { folder.remove() }
        let report = try await folder.scan()
        // A 17 pt fixed font and #e6e6e6 on white (1.2:1) would be two findings on a text button.
        #expect(report.findings.findings.filter { $0.id.hasPrefix("image") }.isEmpty)
    }

    @Test func percentInStoryboardTextIsShownAsWritten() async throws {
        let folder = try ScanFolder([
            "App/Base.lproj/Main.xib": ScanFolder.xib(Self.label("full", "88% Full") + "\n" + Self.label("off", "50% off")),
            "App/de.lproj/Main.strings": "\"full.text\" = \"88 % voll\";\n",
        ])
        defer { folder.remove() }
        let report = try await folder.scan()
        let shown = report.labels.flatMap(\.entries).map { $0.displayText(using: PlaceholderSamples()) }
        #expect(Set(shown) == ["88% Full", "50% off", "88 % voll"])
    }
}

extension ShownTextTests {
    /// Text drawn over an image view behind it sits on the image: its background is not known,
    /// so its contrast is not measured; the same label with no image behind it is.
    @Test func textOverAnImageIsNotMeasuredAgainstTheViewBehindTheImage() async throws {
        func label(_ id: String) -> String {
            #"<label text="Now playing" id="\#(id)"><rect key="frame" x="0" y="0" width="200" height="21"/>\#(Self.font)<color key="textColor" white="0.9" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label>"#
        }
        let image = #"<imageView image="appViewBackground" id="backdrop"><rect key="frame" x="0" y="0" width="375" height="600"/></imageView>"#
        let withImage = """
            <view id="box"><rect key="frame" x="0" y="0" width="375" height="100"/><subviews>\(image)\(label("overImage"))</subviews></view>
            """
        let folder = try ScanFolder(["App/Base.lproj/Main.xib": ScanFolder.xib(withImage + "\n" + label("plain"))])
        defer { folder.remove() }
        let report = try await folder.scan()
        // #e6e6e6 (a 0.9 grey) on the root's white is 1.25:1 (by hand: 1.05 / (0.787 + 0.05)),
        // measured for `plain` only. So low a ratio in every appearance is no design: a note that
        // its colours are likely set in code.
        #expect(report.ids("contrast.text") == ["plain"])
        let plain = try #require(report.findings.findings.first { $0.rule == "contrast.text" })
        #expect(plain.severity == .note)
        #expect(plain.message.hasPrefix("all but invisible as the file draws it, so its colours are likely set in code: #e6e6e6 on #ffffff is 1.25:1"))
    }
}

extension ShownTextTests {
    /// VLC 12cd503e `VLCFullscreenMovieTVViewController.xib:57`: titles over a full-screen image
    /// view that code fills with the artwork (an outlet, no `image` in the file) and a blur were
    /// "#000000 on #000000, 1.00:1". A blur or a code-filled image view behind the text makes its
    /// background unknown; one beside it (a cell's thumbnail) does not. So is text in a blur's or
    /// vibrancy's own content view (AltStore 65fe3998 `Main.storyboard:692`).
    @Test func textOverABlurOrACodeFilledImageIsNotMeasured() async throws {
        func label(_ id: String, x: Int) -> String {
            #"<label text="Now playing" id="\#(id)"><rect key="frame" x="\#(x)" y="10" width="200" height="21"/>\#(Self.font)<color key="textColor" white="0.55" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label>"#
        }
        let artwork = #"<imageView id="artwork"><rect key="frame" x="0" y="0" width="375" height="100"/></imageView>"#
        let blur = #"<visualEffectView id="blur"><rect key="frame" x="0" y="0" width="375" height="100"/><blurEffect style="light"/></visualEffectView>"#
        let thumbnail = #"<imageView id="thumb"><rect key="frame" x="0" y="0" width="60" height="60"/></imageView>"#
        let boxes = """
            <view id="a"><rect key="frame" x="0" y="0" width="375" height="100"/><subviews>\(artwork)\(label("overArtwork", x: 80))</subviews></view>
            <view id="b"><rect key="frame" x="0" y="100" width="375" height="100"/><subviews>\(blur)\(label("overBlur", x: 80))</subviews></view>
            <view id="c"><rect key="frame" x="0" y="200" width="375" height="100"/><subviews>\(thumbnail)\(label("besideThumbnail", x: 80))</subviews></view>
            <visualEffectView id="d"><rect key="frame" x="0" y="300" width="375" height="100"/><view key="contentView" id="e">
            <rect key="frame" x="0" y="0" width="375" height="100"/><subviews>\(label("inVibrancy", x: 80))</subviews></view>
            <vibrancyEffect><blurEffect style="systemMaterial"/></vibrancyEffect></visualEffectView>
            """
        let outlets = """
            <outlet property="artworkView" destination="artwork" id="o1"/>
            <outlet property="thumbnailView" destination="thumb" id="o2"/>
            """
        let folder = try ScanFolder(["App/Player.xib": ScanFolder.xib(boxes, connections: outlets)])
        defer { folder.remove() }
        let report = try await folder.scan()
        // A 0.55 grey (#8c8c8c) on the root's white is 3.36:1 by hand (1.05 / (0.2623 + 0.05)),
        // under 4.5: measured beside the thumbnail only.
        #expect(report.ids("contrast.text") == ["besideThumbnail"])
    }
}
