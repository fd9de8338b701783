import Foundation
import LegibleScan
import LegibleTypeScale
import SwiftParser
import SwiftSyntax

/// Text-style fonts an app's theme object holds, read from every Swift file before any is
/// scanned, so that `label.font = theme.fonts.body` is the text style it holds, not an unknown
/// font. element-ios (fresh-ios22a, Misses): `FontsUIKit` (DesignKit/Source/FontsUIkit.swift:55-75)
/// stores `self.body = values.body.uiFont` once, in its initializer, from `ElementFonts`, whose
/// `body` getter makes `self.font(forTextStyle: .body)`, a method that returns
/// `UIFont.preferredFont(forTextStyle:)` (ElementFonts.swift:34-36, :92-95); about 80 labels
/// set so without `adjustsFontForContentSizeCategory` were placeholder notes, not `text.not-live`.
///
/// Read, each from its declaration, and nothing taken from a name alone:
/// - a *style member* of a type: an instance getter whose body makes one font for a style
///   literal, through `preferredFont(forTextStyle: .body)` or a method of the same type whose
///   body calls `preferredFont(forTextStyle:)` with its `forTextStyle` parameter; or one whose
///   body takes another style member and a weight through a `UIFont` extension getter that calls
///   a method ending in `UIFont(descriptor:size: 0)` with `weight: .semibold` or `.traitBold`
///   (`self.body.uiFont.vc_semiBold`, DesignKit/Extensions/UIFont.swift:15-41);
/// - a *holder*: a type whose stored `UIFont` property each initializer sets from a style member
///   of a parameter's type (`self.body = values.body.uiFont`, with `.uiFont` a stored `UIFont`
///   of the getter's type);
/// - a *holder property*: every declaration of the name (`fonts`) in the app is typed as a holder
///   (`var fonts: FontsUIKit`), or as an app type whose member of the name is no `UIFont`
///   (SwiftUI's `FontSwiftUI`, whose `body` is a `Font`). A declaration of another type, or of
///   no written type, leaves the name unknown.
///
/// Only a UIKit font is read so (``FontExpressionReader/implicitFontType`` `UIFont`): a SwiftUI
/// `.font(theme.fonts.body)` is the theme's `Font`.
struct HeldStyleFonts: Sendable, Equatable {
    /// `fonts.body` → the text style the holder property's member holds.
    private(set) var members: [String: FontReading] = [:]

    /// The reading of `base.member` where `base` ends in a holder property (`theme.fonts.body`).
    func reading(_ member: MemberAccessExprSyntax) -> FontReading? {
        guard !members.isEmpty, let base = member.base?.lastName else { return nil }
        return members["\(base).\(member.declName.baseName.text)"]
    }

    /// The part of the table a file may use, for its cache key.
    func cacheKey(identifiers: SourceIdentifiers) -> String {
        members.keys.sorted().filter { key in key.split(separator: ".").allSatisfy { identifiers.mayName($0) } }
            .map { key in "\(key)=\(members[key].map { "\($0.font)" } ?? "?")" }.joined(separator: "\n")
    }

    static func declared(files: SwiftPrePassTexts) -> HeldStyleFonts {
        let sources = files.indices.filter { files.containsAny($0, ["forTextStyle", ": UIFont", "extension UIFont"]) }
        guard sources.contains(where: { files.contains($0, "forTextStyle") }) else { return HeldStyleFonts() }
        var types = TypeMembers(trees: sources.map(files.tree))
        let holders = types.holders()
        guard !holders.isEmpty else { return HeldStyleFonts() }
        // The files that may declare a property of a holder's type, or of a name one is given.
        let named = Set(holders.keys.flatMap { type in files.indices.filter { files.contains($0, type) } })
        var declarations = Declarations()
        for index in named.sorted() { declarations.walk(files.tree(index)) }
        let names = Set(declarations.found.filter { holders[$0.type ?? ""] != nil }.map { $0.name })
        var all = Declarations(only: names)
        for index in files.indices where names.contains(where: { files.contains(index, "var \($0)") || files.contains(index, "let \($0)") }) {
            all.walk(files.tree(index))
        }
        // The app's other types a declaration names (`FontSwiftUI`), for their members' types.
        let unread = Set(all.found.compactMap { $0.type }.filter { holders[$0] == nil && types.storedTypes[$0] == nil })
        for index in files.indices where unread.contains(where: { files.contains(index, "struct \($0)") || files.contains(index, "class \($0)") }) {
            types.add(files.tree(index))
        }
        var table = HeldStyleFonts()
        for name in names {
            let found = all.found.filter { $0.name == name }
            for member in Set(holders.values.flatMap(\.keys)) {
                var readings: [FontReading] = []
                var known = true
                for declaration in found {
                    if let type = declaration.type, let reading = holders[type]?[member] {
                        readings.append(reading)
                    } else if let type = declaration.type, let written = types.storedTypes[type]?[member], written != "UIFont" {
                        continue
                    } else {
                        known = false
                    }
                }
                guard known, let first = readings.first, readings.allSatisfy({ $0 == first }) else { continue }
                table.members["\(name).\(member)"] = first
            }
        }
        return table
    }
}

