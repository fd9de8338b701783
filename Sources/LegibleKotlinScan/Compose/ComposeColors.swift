import LegibleColor
import LegibleScan

/// Colours as Compose code writes them: `Color(0xFF6200EE)`, `Color(red, green, blue)`,
/// `Color.White`, `colorResource(R.color.x)`, `x.copy(alpha = 0.5f)`; theme roles
/// (`MaterialTheme.colorScheme.onSurface`, Material 2's `MaterialTheme.colors.primary`) through
/// the app's theme.
extension ComposeValues {
    /// `androidx.compose.ui.graphics.Color`'s named colours.
    static let namedColors: [String: UInt64] = [
        "Black": 0xFF00_0000, "DarkGray": 0xFF44_4444, "Gray": 0xFF88_8888, "LightGray": 0xFFCC_CCCC, "White": 0xFFFF_FFFF,
        "Red": 0xFFFF_0000, "Green": 0xFF00_FF00, "Blue": 0xFF00_00FF, "Yellow": 0xFFFF_FF00, "Cyan": 0xFF00_FFFF, "Magenta": 0xFFFF_00FF,
        "Transparent": 0x0000_0000,
    ]

    /// Whether `color` is a literal with no opacity (`Color.Transparent`, `Color(0x00FFFFFF)`):
    /// a fill of it shows what is behind.
    static func isClear(_ color: ScannedColor) -> Bool {
        if case .literal(_, let alpha) = color { return alpha == 0 }
        return false
    }

    /// A colour from its 32-bit ARGB value, as `Color(0xAARRGGBB)` reads it.
    static func color(argb: UInt64) -> ScannedColor {
        let channel = { (shift: UInt64) in Int((argb >> shift) & 0xFF) }
        return .literal(SRGBColor(red8: UInt8(channel(16)), green8: UInt8(channel(8)), blue8: UInt8(channel(0))), alpha: Double(channel(24)) / 255)
    }

    /// The colour `expression` names, `nil` when it names none the reader knows (a parameter, a
    /// state, `Color.Unspecified`).
    func color(_ expression: KotlinExpression?) -> ScannedColor? {
        guard let expression else { return nil }
        let value = constants.resolve(expression)
        switch value.kind {
        case .member(let base, let name, _):
            if let themed = appThemeColor(value) { return themed }
            if case .name("Color") = base.kind, let argb = Self.namedColors[name] { return Self.color(argb: argb) }
            // `MaterialTheme.colorScheme.onSurface`, or `colors.onSurface` after `val colors = MaterialTheme.colorScheme`.
            if constants.resolve(base).sketch == "MaterialTheme.colorScheme" { return theme.color(role: name) }
            // Material 2's `MaterialTheme.colors.primary`, or `colors.primary` after `val colors = MaterialTheme.colors`.
            if constants.resolve(base).sketch == "MaterialTheme.colors" { return theme.material2.color(role: name) }
            return nil
        case .call(let callee, let arguments, nil):
            return callColor(callee, arguments)
        case .control("if", let parts) where parts.count == 3:
            return appearanceColor(value, parts)
        case .control("when", let parts):
            return appearanceWhen(parts).flatMap { appearanceColor(value, $0) }
        default:
            return nil
        }
    }

    /// `if (isSystemInDarkTheme()) A else B`, or any condition that is the appearance
    /// (``saysDark(_:depth:)``: `isAppInDarkPrimalTheme()`, `val isDark = isSystemInDarkTheme()`, an
    /// `isDarkTheme: Boolean` parameter; negated too): A in the dark appearances and B in the light
    /// ones, not two states each judged in both (Habitica 56dfaf32 SkillDialog.kt:54, the dark text
    /// judged on the light chip, 1.34:1; Primal f5d5ee2f ReferencedStream.kt:149).
    private func appearanceColor(_ value: KotlinExpression, _ parts: [KotlinExpression]) -> ScannedColor? {
        guard let darkFirst = saysDark(parts[0]) else { return nil }
        // A braced branch of one expression, `{ Color.White }`, is that expression.
        let unwrapped = parts.map { part -> KotlinExpression in
            if case .block(let statements) = part.kind, statements.count == 1, case .expression(let only) = statements[0] { return only }
            return part
        }
        let (dark, light) = darkFirst ? (unwrapped[1], unwrapped[2]) : (unwrapped[2], unwrapped[1])
        let branch = { (written: KotlinExpression) -> ScannedColor? in
            self.color(written) ?? .unresolved(written.sketch, reason: "a colour the reader cannot read (a parameter, a state, a call)")
        }
        guard let darkColor = branch(dark), let lightColor = branch(light), color(dark) != nil || color(light) != nil else { return nil }
        return .themed(value.sketch, theme: appearanceName(parts[0]), light: lightColor, dark: darkColor)
    }

