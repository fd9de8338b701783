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