/// What the files that may declare fonts declare, by simple type name (an extension's members
/// are its type's).
private struct TypeMembers {
    /// `Type` → getter name → (its body, its written type).
    var getters: [String: [String: (body: CodeBlockItemListSyntax, type: String)]] = [:]
    /// `Type` → stored property → its written type.
    var storedTypes: [String: [String: String]] = [:]
    /// `Type` → initializers (parameter name → written type, the body).
    var initializers: [String: [(parameters: [String: String], body: CodeBlockSyntax)]] = [:]
    /// `Type` → methods that return `preferredFont(forTextStyle:)` of their `forTextStyle` parameter.
    var styleMethods: [String: Set<String>] = [:]
    /// `UIFont` extension methods whose last statement returns `UIFont(descriptor:size: 0)`.
    var ownSizeMethods: Set<String> = []
    /// `UIFont` extension getters → their one call's body.
    var fontGetters: [String: CodeBlockItemListSyntax] = [:]

    init(trees: [SourceFileSyntax]) {
        for tree in trees { add(tree) }
    }

    mutating func add(_ tree: SourceFileSyntax) {
        for statement in tree.statements { collect(statement.item.as(DeclSyntax.self)) }
    }

    private mutating func collect(_ decl: DeclSyntax?) {
        guard let (written, members) = AppFontScopes.typeBody(decl) else { return }
        let type = String(written.split(separator: ".").last ?? "")
        for member in members {
            if AppFontScopes.typeBody(member.decl) != nil {
                collect(member.decl)
            } else if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
                if type == "UIFont", Self.returnsOwnSize(body) { ownSizeMethods.insert(function.name.text) }
                let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
                if labels.contains("forTextStyle"), body.trimmedDescription.contains("preferredFont(forTextStyle:") {
                    styleMethods[type, default: []].insert(function.name.text)
                }
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                var parameters: [String: String] = [:]
                for parameter in initializer.signature.parameterClause.parameters {
                    parameters[(parameter.secondName ?? parameter.firstName).text] = parameter.type.trimmedDescription
                }
                initializers[type, default: []].append((parameters, body))
            } else if let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
            {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let annotated = binding.typeAnnotation?.type.trimmedDescription
                    switch binding.accessorBlock?.accessors {
                    case .getter(let body)?:
                        if let annotated { getters[type, default: [:]][name] = (body, annotated) }
                        if type == "UIFont" { fontGetters[name] = body }
                    case nil:
                        if let annotated, binding.initializer == nil { storedTypes[type, default: [:]][name] = annotated }
                    default: continue
                    }
                }
            }
        }
    }

    /// Whether a method's last statement returns `UIFont(descriptor: …, size: 0)`: the font at its own size.
    private static func returnsOwnSize(_ body: CodeBlockSyntax) -> Bool {
        guard let last = body.statements.last?.item,
            let call = (last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self))?.unparenthesized.as(FunctionCallExprSyntax.self)
        else { return false }
        return call.calledExpression.trimmedDescription == "UIFont" && call.hasLabels(["descriptor", "size"])
            && ["0", "0.0"].contains(call.argument("size")?.trimmedDescription ?? "")
    }

    /// Each holder type's `UIFont` members and the text style each holds.
    func holders() -> [String: [String: FontReading]] {
        var result: [String: [String: FontReading]] = [:]
        for (type, inits) in initializers where !inits.isEmpty {
            let stored = (storedTypes[type] ?? [:]).filter { $0.value == "UIFont" }.keys
            for name in stored {
                let readings = inits.map { heldReading(of: name, parameters: $0.parameters, body: $0.body) }
                guard let first = readings.first ?? nil, readings.allSatisfy({ $0 == first }) else { continue }
                result[type, default: [:]][name] = first
            }
        }
        return result
    }

    /// The style `self.name = parameter.member(.stored)?` sets, when it is set once in `body`.
    private func heldReading(of name: String, parameters: [String: String], body: CodeBlockSyntax) -> FontReading? {
        var values: [ExprSyntax] = []
        for item in body.statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                ["self.\(name)", name].contains(elements[0].trimmedDescription)
            else { continue }
            values.append(elements[2])
        }
        guard values.count == 1, let names = Self.names(values[0]), names.count >= 2, let type = parameters[names[0]] else { return nil }
        guard let getter = getters[type]?[names[1]], let reading = styleReading(type: type, member: names[1], depth: 0) else { return nil }
        switch names.count {
        case 2: return getter.type == "UIFont" ? reading : nil
        case 3: return storedTypes[String(getter.type.split(separator: ".").last ?? "")]?[names[2]] == "UIFont" ? reading : nil
        default: return nil
        }
    }

    /// The text style a style member's getter makes (see ``HeldStyleFonts``).
    private func styleReading(type: String, member: String, depth: Int) -> FontReading? {
        guard depth < 4, let body = getters[type]?[member]?.body else { return nil }
        let calls = Calls()
        calls.walk(body)
        let styled = calls.found.filter { $0.argument("forTextStyle") != nil }
        if styled.count == 1, let call = styled.first {
            let callee = call.calledExpression.lastName ?? ""
            guard callee == "preferredFont" || styleMethods[type]?.contains(callee) == true,
                let style = FontExpressionReader(constants: Constants()).textStyle(call.argument("forTextStyle"))
            else { return nil }
            return FontReading(font: .textStyle(style, weight: nil, live: false))
        }
        guard styled.isEmpty else { return nil }
        // Another style member with a weight: `self.body.uiFont.vc_semiBold`.
        let derived = calls.accesses.compactMap { access -> FontReading? in
            guard let names = Self.names(ExprSyntax(access)), names.count >= 2, names[0] != member, getters[type]?[names[0]] != nil,
                let weight = weight(ofGetter: names[names.count - 1]),
                case .textStyle(let style, _, let live)? = styleReading(type: type, member: names[0], depth: depth + 1)?.font
            else { return nil }
            return FontReading(font: .textStyle(style, weight: weight, live: live))
        }
        guard derived.count == 1 else { return nil }
        return derived[0]
    }

    /// The weight a `UIFont` extension getter gives: one call of an own-size method with
    /// `weight: .semibold`, or with `.traitBold`.
    private func weight(ofGetter name: String) -> FontWeight? {
        guard let body = fontGetters[name], body.count == 1, let item = body.first?.item,
            let call = (item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self))?.unparenthesized.as(FunctionCallExprSyntax.self),
            let method = call.calledExpression.lastName, ownSizeMethods.contains(method), call.arguments.count == 1
        else { return nil }
        if call.arguments.first?.expression.lastName == "traitBold" { return .bold }
        return FontExpressionReader(constants: Constants()).weight(call.argument("weight"))
    }

    /// `a.b.c` (with `self.` dropped) as its names, `nil` for any other shape.
    static func names(_ expression: ExprSyntax) -> [String]? {
        var names: [String] = []
        var current: ExprSyntax? = expression.unparenthesized
        while let node = current {
            if let member = node.as(MemberAccessExprSyntax.self) {
                names.insert(member.declName.baseName.text, at: 0)
                current = member.base
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                if reference.baseName.tokenKind != .keyword(.self) { names.insert(reference.baseName.text, at: 0) }
                current = nil
            } else {
                return nil
            }
        }
        return names.isEmpty ? nil : names
    }
}

