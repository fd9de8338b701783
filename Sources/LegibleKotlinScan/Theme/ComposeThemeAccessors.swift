/// The app's functions that hand out its theme's palette: `fun colorsScheme(accent: Accent? = null)
/// = accent?.let { MaterialTheme.wireColorScheme.withAccent(accent) } ?: MaterialTheme.wireColorScheme`
/// (Wire d34c49fc ThemeExt.kt:39), so `colorsScheme().onBackground` in any file is the palette's
/// field, as `MaterialTheme.wireColorScheme.onBackground` is.
///
/// Found after the theme: the extension properties of the theme files that read a local
/// (`val MaterialTheme.wireColorScheme get() = LocalWireColors.current`) are the accessors; a file
/// that returns one (`= MaterialTheme.wireColorScheme`, `?: MaterialTheme.wireColorScheme`) is
/// parsed, and its top-level functions whose parameters all have defaults and whose `= …` body
/// names an accessor are read as called with no arguments: each parameter its default, and
/// `null?.let { … } ?: x` is `x`. A function that needs an argument, or a body that still
/// branches on one, is not read.
enum ComposeThemeAccessors {
    /// The accessors' written forms (`MaterialTheme.wireColorScheme`), from the theme files.
    static func accessorNames(files: [(path: String, file: KotlinFile)], themes: ComposeAppThemes) -> [String] {
        guard !themes.isEmpty else { return [] }
        var names: [String] = []
        for (_, file) in files {
            for case .declaration(let declaration) in file.statements where declaration.keyword == "val" {
                guard let receiver = declaration.receiver, receiver != declaration.name, let value = declaration.initializer,
                    case .member(let base, "current", _) = value.kind, case .name(let local) = base.kind, themes.locals[local] != nil
                else { continue }
                names.append(receiver + "." + declaration.name)
            }
        }
        return names.sorted()
    }

    /// Whether `text` returns one of `names` from a function (the cheap test before a parse).
    static func mayDeclare(_ text: String, names: [String]) -> Bool {
        names.contains { KotlinDeclaredNames.contains(text, "= " + $0) || KotlinDeclaredNames.contains(text, "?: " + $0) }
    }

    /// The accessor functions `statements` declare, as the expressions they return with no arguments.
    static func functions(in statements: [KotlinStatement], names: [String]) -> [String: KotlinExpression] {
        var found: [String: KotlinExpression] = [:]
        for case .declaration(let declaration) in statements where declaration.keyword == "fun" && declaration.receiver == nil {
            guard let body = declaration.initializer, names.contains(where: { body.sketch.contains($0) }) else { continue }
            var defaults: [String: KotlinExpression] = [:]
            for parameter in declaration.parameters {
                guard let value = parameter.defaultValue else { break }
                defaults[parameter.name] = value
            }
            guard defaults.count == declaration.parameters.count else { continue }
            let returned = folded(body, defaults: defaults)
            // Only a body that comes down to an accessor itself.
            guard names.contains(returned.sketch) else { continue }
            found[declaration.name] = returned
        }
        return found
    }

    /// `p?.let { … } ?: x` → `x` when `p`'s default is `null`; anything else as it is.
    static func folded(_ expression: KotlinExpression, defaults: [String: KotlinExpression]) -> KotlinExpression {
        guard case .binary("?:", let left, let right) = expression.kind, let root = nullRoot(left, defaults: defaults, safe: false) else {
            return expression
        }
        return root ? folded(right, defaults: defaults) : expression
    }

    /// Whether `expression` is `null`, or a safe-call chain on a parameter whose default is `null`.
    private static func nullRoot(_ expression: KotlinExpression, defaults: [String: KotlinExpression], safe: Bool) -> Bool? {
        switch expression.kind {
        case .name(let name): return name == "null" || (safe && defaults[name]?.sketch == "null")
        case .literal: return expression.sketch == "null"
        case .member(let base, _, let isSafe): return nullRoot(base, defaults: defaults, safe: isSafe)
        case .call(let callee, _, _): return nullRoot(callee, defaults: defaults, safe: safe)
        default: return false
        }
    }
}
