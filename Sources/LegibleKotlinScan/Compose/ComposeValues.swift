import LegibleScan
import LegibleTypeScale

/// Numbers, lengths and font sizes as Compose code writes them, read through the file's constants.
struct ComposeValues {
    let constants: ComposeConstants
    /// The app's theme, for `MaterialTheme.colorScheme.ROLE` and `MaterialTheme.typography.ROLE`.
    var theme = ComposeTheme()
    /// The scan's resources, for `dimensionResource(R.dimen.x)`.
    var resources: ScanResources?
    /// The file's `Boolean` parameters that are the appearance, true in dark or in light
    /// (``ComposeAppearanceConditions/parameters(in:declared:)``).
    var appearanceParameters: [String: Bool] = [:]

    /// A number: `14`, `1.5f`, `0xFF`, `1_000L`, `-2`, a constant, or `+ - * /` of numbers.
    func number(_ expression: KotlinExpression?) -> Double? {
        guard let expression else { return nil }
        let value = constants.resolve(expression)
        switch value.kind {
        case .literal(let token):
            guard case .number = token.kind else { return nil }
            return Self.number(token.text)
        case .prefix("-", let operand): return number(operand).map { -$0 }
        case .binary(let op, let left, let right):
            guard let a = number(left), let b = number(right) else { return nil }
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/": return b == 0 ? nil : a / b
            default: return nil
            }
        case .member(let base, let name, _) where ["toFloat", "toInt", "toDouble"].contains(name):
            return number(base)
        case .call(let callee, [], nil):
            // `x.toFloat()`
            if case .member(let base, let name, _) = callee.kind, ["toFloat", "toInt", "toDouble"].contains(name) { return number(base) }
            return nil
        default: return nil
        }
    }

    /// A numeric literal's value: suffixes and `_` dropped, hexadecimal and binary read.
    static func number(_ text: String) -> Double? {
        var digits = text.replacingUnderscores
        let radixPrefixed = digits.hasPrefix("0x") || digits.hasPrefix("0X") || digits.hasPrefix("0b") || digits.hasPrefix("0B")
        // `f` is a hexadecimal digit, not a suffix, after `0x`.
        while let last = digits.last, (radixPrefixed ? "LuU" : "fFLuU").contains(last) { digits.removeLast() }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { return UInt64(digits.dropFirst(2), radix: 16).map { Double($0) } }
        if digits.hasPrefix("0b") || digits.hasPrefix("0B") { return UInt64(digits.dropFirst(2), radix: 2).map { Double($0) } }
        return Double(digits)
    }

    /// A length in dp: `48.dp`, `(24 + 8).dp`, a constant holding one, `Dp(48f)`.
    func dp(_ expression: KotlinExpression?) -> Double? {
        guard let expression else { return nil }
        let value = constants.resolve(expression)
        switch value.kind {
        case .member(let base, "dp", _): return number(base)
        case .call(let callee, let arguments, nil):
            if case .name("Dp") = callee.kind, arguments.count == 1 { return number(arguments[0].value) }
            if case .name("dimensionResource") = callee.kind { return dimension(arguments)?.dp }
            return nil
        case .binary(let op, let left, let right):
            if let a = dp(left), let b = dp(right), op == "+" || op == "-" { return op == "+" ? a + b : a - b }
            if let a = dp(left), let b = number(right), op == "*" || op == "/" { return op == "*" ? a * b : (b == 0 ? nil : a / b) }
            return nil
        case .member(_, _, false) where value.sketch.hasPrefix("ButtonDefaults."):
            // `Spacer(Modifier.width(ButtonDefaults.IconSpacing))`: Material's own lengths.
            return ComposeMaterialSizes.table[value.sketch]
        case .member: return appThemeLength(value)
        default: return nil
        }
    }

    /// One side of a `DpSize(width, height)`, written in place or held by a constant (Pocket Casts
    /// `IconButtonSmall.kt:28`, `.size(IconButtonDefaults.Size)` with the private object's
    /// `val Size: DpSize = DpSize(32.dp, 32.dp)`, :44), in dp.
    func dpSize(_ expression: KotlinExpression?, horizontal: Bool) -> Double? {
        guard let expression, case .call(let callee, let arguments, nil) = constants.resolve(expression).kind, case .name("DpSize") = callee.kind,
            arguments.count == 2
        else { return nil }
        let named = arguments.first { $0.name == (horizontal ? "width" : "height") }
        return dp(named?.value ?? (arguments.allSatisfy { $0.name == nil } ? arguments[horizontal ? 0 : 1].value : nil))
    }

    /// A font size: `14.sp` scales; `14.dp.toSp()` (also inside `with(LocalDensity.current) { … }`),
    /// a size divided by `fontScale`, and `TextUnit` built from dp do not.
    func fontSize(_ expression: KotlinExpression?, weight: FontWeight, family: String?) -> ScannedFont? {
        guard let expression else { return nil }
        let value = constants.resolve(expression)
        if let size = frozenByHelper(value) { return .fixed(size: size, unit: "dp", weight: weight, family: family) }
        switch value.kind {
        case .member(let base, "sp", _):
            if case .binary("/", let left, let right) = constants.resolve(base).kind, Self.mentionsFontScale(right), let size = number(left) {
                return .fixed(size: size, unit: "dp", weight: weight, family: family)
            }
            return number(base).map { .scaled(size: $0, relativeTo: nil, weight: weight, family: family) }
        case .binary("/", let left, let right) where Self.mentionsFontScale(right):
            guard case .scaled(let size, _, _, _)? = fontSize(left, weight: weight, family: family) else { return nil }
            return .fixed(size: size, unit: "dp", weight: weight, family: family)
        case .binary(let op, let left, let right) where op == "*" || op == "/":
            // `20.sp * 1.5`, `(size.value.sp / 2.5)` (Wire d34c49fc UserProfileAvatar.kt:343).
            guard case .scaled(let size, _, _, _)? = fontSize(left, weight: weight, family: family), let factor = number(right), factor != 0
            else { return nil }
            return .scaled(size: op == "*" ? size * factor : size / factor, relativeTo: nil, weight: weight, family: family)
        case .call(let callee, let arguments, let lambda):
            return callFontSize(callee: callee, arguments: arguments, lambda: lambda, weight: weight, family: family)
        default:
            return nil
        }
    }

    private func callFontSize(callee: KotlinExpression, arguments: [KotlinArgument], lambda: KotlinLambda?, weight: FontWeight, family: String?)
        -> ScannedFont?
    {
        switch callee.kind {
        case .member(let base, "toSp", _) where arguments.isEmpty:
            if let size = dp(base) { return .fixed(size: size, unit: "dp", weight: weight, family: family) }
            if let size = number(base) { return .fixed(size: size, unit: "px", weight: weight, family: family) }
            return nil
        case .name("with"), .name("run"):
            // `with(LocalDensity.current) { 14.dp.toSp() }`: the lambda's last expression.
            guard let last = lambda?.body.last, case .expression(let result) = last else { return nil }
            return fontSize(result, weight: weight, family: family)
        case .name("TextUnit") where arguments.count == 2:
            guard let size = number(arguments[0].value) else { return nil }
            return arguments[1].value.sketch.hasSuffix("Sp") ? .scaled(size: size, relativeTo: nil, weight: weight, family: family) : nil
        default:
            return nil
        }
    }

    /// A size frozen in dp whose value the file does not give: `x.dp.toSp()` of any `x` that is
    /// not a number (Home Assistant 532638a9 RefreshIntervalPickerView.kt:82,
    /// `MaterialTheme.typography.displayMedium.fontSize.value.dp.toSp()`, "Ignore text scaling"),
    /// also as a `with(LocalDensity.current) { … }` lambda's result; `nil` for anything else.
    func frozenWithoutSize(_ expression: KotlinExpression?) -> String? {
        guard let expression else { return nil }
        let value = constants.resolve(expression)
        // An app helper that divides by the font scale (``ComposeFrozenSizeHelpers``) of a size the
        // file does not give: Pocket Casts PlaylistToolbar.kt:94, `textStyle.fontSize.value.nonScaledSp`.
        if case .member(_, let name, _) = value.kind, theme.frozenSizeHelpers[name] != nil { return value.sketch }
        guard case .call(let callee, let arguments, let lambda) = value.kind else { return nil }
        if case .name(let scope) = callee.kind, scope == "with" || scope == "run", case .expression(let last)? = lambda?.body.last {
            return frozenWithoutSize(last)
        }
        guard arguments.isEmpty, lambda == nil, case .member(let base, "toSp", _) = callee.kind, case .member(_, "dp", _) = constants.resolve(base).kind
        else { return nil }
        return constants.resolve(base).sketch + ".toSp()"
    }

    static func mentionsFontScale(_ expression: KotlinExpression) -> Bool {
        expression.sketch.contains("fontScale")
    }

    /// `FontWeight.Bold`, `FontWeight.W600`, `FontWeight(600)`.
    func weight(_ expression: KotlinExpression?) -> FontWeight? {
        guard let expression else { return nil }
        let value = constants.resolve(expression)
        if case .call(let callee, let arguments, nil) = value.kind, case .name("FontWeight") = callee.kind, let number = number(arguments.first?.value) {
            return FontWeight(value: number)
        }
        guard case .member(_, let name, _) = value.kind else { return nil }
        let named: [String: Double] = [
            "Thin": 100, "ExtraLight": 200, "Light": 300, "Normal": 400, "Medium": 500, "SemiBold": 600, "Bold": 700, "ExtraBold": 800, "Black": 900,
        ]
        if let weight = named[name] { return FontWeight(value: weight) }
        if name.hasPrefix("W"), let number = Double(name.dropFirst()) { return FontWeight(value: number) }
        return nil
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(filter { $0 != "_" }) }
}

