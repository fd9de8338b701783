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

            For colours, --output FILE writes the report to FILE. For an image, -o/--output \
            FILE.png is the simulated copy for one deficiency, and --preview DIR writes one copy \
            per deficiency (DIR/NAME-deutan.png …). A PNG of any colour type or bit depth is \
            read; the output is an 8-bit RGBA PNG with alpha kept. An existing output file is \
            replaced only with --force.

            Examples:
              legible simulate "#d62728" "#2ca02c" --deficiency deutan
              legible simulate "#0072b2" "#e69f00" --severity 0.6 --format json
              legible simulate screen.png --deficiency deutan -o screen-deutan.png
              legible simulate screen.png --deficiency all --preview simulated

            Exit status: 0 on success, 2 on bad input.
            """)

    @Argument(help: ArgumentHelp("Colours (#rrggbb, rgb(), hsl(), oklch(), CSS names …) or one PNG file.", valueName: "color-or-png"))
    var inputs: [String] = []

    @Option(
        help: ArgumentHelp(
            "protan, deutan, tritan, achroma, a comma-separated list, or all (default: all for colours; one is required for an image).", valueName: "deficiency"
        ),
        transform: Parsed<[Deficiency]>.deficiencies)
    var deficiency: Parsed<[Deficiency]>?

    @Option(help: ArgumentHelp("brettel, vienot or machado (default: chosen per deficiency and severity).", valueName: "method"))
    var method: Parsed<SimulationMethod>?

    @Option(help: ArgumentHelp("From 0 (normal) to 1 (complete dichromacy); default 1.", valueName: "S"), transform: Parsed<Double>.severity)
    var severity: Parsed<Double>?

    @Option(name: .shortAndLong, help: ArgumentHelp("Colours: write the report to this file. An image: the simulated PNG.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("An image: write one simulated PNG per deficiency into this directory.", valueName: "dir"))
    var preview: String?

    @Flag(help: "Replace the output files if they exist.")
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
        if preview != nil { throw InputError("--preview applies to a PNG image; the inputs are colours (--output FILE writes the report)") }
        if let output, output.lowercased().hasSuffix(".png") {
            // A report in a file named .png is never what was meant: the simulated image needs an image.
            throw InputError(
                "-o/--output '\(output)': the inputs are colours, whose report --output writes; a simulated .png comes from a PNG image input (PNG images only)"
            )
        }
        if let output { try OutputFile.checkDestination(output, force: force, option: "--output") }
        let colors = try ColorSimulationReport.colors(parsing: inputs)
        let report = ColorSimulationReport(colors: colors, simulations: try simulations(severity: severity, method: method, default: Deficiency.allCases))
        for warning in report.warnings { StandardError.write("warning: \(warning)") }
        try emitReport(report, as: format, output: output, force: force)
    }

    private func simulateImage(severity: Double, method: SimulationMethod?) throws {
        guard inputs.count == 1, let path = inputs.first else {
            throw InputError("simulate: give one PNG file, or colours only (got \(inputs.count) inputs including a PNG)")
        }
        guard output != nil || preview != nil else {
            throw InputError("simulate '\(path)': an image needs -o OUTPUT.png for the simulated copy, or --preview DIR for one copy per deficiency")
        }
        guard output == nil || preview == nil else {
            throw InputError("simulate '\(path)': give -o OUTPUT.png (one deficiency) or --preview DIR, not both")
        }
        guard let deficiency else {
            throw InputError(
                preview == nil
                    ? "simulate '\(path)': choose one --deficiency (protan, deutan, tritan or achroma) for an image"
                    : "simulate '\(path)': choose --deficiency (protan, deutan, tritan, achroma, a list or all) for the images")
        }
        let chosen = try simulations(severity: severity, method: method, default: [])
        let destinations: [(CVDSimulation, String, String)]
        if let output {
            guard chosen.count == 1, let simulation = chosen.first else {
                throw InputError("--deficiency '\(deficiency)': -o takes exactly one deficiency (--preview DIR writes one image per deficiency)")
            }
            guard output.lowercased().hasSuffix(".png") else {
                throw InputError("-o '\(output)': expected a path ending in .png")
            }
            destinations = [(simulation, output, "-o")]
        } else {
            let folder = preview ?? "."
            guard !folder.isEmpty else { throw InputError("--preview '': expected a directory (--preview . for the current one)") }
            let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            destinations = chosen.map { simulation in
                let name = "\(stem)-\(simulation.deficiency.rawValue).png"
                return (simulation, URL(fileURLWithPath: folder).appendingPathComponent(name).path, "--preview")
            }
        }
        for (_, file, option) in destinations { try OutputFile.checkDestination(file, force: force, option: option) }
        guard FileManager.default.fileExists(atPath: path) else {
            throw InputError("PNG file '\(path)': no such file")
        }
        let original = try RGBAImage(contentsOfPNGFile: path)
        if let preview { try AuditPreviewWriter.makeDirectory(preview, option: "--preview '\(preview)'") }
        var reports: [ImageSimulationReport] = []
        for (simulation, file, option) in destinations {
            var image = original
            simulation.simulateRGBA8(&image.pixels)
            let handlers = TemporaryFileCleanup.install()
            defer { handlers.restore() }
            do {
                try image.writePNG(toFile: file, replacingExisting: force, temporaryFile: TemporaryFileCleanup.follow)
            } catch {
                throw InputError("\(option) '\(file)': cannot write: \(error.message)")
            }
            reports.append(ImageSimulationReport(input: path, output: file, width: image.width, height: image.height, simulation: simulation))
        }
        for warning in reports.flatMap(\.warnings) { StandardError.write("warning: \(warning)") }
        let imageFormat = ImageSimulationReport.Format(rawValue: format.rawValue) ?? .text
        guard reports.count > 1 else {
            if let report = reports.first { try emit(report, as: imageFormat) }
            return
        }
        // Several images: one text report after another, or one JSON array of the reports.
        let rendered = reports.map { $0.rendered(as: imageFormat) }
        let text =
            imageFormat == .json
            ? "[\n" + rendered.map { $0.trimmingCharacters(in: .newlines) }.joined(separator: ",\n") + "\n]"
            : rendered.joined().trimmingCharacters(in: .newlines)
        try StandardOutput.print(text)
    }
}
