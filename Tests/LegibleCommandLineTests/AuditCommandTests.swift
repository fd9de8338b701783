import Foundation
import LegibleTestSupport
import Testing

/// `legible audit` end to end on Examples/overflow and on small catalogs written for each test.
/// Expected widths come from hb-shape sums (see Tests/LegibleAuditTests/SampleAuditTests.swift).
struct AuditCommandTests {
    static let sample = ["audit", "Examples/overflow/Localizable.xcstrings", "--layout", "Examples/overflow/layout.yaml"]

    /// A scratch directory removed when the test ends.
    final class Scratch {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("legible-audit-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }

        func write(_ name: String, _ contents: String) throws -> String {
            let file = url.appendingPathComponent(name)
            try Data(contents.utf8).write(to: file)
            return file.path
        }
    }

    @Test func sampleTableListsFailuresFirstAndTheLargestFittingSizes() throws {
        let run = try legible(Self.sample)
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)  // no progress bar when standard error is not a terminal
        let lines = run.stdout.components(separatedBy: "\n")
        #expect(lines.first == "Overflowing labels")
        #expect(lines.contains("  de  error: fits up to xxLarge"))
        #expect(lines.contains { $0.hasPrefix("    xxxLarge    23  378.6    343      2      35.6") })
        #expect(lines.contains { $0.hasPrefix("  settings.notifications.button  AX3       xxLarge  AX2       all") })
        #expect(run.stdout.hasSuffix("25 labels at 12 sizes: 18 overflow; 18 errors, 0 warnings, 0 notes\n"))
    }

