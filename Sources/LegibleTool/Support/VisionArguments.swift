import ArgumentParser
import LegibleVision

extension ColorSimulationReport.Format: ExpressibleByArgument {}
extension PaletteCheckReport.Format: ExpressibleByArgument {}
extension SimulationMethod: NamedOnCommandLine {}

extension Parsed {
    /// The options `simulate` and `palette` share, parsed by the library when ArgumentParser reads them.
    static var deficiencies: @Sendable (String) -> Parsed<[Deficiency]> { { Parsed<[Deficiency]>($0, Deficiency.list(parsing:)) } }
    static var severity: @Sendable (String) -> Parsed<Double> {
        { Parsed<Double>($0) { text throws(VisionError) in try CVDSimulation.severity(parsing: text, role: "--severity") } }
    }

    /// The parsed value; a library error is reported after the option's name (`--method method 'x': …`).
    func value(option: String) throws -> Value {
        do {
            return try value()
        } catch {
            throw InputError("\(option) \(error)")
        }
    }
}
