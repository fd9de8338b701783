import LegibleScan

/// A Text whose `color =` is a parameter of its function (issue 33, fresh-android17b): 2fas-android
/// Button.kt:100, `TwOutlinedButton(textColor: Color = TwTheme.color.primary)` drawing
/// `Text(color = textColor)` inside an `OutlinedButton` with no fill; SettingsLink.kt:73,
/// `Title(textColor = textColor)` with `SettingsLink(textColor: Color = TwTheme.color.onSurfacePrimary)`,
/// called `SettingsLink(title = "Delete", textColor = TwTheme.color.primary)` at EditServiceScreen.kt:337.
///
/// At each caller whose fill is known (``ComposeCallerFills``), the parameter is what that call
/// passes it, by its label or position, else its default. Literal, never a guess: a value that
/// is a bare name (the caller's own local or parameter, which means nothing here) or that the
/// reader cannot read leaves that call unjudged.
extension ComposeFileScan {
    func parameterColorStates(_ written: KotlinExpression?, owner: String, entry: ComposeCallerFills.Entry) -> [ScannedColorState]? {
        guard let written, case .name(let name) = written.kind else { return nil }
        let functions = fileFunctions(named: owner)
        guard functions.count == 1 else { return nil }
        var states: [ScannedColorState] = []
        for fill in entry.fills {
            var value = Self.argument(name, of: functions[0], in: fill.arguments)
            // `Subtitle(textColorSecondary = textColorSecondary)` in `SettingsLink` of this file:
            // that parameter of the outer call (SettingsLink.kt:82 → :165).
            if let passed = value, case .name(let outerName) = passed.kind, let via = fill.via {
                let outer = fileFunctions(named: via)
                value = outer.count == 1 ? Self.argument(outerName, of: outer[0], in: fill.outerArguments) : nil
            }
            guard let value, !Self.isBareName(value), let color = textColor(value) else { continue }
            if case .unresolved = color { continue }
            guard let background = TranslucentFill.bestCase(fill.background, text: color) else { continue }
            states.append(ScannedColorState(condition: "", color: color, background: background, calledFrom: fill.location))
        }
        return states.isEmpty ? nil : states
    }

    /// The file's top-level functions named `name` (more than one: overloads, not told apart).
    private func fileFunctions(named name: String) -> [KotlinDeclaration] {
        file.statements.compactMap { statement in
            guard case .declaration(let declaration) = statement, declaration.keyword == "fun", declaration.name == name else { return nil }
            return declaration
        }
    }

    /// What a call with `arguments` gives `function`'s parameter `name`: by label, by position,
    /// else the default; `nil` when it has no such parameter or the value was not kept.
    static func argument(_ name: String, of function: KotlinDeclaration, in arguments: [ComposeCallerFills.Argument]) -> KotlinExpression? {
        guard let index = function.parameters.firstIndex(where: { $0.name == name }) else { return nil }
        let positional = arguments.prefix { $0.label == nil }
        if let passed = arguments.first(where: { $0.label == name }) ?? (index < positional.count ? positional[index] : nil) { return passed.expression }
        return function.parameters[index].defaultValue
    }

    /// A lone name (`accent`, `textColor`): a value of the caller's own scope.
    static func isBareName(_ expression: KotlinExpression) -> Bool {
        if case .name = expression.kind { return true }
        return false
    }
}
