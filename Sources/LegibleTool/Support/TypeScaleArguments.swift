import ArgumentParser
import LegibleSyntax
import LegibleTypeScale

extension TypeScaleReport.Format: ExpressibleByArgument {}
extension TrackingReport.Format: ExpressibleByArgument {}
extension ScaledSizeReport.Format: ExpressibleByArgument {}
extension UnitConversionReport.Format: ExpressibleByArgument {}

extension Parsed where Value == Double {
    /// A number within `range`, parsed by the library; `role` and `unit` name it in errors.
    static func number(role: String, in range: ClosedRange<Double>, unit: String) -> @Sendable (String) -> Parsed {
        { text in Parsed(text) { text throws(TypeScaleError) in try TypeScaleNumber.parse(text, role: role, in: range, unit: unit) } }
    }
}

/// Argument parsing shared by the type-scale commands and by `measure` and `audit`: names and
/// numbers go through the library's parsers, and their errors become exit-status-2 input errors.
enum TypeScaleArguments {
    /// Runs a library parser, turning its error into an ``InputError`` with the same message.
    static func parse<Value>(_ parser: () throws -> Value) throws -> Value {
        do {
            return try parser()
        } catch let error as TypeScaleError {
            throw InputError(wrapping: error)
        }
    }

    /// The one positional value of a command declared with `parsing: .allUnrecognized`, which
    /// lets negative numbers through (ArgumentParser would take `-5` for an option).
    static func single(_ values: [String], role: String) throws(InputError) -> String {
        if let unknown = values.first(where: { $0.hasPrefix("-") && Double($0) == nil }) {
            throw InputError("unknown option \"\(unknown)\" (see --help)")
        }
        guard values.count == 1, let value = values.first else {
            throw InputError(values.isEmpty ? "missing \(role)" : "expected one \(role), got \(values.count): \(values.joined(separator: " "))")
        }
        return value
    }
}
