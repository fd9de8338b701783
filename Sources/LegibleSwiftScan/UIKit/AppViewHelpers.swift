import SwiftParser
import SwiftSyntax

/// The app's methods, declared in any file, that set a text colour or a line count on a view
/// handed to them, so that a call sets it on that view (a placeholder of the file's value, as
/// `outlet.setTitleColor(…)` is). element-ios (fresh-ios22a, classes 2 and 6):
/// - a method whose parameter it sets: `theme.applyStyle(onButton: self.manualExportButton)`
///   (KeyBackupSetupIntroViewController.swift:117), whose every body in the app does
///   `button.setTitleColor(self.tintColor, for: .normal)` (DefaultTheme.swift:180-184,
///   DarkTheme.swift:171-175); six storyboard button colours were judged as if shown;
/// - a `UIButton` or `UILabel` extension method that sets its own: `unknownRecoveryKeyButton
///   .vc_enableMultiLinesTitle()` (KeyBackupRecoverFromRecoveryKeyViewController.swift:101), whose
///   body does `titleLabel.numberOfLines = 0` (Riot/Categories/UIButton.swift:15-21); the title
///   was measured on one line.
///
/// - a `UIButton` extension method that sets its own title: planetary-ios's `button.setText(.next)`
///   (UIButton+Text.swift:12-18, `setTitle(text.text, for: .normal)`) gives a title to the
///   onboarding "Next" button whose background image had made it look image-only, so its fixed
///   15 pt title font (OnboardingStepView.swift:107) was missed (fresh-ios23a).
///
/// - a `UILabel`, `UIButton` or `UIView` extension method that switches over a style it is
///   given: green_ios afb597d8 `lblSubtitle.setStyle(.txtCard)` (SendAddressViewController.swift:75),
///   whose `case .txtCard:` sets `textColor` (gaios/Extensions/UILabel.swift:55-57), recolours the
///   storyboard's label (SendFlow.storyboard:68-72); the button's `setStyle(.primary)` sets its
///   title colour and background (UIButton.swift:98-104), the view's `setStyle(.bottomsheet)` its
///   background (UIView.swift:160-168). What a call sets is what its case sets, with what the
///   body sets outside the switch (``AppViewHelpers/caseSettings(of:)``); fresh-ios24b pattern 1.
///
/// - a `UIView` (or button or label) extension method that may show its receiver: tinode-ios
///   68c9f73c `button.show(true, dimension: …)` (SendMessageBar.swift:371-382), whose body sets
///   `self.isHidden = !show` (UiUtils.swift:1095), shows the audio buttons SendMessageBar.xib
///   hides; a method setting `isHidden` on a parameter to anything but `true` shows the argument.
///
/// A method name declared with bodies that set different things sets only what all of them set.
/// The app's style closures (``AppStyleClosures``) are read as one-parameter methods.
struct AppViewHelpers: Sendable, Equatable {
    /// `applyStyle(onButton:)` → parameter position → properties; `.vc_enableMultiLinesTitle` → properties of the receiver.
    private(set) var parameters: [String: [Int: Set<String>]] = [:]
    private(set) var own: [String: Set<String>] = [:]
    /// The names of ``parameters``' methods, so that most calls are passed over at once.
    private(set) var parameterNames: Set<String> = []
    /// `setStyle` → `txtCard` → properties of the receiver: an extension method's switch over its style (``caseSettings(of:)``).
    private(set) var ownCases: [String: [String: Set<String>]] = [:]

    /// The method names, for the cache: a file naming one is read afresh.
    var names: Set<String> {
        parameterNames.union(own.keys).union(ownCases.keys)
    }

    /// What a call sets, as (property, the view's expression without `self.`); `base` is the
    /// receiver of a method call, `nil` for a bare one (`titleStyle(titleLabel)`).
    func settings(of call: FunctionCallExprSyntax, base: ExprSyntax?) -> [(property: String, receiver: String)] {
        guard let name = call.calledName, own[name] != nil || ownCases[name] != nil || parameterNames.contains(name) else { return [] }
        var result: [(property: String, receiver: String)] = []
        if let base, let properties = Self.caseName(call).flatMap({ ownCases[name]?[$0] }) ?? own[name] {
            result += properties.sorted().map { (property: $0, receiver: UIKitReader.normalized(base.trimmedDescription)) }
        }
        let key = "\(name)(" + call.arguments.map { "\($0.label?.text ?? "_"):" }.joined() + ")"
        for (position, properties) in parameters[key] ?? [:] where position < call.arguments.count {
            let argument = Array(call.arguments)[position].expression
            guard Self.isViewName(argument) else { continue }
            result += properties.sorted().map { (property: $0, receiver: UIKitReader.normalized(argument.trimmedDescription)) }
        }
        return result
    }

