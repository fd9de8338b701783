import LegibleScan
import LegibleTypeScale

/// A `style =` argument: a Material type role (`MaterialTheme.typography.bodyLarge`), a
/// `TextStyle(…)`, or either with `.copy(…)`; what it sets of size, weight and colour.
struct ComposeTextStyle {
    var role: MaterialTypeRole?
    var size: KotlinExpression?
    var weight: FontWeight?
    var color: ScannedColor?
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
            // `MaterialTheme.typography.bodyLarge`, `AppTypography.titleMedium`, `Typography.labelSmall`.
            if let role = MaterialTypeRole(rawValue: name), base.sketch.lowercased().contains("typography") { self.role = role }
        case .call(let callee, let arguments, nil):
            if case .member(let base, "copy", _) = callee.kind {
                read(values.constants.resolve(base), depth: depth + 1)
            } else if case .name(let name) = callee.kind, name == "TextStyle" {
                role = nil
            } else {
                return
            }
            apply(arguments)
        default:
            return
        }
    }

    private mutating func apply(_ arguments: [KotlinArgument]) {
        for argument in arguments {
            switch argument.name {
            case "fontSize": size = argument.value
            case "fontWeight": weight = values.weight(argument.value) ?? weight
            case "color": color = values.color(argument.value) ?? color
            default: break
            }
        }
    }

    /// The font the style gives, with `weight` when the call overrides it.
    func font(weight override: FontWeight?) -> ScannedFont? {
        let weight = override ?? self.weight
        if let size {
            return values.fontSize(size, weight: weight ?? role?.style.weight ?? .regular, family: nil)
        }
        guard let role else { return nil }
        if let weight, weight != role.style.weight { return .scaled(size: role.style.size, relativeTo: nil, weight: weight, family: nil) }
        return .materialRole(role)
    }
}
