import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33: UIKit shrinks a label's text only when it exceeds the label's bounds, which a
/// label with no line limit in a self-sizing cell does not: it wraps and the cell grows taller.
@Suite struct WrappingShrinkTests {
    /// Delta adee3c5c `Delta/Base.lproj/Main.storyboard:104`, the What's New description
    /// (`numberOfLines="0"`, `minimumScaleFactor="0.25"`) in a stack view of a collection view
    /// cell: a warning before.
    static func label(_ id: String, lines: String, height: String = "") -> String {
        """
        <label text="Get around your bike in cities like New York and Los Angeles." lineBreakMode="tailTruncation" numberOfLines="\(lines)" \
        minimumScaleFactor="0.25" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="0" y="0" width="231" height="38"/>
            \(height)
            <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
        </label>
        """
    }

    /// A vertical stack view of `labels` pinned to `container`'s edges.
    static func stack(_ id: String, in container: String, _ labels: [String]) -> String {
        """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="16" y="0" width="231" height="120"/>
            <subviews>\(labels.joined(separator: "\n"))</subviews>
        </stackView>
        """
    }

    static func pins(_ id: String, to container: String) -> String {
        #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="\#(container)" secondAttribute="leading" constant="16" id="\#(id)-l"/>"#
            + #"<constraint firstAttribute="trailing" secondItem="\#(id)" secondAttribute="trailing" constant="16" id="\#(id)-t"/>"#
            + #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="\#(container)" secondAttribute="top" id="\#(id)-y"/>"#
            + #"<constraint firstAttribute="bottom" secondItem="\#(id)" secondAttribute="bottom" id="\#(id)-b"/>"#
    }

    @Test func aWrappingLabelInAGrowingCellIsANoteAndABoundedOneWarns() async throws {
        let fixedHeight = #"<constraints><constraint firstAttribute="height" constant="38" id="h1"/></constraints>"#
        let cellLabels = [Self.label("wraps", lines: "0"), Self.label("oneLine", lines: "1"), Self.label("tall", lines: "0", height: fixedHeight)]
        // Delta's PausePresentationControllerContentView.xib:35: a wrapping title in a stack view
        // of the xib's root, whose height code sets; it does shrink (the code reads its
        // `currentScaleFactor`), and stays a warning.
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <collectionViewCell opaque="NO" contentMode="center" id="cell" customClass="WhatsNewCollectionViewCell">
                        <rect key="frame" x="0.0" y="0.0" width="263" height="120"/>
                        <collectionViewCellContentView key="contentView" opaque="NO" contentMode="center" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="263" height="120"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>\(Self.stack("cellStack", in: "content", cellLabels))</subviews>
                            <constraints>\(Self.pins("cellStack", to: "content"))</constraints>
                        </collectionViewCellContentView>
                    </collectionViewCell>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>\(Self.stack("rootStack", in: "root", [Self.label("title", lines: "0")]))</subviews>
                        <constraints>\(Self.pins("rootStack", to: "root"))</constraints>
                        <color key="backgroundColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                </objects>
            </document>
            """
        let folder = try ScanFolder(["Cell.xib": xib])
        defer { folder.remove() }
        let shrinks = try await folder.scan().findings.findings.filter { $0.rule == "text.shrinks" }
        let byID = Dictionary(uniqueKeysWithValues: shrinks.map { ($0.id, $0) })
        let wraps = try #require(byID["wraps"])
        #expect(wraps.severity == .note)
        #expect(wraps.message.contains("in a cell, with numberOfLines 0 and no fixed height: the text wraps and the cell grows instead"))
        // One line, a height fixed by a constraint, or a root view's height: the text does shrink.
        #expect(byID["oneLine"]?.severity == .warning)
        #expect(byID["tall"]?.severity == .warning)
        #expect(byID["title"]?.severity == .warning)
    }

    /// OnionBrowser 44edf9a8 WhyViewController.xib:151: a wrapping title (`numberOfLines="0"`,
    /// `minimumScaleFactor="0.5"`) in a scroll view's content view with no height constraint: it
    /// grows, and the content with it. A content view whose height is tied to the scroll view's
    /// does not grow, and the label pinned inside it still shrinks.
    @Test func aWrappingLabelInAScrollViewsContentIsANote() async throws {
        func scroll(_ id: String, tiedHeight: Bool) -> String {
            let tie =
                tiedHeight
                ? #"<constraint firstItem="content\#(id)" firstAttribute="height" secondItem="scroll\#(id)" secondAttribute="height" id="th\#(id)"/>"# : ""
            return """
                <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll\(id)">
                    <rect key="frame" x="0" y="0" width="375" height="300"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content\(id)">
                            <rect key="frame" x="0" y="0" width="375" height="400"/>
                            <subviews>\(Self.label(id, lines: "0"))</subviews>
                            <constraints>
                                <constraint firstItem="\(id)" firstAttribute="top" secondItem="content\(id)" secondAttribute="top" constant="20" id="t\(id)"/>
                                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="content\(id)" secondAttribute="leading" constant="20" id="l\(id)"/>
                                <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="20" id="r\(id)"/>
                                <constraint firstAttribute="bottom" secondItem="\(id)" secondAttribute="bottom" constant="20" id="b\(id)"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content\(id)" firstAttribute="top" secondItem="scroll\(id)" secondAttribute="top" id="ct\(id)"/>
                        <constraint firstItem="content\(id)" firstAttribute="bottom" secondItem="scroll\(id)" secondAttribute="bottom" id="cb\(id)"/>
                        <constraint firstItem="content\(id)" firstAttribute="width" secondItem="scroll\(id)" secondAttribute="width" id="cw\(id)"/>
                        \(tie)
                    </constraints>
                </scrollView>
                """
        }
        let folder = try ScanFolder(["App/Why.xib": ScanFolder.xib(scroll("grows", tiedHeight: false) + scroll("tied", tiedHeight: true))])
        defer { folder.remove() }
        let shrinks = try await folder.scan().findings.findings.filter { $0.rule == "text.shrinks" }
        let byID = Dictionary(uniqueKeysWithValues: shrinks.map { ($0.id, $0) })
        // Must not warn: the label grows with its text.
        let grows = try #require(byID["grows"])
        #expect(grows.severity == .note, "\(grows.message)")
        #expect(grows.message.contains("in a scroll view, with numberOfLines 0 and no height constraint: the text wraps and the content grows instead"))
        // Must warn: the content's height is the scroll view's.
        #expect(byID["tied"]?.severity == .warning)
    }
}
