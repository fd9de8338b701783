import LegibleColor
import LegibleScan
import SwiftSyntax

/// The colours each of an app's themes gives a property of its theme protocol, read from every
/// Swift file before any is scanned, so that `view.backgroundColor = theme.headerBackgroundColor`
/// is known in each appearance (``LegibleScan/CodeRootBackgrounds``).
///
/// element-ios (fresh-ios22a): `protocol Theme` (Riot/Managers/Theme/Theme.swift) is adopted by
/// `class DefaultTheme: NSObject, Theme` (`var headerBackgroundColor: UIColor {
/// BuildSettings.newAppLayoutEnabled ? UIColor(rgb: 0xFFFFFF) : UIColor(rgb: 0xF5F7FA) }`,
/// `userInterfaceStyle` `.light`), `DarkTheme` (#15191E, `.dark`) and `BlackTheme: DarkTheme`
/// (#000000). Habitica's `struct NightTheme: DarkTheme` takes `contentBackgroundColor` from
/// `extension DarkTheme`, the light themes from `extension Theme`.
///
/// Only what is certain: a type's own stored or computed property (one expression, a ternary
/// whose condition is an app flag or else both branches), else its superclass's, else the
/// default of the nearest protocol extension; a value naming another property of the theme is
/// that property's. A theme is light or dark by its `userInterfaceStyle` (`.light`/`.dark`) or
/// `isDark`; one that says neither counts in both. A property any theme gives a value the scan
/// cannot read is not in the table.
struct ThemePalettes: Sendable, Equatable {
    /// The colours a property may have in light and in dark, each without repeats.
    struct Values: Sendable, Equatable {
        var light: [ScannedColor] = []
        var dark: [ScannedColor] = []
    }

    /// `headerBackgroundColor` → its values.
    private(set) var properties: [String: Values] = [:]

    /// The values of `theme.P`, `self.theme.P`, `ThemeService.shared.theme.P`: a member of a name
    /// `theme`.
    func values(of expression: ExprSyntax) -> (property: String, values: Values)? {
        guard !properties.isEmpty, let member = expression.unparenthesized.as(MemberAccessExprSyntax.self),
            let base = member.base?.trimmedDescription.filter({ $0 != "?" && $0 != "!" }),
            base == "theme" || base.hasSuffix(".theme"), let values = properties[member.declName.baseName.text]
        else { return nil }
        return (member.declName.baseName.text, values)
    }

    /// The part of the table a file may use, for its cache key.
    func cacheKey(identifiers: SourceIdentifiers) -> String {
        properties.keys.sorted().filter { identifiers.mayName($0) }.map { "\($0)=\(properties[$0].map { "\($0)" } ?? "")" }.joined(separator: "\n")
    }

    static func declared(files: SwiftPrePassTexts, flags: AppConstantFlags, colors: ExtensionColors) -> ThemePalettes {
        let sources = files.indices.filter { files.contains($0, "Theme") && files.contains($0, "UIColor") }
        guard sources.contains(where: { files.contains($0, "protocol ") }) else { return ThemePalettes() }
        let collector = ThemeTypes()
        for index in sources { collector.walk(files.tree(index)) }
        let themeProtocols = Set(collector.protocols.keys.filter { $0.contains("Theme") })
        guard !themeProtocols.isEmpty else { return ThemePalettes() }
        let readsRGB = files.indices.contains { files.contains($0, "init(rgb:") && files.contains($0, ">> 16") }
        let resolver = ThemeResolver(types: collector, flags: flags, colors: colors, readsRGB: readsRGB)
        let themes = collector.types.keys.sorted().filter { resolver.protocols(of: $0).contains(where: themeProtocols.contains) }
        guard !themes.isEmpty else { return ThemePalettes() }
        var names: Set<String> = []
        for name in themeProtocols { names.formUnion(collector.protocols[name] ?? []) }
        for (name, members) in collector.extensions where themeProtocols.contains(name) { names.formUnion(members.keys) }
        var table = ThemePalettes()
        for property in names.sorted() {
            var values = Values()
            var known = true
            for theme in themes {
                guard let colors = resolver.colors(of: property, in: theme), !colors.isEmpty else {
                    known = false
                    break
                }
                let style = resolver.style(of: theme)
                for color in colors {
                    if style != false, !values.light.contains(color) { values.light.append(color) }
                    if style != true, !values.dark.contains(color) { values.dark.append(color) }
                }
            }
            if known { table.properties[property] = values }
        }
        return table
    }
}

