import ArgumentParser
import Foundation
import LegibleReporting
import LegibleTargets

struct TargetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "targets",
        abstract: "Check every touch target on a screen: sizes, overlaps, WCAG 2.5.8 spacing, tab bars.",
        discussion: """
            The screen file is JSON: {"name": …, "size": {"width", "height"}, "elements": [ … ]}, \
            or just the array of elements. Each element has an "id", a "frame" {"x", "y", \
            "width", "height"} in pt (dp, CSS px), and optionally "hitAreaInsets" (one number or \
            {"top", "left", "bottom", "right"}; positive grows the hit area outward), \
            "interactive": false (skipped), and "role": "tabBar" with "tabCount". With --scale or \
            --density the lengths are device pixels and are converted first.

            Platforms: ios (ipados) 44×44 pt, android 48×48 dp, wcag-aa 24×24, wcag-aaa 44×44 CSS \
            px, and the HIG's default control sizes of watchos 44×44, visionos 60×60, tvos 66×66 \
            and macos 28×28 pt.

            Rules: target.size.<platform> (error; under wcag-aa an undersized target passing the \
            spacing exception is a note), target.tabbar.width (error: width ÷ tabs under the \
            minimum), target.tabbar.count (warning: not 3–5 tabs, ios and android), \
            target.spacing (error: under 24×24 and its 24-unit circle intersects another target \
            or circle, WCAG 2.5.8), target.overlap (warning: hit areas overlap; 10 listed per \
            element, the rest counted).

            Limits: a screen file of at most 32 MiB, 100,000 elements (each tab counted), 1,000 \
            tabs per tab bar, and numbers of at most 1,000,000 in magnitude.

            --output FILE writes the report to FILE; --preview DIR draws the screen as SVG \
            (failures in red) into DIR/NAME.svg (--svg FILE names the file itself).

            Exit status: 0 no errors (warnings too with --strict), 1 a check failed, 2 bad input.

            Examples:
              legible targets Examples/targets/checkout.json
              legible targets Examples/targets/checkout.json --platform wcag-aa \\
                  --format sarif
              legible targets screen.json --scale 3 --strict --preview previews
            """)

    @Argument(help: ArgumentHelp("Screen description (JSON), or - for standard input.", valueName: "screen.json"))
    var screenPath: String

    @Option(help: "Whose minimum size applies.")
    var platform: TargetPlatform = .ios

    @OptionGroup var pixels: PixelDensityOptions

    @Option(help: "Report format: text, json (an array of findings: id, rule, severity, message), sarif, junit or github.")
    var format: TargetsReport.Format = .text

    @Option(help: ArgumentHelp("Also draw the screen as SVG, failures in red.", valueName: "out.svg"))
    var svg: String?

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Write the screen drawn as SVG (failures in red) into this directory, as NAME.svg after the screen file.", valueName: "dir"))
    var preview: String?

    @Flag(help: "Replace the --output, --svg and --preview files if they exist.")
    var force = false

    @Flag(help: "Fail (exit 1) on warnings as well as errors.")
    var strict = false

    func run() throws {
        if let svg { try OutputFile.checkDestination(svg, force: force, option: "--svg") }
        if let output { try OutputFile.checkDestination(output, force: force, option: "--output") }
        let previewFile = try previewPath()
        if let previewFile { try OutputFile.checkDestination(previewFile, force: force, option: "--preview") }
        let screen = try readScreen()
        let report = TargetsReport(
            screen: screen, platform: platform, density: try pixels.pixelDensity(),
            policy: FailurePolicy(threshold: strict ? .warning : .error))
        if let svg { try OutputFile.write(report.audit.svg(), to: svg, replacingExisting: force, option: "--svg") }
        if let preview, let previewFile {
            try AuditPreviewWriter.makeDirectory(preview, option: "--preview '\(preview)'")
            try OutputFile.write(report.audit.svg(), to: previewFile, replacingExisting: force, option: "--preview")
        }
        try emitReport(report, as: format, output: output, force: force)
    }

    /// `--preview DIR`'s file: DIR/NAME.svg, NAME the screen file's name without its extension
    /// (`screen` for standard input).
    private func previewPath() throws(InputError) -> String? {
        guard let preview else { return nil }
        guard !preview.isEmpty else { throw InputError("--preview '': expected a directory (--preview . for the current one)") }
        let stem = screenPath == "-" ? "screen" : URL(fileURLWithPath: screenPath).deletingPathExtension().lastPathComponent
        return URL(fileURLWithPath: preview).appendingPathComponent(stem + ".svg").path
    }

    /// The screen file, its problems worded as `legible targets` always has:
    /// `screen file 'x.json': elements[0].frame (line 3, column 13): missing key "width"`.
    private func readScreen() throws -> Screen {
        let isStandardInput = screenPath == "-"
        do {
            var screen = try Screen(contentsOfFile: isStandardInput ? "/dev/stdin" : screenPath)
            if isStandardInput { screen.file = nil }  // findings have no file to point into
            return screen
        } catch {
            let name = isStandardInput ? "screen file (standard input)" : "screen file '\(screenPath)'"
            let position = error.position.map { "line \($0.line), column \($0.column)" }
            guard let field = error.codingPath else {
                throw InputError("\(name): \(position.map { "\($0): " } ?? "")\(error.message)")
            }
            let place = position.map { " (\($0))" } ?? ""
            throw InputError(field.isEmpty ? "\(name): \(error.message)\(place)" : "\(name): \(field)\(place): \(error.message)")
        }
    }
}
