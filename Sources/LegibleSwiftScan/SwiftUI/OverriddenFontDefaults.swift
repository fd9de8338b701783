import SwiftParser
import SwiftSyntax

/// The `Font` default arguments of the app's view initializers that no call uses, as
/// `Type.label` (``SwiftSourceReader/prepared(forFiles:)``): every call of the type in the app
/// passes that argument. bitkit-ios `TextStyle.swift:495`, `init(_ text: String, font: Font =
/// .system(size: 17), …)` of `AccentedText`, whose 14 calls all pass `font:`, was a wrong
/// `text.fixed-size` warning (fresh-ios21a W4): no text is ever drawn at the default.
///
/// A call is `Type(…)`, `Type.init(…)` or `Outer.Type(…)`. A type no call makes keeps its
/// default's finding (what shows it is not known), and so does one named as a value
/// (`items.map(Type.init)`, a generic `Type<T>(…)`), whose arguments cannot be read.
enum OverriddenFontDefaults {
    static func defaults(files: SwiftPrePassTexts) -> Set<String> {
        var labels: [String: Set<String>] = [:]
        for index in files.indices where files.containsAny(index, [": Font = ", ": Font? = "]) && files.contains(index, "init(") {
            let declared = DeclaredDefaults(viewMode: .sourceAccurate)
            declared.walk(files.tree(index))
            labels.merge(declared.labels) { $0.union($1) }
        }
        guard !labels.isEmpty else { return [] }
        var calls: [String: Calls] = [:]
        for index in files.indices where files.containsAny(index, Array(labels.keys)) {
            let found = CallLabels(types: Set(labels.keys))
            found.walk(files.tree(index))
            calls.merge(found.calls) { $0.merged($1) }
        }
        var overridden: Set<String> = []
        for (type, names) in labels {
            guard let made = calls[type], !made.unreadable, !made.labelSets.isEmpty else { continue }
            for label in names where made.labelSets.allSatisfy({ $0.contains(label) }) { overridden.insert("\(type).\(label)") }
        }
        return overridden
    }

    /// `Type.label` for a parameter default inside a type's initializer, `nil` for any other place.
    static func key(ofDefault node: some SyntaxProtocol) -> String? {
        guard let parameter = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(FunctionParameterSyntax.self),
            parameter.firstName.tokenKind != .wildcard,
            let initializer = parameter.parent?.parent?.parent?.parent?.as(InitializerDeclSyntax.self),
            let type = typeName(owning: initializer)
        else { return nil }
        return "\(type).\(parameter.firstName.text)"
    }

    /// The name of the struct or class an initializer is a member of.
    fileprivate static func typeName(owning initializer: InitializerDeclSyntax) -> String? {
        let block = initializer.parent?.parent?.parent?.as(MemberBlockSyntax.self)
        return block?.parent?.as(StructDeclSyntax.self)?.name.text ?? block?.parent?.as(ClassDeclSyntax.self)?.name.text
    }

    /// The argument labels of each call of a type, and whether it is named where they cannot be read.
    struct Calls {
        var labelSets: [Set<String>] = []
        var unreadable = false

        func merged(_ other: Calls) -> Calls {
            Calls(labelSets: labelSets + other.labelSets, unreadable: unreadable || other.unreadable)
        }
    }
}

/// The labels of `Font` parameters with a default, by the type whose initializer declares them.
private final class DeclaredDefaults: SyntaxVisitor {
    private(set) var labels: [String: Set<String>] = [:]

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = OverriddenFontDefaults.typeName(owning: node) else { return .skipChildren }
        for parameter in node.signature.parameterClause.parameters where parameter.defaultValue != nil && parameter.firstName.tokenKind != .wildcard {
            let written = parameter.type.trimmedDescription
            if ["Font", "Font?", "SwiftUI.Font", "SwiftUI.Font?"].contains(written) { labels[type, default: []].insert(parameter.firstName.text) }
        }
        return .skipChildren
    }
}

/// The calls of the given types in one file, with their argument labels.
private final class CallLabels: SyntaxVisitor {
    let types: Set<String>
    private(set) var calls: [String: OverriddenFontDefaults.Calls] = [:]

    init(types: Set<String>) {
        self.types = types
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        record(node.baseName.text, at: Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `Outer.Type(…)`: the nested type named as a member.
        if node.base != nil { record(node.declName.baseName.text, at: Syntax(node)) }
        return .visitChildren
    }

    /// A reference to a type: a call's labels, or unreadable when it is passed as a value.
    private func record(_ name: String, at node: Syntax) {
        guard types.contains(name) else { return }
        var callee = node
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
            // `Type.init` is the type made; `Type.shared`, `Type.self`, `Type.Nested` are not calls of it.
            guard member.declName.baseName.text == "init" else { return }
            callee = Syntax(member)
        }
        if let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id {
            calls[name, default: .init()].labelSets.append(Set(call.arguments.compactMap { $0.label?.text }))
        } else if callee.id != node.id || callee.parent?.is(GenericSpecializationExprSyntax.self) == true {
            calls[name, default: .init()].unreadable = true
        }
    }
}
