import Foundation
import LegibleTestSupport
import Testing

/// Issue 25's hostile inputs end to end (the second sweep): each is refused at once with exit
/// status 2 and a message naming the input and the limit, or handled safely.
@Suite("Hostile input, round 2")
struct HostileInputRound2Tests {
    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-hostile2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `legible` and checks it refused the input: status 2, nothing on standard output,
    /// standard error `legible: <message>`, in well under the time the work would take.
    private func expectRefused(
        _ arguments: [String], input: String? = nil, directory: URL = packageRoot, _ message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let start = Date()
        let run = try legible(arguments, input: input, directory: directory)
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(run.stderr == "legible: \(message)\n", sourceLocation: sourceLocation)
        #expect(Date().timeIntervalSince(start) < 10, sourceLocation: sourceLocation)
    }

    /// A DTCG file of `count` colour tokens `c0` … `c<count-1>`, each a different grey-ish colour.
    static func tokens(_ count: Int) -> String {
        let entries = (0..<count).map { index in
            ##""c\##(index)": {"$value": "#\##(String(format: "%06x", (index &* 2_654_435_761) & 0xFFFFFF))"}"##
        }
        return "{\"$type\": \"color\", " + entries.joined(separator: ", ") + "}\n"
    }

    private func write(_ files: [String: String], in folder: URL) throws {
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    // MARK: 1. A glob pair has a limit

    @Test func aGlobPairOverThousandsOfTokensIsRefusedWithTheCount() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 3,000 tokens: 3000 × 3000 less the 3,000 colours paired with themselves. Was SIGABRT
        // "failed to allocate" at 8 GB after 20–40 s.
        try write(
            ["t.json": Self.tokens(3_000), "legible.yaml": "sources:\n  - tokens: t.json\npairs:\n  - {foreground: \"*\", background: \"*\"}\n"],
            in: folder)
        try expectRefused(
            ["check"], directory: folder,
            "legible.yaml:4:5: pairs[0]: the pairs' globs make 8997000 pairs (pairs[0] makes 8997000: 3000 foregrounds × 3000 backgrounds), "
                + "over the limit of 100000 pairs (DesignCheckLimits.maximumPairs); narrow the globs to the pairs the interface draws")
        // The entries count together: 100 × 100 + 90 × 1,000 + 1,000 × 1,000; the largest is named.
        try write(
            [
                "legible.yaml": "sources:\n  - tokens: t.json\npairs:\n  - {foreground: \"c1??\", background: \"c2??\"}\n"
                    + "  - {foreground: \"c??\", background: \"c1???\"}\n  - {foreground: \"c1???\", background: \"c2???\"}\n"
            ],
            in: folder)
        try expectRefused(
            ["check"], directory: folder,
            "legible.yaml:6:5: pairs[2]: the pairs' globs make 1100000 pairs (pairs[2] makes 1000000: 1000 foregrounds × 1000 backgrounds), "
                + "over the limit of 100000 pairs (DesignCheckLimits.maximumPairs); narrow the globs to the pairs the interface draws")
    }

    // MARK: 2. Palettes have the documented limit

