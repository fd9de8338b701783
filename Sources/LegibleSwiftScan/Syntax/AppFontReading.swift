import LegibleTypeScale
import SwiftSyntax

/// Reading the app's own font members (``AppFonts``) where they are used.
extension FontExpressionReader {
    /// The deepest chain of app functions followed (`boldFontWithSize` → `fontWithSize` → …).
    static let maximumAppFontDepth = 4

    /// The types a member written with `base` (or with none) may be of: the implicit type when
    /// the context gives one, else both, for the caller to check they agree. A base that is one
    /// of the app's own types with `UIFont` members (`Unwrap.scaledBaseFont`,
    /// `Theme.Fonts.Text.content`) is that type, or, when a type nested in another has the same
    /// name (`Theme.Fonts` beside a top-level `Fonts`), either: written inside `Theme` it means
    /// the nested one, so the two must agree.
    private func candidateTypes(base: String?) -> [String] {
        if let base {
            if let type = AppFonts.type(ofBase: base) { return [type] }
            // `.verse.contactName`: a member of an object a static constant holds (``AppFontObjects``).
            if base.hasPrefix(".") { return (implicitFontType.map { [$0] } ?? AppFonts.types).map { $0 + base }.filter(appFonts.namespaces.contains) }
            guard appFonts.namespaces.contains(base) else { return [] }
            return [base] + appFonts.namespaces.filter { $0.hasSuffix(".\(base)") }.sorted()
        }
        if let implicitFontType { return [implicitFontType] }
        return AppFonts.types
    }

    /// `.footnote12`, `UIFont.footnote12`: the token's font. `nil` when no extension declares it,
    /// when it is unknown, or when, with no type from the context, a `Font` and a `UIFont` member
    /// of the name are declared and do not read alike.
    func appToken(_ member: MemberAccessExprSyntax) -> FontReading? {
        guard !appFonts.isEmpty else { return nil }
        let name = member.declName.baseName.text
        let types = candidateTypes(base: member.base?.trimmedDescription).filter { appFonts.declared.contains("\($0).\(name)") }
        let readings = types.map { appFonts.tokens["\($0).\(name)"] }
        guard let first = readings.first ?? nil, readings.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// `.boldFontWithSize(17)`, `UIFont.mediumFontWithSize(13)`, and inside a function's body a
    /// bare `fontWithSize(size, weight: .bold)`: the function's body with the arguments put for
    /// its parameters, read with the function's type as the implicit one.
    func appFunctionCall(_ call: FunctionCallExprSyntax) -> FontReading? {
        guard !appFonts.isEmpty, depth < Self.maximumAppFontDepth else { return nil }
        let name: String
        let types: [String]
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            types = candidateTypes(base: member.base?.trimmedDescription)
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), let owner = ownerType ?? (depth > 0 ? implicitFontType : nil) {
            // Only inside an app function's body (or a member's getter) is a bare call known to be one of its type's.
            name = reference.baseName.text
            types = [owner]
        } else {
            return nil
        }
        let declared = types.filter { appFonts.declared.contains("\($0).\(name)") }
        let readings = declared.map { type -> FontReading? in
            guard let (function, body) = appFonts.function("\(type).\(name)", at: call) else { return nil }
            var inner = self
            inner.depth += 1
            inner.implicitFontType = function.type
            inner.ownerType = function.owner
            return inner.read(body)
        }
        guard let first = readings.first ?? nil, readings.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// The body of the one app function `call` names (`.appFont(withSize: …)`), with the call's
    /// arguments put for its parameters, and the reader to read it with, one function deeper;
    /// `nil` when no type, or more than one, declares it.
    func appFunctionBody(_ call: FunctionCallExprSyntax) -> (body: ExprSyntax, reader: FontExpressionReader)? {
        guard !appFonts.isEmpty, depth < Self.maximumAppFontDepth, let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        let declared = candidateTypes(base: member.base?.trimmedDescription).filter { appFonts.declared.contains("\($0).\(name)") }
        guard declared.count == 1, let function = appFonts.functions["\(declared[0]).\(name)"], let body = function.template.font(at: call) else {
            return nil
        }
        var inner = self
        inner.depth += 1
        inner.implicitFontType = function.type
        return (body, inner)
    }

    /// `UIFont.serifFont(withSize: 15)`: a `UIFont` class method the app does not declare (a
    /// library's: Eidolon 44486ed9 takes `serifFont(withSize:)`, `sansSerifFont(withSize:)` and
    /// their kin from the Artsy+UIFonts pod, which is not in the repository), given only a
    /// number literal as `withSize:`, `ofSize:` or `size:`, is a font of that fixed size, in the weight its name says: such a
    /// call returns one face at the size it is given (`LargeKeypadButton`'s
    /// `sansSerifFont(withSize: 20)`, `Button.swift:86`, the keypad's digits, was missed). A
    /// name that says it scales (`scaled…`, `preferred…`, `dynamic…`, `…Metrics…`, `…Style…`)
    /// is left unknown, as is one the app declares (``appFunctionCall(_:)`` reads it) and one
    /// with any other argument. The face is not known, so none is named.
    func libraryFontCall(_ call: FunctionCallExprSyntax) -> FontReading? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription,
            AppFonts.type(ofBase: base) == "UIFont", call.arguments.count == 1, call.trailingClosure == nil,
            let argument = call.arguments.first, ["withSize", "ofSize", "size"].contains(argument.label?.text ?? "")
        else { return nil }
        let name = member.declName.baseName.text
        let lowered = name.lowercased()
        guard lowered.hasSuffix("font"), !appFonts.declared.contains("UIFont.\(name)"),
            !["scaled", "preferred", "dynamic", "metrics", "style", "relative", "adjust"].contains(where: lowered.contains),
            argument.expression.is(IntegerLiteralExprSyntax.self) || argument.expression.is(FloatLiteralExprSyntax.self),
            let size = constants.number(argument.expression), size > 0
        else { return nil }
        // The weight its name says (`serifSemiBoldFont`, `serifBoldFont`), the longest first.
        let named = FontWeight.standard.compactMap { weight in weight.caseName.map { (weight, $0.lowercased()) } }
        let weight = named.sorted { $0.1.count > $1.1.count }.first { lowered.contains($0.1) }?.0 ?? .regular
        return FontReading(font: .fixed(size: size, unit: "pt", weight: weight, family: nil))
    }