/// The calls and outermost member accesses of a getter's body.
private final class Calls: SyntaxVisitor {
    private(set) var found: [FunctionCallExprSyntax] = []
    private(set) var accesses: [MemberAccessExprSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.is(MemberAccessExprSyntax.self) != true else { return .visitChildren }
        accesses.append(node)
        return .visitChildren
    }
}

/// Every declaration of a property (in a type, a protocol or a function), with its written type:
/// the annotation without `?`/`!`, or the type an initializer call names; `nil` when neither.
private struct Declarations {
    var only: Set<String>?
    private(set) var found: [(name: String, type: String?)] = []

    init(only: Set<String>? = nil) { self.only = only }

    mutating func walk(_ tree: SourceFileSyntax) {
        let visitor = Bindings()
        visitor.walk(tree)
        for binding in visitor.found {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, only?.contains(name) ?? true else { continue }
            var type = binding.typeAnnotation?.type.trimmedDescription
            if let written = type { type = String(written.trimmingCharacters(in: ["?", "!"]).split(separator: ".").last ?? "") }
            if type == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                let reference = call.calledExpression.as(DeclReferenceExprSyntax.self)
            {
                type = reference.baseName.text
            }
            found.append((name, type))
        }
    }
}

private final class Bindings: SyntaxVisitor {
    private(set) var found: [PatternBindingSyntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}