    /// The condition that chooses by appearance, through the file's `val`s and without `!`
    /// (`isSystemInDarkTheme()` for `val isDark = isSystemInDarkTheme()`).
    private func appearanceName(_ condition: KotlinExpression) -> String {
        var current = constants.resolve(condition)
        for _ in 0..<4 {
            guard case .prefix("!", let operand) = current.kind else { break }
            current = constants.resolve(operand)
        }
        return current.sketch
    }

    /// A `when` that chooses by appearance, as `[condition, then, else]`: `when { c -> A else -> B }`
    /// or `when (c) { true -> A false -> B }` (either order; `else` for the second). The parser
    /// gives a `when`'s parts flat, its `else` dropped.
    private func appearanceWhen(_ parts: [KotlinExpression]) -> [KotlinExpression]? {
        if parts.count == 3 { return parts }
        guard parts.count == 4 || parts.count == 5, ["true", "false"].contains(parts[1].sketch) else { return nil }
        if parts.count == 5, parts[3].sketch != (parts[1].sketch == "true" ? "false" : "true") { return nil }
        let other = parts[parts.count - 1]
        return parts[1].sketch == "true" ? [parts[0], parts[2], other] : [parts[0], other, parts[2]]
    }

    private func callColor(_ callee: KotlinExpression, _ arguments: [KotlinArgument]) -> ScannedColor? {
        switch callee.kind {
        case .name("Color"):
            if arguments.count == 1, case .literal(let token) = constants.resolve(arguments[0].value).kind, case .number = token.kind,
                let argb = Self.number(token.text)
            {
                return Self.color(argb: UInt64(argb))
            }
            return components(arguments)
        case .name("colorResource"):
            guard let argument = arguments.first, case .member(_, let name, _) = argument.value.kind,
                argument.value.sketch.hasPrefix("R.color.")
                    || argument.value.sketch.contains(".R.color.")
            else { return nil }
            return .resource(name)
        case .member(let base, "copy", _):
            guard let alphaArgument = arguments.first(where: { $0.name == "alpha" }) ?? arguments.first, let alpha = number(alphaArgument.value) else {
                return nil
            }
            return color(base).flatMap { Self.scaling($0, alpha: alpha) }
        default:
            return nil
        }
    }

    /// `color.copy(alpha = a)`: a literal's alpha times `a`, and a theme colour's in light and dark
    /// (Element X 477aa366 TimelineItemGalleryView.kt:379, `bgSubtleTertiary.copy(alpha = 0.7f)`);
    /// `nil` for a colour whose value is not known here.
    static func scaling(_ color: ScannedColor, alpha: Double) -> ScannedColor? {
        switch color {
        case .literal(let rgb, let baseAlpha): return .literal(rgb, alpha: alpha * baseAlpha)
        case .themed(let name, let theme, let light, let dark):
            // An appearance whose value is unknown stays unknown, with its reason; a resource's alpha is not known here.
            let scale = { (value: ScannedColor) -> ScannedColor? in
                if case .unresolved = value { return value }
                return scaling(value, alpha: alpha)
            }
            guard let light = scale(light), let dark = scale(dark) else { return nil }
            return .themed("\(name).copy(alpha = \(DecimalNumberText.string(alpha)))", theme: theme, light: light, dark: dark)
        default: return nil
        }
    }

    /// `Color(red, green, blue[, alpha])`, as integers 0–255 or floats 0–1.
    private func components(_ arguments: [KotlinArgument]) -> ScannedColor? {
        let names = ["red", "green", "blue", "alpha"]
        var values: [Double] = []
        var isFloat = false
        for (offset, name) in names.enumerated() {
            let argument = arguments.first { $0.name == name } ?? (offset < arguments.count && arguments[offset].name == nil ? arguments[offset] : nil)
            guard let argument else {
                if name == "alpha" { break }
                return nil
            }
            guard let number = number(argument.value) else { return nil }
            if argument.value.sketch.contains(".") || argument.value.sketch.hasSuffix("f") { isFloat = true }
            values.append(number)
        }
        let scale = isFloat ? 1.0 : 255.0
        let channels = values.map { min(max($0 / scale, 0), 1) }
        let alpha = channels.count > 3 ? channels[3] : 1
        let color = SRGBColor(
            red8: UInt8((channels[0] * 255).rounded()), green8: UInt8((channels[1] * 255).rounded()), blue8: UInt8((channels[2] * 255).rounded()))
        return .literal(color, alpha: alpha)
    }
}

// The components whose colours the walk follows (kept apart from ComposeFileScan.swift for its size).
extension ComposeCall {
    /// Components whose `colors =` the walk applies to their content (``ComposeFileScan/containerColors(_:context:)``).
    static let followedColors: Set<String> = filledButtons.union(["Card", "ElevatedCard", "OutlinedCard", "TextButton", "OutlinedButton"])

    /// Filled buttons: their own container colour is behind their text.
    static let filledButtons: Set<String> = [
        "Button", "ElevatedButton", "FilledTonalButton", "FloatingActionButton", "SmallFloatingActionButton", "LargeFloatingActionButton",
        "ExtendedFloatingActionButton", "FilledIconButton", "FilledTonalIconButton",
    ]
}
