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

            Rules: target.size.<platform> (error; under wcag-aa an undersized target passing the \
            spacing exception is a note), target.tabbar.width (error: width ÷ tabs under the \
            minimum), target.tabbar.count (warning: not 3–5 tabs, ios and android), \
            target.spacing (error: under 24×24 and its 24-unit circle intersects another target \
            or circle, WCAG 2.5.8), target.overlap (warning: hit areas overlap).

            Exit status: 0 no errors (warnings too with --strict), 1 a check failed, 2 bad input.
            """)

    @Argument(help: ArgumentHelp("Screen description (JSON), or - for standard input.", valueName: "screen.json"))
    var screenPath: String

    @Option(help: "Whose minimum size applies.")
    var platform: TargetPlatform = .ios

    @OptionGroup var pixels: PixelDensityOptions

    @Option(help: "Report format: text, or json (an array of findings: id, rule, severity, message).")
    var format: ReportFormat = .text

    @Option(help: ArgumentHelp("Also draw the screen as SVG, failures in red.", valueName: "out.svg"))
    var svg: String?

    @Flag(help: "Overwrite the --svg file if it exists.")
    var force = false

    @Flag(help: "Fail (exit 1) on warnings as well as errors.")
    var strict = false

    func run() throws {
        if let svg, !force, FileManager.default.fileExists(atPath: svg) {
            throw InputError("--svg '\(svg)': the file exists; pass --force to overwrite it")
        }
        var screen = try Self.readScreen(screenPath)
        if let density = try pixels.pixelDensity() {
            screen = screen.logical(fromPixels: density)
        }
        let audit = ScreenAudit(screen: screen, platform: platform)
        let report = format == .json ? try JSONOutput.string(audit.findings) : Self.text(for: audit)
        if let svg {
            try Self.write(audit.svg(), to: svg, overwriting: force)
        }
        print(report)
        let failing: Severity = strict ? .warning : .error
        if audit.findings.contains(where: { $0.severity >= failing }) { throw ChecksFailed() }
    }

    /// The screen file, its problems worded as `legible targets` always has:
    /// `screen file 'x.json': elements[0].frame (line 3, column 13): missing key "width"`.
    private static func readScreen(_ path: String) throws -> Screen {
        let text = try InputFile.readText(path, role: "screen file")
        do {
            return try Screen(parsing: text, file: path)
        } catch {
            let name = path == "-" ? "screen file (standard input)" : "screen file '\(path)'"
            let position = error.position.map { "line \($0.line), column \($0.column)" }
            guard let field = error.codingPath else {
                throw InputError("\(name): \(position.map { "\($0): " } ?? "")\(error.message)")
            }
            let place = position.map { " (\($0))" } ?? ""
            throw InputError(field.isEmpty ? "\(name): \(error.message)\(place)" : "\(name): \(field)\(place): \(error.message)")
        }
    }

    private static func write(_ text: String, to path: String, overwriting: Bool) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: overwriting ? [.atomic] : [.withoutOverwriting])
        } catch {
            throw InputError("--svg '\(path)': cannot write the file (\(error.localizedDescription))")
        }
    }

    /// `1 element`, `2 elements`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// One line per finding, then a summary.
    private static func text(for audit: ScreenAudit) -> String {
        let platform = audit.platform
        let interactive = audit.screen.elements.filter(\.isInteractive).count
        var lines = [
            "\(audit.screen.name ?? "Screen"): \(interactive) interactive of \(count(audit.screen.elements.count, "element")), "
                + "\(platform.guideline) minimum \(platform.minimum) \(platform.unit.symbol)"
        ]
        lines += audit.findings.map { "\($0.severity.rawValue): \($0.id): \($0.message) [\($0.rule)]" }
        let counts = [Severity.error, .warning, .note].map { severity in
            count(audit.findings.filter { $0.severity == severity }.count, severity.rawValue)
        }
        lines.append(audit.findings.isEmpty ? "no findings: \(count(audit.targets.count, "target")) checked" : counts.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }
}
