/// The values a file names: `const val`, top-level and object `val`s, and the `val`s inside
/// functions (`val size = with(LocalDensity.current) { 14.dp.toSp() }`), by name, so a size or
/// colour written once and used by name is read where it is used. Only within one file.
///
/// A name declared twice with different values is ambiguous and left unknown.
struct ComposeConstants {
    private var values: [String: KotlinExpression] = [:]
    private var ambiguous: Set<String> = []
    /// An ambiguous name's different values (at most four), for the theme pre-pass: an app with
    /// two copies of its design system (Wire d34c49fc's `core/ui-common` and `core/ui-common-kmp`)
    /// gives each palette twice, and a field both copies give alike is known.
    private var alternativeValues: [String: [KotlinExpression]] = [:]

    init() {}

    /// Names given their values from elsewhere (``ComposeSharedLengths``).
    init(values: [String: KotlinExpression]) {
        self.values = values
    }

    init(_ statements: [KotlinStatement]) {
        collect(statements, owner: nil)
    }

    /// A file's names and also its functions' parameters with their defaults: for the theme
    /// pre-pass, where `fun AppTheme(dark: AppColors = darkAppColors) { … provides dark }` gives
    /// the palette (Element X's `compoundDark: SemanticColors = compoundColorsDark`). Not for
    /// screens, whose callers pass other values.
    init(withParameterDefaults statements: [KotlinStatement]) {
        parameterDefaults = true
        collect(statements, owner: nil)
    }

    /// The top-level and object constants of several files (the theme's), not the `val`s inside
    /// functions, whose names mean something else in every function.
    init(declarationsOf files: [[KotlinStatement]]) {
        topLevelOnly = true
        for statements in files { collect(statements, owner: nil) }
    }

    /// These constants, and `outer`'s where these name nothing: a file's own names first, then
    /// the theme files'.
    func over(_ outer: ComposeConstants) -> ComposeConstants {
        guard !outer.values.isEmpty else { return self }
        var merged = self
        merged.values = outer.values.merging(values) { _, own in own }
        merged.alternativeValues = outer.alternativeValues.merging(alternativeValues) { _, own in own }
        for name in ambiguous { merged.values[name] = nil }
        return merged
    }

    private var topLevelOnly = false
    private var parameterDefaults = false

    private mutating func collect(_ statements: [KotlinStatement], owner: String?) {
        for statement in statements {
            switch statement {
            case .declaration(let declaration): collect(declaration, owner: owner)
            case .expression(let expression): collect(expression)
            case .assignment: break
            }
        }
    }

    private mutating func collect(_ declaration: KotlinDeclaration, owner: String?) {
        switch declaration.keyword {
        case "val":
            guard let value = declaration.initializer, !declaration.name.contains(",") else { return }
            define(declaration.name, value)
            if let owner { define(owner + "." + declaration.name, value) }
            // `val MaterialTheme.wireColorScheme get() = LocalWireColors.current`: read as written.
            if let receiver = declaration.receiver, receiver != declaration.name { define(receiver + "." + declaration.name, value) }
            collect(value)
        case "object", "class", "interface":
            let name = declaration.modifiers.contains("companion") && declaration.name.isEmpty ? owner : declaration.name
            collect(declaration.body ?? [], owner: name)
        default:
            guard !topLevelOnly else { return }
            if parameterDefaults {
                for parameter in declaration.parameters { if let value = parameter.defaultValue { define(parameter.name, value) } }
            }
            collect(declaration.body ?? [], owner: nil)
            if let initializer = declaration.initializer { collect(initializer) }
        }
    }

    /// The `val`s inside lambdas (a composable's body is a lambda).
    private mutating func collect(_ expression: KotlinExpression) {
        guard !topLevelOnly else { return }
        switch expression.kind {
        case .call(_, let arguments, let lambda):
            for argument in arguments { collect(argument.value) }
            if let lambda { collect(lambda.body, owner: nil) }
        case .lambda(let lambda): collect(lambda.body, owner: nil)
        case .block(let statements): collect(statements, owner: nil)
        case .control(_, let parts): for part in parts { collect(part) }
        default: break
        }
    }

    private mutating func define(_ name: String, _ value: KotlinExpression) {
        guard !ambiguous.contains(name) else {
            if var known = alternativeValues[name], known.count < 4, !known.contains(where: { $0.sketch == value.sketch }) {
                known.append(value)
                alternativeValues[name] = known
            }
            return
        }
        if let existing = values[name], existing.sketch != value.sketch {
            values[name] = nil
            ambiguous.insert(name)
            alternativeValues[name] = [existing, value]
            return
        }
        values[name] = value
    }

    /// The value `expression` names (`TitleSize`, `Dimens.Small`), followed through names that
    /// name names, at most eight steps; `expression` itself when it names nothing known.
    func resolve(_ expression: KotlinExpression) -> KotlinExpression {
        var current = expression
        for _ in 0..<8 {
            guard let name = Self.name(of: current), let value = values[name] else { return current }
            current = value
        }
        return current
    }

    /// The different values of a name declared more than once (``alternativeValues``); `nil` for
    /// any other name.
    func alternatives(of name: String) -> [KotlinExpression]? {
        alternativeValues[name]
    }

    /// `Name` or `Owner.Name` for a name or a one-step member.
    private static func name(of expression: KotlinExpression) -> String? {
        switch expression.kind {
        case .name(let name): name
        case .member(let base, let name, _):
            if case .name(let owner) = base.kind { owner + "." + name } else { nil }
        default: nil
        }
    }
}
