import SwiftSyntax

// Small readers of expression shapes the Swift reader recognises. Everything here is syntax
// only: a value is known when it is written as a literal (or names a literal constant of the same
// file, through `Constants`), never guessed.

extension ExprSyntax {
    /// The expression without parentheses around it (`(12)` → `12`).
    var unparenthesized: ExprSyntax {
        var expression = self
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil,
            let inner = tuple.elements.first?.expression
        {
            expression = inner
        }
        return expression
    }

    /// The last name of a member access or reference: `label` for `self.label`, `font` for
    /// `.font`, `systemFont` for `UIFont.systemFont`.
    var lastName: String? {
        if let member = self.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// The member name and the base's own text for `Base.member` and `.member` (base `nil`).
    var memberAccess: (base: String?, name: String)? {
        guard let member = self.as(MemberAccessExprSyntax.self) else { return nil }
        return (member.base?.trimmedDescription, member.declName.baseName.text)
    }

    /// The string a literal without interpolation spells, `nil` for anything else.
    var stringLiteralValue: String? {
        guard let literal = unparenthesized.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return literal.openingPounds == nil && text.contains("\\") ? unescaped(text) : text
    }

    /// Whether the expression is a string literal with interpolation (`"\(count) items"`).
    var isInterpolatedString: Bool {
        guard let literal = unparenthesized.as(StringLiteralExprSyntax.self) else { return false }
        return literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
    }
}

/// The escapes of a Swift string literal, decoded as the compiler does: `\n`, `\r`, `\t`, `\0`,
/// `\"`, `\'`, `\\` and `\u{…}`. A text code sets is measured as the user sees it: GoMap
/// `GpxViewController.swift:439`, `setTitle("\u{2714}", for: .normal)`, was measured as the eight
/// characters `\u{2714}` (a wrong overflow at `Display.storyboard:46`), not one ✔. An escape
/// the compiler would reject is kept as written.
private func unescaped(_ text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let character = rest.popFirst() {
        guard character == "\\", let next = rest.popFirst() else {
            out.append(character)
            continue
        }
        switch next {
        case "n": out.append("\n")
        case "r": out.append("\r")
        case "t": out.append("\t")
        case "\"": out.append("\"")
        case "'": out.append("'")
        case "\\": out.append("\\")
        case "0": out.append("\0")
        case "u":
            // `\u{1F600}`: one to eight hex digits in braces naming one Unicode scalar.
            if rest.first == "{", let close = rest.firstIndex(of: "}"),
                let value = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16), let scalar = Unicode.Scalar(value)
            {
                out.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: close)...]
            } else {
                out.append("\\u")
            }
        default:
            out.append("\\")
            out.append(next)
        }
    }
    return out
}

extension FunctionCallExprSyntax {
    /// The expression of the argument labelled `label` (`nil` label: the first unlabelled one).
    func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The labels of the arguments in order, `_` for unlabelled ones: `["_", "size"]`.
    var argumentLabels: [String] {
        arguments.map { $0.label?.text ?? "_" }
    }

    /// Whether the arguments are labelled exactly `labels` (`_` for an unlabelled one), ignoring
    /// trailing closures.
    func hasLabels(_ labels: [String]) -> Bool {
        argumentLabels == labels
    }

    /// The name called: `Text` for `Text("a")`, `font` for `x.font(…)` or `.font(…)`.
    var calledName: String? {
        calledExpression.lastName
    }
}

