import LegibleScan

/// Runs of an annotated string in their own colour (issue 33, fresh-android17b): 2fas-android
/// BrowserExtScreen.kt:244, `Text(buildAnnotatedString { append(…); withStyle(style =
/// SpanStyle(TwTheme.color.primary)) { append(TwLocale.strings.browserExtMore2) } })`, a link run
/// in #ED1C24, was judged (if at all) in the Text's own colour only.
///
/// `withStyle(SpanStyle(color))` (also `style =`, `color =`) inside `buildAnnotatedString { … }`
/// given as the Text's text: each run whose colour the reader knows is a state of the Text's
/// colour, named by what it appends, beside the Text's own colour. A run that also sets its size,
/// weight, family or background (which change the contrast it needs or what is behind it) is left
/// out, as is a colour not known: nothing is guessed.
extension ComposeFileScan {
    func spanRunStates(_ text: KotlinExpression?, _ element: ScannedElement) -> [ScannedColorState]? {
        guard element.textColorStates.isEmpty, let text, case .call(let callee, _, let lambda?) = text.kind, case .name("buildAnnotatedString") = callee.kind
        else { return nil }
        var runs: [ScannedColorState] = []
        KotlinWalk.expressions(in: lambda.body) { expression in
            guard case .call(let callee, let arguments, let inner?) = expression.kind, case .name("withStyle") = callee.kind,
                let style = (arguments.first { $0.name == "style" } ?? arguments.first { $0.name == nil })?.value,
                case .call(let styleCallee, let styleArguments, nil) = style.kind, case .name("SpanStyle") = styleCallee.kind,
                !styleArguments.contains(where: {
                    ["fontSize", "fontWeight", "fontFamily", "fontStyle", "background", "baselineShift"].contains($0.name ?? "")
                }),
                let written = (styleArguments.first { $0.name == "color" } ?? styleArguments.first.flatMap { $0.name == nil ? $0 : nil })?.value,
                let color = textColor(written)
            else { return }
            if case .unresolved = color { return }
            var state = ScannedColorState(condition: "", color: color)
            state.run = Self.appended(in: inner) ?? style.sketch
            if !runs.contains(state) { runs.append(state) }
        }
        guard !runs.isEmpty else { return nil }
        if let own = element.textColor {
            if case .unresolved = own { return runs }
            return [ScannedColorState(condition: "", color: own)] + runs
        }
        return runs
    }

    /// What the first `append(…)` of a `withStyle` block appends: a literal's text, else the value as written.
    private static func appended(in lambda: KotlinLambda) -> String? {
        for case .expression(let expression) in lambda.body {
            guard case .call(let callee, let arguments, nil) = expression.kind, case .name("append") = callee.kind, let value = arguments.first?.value
            else { continue }
            if case .literal(let token) = value.kind { return token.text }
            return String(Self.readable(value).prefix(60))
        }
        return nil
    }

    /// A member chain as Kotlin writes it (`TwLocale.strings.browserExtMore2`), else the sketch.
    private static func readable(_ expression: KotlinExpression) -> String {
        switch expression.kind {
        case .name(let name): return name
        case .member(let base, let name, let safe): return readable(base) + (safe ? "?." : ".") + name
        default: return expression.sketch
        }
    }
}
