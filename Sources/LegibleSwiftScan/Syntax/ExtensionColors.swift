import Foundation
import LegibleColor
import LegibleScan
import SwiftParser
import SwiftSyntax

/// The colours an app declares as static members of its own `Color` and `UIColor` extensions
/// (and of `extension ShapeStyle where Self == Color`), read from every Swift file before any is
/// scanned, so that a member named in another file is the colour it was defined as. MovieSwiftUI
/// `Shared/extensions/Color.swift:17` declares `static var steam_gold: Color { Color("steam_gold",
/// bundle: nil) }`, and `MovieRow.swift:48`, `MyLists.swift:48` and `MoviesHomeGrid.swift:23` set
/// `.foregroundColor(.steam_gold)` or `.steam_blue`: about 2.4:1 on a list's white, never judged,
/// because the reader only knew SwiftUI's and UIKit's own colours.
///
/// A member is read when its value is a colour the reader knows (an asset, a system colour, a
/// literal with `red:green:blue:` or `white:`, also as `187 / 255`), a six-digit hex number or
/// string given to `hex`, or another member; through `!` (`UIColor(named: "Purple")!`). A member
/// whose value is anything else (a colour by appearance, a theme's property), a `static var` that
/// code assigns (one no file assigns is its initial value, ``ChosenColors``), or a name two declarations give different values is declared but unknown: its
/// uses stay unknown, never a system colour of the same name. Members of other types (a
/// `struct Palette`'s `static let gold`) are not these: `.gold` where a `Color` is expected is
/// not `Palette.gold`.
struct ExtensionColors: Sendable, Equatable {
    /// What a name is in the table.
    enum Lookup: Equatable {
        /// No extension of the type declares it.
        case notDeclared
        /// Declared, with a value the scan cannot read.
        case unknown
        case color(ScannedColor)
    }

    /// What each member reads as, by `Color.name` or `UIColor.name`.
    private(set) var colors: [String: ScannedColor] = [:]
    /// The members declared with no value the scan can read.
    private(set) var unread: Set<String> = []
    /// The unread members a run-time flag chooses between readable colours (``ChosenColors``),
    /// by `Color.name` or `UIColor.name`: each colour a state the user sees.
    var choices: [String: [ChosenColor]] = [:]
    /// `Color`/`UIColor` when the app's extension declares an initialiser whose first parameter
    /// is an unlabelled `String` (Habitica aafd43ae `UIColor-Extensions.swift:116`, `convenience
    /// init(_ rgba: String, defaultColor: UIColor = .clear)`): `UIColor("#925CF3")` is then a hex
    /// colour, not an asset's name (``ColorExpressionReader``).
    private(set) var stringInitTypes: Set<String> = []

    /// Whether the app declares no colour member and no string initialiser.
    var isEmpty: Bool { colors.isEmpty && unread.isEmpty && stringInitTypes.isEmpty }

    /// The colours a flag chooses for the unread member `name` of `type` (``ChosenColors``).
    func choices(_ name: String, of type: String) -> [ChosenColor]? { choices["\(type).\(name)"] }

    /// Whether `UIColor("…")`/`Color("…")` may be the app's own string initialiser.
    func hasStringInit(_ type: String) -> Bool { stringInitTypes.contains(type) }

    /// `type` is `Color` or `UIColor`.
    func lookup(_ name: String, of type: String) -> Lookup {
        let key = "\(type).\(name)"
        if let color = colors[key] { return .color(color) }
        return unread.contains(key) ? .unknown : .notDeclared
    }

    /// The part of the table a file whose text is `text` may use, as text (empty when it names
    /// no member): it is part of the file's cache key, so a cached result is not used once a
    /// member it may read has changed in another file.
    func cacheKey(for text: String, identifiers: SourceIdentifiers) -> String {
        guard !isEmpty else { return "" }
        var used: [String] = []
        for type in stringInitTypes where text.contains("\(type)(\"") { used.append("\(type).init(String)") }
        for (key, color) in colors where identifiers.mayName(Self.name(key)) { used.append("\(key)=\(color)") }
        for key in unread where identifiers.mayName(Self.name(key)) {
            let states = choices[key]?.map { state in "\(state.condition):\(state.color)" }
            used.append("\(key)=" + (states?.joined(separator: "|") ?? "?"))
        }
        return used.sorted().joined(separator: "\n")
    }

