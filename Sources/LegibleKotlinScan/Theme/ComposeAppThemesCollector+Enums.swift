/// Palettes handed out through an app's enum of themes, followed literally (Primal f5d5ee2f):
/// - `LocalExtraColors provides extraColorScheme`, where `extraColorScheme` is a parameter of
///   the providing function (ExtraColorScheme.kt:15), is what its callers pass, not a theme
///   constant of the same name (the `AppTheme.extraColorScheme` getter);
/// - `primalTheme.extraColorScheme`, where `primalTheme: PrimalTheme` is a parameter and
///   `enum class PrimalTheme(…, val extraColorScheme: ExtraColorScheme, val isDarkTheme: Boolean)`
///   lists `Midnight(extraColorScheme = midnightExtraColorScheme, isDarkTheme = true)` and
///   `Ice(…, isDarkTheme = false)` (PrimalTheme.kt:11-31): each entry's palette, dark or light as
///   its boolean whose name says dark (else its own name) says;
/// - `extraColorScheme(onBrand = …)`, a function whose body only forwards its parameters by name
///   to a class's constructor (`= ExtraColorScheme(onBrand = onBrand, …)`), read as that class.
extension ComposeAppThemesCollector {
    /// An enum class's entries, as written (`Midnight(…)`, or a bare name).
    static func entries(of declaration: KotlinDeclaration) -> [KotlinExpression] {
        (declaration.body ?? []).compactMap { statement in
            guard case .expression(let expression) = statement else { return nil }
            switch expression.kind {
            case .call(let callee, _, nil): if case .name(let name) = callee.kind, name.first?.isUppercase == true { return expression }
            case .name(let name): if name.first?.isUppercase == true { return expression }
            default: break
            }
            return nil
        }
    }

    /// The class a top-level function only forwards its parameters to, by name (`= C(a = a, b = b)`).
    static func forwardedClass(_ declaration: KotlinDeclaration) -> String? {
        var returned = declaration.initializer
        if returned == nil, declaration.body?.count == 1, case .expression(let last)? = declaration.body?.last {
            returned = if case .jump("return", let value?) = last.kind { value } else { nil }
        }
        guard let returned, case .call(let callee, let arguments, nil) = returned.kind, case .name(let name) = callee.kind,
            name.first?.isUppercase == true, !arguments.isEmpty
        else { return nil }
        let parameters = Set(declaration.parameters.map(\.name))
        let forwards = arguments.allSatisfy { argument in
            guard case .name(let value) = argument.value.kind else { return false }
            return argument.name == value && parameters.contains(value)
        }
        return forwards ? name : nil
    }

    /// The parameters of a forwarding function whose class the app declares.
    func forwardedParameters(_ function: String) -> [KotlinParameter]? {
        guard let forwarder = forwarders[function], classes[forwarder.className] != nil else { return nil }
        return forwarder.parameters
    }

    /// A name that is a parameter (with no default) of the theme function it is read in: what the
    /// theme files' calls pass for it; `nil` when they pass nothing the reader finds.
    func shadowingParameterLeaves(_ expression: KotlinExpression, _ scope: Scope) -> [Leaf]? {
        guard case .name(let name) = expression.kind, let function = scope.function,
            functions[function]?.contains(where: { $0.name == name && $0.defaultValue == nil }) == true
        else { return nil }
        let found = parameterLeaves(name, scope)
        return found.isEmpty ? nil : found
    }

    /// `theme.field`, where `theme` is a parameter of the theme function typed as an app enum:
    /// the field of each entry, in the appearance the entry says; `nil` for anything else.
    func enumParameterLeaves(_ base: KotlinExpression, _ field: String, _ scope: Scope) -> [Leaf]? {
        guard case .name(let parameter) = base.kind, let function = scope.function,
            let type = functions[function]?.first(where: { $0.name == parameter && $0.defaultValue == nil })?.type,
            let entries = enumEntries[type.trimmingSuffix("?")], let parameters = classes[type.trimmingSuffix("?")]
        else { return nil }
        var found: [Leaf] = []
        for entry in entries {
            let arguments = Self.arguments(of: entry, parameters: parameters)
            guard let value = arguments[field] else { continue }
            leaves(
                value, constants: scope.constants, dark: Self.entrySaysDark(entry, arguments: arguments) ?? scope.dark, path: scope.path, into: &found,
                depth: scope.depth)
        }
        return found.isEmpty ? nil : found
    }

    /// Whether an enum entry is a dark theme: its `isDarkTheme = true` (a boolean whose name says
    /// dark or light), else its own name (`Midnight`).
    private static func entrySaysDark(_ entry: KotlinExpression, arguments: [String: KotlinExpression]) -> Bool? {
        for (name, value) in arguments.sorted(by: { $0.key < $1.key }) where value.sketch == "true" || value.sketch == "false" {
            guard let says = saysDark(name) else { continue }
            return value.sketch == "true" ? says : !says
        }
        let name: String? =
            switch entry.kind {
            case .call(let callee, _, _): callee.sketch
            case .name(let name): name
            default: nil
            }
        return name.flatMap(saysDark)
    }

    /// The fields every one of `palettes` gives the same value (a theme picker's palettes that
    /// agree); the others go into `unresolved`.
    static func agreed(_ palettes: [[String: KotlinExpression]], unresolved: inout Set<String>) -> [String: KotlinExpression] {
        guard var fields = palettes.first else { return [:] }
        for other in palettes.dropFirst() {
            for (key, value) in other where fields[key].map({ $0.sketch != value.sketch }) ?? true {
                fields[key] = nil
                unresolved.insert(key)
            }
            for key in fields.keys where other[key] == nil {
                fields[key] = nil
                unresolved.insert(key)
            }
        }
        return fields
    }
}

extension String {
    /// The string without `suffix` at its end.
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
