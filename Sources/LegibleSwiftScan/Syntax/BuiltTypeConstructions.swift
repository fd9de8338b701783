import LegibleScan
import SwiftSyntax

/// A function whose parameter a construction passes as a carrier's font (``BuiltTypeFonts``):
/// its name and its parameters' labels, each with whether a call may leave it out.
struct BuiltTypeFactory: Hashable {
    var name: String
    /// The carrier that declares it (`Text`).
    var owner: String
    var labels: [String]
    var optional: [Bool]
}

/// The constructions of the app's carriers and the font each gives (``BuiltTypeFonts``).
final class BuiltTypeConstructions: SyntaxVisitor {
    private let carriers: [String: BuiltTypeCarrier]
    private let reader: FontExpressionReader
    /// `Type.property` → the fixed fonts constructions give it.
    private(set) var readings: [String: [FontReading]] = [:]
    /// `Type.property` with a construction whose font is not known to be fixed.
    private(set) var unknown: Set<String> = []
    /// `Type.property` → the factories whose parameter a construction passes.
    private(set) var factoryParameters: [String: Set<BuiltTypeFactory>] = [:]

    init(carriers: [String: BuiltTypeCarrier], reader: FontExpressionReader) {
        self.carriers = carriers
        self.reader = reader
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.argumentLabels
        for type in constructedTypes(node, labels: labels) {
            guard let carrier = carriers[type] else { continue }
            for property in carrier.fonts {
                record(node.argument(property), key: "\(type).\(property)")
            }
        }
        return .visitChildren
    }

    /// The carriers `call` may construct. A call named like a carrier that has one of its font
    /// labels but does not fit it makes that carrier unknown.
    private func constructedTypes(_ call: FunctionCallExprSyntax, labels: [String]) -> [String] {
        let called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "init" {
            // `.init(…)`: any carrier it fits, since its type is not written.
            return carriers.filter { $0.value.fits(labels) }.map(\.key)
        }
        let name: String?
        if called.trimmedDescription == "Self" || called.trimmedDescription == "Self.init" {
            name = Self.enclosingStruct(of: Syntax(call))
        } else {
            let written = called.trimmedDescription.hasSuffix(".init") ? String(called.trimmedDescription.dropLast(5)) : called.trimmedDescription
            name = written.split(separator: ".").last.map(String.init)
        }
        guard let name, let carrier = carriers[name] else { return [] }
        if carrier.fits(labels) { return [name] }
        for property in carrier.fonts where labels.contains(property) { unknown.insert("\(name).\(property)") }
        return []
    }

    /// The font one construction gives: fixed, a factory's parameter, or unknown.
    private func record(_ argument: ExprSyntax?, key: String) {
        guard let argument else { return }
        // Only the carrier's own factory (`static func custom(_:_:_:) -> Self`) is followed to its calls.
        if let reference = argument.as(DeclReferenceExprSyntax.self), let owner = key.split(separator: ".").first.map(String.init),
            Self.enclosingStruct(of: Syntax(argument)) == owner,
            let factory = Self.factory(passing: reference.baseName.text, owner: owner, around: Syntax(argument))
        {
            factoryParameters[key, default: []].insert(factory)
            return
        }
        guard let reading = reader.read(argument), !reading.scaledByMetrics, case .fixed = reading.font else {
            unknown.insert(key)
            return
        }
        readings[key, default: []].append(reading)
    }

    /// The function around `node` whose parameter is `name`.
    private static func factory(passing name: String, owner: String, around node: Syntax) -> BuiltTypeFactory? {
        var current = node.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                let parameters = function.signature.parameterClause.parameters
                guard parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
                return BuiltTypeFactory(
                    name: function.name.text, owner: owner, labels: parameters.map(\.firstName.text), optional: parameters.map { $0.defaultValue != nil })
            }
            if node.is(ClosureExprSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// The name of the struct `node` is written in.
    private static func enclosingStruct(of node: Syntax) -> String? {
        var current = node.parent
        while let node = current {
            if let declaration = node.as(StructDeclSyntax.self) { return declaration.name.text }
            if node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self) || node.is(ExtensionDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}

/// Whether the app calls a factory whose parameter is passed as a carrier's font (``BuiltTypeFonts``).
enum BuiltTypeFactoryCalls {
    /// Whether any call in the app names one of `factories` with labels that fit it.
    static func anyCall(files: SwiftPrePassTexts, factories: Set<BuiltTypeFactory>) -> Bool {
        for factory in factories {
            for index in files.indices where files.contains(index, "\(factory.name)(") {
                let finder = FactoryCallFinder(factory: factory)
                finder.walk(files.tree(index))
                if finder.called { return true }
            }
        }
        return false
    }
}

/// Finds a call that fits one factory's labels.
private final class FactoryCallFinder: SyntaxVisitor {
    let factory: BuiltTypeFactory
    var called = false

    init(factory: BuiltTypeFactory) {
        self.factory = factory
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledName == factory.name, fits(node.argumentLabels), !Self.inPattern(Syntax(node)) { called = true }
        return called ? .skipChildren : .visitChildren
    }

    // A function passed by name (`map(Text.custom)`) is a call the scan cannot read; an implicit
    // `.custom` uncalled is another type's member (`type: .custom`, HUDStatusFactory.swift:33).
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == factory.name, let base = node.base?.lastName, [factory.owner, "Self"].contains(base),
            node.parent?.is(FunctionCallExprSyntax.self) != true, !Self.inPattern(Syntax(node))
        {
            called = true
        }
        return .visitChildren
    }

    /// Whether `node` is in a `case` pattern (`case let .custom(icon, _, _)`): a match, not a call.
    private static func inPattern(_ node: Syntax) -> Bool {
        var current = node.parent
        while let node = current {
            if node.is(ExpressionPatternSyntax.self) { return true }
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    private func fits(_ labels: [String]) -> Bool {
        var remaining = labels[...]
        for (label, optional) in zip(factory.labels, factory.optional) {
            if remaining.first == label {
                remaining = remaining.dropFirst()
            } else if !optional {
                return false
            }
        }
        return remaining.isEmpty
    }
}