    private static func name(_ key: String) -> Substring {
        let name = key.split(separator: ".", maxSplits: 1).last ?? Substring(key)
        return name.hasSuffix("()") ? name.dropLast(2) : name
    }

    /// The members the files `texts` declare. Only files that extend `Color`, `UIColor` or
    /// `ShapeStyle` are parsed. A member chosen by one of the constant `flags` has no states.
    static func declared(files: SwiftPrePassTexts, flags: AppConstantFlags = AppConstantFlags()) -> ExtensionColors {
        var declarations: [String: [Declaration]] = [:]
        var stringInits: Set<String> = []
        for index in files.indices {
            guard
                files.containsAny(
                    index, ["extension Color", "extension UIColor", "extension SwiftUI.Color", "extension UIKit.UIColor", "extension ShapeStyle"])
            else { continue }
            let tree = files.tree(index)
            for (key, declaration) in members(in: tree) { declarations[key, default: []].append(declaration) }
            stringInits.formUnion(stringInitTypes(in: tree))
        }
        var table = resolved(ChosenColors.unassigned(declarations, files: files), stringInits: stringInits)
        table.choices = table.choices.filter { !ChosenColors.isConstant($0.value, flags: flags) }
        return table
    }

    /// The colour types one file's extensions give an `init(_ x: String, …)` whose other
    /// parameters all have defaults, so that `UIColor("#925CF3")` calls it.
    static func stringInitTypes(in tree: SourceFileSyntax) -> Set<String> {
        var types: Set<String> = []
        for statement in tree.statements {
            for decl in declarations(statement.item) {
                guard let extended = decl.as(ExtensionDeclSyntax.self), let type = colourType(of: extended) else { continue }
                for member in memberDecls(extended.memberBlock.members) {
                    guard let initializer = member.as(InitializerDeclSyntax.self), initializer.optionalMark == nil else { continue }
                    let parameters = Array(initializer.signature.parameterClause.parameters)
                    guard let first = parameters.first, first.firstName.tokenKind == .wildcard,
                        first.type.trimmedDescription == "String", first.defaultValue == nil,
                        parameters.dropFirst().allSatisfy({ $0.defaultValue != nil })
                    else { continue }
                    types.insert(type)
                }
            }
        }
        return types
    }

    /// One declaration of a member: its value (`nil` when it has none the scan may take as the
    /// colour, such as a `static var` with a stored value) and its file's constants.
    struct Declaration {
        var value: ExprSyntax?
        var constants: Constants
        var type: String
        /// The file's own colour functions (``ColorHelperFunctions``).
        var helpers = ColorHelperFunctions()
        /// A stored `static var`'s initial value: its value when no file assigns it (``ChosenColors``).
        var stored: ExprSyntax? = nil
        /// A computed member's getter, which may choose its colour by a flag (``ChosenColors``).
        var getter: CodeBlockItemListSyntax? = nil
    }

