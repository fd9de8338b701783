import LegibleScan
import SwiftSyntax

/// Fonts the app's own value types carry, read from every construction of the type before any
/// file is scanned, so that `component.font = text.font` is the font every construction gives
/// `font`, not an unknown one. Unstoppable Wallet 426cdf59 (fresh-ios26a pattern 4):
/// `CellElement.swift:110-113` `struct Text { static func body(_ text: String?, …) -> Self {
/// Text(text: text, font: .body, …) } … let font: UIFont }`, every factory a fixed Manrope font
/// (`Fonts.swift:45`), then `CellElement.swift:11` `component.font = text.font`: every
/// `textElement`/`universalRow48` row of the app was a fixed font the scan missed.
///
/// Read, and nothing taken from a name alone:
/// - a *carrier*: a `struct` with no initializer of its own (so only its memberwise one) and a
///   stored `let`/`var name: UIFont` with no value; a name two types declare is not read;
/// - its *constructions*: calls of `Type(…)`, `Outer.Type(…)`, `Self(…)` inside the type, and
///   `.init(…)`, whose labels fit the memberwise initializer. A call named `Type` that has a
///   font label but does not fit leaves the type unknown; one with neither is another type's
///   (SwiftUI's `Text("…")`);
/// - each construction's font: a fixed font the reader reads (an app token `.body`, a literal
///   `UIFont(name:size:)`); or a parameter of the factory it is written in, when no call in the
///   app fits that factory's labels (`custom(_:_:_:)`, never called); anything else (a text style,
///   a metrics-scaled font, a parameter a caller fills, a name not known) leaves it unknown.
///
/// `base.name` is read so when `base` is a parameter of the enclosing function typed as the
/// carrier (`text: Text?`), and every construction gives a fixed font: the smallest is reported,
/// as for a ternary of two fixed fonts. At most ``maximumTypes`` carriers are read.
struct BuiltTypeFonts: Sendable, Equatable {
    /// `Type.property` → the smallest fixed font every construction gives the property.
    private(set) var properties: [String: FontReading] = [:]

    /// How many carrier types are read at most, to keep the pre-pass bounded.
    static let maximumTypes = 40

    /// The font of `base.name` when `base` is a parameter of the enclosing function typed as a carrier.
    func reading(_ member: MemberAccessExprSyntax) -> FontReading? {
        guard !properties.isEmpty, let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let type = Self.parameterType(named: base, around: Syntax(member))
        else { return nil }
        return properties["\(type).\(member.declName.baseName.text)"]
    }

    /// The part of the table a file may use, for its cache key.
    func cacheKey(identifiers: SourceIdentifiers) -> String {
        properties.keys.sorted().filter { key in key.split(separator: ".").allSatisfy { identifiers.mayName($0) } }
            .map { key in "built.\(key)=\(properties[key].map { "\($0.font)" } ?? "?")" }.joined(separator: "\n")
    }

    /// The simple type name of the parameter `name` of the function around `node`; `nil` when a
    /// closure or an `if let name = …` between them binds the name again.
    static func parameterType(named name: String, around node: Syntax) -> String? {
        var current = node.parent
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) {
                guard let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
                else { return nil }
                var written = parameter.type.trimmedDescription
                while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
                return written.split(separator: ".").last.map(String.init)
            }
            if let closure = node.as(ClosureExprSyntax.self), let signature = closure.signature,
                signature.trimmedDescription.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(Substring(name))
            {
                return nil
            }
            if let binding = node.as(OptionalBindingConditionSyntax.self), binding.initializer != nil,
                binding.pattern.trimmedDescription == name
            {
                return nil
            }
            current = node.parent
        }
        return nil
    }

    static func declared(files: SwiftPrePassTexts, appFonts: AppFonts) -> BuiltTypeFonts {
        let carriers = BuiltTypeCarriers.declared(files: files, maximum: maximumTypes)
        guard !carriers.isEmpty else { return BuiltTypeFonts() }
        var reader = FontExpressionReader(constants: Constants(), appFonts: appFonts)
        reader.implicitFontType = "UIFont"
        let found = BuiltTypeConstructions(carriers: carriers, reader: reader)
        let needles = carriers.keys.map { "\($0)(" } + ["Self(", ".init("]
        for index in files.indices where files.containsAny(index, needles) {
            found.walk(files.tree(index))
        }
        var table = BuiltTypeFonts()
        for (key, readings) in found.readings where !found.unknown.contains(key) {
            // Every reading is a fixed font no metrics scale (``BuiltTypeConstructions`` marks any other unknown).
            if let smallest = FontReading.smallestFixed(readings) { table.properties[key] = smallest }
        }
        // A construction that passes its factory's parameter: unknown when any call fits the factory.
        for (key, factories) in found.factoryParameters where table.properties[key] != nil {
            if BuiltTypeFactoryCalls.anyCall(files: files, factories: factories) { table.properties[key] = nil }
        }
        return table
    }
}

