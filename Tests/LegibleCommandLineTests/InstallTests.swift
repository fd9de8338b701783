import Foundation
import LegibleTestSupport
import Testing

/// A `legible` outside the checkout: the binary copied into PREFIX/bin with the fonts in
/// PREFIX/share/legible, as `make install` lays them out, run with the checkout hidden (an empty
/// tmpfs mounted over it in a private mount namespace, `unshare -r -m`), so nothing can come
/// from the checkout the binary was built in.
@Suite("Install: a copied or installed binary works with the checkout gone")
struct InstallTests {
    /// A measurement that needs the bundled fonts (Inter, and Noto Sans Arabic as fallback).
    static let measureArguments = ["measure", "Settings مرحبا", "--style", "body", "--format", "json"]

    @Test(.enabled(if: HiddenCheckout.isAvailable, "unshare -r -m (a private mount namespace) is not available here"))
    func copiedBinaryFindsFontsInShareLegibleWithTheCheckoutHidden() throws {
        let expected = try legible(Self.measureArguments)
        #expect(expected.status == 0, "\(expected.stderr)")
        try withPrefix(fonts: true) { binary in
            let run = try HiddenCheckout.run(binary, Self.measureArguments)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == expected.stdout, "the installed copy should measure with the same fonts")
        }
    }

    /// The negative case, so the test above cannot pass by finding the checkout after all.
    @Test(.enabled(if: HiddenCheckout.isAvailable, "unshare -r -m (a private mount namespace) is not available here"))
    func copiedBinaryWithoutItsShareFolderSaysWhereItLooked() throws {
        try withPrefix(fonts: false) { binary in
            let run = try HiddenCheckout.run(binary, Self.measureArguments)
            #expect(run.status == 2)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.contains("cannot find the Fonts/ directory"), "\(run.stderr)")
            #expect(run.stderr.contains("share/legible/Fonts"))
        }
    }

    /// `LEGIBLE_FONTS_DIR` still comes first, ahead of a share folder that has the fonts.
    @Test(.enabled(if: HiddenCheckout.isAvailable, "unshare -r -m (a private mount namespace) is not available here"))
    func fontsDirectoryVariableOverridesTheShareFolder() throws {
        try withPrefix(fonts: true) { binary in
            let run = try HiddenCheckout.run(binary, Self.measureArguments, fontsDirectory: "/nonexistent-legible-fonts")
            #expect(run.status == 2)
            #expect(run.stderr.contains("/nonexistent-legible-fonts"), "\(run.stderr)")
        }
    }

    /// `make install PREFIX=…` (a release build: minutes), then the installed binary with the
    /// checkout hidden, the man page, the completions, and `make uninstall` leaving nothing.
    /// Slow, so only with LEGIBLE_SLOW_TESTS=1.
    @Test(
        .enabled(if: ProcessInfo.processInfo.environment["LEGIBLE_SLOW_TESTS"] == "1", "set LEGIBLE_SLOW_TESTS=1 to run make install"),
        .enabled(if: HiddenCheckout.isAvailable, "unshare -r -m (a private mount namespace) is not available here"))
    func makeInstallThenUninstall() throws {
        let prefix = NSTemporaryDirectory() + "legible-prefix-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        // Its own build folder: the running `swift test` holds .build's lock, which a `make install`
        // there waits for forever. Kept between runs, so only the first is a whole release build.
        let scratch = packageRoot.appendingPathComponent(".build-install").path
        let install = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["make", "install", "PREFIX=\(prefix)", "INSTALL_SCRATCH=\(scratch)"], directory: packageRoot)
        #expect(install.status == 0, "\(install.stderr)")
        let files = [
            "bin/legible", "share/legible/Fonts/Inter/Inter-roman.var.ttf", "share/legible/Tables/dynamic-type-ios.csv",
            "share/man/man1/legible.1", "share/bash-completion/completions/legible", "share/zsh/site-functions/_legible",
            "share/fish/vendor_completions.d/legible.fish",
        ]
        for file in files {
            #expect(FileManager.default.fileExists(atPath: "\(prefix)/\(file)"), "make install should write \(file)")
        }
        let manual = try String(contentsOfFile: "\(prefix)/share/man/man1/legible.1", encoding: .utf8)
        #expect(manual.contains(".Nm legible") || manual.contains("legible"))
        #expect(manual.contains("contrast"))
        try Self.expectManualReadsBack("\(prefix)/share/man/man1/legible.1")
        let expected = try legible(Self.measureArguments)
        let run = try HiddenCheckout.run("\(prefix)/bin/legible", Self.measureArguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == expected.stdout)
        let uninstall = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["make", "uninstall", "PREFIX=\(prefix)"], directory: packageRoot)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        for file in files {
            #expect(!FileManager.default.fileExists(atPath: "\(prefix)/\(file)"), "make uninstall should remove \(file)")
        }
    }

    /// The installed page as `man` shows it: the help's non-ASCII text whole (ΔE00 ≥ 10 from
    /// `legible palette`, Viénot from `legible simulate`, 0.85x…2x from the Android options), and
    /// not one warning from groff (the generated page had 66 "Empty input line" warnings).
    static func expectManualReadsBack(_ page: String) throws {
        let man = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["LANG=C.UTF-8", "LC_ALL=C.UTF-8", "MANWIDTH=80", "man", "--warnings", "-l", page])
        #expect(man.status == 0, "\(man.stderr)")
        #expect(man.stderr.isEmpty, "man should print no warnings:\n\(man.stderr.prefix(2000))")
        // man breaks and hyphenates lines: compare the words with the spacing collapsed.
        let text = man.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for phrase in ["ΔE00 ≥ 10", "Viénot", "0.85x…2x"] {
            #expect(text.contains(phrase), "the man page should show \(phrase)")
        }
    }

    /// Documentation/man-page-utf8.pl on a page written by hand as generate-manual writes one:
    /// every non-ASCII character dropped from the text lines and the `.Nd` argument, and blank
    /// lines between paragraphs. The fixed page shows the characters again, through groff, with
    /// no warning; no release build needed (`make install` runs the same script).
    @Test(.enabled(if: Self.hasGroff, "groff and perl are not installed"))
    func manPageScriptPutsTheNonASCIITextBack() throws {
        let help = ##"{"command": {"abstract": "Viénot 1999, ΔE00 ≥ 10.", "discussion": "Scales 0.85x…2x.\n\n  legible palette \"#d55e00\" → Okabe–Ito"}}"##
        let page = """
            .Dd December 2, 2026
            .Dt LEGIBLE 1
            .Os
            .Sh NAME
            .Nm legible
            .Nd "Vinot 1999, E00  10."
            .Sh DESCRIPTION
            Scales 0.85x2x.

              legible palette "#d55e00"  OkabeIto

            """
        try ScratchFolder.with(["help.json": help, "legible.1": page]) { folder in
            let fixed = try runProcess(
                URL(fileURLWithPath: "/usr/bin/env"),
                ["perl", packageRoot.appendingPathComponent("Documentation/man-page-utf8.pl").path, folder.file("help.json"), folder.file("legible.1")])
            #expect(fixed.status == 0, "\(fixed.stderr)")
            #expect(!fixed.stdout.contains { !$0.isASCII }, "the page should hold groff escapes, not raw UTF-8")
            #expect(!fixed.stdout.contains("\n\n"), "no blank lines")
            let groff = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["groff", "-ww", "-mandoc", "-Tutf8"], input: Data(fixed.stdout.utf8))
            #expect(groff.stderr.isEmpty, "groff should print no warnings: \(groff.stderr)")
            // groff -Tutf8 marks bold and underlined text with backspaces: drop them.
            let shown = groff.stdout.replacingOccurrences(of: ".\u{8}", with: "", options: .regularExpression)
            let words = shown.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for phrase in ["Viénot 1999, ΔE00 ≥ 10.", "Scales 0.85x…2x.", "legible palette \"#d55e00\" → Okabe–Ito"] {
                #expect(words.contains(phrase), "\(phrase) in: \(words)")
            }
        }
    }

    static let hasGroff: Bool = {
        (try? runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["sh", "-c", "command -v groff && command -v perl"]))?.status == 0
    }()

    /// Copies the test build's `legible` into a new PREFIX/bin, and the checkout's fonts into
    /// PREFIX/share/legible/Fonts when `fonts`, then runs `body` with the copied binary's path.
    private func withPrefix(fonts: Bool, _ body: (String) throws -> Void) throws {
        let prefix = NSTemporaryDirectory() + "legible-prefix-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try fileManager.copyItem(atPath: legibleExecutable.path, toPath: prefix + "/bin/legible")
        if fonts {
            try fileManager.createDirectory(atPath: prefix + "/share/legible", withIntermediateDirectories: true)
            try fileManager.copyItem(atPath: packageRoot.appendingPathComponent("Fonts").path, toPath: prefix + "/share/legible/Fonts")
        }
        try body(prefix + "/bin/legible")
    }
}

/// Runs a program with the checkout hidden under an empty tmpfs, in a private mount namespace.
enum HiddenCheckout {
    static let isAvailable: Bool = {
        #if os(Linux)
        guard let run = try? runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["unshare", "-r", "-m", "true"]) else { return false }
        return run.status == 0
        #else
        return false
        #endif
    }()

    /// Runs `binary` with `arguments` from `/` with the checkout hidden and `LEGIBLE_FONTS_DIR`
    /// unset (or set to `fontsDirectory`); exit status 97 means the checkout was still visible.
    static func run(_ binary: String, _ arguments: [String], fontsDirectory: String? = nil) throws -> ProcessRun {
        let script = """
            mount -t tmpfs tmpfs "$1" || exit 98
            [ -e "$1/Package.swift" ] && exit 97
            cd / && unset LEGIBLE_FONTS_DIR
            [ -n "$2" ] && export LEGIBLE_FONTS_DIR="$2"
            shift 2
            exec "$@"
            """
        let run = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["unshare", "-r", "-m", "sh", "-c", script, "sh", packageRoot.path, fontsDirectory ?? "", binary] + arguments)
        #expect(run.status != 97 && run.status != 98, "the checkout could not be hidden")
        return run
    }
}
