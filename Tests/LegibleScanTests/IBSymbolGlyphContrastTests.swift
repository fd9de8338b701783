import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// GoMap's `POI.storyboard:319`: a 32×32 button titled "ⓘ" (U+24D8) in systemBlue is an info icon
/// drawn from a text font. As non-text (WCAG 1.4.11) it needs 3:1, which systemBlue on white
/// (3.52:1) meets; it was a 4.5:1 text error. A one-letter or word title stays text.
@Suite struct IBSymbolGlyphContrastTests {
    private static func button(_ id: String, _ title: String) -> String {
        """
        <button buttonType="system" id="\(id)"><rect key="frame" x="0" y="0" width="32" height="32"/>
        <fontDescription key="fontDescription" type="system" pointSize="15"/>
        <state key="normal" title="\(title)"><color key="titleColor" systemColor="systemBlueColor"/></state></button>
        """
    }

    private static func scan(_ views: String) async throws -> [Finding] {
        let folder = try ScanFolder(["App/POI.xib": ScanFolder.xib(views)])
        defer { folder.remove() }
        return try await folder.scan().findings.findings.filter { $0.rule == "contrast.text" }
    }

    @Test func oneSymbolGlyphIsJudgedAsAnIcon() async throws {
        let views = [Self.button("info", "ⓘ"), Self.button("check", "✔"), Self.button("letter", "i"), Self.button("word", "Info")]
        let box = """
            <view id="box"><rect key="frame" x="0" y="0" width="300" height="40"/><subviews>\(views.joined(separator: "\n"))</subviews>
            <color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
            """
        let found = try await Self.scan(box)
        // Must fire: the letter and the word at 4.5:1. Must not: the two glyphs at 3:1.
        #expect(Set(found.map(\.id)) == ["letter", "word"], "\(found.map { "\($0.id) \($0.message)" })")
        #expect(EmojiText.isSymbolGlyph("ⓘ") && EmojiText.isSymbolGlyph(" ✔ ") && EmojiText.isSymbolGlyph("★"))
        #expect(!EmojiText.isSymbolGlyph("©") && !EmojiText.isSymbolGlyph("🔽") && !EmojiText.isSymbolGlyph("i") && !EmojiText.isSymbolGlyph("ⓘⓘ"))
    }

    @Test func aFaintGlyphStillFailsAsAnIcon() async throws {
        let faint = """
            <button buttonType="system" id="faint"><rect key="frame" x="0" y="0" width="32" height="32"/>
            <state key="normal" title="ⓘ"><color key="titleColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state></button>
            """
        let found = try await Self.scan(faint)
        #expect(found.map(\.id) == ["faint"])
        #expect(
            found.first?.message.contains("below 3:1, the WCAG AA minimum for non-text contrast (one symbol glyph, an icon)") == true, "\(found.map(\.message))"
        )
    }

    /// GoMap `Changeset.storyboard:130`: "as low as" named 3.26:1 after a first ratio of 2.21:1.
    @Test func asLowAsNamesOnlyALowerRatio() async throws {
        let label = """
            <view id="box"><rect key="frame" x="0" y="0" width="300" height="40"/><subviews>
            <label text="Comment" id="gray2"><rect key="frame" x="0" y="0" width="200" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="15"/><color key="textColor" systemColor="systemGray2Color"/></label>
            </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view>
            """
        let found = try await Self.scan(label)
        let message = try #require(found.first?.message)
        #expect(message.contains("is 2.21:1 in light and "), "\(message)")
        #expect(!message.contains("as low as"), "\(message)")
        #expect(
            message.hasPrefix(
                "systemGray2 (#aeaeb2) on systemBackground (#ffffff) is 2.21:1 in light and 3.26:1 in lightIncreasedContrast (2 other appearances fail)"),
            "\(message)")
    }
}