    /// The members one file's extensions declare, by `Color.name`/`UIColor.name`.
    static func members(in tree: SourceFileSyntax) -> [(String, Declaration)] {
        let collector = ConstantsCollector()
        collector.walk(tree)
        let constants = collector.finish()
        let helpers = ColorHelperFunctions(tree)
        var found: [(String, Declaration)] = []
        for statement in tree.statements {
            for decl in declarations(statement.item) {
                guard let extended = decl.as(ExtensionDeclSyntax.self), let type = colourType(of: extended) else { continue }
                for member in memberDecls(extended.memberBlock.members) {
                    if let function = member.as(FunctionDeclSyntax.self), let key = functionKey(function) {
                        var declaration = Declaration(
                            value: function.body.flatMap { returned($0.statements) }, constants: constants, type: type, helpers: helpers)
                        declaration.getter = function.body?.statements
                        found.append(("\(type).\(key)", declaration))
                        continue
                    }
                    guard let variable = member.as(VariableDeclSyntax.self),
                        variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
                    else { continue }
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        if let annotation = binding.typeAnnotation?.type.trimmedDescription,
                            !["Color", "SwiftUI.Color", "UIColor", "UIKit.UIColor", "Self"].contains(annotation)
                        {
                            continue
                        }
                        var declaration = Declaration(value: value(of: binding, in: variable), constants: constants, type: type, helpers: helpers)
                        (declaration.getter, declaration.stored) = (getter(of: binding), stored(binding, in: variable))
                        found.append(("\(type).\(name)", declaration))
                    }
                }
            }
        }
        return found
    }

    /// `name()` for a `static func name() -> UIColor` (or `class func`, `-> Color`, `-> Self`)
    /// without parameters, whose one `return` is its colour: nightguard 4d82879b
    /// `UIColorExtension.swift:25-31`, `static func nightguardAccent() -> UIColor { return
    /// nightguardGreen() }`, the colour of `Color.nightguardAccent` (`ColorExtension.swift:10`).
    private static func functionKey(_ function: FunctionDeclSyntax) -> String? {
        guard function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
            function.signature.parameterClause.parameters.isEmpty, function.genericParameterClause == nil,
            let returned = function.signature.returnClause?.type.trimmedDescription,
            ["Color", "SwiftUI.Color", "UIColor", "UIKit.UIColor", "Self"].contains(returned)
        else { return nil }
        return "\(function.name.text)()"
    }

    /// `Color` or `UIColor` for an extension of one (or of `ShapeStyle where Self == Color`).
    private static func colourType(of extended: ExtensionDeclSyntax) -> String? {
        switch extended.extendedType.trimmedDescription {
        case "Color", "SwiftUI.Color": return "Color"
        case "UIColor", "UIKit.UIColor": return "UIColor"
        case "ShapeStyle", "SwiftUI.ShapeStyle":
            let requirement = extended.genericWhereClause?.requirements.trimmedDescription.replacingOccurrences(of: " ", with: "")
            return requirement == "Self==Color" || requirement == "Self==SwiftUI.Color" ? "Color" : nil
        default: return nil
        }
    }

    /// The declarations of a top-level item, through `#if` clauses (a member declared in two
    /// clauses with two values is unknown).
    private static func declarations(_ item: CodeBlockItemSyntax.Item) -> [DeclSyntax] {
        guard let decl = item.as(DeclSyntax.self) else { return [] }
        guard let config = decl.as(IfConfigDeclSyntax.self) else { return [decl] }
        return config.clauses.flatMap { clause -> [DeclSyntax] in
            guard case .statements(let statements)? = clause.elements else { return [] }
            return statements.flatMap { declarations($0.item) }
        }
    }

    private static func memberDecls(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let config = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            return config.clauses.flatMap { clause -> [DeclSyntax] in
                guard case .decls(let decls)? = clause.elements else { return [] }
                return memberDecls(decls)
            }
        }
    }

    /// A `let`'s value, or a computed property's one returned expression.
    private static func value(of binding: PatternBindingSyntax, in variable: VariableDeclSyntax) -> ExprSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let body)?: return returned(body)
        case .accessors(let accessors)?:
            guard accessors.count == 1, let getter = accessors.first, getter.accessorSpecifier.tokenKind == .keyword(.get), let body = getter.body else {
                return nil
            }
            return returned(body.statements)
        case nil:
            // A stored `static var` may be assigned anywhere: its value is known only when no file
            // assigns it (``ChosenColors/unassigned(_:files:)``).
            return variable.bindingSpecifier.tokenKind == .keyword(.let) ? binding.initializer?.value : nil
        }
    }

    /// A computed property's getter.
    private static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let body)?: return body
        case .accessors(let accessors)?: return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        }
    }

    /// A stored `static var`'s initial value.
    private static func stored(_ binding: PatternBindingSyntax, in variable: VariableDeclSyntax) -> ExprSyntax? {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), binding.accessorBlock == nil else { return nil }
        return binding.initializer?.value
    }

    private static func returned(_ body: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard body.count == 1, let item = body.first?.item else { return nil }
        if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
        return item.as(ExprSyntax.self)
    }

    /// The table, each member read once every member it names is.
    private static func resolved(_ declarations: [String: [Declaration]], stringInits: Set<String> = []) -> ExtensionColors {
        var table = ExtensionColors()
        table.stringInitTypes = stringInits
        table.unread = Set(declarations.keys)
        var pending = table.unread
        // A member naming another is read after it: as many rounds as a chain is long.
        while true {
            var progress = false
            for key in pending.sorted() {
                let colors = declarations[key, default: []].map { read($0, table: table) }
                guard let first = colors.first ?? nil else {
                    // A colour a flag chooses (``ChosenColors``): it stays unread, its states known.
                    let chosen = declarations[key, default: []].map { ChosenColors.read($0, table: table) }
                    guard let one = chosen.first ?? nil, chosen.allSatisfy({ $0 == one }) else { continue }
                    (table.choices[key], progress) = (one, true)
                    pending.remove(key)
                    continue
                }
                pending.remove(key)
                // Two declarations with two values (an iOS and a macOS file): unknown.
                guard colors.allSatisfy({ $0 == first }) else { continue }
                table.unread.remove(key)
                table.colors[key] = first
                progress = true
            }
            if !progress { break }
        }
        return table
    }

    static func read(_ declaration: Declaration, table: ExtensionColors) -> ScannedColor? {
        guard var value = declaration.value?.unparenthesized else { return nil }
        if let unwrap = value.as(ForceUnwrapExprSyntax.self) { value = unwrap.expression }
        // `static let dailyChallenge = isowordsYellow` (isowords `Styleguide/Colors.swift:16`).
        if let reference = value.as(DeclReferenceExprSyntax.self), case .color(let color) = table.lookup(reference.baseName.text, of: declaration.type) {
            return color
        }
        // `return nightguardGreen()`: another colour function of the same extension.
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            let reference = call.calledExpression.as(DeclReferenceExprSyntax.self)
        {
            guard case .color(let color) = table.lookup("\(reference.baseName.text)()", of: declaration.type) else { return nil }
            return color
        }
        if let color = hex(value) { return color }
        // `srgb(0x00, 0x9A, 0xC7, opacity: 1)`: the file's own colour function (``ColorHelperFunctions``).
        if let call = value.as(FunctionCallExprSyntax.self), let color = declaration.helpers.color(of: call, constants: declaration.constants) {
            return color
        }
        var reader = ColorExpressionReader(constants: declaration.constants, uiKit: declaration.type == "UIColor")
        reader.extensionColors = table
        return reader.read(value)
    }

    /// `hex(0x121212)`, `UIColor.hex(0xcccccc)`, `Color(hex: "#EAA980")`: six hex digits are red,
    /// green and blue. Other lengths (an alpha first or last) are not guessed at.
    static func hex(_ expression: ExprSyntax) -> ScannedColor? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first else { return nil }
        let named = call.calledName == "hex" && argument.label == nil
        let labelled = ["Color", "UIColor", "Self"].contains(call.calledName ?? "") && ["hex", "hexString"].contains(argument.label?.text ?? "")
        guard named || labelled else { return nil }
        let digits: String
        if let literal = argument.expression.as(IntegerLiteralExprSyntax.self), literal.literal.text.lowercased().hasPrefix("0x") {
            digits = String(literal.literal.text.dropFirst(2)).replacingOccurrences(of: "_", with: "")
        } else if let string = argument.expression.stringLiteralValue {
            digits = string.hasPrefix("#") ? String(string.dropFirst()) : string
        } else {
            return nil
        }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        let red = Double((value >> 16) & 0xFF) / 255, green = Double((value >> 8) & 0xFF) / 255, blue = Double(value & 0xFF) / 255
        return .literal(SRGBColor(red: red, green: green, blue: blue), alpha: 1)
    }
}
