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

    @Option(help: ArgumentHelp("protan, deutan, tritan, achroma, a comma-separated list, or all (default: all for colours; one is required for an image).", valueName: "deficiency"))
    var deficiency: String?

    @Option(help: ArgumentHelp("brettel, vienot or machado (default: chosen per deficiency and severity).", valueName: "method"))
    var method: String?

    @Option(help: ArgumentHelp("From 0 (normal) to 1 (complete dichromacy); default 1.", valueName: "S"))
    var severity: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Output PNG path (images only).", valueName: "out.png"))
    var output: String?

    @Flag(help: "Replace the output PNG if it exists.")
    var force = false

    @Option(help: "Report format: text or json.")
    var format: ReportFormat = .text

    func run() throws {
        guard !inputs.isEmpty else {
            throw InputError("simulate: expected one or more colours, or one PNG file")
        }
        let severity = try VisionArguments.severity(severity)
        let method = try VisionArguments.method(method)
        if inputs.contains(where: { $0.lowercased().hasSuffix(".png") }) {
            try simulateImage(severity: severity, method: method)
        } else {
            try simulateColors(severity: severity, method: method)
        }
    }

    private func simulations(severity: Double, method: SimulationMethod?, default fallback: [Deficiency]) throws -> [CVDSimulation] {
        let deficiencies = try deficiency.map { try VisionArguments.deficiencies($0, option: "--deficiency") } ?? fallback
        return try VisionArguments.simulations(deficiencies, method: method, severity: severity)
    }

    // MARK: Colours

    private struct ColorReport: Encodable {
        let input: String
        let color: String
        let simulations: [SimulatedColor]
    }

    private struct SimulatedColor: Encodable {
        let condition: String
        let deficiency: String
        let method: String
        let severity: Double
        let color: String
        let deltaE2000: Double
    }

    private func simulateColors(severity: Double, method: SimulationMethod?) throws {
        if output != nil { throw InputError("-o/--output applies to PNG images only; the inputs are colours") }
        let colors = try inputs.enumerated().map { try VisionArguments.color($1, role: "colour \($0 + 1)") }
        let simulations = try simulations(severity: severity, method: method, default: Deficiency.allCases)
        let reports = zip(inputs, colors).map { input, color in
            ColorReport(
                input: input, color: color.hex,
                simulations: simulations.map { simulation in
                    let seen = simulation.simulate(color)
                    return SimulatedColor(
                        condition: simulation.conditionName, deficiency: simulation.deficiency.rawValue,
                        method: simulation.method.rawValue, severity: simulation.severity, color: seen.hex,
                        deltaE2000: VisionArguments.rounded(color.deltaE2000(to: seen)))
                })
        }
        let text: String
        switch format {
        case .json:
            text = try JSONOutput.string(["colors": reports])
        case .text:
            var lines: [String] = []
            for report in reports {
                lines.append(report.input == report.color ? report.color : "\(report.color) (\(report.input))")
                for seen in report.simulations {
                    let citation = (try? SimulationMethod(parsing: seen.method))?.citation ?? seen.method
                    let condition = seen.severity < 1 ? "\(seen.condition) \(seen.severity)" : seen.condition
                    lines.append(
                        "  " + VisionArguments.padded(condition, 22) + VisionArguments.padded(citation, 14) + seen.color
                            + "   ΔE00 " + VisionArguments.oneDecimal(seen.deltaE2000))
                }
            }
            text = lines.joined(separator: "\n")
        }
        for warning in Set(simulations.compactMap(VisionArguments.warning(for:))).sorted() { StandardError.write(warning) }
        print(text)
    }

    // MARK: Images

    private func simulateImage(severity: Double, method: SimulationMethod?) throws {
        guard inputs.count == 1, let path = inputs.first else {
            throw InputError("simulate: give one PNG file, or colours only (got \(inputs.count) inputs including a PNG)")
        }
        guard let output else {
            throw InputError("simulate '\(path)': an image needs -o OUTPUT.png for the simulated copy")
        }
        guard deficiency != nil else {
            throw InputError("simulate '\(path)': choose one --deficiency (protan, deutan, tritan or achroma) for an image")
        }
        let chosen = try simulations(severity: severity, method: method, default: [])
        guard chosen.count == 1, let simulation = chosen.first else {
            throw InputError("--deficiency '\(deficiency ?? "")': an image takes exactly one deficiency")
        }
        guard output.lowercased().hasSuffix(".png") else {
            throw InputError("-o '\(output)': expected a path ending in .png")
        }
        if FileManager.default.fileExists(atPath: output), !force {
            throw InputError("-o '\(output)': the file exists; use --force to replace it")
        }
        guard FileManager.default.fileExists(atPath: path) else {
            throw InputError("PNG file '\(path)': no such file")
        }
        var image: RGBAImage
        do {
            image = try RGBAImage(contentsOfPNGFile: path)
        } catch {
            throw InputError(error.description)
        }
        simulation.simulateRGBA8(&image.pixels)
        try write(image, to: output)
        if let warning = VisionArguments.warning(for: simulation) { StandardError.write(warning) }
        let summary: String
        switch format {
        case .json:
            summary = try JSONOutput.string(
                ImageReport(
                    input: path, output: output, width: image.width, height: image.height,
                    condition: simulation.conditionName, deficiency: simulation.deficiency.rawValue,
                    method: simulation.method.rawValue, severity: simulation.severity))
        case .text:
            summary = "Wrote \(output): \(image.width)×\(image.height), \(simulation.conditionName) (\(simulation.method.citation))"
        }
        print(summary)
    }

    private struct ImageReport: Encodable {
        let input: String
        let output: String
        let width: Int
        let height: Int
        let condition: String
        let deficiency: String
        let method: String
        let severity: Double
    }

    /// Writes beside the destination first, then moves it into place, so a failure never leaves a half-written file.
    private func write(_ image: RGBAImage, to path: String) throws {
        let destination = URL(fileURLWithPath: path)
        let temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).legible-\(UUID().uuidString).png")
        do {
            try image.writePNG(toFile: temporary.path)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw InputError("-o '\(path)': cannot write: \(error.message)")
        }
        // rename(2) replaces an existing file atomically.
        guard rename(temporary.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw InputError("-o '\(path)': cannot write: \(reason)")
        }
    }
}