    @Test func boldTextBothReportsEveryLabelWithAndWithout() throws {
        let run = try legible(Self.sample + ["--bold-text", "both"])
        #expect(run.status == 1)
        let lines = run.stdout.components(separatedBy: "\n")
        // Without Bold Text the table's row is the same as in the sample's own test.
        #expect(lines.contains { $0.hasPrefix("  settings.notifications.button              AX3       xxLarge  AX2       all") })
        // Examples/overflow/README.md: with Bold Text the German button fits up to xLarge.
        #expect(lines.contains { $0.hasPrefix("  settings.notifications.button (Bold Text)  AX3       xLarge   AX2       all") })
        #expect(lines.contains { $0.hasPrefix("    xxLarge     21  352.9    343      2       9.9") })
        // The sample's Noto Sans CJK has no heavier face; Noto Sans Arabic's Bold serves Regular
        // (→ Semibold) but falls short of Semibold (→ Heavy) and Bold (→ Black).
        #expect(run.stdout.contains("[overflow.bold-text-face] Examples/overflow/../../Fonts/Noto/NotoSansCJK-Regular.ttc#2 [Semibold]"))
        #expect(!run.stdout.contains("NotoSansArabic-Regular.ttf [Semibold]"))
        #expect(run.stdout.contains("NotoSansArabic-Regular.ttf [Heavy]"))
        // The Arabic font the layout names lacks Latin letters: "Legible" in the Arabic title (and
        // the Latin sample name in shared.photos) fall back to the bundled Noto Sans CJK, Regular
        // only, so each such label gets its own warning with Bold Text (issue 20).
        #expect(
            run.stdout.contains(
                "warning: [overflow.bold-text-face] onboarding.title [ar bold-text] Chinese, Japanese and Korean: "
                    + "Bold Text draws Bold (700) as Black (900), but \"Legible\" was drawn by the bundled Chinese, Japanese and Korean fallback "
                    + "Fonts/Noto/NotoSansCJK-Regular.ttc#2"))
        #expect(run.stdout.hasSuffix("50 labels at 12 sizes: 37 overflow; 37 errors, 14 warnings, 0 notes\n"))
        let github = try legible(Self.sample + ["--bold-text", "on", "--format", "github"])
        #expect(github.stdout.contains("settings.notifications.button [de bold-text]"))
        #expect(!github.stdout.contains("[de]"))
    }

    /// Issue 20: `style: headline` without a weight is Headline at Semibold in the audit, as in
    /// `measure --style headline`; `--weight` still overrides, and `--emphasized` takes the
    /// style's emphasized weight. hb-shape sums (Tests/LegibleAuditTests/LabelFitTests.swift):
    /// "Benachrichtigungen anzeigen" in Inter Text is 40674 units of 2816 at wght 600 and 39412
    /// at 400; 17 pt at Large with SF Pro's −0.43 pt after each of the first 26 characters.
    @Test func aTextStyleIsAuditedAtItsOwnWeight() throws {
        let scratch = try Scratch()
        let catalog = try scratch.write("strings.csv", "key,text,locale\nk,Benachrichtigungen anzeigen,de\n")
        func largeWidth(_ flags: [String]) throws -> Double {
            let run = try legible(["audit", catalog, "--width", "400", "--format", "json"] + flags)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let label = try #require((document["labels"] as? [[String: Any]])?.first)
            let large = try #require((label["measurements"] as? [[String: Any]])?.first { $0["category"] as? String == "Large" })
            return try #require(large["requiredWidth"] as? Double)
        }
        let semibold = 40674.0 / 2816 * 17 - 0.43 * 26
        let regular = 39412.0 / 2816 * 17 - 0.43 * 26
        #expect(abs(try largeWidth(["--style", "headline"]) - semibold) < 0.01)
        #expect(abs(try largeWidth(["--style", "headline", "--weight", "regular"]) - regular) < 0.01)
        #expect(abs(try largeWidth(["--style", "body"]) - regular) < 0.01)
        #expect(abs(try largeWidth(["--style", "body", "--emphasized"]) - semibold) < 0.01)
        let measured = try legible(["measure", "Benachrichtigungen anzeigen", "--style", "headline", "--format", "json"])
        #expect(measured.status == 0)
        #expect(measured.stdout.contains("234.3") || measured.stdout.contains("234.4"), "\(measured.stdout)")
        let wrong = try legible(["audit", catalog, "--width", "400", "--size", "17", "--emphasized"])
        #expect(wrong.status == 2)
    }

    @Test func jsonHasEveryLabelAtEveryCategory() throws {
        let run = try legible(Self.sample + ["--format", "json"])
        #expect(run.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let labels = try #require(document["labels"] as? [[String: Any]])
        #expect(labels.count == 25)
        let german = try #require(labels.first { $0["key"] as? String == "settings.notifications.button" && $0["locale"] as? String == "de" })
        #expect(german["fitsUpTo"] as? String == "xxLarge")
        let measurements = try #require(german["measurements"] as? [[String: Any]])
        #expect(measurements.count == 12)
        let ax1 = try #require(measurements.first { $0["category"] as? String == "AX1" })
        #expect(abs((ax1["requiredWidth"] as? Double ?? 0) - (34021.0 / 2048 * 28 + 0.38 * 35)) < 0.01)
        #expect(ax1["availableWidth"] as? Double == 343)
        #expect(ax1["fits"] as? Bool == false)
        let fits = try #require(document["fits"] as? [[String: Any]])
        #expect(fits.contains { $0["key"] as? String == "settings.save" && $0["locale"] as? String == "zh-Hans" && $0["fitsUpTo"] as? String == "AX2" })
        let again = try legible(Self.sample + ["--format", "json"])
        #expect(again.stdout == run.stdout)  // stable order
    }

    @Test func sarifValidatesAgainstTheSchemaAndPointsAtTheCatalog() throws {
        let run = try legible(Self.sample + ["--format", "sarif"])
        #expect(run.status == 1)
        let fixtures = packageRoot.appendingPathComponent("Tests/LegibleReportingTests/Fixtures")
        let scratch = try Scratch()
        let log = try scratch.write("audit.sarif", run.stdout)
        let validator = Process()
        validator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        validator.arguments = [
            "python3", fixtures.appendingPathComponent("validate_sarif.py").path,
            fixtures.appendingPathComponent("sarif-schema-2.1.0.json").path, log,
        ]
        try validator.run()
        validator.waitUntilExit()
        #expect(validator.terminationStatus == 0)
        #expect(run.stdout.contains("\"uri\" : \"Examples/overflow/Localizable.xcstrings\""))
        #expect(run.stdout.contains("\"startLine\" : 45"))
    }

    @Test func junitAndGitHubFormats() throws {
        let junit = try legible(Self.sample + ["--format", "junit"])
        #expect(junit.status == 1)
        #expect(junit.stdout.contains("<testsuite name=\"overflow.label\" tests=\"18\" failures=\"18\""))
        let github = try legible(Self.sample + ["--format", "github"])
        #expect(github.stdout.contains("::error file=Examples/overflow/Localizable.xcstrings,line=45,col=23,"))
    }

    @Test func failOnTurnsLargerSizesIntoWarnings() throws {
        let scratch = try Scratch()
        // "Notification Settings" semibold in 343 pt: fits up to AX2, overflows from AX3.
        let catalog = try scratch.write("strings.json", #"{"button": "Notification Settings"}"#)
        let quick = ["audit", catalog, "--width", "343", "--weight", "semibold"]
        let lenient = try legible(quick + ["--fail-on", "AX2"])
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains("en  warning: fits up to AX2"))
        let strict = try legible(quick + ["--fail-on", "AX3"])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("en  error: fits up to AX2"))
    }

    @Test func baselineAcceptsKnownFindings() throws {
        let scratch = try Scratch()
        let report = try legible(Self.sample + ["--format", "json"])
        let baseline = try scratch.write("baseline.json", report.stdout)
        let run = try legible(Self.sample + ["--baseline", baseline])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("0 errors, 0 warnings, 0 notes; 18 suppressed by the baseline\n"))
    }

    @Test func legacyStringsFileTakesItsLocaleFromTheFolder() throws {
        let scratch = try Scratch()
        let folder = scratch.url.appendingPathComponent("de.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // UTF-16 with a byte order mark, as Xcode writes legacy .strings files.
        let text = "/* Save button */\n\"settings.save\" = \"Änderungen speichern\";\n"
        var bytes = Data([0xFF, 0xFE])
        bytes.append(text.data(using: .utf16LittleEndian) ?? Data())
        let file = folder.appendingPathComponent("Localizable.strings")
        try bytes.write(to: file)
        let run = try legible(["audit", file.path, "--width", "160", "--weight", "semibold", "--format", "json"])
        #expect(run.status == 1)  // "Änderungen speichern" overflows 160 pt from Small, as in the sample
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let label = try #require((document["labels"] as? [[String: Any]])?.first)
        #expect(label["locale"] as? String == "de")
        #expect(label["line"] as? Int == 2)
        #expect(label["fitsUpTo"] as? String == "xSmall")
    }

    @Test func pseudoLocalisationAddsThePseudoLocale() throws {
        let scratch = try Scratch()
        let catalog = try scratch.write("strings.json", #"{"title": "Settings"}"#)
        let run = try legible(["audit", catalog, "--width", "100", "--pseudo", "expand=40%", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let labels = try #require(document["labels"] as? [[String: Any]])
        let pseudo = try #require(labels.first { $0["locale"] as? String == "en-XA" })
        #expect(pseudo["text"] as? String == "[Šéţţîñĝš one]")
        #expect(pseudo["pseudo"] as? Bool == true)
    }

    @Test func previewWritesSVGsAndNeverReplacesFilesUnasked() throws {
        let scratch = try Scratch()
        let directory = scratch.url.appendingPathComponent("previews").path
        let first = try legible(Self.sample + ["--preview", directory])
        #expect(first.status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files.count == 18)  // one per overflowing label
        #expect(files.contains("settings.notifications.button.de.svg"))
        let svg = try String(contentsOfFile: directory + "/settings.notifications.button.de.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("<path d=\"M"))

        try Data("mine".utf8).write(to: URL(fileURLWithPath: directory + "/settings.save.de.svg"))
        let refused = try legible(Self.sample + ["--preview", directory])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("exists"))
        #expect(try String(contentsOfFile: directory + "/settings.save.de.svg", encoding: .utf8) == "mine")
        let forced = try legible(Self.sample + ["--preview", directory, "--force"])
        #expect(forced.status == 1)
        #expect(try String(contentsOfFile: directory + "/settings.save.de.svg", encoding: .utf8).hasPrefix("<svg"))
    }

    /// A catalog of `count` labels that overflow 100 pt at every size.
    func overflowingCatalog(_ count: Int, in scratch: Scratch) throws -> String {
        let entries = (0..<count).map { #""label.\#($0)": "An overflowing label, number \#($0), with many words in it""# }
        return try scratch.write("strings.json", "{" + entries.joined(separator: ",") + "}")
    }

    /// Interrupted while it writes previews, `legible audit` removes the temporary file it was
    /// writing and exits 128 + the signal; the previews already in place are whole, and nothing
    /// is printed. Issue 25: SIGHUP, SIGPIPE, SIGUSR1, SIGALRM and SIGXCPU left the temporary file.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGUSR1, SIGALRM, SIGXCPU].map { ($0, 128 + $0) })
    func interruptedPreviewsLeaveNoTemporaryFile(signal: Int32, status: Int32) throws {
        let scratch = try Scratch()
        let catalog = try overflowingCatalog(1000, in: scratch)  // at most 1,000 previews (LabelPreviewPlan.defaultMaximumPreviews)
        let directory = scratch.url.appendingPathComponent("previews")
        let output = try scratch.write("stdout", "")
        let process = Process()
        process.executableURL = legibleExecutable
        process.arguments = ["audit", catalog, "--width", "100", "--preview", directory.path]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Signal as soon as a temporary file shows: a preview is being written.
        let deadline = Date().addingTimeInterval(300)
        func temporaryFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".tmp") }
        }
        while process.isRunning, Date() < deadline, temporaryFiles().isEmpty { usleep(500) }
        try #require(process.isRunning, "finished before a preview was being written")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(temporaryFiles().isEmpty, "left behind: \(temporaryFiles())")
        for file in files {
            let svg = try String(contentsOfFile: directory.appendingPathComponent(file).path, encoding: .utf8)
            #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"), "\(file) is not whole")
        }
        #expect(try String(contentsOfFile: output, encoding: .utf8).isEmpty)
    }

    /// A preview name that even --force does not replace (a folder, a named pipe, a device)
    /// stops the run with exit 2 before any preview is written (issue 25: a folder at the sixth
    /// name stopped the run after five previews were written), and leaves no temporary file.
    @Test func aPreviewNameThatIsNoRegularFileStopsTheRunBeforeAnyIsWritten() throws {
        let scratch = try Scratch()
        let catalog = try overflowingCatalog(20, in: scratch)
        let directory = scratch.url.appendingPathComponent("previews")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("label.5.en.svg"), withIntermediateDirectories: true)
        #expect(mkfifo(directory.appendingPathComponent("label.7.en.svg").path, 0o644) == 0)
        let run = try legible(["audit", catalog, "--width", "100", "--preview", directory.path, "--force"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == "legible: --preview: '\(directory.path)/label.5.en.svg' is a directory, not a regular file (and 1 more); "
                + "--force replaces only regular files\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.sorted() == ["label.5.en.svg", "label.7.en.svg"])
    }

    /// A dangling symbolic link at a preview's name is something there: without --force it is
    /// not replaced (issue 25: it was), with --force the link is.
    @Test func aDanglingLinkAtAPreviewNameIsReplacedOnlyWithForce() throws {
        let scratch = try Scratch()
        let catalog = try overflowingCatalog(3, in: scratch)
        let directory = scratch.url.appendingPathComponent("previews")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let link = directory.appendingPathComponent("label.1.en.svg").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: scratch.url.appendingPathComponent("nowhere").path)
        let refused = try legible(["audit", catalog, "--width", "100", "--preview", directory.path])
        #expect(refused.status == 2)
        #expect(refused.stderr == "legible: --preview: '\(link)' exists; use --force to replace the previews\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["label.1.en.svg"])
        let forced = try legible(["audit", catalog, "--width", "100", "--preview", directory.path, "--force"])
        #expect(forced.status == 1)
        #expect(try String(contentsOfFile: link, encoding: .utf8).hasPrefix("<svg"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == nil)
    }

    /// Without --force, an existing preview stops the run before any file is written.
    @Test func existingPreviewIsFoundBeforeAnythingIsWritten() throws {
        let scratch = try Scratch()
        let catalog = try overflowingCatalog(20, in: scratch)
        let directory = scratch.url.appendingPathComponent("previews")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: directory.appendingPathComponent("label.19.en.svg"))
        let run = try legible(["audit", catalog, "--width", "100", "--preview", directory.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("label.19.en.svg' exists"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["label.19.en.svg"])
    }

    @Test(arguments: [
        (["audit"], "give at least one string catalog"),
        (["audit", "Examples/overflow/Localizable.xcstrings"], "give --layout FILE, or --width POINTS"),
        (["audit", "missing.xcstrings", "--width", "100"], "missing.xcstrings"),
        (["audit", "Examples/overflow/Localizable.xcstrings", "--layout", "Examples/overflow/layout.yaml", "--width", "100"], "not both"),
        (["audit", "Examples/overflow/Localizable.xcstrings", "--width", "100", "--format", "pdf"], "format 'pdf'"),
        (["audit", "Examples/overflow/Localizable.xcstrings", "--width", "100", "--fail-on", "huge"], "huge"),
        (["audit", "Examples/overflow/Localizable.xcstrings", "--width", "-3"], "width"),
        (["audit", "Examples/overflow/Localizable.xcstrings", "--width", "100", "--style", "tiny"], "text style \"tiny\": expected one of Large Title"),
        (["audit", "Examples/overflow/Localizable.xcstrings", "--width", "100", "--pseudo", "expand=lots"], "expand 'lots'"),
        (["audit", "Examples/overflow/Localizable.xcstrings", "--width", "100", "--font", "/nonexistent.ttf"], "/nonexistent.ttf"),
        (["audit", "Examples/overflow/Localizable.xcstrings", "--width", "100", "--baseline", "nope.json"], "baseline 'nope.json'"),
        (
            ["audit", "Examples/overflow/Localizable.xcstrings", "--width", "100", "--bold-text", "sometimes"],
            "Bold Text setting \"sometimes\": expected one of off, on, both"
        ),
    ])
    func badInputExitsTwoWithNothingOnStandardOutput(arguments: [String], message: String) throws {
        let run = try legible(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "stderr: \(run.stderr)")
    }

    @Test func malformedCatalogAndLayoutNameFileLineAndColumn() throws {
        let scratch = try Scratch()
        let catalog = try scratch.write(
            "Broken.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"localizations\" : }\n  }\n}\n")
        let broken = try legible(["audit", catalog, "--width", "100"])
        #expect(broken.status == 2)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.contains("Broken.xcstrings:4:"))
        let layout = try scratch.write("layout.yaml", "default:\n  width: wide\n")
        let badLayout = try legible(["audit", "Examples/overflow/Localizable.xcstrings", "--layout", layout])
        #expect(badLayout.status == 2)
        #expect(badLayout.stdout.isEmpty)
        #expect(badLayout.stderr.contains("layout.yaml:2:10"))
    }
}