/// Numeric constants of one file: `let iconSize: CGFloat = 20`, `static let spacing = 8.0`, and
/// the properties wrapped in `@ScaledMetric`, which scale with Dynamic Type.
struct Constants {
    /// Names bound to a number literal by a `let` (or a `var` never assigned elsewhere in the
    /// file), with the value.
    var numbers: [String: Double] = [:]
    /// Names of `@ScaledMetric` properties.
    var scaledMetrics: Set<String> = []
    /// Names bound by a `let` (or a `var` never assigned elsewhere in the file) to what may be
    /// a font (`let titleFont = UIFont.systemFont(ofSize: 15)`), with the expression.
    var fonts: [String: ExprSyntax] = [:]
    /// The app's own sizing modifiers, by name (``SizeWrappers``): a frame reads their sizes as it
    /// reads the file's numbers.
    var sizeWrappers: [String: [SizeWrapper]] = [:]
    /// Computed properties whose getter returns only number literals, with those numbers
    /// (``ComputedSizeChoices``): the value is one of them, whichever branch runs.
    var choices: [String: [Double]] = [:]
    /// The type of each property (or parameter) of the file written with one (`let appearance:
    /// Appearance`), so that `self.appearance.textFont` is the font ``InstanceLetFonts`` keeps as
    /// `Appearance.textFont`; a name given two types is left out.
    var propertyTypes: [String: String] = [:]
    /// Names a `let` of type `Color` binds to a value that is no other name (`private let
    /// chipFill: Color = .accentColor`), declared once in the file, with the value (``ColorExpressionReader``).
    var colors: [String: ExprSyntax] = [:]

    /// The numbers a computed property `expression` names (`deviceFontSize`, `self.deviceFontSize`)
    /// may return, when its getter returns only literals; `nil` otherwise.
    func choices(_ expression: ExprSyntax?) -> [Double]? {
        guard let expression = expression?.unparenthesized else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil { return choices[reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self), ["self", "Self"].contains(member.base?.trimmedDescription) {
            return choices[member.declName.baseName.text]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let key = Self.staticKey(member) { return choices[key] }
        return nil
    }

    /// The expression a constant `expression` names (`titleFont`, `self.titleFont`) was bound
    /// to, when it may be a font; `nil` otherwise.
    func font(_ expression: ExprSyntax) -> ExprSyntax? {
        let expression = expression.unparenthesized
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return fonts[reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return fonts[member.declName.baseName.text]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let key = Self.staticKey(member) { return fonts[key] }
        if let member = expression.as(MemberAccessExprSyntax.self), let key = InstanceLetFonts.key(member, types: propertyTypes) { return fonts[key] }
        return nil
    }

    /// `Metrics.titleFontSize` → `Metrics.titleFontSize` when the base is a type's name as
    /// written (capitalised): the key a `static let` of a type the file declares is kept under.
    static func staticKey(_ member: MemberAccessExprSyntax) -> String? {
        guard let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true else { return nil }
        return "\(base.baseName.text).\(member.declName.baseName.text)"
    }

    /// The value of `expression` when it is a number literal (with an optional minus sign or
    /// `CGFloat(…)`/`Double(…)` around it) or names a constant of the file; `nil` otherwise.
    func number(_ expression: ExprSyntax?) -> Double? {
        // Range-checked where it is read: `1e300`, `1e999` (infinity) or a 30-digit integer is
        // no size or line count a screen has, and converted or multiplied later it would trap.
        guard let value = unchecked(expression), value.isFinite, abs(value) <= Self.maximumMagnitude else { return nil }
        return value
    }

    /// The largest number read as a value (a million); a larger one is not known.
    static let maximumMagnitude = 1_000_000.0

    private func unchecked(_ expression: ExprSyntax?) -> Double? {
        guard let expression = expression?.unparenthesized else { return nil }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(String(literal.literal.text.filter { $0 != "_" }))
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return Double(String(literal.literal.text.filter { $0 != "_" }))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        // `32 - 4`: one operator between two number literals (omnivore `ExpandedAudioPlayer.swift:357`,
        // `.padding(.trailing, 32 - 4)`, left a 16 pt button unjudged while its twin at :339 was).
        if let value = Self.literalArithmetic(expression) { return value }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledName,
            ["CGFloat", "Double", "Float", "Int"].contains(name), call.arguments.count == 1
        {
            return number(call.arguments.first?.expression)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return numbers[reference.baseName.text]
        }
        // `self.size`, and `Self.fontSize`, the enclosing type's static (Amperfy d3513f85 LoginVC.swift:89).
        if let member = expression.as(MemberAccessExprSyntax.self), ["self", "Self"].contains(member.base?.trimmedDescription) {
            return numbers[member.declName.baseName.text]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let key = Self.staticKey(member) { return numbers[key] }
        // `.system(size: .titleSize)` with `fileprivate extension CGFloat { static let titleSize:
        // CGFloat = 26 }` in the file (focus-ios a2832521 `DefaultBrowserOnboardingView.swift:29-31,
        // :77-79`, a 26 pt title that was missed while `CGFloat.titleSize` was read).
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.argumentNames == nil {
            let name = member.declName.baseName.text
            return numbers["CGFloat.\(name)"] ?? numbers["Double.\(name)"]
        }
        return nil
    }

    /// `a + b`, `a - b`, `a * b` or `a / b` of two number literals (not yet folded: a sequence of
    /// three), `nil` for anything else.
    private static func literalArithmetic(_ expression: ExprSyntax) -> Double? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let parts = Array(sequence.elements)
        guard let left = literal(parts[0]), let right = literal(parts[2]),
            let operation = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text
        else { return nil }
        switch operation {
        case "+": return left + right
        case "-": return left - right
        case "*": return left * right
        case "/": return right == 0 ? nil : left / right
        default: return nil
        }
    }

    private static func literal(_ expression: ExprSyntax) -> Double? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Double(String(literal.literal.text.filter { $0 != "_" })) }
        if let literal = expression.as(FloatLiteralExprSyntax.self) { return Double(String(literal.literal.text.filter { $0 != "_" })) }
        return nil
    }

    /// Whether `expression` names a `@ScaledMetric` property.
    func isScaledMetric(_ expression: ExprSyntax?) -> Bool {
        guard let expression = expression?.unparenthesized else { return false }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return scaledMetrics.contains(reference.baseName.text) }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return scaledMetrics.contains(member.declName.baseName.text)
        }
        return false
    }
}

