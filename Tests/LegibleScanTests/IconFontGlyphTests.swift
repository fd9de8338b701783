import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// ef-app_ios `DealerDetail.storyboard:91/112/133` and `KnowledgeList.storyboard:39`: labels in
/// FontAwesome at a fixed 24 or 34 pt whose text is one private-use character (U+F0AC, U+F129), an
/// icon font's picture beside the text it marks. They were `text.fixed-size` warnings, as words
/// are; they are pictures, as emoji-only text is: a note with the reason. A word in the same font
/// stays a warning.
@Suite struct IconFontGlyphTests {
    private static func label(_ id: String, _ text: String, size: Int = 24, colour: String = "") -> String {
        """
        <label text="\(text)" id="\(id)"><rect key="frame" x="0" y="0" width="24" height="24"/>
        <fontDescription key="fontDescription" name="FontAwesome" family="FontAwesome" pointSize="\(size)"/>\(colour)</label>
        """
    }

    private static func scan(_ views: [String]) async throws -> [Finding] {
        let box = """
            <view id="box"><rect key="frame" x="0" y="0" width="300" height="40"/><subviews>\(views.joined(separator: "\n"))</subviews>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
            """
        let folder = try ScanFolder(["App/Dealer.xib": ScanFolder.xib(box)])
        defer { folder.remove() }
        return try await folder.scan().findings.findings
    }

    @Test func aLonePrivateUseGlyphAtAFixedSizeIsANote() async throws {
        let found = try await Self.scan([Self.label("globe", "\u{F0AC}"), Self.label("pair", "\u{F099} \u{F2C6}"), Self.label("word", "Website")])
        let fixed = Dictionary(uniqueKeysWithValues: found.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0) })
        // Must fire: the word, a warning. Must not: the glyphs, notes saying why.
        #expect(fixed["word"]?.severity == .warning)
        #expect(fixed["globe"]?.severity == .note)
        #expect(fixed["pair"]?.severity == .note)
        let globe = fixed["globe"]?.message ?? ""
        #expect(globe.contains("it shows only private-use characters (U+F0AC), an icon font's pictures"), "\(globe)")
        #expect(EmojiText.isPrivateUseOnly("\u{F0AC}") && EmojiText.isPrivateUseOnly(" \u{E000}\u{F8FF} ") && EmojiText.isPrivateUseOnly("\u{F0001}"))
        #expect(!EmojiText.isPrivateUseOnly("\u{F0AC}a") && !EmojiText.isPrivateUseOnly("★") && !EmojiText.isPrivateUseOnly(" "))
    }

    /// An icon font's glyph is drawn in the text colour: judged as an icon at 3:1, as a lone symbol
    /// is (systemBlue on white, 3.52:1, passes), while a word in that colour at 15 pt needs 4.5:1.
    @Test func aPrivateUseGlyphsContrastIsJudgedAsAnIcon() async throws {
        let blue = #"<color key="textColor" systemColor="systemBlueColor"/>"#
        let found = try await Self.scan([Self.label("globe", "\u{F0AC}", size: 15, colour: blue), Self.label("word", "Website", size: 15, colour: blue)])
        #expect(found.filter { $0.rule == "contrast.text" }.map(\.id) == ["word"])
    }
}
