import Foundation
import Legible

/// Reading the options `simulate` and `palette` share, with messages that name the input.
enum VisionArguments {
    /// Parses a colour given on the command line; `role` names it in errors ("colour 2", "--background").
    static func color(_ text: String, role: String) throws -> SRGBColor {
        do {
            return try SRGBColor(parsing: text)
        } catch {
            throw InputError("\(role): \(error.description)")
        }
    }

    /// Parses `--severity`.
    static func severity(_ text: String?) throws -> Double {
        guard let text else { return 1 }
        guard let value = Double(text), value.isFinite, (0...1).contains(value) else {
            throw InputError("--severity '\(text)': expected a number from 0 (normal vision) to 1 (complete deficiency)")
        }
        return value
    }

    /// Parses `--method`.
    static func method(_ text: String?) throws -> SimulationMethod? {
        guard let text else { return nil }
        do {
            return try SimulationMethod(parsing: text)
        } catch {
            throw InputError("--method \(error.description)")
        }
    }

    /// Parses a deficiency list: `all` or names separated by commas (`protan,deutan`).
    static func deficiencies(_ text: String, option: String) throws -> [Deficiency] {
        if text.lowercased() == "all" { return Deficiency.allCases }
        var result: [Deficiency] = []
        for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            do {
                let deficiency = try Deficiency(parsing: name)
                if !result.contains(deficiency) { result.append(deficiency) }
            } catch {
                throw InputError("\(option) \(error.description), or all")
            }
        }
        guard !result.isEmpty else {
            throw InputError("\(option) '\(text)': expected protan, deutan, tritan, achroma (comma-separated) or all")
        }
        return result
    }

    /// Builds the simulations, turning a model mismatch into bad input. In a list of several
    /// deficiencies an explicit method applies to the dichromacies and achromatopsia keeps luminance.
    static func simulations(_ deficiencies: [Deficiency], method: SimulationMethod?, severity: Double) throws -> [CVDSimulation] {
        do {
            return try deficiencies.map { deficiency throws(VisionError) in
                let ignoresMethod = deficiency == .achroma && deficiencies.count > 1
                return try CVDSimulation(deficiency: deficiency, method: ignoresMethod ? nil : method, severity: severity)
            }
        } catch {
            throw InputError(error.description)
        }
    }

    /// The warning for a model that is a poor fit for its deficiency, if any.
    static func warning(for simulation: CVDSimulation) -> String? {
        simulation.isInaccurate
            ? "warning: \(simulation.method.citation) is not accurate for \(simulation.deficiency.rawValue); Brettel 1997 (the default) is"
            : nil
    }

    /// Rounds for reports: 4 decimals in JSON, so diffs stay stable.
    static func rounded(_ value: Double, places: Int = 4) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }

    /// One decimal, for text reports.
    static func oneDecimal(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    /// Pads `text` on the right to `width` characters.
    static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