    /// `outlet`, `self.outlet`: a name of the caller's, not a value made in place.
    private static func isViewName(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription.filter { $0 != "?" && $0 != "!" }
        return !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    static func declared(files: SwiftPrePassTexts) -> AppViewHelpers {
        var parameterSets: [String: [[Int: Set<String>]]] = [:]
        var ownSets: [String: [Set<String>]] = [:]
        var caseSets: [String: [String: [Set<String>]]] = [:]
        for index in files.indices where files.containsAny(index, ["setTitle", "numberOfLines", "textColor", "backgroundColor", "isHidden"]) {
            let functions = Functions()
            functions.walk(files.tree(index))
            for (function, extended) in functions.found {
                guard let body = function.body else { continue }
                let assignments = Assignments()
                assignments.walk(body)
                let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
                var byPosition: [Int: Set<String>] = [:]
                for (position, parameter) in function.signature.parameterClause.parameters.enumerated() {
                    let name = (parameter.secondName ?? parameter.firstName).text
                    let set = assignments.properties(on: [name, "\(name).titleLabel"])
                    if !set.isEmpty { byPosition[position] = set }
                }
                parameterSets["\(function.name.text)(\(labels))", default: []].append(byPosition)
                if ["UIButton", "UILabel"].contains(extended) {
                    ownSets[function.name.text, default: []].append(assignments.properties(on: Self.ownBases))
                } else if ["UIView", "UIKit.UIView"].contains(extended) {
                    // Of a view extension's, only a show: its colours are no label's or button's.
                    ownSets[function.name.text, default: []].append(assignments.properties(on: ["", "self"]).intersection(["isHidden"]))
                }
                if ["UIButton", "UILabel", "UIView"].contains(extended.hasPrefix("UIKit.") ? String(extended.dropFirst(6)) : extended) {
                    for (label, set) in Self.caseSettings(of: function) { caseSets[function.name.text, default: [:]][label, default: []].append(set) }
                }
            }
        }
        // `titleStyle(titleLabel)`, a file-level closure of the app's (``AppStyleClosures``).
        for (key, bodies) in AppStyleClosures.declared(files: files) {
            parameterSets[key, default: []] += bodies.map { [0: $0] }
        }
        var table = AppViewHelpers()
        for (key, bodies) in parameterSets {
            var common = bodies[0]
            for body in bodies.dropFirst() {
                var next: [Int: Set<String>] = [:]
                for (position, set) in common { if let other = body[position] { next[position] = set.intersection(other) } }
                common = next
            }
            common = common.filter { !$0.value.isEmpty }
            if !common.isEmpty {
                table.parameters[key] = common
                table.parameterNames.insert(String(key.prefix { $0 != "(" }))
            }
        }
        for (name, bodies) in ownSets {
            let common = bodies.dropFirst().reduce(bodies[0]) { $0.intersection($1) }
            if !common.isEmpty { table.own[name] = common }
        }
        // A case name two methods of that name switch over (two style enums' `.title`) sets what both set.
        for (name, cases) in caseSets {
            table.ownCases[name] = cases.mapValues { sets in sets.dropFirst().reduce(sets[0]) { $0.intersection($1) } }
        }
        return table
    }

    /// The receiver itself, as an extension method's body names it.
    private static let ownBases = ["", "self", "titleLabel", "self.titleLabel"]

    /// What each case of an extension method's `switch` over its first parameter sets on the
    /// receiver, with what the body sets outside the switch (a button's `titleLabel?.font` before
    /// it); a title colour counts as the text colour (both replace the file's `textColor`), so
    /// that a label's and a button's `setStyle` agree. Empty for a method without such a switch.
    static func caseSettings(of function: FunctionDeclSyntax) -> [String: Set<String>] {
        guard let parameter = function.signature.parameterClause.parameters.first, let body = function.body else { return [:] }
        let name = (parameter.secondName ?? parameter.firstName).text
        var outside = Set<String>()
        var switched: SwitchExprSyntax?
        for item in body.statements {
            let statement = item.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) ?? item.item.as(SwitchExprSyntax.self)
            if switched == nil, let statement, statement.subject.trimmedDescription == name {
                switched = statement
                continue
            }
            outside.formUnion(ownSettings(of: Syntax(item)))
        }
        guard let switched else { return [:] }
        var result: [String: Set<String>] = [:]
        for element in switched.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), let items = switchCase.label.as(SwitchCaseLabelSyntax.self)?.caseItems else { continue }
            let set = outside.union(switchCase.statements.reduce(into: Set<String>()) { $0.formUnion(ownSettings(of: Syntax($1))) })
            for item in items {
                guard let label = item.pattern.as(ExpressionPatternSyntax.self).flatMap({ caseName($0.expression) }) else { continue }
                result[label] = set
            }
        }
        return result
    }

    /// What a statement sets on the receiver, a title colour read as the text colour.
    private static func ownSettings(of node: Syntax) -> Set<String> {
        let assignments = Assignments()
        assignments.walk(node)
        return Set(assignments.properties(on: ownBases).map { $0 == "setTitleColor" ? "textColor" : $0 })
    }

    /// `.txtCard`, `LabelStyle.txtCard`, `.underline(txt: …)` → `txtCard`/`underline`; `nil` for anything else.
    private static func caseName(_ expression: ExprSyntax) -> String? {
        let called = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        guard let member = called.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, !base.is(DeclReferenceExprSyntax.self) { return nil }
        return member.declName.baseName.text
    }

    /// The case a call names as its one argument (`setStyle(.txtCard)`).
    private static func caseName(_ call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else { return nil }
        return caseName(argument.expression)
    }
}

