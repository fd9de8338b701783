import LegibleColor
import LegibleReporting

/// Colours as people with colour-vision deficiencies see them, as a report: what
/// `legible simulate` prints for colours.
///
/// ```swift
/// let simulations = try CVDSimulation.simulations(for: Deficiency.allCases)
/// let report = try ColorSimulationReport(parsing: ["#d62728", "#2ca02c"], simulations: simulations)
/// report.entries[0].simulated[1].color.hex   // deuteranopia, Viénot 1999
/// print(report.rendered(as: .text), terminator: "")
/// ```
///
/// ## Formats
/// - `text`: each colour (with its input when that differs from its hex), then one line per
///   simulation: condition (and severity below 1), method, the colour seen and its CIEDE2000
///   from the original.
/// - `json`: `{"colors": [{"input", "color", "simulations": [{"condition", "deficiency",
///   "method", "severity", "color", "deltaE2000"}]}]}`, ΔE rounded to 4 decimals.
///
/// A simulation is not a check, so the report never ``fails``; ``warnings`` says when a method is
/// a poor model for its deficiency.
public struct ColorSimulationReport: CheckReport, Hashable, Codable {
    /// The formats the report renders.
    public enum Format: String, CaseIterable, Sendable {
        /// A block of lines per colour.
        case text
        /// One object with every colour and simulation.
        case json
    }

    /// One colour as seen under one simulation.
    public struct SimulatedColor: Sendable, Hashable, Codable {
        /// The simulation.
        public let simulation: CVDSimulation
        /// The colour as seen.
        public let color: SRGBColor
        /// CIEDE2000 between the original and the colour as seen.
        public let deltaE2000: Double
    }

    /// One colour and how each simulation sees it.
    public struct Entry: Sendable, Hashable, Codable {
        /// The text the colour was given as.
        public let input: String
        /// The colour.
        public let color: SRGBColor
        /// The colour under each simulation, in order.
        public let simulated: [SimulatedColor]
    }

    private enum CodingKeys: String, CodingKey {
        case entries, simulations
    }

    /// The colours, in the order given.
    public let entries: [Entry]
    /// The simulations applied, in order.
    public let simulations: [CVDSimulation]

    /// Simulates colours.
    ///
    /// - Parameters:
    ///   - colors: the colours, each with the text it was given as (`ParsedColor(color)` for a
    ///     colour in hand).
    ///   - simulations: the simulations, in order.
    public init(colors: [ParsedColor], simulations: [CVDSimulation]) {
        self.simulations = simulations
        entries = colors.map { parsed in
            Entry(
                input: parsed.input, color: parsed.color,
                simulated: simulations.map { simulation in
                    let seen = simulation.simulate(parsed.color)
                    return SimulatedColor(simulation: simulation, color: seen, deltaE2000: parsed.color.deltaE2000(to: seen))
                })
        }
    }

    /// Reads colours and simulates them.
    ///
    /// - Parameters:
    ///   - inputs: the colours as typed (any syntax `SRGBColor(parsing:)` reads).
    ///   - simulations: the simulations, in order.
    /// - Throws: ``VisionError`` naming the colour by position (see ``colors(parsing:)``).
    public init(parsing inputs: [String], simulations: [CVDSimulation]) throws(VisionError) {
        self.init(colors: try Self.colors(parsing: inputs), simulations: simulations)
    }

    /// Reads colours given one after another, such as the arguments of `legible simulate`.
    ///
    /// - Parameter inputs: the colours as typed.
    /// - Throws: ``VisionError`` naming the first bad colour by position: `colour 2: "#12" is not a colour: …`.
    public static func colors(parsing inputs: [String]) throws(VisionError) -> [ParsedColor] {
        var colors: [ParsedColor] = []
        for (index, input) in inputs.enumerated() {
            do {
                colors.append(try ParsedColor(parsing: input))
            } catch {
                throw VisionError("colour \(index + 1): \(error.description)")
            }
        }
        return colors
    }

    /// Decodes the colours and the simulations, and simulates again, so every colour seen
    /// follows from them at full precision.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let entries = try container.decode([Entry].self, forKey: .entries)
        self.init(
            colors: entries.map { ParsedColor(rereading: $0.input, as: $0.color, wasGamutMapped: false) },
            simulations: try container.decode([CVDSimulation].self, forKey: .simulations))
    }

    /// A simulation is not a check.
    public var fails: Bool { false }

    /// The simulations' accuracy warnings, each once, sorted.
    public var warnings: [String] {
        Set(simulations.compactMap(\.accuracyWarning)).sorted()
    }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: text or JSON.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        switch format {
        case .json:
            output.write(SortedJSON.string(["colors": entries.map(JSONColor.init)]) + "\n")
        case .text:
            var lines: [String] = []
            for entry in entries {
                lines.append(entry.input == entry.color.hex ? entry.color.hex : "\(entry.color.hex) (\(entry.input))")
                for seen in entry.simulated {
                    let simulation = seen.simulation
                    let condition = simulation.severity < 1 ? "\(simulation.conditionName) \(simulation.severity)" : simulation.conditionName
                    lines.append(
                        "  " + VisionText.padded(condition, 22) + VisionText.padded(simulation.method.citation, 14) + seen.color.hex
                            + "   ΔE00 " + VisionText.oneDecimal(VisionText.rounded(seen.deltaE2000)))
                }
            }
            output.write(lines.joined(separator: "\n") + "\n")
        }
    }

    private struct JSONColor: Encodable {
        struct Simulated: Encodable {
            let condition: String
            let deficiency: String
            let method: String
            let severity: Double
            let color: String
            let deltaE2000: Double
        }

        let input: String
        let color: String
        let simulations: [Simulated]

        init(_ entry: Entry) {
            input = entry.input
            color = entry.color.hex
            simulations = entry.simulated.map { seen in
                let simulation = seen.simulation
                return Simulated(
                    condition: simulation.conditionName, deficiency: simulation.deficiency.rawValue, method: simulation.method.rawValue,
                    severity: simulation.severity, color: seen.color.hex, deltaE2000: VisionText.rounded(seen.deltaE2000))
            }
        }
    }
}
