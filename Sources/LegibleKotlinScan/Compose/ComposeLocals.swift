import LegibleReporting
import LegibleScan

/// `CompositionLocalProvider(…)`: a pinned font scale (`text.clamped`), Material's minimum touch
/// target switched off (`target.small`), a content colour for what is inside.
extension ComposeFileScan {
    func providedLocals(_ call: ComposeCall, content: KotlinLambda?, context: inout Context) {
        for argument in call.arguments {
            guard case .binary("provides", let local, let value) = argument.value.kind else { continue }
            let name = local.sketch.split(separator: ".").last.map(String.init) ?? ""
            let provided = values.constants.resolve(value)
            switch name {
            case "LocalDensity":
                fontScale(provided, at: argument.value.position, context: context)
            case "LocalMinimumInteractiveComponentSize":
                let size = values.dp(provided)
                if provided.sketch.hasSuffix("Unspecified") || (size.map { $0 < 48 } ?? false) {
                    minimumTargetOff("\(local.sketch) provides \(provided.sketch)", at: argument.value.position, content: content, context: &context)
                }
            case "LocalMinimumInteractiveComponentEnforcement", "LocalMinimumTouchTargetEnforcement":
                if provided.sketch == "false" {
                    minimumTargetOff("\(local.sketch) provides false", at: argument.value.position, content: content, context: &context)
                }
            case "LocalContentColor":
                if let color = values.color(provided) { context.contentColor = color }
            default:
                break
            }
        }
    }

    /// `LocalDensity provides Density(density, fontScale = 1f)`: the scale inside is pinned (or
    /// capped, with `coerceAtMost`/`coerceIn`/`minOf`).
    private func fontScale(_ provided: KotlinExpression, at position: KotlinPosition, context: Context) {
        guard case .call(let callee, let arguments, nil) = provided.kind, case .name("Density") = callee.kind else { return }
        // A Glance widget's composition becomes RemoteViews, whose text Android scales in sp: the
        // `LocalDensity` it is given only lets Compose resources pick a density qualifier
        // (Meshtastic 10d52c8e WidgetResourceEnvironment.kt:57, "must not be used to compute widget layout").
        guard !file.imports.contains(where: { $0.hasPrefix("androidx.glance") }) else { return }
        let density = ComposeCall(name: "Density", arguments: arguments, position: provided.position, endLine: provided.endLine)
        guard let scale = density.argument("fontScale", at: 1) else {
            // `Density(density)`: the font scale defaults to 1.
            clamped(written: "Density(\(arguments.first?.value.sketch ?? "…"))", cap: 1, capped: false, at: position, context: context)
            return
        }
        if let fixed = values.number(scale) {
            clamped(written: "Density(…, fontScale = \(DecimalNumberText.string(fixed)))", cap: fixed, capped: false, at: position, context: context)
        } else if let cap = Self.cap(scale, values: values) {
            clamped(written: "Density(…, fontScale = \(scale.sketch))", cap: cap, capped: true, at: position, context: context)
        }
    }

    /// The upper bound of `x.coerceAtMost(1.3f)`, `x.coerceIn(1f, 1.3f)`, `minOf(x, 1.3f)`, `min(x, 1.3f)`.
    static func cap(_ expression: KotlinExpression, values: ComposeValues) -> Double? {
        guard case .call(let callee, let arguments, nil) = expression.kind else { return nil }
        switch callee.kind {
        case .member(_, "coerceAtMost", _): return values.number(arguments.first?.value)
        case .member(_, "coerceIn", _) where arguments.count == 2: return values.number(arguments[1].value)
        case .name("minOf"), .name("min"): return arguments.lazy.compactMap { values.number($0.value) }.min()
        default: return nil
        }
    }

    private func clamped(written: String, cap: Double, capped: Bool, at position: KotlinPosition, context: Context) {
        // The reader reports what it found; the rule judges it.
        findings.append(ScanRules.clampedFontScale(written: written, cap: cap, capped: capped, id: id(position, context), location: location(position)))
    }

    private func minimumTargetOff(_ written: String, at position: KotlinPosition, content: KotlinLambda?, context: inout Context) {
        context.minimumTargetOff = true
        // Nothing inside reads it (pocket-casts SearchBar.kt:294): `ComposeEnforcementReaders.swift`.
        guard !isDesktopSource, mayReadMinimumTarget(content) else { return }
        findings.append(
            Finding(
                id: id(position, context), rule: ScanRules.targetSmall.id, severity: ScanRules.targetSmall.defaultSeverity,
                message:
                    "\(written) switches off Material's 48 dp minimum touch target for every component inside, so their hit areas shrink to what they draw; "
                    + "keep the minimum and make the layout give them room",
                location: location(position)))
    }
}

/// Numbers as messages show them: `1`, `1.3`.
enum DecimalNumberText {
    static func string(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String((value * 1000).rounded() / 1000)
    }
}
