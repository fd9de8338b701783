import ArgumentParser
import LegibleCatalogs
import LegibleTypeScale

/// An option's text and the value the library parsed from it.
///
/// The parse runs when ArgumentParser reads the option, but an error waits until `run()` asks
/// for ``value()``: bad input is then reported like every library error ("legible: <message>",
/// exit 2) and in the order the command checks its inputs, instead of as ArgumentParser's usage
/// error.
struct Parsed<Value: Sendable>: Sendable, CustomStringConvertible {
    /// The option's text as typed; help shows it as the default value.
    let description: String
    private let result: Result<Value, any Error>

    /// Parses `text` with a library parser.
    init(_ text: String, _ parse: (String) throws -> Value) {
        description = text
        result = Result { try parse(text) }
    }

    /// The parsed value, or the parser's error.
    func value() throws -> Value {
        try result.get()
    }
}

/// A library type people name on the command line (`Body`, `AX5`, `SF Pro`, `xxhdpi`, `px@2x`,
/// `semibold`, `#767676`): its `init(parsing:)` throws an error that names the input.
protocol NamedOnCommandLine: Sendable {
    init(parsing text: String) throws
}

extension TextStyle: NamedOnCommandLine {}
extension DynamicTypeCategory: NamedOnCommandLine {}
extension TrackingTable: NamedOnCommandLine {}
extension AndroidDensity: NamedOnCommandLine {}
extension LengthUnit: NamedOnCommandLine {}
extension BoldTextSetting: NamedOnCommandLine {}
extension TextSizePlatform: NamedOnCommandLine {}
extension LayoutPlatform: NamedOnCommandLine {}
extension MaterialTypeRole: NamedOnCommandLine {}
extension AndroidVersion: NamedOnCommandLine {}

extension Parsed: ExpressibleByArgument where Value: NamedOnCommandLine {
    init(argument: String) {
        self.init(argument, Value.init(parsing:))
    }
}
