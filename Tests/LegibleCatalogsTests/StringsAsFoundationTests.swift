import Foundation
import LegibleCatalogs
import LegibleCore
import Testing

/// A `.strings` file read as Xcode and Foundation read it (`asXcode`, what `legible scan` does),
/// checked against CoreFoundation's old-style parser (swift-corelibs-foundation
/// `CFOldStylePList.c`; the issue 33 judges ran its `plutil -convert json`): `"a" = "1";;\n"b" =
/// "2";` gives `{a: 1}` with no error, and `"\Utwórz"` gives `"\0twórz"`.
@Suite struct StringsAsFoundationTests {
    private func read(_ text: String, asXcode: Bool = true) throws -> StringCatalog {
        try StringCatalog(data: Data(text.utf8), file: "it.lproj/Localizable.strings", format: .strings, asXcode: asXcode)
    }

    /// Rocket.Chat 3172a098 `ShareExtension/Resources/it.lproj/Localizable.strings:19`,
    /// `"rooms.section.channels" = "Canali";;`: Foundation keeps the 8 keys before and drops the
    /// 13 after, at run time.
    @Test func aStraySemicolonKeepsTheEntriesBeforeAndDropsTheRest() throws {
        let text = """
            "rooms.section.direct" = "Messaggi";
            "rooms.section.channels" = "Canali";;
            /* later */
            "rooms.section.groups" = "Gruppi";
            "rooms.section.favorites" = "Preferiti";
            """
        let catalog = try read(text)
        // Must read: the entries before the stray ';'.
        #expect(catalog.keys == ["rooms.section.direct", "rooms.section.channels"])
        // Must report: where Foundation stops, and what it drops.
        let stop = try #require(catalog.truncation)
        #expect(stop.position == TextPosition(line: 2, column: 37))
        #expect(stop.message == "Apple's .strings reader stops at the stray ';' at 2:37: the 2 entries after line 2 are dropped at run time")
        // Must not change: a strict reading (`legible audit`) still refuses the file, and a file
        // Foundation reads whole has no truncation.
        #expect(throws: SourceFileError.self) { try read(text, asXcode: false) }
        #expect(try read("\"a\" = \"1\";\n\"b\" = \"2\";\n").truncation == nil)
    }

    /// xDrip4iOS 69eb8833 `xDrip/Storyboards/ar.lproj/BluetoothPeripheralView.strings:68`: the
    /// file's last entry ends `…";;` and only a newline follows. Foundation stops at the second
    /// `;` with every entry read, so nothing is lost: a reading note, not a truncation.
    @Test func aStraySemicolonAfterTheLastEntryDropsNothing() throws {
        let catalog = try read("\"a\" = \"1\";\n/* last */\n\"b\" = \"2\";;\n// end\n")
        // Must not report: a truncation (an error in the scan) when no entry follows.
        #expect(catalog.truncation == nil)
        #expect(catalog.keys == ["a", "b"])
        // Must note: where Foundation stops, and that nothing is dropped.
        #expect(
            catalog.readingNotes.map(\.message) == [
                "Apple's .strings reader stops at the stray ';' at 3:11: no entry follows it, so none is dropped"
            ])
        // Must still report: one entry after the stray ';' is a truncation.
        let stop = try #require(try read("\"a\" = \"1\";;\n\"b\" = \"2\";\n").truncation)
        #expect(stop.message == "Apple's .strings reader stops at the stray ';' at 1:11: the entry after line 1 is dropped at run time")
    }

    /// A missing `;` is no truncation: CoreFoundation rejects the whole file
    /// (`_CFPropertyListMissingSemicolon`; passepartout `zh-Hans.lproj/Localizable.strings:391`).
    @Test func aMissingSemicolonStillRejectsTheFile() {
        #expect(throws: SourceFileError.self) { try read("\"a\" = \"1\"\n\"b\" = \"2\";\n") }
    }

    /// Rocket.Chat `pl.lproj/Localizable.strings:131`, `"\Utwórz konto"`: Foundation reads the
    /// `\U` with no hexadecimal digit as U+0000 and reads the file's other keys.
    @Test func aShortUnicodeEscapeIsReadAsFoundationReadsIt() throws {
        let catalog = try read("\"auth.login.create_account\" = \"\\Utwórz konto\";\n\"b\" = \"\\U00e\";\n")
        #expect(catalog.entry("auth.login.create_account", "it")?.text == "\u{0}twórz konto")
        #expect(catalog.entry("b", "it")?.text == "\u{0E}")
        #expect(
            catalog.readingNotes.map(\.message) == [
                "'\\U' with no hexadecimal digit after it is read as U+0000, a NUL character in place of the 'U'",
                "'\\U' with 3 of its 4 hexadecimal digits after it is read as U+000E",
            ])
        #expect(catalog.readingNotes.first?.position == TextPosition(line: 1, column: 32))
        // Must not change: four digits are read as before, with no note; strict still refuses.
        #expect(try read("\"k\" = \"\\U00E9\";").readingNotes.isEmpty)
        #expect(throws: SourceFileError.self) { try read("\"k\" = \"\\Utwórz\";", asXcode: false) }
    }
}