/// Every function with a body, with the type an `extension` around it extends (else "").
private final class Functions: SyntaxVisitor {
    private(set) var found: [(FunctionDeclSyntax, String)] = []
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        var extended = ""
        if let block = node.parent?.parent?.parent?.as(MemberBlockSyntax.self), let type = block.parent?.as(ExtensionDeclSyntax.self) {
            extended = type.extendedType.trimmedDescription
        }
        found.append((node, extended))
        return .skipChildren
    }
}

/// What a body sets, by the base it is set on (`button`, `titleLabel`): `textColor`, `backgroundColor`, a
/// `setTitleColor(_:for: .normal)`, a `numberOfLines` other than 1. A local `let titleLabel =
/// self.titleLabel` is the button's own.
private final class Assignments: SyntaxVisitor {
    private var set: [String: Set<String>] = [:]
    init() { super.init(viewMode: .sourceAccurate) }

    func properties(on bases: [String]) -> Set<String> {
        bases.reduce(into: Set<String>()) { $0.formUnion(set[$1] ?? []) }
    }

    private static func base(_ expression: ExprSyntax?) -> String {
        (expression?.trimmedDescription ?? "").filter { $0 != "?" && $0 != "!" }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = elements[0]
        let (base, property): (String, String)
        if let member = target.as(MemberAccessExprSyntax.self) {
            (base, property) = (Self.base(member.base), member.declName.baseName.text)
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            (base, property) = ("", reference.baseName.text)
        } else {
            return .visitChildren
        }
        if property == "textColor" || property == "backgroundColor" { set[base, default: []].insert(property) }
        if property == "numberOfLines", elements[2].trimmedDescription != "1" { set[base, default: []].insert("numberOfLines") }
        // Any value but `true` may show the view (tinode-ios UiUtils.swift:1095, `self.isHidden = !show`).
        if property == "isHidden", elements[2].trimmedDescription != "true" { set[base, default: []].insert("isHidden") }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calledExpression.lastName
        let base = Self.base(node.calledExpression.as(MemberAccessExprSyntax.self)?.base)
        // A title in any state: the button shows text (``UIKitReader``'s image-only buttons).
        if name == "setTitle" || name == "setAttributedTitle" { set[base, default: []].insert("setTitle") }
        guard name == "setTitleColor", node.argument("for")?.trimmedDescription.hasSuffix("normal") == true else {
            return .visitChildren
        }
        set[base, default: []].insert("setTitleColor")
        return .visitChildren
    }
}