    /// A closure's result when it returns a name declared without a value and assigned in
    /// branches (`let font: UIFont; if … { font = UIFont(descriptor: d, size: size) } else {
    /// font = systemFont }; return font`, Clendar 3f2cf4fc `Font+Styles.swift:13-27`): the font,
    /// when every assigned value is a fixed font of one size. `UIFont(descriptor:size:)` with a
    /// size other than 0 is that size (Apple: the size given replaces the descriptor's), its
    /// weight the other branches'. `nil` when any value is not read or the sizes differ.
    func assignedInBranches(_ name: String, in closure: ClosureExprSyntax, bound: [String: ExprSyntax]) -> FontReading? {
        let assignments = BranchAssignments(name: name)
        assignments.walk(closure.statements)
        guard !assignments.values.isEmpty, !assignments.unreadable else { return nil }
        var readings: [FontReading] = []
        var descriptorSizes: [Double] = []
        for value in assignments.values {
            if let made = value.unparenthesized.as(FunctionCallExprSyntax.self), made.calledName == "UIFont", made.hasLabels(["descriptor", "size"]),
                let size = constants.number(made.argument("size")), size > 0
            {
                descriptorSizes.append(size)
                continue
            }
            let bare = value.unparenthesized.as(DeclReferenceExprSyntax.self).flatMap { bound[$0.baseName.text] }
            guard let reading = read(bare ?? value) else { return nil }
            readings.append(reading)
        }
        guard let first = readings.first, case .fixed(let size, _, _, _) = first.font else { return nil }
        for reading in readings {
            guard case .fixed(let other, _, _, _) = reading.font, other == size else { return nil }
        }
        return descriptorSizes.allSatisfy({ $0 == size }) ? first : nil
    }
}

/// The values assigned to one name in a closure's statements (not in closures nested in it).
private final class BranchAssignments: SyntaxVisitor {
    let name: String
    private(set) var values: [ExprSyntax] = []
    /// Whether the name is assigned a value of more than one expression (`font = a ?? b` is kept
    /// as one value; a compound assignment is not read).
    private(set) var unreadable = false

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name else { return .visitChildren }
        if elements[1].is(AssignmentExprSyntax.self), elements.count == 3 {
            values.append(elements[2])
        } else {
            unreadable = true
        }
        return .skipChildren
    }
}
