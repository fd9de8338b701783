/// The text styles an app's Material 2 `Typography(…)` gives its type roles, kept as written and
/// read where a screen uses them (`style = MaterialTheme.typography.caption`), when the app's
/// dark flags are known.
///
/// phoenix's Android app (13c8ddb6) builds its typography in `@Composable private fun
/// typography(palette: Colors) = Typography(subtitle2 = TextStyle(…, color = if (isDarkTheme)
/// gray500 else gray300), body1 = TextStyle(…, color = palette.onSurface), …)` (Theme.kt:134-209)
/// and passes it `MaterialTheme(colors = palette, typography = typography(palette))` (Theme.kt:228-231).
/// A parameter of the function is `MaterialTheme.colors` only when every such `MaterialTheme`
/// call passes it the very palette it gives `colors =`; otherwise it is a value the reader cannot
/// read, and a colour made of it leaves the text unmeasured.
enum ComposeMaterial2Typography {
    /// Material 2 type role → its `TextStyle(…)`, the parameters of the function the call is in
    /// replaced (``ComposeReceiverScope/substitute(_:fields:depth:)``).
    static func styles(_ typography: ComposeThemeCollector.SchemeCall, files: [(path: String, file: KotlinFile)]) -> [String: KotlinExpression] {
        let roles = typography.call.arguments.filter { $0.name.map(ComposeMaterial2Theme.typeRoles.contains) == true }
        guard !roles.isEmpty else { return [:] }
        let fields = parameterValues(typography, files: files)
        var styles: [String: KotlinExpression] = [:]
        for argument in roles {
            guard let role = argument.name else { continue }
            styles[role] = fields.isEmpty ? argument.value : ComposeReceiverScope.substitute(argument.value, fields: fields)
        }
        return styles
    }

    /// The function holding the call's parameters → `MaterialTheme.colors` or a value nothing reads.
    private static func parameterValues(_ typography: ComposeThemeCollector.SchemeCall, files: [(path: String, file: KotlinFile)]) -> [String: KotlinExpression]
    {
        guard let holder = typography.holder,
            let function = files.lazy.filter({ $0.path == typography.path }).compactMap({ entry in
                entry.file.statements.lazy.compactMap { statement -> KotlinDeclaration? in
                    guard case .declaration(let declaration) = statement, declaration.keyword == "fun", declaration.name == holder else { return nil }
                    return declaration
                }.first
            }).first
        else { return [:] }
        let position = typography.call.position
        func made(_ kind: KotlinExpression.Kind, depth: Int) -> KotlinExpression {
            KotlinExpression(kind: kind, position: position, endLine: position.line, depth: depth)
        }
        let colors = made(.member(base: made(.name("MaterialTheme"), depth: 1), name: "colors", safe: false), depth: 2)
        let unread = made(.unknown, depth: 1)
        var fields: [String: KotlinExpression] = [:]
        for (index, parameter) in function.parameters.enumerated() {
            let isPalette = parameter.type == "Colors" && passesThemePalette(function.name, parameter: parameter.name, index: index, files: files)
            fields[parameter.name] = isPalette ? colors : unread
        }
        return fields
    }

    /// Whether every `MaterialTheme(…, typography = function(…))` of the files passes `parameter`
    /// the expression it passes `colors =`, and there is at least one.
    private static func passesThemePalette(_ function: String, parameter: String, index: Int, files: [(path: String, file: KotlinFile)]) -> Bool {
        var agreed: Bool?
        for (_, file) in files {
            KotlinWalk.expressions(in: file.statements) { expression in
                guard agreed != false, case .call(let callee, let arguments, _) = expression.kind, case .name("MaterialTheme") = callee.kind,
                    let typography = arguments.first(where: { $0.name == "typography" })?.value,
                    case .call(let typographyCallee, let passed, _) = typography.kind, case .name(let name) = typographyCallee.kind, name == function
                else { return }
                let given = passed.first { $0.name == parameter }?.value ?? (index < passed.count && passed[index].name == nil ? passed[index].value : nil)
                let palette = arguments.first { $0.name == "colors" }?.value
                agreed = given != nil && palette != nil && given?.sketch == palette?.sketch
            }
        }
        return agreed == true
    }
}