/// Gathers a file's ``Constants`` in one pass before the rules' visitors run.
final class ConstantsCollector: SyntaxVisitor {
    private(set) var constants = Constants()
    private var reassigned: Set<String> = []
    /// Names given two types (``Constants/propertyTypes``).
    private var retyped: Set<String> = []
    /// How many times each name is declared (``Constants/colors``).
    private var declared: [String: Int] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // A value an iPhone or iPad build leaves out is not the constant's: Amperfy d3513f85
        // LoginVC.swift:61-65 binds `fontSize` to 14 under `#if targetEnvironment(macCatalyst)` and
        // to 16 under `#else`, and the 16 pt login fields (:39, :89) were missed as bound twice.
        if IfConfigModifiers.isExcludedFromIOS(node) { return .visitChildren }
        let isScaled = node.attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasPrefix("ScaledMetric") == true
        }
        // A type's `static let` is also kept as `Type.name`, as other code names it (Simplenote
        // d3e2599c `MagicLinkRequestedView.swift:29`, `.system(size: Metrics.titleFontSize)`
        // with `static let titleFontSize: CGFloat = 22` in a `private enum Metrics`, was missed).
        // A computed font whose getter is a `switch` (``SwitchedFontProperties``), as `Type.name`.
        if let switched = SwitchedFontProperties.binding(node) {
            if let earlier = constants.fonts[switched.key], earlier.trimmedDescription != switched.value.trimmedDescription { reassigned.insert(switched.key) }
            constants.fonts[switched.key] = switched.value
            return .visitChildren
        }
        let type = Self.staticLetType(node) ?? InstanceLetFonts.ownerType(node)
        for binding in node.bindings {
            guard let bare = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            for name in [bare] + (type.map { ["\($0).\(bare)"] } ?? []) { bind(name, binding: binding, isScaled: isScaled) }
            bindColor(bare, binding: binding, isLet: node.bindingSpecifier.text == "let")
            // A `var` (or a `let` without a value) of a type of the same name may hold anything.
            if type == nil, let owner = InstanceLetFonts.memberOwner(node) { reassigned.insert("\(owner).\(bare)") }
        }
        for (name, type) in InstanceLetFonts.declaredTypes(node) { noteType(type, of: name) }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        // A parameter named as a property may be of another type: `appearance.textFont` then means either.
        if let type = InstanceLetFonts.declaredType(node) { noteType(type, of: (node.secondName ?? node.firstName).text) }
        declared[(node.secondName ?? node.firstName).text, default: 0] += 1
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        declared[node.name.text, default: 0] += 1
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declared[(node.secondName ?? node.firstName).text, default: 0] += 1
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { declared[name, default: 0] += 1 }
        return .visitChildren
    }

    private func noteType(_ type: String, of name: String) {
        if let earlier = constants.propertyTypes[name], earlier != type { retyped.insert(name) }
        constants.propertyTypes[name] = type
    }

    /// The type whose `static let` `node` is; `nil` for any other binding.
    private static func staticLetType(_ node: VariableDeclSyntax) -> String? {
        guard node.bindingSpecifier.text == "let", node.modifiers.contains(where: { $0.name.text == "static" }) else { return nil }
        var current = node.parent
        while let ancestor = current {
            if let type = ancestor.asProtocol(NamedDeclSyntax.self), !ancestor.is(VariableDeclSyntax.self) { return type.name.text }
            if let extended = ancestor.as(ExtensionDeclSyntax.self) { return extended.extendedType.trimmedDescription }
            current = ancestor.parent
        }
        return nil
    }

    /// A `let` colour of type `Color` (``Constants/colors``); every name's declarations are
    /// counted, as one name declared twice (a parameter, another view's `var`) may be either.
    private func bindColor(_ name: String, binding: PatternBindingSyntax, isLet: Bool) {
        declared[name, default: 0] += 1
        guard isLet, ["Color", "SwiftUI.Color"].contains(binding.typeAnnotation?.type.trimmedDescription), let value = binding.initializer?.value,
            !value.is(DeclReferenceExprSyntax.self)
        else { return }
        constants.colors[name] = value
    }

    /// Binds `name` to the binding's value, when it is a number, a font or `@ScaledMetric`.
    private func bind(_ name: String, binding: PatternBindingSyntax, isScaled: Bool) {
        if isScaled {
            constants.scaledMetrics.insert(name)
        } else if let value = binding.initializer?.value, let number = Constants().number(value) {
            // A name bound twice in one file (two views' own `size`) is ambiguous: forget it.
            if constants.numbers[name] != nil && constants.numbers[name] != number { reassigned.insert(name) }
            constants.numbers[name] = number
        } else if let numbers = ComputedSizeChoices.numbers(of: binding) {
            if let earlier = constants.choices[name], earlier != numbers { reassigned.insert(name) }
            constants.choices[name] = numbers
        } else if let value = binding.initializer?.value,
            value.trimmedDescription.contains("Font") || binding.typeAnnotation?.type.trimmedDescription.contains("Font") == true
        {
            // `var valueFont: Font = .system(size: 20)` names its type only in the annotation.
            // Kept only when it is not itself a name (no chains of constants to follow).
            guard !value.is(DeclReferenceExprSyntax.self) else { return }
            if let earlier = constants.fonts[name], earlier.trimmedDescription != value.trimmedDescription { reassigned.insert(name) }
            constants.fonts[name] = value
        }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `size = 20` (or `self.size = 20`) elsewhere makes the binding a variable whose value is
        // not known. Another object's property of the same name is not it: `label.font = font`
        // reads the constant `font` (ownCloud 0ac09a30 BorderedLabel.swift:71, whose
        // `private var font = UIFont.systemFont(ofSize: 14)` at :32 was missed).
        let elements = Array(node.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let name = Self.assignedName(elements[0]) {
            reassigned.insert(name)
        }
        return .visitChildren
    }

    /// The name an assignment's target binds: `size` for `size` and `self.size`, `nil` for
    /// another object's property (`label.size`).
    private static func assignedName(_ target: ExprSyntax) -> String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" { return member.declName.baseName.text }
        return nil
    }

    /// The constants, with the names assigned more than once removed.
    func finish() -> Constants {
        var result = constants
        for name in reassigned {
            result.numbers[name] = nil
            result.fonts[name] = nil
            result.choices[name] = nil
        }
        for name in retyped { result.propertyTypes[name] = nil }
        result.colors = result.colors.filter { declared[$0.key] == 1 && !reassigned.contains($0.key) }
        return result
    }
}
