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
            (about 1 in 30 000) are opt-in (--deficiencies all). The threshold ΔE00 ≥ 10 sits \
            well above a just-noticeable difference (about 1–2), because chart series and status \
            colours are small marks seen apart; Okabe–Ito and Paul Tol's schemes pass it for \
            protan and deutan, red/green pairs do not. Each deficiency is simulated with its \
            default method (see `legible simulate --help`).

            --suggest proposes the smallest changes in OKLCH (lightness, chroma, hue) that make \
            the palette pass, moving only colours in failing pairs, keeping them in the sRGB gamut. \
            When it runs longer than a second and standard error is a terminal, it shows its \
            progress there (never in logs or pipes).

            At most 1,000 colours (PaletteLimits.maximumColors).

            Built-in palettes: --named okabe-ito, tol-bright, …; --list shows them all.

            Exit status: 0 when the palette passes, 1 when a check fails, 2 on bad input.

            Examples:
              legible palette --named okabe-ito
              legible palette "#d62728" "#2ca02c" "#1f77b4" --background white
              legible palette --named traffic-light --suggest
              legible palette "#e69f00" "#56b4e9" --deficiencies all --format json
              legible palette --list
            """)

    @Argument(help: ArgumentHelp("Palette colours (#rrggbb, rgb(), oklch(), CSS names …).", valueName: "color"))
    var colors: [String] = []

    @Option(help: ArgumentHelp("Check a built-in palette (see --list).", valueName: "name"))
    var named: String?

    @Flag(help: "List the built-in palettes and exit.")
    var list = false

    @Option(help: ArgumentHelp("Background colour; each palette colour must reach 3:1 against it.", valueName: "color"))
    var background: String?

    @Option(
        help: ArgumentHelp("Smallest CIEDE2000 allowed between two colours (default 10).", valueName: "N"),
        transform: { text in Parsed(text) { text throws(VisionError) in try PaletteCheck.minimumDeltaE(parsing: text, role: "--min-delta-e") } })
    var minDeltaE: Parsed<Double>?

    @Option(
        help: ArgumentHelp("Deficiencies to check: comma-separated protan, deutan, tritan, achroma, or all (default protan,deutan).", valueName: "list"),
        transform: Parsed<[Deficiency]>.deficiencies)
    var deficiencies: Parsed<[Deficiency]>?

    @Option(help: ArgumentHelp("Severity of the simulated deficiencies, 0–1 (default 1).", valueName: "S"), transform: Parsed<Double>.severity)
    var severity: Parsed<Double>?

    @Flag(help: "Propose the smallest OKLCH changes that make the palette pass.")
    var suggest = false

    @Option(help: "Report format: text, json or svg (swatches as each vision type sees them).")
    var format: PaletteCheckReport.Format = .text

    @OptionGroup var destination: ReportDestination

    func run() throws {
        try destination.refuseExisting()
        if list {
            guard colors.isEmpty, named == nil else { throw InputError("--list takes no colours and no --named") }
            guard let listFormat = PaletteListReport.Format(rawValue: format.rawValue) else {
                throw InputError("--list prints text or json, not \(format.rawValue)")
            }
            try destination.emit(PaletteListReport(), as: listFormat)
            return
        }
        let (entries, inputs, paletteName) = try palette()
        let severity = try severity?.value() ?? 1
        let deficiencies = try deficiencies?.value(option: "--deficiencies") ?? PaletteCheck.defaultDeficiencies
        let minimumDeltaE = try minDeltaE?.value() ?? PaletteCheck.defaultMinimumDeltaE
        let simulations = try CVDSimulation.simulations(for: deficiencies, severity: severity)
        let check = PaletteCheck(simulations: simulations, minimumDeltaE: minimumDeltaE, background: try backgroundColor(), minimumContrast: 3)
        let progress = SuggestionProgressLine.forStandardError()
        let report = PaletteCheckReport(
            checking: entries, with: check, inputs: inputs, paletteName: paletteName, suggesting: suggest,
            progress: { progress?.update($0) })
        progress?.finish()
        try destination.emit(report, as: format)
    }

    private func palette() throws -> ([PaletteColor], [String], String?) {
        if let named {
            guard colors.isEmpty else { throw InputError("palette: give colours or --named \(named), not both") }
            do {
                let palette = try NamedPalette.named(named)
                return (palette.colors, palette.colors.map(\.color.hex), palette.id)
            } catch {
                throw InputError(wrapping: error, prefix: "--named ")
            }
        }
        try PaletteLimits.default.check(colorCount: colors.count)
        guard colors.count >= 2 else {
            throw InputError("palette: expected at least two colours (or --named NAME; --list shows the built-in palettes), got \(colors.count)")
        }
        let backdrop = try backgroundColor()
        let entries = try colors.enumerated().map { index, text in
            var color: SRGBColor
            do {
                color = try SRGBColor(parsing: text)
            } catch {
                throw InputError("colour \(index + 1): \(error)")
            }
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

    private func backgroundColor() throws -> SRGBColor? {
        guard let background else { return nil }
        let color: SRGBColor
        do {
            color = try SRGBColor(parsing: background)
        } catch {
            throw InputError(wrapping: error, prefix: "--background: ")
        }
        guard color.isOpaque else { throw InputError("--background '\(background)': expected an opaque colour") }
        return color
    }
}

/// The suggestion search's progress on standard error, drawn only when standard error is a
/// terminal (nothing extra in CI logs and pipes), from one second into the search, at most ten
/// times a second, and erased when the search ends.
private final class SuggestionProgressLine {
    private let start = Date()
    private var lastDrawn = Date.distantPast
    private var drawn = false

    static func forStandardError() -> SuggestionProgressLine? {
        isatty(STDERR_FILENO) == 1 ? SuggestionProgressLine() : nil
    }

    func update(_ progress: PaletteSuggestion.Progress) {
        let now = Date()
        guard now.timeIntervalSince(start) >= 1, now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
        lastDrawn = now
        FileHandle.standardError.write(
            Data(
                "\rsuggesting: step \(progress.step) of at most \(progress.maximumSteps), \(progress.colorsFallingShort) colours still falling short\u{1B}[K"
                    .utf8))
        drawn = true
    }

    func finish() {
        if drawn { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
        drawn = false
    }
}
