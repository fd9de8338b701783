import ArgumentParser
import Foundation
import Legible

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Simulate colour-vision deficiency for colours or a PNG image.",
        discussion: """
            Shows colours (or a whole screenshot) as people with protanopia, deuteranopia, \
            tritanopia or achromatopsia see them, computed in linear RGB.

            Methods: Brettel 1997 (two half-planes, Judd–Vos-corrected Smith & Pokorny cones, \
            475/575 nm anchors for protan and deutan, 485/660 nm for tritan), Viénot 1999 (one \
            plane; protan and deutan) and Machado 2009 (severity 0–1, interpolating the published \
            0.1 steps). Defaults: Viénot for protan/deutan at severity 1, Machado below 1, Brettel \
            for tritan, luminance for achroma. Brettel and Viénot below severity 1 mix linearly \
            with the original.

            Colours: legible simulate "#d62728" "#2ca02c" --deficiency deutan
            Images:  legible simulate screen.png --deficiency deutan -o screen-deutan.png
            A PNG of any colour type or bit depth is read; the output is an 8-bit RGBA PNG with \
            alpha kept. An existing output file is replaced only with --force.

            Exit status: 0 on success, 2 on bad input.
            """)

    @Argument(help: ArgumentHelp("Colours (#rrggbb, rgb(), hsl(), oklch(), CSS names …) or one PNG file.", valueName: "color-or-png"))
    var inputs: [String] = []

    @Option(
        help: ArgumentHelp("protan, deutan, tritan, achroma, a comma-separated list, or all (default: all for colours; one is required for an image).", valueName: "deficiency"),
        transform: Parsed<[Deficiency]>.deficiencies)
    var deficiency: Parsed<[Deficiency]>?

    @Option(help: ArgumentHelp("brettel, vienot or machado (default: chosen per deficiency and severity).", valueName: "method"))
    var method: Parsed<SimulationMethod>?

    @Option(help: ArgumentHelp("From 0 (normal) to 1 (complete dichromacy); default 1.", valueName: "S"), transform: Parsed<Double>.severity)
    var severity: Parsed<Double>?

    @Option(name: .shortAndLong, help: ArgumentHelp("Output PNG path (images only).", valueName: "out.png"))
    var output: String?

    @Flag(help: "Replace the output PNG if it exists.")
    var force = false

    @Option(help: "Report format: text or json.")
    var format: ColorSimulationReport.Format = .text

    func run() throws {
        guard !inputs.isEmpty else {
            throw InputError("simulate: expected one or more colours, or one PNG file")
        }
        let severity = try severity?.value() ?? 1
        let method = try method?.value(option: "--method")
        if inputs.contains(where: { $0.lowercased().hasSuffix(".png") }) {
            try simulateImage(severity: severity, method: method)
        } else {
            try simulateColors(severity: severity, method: method)
        }
    }

    private func simulations(severity: Double, method: SimulationMethod?, default fallback: [Deficiency]) throws -> [CVDSimulation] {
        let deficiencies = try deficiency?.value(option: "--deficiency") ?? fallback
        return try CVDSimulation.simulations(for: deficiencies, method: method, severity: severity)
    }

    private func simulateColors(severity: Double, method: SimulationMethod?) throws {
        if output != nil { throw InputError("-o/--output applies to PNG images only; the inputs are colours") }
        let colors = try ColorSimulationReport.colors(parsing: inputs)
        let report = ColorSimulationReport(colors: colors, simulations: try simulations(severity: severity, method: method, default: Deficiency.allCases))
        for warning in report.warnings { StandardError.write("warning: \(warning)") }
        try emit(report, as: format)
    }

    private func simulateImage(severity: Double, method: SimulationMethod?) throws {
        guard inputs.count == 1, let path = inputs.first else {
            throw InputError("simulate: give one PNG file, or colours only (got \(inputs.count) inputs including a PNG)")
        }
        guard let output else {
            throw InputError("simulate '\(path)': an image needs -o OUTPUT.png for the simulated copy")
        }
        guard let deficiency else {
            throw InputError("simulate '\(path)': choose one --deficiency (protan, deutan, tritan or achroma) for an image")
        }
        let chosen = try simulations(severity: severity, method: method, default: [])
        guard chosen.count == 1, let simulation = chosen.first else {
            throw InputError("--deficiency '\(deficiency)': an image takes exactly one deficiency")
        }
        guard output.lowercased().hasSuffix(".png") else {
            throw InputError("-o '\(output)': expected a path ending in .png")
        }
        if !force { try OutputFile.refuseExisting(output, option: "-o") }
        guard FileManager.default.fileExists(atPath: path) else {
            throw InputError("PNG file '\(path)': no such file")
        }
        var image = try RGBAImage(contentsOfPNGFile: path)
        simulation.simulateRGBA8(&image.pixels)
        let handlers = TemporaryFileCleanup.install()
        defer { handlers.restore() }
        do {
            try image.writePNG(toFile: output, replacingExisting: force, temporaryFile: TemporaryFileCleanup.follow)
        } catch {
            throw InputError("-o '\(output)': cannot write: \(error.message)")
        }
        let report = ImageSimulationReport(input: path, output: output, width: image.width, height: image.height, simulation: simulation)
        for warning in report.warnings { StandardError.write("warning: \(warning)") }
        try emit(report, as: ImageSimulationReport.Format(rawValue: format.rawValue) ?? .text)
    }
}