/// The app's theme-like declarations: protocols and their inherited protocols, protocol
/// extensions' computed members, and classes' and structs' inheritance and members.
private final class ThemeTypes: SyntaxVisitor {
    struct TypeInfo {
        var inherited: [String] = []
        var members: [String: ExprSyntax] = [:]
    }

    /// Protocol → the names of its `UIColor` requirements; its inherited protocols.
    var protocols: [String: Set<String>] = [:]
    var protocolParents: [String: [String]] = [:]
    /// Protocol → member → value, from `extension P { var x: UIColor { … } }`.
    var extensions: [String: [String: ExprSyntax]] = [:]
    var types: [String: TypeInfo] = [:]
    var ambiguous: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        protocolParents[name] = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        var requirements: Set<String> = []
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.typeAnnotation?.type.trimmedDescription == "UIColor" {
                if let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { requirements.insert(id) }
            }
        }
        protocols[name, default: []].formUnion(requirements)
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        for (member, value) in Self.members(node.memberBlock) { extensions[name, default: [:]][member] = value }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, node.inheritanceClause, node.memberBlock)
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text, node.inheritanceClause, node.memberBlock)
        return .skipChildren
    }

    private func add(_ name: String, _ clause: InheritanceClauseSyntax?, _ block: MemberBlockSyntax) {
        // A name declared twice (two targets' own types) is not known.
        guard types[name] == nil else {
            ambiguous.insert(name)
            return
        }
        types[name] = TypeInfo(inherited: clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [], members: Self.members(block))
    }

    /// Each variable's one value: a stored property's initial value, a computed one's single
    /// expression (`{ x }`, `{ return x }`), or what an initializer assigns (`self.x = …`).
    static func members(_ block: MemberBlockSyntax) -> [String: ExprSyntax] {
        var found: [String: ExprSyntax] = [:]
        for member in block.members {
            if let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "static" }) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let value = binding.initializer?.value {
                        found[name] = value
                    } else if let value = singleExpression(binding.accessorBlock) {
                        found[name] = value
                    }
                }
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                for item in body.statements {
                    guard let sequence = item.item.as(SequenceExprSyntax.self) else { continue }
                    let elements = Array(sequence.elements)
                    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = elements[0].as(MemberAccessExprSyntax.self),
                        target.base?.trimmedDescription == "self"
                    else { continue }
                    found[target.declName.baseName.text] = elements[2]
                }
            }
        }
        return found
    }

    private static func singleExpression(_ block: AccessorBlockSyntax?) -> ExprSyntax? {
        guard let block else { return nil }
        let statements: CodeBlockItemListSyntax
        switch block.accessors {
        case .getter(let items): statements = items
        case .accessors(let list):
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get), let body = getter.body else { return nil }
            statements = body.statements
        }
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
        return item.as(ExprSyntax.self)
    }
}

/// Resolves a theme property in one theme type.
private struct ThemeResolver {
    let types: ThemeTypes
    let flags: AppConstantFlags
    let colors: ExtensionColors
    let readsRGB: Bool

    init(types: ThemeTypes, flags: AppConstantFlags, colors: ExtensionColors, readsRGB: Bool) {
        (self.types, self.flags, self.colors, self.readsRGB) = (types, flags, colors, readsRGB)
    }

