import LegibleColor
import LegibleCore
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

@Suite("Interface Builder reader")
struct InterfaceBuilderReaderTests {
    /// A storyboard with one scene whose root view holds `subviews` and `constraints`.
    static func storyboard(_ subviews: String, constraints: String = "", resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>\(resources)</resources>
        </document>
        """
    }

    static func read(_ text: String, path: String = "App/Base.lproj/Main.storyboard") throws -> [ScannedElement] {
        try InterfaceBuilderReader().read(text: text, path: path, resources: ScanResources()).elements
    }

    static func label(
        _ id: String, _ attributes: String = "", font: String = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#, extra: String = "",
        frame: String = #"x="0" y="0" width="100" height="20""#
    ) -> String {
        """
        <label text="Hi" \(attributes) id="\(id)">
            <rect key="frame" \(frame)/>
            \(font)
            \(extra)
        </label>
        """
    }

    @Test func fontsAreReadAsTheFileStatesThem() throws {
        let elements = try Self.read(
            Self.storyboard(
                [
                    Self.label("fixed"),
                    Self.label("bold", font: #"<fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>"#),
                    Self.label("weighted", font: #"<fontDescription key="fontDescription" type="system" weight="light" pointSize="13"/>"#),
                    Self.label("style", font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>"#),
                    Self.label(
                        "live", #"adjustsFontForContentSizeCategory="YES""#, font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>"#),
                    Self.label("custom", font: #"<fontDescription key="fontDescription" name="Futura-Medium" family="Futura" pointSize="14"/>"#),
                    Self.label("unknownStyle", font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleExtraLargeTitle"/>"#),
                ].joined(separator: "\n")))
        let fonts = Dictionary(uniqueKeysWithValues: elements.map { ($0.id, $0.font) })
        #expect(fonts["fixed"] == .fixed(size: 17, unit: "pt", weight: .regular, family: nil))
        #expect(fonts["bold"] == .fixed(size: 20, unit: "pt", weight: .bold, family: nil))
        #expect(fonts["weighted"] == .fixed(size: 13, unit: "pt", weight: .light, family: nil))
        #expect(fonts["style"] == .textStyle(.subheadline, weight: nil, live: false))
        #expect(fonts["live"] == .textStyle(.largeTitle, weight: nil, live: true))
        #expect(fonts["custom"] == .fixed(size: 14, unit: "pt", weight: .medium, family: "Futura"))
        // A style with no Dynamic Type table is left unjudged rather than guessed.
        #expect(fonts["unknownStyle"] == .some(nil))
    }

    @Test func labelTextKeyLinesAndShrink() throws {
        let elements = try Self.read(
            Self.storyboard(
                Self.label("a", #"numberOfLines="0" adjustsFontSizeToFit="YES" minimumScaleFactor="0.75""#)
                    + Self.label("b", #"adjustsFontSizeToFit="NO" minimumScaleFactor="0.5""#)))
        let a = try #require(elements.first { $0.id == "a" })
        #expect(a.text == ScannedText(key: "a.text", literal: "Hi", table: "Main"))
        #expect(a.maxLines == 0)
        #expect(a.shrink?.minimumScale == 0.75)
        let b = try #require(elements.first { $0.id == "b" })
        #expect(b.maxLines == 1)  // UILabel's default
        #expect(b.shrink == nil)  // turned off, a scale factor does not shrink
    }

    /// Xcode leaves `adjustsFontSizeToFit` out when it is on, and writes only `"NO"`: a label
    /// with a scale factor and no attribute shrinks (AltStore 65fe3998 `Authentication.storyboard:59`,
    /// Loop 710182e2 `Main.storyboard:329`). A text field's value is never written, so one left
    /// out is read as off; so is a label with no minimum, which could not shrink anyway.
    @Test func aLabelsLeftOutAutoshrinkIsOn() throws {
        let field =
            #"<textField id="f" minimumFontSize="17"><rect key="frame" x="0" y="40" width="100" height="30"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></textField>"#
        let elements = try Self.read(
            Self.storyboard(Self.label("scaled", #"minimumScaleFactor="0.5""#) + Self.label("plain", "") + field))
        #expect(elements.first { $0.id == "scaled" }?.shrink?.minimumScale == 0.5)
        #expect(try #require(elements.first { $0.id == "plain" }).shrink == nil)
        #expect(try #require(elements.first { $0.id == "f" }).shrink == nil)
    }

    @Test func multilineTextIsReadFromItsStringElement() throws {
        let label = #"<label id="m"><rect key="frame" x="0" y="0" width="100" height="20"/><string key="text">Two&#10;lines</string></label>"#
        let elements = try Self.read(Self.storyboard(label))
        #expect(elements.first?.text == ScannedText(key: "m.text", literal: "Two\nlines", table: "Main"))
    }

    @Test func widthsFollowConstraints() throws {
        let subviews = [
            Self.label(
                "own", #"translatesAutoresizingMaskIntoConstraints="NO""#,
                extra: #"<constraints><constraint firstAttribute="width" constant="150" id="w1"/></constraints>"#),
            Self.label(
                "max", #"translatesAutoresizingMaskIntoConstraints="NO""#,
                extra: #"<constraints><constraint firstAttribute="width" relation="lessThanOrEqual" constant="222" id="w2"/></constraints>"#),
            Self.label("pinned", #"translatesAutoresizingMaskIntoConstraints="NO""#),
            Self.label("frame"),
            Self.label("content", #"translatesAutoresizingMaskIntoConstraints="NO""#),
            Self.label("margins", #"translatesAutoresizingMaskIntoConstraints="NO""#),
        ].joined(separator: "\n")
        let constraints = """
            <constraint firstItem="pinned" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="pinned" secondAttribute="trailing" constant="24" id="c2"/>
            <constraint firstItem="content" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c3"/>
            <constraint firstItem="margins" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c4"/>
            <constraint firstAttribute="trailingMargin" secondItem="margins" secondAttribute="trailing" id="c5"/>
            """
        let elements = try Self.read(Self.storyboard(subviews, constraints: constraints))
        let widths = Dictionary(uniqueKeysWithValues: elements.map { ($0.id, $0.textWidth) })
        #expect(widths["own"] == .fixed(150))
        #expect(widths["max"] == .maximum(222))
        #expect(widths["pinned"] == .screen(minus: 40))
        #expect(widths["frame"] == .fixed(100))  // autoresizing, no constraints: its frame
        // Only its leading edge placed, 16 pt in: its text runs to the screen's edge, 359 and 424 pt.
        #expect(elements.first { $0.id == "content" }?.screenTextWidths.map(\.width) == [.maximum(359), .maximum(424)])
        // The root view's margins, 16 pt at 375 and 20 at 440: 343 and 400.
        #expect(elements.first { $0.id == "margins" }?.screenTextWidths.map(\.width) == [.fixed(343), .fixed(400)])
        guard case .unknown(let margins)? = widths["margins"] else {
            Issue.record("margins")
            return
        }
        #expect(margins.contains("margins"))
    }

    @Test func colorsAndTheNearestBackground() throws {
        let inner = Self.label("text", extra: #"<color key="textColor" red="1" green="0.5" blue="0" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>"#)
        let subviews = """
            <view id="card">
                <rect key="frame" x="0" y="0" width="300" height="100"/>
                <subviews>
                    <view id="clear">
                        <rect key="frame" x="0" y="0" width="300" height="100"/>
                        <subviews>\(inner)</subviews>
                        <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                </subviews>
                <color key="backgroundColor" name="Card"/>
            </view>
            \(Self.label("system", extra: #"<color key="textColor" systemColor="secondaryLabelColor"/>"#, frame: #"x="0" y="120" width="100" height="20""#))
            """
        let elements = try Self.read(Self.storyboard(subviews))
        let text = try #require(elements.first { $0.id == "text" })
        #expect(text.textColor == .literal(SRGBColor(red: 1, green: 0.5, blue: 0), alpha: 0.5))
        // The clear view is skipped: the text sits on the card.
        #expect(text.backgroundColor == .asset("Card"))
        let system = try #require(elements.first { $0.id == "system" })
        #expect(system.textColor == .system("secondaryLabelColor"))
        // Below the card, not over it (a later sibling over an earlier one's frame takes its fill: IBSiblingFillTests).
        #expect(system.backgroundColor == nil)  // the window's own background
    }

    @Test func controlsAndTappableViews() throws {
        let subviews = """
            <button id="b"><rect key="frame" x="0" y="0" width="120" height="30"/><state key="normal" title="Go"/>
                <inset key="contentEdgeInsets" minX="10" minY="0" maxX="10" maxY="0"/>
                <constraints><constraint firstAttribute="width" constant="120" id="bw"/></constraints></button>
            <switch id="s"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>
            <imageView id="tap"><rect key="frame" x="0" y="0" width="30" height="30"/>
                <connections><outletCollection property="gestureRecognizers" destination="g" appends="YES" id="o"/></connections></imageView>
            <imageView id="still"><rect key="frame" x="0" y="0" width="30" height="30"/></imageView>
            """
        let elements = try Self.read(Self.storyboard(subviews))
        #expect(elements.map(\.id) == ["b", "s", "tap"])
        let button = try #require(elements.first)
        #expect(button.kind == .button)
        #expect(button.text == ScannedText(key: "b.normalTitle", literal: "Go", table: "Main"))
        #expect(button.textWidth == .fixed(100))  // 120 less 10 + 10 of content insets
        // UIKit draws a switch at its own 51×31 pt whatever the frame says: no size to judge (issue 33).
        #expect(elements[1].kind == .toggle && elements[1].width == nil && elements[1].height == nil)
        #expect(elements[2].kind == .tappable)
    }

    @Test func macOSDocumentsHoldNoIOSScreens() throws {
        let text =
            #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.Cocoa.XIB"><objects><textField id="t"><rect key="frame" x="0" y="0" width="10" height="10"/></textField></objects></document>"#
        #expect(try Self.read(text).isEmpty)
    }

    @Test(arguments: [
        ("<document><objects>", "is never closed"),
        ("<plist/>", "<plist>: expected an Interface Builder <document>"),
    ])
    func malformedDocumentsNameTheFile(text: String, message: String) throws {
        #expect {
            _ = try Self.read(text, path: "Bad.storyboard")
        } throws: { error in
            let description = "\(error)"
            return description.hasPrefix("Bad.storyboard:1:") && description.contains(message)
        }
    }

    @Test(arguments: [
        (#"<fontDescription key="fontDescription" type="system" pointSize="seventeen"/>"#, #"pointSize="seventeen": expected a number"#),
        (#"<fontDescription key="fontDescription" type="system"/>"#, "neither style=, pointSize= nor size="),
        (#"<fontDescription key="fontDescription" type="system" pointSize="-1"/>"#, "expected a size from 0 to 10000"),
        (#"<fontDescription key="fontDescription" type="system" weight="chunky" pointSize="12"/>"#, "expected ultraLight"),
    ])
    func malformedFontsArePositioned(font: String, message: String) throws {
        let text = Self.storyboard(Self.label("x", font: font))
        #expect {
            _ = try Self.read(text, path: "Bad.storyboard")
        } throws: { error in
            let description = "\(error)"
            return description.hasPrefix("Bad.storyboard:\(position(of: "<fontDescription", in: text)): ") && description.contains(message)
        }
    }

    @Test(arguments: [
        (#"<color key="textColor" red="2" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#, "expected a component from 0 to 1"),
        (#"<color key="textColor" alpha="1"/>"#, "has no systemColor=, name=, white= or red=/green=/blue="),
        (#"<color key="textColor" white="NaN"/>"#, "expected a number"),
    ])
    func malformedColorsArePositioned(color: String, message: String) throws {
        let text = Self.storyboard(Self.label("x", extra: color))
        #expect {
            _ = try Self.read(text, path: "Bad.storyboard")
        } throws: { error in
            "\(error)".hasPrefix("Bad.storyboard:\(position(of: "<color", in: text)): ") && "\(error)".contains(message)
        }
    }

    @Test func malformedConstraintsArePositioned() throws {
        let text = Self.storyboard(Self.label("x"), constraints: #"<constraint firstItem="x" firstAttribute="width" multiplier="a:b" id="c"/>"#)
        #expect {
            _ = try Self.read(text, path: "Bad.storyboard")
        } throws: { error in
            "\(error)".hasPrefix("Bad.storyboard:\(position(of: "<constraint firstItem", in: text)): ") && "\(error)".contains("expected a number or a ratio")
        }
        let missing = Self.storyboard(Self.label("x"), constraints: #"<constraint firstItem="x" id="c"/>"#)
        #expect(throws: SourceFileError.self) { _ = try Self.read(missing) }
    }
}
