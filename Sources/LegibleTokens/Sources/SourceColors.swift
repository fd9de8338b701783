import LegibleReporting
import LegibleSyntax

/// What an asset catalog or Android `res` folder defines: each name's colour per appearance,
/// resolved within the source.
struct SourceColors {
    /// Every name, in the order found.
    var names: [String] = []
    /// Each name's colours.
    var values: [String: [ColorAppearance: ColorTokenValue]] = [:]
    /// Where each name is defined, for duplicate-name errors.
    var locations: [String: Finding.Location] = [:]
    /// Names missing a value in some appearance, and why.
    var unresolved: [UnresolvedColorToken] = []

    /// Records a name, or throws when the source already defines it.
    mutating func add(_ name: String, at location: Finding.Location, what: String) throws(SyntaxError) {
        if let first = locations[name] {
            throw SyntaxError(
                file: location.file, position: location.syntaxPosition,
                message: "\(what) \"\(name)\" is defined twice; the first is at \(first.described)")
        }
        names.append(name)
        locations[name] = location
    }
}

extension Finding.Location {
    /// A location at a reader's position.
    init(file: String, _ position: SyntaxPosition) {
        self.init(file: file, line: position.line, column: position.column)
    }

    /// The line and column, for an error at this location.
    var syntaxPosition: SyntaxPosition? {
        guard let line else { return nil }
        return SyntaxPosition(line: line, column: column ?? 1)
    }
}
