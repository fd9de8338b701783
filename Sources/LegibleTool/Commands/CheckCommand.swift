import ArgumentParser
import Foundation
import LegibleDesignCheck
import LegibleTokens

extension DesignCheckReport.Format: ExpressibleByArgument {}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a design system's colours: every declared pair and palette, in every appearance.",
        discussion: """
            Reads the configuration (legible.yaml, else legible.json, in the current directory, \
            unless CONFIG is given) and the sources it lists: W3C design token files, Xcode \
            asset catalogs and Android res folders, resolved in light, dark and each with \
            Increase Contrast. Paths in the configuration are relative to it.

            Each pair (names or globs: color.text.*) is measured in each appearance as \
            `legible contrast` measures it: the WCAG 2.2 ratio with translucency resolved (a \
            translucent background over white in light, black in dark, or its backdrop:), \
            against what its use:, style: (at the Large size) or size: and weight: need at the \
            configured level, with the APCA Lc as advice. With Increase Contrast on, a pair that \
            contrasts no more than without it gets a note; at level AAA, text below 7:1 a warning. \
            Palettes are checked for protanopia and deuteranopia (ΔE00 ≥ 10) and 3:1 against their \
            background in each appearance.

            --suggest finds the closest passing colour for the unlocked token of each failing \
            pair (lock: keeps brand colours), one change per token definition, each passing every \
            pair and palette the token is in, in every appearance that definition serves.

            Formats: text (a matrix, failures first), json, sarif, junit, github (each finding \
            at the file, line and column where the colour is defined) and html (one \
            self-contained page with swatches; write it with --output).

            Exit status: 0 when every pair and palette passes, 1 when one fails, 2 on bad input \
            (a malformed file names the file, line and column; nothing is printed on standard output).

            Examples:
              legible check
              legible check Examples/design-system/legible.yaml --suggest
              legible check --format sarif > legible.sarif
              legible check --format html --suggest --output colours.html
            """)

    @Argument(help: ArgumentHelp("The configuration (default: legible.yaml, else legible.json, here).", valueName: "config"))
    var config: String?

    @Option(help: "Report format: text, json, sarif, junit, github or html.")
    var format: DesignCheckReport.Format = .text

    @Flag(help: "Suggest the closest passing colours for the unlocked tokens of failing pairs.")
    var suggest = false

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Replace the --output file if it exists.")
    var force = false

    func run() throws {
        if let output { try OutputFile.checkDestination(output, force: force, option: "--output") }
        // `legible.yaml` rather than `./legible.yaml`: the paths in messages start from it.
        let file = try config ?? Self.defaultConfiguration()
        let report = try DesignCheckReport(configurationFile: file, suggesting: suggest)
        guard let output else {
            try emit(report, as: format)
            return
        }
        try OutputFile.write(report.rendered(as: format), to: output, replacingExisting: force, option: "--output")
        if report.fails { throw ChecksFailed() }
    }

    /// `legible.yaml` (else `legible.json`) here, or an error that says none was found and
    /// what writes one.
    private static func defaultConfiguration() throws(InputError) -> String {
        guard let name = CheckConfiguration.defaultFileNames.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw InputError(
                "check: no configuration found (legible.yaml or legible.json in this folder); `legible init` writes a starter legible.yaml here, or give the configuration's path"
            )
        }
        return name
    }
}
