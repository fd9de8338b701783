import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// UTM `Platform/iOS/Display/Base.lproj/VMDisplayMetalViewInputAccessory.xib` (fresh-ios25b
/// pattern 1): the Control key bCv-uH-SSy (:28) is `width = 30`, `height = 36` (:31-35) over a
/// stale 30×26 frame; every other key (jxu-AQ-u8c, :56) has no size of its own and is tied to it
/// by the stack view's `jxu-AQ-u8c.height = bCv-uH-SSy.height` (:121-122). Solved by hand, every
/// key is 30×36 pt on an iPhone; the tied keys were reported at their frames' 30×26 pt.
@Suite struct IBEqualSizeTargetTests {
    private static func key(_ id: String, x: Int, constraints: String = "") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="\(x)" y="0.0" width="30" height="26"/>
        <constraints>\(constraints)</constraints>
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
        <state key="normal" title="K"/>
        <connections><action selector="keyTapped:" destination="-1" eventType="touchUpInside" id="a-\(id)"/></connections>
        </button>
        """
    }

    private static let controlKey = key(
        "bCv-uH-SSy", x: 0,
        constraints: #"<constraint firstAttribute="width" constant="30" id="1ta-eg-kb4"/><constraint firstAttribute="height" constant="36" id="qti-cr-Ux3"/>"#)

    /// The stack view holding the Control key and `other`, with the stack's `links`.
    private static func stack(_ other: String, links: String) -> String {
        """
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="5qW-HU-Ng6">
        <rect key="frame" x="8" y="4" width="68" height="26"/>
        <subviews>\(controlKey)\(other)</subviews>
        <constraints>\(links)</constraints>
        </stackView>
        """
    }

    private static func link(_ attribute: String, to second: String = "bCv-uH-SSy", extra: String = "", id: String) -> String {
        #"<constraint firstItem="jxu-AQ-u8c" firstAttribute="\#(attribute)" secondItem="\#(second)" secondAttribute="\#(attribute)" \#(extra) id="\#(id)"/>"#
    }

    private static func targets(_ subviews: String) async throws -> [String: String] {
        let folder = try ScanFolder(["App/VMDisplayMetalViewInputAccessory.xib": ScanFolder.xib(subviews)])
        defer { folder.remove() }
        let findings = try await folder.scan().findings.findings.filter { $0.rule == "target.small" }
        return Dictionary(findings.map { ($0.id, $0.message) }) { first, _ in first }
    }

    @Test func aKeyTiedToTheControlKeysHeightIsAsTallAsIt() async throws {
        let tied = try await Self.targets(
            Self.stack(Self.key("jxu-AQ-u8c", x: 38), links: Self.link("width", id: "iVR-hI-6Be") + Self.link("height", id: "mYO-eZ-obX")))
        #expect(tied["bCv-uH-SSy"]?.contains("30×36 pt") == true)
        #expect(tied["jxu-AQ-u8c"]?.contains("hit area 30×36 pt") == true, "\(tied)")
        #expect(tied["jxu-AQ-u8c"]?.contains("4 pt top and bottom") == true)
    }

    @Test func aTieThatFixesNothingOrMayGiveWayKeepsTheFrame() async throws {
        // Tied to a view with no size of its own: nothing is known beyond the frame.
        let toStack = try await Self.targets(Self.stack(Self.key("jxu-AQ-u8c", x: 38), links: Self.link("height", to: "5qW-HU-Ng6", id: "h1")))
        #expect(toStack["jxu-AQ-u8c"]?.contains("30×26 pt") == true)
        // Below required priority the tie may give way: the frame stands.
        let optional = try await Self.targets(
            Self.stack(Self.key("jxu-AQ-u8c", x: 38), links: Self.link("height", extra: #"priority="750""#, id: "h2")))
        #expect(optional["jxu-AQ-u8c"]?.contains("30×26 pt") == true)
        // A multiplier is applied: half the Control key's 36 pt.
        let half = try await Self.targets(
            Self.stack(Self.key("jxu-AQ-u8c", x: 38), links: Self.link("height", extra: #"multiplier="0.5""#, id: "h3")))
        #expect(half["jxu-AQ-u8c"]?.contains("30×18 pt") == true)
        // A tie that contradicts the key's own height leaves the size unknown: the frame stands.
        let own = #"<constraint firstAttribute="height" constant="20" id="own"/>"#
        let contradicted = try await Self.targets(Self.stack(Self.key("jxu-AQ-u8c", x: 38, constraints: own), links: Self.link("height", id: "h4")))
        #expect(contradicted["jxu-AQ-u8c"]?.contains("30×26 pt") == true)
    }

    @Test func aKeyTiedToATallEnoughKeyIsNotSmall() async throws {
        // Must not fire: both 44 pt tall and wide through the ties, whatever the 30×26 frames say.
        let big = Self.key(
            "bCv-uH-SSy", x: 0,
            constraints: #"<constraint firstAttribute="width" constant="44" id="w"/><constraint firstAttribute="height" constant="44" id="h"/>"#)
        let subviews = """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="5qW-HU-Ng6">
            <rect key="frame" x="8" y="4" width="68" height="26"/>
            <subviews>\(big)\(Self.key("jxu-AQ-u8c", x: 38))</subviews>
            <constraints>\(Self.link("width", id: "l1"))\(Self.link("height", id: "l2"))</constraints>
            </stackView>
            """
        #expect(try await Self.targets(subviews).isEmpty)
    }
}
