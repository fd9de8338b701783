import ArgumentParser
import LegibleSyntax
import LegibleTypeScale

extension TypeScaleReport.Platform: ExpressibleByArgument {}
extension TypeScaleReport.Format: ExpressibleByArgument {}
extension TrackingReport.Format: ExpressibleByArgument {}
extension ScaledSizeReport.Format: ExpressibleByArgument {}
extension UnitConversionReport.Format: ExpressibleByArgument {}

/// An option's text and the value the library parsed from it.
///
/// The parse runs when ArgumentParser reads the option, but an error waits until `run()` asks
/// for ``value()``: bad input is then reported like every library error ("legible: <message>",
/// exit 2) and in the order the command checks its inputs, instead of as ArgumentParser's usage
/// error.
struct Parsed<Value: Sendable>: Sendable, CustomStringConvertible {
    /// The option's text as typed; help shows it as the default value.
    let description: String
    private let result: Result<Value, TypeScaleError>

    /// Parses `text` with a library parser.
    init(_ text: String, _ parse: (String) throws(TypeScaleError) -> Value) {
        description = text
        result = Result { () throws(TypeScaleError) in try parse(text) }
    }

    /// The parsed value, or the parser's error.
    func value() throws(TypeScaleError) -> Value {
        try result.get()
    }
}

/// A library type people name on the command line (`Body`, `AX5`, `SF Pro`, `xxhdpi`, `px@2x`).
protocol NamedOnCommandLine: Sendable {
    init(parsing text: String) throws(TypeScaleError)
}

extension TextStyle: NamedOnCommandLine {}
extension DynamicTypeCategory: NamedOnCommandLine {}
extension TrackingTable: NamedOnCommandLine {}
extension AndroidDensity: NamedOnCommandLine {}
extension LengthUnit: NamedOnCommandLine {}

extension Parsed: ExpressibleByArgument where Value: NamedOnCommandLine {
    init(argument: String) {
        self.init(argument, Value.init(parsing:))
    }
}

extension Parsed where Value == Double {
    /// A number greater than zero, parsed by the library; `role` and `unit` name it in errors.
    static func positive(role: String, unit: String) -> @Sendable (String) -> Parsed {
        { text in Parsed(text) { text throws(TypeScaleError) in try TypeScaleNumber.parsePositive(text, role: role, unit: unit) } }
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
            throw InputError(error.description)
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

    /// A finite decimal number greater than zero, with `unit` in the message.
    static func positiveNumber(_ text: String, role: String, unit: String) throws(InputError) -> Double {
        do {
            return try TypeScaleNumber.parsePositive(text, role: role, unit: unit)
        } catch {
            throw InputError(error.description)
        }
    }
}

extension Double {
    /// The number with at most `decimals` decimals and no trailing zeros: "17", "0.38", "-0.435".
    func reportText(decimals: Int) -> String {
        DecimalText.string(self, decimals: decimals)
    }
}
