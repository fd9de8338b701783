import LegibleScan
import LegibleTypeScale

/// A `style =` argument: a Material type role (`MaterialTheme.typography.bodyLarge`), a
/// `TextStyle(…)`, or either with `.copy(…)`; what it sets of size, weight and colour.
struct ComposeTextStyle {
    var role: MaterialTypeRole?
    var size: KotlinExpression?
    var weight: FontWeight?
    var color: ScannedColor?
    /// Whether the style is built with `TextStyle(…)` rather than taken from a type role.
    var isConstructed = false
    /// Whether the style (or a `.copy`) sets what a line's height is made of other than the size:
    /// `lineHeight`, `lineHeightStyle`, `fontFamily`, `platformStyle` (for a tappable text's height).
    var setsLineMetrics = false
    /// Whether the style is one the reader could not follow (an app's value, a call).
    var isUnread = false
    private let values: ComposeValues

    init(_ expression: KotlinExpression?, values: ComposeValues) {
        self.values = values
        guard let expression else { return }
        read(values.constants.resolve(expression), depth: 0)
    }

    private mutating func read(_ expression: KotlinExpression, depth: Int) {
        guard depth < 8 else { return }
        switch expression.kind {
        case .member(let base, let name, _):
            // `AppTheme.typography.title`: the app's own type object, its light palette's style.
            if let found = values.theme.appThemes.expressions(expression, constants: values.constants), let style = found.light {
                read(values.constants.resolve(style), depth: depth + 1)
                return
            }
            // `FirefoxTheme.typography.headline6`: an object's type value, built by calling the app's
            // class with the style by name (`val defaultTypography = FenixTypography(headline6 = TextStyle(…))`,
            // Firefox fe8a71cd FenixTypography.kt:59).
            if case .call(let callee, let arguments, nil) = values.constants.resolve(base).kind, case .name(let type) = callee.kind,
                type.first?.isUppercase == true, type != "TextStyle", let style = arguments.first(where: { $0.name == name })
            {
                read(values.constants.resolve(style.value), depth: depth + 1)
                return
            }
            // Material 2's `MaterialTheme.typography.caption`: the app's own style for it.
            if ComposeMaterial2Theme.typeRoles.contains(name), values.constants.resolve(base).sketch == "MaterialTheme.typography" {
                readMaterial2(name, depth: depth)
                return
            }
            // `MaterialTheme.typography.bodyLarge`, `AppTypography.titleMedium`, `Typography.labelSmall`.
            if let role = MaterialTypeRole(rawValue: name), base.sketch.lowercased().contains("typography") {
                self.role = role
            } else {
                isUnread = true
            }
        case .call(let callee, let scopeArguments, let lambda?) where scopeArguments.count == 1:
            // `with(LocalDensity.current) { displayMedium.copy(fontSize = ….dp.toSp()) }` (Home
            // Assistant 532638a9 RefreshIntervalPickerView.kt:78): the lambda's last expression.
            guard case .name(let scope) = callee.kind, scope == "with" || scope == "run", case .expression(let last)? = lambda.body.last else {
                isUnread = true
                return
            }
            read(values.constants.resolve(last), depth: depth + 1)
        case .call(let callee, let arguments, nil):
            if case .member(let base, "textStyleFor", _) = callee.kind, base.sketch.hasSuffix("ButtonDefaults") {
                role = Self.buttonRole(height: arguments.count == 1 ? values.dp(arguments[0].value) : nil)
                return
            }
            if case .member(let base, let name, _) = callee.kind, name == "copy" || (name == "merge" && arguments.allSatisfy { $0.name != nil }) {
                // `merge(fontSize = …)` with named values sets them as `copy` does (Pocket Casts
                // PlaylistToolbar.kt:93-95); `merge(otherStyle)` takes a style the reader does not follow.
                read(values.constants.resolve(base), depth: depth + 1)
            } else if case .name(let name) = callee.kind, name == "TextStyle" {
                role = nil
                isConstructed = true
            } else {
                isUnread = true
                return
            }
            apply(arguments)
        default:
            isUnread = true
            return
        }
    }

