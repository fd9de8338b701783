import Foundation
import LegibleTestSupport
import Testing

/// End-to-end runs of `legible contrast`, checked against published WCAG and APCA values.
@Suite("Command line: contrast")
struct ContrastCommandTests {
    private func json(_ run: ProcessRun) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        return try #require(object as? [String: Any])
    }

    private func scratchFile(_ contents: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pairs-\(UUID().uuidString).csv")
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    // MARK: Single pairs

    @Test func greyOnWhiteFailsAAAndShowsTruncatedRatio() throws {
        // #777 on white is 4.478:1 (WebAIM, axe-core): fails AA, passes AA large.
        let run = try legible(["contrast", "#777", "white"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("#777777 on #ffffff: 4.47:1"))
        #expect(run.stdout.contains("FAILS AA normal text"))
        #expect(run.stdout.contains("7:1 is better"))
        #expect(run.stderr.isEmpty)
    }

    @Test func lightestPassingGreyPasses() throws {
        let run = try legible(["contrast", "#767676", "#FFF"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("4.54:1"))
        #expect(run.stdout.contains("passes AA normal text"))
    }

    @Test func nearMissNeverShowsAsFourPointFive() throws {
        // #0078d7 on white is 4.4989:1 (axe-core#494): must fail and must not display 4.50:1.
        let run = try legible(["contrast", "#0078d7", "#fff"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("4.49:1"))
        #expect(!run.stdout.contains("4.50"))
    }

    @Test func extremesAndIdenticalColours() throws {
        let max = try legible(["contrast", "black", "white", "--format", "json"])
        #expect(max.status == 0)
        #expect(try json(max)["ratio"] as? Double == 21)
        let same = try legible(["contrast", "#abcdef", "#ABCDEF", "--format", "json"])
        #expect(same.status == 1)
        #expect(try json(same)["ratio"] as? Double == 1)
    }

    @Test func jsonHasTheContractKeys() throws {
        let run = try legible(["contrast", "#777", "white", "--format", "json"])
        #expect(run.status == 1)
        let object = try json(run)
        #expect(object["foreground"] as? String == "#777777")
        #expect(object["background"] as? String == "#ffffff")
        let ratio = try #require(object["ratio"] as? Double)
        #expect(abs(ratio - 4.478089453577214) < 1e-12)
        let wcag = try #require(object["wcag"] as? [String: Bool])
        #expect(wcag == ["AA": false, "AALarge": true, "AAA": false, "AAALarge": false, "nonText": true])
        #expect(object["apca"] == nil && object["suggestion"] == nil)
        // Sorted keys, as the contract promises.
        let keys = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == keys.sorted())
    }

    @Test func levelAndTextSizeDecideTheRequirement() throws {
        #expect(try legible(["contrast", "#767676", "white", "--level", "AAA"]).status == 1)
        #expect(try legible(["contrast", "#767676", "white", "--level", "aaa", "--text", "large"]).status == 0)
        #expect(try legible(["contrast", "#777", "white", "--text", "large"]).status == 0)
        #expect(try legible(["contrast", "#777", "white", "--text", "non-text"]).status == 0)
        // Large text: 18 pt, or 14 pt bold (WCAG's glossary), with iOS points taken as WCAG's points
        // as the HIG's Accessibility table does; CSS pixels convert at 1 pt = 4/3 px (Understanding
        // SC 1.4.3: "14pt and 18pt are equivalent to approximately 18.5px and 24px").
        #expect(try legible(["contrast", "#777", "white", "--size", "18"]).status == 0)
        #expect(try legible(["contrast", "#777", "white", "--size", "18pt"]).status == 0)
        #expect(try legible(["contrast", "#777", "white", "--size", "24px"]).status == 0)
        #expect(try legible(["contrast", "#777", "white", "--size", "18css-pt"]).status == 0)
        #expect(try legible(["contrast", "#777", "white", "--size", "23px"]).status == 1)
        #expect(try legible(["contrast", "#777", "white", "--size", "17.99"]).status == 1)
        #expect(try legible(["contrast", "#777", "white", "--size", "14pt", "--weight", "700"]).status == 0)
        #expect(try legible(["contrast", "#777", "white", "--size", "18.67px", "--weight", "bold"]).status == 0)
        #expect(try legible(["contrast", "#777", "white", "--size", "18.66px", "--weight", "bold"]).status == 1)
        #expect(try legible(["contrast", "#777", "white", "--size", "13.9", "--weight", "bold"]).status == 1)
        #expect(try legible(["contrast", "#777", "white", "--size", "17", "--weight", "600"]).status == 1)
    }

    @Test func translucentColours() throws {
        // A fully transparent foreground has no contrast at all.
        let invisible = try legible(["contrast", "transparent", "white", "--format", "json"])
        #expect(invisible.status == 1)
        #expect(try json(invisible)["ratio"] as? Double == 1)
        // White on a 40 % black scrim: worst case over white, where the scrim is #999999.
        let scrim = try legible(["contrast", "white", "rgb(0 0 0 / 40%)"])
        #expect(scrim.status == 1)
        #expect(scrim.stdout.contains("worst case over #ffffff"))
        #expect(scrim.stdout.contains("#999999"))
        #expect(scrim.stdout.contains("#ffffff on #00000066"))
        // Over a dark backdrop the same scrim passes.
        let dark = try legible(["contrast", "white", "rgb(0 0 0 / 40%)", "--backdrop", "#000"])
        #expect(dark.status == 0)
    }

    @Test func displayP3IsMappedAndSaysSo() throws {
        let run = try legible(["contrast", "color(display-p3 1 0 0)", "white"])
        #expect(run.stdout.contains("outside sRGB"))
        #expect(run.stdout.contains("gamut mapping"))
        #expect(run.status == 1)
    }

    @Test func apcaAddsPublishedLc() throws {
        // apca-w3 test: #888 on #fff is Lc 63.056469930209424.
        let run = try legible(["contrast", "#888", "#fff", "--apca", "--format", "json"])
        let apca = try #require(try json(run)["apca"] as? [String: Any])
        let lc = try #require(apca["Lc"] as? Double)
        #expect(abs(lc - 63.056469930209424) < 1e-9)
        let sizes = try #require(apca["minimumFontSizes"] as? [String: Any])
        #expect(sizes.count == 9)
        #expect(sizes["400"] as? Double == 23)
        let text = try legible(["contrast", "#888", "#fff", "--apca"])
        #expect(text.stdout.contains("APCA Lc 63.1"))
        #expect(text.stdout.contains("not part of WCAG 2"))
    }

    @Test func suggestionPassesWhenFedBack() throws {
        let run = try legible(["contrast", "#0078d7", "white", "--level", "AAA", "--suggest", "--format", "json"])
        #expect(run.status == 1)
        let suggestion = try #require(try json(run)["suggestion"] as? [String: Any])
        let foreground = try #require(suggestion["foreground"] as? [String: Any])
        let color = try #require(foreground["color"] as? String)
        #expect(try #require(foreground["ratio"] as? Double) >= 7)
        #expect(foreground["deltaEOK"] is Double)
        #expect(suggestion["background"] is NSNull)  // no background lightness reaches 7:1 with #0078d7
        let fedBack = try legible(["contrast", color, "white", "--level", "AAA"])
        #expect(fedBack.status == 0)
    }

    // MARK: Pairs files

    @Test func pairsFileGivesAnArrayInInputOrder() throws {
        let file = try scratchFile("foreground,background\n#777,#fff\n\"rgb(0, 0, 0)\",white\nhsl(0 0% 46.3%),#ffffff\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try legible(["contrast", "--pairs", file.path, "--format", "json"])
        #expect(run.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["foreground"] as? String } == ["#777777", "#000000", "#767676"])
        #expect(array.map { $0["passes"] as? Bool } == [false, true, true])
    }

    @Test func pairsFromStandardInputAllPassing() throws {
        let run = try legible(["contrast", "--pairs", "-"], input: "#767676,white\nrgb(0,0,0),white\n\n")
        #expect(run.status == 0)
        #expect(run.stdout.contains("2 pairs checked against AA normal text (1.4.3, 4.5:1): 2 pass, 0 fail."))
    }

    @Test(arguments: [
        "\u{FEFF}foreground,background\r\n#767676,#fff\r\n",
        "FG,BG\n#767676,#fff\n",
        "Text colour, Background\n  #767676 ,  white  \n",
        "#767676,#fff",
    ])
    func pairsFileVariants(contents: String) throws {
        let run = try legible(["contrast", "--pairs", "-", "--format", "json"], input: contents)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 1)
        #expect(array.first?["foreground"] as? String == "#767676")
    }

    // MARK: Bad input: exit 2, nothing on standard output, a message naming the input

    @Test(arguments: [
        (["contrast", "#12", "white"], ["foreground", "\"#12\"", "3, 4, 6 or 8 digits", "rgb()", "color(display-p3"]),
        (["contrast", "#fff", "bleu"], ["background", "\"bleu\"", "did you mean blue?"]),
        (["contrast", "rgb(1, 2)", "white"], ["foreground", "\"rgb(1, 2)\"", "takes 3 values"]),
        (["contrast", "#fff"], ["expected a foreground and a background"]),
        (["contrast"], ["expected a foreground and a background"]),
        (["contrast", "#fff", "#000", "--pairs", "x.csv"], ["not both"]),
        (["contrast", "#fff", "#000", "--weight", "700"], ["--weight needs --size"]),
        (["contrast", "#fff", "#000", "--size", "big"], ["--size \"big\"", "24px"]),
        (["contrast", "#fff", "#000", "--size=-3"], ["--size \"-3\""]),
        (["contrast", "#fff", "#000", "--size", "18", "--text", "large"], ["--text and --size"]),
        (["contrast", "#fff", "#000", "--size", "18", "--weight", "5000"], ["weight \"5000\"", "1 to 1000"]),
        (["contrast", "#fff", "#000", "--backdrop", "#0008"], ["--backdrop", "opaque"]),
        (["contrast", "#fff", "#000", "--backdrop", "nope"], ["--backdrop", "\"nope\""]),
        (["contrast", "#fff", "#000", "--level", "AAAA"], ["AAAA"]),
        (["contrast", "#fff", "#000", "--text", "huge"], ["huge"]),
        (["contrast", "--pairs", "/no/such/pairs.csv"], ["pairs file '/no/such/pairs.csv'", "no such file"]),
    ])
    func badInputExitsTwoWithAClearMessage(arguments: [String], mentions: [String]) throws {
        let run = try legible(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        for mention in mentions {
            #expect(run.stderr.contains(mention), "stderr: \(run.stderr)")
        }
    }

    @Test(arguments: [
        ("#fff,#000\n#767676,white\n#12,white\n", ["line 3", "foreground", "\"#12\""]),
        ("#fff,#000,#777\n", ["line 1", "found 3 fields"]),
        ("#fff\n", ["line 1", "found 1 field"]),
        ("\"#fff,#000\n", ["line 1", "not closed"]),
        ("foreground,background\n", ["no colour pairs"]),
        ("", ["no colour pairs"]),
        ("white,rgb(0 0 0\n", ["line 1", "background", "closing parenthesis"]),
    ])
    func badPairsFileNamesTheLine(contents: String, mentions: [String]) throws {
        // Earlier good rows must not be printed when a later row is bad.
        let run = try legible(["contrast", "--pairs", "-"], input: contents)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("pairs file standard input"))
        for mention in mentions {
            #expect(run.stderr.contains(mention), "stderr: \(run.stderr)")
        }
    }

    @Test func helpDescribesTheContract() throws {
        let run = try legible(["contrast", "--help"])
        #expect(run.status == 0)
        for phrase in [
            "--pairs", "--level", "--text", "--size", "--weight", "--backdrop", "--apca", "--suggest", "--format", "Exit status", "not part of WCAG 2",
        ] {
            #expect(run.stdout.contains(phrase), "help should mention \(phrase)")
        }
    }
}
