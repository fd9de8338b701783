import Foundation
import LegibleTestSupport
import Testing

/// Hostile inputs end to end: each ends at once with exit status 2, a message naming
/// the input and the limit, and nothing on standard output.
@Suite("Hostile input")
struct HostileInputTests {
    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `legible` and checks it refused the input: status 2, nothing on standard output,
    /// standard error `legible: <message>`, in well under the time the work would take.
    private func expectRefused(
        _ arguments: [String], input: String? = nil, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let start = Date()
        let run = try legible(arguments, input: input)
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(run.stderr == "legible: \(message)\n", sourceLocation: sourceLocation)
        #expect(Date().timeIntervalSince(start) < 10, sourceLocation: sourceLocation)
    }

    @Test func aYAMLAliasBombIsRefusedBeforeAnyAliasIsExpanded() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = folder.appendingPathComponent("layout.yaml")
        try Data(HostileInputs.yamlAliasBomb.utf8).write(to: layout)
        try expectRefused(
            ["audit", "Examples/overflow/Localizable.xcstrings", "--layout", layout.path],
            "\(layout.path):2:4: YAML anchors and aliases (&name, *name) are not supported; write each value out")
    }

    /// 61 KB that expands to 12,288 texts of 120 KB each (163 s and 6.2 GB before).
    @Test func aSubstitutionBombIsRefusedBeforeATextIsBuilt() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let variant = String(repeating: "x", count: 10_000)
        let localizations = ["en", "de", "fr"].map { locale in
            #""\#(locale)": {"stringUnit": {"state": "translated", "value": "\#(String(repeating: "%#@a@", count: 12))"}, "#
                + #""substitutions": {"a": {"argNum": 1, "formatSpecifier": "d", "variations": {"plural": {"#
                + #""one": {"stringUnit": {"state": "translated", "value": "\#(variant)"}}, "#
                + #""other": {"stringUnit": {"state": "translated", "value": "\#(variant)"}}}}}}}"#
        }
        let catalog = folder.appendingPathComponent("Bomb.xcstrings")
        try Data(
            (#"{"sourceLanguage": "en", "version": "1.0", "strings": {"bomb": {"localizations": {"#
                + localizations.joined(separator: ", ") + "}}}}\n").utf8
        ).write(to: catalog)
        try expectRefused(
            ["audit", catalog.path, "--width", "100"],
            "\(catalog.path):1:137: filling the substitutions of the en localization of \"bomb\" would bring the catalog's substituted text to "
                + "491520000 bytes, over the limit of 67108864 bytes (CatalogLimits.maximumSubstitutedBytes)")
    }

    @Test func aNullCharacterReferenceInXMLIsRefused() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("strings.xml")
        try Data("<resources>\n  <string name=\"save\">Save&#0;</string>\n</resources>\n".utf8).write(to: strings)
        try expectRefused(
            ["audit", strings.path, "--width", "100"],
            "\(strings.path):2:27: character reference &#0; is U+0000, a character XML does not allow")
    }

    // MARK: Limits and numbers in range for their meaning

    @Test func jobsHaveANamedLimit() throws {
        // Was an arithmetic-overflow trap, exit 132.
        for jobs in ["1152921504606846976", "1025", "0", "-1", "99999999999999999999999"] {
            try expectRefused(
                ["audit", "Examples/overflow/Localizable.xcstrings", "--width", "100", "--jobs", jobs],
                "--jobs \"\(jobs)\": expected a whole number of jobs from 1 to 1024 (AuditOptions.maximumConcurrency)")
        }
        let run = try legible(["audit", "Examples/overflow/Localizable.xcstrings", "--width", "1000", "--jobs", "1024"])
        #expect(run.status == 0)
    }

    @Test func aHueBeyondEveryFiniteAngleIsRefused() throws {
        // Was white, and passed against white's contrast rules as white.
        try expectRefused(
            ["contrast", "hsl(1e308turn 100% 50%)", "#fff"],
            "foreground \"hsl(1e308turn 100% 50%)\" is not a colour: hsl() hue \"1e308turn\" is too large: expected an angle of at most 1e15 degrees in size (beyond it rounding, not the number, picks the hue). "
                + "Accepted: \(Self.acceptedColours)")
    }

    @Test func numbersOutsideTheirMeaningAreRefused() throws {
        // `units 1e308` printed "inf pt = inf px@3x" and JSON failed; sizes 1e-320 printed as 0 pt.
        try expectRefused(["units", "1e308", "--from", "pt", "--to", "px@3x"], "value \"1e308\": expected -1000000000 to 1000000000 pt")
        try expectRefused(
            ["units", "1e308", "--from", "pt", "--to", "px@3x", "--format", "json"], "value \"1e308\": expected -1000000000 to 1000000000 pt")
        try expectRefused(
            ["units", "14", "--from", "sp", "--to", "dp", "--font-scale", "1e308"], "font scale \"1e308\": expected 0.1 to 10 times the default size")
        try expectRefused(["scale", "1e308", "--style", "body", "--category", "AX5"], "size \"1e308\": expected 1 to 10000 points")
        try expectRefused(["scale", "15", "--maximum", "1e-320"], "maximum \"1e-320\": expected 1 to 10000 points")
        try expectRefused(["tracking", "1e-320"], "size \"1e-320\": expected 1 to 10000 points")
        try expectRefused(["contrast", "#777", "#fff", "--size", "1e-320"], "--size \"1e-320\": expected a text size from 1 to 10000 points")
        // Quick-mode audit: 1e-320 pt made every label fit, exit 0.
        try expectRefused(
            ["audit", "Examples/overflow/Localizable.xcstrings", "--width", "100", "--size", "1e-320"], "size \"1e-320\": expected 1 to 10000 points")
        try expectRefused(
            ["audit", "Examples/overflow/Localizable.xcstrings", "--width", "1e-320"], "width \"1e-320\": expected 0.5 to 100000 points")
        // Was "inf×inf pt: passes Apple HIG".
        try expectRefused(
            ["target", "1e308x1e308"],
            "size '1e308x1e308': width and height must be at most 1000000, as any number in a screen file (ScreenLimits.maximumCoordinate)")
        try expectRefused(
            ["measure", "Hi", "--variations", "wght=0x10"],
            "variations 'wght=0x10': expected comma-separated AXIS=NUMBER settings, for example wght=650,wdth=90")
        // The largest values still convert: 1e9 pt is 3e9 px at @3x.
        let run = try legible(["units", "1e9", "--from", "pt", "--to", "px@3x"])
        #expect(run.status == 0)
        #expect(run.stdout == "1000000000 pt = 3000000000 px@3x\n")
    }

    @Test func aNullMatchIsNoGlob() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = folder.appendingPathComponent("layout.yaml")
        try Data("default:\n  width: 100\nlabels:\n  - match: null\n    width: 5\n".utf8).write(to: layout)
        // Was the glob "null": the rule matched no key and the audit ran without it.
        try expectRefused(
            ["audit", "Examples/overflow/Localizable.xcstrings", "--layout", layout.path],
            "\(layout.path):4:12: labels[0].match must be a key glob (text such as \"settings.*\") or a list of them, found null "
                + "(null in YAML is no value; write \"null\" in quotes for a key named null)")
    }

    @Test func anArgumentThatIsNotUTF8IsRefusedLikeTheSameBytesInAFile() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("strings.txt")
        try Data([0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: strings)  // "caf", then Latin-1 é
        try expectRefused(
            ["measure", "--strings", strings.path], "strings file '\(strings.path)' line 1, column 4: not valid UTF-8 text (byte 0xE9 is no UTF-8 here)")
        // Through a shell, which passes the bytes as they are (a Swift String cannot hold them).
        // Was measured as "caf\u{FFFD}", exit 0.
        let run = try runProcess(
            URL(fileURLWithPath: "/bin/sh"), ["-c", #"exec "$0" measure "$(printf 'caf\351')""#, legibleExecutable.path], directory: packageRoot)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "legible: argument 2 \"caf\u{FFFD}\": not valid UTF-8 text (arguments are read as UTF-8; the invalid bytes show as \u{FFFD})\n")
    }

    // MARK: Messages: what was wrong, cut short

    @Test(.tags(.slow), .skippedWhenQuick) func aHugeBadColourIsCutShortInTheMessage() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pairs = folder.appendingPathComponent("pairs.csv")
        // 1 MB rather than the 5 MB first reported: a debug build reads a 5 MB CSV line for seconds.
        try Data(("#" + String(repeating: "z", count: 1_000_000) + ",#fff\n").utf8).write(to: pairs)
        // Was the whole colour in the message.
        try expectRefused(
            ["contrast", "--pairs", pairs.path],
            "pairs file '\(pairs.path)' line 1: foreground \"#\(String(repeating: "z", count: 63))…\" (1000001 bytes, cut to the first 64 characters) "
                + "is not a colour: longer than the 1000 bytes a colour may have (ParsedColor.maximumLength). Accepted: \(Self.acceptedColours)")
    }

    @Test func aPreviewFolderThatCannotBeMadeIsNamedInWords() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file")
        try Data().write(to: file)
        // Was "The operation could not be completed. (NSCocoaErrorDomain error 512.)".
        try expectRefused(
            ["audit", "Examples/overflow/Localizable.xcstrings", "--width", "50", "--preview", file.path + "/previews"],
            "--preview '\(file.path)/previews': cannot make the directory: '\(file.path)' is a file")
        // Was: every preview written into the current directory.
        try expectRefused(
            ["audit", "Examples/overflow/Localizable.xcstrings", "--width", "50", "--preview", ""],
            "--preview '': expected a directory to write the previews into (--preview . for the current one)")
    }

    @Test func aNegativeNumberReachesItsOwnCheck() throws {
        // Was ArgumentParser's "Missing value for '--lines <lines>'".
        try expectRefused(["measure", "Save", "--width", "100", "--lines", "-1"], "lines -1: expected 0 (no limit) or more")
        try expectRefused(["audit", "Examples/overflow/Localizable.xcstrings", "--width", "100", "--lines", "-1"], "lines -1: expected 0 (no limit) or more")
        try expectRefused(
            ["measure", "Save", "--font", "Fonts/Noto/NotoSansCJK-Regular.ttc", "--face-index", "-1"],
            "font 'Fonts/Noto/NotoSansCJK-Regular.ttc': face index -1 out of range; the file has 10 faces (0…9)")
    }

    @Test func aBadFaceIndexAfterAHashIsNamed() throws {
        // Was "font 'Fonts/Noto/NotoSansCJK-Regular.ttc#-1': no such file".
        try expectRefused(
            ["measure", "Save", "--font", "Fonts/Noto/NotoSansCJK-Regular.ttc#-1"],
            "font 'Fonts/Noto/NotoSansCJK-Regular.ttc#-1': the face index after # must be a whole number from 0 "
                + "(path#index, such as Fonts/Noto/NotoSansCJK-Regular.ttc#2), and no file is named 'Fonts/Noto/NotoSansCJK-Regular.ttc#-1'")
        try expectRefused(
            ["audit", "Examples/overflow/Localizable.xcstrings", "--width", "100", "--font", "Fonts/Noto/NotoSansCJK-Regular.ttc#99"],
            "font 'Fonts/Noto/NotoSansCJK-Regular.ttc': face index 99 out of range; the file has 10 faces (0…9)")
        let run = try legible(["measure", "Save", "--font", "Fonts/Noto/NotoSansCJK-Regular.ttc#2"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Noto Sans CJK SC"))  // face 2 of the collection (Fonts/README.md)
    }

    // MARK: Fonts that are not what they claim

    @Test func aFontCutTo500BytesIsRefused() throws {
        var font = try DamagedFont(bundled: "Inter/Inter-roman.var.ttf")
        let firstBeyond = try #require(font.tables.first { $0.offset + $0.length > 500 })
        font.bytes = Array(font.bytes.prefix(500))
        let path = try font.write()
        // Was accepted and named in the report, every glyph from the fallbacks.
        for command in [["measure", "Save", "--font", path], ["audit", "Examples/overflow/Localizable.xcstrings", "--width", "100", "--font", path]] {
            try expectRefused(
                command,
                "font '\(path)': cut short: its '\(firstBeyond.tag)' table ends at byte \(firstBeyond.offset + firstBeyond.length) of a 500-byte file "
                    + "(a damaged or partly copied font)")
        }
    }

    @Test func aFontWithUnitsPerEm1IsRefused() throws {
        var font = try DamagedFont(bundled: "Noto/NotoSansHebrew-Regular.ttf")
        font.setUnitsPerEm(1)
        let path = try font.write()
        // Was measured with every advance 1000 times too wide.
        try expectRefused(["measure", "Save", "--font", path], "font '\(path)': unitsPerEm 1 is out of range: OpenType allows 16 to 16384")
    }

    // MARK: Standard output that cannot be written

    @Test func aFullDiskOrAFileSizeLimitOnStandardOutputExits2() throws {
        let full = try runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", #"exec "$0" type-scale --format json > /dev/full"#, legibleExecutable.path])
        #expect(full.status == 2)
        #expect(full.stderr == "legible: standard output: cannot write the report: No space left on device\n")
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("scale.json")
        // A 1-block file size limit (512 or 1024 bytes, by shell), SIGXFSZ ignored so that write(2) fails with EFBIG.
        let limited = try runProcess(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"trap "" XFSZ; ulimit -f 1; exec "$0" type-scale --format json > "$1""#, legibleExecutable.path, output.path])
        #expect(limited.status == 2)
        #expect(limited.stderr == "legible: standard output: cannot write the report: File too large\n")
        // What did get written is no complete JSON document, and the status says so.
        let written = try Data(contentsOf: output)
        #expect(written.count <= 1024)
        #expect((try? JSONSerialization.jsonObject(with: written)) == nil)
    }

    private static let acceptedColours =
        "#rgb, #rgba, #rrggbb, #rrggbbaa (the # is optional), rgb()/rgba() with 0–255 or percentages, hsl()/hsla(), color(srgb r g b), "
        + "color(srgb-linear r g b), color(display-p3 r g b), oklab(), oklch(), a CSS colour name such as rebeccapurple, or transparent "
        + "(any function may add an alpha, e.g. rgb(0 0 0 / 50%))"
}