    /// Every protocol the type adopts, through its superclasses and inherited protocols, nearest first.
    func protocols(of type: String) -> [String] {
        var result: [String] = []
        var queue = chain(of: type).flatMap { types.types[$0]?.inherited ?? [] }.filter { types.protocolParents[$0] != nil }
        while !queue.isEmpty, result.count < 32 {
            let name = queue.removeFirst()
            guard !result.contains(name) else { continue }
            result.append(name)
            queue += types.protocolParents[name] ?? []
        }
        return result
    }

    /// The type and its superclasses the app declares.
    private func chain(of type: String) -> [String] {
        var result = [type]
        while result.count < 16, let parent = types.types[result.last!]?.inherited.first, types.types[parent] != nil, !result.contains(parent) {
            result.append(parent)
        }
        return result
    }

    /// The expression the type gives `property`, nearest declaration first.
    private func declaration(of property: String, in type: String) -> ExprSyntax? {
        let owners = chain(of: type)
        guard !owners.contains(where: types.ambiguous.contains) else { return nil }
        for owner in owners {
            if let value = types.types[owner]?.members[property] ?? types.extensions[owner]?[property] { return value }
        }
        for name in protocols(of: type) { if let value = types.extensions[name]?[property] { return value } }
        return nil
    }

    /// `true` for a light theme, `false` for a dark one, `nil` when it does not say.
    func style(of type: String) -> Bool? {
        if let value = declaration(of: "userInterfaceStyle", in: type)?.trimmedDescription {
            if value.hasSuffix(".light") { return true }
            if value.hasSuffix(".dark") { return false }
        }
        switch declaration(of: "isDark", in: type)?.trimmedDescription {
        case "true": return false
        case "false": return true
        default: return nil
        }
    }

    /// The colours `property` may be in the theme; `nil` when any is unknown.
    func colors(of property: String, in type: String, depth: Int = 0) -> [ScannedColor]? {
        guard depth < 8, let value = declaration(of: property, in: type) else { return nil }
        return colors(value, in: type, depth: depth)
    }

    private func colors(_ expression: ExprSyntax, in type: String, depth: Int) -> [ScannedColor]? {
        let expression = expression.unparenthesized
        if let (condition, then, otherwise) = Self.ternary(expression) {
            if case .literal(let chosen)? = flags.value(of: condition) { return colors(chosen ? then : otherwise, in: type, depth: depth) }
            guard let first = colors(then, in: type, depth: depth), let second = colors(otherwise, in: type, depth: depth) else { return nil }
            return first + second.filter { !first.contains($0) }
        }
        // Another property of the theme (`fixedTintColor { return tintColor }`).
        let name =
            expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }
        if let name, declaration(of: name, in: type) != nil { return colors(of: name, in: type, depth: depth + 1) }
        if readsRGB, let color = Self.rgb(expression) { return [color] }
        let reader = ColorExpressionReader(constants: Constants(), uiKit: true, extensionColors: colors)
        return reader.read(expression).map { [$0] }
    }

    /// `c ? a : b`, folded or as the parser leaves it (a sequence around an unresolved ternary).
    private static func ternary(_ expression: ExprSyntax) -> (ExprSyntax, ExprSyntax, ExprSyntax)? {
        if let ternary = expression.as(TernaryExprSyntax.self) { return (ternary.condition, ternary.thenExpression, ternary.elseExpression) }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let middle = elements[1].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        return (elements[0], middle.thenExpression, elements[2])
    }

    /// `UIColor(rgb: 0xF5F7FA)`, the app's own initializer of a hex number (element-ios
    /// Riot/Categories/UIColor.swift:11, `(rgb & 0xFF0000) >> 16`).
    private static func rgb(_ expression: ExprSyntax) -> ScannedColor? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledName == "UIColor", call.arguments.count == 1,
            let literal = call.argument("rgb")?.as(IntegerLiteralExprSyntax.self)?.literal.text.lowercased(), literal.hasPrefix("0x"),
            literal.count == 8, let value = UInt32(literal.dropFirst(2), radix: 16)
        else { return nil }
        let color = SRGBColor(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255, alpha: 1)
        return .literal(color, alpha: 1)
    }
}
