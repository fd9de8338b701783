import SwiftSyntax

/// The app's style closures: file-level constants that style the view handed to them, called as
/// `titleStyle(titleLabel)`. ProtonVPN ios-mac-app (fresh-ios23b class 1) styles its outlets so
/// (`Modals-iOS/Extensions/Styling.swift:24-62`, Overture's `concat`):
///
/// ```swift
/// let baseTextStyle: (UILabel) -> Void = { $0.font = .systemFont(ofSize: 17); $0.numberOfLines = 0 }
/// let subtitleStyle = concat(baseTextStyle, and: { $0.font = .systemFont(ofSize: 17, weight: .regular) })
/// let actionButtonStyle = concat(baseButtonStyle, and: { $0.heightAnchor.constraint(equalToConstant: 48).isActive = true })
/// ```
///
/// `subtitleStyle(descriptionLbl)` (UserAccountUpdateViewController.swift:81) replaces the
/// storyboard's 14 pt (UserAccountUpdateViewController.storyboard:36), and `actionButtonStyle(
/// primaryActionBtn)` its 36 pt tall button (:275): 29 findings judged values no user sees.
///
/// What a closure sets is what its body sets on its parameter (`$0`, or the one name it declares)
/// or on that button's `titleLabel`: a font, a text colour, a line count other than 1, a height or
/// width constraint of at least 44 pt. A `concat(a, b, and: { … })` sets what each part sets. A
/// name declared twice (two modules' `baseTextStyle`) sets only what every declaration sets.
enum AppStyleClosures {
    /// `name(_:)` → what each declaration of that name sets on its one parameter.
    static func declared(files: SwiftPrePassTexts) -> [String: [Set<String>]] {
        var parts: [String: [[Part]]] = [:]
        for index in files.indices where files.containsAny(index, ["-> Void", "concat("]) {
            for item in files.tree(index).statements {
                guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                    variable.bindings.count == 1, let binding = variable.bindings.first,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value, let read = Self.parts(of: value)
                else { continue }
                parts[name, default: []].append(read)
            }
        }
        var resolved: [String: Set<String>] = [:]
        var result: [String: [Set<String>]] = [:]
        for (name, declarations) in parts {
            result["\(name)(_:)"] = declarations.map { set(by: $0, parts: parts, resolved: &resolved, depth: 0) }
        }
        return result
    }

    /// One part of a style: a closure's settings, or another style named.
    enum Part {
        case sets(Set<String>)
        case style(String)
    }

    /// The parts of a closure (`{ $0.font = … }`) or a `concat(…)` of them; `nil` for anything else.
    static func parts(of value: ExprSyntax) -> [Part]? {
        if let closure = value.as(ClosureExprSyntax.self) {
            guard let parameter = parameterName(of: closure) else { return nil }
            return [.sets(settings(of: closure, parameter: parameter))]
        }
        guard let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "concat"
        else { return nil }
        var found: [Part] = []
        let closures = call.arguments.map(\.expression) + [call.trailingClosure.map(ExprSyntax.init)].compactMap { $0 }
        for argument in closures {
            if let reference = argument.as(DeclReferenceExprSyntax.self) {
                found.append(.style(reference.baseName.text))
            } else if let closure = argument.as(ClosureExprSyntax.self), let parameter = parameterName(of: closure) {
                found.append(.sets(settings(of: closure, parameter: parameter)))
            }
        }
        return found
    }

    /// `$0`, or the closure's one parameter (`{ label in … }`, `{ (label: UILabel) in … }`); `nil`
    /// for a closure of more parameters.
    static func parameterName(of closure: ClosureExprSyntax) -> String? {
        guard let signature = closure.signature?.parameterClause else { return "$0" }
        if let names = signature.as(ClosureShorthandParameterListSyntax.self) {
            return names.count == 1 ? names.first?.name.text : nil
        }
        guard let list = signature.as(ClosureParameterClauseSyntax.self)?.parameters, list.count == 1, let first = list.first else { return nil }
        return (first.secondName ?? first.firstName).text
    }

    /// What a style's parts set, resolving the styles it names (at most 16 deep: a cycle sets nothing more).
    static func set(by parts: [Part], parts all: [String: [[Part]]], resolved: inout [String: Set<String>], depth: Int) -> Set<String> {
        var result = Set<String>()
        for part in parts {
            switch part {
            case .sets(let set): result.formUnion(set)
            case .style(let name):
                if let known = resolved[name] {
                    result.formUnion(known)
                } else if depth < 16, let declarations = all[name], !declarations.isEmpty {
                    let sets = declarations.map { set(by: $0, parts: all, resolved: &resolved, depth: depth + 1) }
                    let common = sets.dropFirst().reduce(sets[0]) { $0.intersection($1) }
                    resolved[name] = common
                    result.formUnion(common)
                }
            }
        }
        return result
    }

    /// What a closure's body sets on `parameter` or its `titleLabel`.
    private static func settings(of closure: ClosureExprSyntax, parameter: String) -> Set<String> {
        let visitor = StyleSettings(bases: [parameter, parameter + ".titleLabel"])
        visitor.walk(closure.statements)
        return visitor.found
    }
}

/// The properties a style body sets on its view (``AppStyleClosures``).
private final class StyleSettings: SyntaxVisitor {
    let bases: Set<String>
    private(set) var found: Set<String> = []
    /// A constraint to less than this is the small size itself, not one that passes.
    private static let minimum = SelfSizingViews.smallConstant

    init(bases: Set<String>) {
        self.bases = bases
        super.init(viewMode: .sourceAccurate)
    }

    private func isBase(_ expression: ExprSyntax?) -> Bool {
        bases.contains((expression?.trimmedDescription ?? "").filter { $0 != "?" && $0 != "!" })
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }  // another closure's `$0`

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let member = elements[0].as(MemberAccessExprSyntax.self),
            isBase(member.base)
        else { return .visitChildren }
        switch member.declName.baseName.text {
        case "font": found.insert("font")
        case "textColor": found.insert("textColor")
        case "numberOfLines" where elements[2].trimmedDescription != "1": found.insert("numberOfLines")
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let name = member.declName.baseName.text
        if name == "setTitleColor", isBase(member.base), node.argument("for")?.trimmedDescription.hasSuffix("normal") == true {
            found.insert("textColor")
        }
        // `$0.heightAnchor.constraint(equalToConstant: 48).isActive = true`.
        if name == "constraint", let anchor = member.base?.as(MemberAccessExprSyntax.self), isBase(anchor.base),
            ["heightAnchor", "widthAnchor"].contains(anchor.declName.baseName.text), isActivated(node),
            let constant = node.arguments.first(where: { ["equalToConstant", "greaterThanOrEqualToConstant"].contains($0.label?.text ?? "") }),
            let value = Double(constant.expression.trimmedDescription), value >= Self.minimum
        {
            found.insert(anchor.declName.baseName.text)
        }
        return .visitChildren
    }

    /// `….isActive = true`.
    private func isActivated(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isActive",
            let elements = member.parent?.as(ExprListSyntax.self).map(Array.init), elements.count == 3
        else { return false }
        return elements[2].trimmedDescription == "true"
    }
}