/// A carrier's memberwise initializer and its `UIFont` properties (``BuiltTypeFonts``).
struct BuiltTypeCarrier {
    /// The memberwise initializer's labels in order, each with whether it may be left out.
    var labels: [(name: String, optional: Bool)] = []
    /// The stored `UIFont` properties with no value.
    var fonts: [String] = []

    /// Whether `labels` (a call's, `_` for none) fit the memberwise initializer.
    func fits(_ called: [String]) -> Bool {
        var remaining = called[...]
        for label in labels {
            if remaining.first == label.name {
                remaining = remaining.dropFirst()
            } else if !label.optional {
                return false
            }
        }
        return remaining.isEmpty
    }
}

/// The app's carriers (``BuiltTypeFonts``), by simple type name.
enum BuiltTypeCarriers {
    static func declared(files: SwiftPrePassTexts, maximum: Int) -> [String: BuiltTypeCarrier] {
        let finder = CarrierFinder(viewMode: .sourceAccurate)
        for index in files.indices where files.contains(index, ": UIFont") && files.contains(index, "struct ") {
            finder.walk(files.tree(index))
        }
        let readable = finder.found.filter { name, _ in !finder.twice.contains(name) }
        guard readable.count <= maximum else {
            return Dictionary(uniqueKeysWithValues: readable.sorted { $0.key < $1.key }.prefix(maximum).map { ($0.key, $0.value) })
        }
        return readable
    }
}

/// Finds structs that carry a `UIFont` (``BuiltTypeFonts``).
private final class CarrierFinder: SyntaxVisitor {
    var found: [String: BuiltTypeCarrier] = [:]
    var twice: Set<String> = []
    private var names: Set<String> = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if names.contains(name) { twice.insert(name) }
        names.insert(name)
        guard let carrier = Self.carrier(node.memberBlock.members) else { return .visitChildren }
        found[name] = carrier
        return .visitChildren
    }

    // A class or enum of the same name makes the name ambiguous too.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if names.contains(node.name.text) { twice.insert(node.name.text) }
        names.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if names.contains(node.name.text) { twice.insert(node.name.text) }
        names.insert(node.name.text)
        return .visitChildren
    }

    /// The memberwise initializer and `UIFont` properties of a struct's members; `nil` when it
    /// declares an initializer or carries no font.
    private static func carrier(_ members: MemberBlockItemListSyntax) -> BuiltTypeCarrier? {
        var carrier = BuiltTypeCarrier()
        for member in members {
            if member.decl.is(InitializerDeclSyntax.self) { return nil }
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
            else { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                // A `let` with a value is not the initializer's; a `var` with one may be left out.
                if isLet && binding.initializer != nil { continue }
                let optionalVar = !isLet && binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
                carrier.labels.append((name, binding.initializer != nil || optionalVar))
                if binding.typeAnnotation?.type.trimmedDescription == "UIFont", binding.initializer == nil { carrier.fonts.append(name) }
            }
        }
        return carrier.fonts.isEmpty ? nil : carrier
    }
}
