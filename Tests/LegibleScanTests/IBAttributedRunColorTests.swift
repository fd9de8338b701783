import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Attributed text draws each `<fragment>` in its own `NSColor` and `NSFont`; the label's colour
/// shows only where a fragment has none. GoMap's `Launch Screen.storyboard:22` draws "Go Map!!" in
/// #ffce00 on #34495e (about 6:1), which was judged as the label's default black (2.25:1).
@Suite struct IBAttributedRunColorTests {
    private static let slate =
        #"<color key="backgroundColor" red="0.20484405759999999" green="0.28485706449999998" blue="0.36804154519999999" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    private static func fragment(_ content: String, colour: String?, size: Int = 36) -> String {
        let color = colour.map { #"<color key="NSColor" \#($0) alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"# } ?? ""
        return """
            <fragment content="\(content)"><attributes>\(color)
            <font key="NSFont" size="\(size)" name="HelveticaNeue-BoldItalic"/></attributes></fragment>
            """
    }

    private static func label(_ id: String, _ fragments: [String]) -> String {
        """
        <view id="\(id)-box"><rect key="frame" x="0" y="0" width="374" height="60"/><subviews>
        <label usesAttributedText="YES" id="\(id)"><rect key="frame" x="20" y="0" width="374" height="43"/>
        <attributedString key="attributedText">\(fragments.joined())</attributedString></label>
        </subviews>\(slate)</view>
        """
    }

    private static let yellow = #"red="1" green="0.8057073951" blue="0.0""#
    private static let grey = #"red="0.45" green="0.45" blue="0.45""#

    private func contrast(_ labels: [String]) async throws -> [Finding] {
        let folder = try ScanFolder(["App/Launch.xib": ScanFolder.xib(labels.joined(separator: "\n"))])
        defer { folder.remove() }
        return try await folder.scan().findings.findings.filter { $0.rule == "contrast.text" }
    }

    @Test func aFragmentsOwnColourIsTheTextsColour() async throws {
        let found = try await contrast([
            // GoMap's wordmark: must not fire, #ffce00 on #34495e passes.
            Self.label("goMap", [Self.fragment("Go Map!!", colour: Self.yellow)]),
            // A fragment without a colour draws the label's (labelColor, black in light): must fire.
            Self.label("plain", [Self.fragment("Go Map!!", colour: nil)]),
            // A grey fragment on slate: must fire, with the fragment's colour.
            Self.label("grey", [Self.fragment("Go Map!!", colour: Self.grey)]),
        ])
        #expect(Set(found.map(\.id)) == ["plain", "grey"], "\(found.map(\.message))")
        #expect(found.first { $0.id == "grey" }?.message.hasPrefix("#737373 on #34495e") == true, "\(found.map(\.message))")
    }

    @Test func runsOfSeveralColoursAreEachJudgedInTheirOwnFont() async throws {
        let found = try await contrast([
            // Yellow title, grey 12 pt tail: the tail fails, and is named.
            Self.label("mixed", [Self.fragment("Go Map!! ", colour: Self.yellow), Self.fragment("beta", colour: Self.grey, size: 12)]),
            // Two colours that both pass: nothing.
            Self.label("bothPass", [Self.fragment("Go ", colour: Self.yellow), Self.fragment("Map", colour: #"red="1" green="1" blue="1""#)]),
        ])
        #expect(found.map(\.id) == ["mixed"], "\(found.map(\.message))")
        let message = try #require(found.first?.message)
        #expect(message.hasPrefix(#"the run "beta": #737373 on #34495e"#), "\(message)")
        #expect(message.contains("minimum for text at 12 pt"), "\(message)")
    }
}
