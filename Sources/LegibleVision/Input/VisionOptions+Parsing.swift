import Foundation
import LegibleColor
import LegibleSyntax

extension Deficiency {
    /// Reads a list of deficiencies: `all`, or names separated by commas (`protan,deutan`,
    /// `deuteranopia, tritan`); a name given twice counts once, and the order is kept.
    ///
    /// ```swift
    /// try Deficiency.list(parsing: "deutan,protan")   // [.deutan, .protan]
    /// try Deficiency.list(parsing: "all")             // every deficiency
    /// ```
    ///
    /// - Parameter text: the list as typed.
    /// - Throws: ``VisionError`` naming the first unknown name, or the text when it names none:
    ///   `deficiency 'purple': expected one of protan, deutan, tritan, achroma, or all`.
    public static func list(parsing text: String) throws(VisionError) -> [Deficiency] {
        if text.lowercased() == "all" { return allCases }
        var result: [Deficiency] = []
        for name in text.split(separator: ",") {
            do {
                let deficiency = try Deficiency(parsing: name.trimmingCharacters(in: .whitespaces))
                if !result.contains(deficiency) { result.append(deficiency) }
            } catch {
                throw VisionError("\(error.description), or all")
            }
        }
        guard !result.isEmpty else {
            throw VisionError("'\(text)': expected protan, deutan, tritan, achroma (comma-separated) or all")
        }
        return result
    }
}

extension CVDSimulation {
    /// Reads a severity: a decimal number from 0 (normal vision) to 1 (complete deficiency).
    ///
    /// ```swift
    /// try CVDSimulation.severity(parsing: "0.6")   // 0.6
    /// ```
    ///
    /// - Parameters:
    ///   - text: the number as typed; spaces around it are ignored.
    ///   - role: what the number is, to start the error message (`"severity"`, `"--severity"`).
    /// - Throws: ``VisionError`` `role 'text': expected a number from 0 (normal vision) to 1 (complete deficiency)`.
    public static func severity(parsing text: String, role: String = "severity") throws(VisionError) -> Double {
        guard let value = DecimalNumber.parse(text), (0...1).contains(value) else {
            throw VisionError("\(role) '\(text)': expected a number from 0 (normal vision) to 1 (complete deficiency)")
        }
        return value
    }

    /// One simulation per deficiency, at one severity. An explicit method applies to every
    /// deficiency, except that in a list of several, achromatopsia keeps its own model
    /// (luminance), so `--deficiency all --method machado` works.
    ///
    /// - Parameters:
    ///   - deficiencies: the deficiencies, in order.
    ///   - method: the model, or `nil` for each deficiency's default.
    ///   - severity: from 0 to 1.
    /// - Throws: ``VisionError`` when the method does not model a deficiency or the severity is out of range.
    public static func simulations(
        for deficiencies: [Deficiency], method: SimulationMethod? = nil, severity: Double = 1
    ) throws(VisionError) -> [CVDSimulation] {
        var simulations: [CVDSimulation] = []
        for deficiency in deficiencies {
            let ignoresMethod = deficiency == .achroma && deficiencies.count > 1
            simulations.append(try CVDSimulation(deficiency: deficiency, method: ignoresMethod ? nil : method, severity: severity))
        }
        return simulations
    }

    /// A warning when the method is a poor model for the deficiency (Viénot or Machado for
    /// tritan): `Viénot 1999 is not accurate for tritan; Brettel 1997 (the default) is`.
    public var accuracyWarning: String? {
        isInaccurate ? "\(method.citation) is not accurate for \(deficiency.rawValue); Brettel 1997 (the default) is" : nil
    }
}

extension PaletteCheck {
    /// Reads the smallest CIEDE2000 allowed between two colours: a decimal number of 0 or more.
    ///
    /// ```swift
    /// try PaletteCheck.minimumDeltaE(parsing: "12")   // 12
    /// ```
    ///
    /// - Parameters:
    ///   - text: the number as typed; spaces around it are ignored.
    ///   - role: what the number is, to start the error message (`"minimum ΔE"`, `"--min-delta-e"`).
    /// - Throws: ``VisionError`` `role 'text': expected a CIEDE2000 value of 0 or more, such as 10`.
    public static func minimumDeltaE(parsing text: String, role: String = "minimum ΔE") throws(VisionError) -> Double {
        guard let value = DecimalNumber.parse(text), value >= 0 else {
            throw VisionError("\(role) '\(text)': expected a CIEDE2000 value of 0 or more, such as 10")
        }
        return value
    }
}
