import ArgumentParser
import Foundation
import Legible

struct PaletteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "palette",
        abstract: "Check that a palette stays distinguishable under colour-vision deficiency.",
        discussion: """
            For normal vision and each deficiency, computes CIEDE2000 (CIELAB, D65 white) between \
            every pair of colours as seen under it, and reports the minimum, the closest pair and \
            every pair below --min-delta-e. With --background, each colour must also reach 3:1 \
            against it (WCAG 2.2 SC 1.4.11, non-text contrast).

            Defaults and why: protan and deutan are checked because red–green deficiencies \
            affect about 8% of men and 0.5% of women; tritan (about 1 in 10 000) and achroma \
            (about 1 in 30 000) are opt-in (--deficiencies all). The threshold ΔE00 10 sits \
            well above a just-noticeable difference (about 1–2), because chart series and status \
            colours are small marks seen apart; Okabe–Ito and Paul Tol's schemes pass it for \
            protan and deutan, red/green pairs do not. Each deficiency is simulated with its \
            default method (see `legible simulate --help`).

            --suggest proposes the smallest changes in OKLCH (lightness, chroma, hue) that make \
            the palette pass, moving only colours in failing pairs, keeping them in the sRGB gamut.

            Built-in palettes: --named okabe-ito, tol-bright, …; --list shows them all.

            Exit status: 0 when the palette passes, 1 when a check fails, 2 on bad input.
            """)

    @Argument(help: ArgumentHelp("Palette colours (#rrggbb, rgb(), oklch(), CSS names …).", valueName: "color"))
    var colors: [String] = []

    @Option(help: ArgumentHelp("Check a built-in palette (see --list).", valueName: "name"))
    var named: String?

    @Flag(help: "List the built-in palettes and exit.")
    var list = false

    @Option(help: ArgumentHelp("Background colour; each palette colour must reach 3:1 against it.", valueName: "color"))
    var background: String?

    @Option(help: ArgumentHelp("Smallest CIEDE2000 allowed between two colours (default 10).", valueName: "N"))
    var minDeltaE: String?

    @Option(help: ArgumentHelp("Deficiencies to check: comma-separated protan, deutan, tritan, achroma, or all (default protan,deutan).", valueName: "list"))
    var deficiencies: String?

    @Option(help: ArgumentHelp("Severity of the simulated deficiencies, 0–1 (default 1).", valueName: "S"))
    var severity: String?

    @Flag(help: "Propose the smallest OKLCH changes that make the palette pass.")
    var suggest = false

    @Option(help: "Report format: text, json or svg (swatches as each vision type sees them).")
    var format: PaletteFormat = .text

    enum PaletteFormat: String, CaseIterable, ExpressibleByArgument {
        case text, json, svg
    }

    func run() throws {
        if list {
            guard colors.isEmpty, named == nil else { throw InputError("--list takes no colours and no --named") }
            print(try listing())
            return
        }
        let (entries, inputs, paletteName) = try palette()
        let check = try makeCheck()
        let report = check.evaluate(entries)
        let suggestion = suggest ? check.suggest(for: entries) : nil
        let output = PaletteReportOutput(report: report, inputs: inputs, paletteName: paletteName, suggestion: suggestion)
        let text: String
        switch format {
        case .text: text = output.text()
        case .json: text = try output.json()
        case .svg: text = (suggestion?.report ?? report).svg()
        }
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
        if !report.passes { throw ChecksFailed() }
    }

    private func palette() throws -> ([PaletteColor], [String], String?) {
        if let named {
            guard colors.isEmpty else { throw InputError("palette: give colours or --named \(named), not both") }
            do {
                let palette = try NamedPalette.named(named)
                return (palette.colors, palette.colors.map(\.color.hex), palette.id)
            } catch {
                throw InputError("--named \(error.description)")
            }
        }
        guard colors.count >= 2 else {
            throw InputError("palette: expected at least two colours (or --named NAME; --list shows the built-in palettes), got \(colors.count)")
        }
        let backdrop = try backgroundColor()
        let entries = try colors.enumerated().map { index, text in
            var color = try VisionArguments.color(text, role: "colour \(index + 1)")
            if !color.isOpaque {
                guard let backdrop else {
                    throw InputError("colour \(index + 1) '\(text)' is translucent; give --background so it can be composited")
                }
                color = color.composited(over: backdrop)
            }
            return PaletteColor(color: color)
        }
        return (entries, colors, nil)
    }

    private func makeCheck() throws -> PaletteCheck {
        let severity = try VisionArguments.severity(severity)
        let deficiencies = try deficiencies.map { try VisionArguments.deficiencies($0, option: "--deficiencies") }
            ?? PaletteCheck.defaultDeficiencies
        var threshold = PaletteCheck.defaultMinimumDeltaE
        if let minDeltaE {
            guard let value = Double(minDeltaE), value.isFinite, value >= 0 else {
                throw InputError("--min-delta-e '\(minDeltaE)': expected a CIEDE2000 value of 0 or more, such as 10")
            }
            threshold = value
        }
        let simulations = try VisionArguments.simulations(deficiencies, method: nil, severity: severity)
        return PaletteCheck(simulations: simulations, minimumDeltaE: threshold, background: try backgroundColor(), minimumContrast: 3)
    }

    private func backgroundColor() throws -> SRGBColor? {
        guard let background else { return nil }
        let color = try VisionArguments.color(background, role: "--background")
        guard color.isOpaque else { throw InputError("--background '\(background)': expected an opaque colour") }
        return color
    }

    private struct PaletteListing: Encodable {
        let id: String
        let colors: [String]
        let names: [String]
        let source: String
    }

    private func listing() throws -> String {
        switch format {
        case .json:
            return try JSONOutput.string([
                "palettes": NamedPalette.all.map {
                    PaletteListing(id: $0.id, colors: $0.colors.map(\.color.hex), names: $0.colors.map { $0.name ?? "" }, source: $0.source)
                }
            ])
        case .svg:
            throw InputError("--list prints text or json, not svg")
        case .text:
            return NamedPalette.all.map { palette in
                VisionArguments.padded(palette.id, 22) + palette.colors.map(\.color.hex).joined(separator: " ")
                    + "\n" + String(repeating: " ", count: 22) + palette.source
            }.joined(separator: "\n")
        }
    }
}
