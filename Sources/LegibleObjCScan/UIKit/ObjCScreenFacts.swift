import LegibleReporting
import LegibleScan

/// What an Objective-C file says about views it reaches without an outlet, and about the
/// appearance of its screens:
///
/// - views found by tag: `UILabel *title = (UILabel *)[cell viewWithTag:XIB_TITLE];` makes
///   `title` the view with that tag (a `#define` or constant resolved), in the nib the file loads
///   (`loadNibNamed:@"CellView"`), else under its class; what the code sets on it is recorded as
///   `nib:CellView.tag3.font` or `Class.tag3.font`, as the Interface Builder reader names a
///   view with `tag="3"` (``ScannedElement/outlets``);
/// - `self.overrideUserInterfaceStyle = UIUserInterfaceStyleLight;` (the class's screens) and
///   `window.overrideUserInterfaceStyle = …` (the app's) as ``ScannedInterfaceStyle``s.
struct ObjCScreenFacts {
    /// Per method body, the locals that hold a view found by tag, with the tag.
    private(set) var taggedLocals: [Int: [String: Int]] = [:]
    /// The nibs the file loads by a literal name.
    private(set) var nibs: [String] = []

    init(file: ObjCFile, constants: ObjCConstants) {
        var nibs: Set<String> = []
        for statement in file.statements {
            let tokens = statement.tokens
            for index in tokens.indices where tokens[index].kind == .name && Self.nibSelectors.contains(tokens[index].text) {
                if index + 2 < tokens.endIndex, tokens[index + 1].isSymbol(":"), tokens[index + 2].kind == .string { nibs.insert(tokens[index + 2].text) }
            }
            guard let tag = Self.tag(in: tokens, constants: constants, scope: statement.scope) else { continue }
            let assignment = ObjCStatementShape.topLevelAssignment(tokens)
            guard let assignment, tokens[assignment].text == "=" else { continue }
            let left = tokens[tokens.startIndex..<assignment]
            if let name = ObjCConstants.declaredName(left)
                ?? ObjCStatementShape.chain(before: assignment, in: tokens).flatMap({ $0.names.count == 1 ? $0.names[0] : nil })
            {
                taggedLocals[statement.scope, default: [:]][name] = tag
            }
        }
        self.nibs = nibs.sorted()
    }

    /// The selectors whose first argument names a nib.
    private static let nibSelectors: Set<String> = ["loadNibNamed", "nibWithNibName", "initWithNibName"]

    /// The tag of `[x viewWithTag:N]` in `tokens`, `N` a number or a name the file or a header
    /// defines as one.
    private static func tag(in tokens: ArraySlice<ObjCToken>, constants: ObjCConstants, scope: Int) -> Int? {
        guard let index = tokens.indices.first(where: { tokens[$0].isName("viewWithTag") }), index + 2 < tokens.endIndex, tokens[index + 1].isSymbol(":")
        else { return nil }
        let argument = tokens[index + 2]
        // `viewWithTag:theTextField.tag + 1` is no one tag.
        if index + 3 < tokens.endIndex, !tokens[index + 3].isSymbol("]") { return nil }
        let value: Double? =
            switch argument.kind {
            case .number: ObjCNumber.value(argument.text)
            case .name: constants.value(of: argument.text, scope: scope)?.numberValue
            default: nil
            }
        guard let value, value >= 0, value < 1e9, value == value.rounded() else { return nil }
        return Int(value)
    }

    /// The names a property set on `receiver` in body `scope` of `className` reaches a tagged
    /// view by (`Cell.tag3`, `nib:CellView.tag3`), empty when the receiver is no tagged view.
    func taggedViews(receiver: String, scope: Int, className: String?) -> [String] {
        let root = String(receiver.prefix { $0 != "." })
        guard root == receiver, let tag = taggedLocals[scope]?[root] else { return [] }
        // A file that loads nibs by name finds its tags in those nibs: the class's name would
        // also match a nib whose stale File's Owner is this class but that other code fills.
        guard nibs.isEmpty else { return nibs.map { "nib:\($0).tag\(tag)" } }
        return className.map { ["\($0).tag\(tag)"] } ?? []
    }

    /// The appearance `receiver.overrideUserInterfaceStyle = value` forces, `nil` for another
    /// property, a value that is not light or dark, or a view that is not the class's own, its
    /// `view` or a window.
    static func interfaceStyle(_ set: ObjCPropertySet, path: String) -> ScannedInterfaceStyle? {
        guard set.property == "overrideUserInterfaceStyle", let value = set.value.name, let isDark = ScannedInterfaceStyle.isDark(written: value) else {
            return nil
        }
        let location = Finding.Location(file: path, line: set.site.line, column: set.site.column)
        let written = "\(set.receiver).overrideUserInterfaceStyle = \(value)"
        if set.receiver.lowercased().hasSuffix("window") { return ScannedInterfaceStyle(isDark: isDark, scope: .app, written: written, location: location) }
        guard ["self", "view"].contains(set.receiver), let type = set.statement.className else { return nil }
        return ScannedInterfaceStyle(isDark: isDark, scope: .type(type), written: written, location: location)
    }
}
