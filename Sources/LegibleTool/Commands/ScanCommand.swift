import ArgumentParser
import Foundation
import LegibleAudit
import LegibleDesignCheck
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTokens
import LegibleTypeScale

extension ScanReport.Format: ExpressibleByArgument {}

struct ScanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract:
            "Read the app's own screens (storyboards, xibs, Android layouts, SwiftUI, UIKit, Objective-C and Compose code) and check every element.",
        discussion: """
            Finds the interface files under each PATH (default: the scan: paths of legible.yaml, \
            else the current folder) with the string catalogs, asset catalogs and Android \
            resources beside them, and checks every element the files declare: text at a fixed \
            size (text.fixed-size, with the nearest text style), text styles that do not follow \
            size changes (text.not-live), text that shrinks instead of wrapping (text.shrinks), \
            labels that overflow their width in some language at some text size (overflow.label, \
            measured exactly as `legible audit` measures), controls under 44x44 pt or 48x48 dp \
            (target.small, worded as `legible targets`), and text colours against the background \
            behind them in every appearance (contrast.text, measured as `legible check`). \
            `legible rules` lists every rule; Documentation/Scan.md says what is recognised, \
            Documentation/SwiftScan.md what is read in Swift code.

            --cache FILE keeps what was read from each Swift file, keyed by its path and a hash \
            of its text, so a scan parses only the files that changed. --build-plugin (the \
            LegibleBuild plugin) prints compiler diagnostics with error findings as warnings \
            and exits 0, unless legible.yaml says scan: failBuild: true.

            Configuration: legible.yaml (else legible.json) in the first PATH's folder or the \
            nearest folder above it up to the repository root, else in the current folder, or \
            --config FILE: its scan: section switches rules off or re-grades them, sets screen widths for \
            widths tied to the screen, excludes paths and ignores elements by object id, with a \
            reason; its sources: give colours too.

            --emit-layout FILE writes the layout spec the scan derived for the labels it audited \
            (one entry per key, each with a comment naming its element), which `legible audit \
            --layout FILE` accepts; Android labels go to a second file, FILE with -android \
            before its extension.

            The text report lists errors and warnings; it counts notes (placeholders code \
            replaces, widths not known) and lists them with --notes, then counts the findings \
            of each rule. JSON, SARIF, JUnit, GitHub and HTML have every finding; JSON and \
            SARIF carry each finding's details (fonts, sizes, ratios) as its properties.

            Exit status: 0 when no finding is an error, 1 when one is, 2 on bad input (a \
            malformed file names the file, line and column).

            Examples:
              legible scan
              legible scan App android/app/src/main --format sarif --output scan.sarif
              legible scan --baseline scan-baseline.json --emit-layout derived-layout.yaml
            """
    )

    @Argument(help: "Files and folders to scan (default: legible.yaml's scan: paths, else the current folder).")
    var paths: [String] = []

    @Option(help: ArgumentHelp("The configuration file (default: legible.yaml, else legible.json, here when there is one).", valueName: "file"))
    var config: String?

    @Option(
        help:
            "Report format: text, json, sarif, junit, github, html (the findings by file, and a preview of each overflowing label) or compiler (file:line:column: warning: … [rule])."
    )
    var format: ScanReport.Format = .text

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "List notes in the text report too (it lists errors and warnings and counts notes; the other formats have every finding).")
    var notes = false

    @Option(help: ArgumentHelp("Accept the findings of an earlier --format json report.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Write the layout spec derived for the audited labels to this file.", valueName: "file"))
    var emitLayout: String?

    @Option(help: ArgumentHelp("Keep what was read from Swift files in this file, and read unchanged files from it.", valueName: "file"))
    var cache: String?

    @Flag(help: "Run as the build-tool plugin: compiler diagnostics, errors as warnings unless scan: failBuild: true.")
    var buildPlugin = false

    /// The build plugin's stamp, an input of its build command that every run rewrites, so
    /// SwiftPM never finds the command up to date and replays the findings on every build.
    @Option(help: .hidden)
    var rerunStamp: String?

    @Flag(help: "Replace the --output and --emit-layout files if they exist, and a --cache file that is not a scan cache.")
    var force = false

    @Option(parsing: .unconditional, help: "How many threads read files and measure labels, 1 to 1024 (default: the number of cores).")
    var jobs: String?

    func run() async throws {
        try checkDistinctFiles()
        defer { if let rerunStamp { _ = FileManager.default.createFile(atPath: rerunStamp, contents: Data("\(Date())\n".utf8)) } }
        if let output { try OutputFile.checkDestination(output, force: force, option: "--output") }
        if let cache, let refusal = SwiftScanCache.refusal(of: cache, replacingOtherFiles: force) { throw InputError("--cache '\(cache)' \(refusal)") }
        if let emitLayout {
            try OutputFile.checkDestination(emitLayout, force: force, option: "--emit-layout")
            try OutputFile.checkDestination(Self.androidLayoutPath(emitLayout), force: force, option: "--emit-layout")
        }
        let configuration = try readConfiguration()
        var baseline: Baseline?
        if let path = self.baseline {
            do { baseline = try Baseline(contentsOfFile: path) } catch { throw InputError(wrapping: error) }
        }
        var options = AuditOptions()
        if let jobs {
            do { options.concurrency = try AuditOptions.concurrency(parsing: jobs, role: "--jobs") } catch { throw InputError(wrapping: error) }
        }
        let swiftCache = cache.map { SwiftScanCache(file: $0) }
        let scanner = ProjectScanner(paths: paths, configuration: configuration, readers: ScanReaders.all(swiftCache: swiftCache), auditOptions: options)
        var report: ScanReport
        do {
            report = try await scanner.scan()
            try swiftCache?.save()
        } catch {
            throw InputError(wrapping: error)
        }
        if let baseline { report.applyBaseline(baseline) }
        report.listsNotes = notes
        if let emitLayout {
            if let ios = report.derivedLayoutSpec(for: .iOS) {
                try OutputFile.write(ios, to: emitLayout, replacingExisting: force, option: "--emit-layout")
            }
            if let android = report.derivedLayoutSpec(for: .android) {
                try OutputFile.write(android, to: Self.androidLayoutPath(emitLayout), replacingExisting: force, option: "--emit-layout")
            }
        }
        if buildPlugin {
            var text = ""
            report.writeCompilerDiagnostics(errorsAsWarnings: !configuration.failBuild, to: &text)
            print(text, terminator: "")
            if configuration.failBuild, report.findings.count(of: .error) > 0 { throw ChecksFailed() }
            return
        }
        guard let output else {
            try emitAndExit(report, as: format)
        }
        try OutputFile.write(report.rendered(as: format), to: output, replacingExisting: force, option: "--output")
        if report.fails { throw ChecksFailed() }
    }

    /// The files this run writes must differ, checked before anything is written:
    /// `--output X --emit-layout X` wrote the layout spec, then refused the report, leaving X.
    private func checkDistinctFiles() throws(InputError) {
        var files: [(option: String, path: String)] = []
        if let output { files.append(("--output", output)) }
        if let emitLayout { files += [("--emit-layout", emitLayout), ("--emit-layout", Self.androidLayoutPath(emitLayout))] }
        if let cache { files.append(("--cache", cache)) }
        for (index, file) in files.enumerated() {
            let standard = URL(fileURLWithPath: file.path).standardizedFileURL.path
            if let earlier = files[..<index].first(where: { URL(fileURLWithPath: $0.path).standardizedFileURL.path == standard }) {
                throw InputError("\(earlier.option) and \(file.option) name the same file '\(file.path)'; give each its own file")
            }
        }
    }

    /// `--config`, else the nearest `legible.yaml` or `legible.json` in the first path's folder
    /// or above it (up to the repository root), else here, else the defaults.
    private func readConfiguration() throws(InputError) -> ScanConfiguration {
        let file = config ?? ScanConfiguration.file(forScanning: paths)
        guard let file else { return ScanConfiguration() }
        do { return try ScanConfiguration(contentsOfFile: file) } catch { throw InputError(wrapping: error) }
    }

    /// `layout.yaml` → `layout-android.yaml`.
    static func androidLayoutPath(_ path: String) -> String {
        let ext = (path as NSString).pathExtension
        let base = ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
        return base + "-android" + (ext.isEmpty ? "" : "." + ext)
    }
}