    @Test func aPaletteGlobOverTheLimitIsRefused() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Was accepted with 1,001 colours (exit 1); 10,000 ran past 90 s.
        for count in [1_001, 10_000] {
            try write(
                ["t.json": Self.tokens(count), "legible.yaml": "sources:\n  - tokens: t.json\npalettes:\n  - {name: all, colors: [\"*\"]}\n"],
                in: folder)
            try expectRefused(
                ["check"], directory: folder,
                "legible.yaml:4:5: palettes[0].colors: the palette's names and globs select \(count) colours, over the limit of 1000 colours "
                    + "(PaletteLimits.maximumColors)")
        }
        // A name repeated by a glob counts once: 1,000 colours are within the limit.
        try write(
            [
                "t.json": Self.tokens(1_000),
                "legible.yaml": "sources:\n  - tokens: t.json\nappearances: [light]\npalettes:\n  - {name: all, colors: [c1, \"*\"]}\n",
            ],
            in: folder)
        let run = try legible(["check", "--format", "json"], directory: folder)
        #expect([0, 1].contains(run.status))
        #expect(run.stderr.isEmpty)
    }

    // MARK: 3. A damaged font's metrics

    @Test func aFontWithoutHorizontalMetricsIsRefusedNotMeasuredAsFitting() throws {
        // Each was measured at −0.29 pt ("Continue to payment" fits), exit 0.
        var noMetrics = try DamagedFont(bundled: "Noto/NotoSansHebrew-Regular.ttf")
        let glyphs = noMetrics.uint16(at: noMetrics.tables.first { $0.tag == "maxp" }!.offset + 4)
        noMetrics.setUInt16(0, table: "hhea", at: 34)
        var tooMany = try DamagedFont(bundled: "Noto/NotoSansHebrew-Regular.ttf")
        tooMany.setUInt16(UInt16(glyphs + 1), table: "hhea", at: 34)
        var zeroHhea = try DamagedFont(bundled: "Noto/NotoSansHebrew-Regular.ttf")
        zeroHhea.zeroTable("hhea")
        var zeroHmtx = try DamagedFont(bundled: "Noto/NotoSansHebrew-Regular.ttf")
        zeroHmtx.zeroTable("hmtx")
        let cases: [(DamagedFont, String)] = [
            (noMetrics, "its 'hhea' table is damaged: numberOfHMetrics is 0, expected 1 to the font's \(glyphs) glyphs"),
            (tooMany, "its 'hhea' table is damaged: numberOfHMetrics is \(glyphs + 1), expected 1 to the font's \(glyphs) glyphs"),
            (zeroHhea, "its 'hhea' table is damaged: numberOfHMetrics is 0, expected 1 to the font's \(glyphs) glyphs"),
            (zeroHmtx, "its 'hmtx' table is damaged: every glyph is 0 units wide, so no text would have a width"),
        ]
        for (font, problem) in cases {
            let path = try font.write()
            defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
            try expectRefused(["measure", "Continue to payment", "--width", "100", "--font", path], "font '\(path)': \(problem)")
            try expectRefused(
                ["audit", "Examples/overflow/Localizable.xcstrings", "--width", "100", "--font", path], "font '\(path)': \(problem)")
        }
    }

    /// Widths of 0 for the glyphs a text uses (not every glyph, which validation refuses): the
    /// text measured 0 pt and fitted every width. Now visible text at no width is an error.
    @Test func visibleTextAtNoWidthIsNeverAPass() throws {
        var font = try DamagedFont(bundled: "Noto/NotoSansHebrew-Regular.ttf")
        // Every glyph but .notdef (glyph 0) 0 units wide: 149 metrics of 4 bytes, advance first.
        for glyph in 1..<149 { font.setUInt16(0, table: "hmtx", at: 4 * glyph) }
        let path = try font.write()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        // Not exactly 0: the font's kerning (GPOS) still moves the zero-width glyphs closer.
        let run = try legible(["measure", "שלום עולם", "--width", "100", "--font", path, "--tracking", "none"])
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("legible: font 'Noto Sans Hebrew' measures \"שלום עולם\" at -0.17 pt: its glyphs have no width"), "\(run.stderr)")
        // A text with nothing visible may rightly measure 0: a space is not refused.
        #expect(try legible(["measure", " ", "--font", path]).status == 0)
    }

    @Test func anHmtxTooShortForItsMetricsIsRefused() throws {
        var font = try DamagedFont(bundled: "Noto/NotoSansHebrew-Regular.ttf")
        // This font gives each of its 149 glyphs its own width (numberOfHMetrics 149): 596 bytes.
        let glyphs = font.uint16(at: font.tables.first { $0.tag == "maxp" }!.offset + 4)
        #expect(glyphs == 149 && font.uint16(at: font.tables.first { $0.tag == "hhea" }!.offset + 34) == 149)
        font.setLength(595, table: "hmtx")
        let path = try font.write()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try expectRefused(
            ["measure", "Save", "--font", path],
            "font '\(path)': its 'hmtx' table is damaged: 595 bytes, too short for 149 widths and 149 glyphs (596 bytes)")
    }

    // MARK: 4 and 10. Output paths

    @Test func forceNeverReplacesADeviceOrANamedPipe() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(
            [
                "t.json": ##"{"$type": "color", "a": {"$value": "#000"}, "b": {"$value": "#fff"}}"##,
                "legible.yaml": "sources:\n  - tokens: t.json\npairs:\n  - {foreground: a, background: b}\n",
            ],
            in: folder)
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // Were replaced by a regular file (as root, --output /dev/null --force replaced /dev/null).
        try expectRefused(
            ["check", "--output", "/dev/null", "--force"], directory: folder,
            "--output '/dev/null': is a character device, not a regular file; --force replaces only regular files")
        try expectRefused(
            ["check", "--output", fifo, "--force"], directory: folder,
            "--output '\(fifo)': is a named pipe (FIFO), not a regular file; --force replaces only regular files")
        try expectRefused(
            ["targets", "Examples/targets/checkout.json", "--svg", fifo, "--force"],
            "--svg '\(fifo)': is a named pipe (FIFO), not a regular file; --force replaces only regular files")
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        // A dangling link is something there: refused without --force, the link replaced with it.
        let link = folder.appendingPathComponent("report.html").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.appendingPathComponent("nowhere").path)
        try expectRefused(["check", "--output", link], directory: folder, "--output '\(link)': the file exists; use --force to replace it")
        #expect(try legible(["check", "--output", link, "--force"], directory: folder).status == 0)
        #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
    }

    @Test func aLongValidOutputNameIsWritten() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(
            [
                "t.json": ##"{"$type": "color", "a": {"$value": "#000"}, "b": {"$value": "#fff"}}"##,
                "legible.yaml": "sources:\n  - tokens: t.json\npairs:\n  - {foreground: a, background: b}\n",
            ],
            in: folder)
        // 240 bytes, within NAME_MAX (255): failed with "File name too long" from the temporary name.
        let name = String(repeating: "x", count: 235) + ".html"
        let run = try legible(["check", "--format", "html", "--output", name], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["legible.yaml", "t.json", name].sorted())
    }

    @Test func aNamedPipeAsAnInputIsRefusedAtOnce() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("t.json").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // Each blocked forever: no process writes to the pipe.
        try write(["legible.yaml": "sources:\n  - tokens: t.json\n"], in: folder)
        try expectRefused(["check"], directory: folder, "t.json: is a named pipe (FIFO); expected a regular file")
        let values = folder.appendingPathComponent("res/values")
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        #expect(mkfifo(values.appendingPathComponent("colors.xml").path, 0o644) == 0)
        try write(["legible.yaml": "sources:\n  - android: res\n"], in: folder)
        try expectRefused(["check"], directory: folder, "res/values/colors.xml: is a named pipe (FIFO); expected a regular file")
        try expectRefused(["measure", "Save", "--font", fifo], "font '\(fifo)': is a named pipe (FIFO), expected a font file")
    }

    // MARK: 5. Control characters are shown, not sent to the terminal

    @Test func controlCharactersFromInputsAreEscapedInReportsAndMessages() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A token named with an OSC title sequence and BEL, another with a CSI that clears the screen.
        try write(
            [
                "t.json": ##"{"$type": "color", "x\u001b]0;pwned\u0007": {"$value": "#777"}, "y\u001b[2J": {"$value": "#888"}}"##,
                "legible.yaml": "sources:\n  - tokens: t.json\npairs:\n  - {foreground: \"*\", background: \"*\"}\n",
            ],
            in: folder)
        for format in ["text", "github"] {
            let run = try legible(["check", "--format", format], directory: folder)
            #expect(run.status == 1)
            #expect(!run.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(format)")
            #expect(run.stdout.contains(#"x\u{1B}]0;pwned\u{7}"#) && run.stdout.contains(#"y\u{1B}[2J"#), "\(format)")
        }
        // JSON keeps the names exactly, escaped as JSON escapes them.
        let json = try legible(["check", "--format", "json"], directory: folder)
        #expect(json.stdout.contains(#"x\u001b]0;pwned\u0007"#))
        // In a message.
        try write(["legible.yaml": "sources:\n  - tokens: t.json\npairs:\n  - {foreground: \"z\\e[2J\", background: \"*\"}\n"], in: folder)
        try expectRefused(
            ["check"], directory: folder, #"legible.yaml:4:5: pairs[0].foreground: "z\u{1B}[2J" names no colour in the sources; did you mean "y\u{1B}[2J"?"#)
    }

    // MARK: 7. Accepted although wrong

    @Test func aLayoutSpecNumberIsDecimalLikeEveryOther() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = folder.appendingPathComponent("layout.yaml")
        // Each meant 100 (YAML 1.1); legible.yaml already refused them.
        for written in ["0x64", "0o144", "0b1100100", "1_00", "1:40"] {
            try Data("default:\n  width: \(written)\n".utf8).write(to: layout)
            try expectRefused(
                ["audit", "Examples/overflow/Localizable.xcstrings", "--layout", layout.path],
                "\(layout.path):2:10: default.width \"\(written)\" is not a decimal number; write numbers in decimal, such as 100 or 12.5")
        }
        try Data("default:\n  width: 320\n  weight: 0x258\n".utf8).write(to: layout)
        try expectRefused(
            ["audit", "Examples/overflow/Localizable.xcstrings", "--layout", layout.path],
            "\(layout.path):3:11: default.weight \"0x258\" is not a decimal number; write numbers in decimal, such as 100 or 12.5")
    }

    @Test func aPathWithANulIsRefused() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Was read as t.json.
        try write(
            [
                "t.json": ##"{"$type": "color", "a": {"$value": "#000"}, "b": {"$value": "#fff"}}"##,
                "legible.yaml": "sources:\n  - tokens: \"t.json\\0garbage\"\npairs:\n  - {foreground: a, background: b}\n",
            ],
            in: folder)
        try expectRefused(["check"], directory: folder, #"legible.yaml:2:13: sources[0].tokens: a path cannot contain a NUL character (\u{0})"#)
    }

    @Test func aRawNulInColorsXMLIsRefusedLikeItsReference() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let values = folder.appendingPathComponent("res/values")
        try FileManager.default.createDirectory(at: values, withIntermediateDirectories: true)
        try Data("<resources>\n  <color name=\"a\">#000000\u{0}</color>\n</resources>\n".utf8).write(to: values.appendingPathComponent("colors.xml"))
        try write(["legible.yaml": "sources:\n  - android: res\n"], in: folder)
        try expectRefused(
            ["check"], directory: folder, "res/values/colors.xml:2:26: U+0000, a character XML does not allow, is in the file as it is")
    }

    @Test func aColourNameWithAZeroWidthSpaceIsNoColour() throws {
        let run = try legible(["contrast", "red\u{200B}", "#fff"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("legible: foreground \"red\u{200B}\" is not a colour"), "\(run.stderr)")
    }

    // MARK: 8. Messages with a position

    @Test func aNegativeWidthReachesItsRangeCheck() throws {
        // Was ArgumentParser's "Missing value for '--width <width>'".
        try expectRefused(["audit", "Examples/overflow/Localizable.xcstrings", "--width", "-5"], "width \"-5\": expected a positive number of points")
        try expectRefused(["measure", "Save", "--width", "-5"], "width \"-5\": expected a positive number of points")
        let run = try legible(["measure", "Save", "--tracking", "-0.4"])
        #expect(run.status == 0)
    }

    @Test func controlCharactersAndUTF32InYAMLAreFoundAtTheirLine() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("sources:\n  - tokens: t.json\n\n# a comment with an escape \u{1B}[2J\n".utf8).write(to: folder.appendingPathComponent("legible.yaml"))
        // Was "legible.yaml: cannot read the YAML text: control characters are not allowed", no line.
        try expectRefused(
            ["check"], directory: folder, #"legible.yaml:4:28: cannot read the YAML text: control characters are not allowed (U+001B)"#)
        var utf32 = Data([0xFF, 0xFE, 0, 0])
        for scalar in "sources:\n  - tokens: t.json\n".unicodeScalars {
            withUnsafeBytes(of: scalar.value.littleEndian) { utf32.append(contentsOf: $0) }
        }
        try utf32.write(to: folder.appendingPathComponent("legible.yaml"))
        try expectRefused(["check"], directory: folder, "legible.yaml:1:1: UTF-32 text, which Legible does not read; save the file as UTF-8")
    }

    @Test func invalidUTF8IsFoundAtItsLine() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("sources:\n  - tokens: t.json\n".utf8).write(to: folder.appendingPathComponent("legible.yaml"))
        try Data(#"{"$type": "color","#.utf8 + [0x0A] + #"  "caf"#.utf8 + [0xE9] + ##"": {"$value": "#000"}}"##.utf8)
            .write(to: folder.appendingPathComponent("t.json"))
        // Was "t.json: not valid UTF-8 or UTF-16 text", no line.
        try expectRefused(
            ["check"], directory: folder,
            "t.json:2:7: not valid UTF-8 or UTF-16 text (byte 0xE9 is no UTF-8 here; a Latin-1 or Windows-1252 file?)")
    }

    @Test func aLayoutSpecsFontAndBoldTextErrorsNameTheSpec() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = folder.appendingPathComponent("layout.yaml")
        let missing = folder.appendingPathComponent("missing-bold.ttf").path
        try Data(
            "default:\n  width: 100\nlabels:\n  - match: \"*\"\n    font: \(packageRoot.path)/Fonts/Inter/Inter-roman.var.ttf\n    faces: {bold: missing-bold.ttf}\n"
                .utf8
        )
        .write(to: layout)
        // Was "font '…/missing-bold.ttf': no such file", not naming the spec.
        let run = try legible(["audit", "Examples/overflow/Localizable.xcstrings", "--layout", layout.path, "--bold-text", "on"])
        #expect(run.status == 2)
        #expect(run.stderr == "legible: \(layout.path):4:5: font '\(missing)': no such file\n", "\(run.stderr)")
        try Data("platform: android\ndefault:\n  width: 100\n  boldText: on\n".utf8).write(to: layout)
        let android = try legible(["audit", "Examples/overflow/Localizable.xcstrings", "--layout", layout.path])
        #expect(android.status == 2)
        #expect(android.stderr.hasPrefix("legible: \(layout.path):"), "\(android.stderr)")
        #expect(android.stderr.contains("Bold Text is iOS's setting"))
    }

    // MARK: 9. Inputs whose work grew faster than they did

    @Test func aCatalogWhoseSubstitutionsMakeTooManyTextsIsRefused() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 100 keys of 12 two-way substitutions: 4,096 short texts each, 409,600 in all from 37 KB
        // (23 s and 1.5 GB before); the 25th key passes 100,000.
        let variations =
            #""variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "a"}}, "#
            + #""other": {"stringUnit": {"state": "translated", "value": "b"}}}}"#
        let substitutions = (0..<12).map { #""s\#($0)": {"argNum": \#($0 + 1), "formatSpecifier": "d", \#(variations)}"# }.joined(separator: ", ")
        let value = (0..<12).map { "%#@s\($0)@" }.joined()
        let keys = (0..<100).map {
            #""k\#($0)": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "\#(value)"}, "substitutions": {\#(substitutions)}}}}"#
        }
        let catalog = folder.appendingPathComponent("c.xcstrings")
        try Data((#"{"sourceLanguage": "en", "version": "1.0", "strings": {"# + keys.joined(separator: ", ") + "}}\n").utf8).write(to: catalog)
        let start = Date()
        let run = try legible(["audit", catalog.path, "--width", "100"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("legible: \(catalog.path):1:"), "\(run.stderr)")
        #expect(
            run.stderr.hasSuffix(
                #": filling the substitutions of the en localization of "k24" would bring the catalog's substituted texts to 102400, "#
                    + "over the limit of 100000 texts (CatalogLimits.maximumSubstitutedTexts)\n"), "\(run.stderr)")
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func moreThanAThousandPreviewsAreRefusedBeforeAnyIsDrawn() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("strings.json")
        try Data(("{" + (0..<1_001).map { #""k\#($0)": "Continue to payment""# }.joined(separator: ",") + "}").utf8).write(to: strings)
        let previews = folder.appendingPathComponent("previews")
        try expectRefused(
            ["audit", strings.path, "--width", "20", "--preview", previews.path],
            "1001 overflowing labels to draw as previews, over the limit of 1000 previews (LabelPreviewPlan.defaultMaximumPreviews); "
                + "fix the layout first, or narrow the audit (--locale, a layout spec's labels)")
        #expect(!FileManager.default.fileExists(atPath: previews.path))
    }
}
