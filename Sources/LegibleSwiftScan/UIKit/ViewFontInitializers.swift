import SwiftParser
import SwiftSyntax

/// The app's own initializers and button configurations that take a font and set it, read from
/// every Swift file before any is scanned (``SwiftSourceReader/prepared(forFiles:)``), so that a
/// call in another file gives its view the argument's font:
///
/// - an `init` of an `extension UILabel` (`UIButton`, `UITextField`, `UITextView`) or of a class
///   declared directly on one of them, whose body sets the view's `font` (or `titleLabel?.font`,
///   or an attribute dictionary's `.font:`) to an expression of its parameters. primal-ios-app
///   `UILabel+Extra.swift:11`, `convenience init(_ text: String, color: UIColor, font: UIFont, …)
///   { …; self.font = font; … }`, made some 240 labels (`UILabel("0", color: .white, font:
///   .appFont(withSize: 12, weight: .regular))`, OnboardingInterestsController.swift:14) whose
///   fixed fonts were all missed (fresh-ios21a);
/// - a `static func` of an `extension UIButton.Configuration` whose body puts an expression of
///   its parameters as a title's `.font:` (or assigns it to a `….font`): primal's `.pill(text:…,
///   font:)` and `.accent(_:font:)` (PremiumManageLegendController.swift:15,
///   UIButtonConfiguration.swift:31), whose callers' title fonts were missed
///   (SettingsWalletViewController.swift:88, EventDetailsView.swift:197).
///
/// The font is kept as written with the parameters' names (a ``FontWrapper``), so a call puts
/// its arguments, or the defaults of those left out, for them and reads the result as any font
/// is: `UIFontMetrics(forTextStyle: .body).scaledFont(for: font)` stays a scaled font. A body
/// that sets two different font expressions, or one that names no parameter, is not taken.
struct ViewFontInitializers: Sendable, Equatable {
    /// A font-setting initializer or configuration.
    struct Setter: Sendable, Equatable {
        var wrapper: FontWrapper
        /// Whether the body sets `adjustsFontForContentSizeCategory = true`.
        var adjusts = false
    }

    /// `UILabel` → the initializers of that type (or class) that set its font.
    private(set) var initializers: [String: [Setter]] = [:]
    /// `pill` → the `UIButton.Configuration` functions of that name that set a title's font.
    private(set) var configurations: [String: [Setter]] = [:]

    var isEmpty: Bool { initializers.isEmpty && configurations.isEmpty }

    /// The UIKit views whose own font such an initializer sets.
    static let viewTypes: Set<String> = ["UILabel", "UIButton", "UITextField", "UITextView"]

    static func declared(files: SwiftPrePassTexts) -> ViewFontInitializers {
        var table = ViewFontInitializers()
        for index in files.indices where files.contains(index, "font") && files.containsAny(index, ["init(", "UIButton.Configuration"]) {
            guard files.containsAny(index, ["extension UI", ": UI"]) else { continue }
            table.read(files.tree(index))
        }
        return table
    }

    /// What a call gives: the font expression with its arguments put in, whether the body makes
    /// the font live, and the argument the font is made of (`nil` when only defaults make it).
    typealias Made = (font: ExprSyntax, adjusts: Bool, argument: ExprSyntax?)

    /// The font at a call `UILabel("…", color: …, font: …)` of such an initializer; `nil` for any
    /// other call, or when two of the type's initializers fit the call and read differently.
    func initializerFont(at call: FunctionCallExprSyntax) -> Made? {
        guard !call.arguments.isEmpty, let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let setters = initializers[type]
        else { return nil }
        return Self.font(of: setters, at: call)
    }