extension ComposeValues {
    /// A length of the app's own theme object (`KSTheme.dimensions.videoPlayerIconSize`, a
    /// CompositionLocal the theme provides: Kickstarter e5ba636b KSButtons.kt:917, a 32 dp
    /// profile button whose size was not known, so its target was not judged): the value its
    /// palette gives, when every palette gives the same length; `nil` otherwise.
    func appThemeLength(_ expression: KotlinExpression) -> Double? {
        guard !theme.appThemes.isEmpty, let found = theme.appThemes.expressions(expression, constants: constants),
            found.palette.unresolvedReason == nil, let light = found.light
        else { return nil }
        let path = theme.appThemes.field(expression, constants: constants)?.path ?? ""
        guard !found.palette.chosenWhileRunning.contains(path) else { return nil }
        // The palette's own values, read without the theme objects (no cycles).
        var inner = self
        inner.theme.appThemes = ComposeAppThemes()
        guard let length = inner.dp(light) else { return nil }
        if let dark = found.dark, inner.dp(dark) != length { return nil }
        return length
    }

    /// `dimensionResource(R.dimen.x)` (or `id = R.dimen.x`) through the app's `values*/dimens.xml`;
    /// `nil` when the scan read no such dimension.
    func dimension(_ arguments: [KotlinArgument]) -> AndroidDimension? {
        guard let reference = arguments.first(where: { $0.name == "id" })?.value ?? arguments.first?.value,
            case .member(_, let name, _) = reference.kind, reference.sketch.hasPrefix("R.dimen.") || reference.sketch.contains(".R.dimen.")
        else { return nil }
        return resources?.android.resources.dimension(named: name)
    }
}
