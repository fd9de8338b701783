import LegibleSyntax
import Testing

/// Error messages repeat what was wrong, but at most 64 characters of it (a 5 MB bad colour
/// was once echoed whole).
@Suite("Echoed input")
struct EchoedTextTests {
    @Test func shortTextIsRepeatedWhole() {
        #expect(EchoedText.quoted("#12") == "\"#12\"")
        #expect(EchoedText.quoted(String(repeating: "é", count: 64)) == "\"\(String(repeating: "é", count: 64))\"")
        #expect(EchoedText.unquoted("lab") == "lab")
    }

    @Test func longTextIsCutAtACharacterWithItsLengthInBytes() {
        // 65 characters of 2 bytes each: cut after 64 characters, 130 bytes in all.
        let text = String(repeating: "é", count: 65)
        #expect(EchoedText.quoted(text) == "\"\(String(repeating: "é", count: 64))…\" (130 bytes, cut to the first 64 characters)")
        #expect(EchoedText.unquoted(text) == "\(String(repeating: "é", count: 64))… (130 bytes, cut to the first 64 characters)")
        let huge = String(repeating: "z", count: 5_000_000)
        #expect(EchoedText.quoted(huge).utf8.count < 200)
    }
}
