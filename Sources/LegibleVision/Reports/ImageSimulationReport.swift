import LegibleColor
import LegibleReporting

/// What a simulated image was written to, as a report: the summary `legible simulate` prints
/// after it writes a PNG (reading and writing the file is LegiblePNG's `RGBAImage`).
///
/// ```swift
/// var image = try RGBAImage(contentsOfPNGFile: "screen.png")
/// let deutan = try CVDSimulation(deficiency: .deutan)
/// deutan.simulateRGBA8(&image.pixels)
/// try image.writePNG(toFile: "screen-deutan.png", replacingExisting: false)
/// let summary = ImageSimulationReport(input: "screen.png", output: "screen-deutan.png",
///                                     width: image.width, height: image.height, simulation: deutan)
/// print(summary.rendered(as: .text), terminator: "")   // Wrote screen-deutan.png: 240×80, deuteranopia (Viénot 1999)
/// ```
///
/// ## Formats
/// - `text`: `Wrote OUTPUT: W×H, condition (method)`.
/// - `json`: `{"input", "output", "width", "height", "condition", "deficiency", "method", "severity"}`.
///
/// The report never ``fails``; ``warnings`` says when the method is a poor model for the deficiency.
public struct ImageSimulationReport: CheckReport, Hashable, Codable {
    /// The formats the report renders.
    public enum Format: String, CaseIterable, Sendable {
        /// One line.
        case text
        /// One object.
        case json
    }

    /// The image read.
    public let input: String
    /// The image written.
    public let output: String
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The simulation applied.
    public let simulation: CVDSimulation

    /// Describes a simulated image.
    ///
    /// - Parameters:
    ///   - input: the image read, as the caller named it.
    ///   - output: the image written, as the caller named it.
    ///   - width: the width in pixels.
    ///   - height: the height in pixels.
    ///   - simulation: the simulation applied.
    public init(input: String, output: String, width: Int, height: Int, simulation: CVDSimulation) {
        self.input = input
        self.output = output
        self.width = width
        self.height = height
        self.simulation = simulation
    }

    /// A simulation is not a check.
    public var fails: Bool { false }

    /// The simulation's accuracy warning, if any.
    public var warnings: [String] {
        simulation.accuracyWarning.map { [$0] } ?? []
    }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: text or JSON.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        switch format {
        case .json:
            let object = JSONImage(
                input: input, output: self.output, width: width, height: height, condition: simulation.conditionName,
                deficiency: simulation.deficiency.rawValue, method: simulation.method.rawValue, severity: simulation.severity)
            output.write(SortedJSON.string(object) + "\n")
        case .text:
            output.write("Wrote \(self.output): \(width)×\(height), \(simulation.conditionName) (\(simulation.method.citation))\n")
        }
    }

    private struct JSONImage: Encodable {
        let input: String
        let output: String
        let width: Int
        let height: Int
        let condition: String
        let deficiency: String
        let method: String
        let severity: Double
    }
}
