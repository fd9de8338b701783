import Testing

@testable import LegibleScan

/// Stack views, table view cells, autoresizing masks and content sizes, solved at 375 and 440.
@Suite("Interface Builder constraint system: containers")
struct IBConstraintSystemContainerTests {
    typealias Scene = IBConstraintSystemTests

    /// A stack view `stack` pinned to the root's edges with `inset` on each side.
    static func stack(_ attributes: String, _ arranged: String, inset: Int) -> String {
        Scene.scene(
            """
            <stackView translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="stack">
                <rect key="frame" x="0" y="0" width="343" height="20"/>
                <subviews>\(arranged)</subviews>
            </stackView>
            """,
            constraints: """
                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(inset)" id="c1"/>
                <constraint firstItem="root" firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="\(inset)" id="c2"/>
                """)
    }

    @Test func horizontalStackFillEquallyWithSpacing() throws {
        // Stack W − 32; two labels 8 apart, equal: (W − 40)/2 = 167.5 and 200.
        let text = Self.stack(#"distribution="fillEqually" spacing="8""#, Scene.label("a") + Scene.label("b"), inset: 16)
        #expect(try Scene.widths(text, ["a", "b"]) == [[167.5, 167.5], [200, 200]])
    }

    @Test func horizontalStackFillGivesTheRoomToTheLowerHugging() throws {
        // Stack W wide, spacing 8, both labels' text 100 wide. a hugs at 251, b at 250: a stays 100,
        // b takes W − 8 − 100 = 267 and 332.
        let text = Self.stack(
            #"spacing="8""#, Scene.label("a", #"horizontalHuggingPriority="251""#) + Scene.label("b", #"horizontalHuggingPriority="250""#), inset: 0)
        #expect(try Scene.widths(text, ["a", "b"], intrinsic: ["a": 100, "b": 100]) == [[100, 267], [100, 332]])
    }

    @Test func horizontalStackFillWithoutContentSizesIsLeftOpen() throws {
        // Who takes the room depends on the text, which this system was not given.
        let text = Self.stack(#"spacing="8""#, Scene.label("a") + Scene.label("b"), inset: 0)
        #expect(try Scene.widths(text, ["a", "b"]) == [[nil, nil], [nil, nil]])
    }

    @Test func horizontalStackFillProportionallyByContent() throws {
        // Stack W − 32, spacing 8: W − 40 shared 1 : 3 by content widths 100 and 300:
        // 335/4 = 83.75 and 251.25 at 375, 100 and 300 at 440.
        let text = Self.stack(#"distribution="fillProportionally" spacing="8""#, Scene.label("a") + Scene.label("b"), inset: 16)
        #expect(try Scene.widths(text, ["a", "b"], intrinsic: ["a": 100, "b": 300]) == [[83.75, 251.25], [100, 300]])
    }

    @Test func aHiddenArrangedViewTakesNoRoom() throws {
        // b hidden: a alone fills the stack, W − 32 = 343 and 408.
        let text = Self.stack(#"distribution="fillEqually" spacing="8""#, Scene.label("a") + Scene.label("b", #"hidden="YES""#), inset: 16)
        #expect(try Scene.widths(text, ["a"]) == [[343], [408]])
    }

    @Test func verticalStackFillAndMarginsRelativeArrangement() throws {
        // Vertical, alignment fill, arranged within the stack's 8 pt margins: W − 2·10 − 2·8 = 339 and 404.
        let text = Self.stack(#"axis="vertical" layoutMarginsRelativeArrangement="YES""#, Scene.label("a") + Scene.label("b"), inset: 10)
        #expect(try Scene.widths(text, ["a", "b"]) == [[339, 339], [404, 404]])
    }

    @Test func verticalStackLeadingAlignmentUsesTheContentSize() throws {
        // alignment leading: each label as wide as its text, no wider than the stack (W − 32):
        // a's text 100 → 100; b's text 380 → 343 at 375, 380 at 440 (408 available).
        let text = Self.stack(#"axis="vertical" alignment="leading""#, Scene.label("a") + Scene.label("b"), inset: 16)
        #expect(try Scene.widths(text, ["a", "b"], intrinsic: ["a": 100, "b": 380]) == [[100, 343], [100, 380]])
    }

    @Test func tableViewCellContentViewMargins() throws {
        // Table across the screen; the cell and its content view span it; the label is pinned to
        // the content view's margins, the system minimum: W − 32 = 343, W − 40 = 400.
        let text = Scene.scene(
            """
            <tableView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0" y="0" width="390" height="844"/>
                <prototypes>
                    <tableViewCell id="cell">
                        <rect key="frame" x="0" y="50" width="390" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" id="content">
                            <rect key="frame" x="0" y="0" width="390" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>\(Scene.label("l"))</subviews>
                            <constraints>
                                <constraint firstItem="l" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c3"/>
                                <constraint firstAttribute="trailingMargin" secondItem="l" secondAttribute="trailing" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """,
            constraints: """
                <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstItem="table" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
                """)
        #expect(try Scene.widths(text, ["l"]) == [[343], [400]])
    }

    @Test func scrollViewEdgesFromInsideAreTheContents() throws {
        // A scroll view across the screen; a content view pinned to its edges, which from inside
        // are the scrolled content's, so its width is open, unless (`sized`) it also has the scroll
        // view's width, which is the frame's: W. The labels are 16 in: W − 32 = 343 and 408.
        let text = { (sized: Bool) in
            Scene.scene(
                """
                <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                    <rect key="frame" x="0" y="0" width="390" height="844"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                            <rect key="frame" x="0" y="0" width="390" height="400"/>
                            <subviews>\(Scene.label("l"))</subviews>
                            <constraints>
                                <constraint firstItem="l" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c5"/>
                                <constraint firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="16" id="c6"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c3"/>
                        <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c4"/>
                        \(sized ? #"<constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="c7"/>"# : "")
                    </constraints>
                </scrollView>
                """,
                constraints: """
                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
                    """)
        }
        #expect(try Scene.widths(text(false), ["l"]) == [[nil], [nil]])
        #expect(try Scene.widths(text(true), ["l"]) == [[343], [408]])
    }

    @Test func autoresizingMaskWithFlexibleWidth() throws {
        // A view without constraints, x = 10, 370 wide in the 390 pt root, width flexible: it keeps
        // its 10 and 10 margins, W − 20; the label fills it less 8 on each side: W − 36 = 339 and 404.
        // A second view, width fixed at 200 with both margins flexible, keeps 200 (its label 184).
        let text = Scene.scene(
            """
            <view contentMode="scaleToFill" id="box">
                <rect key="frame" x="10" y="0" width="370" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                <subviews>\(Scene.label("l"))</subviews>
                <constraints>
                    <constraint firstItem="l" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="8" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="l" secondAttribute="trailing" constant="8" id="c2"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" id="fixed">
                <rect key="frame" x="95" y="100" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES"/>
                <subviews>\(Scene.label("m"))</subviews>
                <constraints>
                    <constraint firstItem="m" firstAttribute="leading" secondItem="fixed" secondAttribute="leading" constant="8" id="c3"/>
                    <constraint firstAttribute="trailing" secondItem="m" secondAttribute="trailing" constant="8" id="c4"/>
                </constraints>
            </view>
            """,
            constraints: "")
        #expect(try Scene.widths(text, ["l", "m"]) == [[339, 184], [404, 184]])
    }
}
