import Testing

@testable import LegibleSwiftScan

/// The word index the Swift reader keys its cache on (Home Assistant d722d781: searching each
/// file's text once per app colour member took a fifth of the scan).
@Suite struct SourceIdentifiersTests {
    let words = SourceIdentifiers("label.textColor = .haPrimary; let café = Color.accent_2 // primaryDark")

    @Test func aWholeWordIsNamed() {
        #expect(words.mayName("haPrimary"))
        #expect(words.mayName("accent_2"))
        #expect(words.mayName("primaryDark"))
        #expect(words.mayName("café"))
    }

    @Test func partOfAWordIsNotANameOfIt() {
        #expect(!words.mayName("Primary"))
        #expect(!words.mayName("primary"))
        #expect(!words.mayName("accent"))
        #expect(!words.mayName("caf"))
    }

    @Test func aNameWithADotIsSearchedForInTheText() {
        #expect(words.mayName("Color.accent_2"))
        #expect(!words.mayName("Color.haPrimary"))
    }

    @Test func theLastWordOfTheTextCounts() {
        #expect(SourceIdentifiers("x = .gold").mayName("gold"))
        #expect(!SourceIdentifiers("").mayName("gold"))
    }
}
