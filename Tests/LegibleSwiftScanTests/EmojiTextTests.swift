import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A fixed size on text that is only emoji is a picture's size (isowords c727d3a7).
@Suite struct EmojiTextTests {
    /// isowords `PurchasesSettingsView.swift:12`, `Text("🎉").font(.system(size: 40))`: a note
    /// that says it is emoji. Emoji beside a word, a digit, `©`, and a word are still warnings.
    @Test func anEmojiOnlyTextAtAFixedSizeIsANote() async throws {
        let source = """
            struct PurchasesSettingsView: View {
                var body: some View {
                    VStack {
                        Text("🎉").font(.system(size: 40))
                        Text("👍🏽 ❤️ 👨‍👩‍👧").font(.system(size: 32))
                        Text("🎉 Thanks").font(.system(size: 40))
                        Text("1").font(.system(size: 40))
                        Text("©").font(.system(size: 12))
                        Text("Thanks").font(.system(size: 40))
                    }
                }
            }
            """
        let found = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
        let notes = found.filter { $0.severity == .note }
        #expect(notes.compactMap(\.location?.line) == [4, 5], "\(found.map(\.message))")
        #expect(notes.first?.message.contains("it shows only emoji (\"🎉\"), which are drawn as pictures") == true, "\(notes.map(\.message))")
        #expect(found.filter { $0.severity == .warning }.compactMap(\.location?.line) == [6, 7, 8, 9])
    }

    @Test func emojiAreTheCharactersDrawnAsPictures() {
        #expect(EmojiText.isEmojiOnly("🎉") && EmojiText.isEmojiOnly("😇") && EmojiText.isEmojiOnly("❤️") && EmojiText.isEmojiOnly("🇫🇷"))
        #expect(!EmojiText.isEmojiOnly("1") && !EmojiText.isEmojiOnly("#") && !EmojiText.isEmojiOnly("©") && !EmojiText.isEmojiOnly(""))
        #expect(!EmojiText.isEmojiOnly("🎉 Thanks"))
    }
}