    /// The title font expression at a call `.pill(text: …, font: …)` (or
    /// `UIButton.Configuration.pill(…)`) of such a configuration.
    func configurationFont(at call: FunctionCallExprSyntax) -> Made? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let setters = configurations[member.declName.baseName.text] else {
            return nil
        }
        let base = member.base?.trimmedDescription
        guard base == nil || base == "UIButton.Configuration" else { return nil }
        return Self.font(of: setters, at: call)
    }

    private static func font(of setters: [Setter], at call: FunctionCallExprSyntax) -> Made? {
        let fitting = setters.filter { FontWrapper.values(of: call, for: $0.wrapper.parameters) != nil }
        guard let first = fitting.first, fitting.allSatisfy({ $0 == first }), let font = first.wrapper.font(at: call) else { return nil }
        // The first labelled parameter the font names that the call passes (`font: …`).
        let named = FontWrapper.references(first.wrapper.font)
        let argument = first.wrapper.parameters.lazy.filter { named.contains($0.name) && $0.label != nil }
            .compactMap { parameter in call.arguments.first { $0.label?.text == parameter.label }?.expression }.first
        return (font, first.adjusts, argument)
    }

    /// The part of the table a file may use: part of its cache key.
    func cacheKey(identifiers: SourceIdentifiers) -> String {
        let used =
            initializers.filter { identifiers.mayName($0.key) }.map { "init \($0.key)=\($0.value)" }
            + configurations.filter { identifiers.mayName($0.key) }.map { "configuration \($0.key)=\($0.value)" }
        return used.sorted().joined(separator: "\n")
    }

    private mutating func read(_ tree: SourceFileSyntax) {
        for statement in tree.statements {
            if let extended = statement.item.as(ExtensionDeclSyntax.self) {
                let type = extended.extendedType.trimmedDescription
                if Self.viewTypes.contains(type) { readInitializers(of: type, in: extended.memberBlock) }
                if type == "UIButton.Configuration" { readConfigurations(in: extended.memberBlock) }
            } else if let declared = statement.item.as(ClassDeclSyntax.self),
                let superclass = declared.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription, Self.viewTypes.contains(superclass)
            {
                readInitializers(of: declared.name.text, in: declared.memberBlock)
            }
        }
    }

    private mutating func readInitializers(of type: String, in members: MemberBlockSyntax) {
        for member in members.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.optionalMark == nil, let body = initializer.body else { continue }
            let parameters = Self.parameters(initializer.signature.parameterClause)
            guard let setter = Self.setter(body: Syntax(body.statements), parameters: parameters, viewFont: true) else { continue }
            initializers[type, default: []].append(setter)
        }
    }

    private mutating func readConfigurations(in members: MemberBlockSyntax) {
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "static" }),
                function.genericParameterClause == nil, let body = function.body,
                ["UIButton.Configuration", "Self"].contains(function.signature.returnClause?.type.trimmedDescription ?? "")
            else { continue }
            let parameters = Self.parameters(function.signature.parameterClause)
            guard let setter = Self.setter(body: Syntax(body.statements), parameters: parameters, viewFont: false) else { continue }
            configurations[function.name.text, default: []].append(setter)
        }
    }

    private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [FontWrapper.Parameter]? {
        guard clause.parameters.allSatisfy({ $0.ellipsis == nil && !$0.type.trimmedDescription.hasPrefix("inout") }) else { return nil }
        return clause.parameters.map { parameter in
            FontWrapper.Parameter(
                label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                name: (parameter.secondName ?? parameter.firstName).text, defaultValue: parameter.defaultValue?.value.trimmedDescription)
        }
    }

    /// The one font expression of the parameters a body sets, as a setter; `nil` when it sets
    /// none, or two that are written differently.
    private static func setter(body: Syntax, parameters: [FontWrapper.Parameter]?, viewFont: Bool) -> Setter? {
        guard let parameters, !parameters.isEmpty else { return nil }
        let found = FontAssignments(viewFont: viewFont)
        found.walk(body)
        let names = Set(parameters.map(\.name))
        let fonts = Set(found.fonts.filter { !FontWrapper.references($0).isDisjoint(with: names) })
        guard fonts.count == 1, let font = fonts.first, found.fonts.count == found.fonts.filter({ $0 == font }).count else { return nil }
        return Setter(wrapper: FontWrapper(parameters: parameters, font: font), adjusts: found.adjusts)
    }
}

/// The font expressions a body gives: `self.font = …`, `titleLabel?.font = …` (or, in a
/// configuration, any `….font = …`), and `.font: …` in a dictionary.
private final class FontAssignments: SyntaxVisitor {
    let viewFont: Bool
    private(set) var fonts: [String] = []
    private(set) var adjusts = false

    init(viewFont: Bool) {
        self.viewFont = viewFont
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = elements[0].trimmedDescription.filter { $0 != "?" && $0 != "!" }
        if ["adjustsFontForContentSizeCategory", "self.adjustsFontForContentSizeCategory"].contains(target) {
            adjusts = adjusts || elements[2].trimmedDescription == "true"
        }
        let ownFont = ["font", "self.font", "titleLabel.font", "self.titleLabel.font"].contains(target)
        if ownFont || (!viewFont && target.hasSuffix(".font")) { fonts.append(elements[2].trimmedDescription) }
        return .visitChildren
    }

    override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
        if [".font", "NSAttributedString.Key.font"].contains(node.key.trimmedDescription) { fonts.append(node.value.trimmedDescription) }
        return .visitChildren
    }
}