    /// The type role Material 3 Expressive's `ButtonDefaults.textStyleFor(buttonHeight)` returns
    /// (androidx Button.kt): labelLarge under the medium container's 56 dp, titleMedium under the
    /// large one's 96 dp, headlineSmall under the extra large one's 136 dp, headlineLarge from
    /// there (Meshtastic 10d52c8e FirmwareUpdateScreen.kt:648 passes `LargeContainerHeight`: 24 sp
    /// large text). `nil` when the height is not known.
    static func buttonRole(height: Double?) -> MaterialTypeRole? {
        guard let height else { return nil }
        let sizes = ComposeMaterialSizes.table
        guard let medium = sizes["ButtonDefaults.MediumContainerHeight"], let large = sizes["ButtonDefaults.LargeContainerHeight"],
            let extraLarge = sizes["ButtonDefaults.ExtraLargeContainerHeight"]
        else { return nil }
        if height < medium { return .labelLarge }
        if height < large { return .titleMedium }
        return height < extraLarge ? .headlineSmall : .headlineLarge
    }

    /// A Material 2 type role as the app's `Typography(…)` sets it (``ComposeMaterial2Typography``),
    /// only with its `fontSize` (Material 2's own sizes are not in the reader, and a heading's
    /// size decides its contrast minimum); a role the app does not set, or sets without a size,
    /// stays unread.
    private mutating func readMaterial2(_ role: String, depth: Int) {
        guard let style = values.theme.material2.typography[role], case .call(let callee, let arguments, nil) = style.kind,
            case .name("TextStyle") = callee.kind, arguments.contains(where: { $0.name == "fontSize" })
        else {
            isUnread = true
            return
        }
        readsAppStyle = true
        read(style, depth: depth + 1)
        readsAppStyle = false
    }

    /// Whether the arguments being applied are the app's theme's, whose colour is the text's
    /// unless the reader cannot read it.
    private var readsAppStyle = false

    private mutating func apply(_ arguments: [KotlinArgument]) {
        for argument in arguments {
            switch argument.name {
            case "fontSize": size = argument.value
            case "fontWeight": weight = values.weight(argument.value) ?? weight
            case "color": color = styleColor(argument.value)
            case "lineHeight", "lineHeightStyle", "fontFamily", "platformStyle": setsLineMetrics = true
            default: break
            }
        }
    }

    /// A style's `color =`: what it names. One the reader cannot read is unknown (not the colour
    /// around the text) in the app's theme style, or where it replaces a colour the style had
    /// (`body1.copy(color = tint)`); elsewhere the style keeps what it had.
    private func styleColor(_ written: KotlinExpression) -> ScannedColor? {
        if values.constants.resolve(written).sketch.hasSuffix("Unspecified") { return nil }
        if let read = values.color(written) { return read }
        guard readsAppStyle || color != nil else { return nil }
        return .unresolved(written.sketch, reason: "a text style colour the reader cannot read (a parameter, a state, a call)")
    }

    /// The font the style gives, with `weight` when the call overrides it.
    func font(weight override: FontWeight?, defaultRole: MaterialTypeRole? = nil) -> ScannedFont? {
        let weight = override ?? self.weight
        let role = self.role ?? defaultRole
        if let size {
            return values.fontSize(size, weight: weight ?? role?.style.weight ?? .regular, family: nil)
        }
        guard let role else { return nil }
        let font = values.theme.font(role: role)
        guard let weight else { return font }
        switch font {
        case .materialRole(let named) where weight != named.style.weight: return .scaled(size: named.style.size, relativeTo: nil, weight: weight, family: nil)
        case .scaled(let size, let relativeTo, _, let family): return .scaled(size: size, relativeTo: relativeTo, weight: weight, family: family)
        case .fixed(let size, let unit, _, let family): return .fixed(size: size, unit: unit, weight: weight, family: family)
        default: return font
        }
    }
}
