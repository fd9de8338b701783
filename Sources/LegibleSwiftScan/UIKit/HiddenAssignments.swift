import SwiftSyntax

/// `view.isHidden = …`, recorded by what it does on an iPhone or iPad (``HiddenAtLoad`` in
/// LegibleScan reads the members):
///
/// - `isHiddenOffIOS`: any assignment an iOS build does not compile (`#if
///   targetEnvironment(macCatalyst)`, `#if os(macOS)`): it shows nothing on iOS (Amperfy d3513f85
///   PlayableTableCell.swift:544, `deleteButton.isHidden = false` in the Mac hover code, showed
///   the 24×24 pt button of PlayableTableCell.xib:148 for a `target.small` error);
/// - `isHidden` and `hiddenAtLoad`: `= true`, unconditional, in `awakeFromNib`, `viewDidLoad`,
///   `loadView`, an initialiser or an `@IBOutlet`'s `didSet`, or in a method of the type one of those calls unconditionally
///   (Amperfy's `awakeFromNib` → `resetForReuse()`, PlayableTableCell.swift:148 → :201-203);
/// - `isHidden`: `= true` anywhere else (it may still be shown elsewhere: only a hide, as before);
/// - `isHidden` and `isHiddenShown`: any other value (`false`, a flag, an expression), which may show it.
enum HiddenAssignments {
    /// The ``UIKitReceivers`` property recorded for `property = value` at `node`; `nil` when
    /// `property` is not `isHidden`.
    static func member(_ property: String, value: ExprSyntax, node: some SyntaxProtocol) -> String? {
        guard property == "isHidden" else { return nil }
        if IfConfigModifiers.isExcludedFromIOS(node) { return "isHiddenOffIOS" }
        guard value.trimmedDescription == "true" else { return "isHidden" }
        return isAtLoad(node) ? "isHiddenAtLoad" : "isHiddenTrue"
    }

    /// Records what an `isHidden` that may show a view reaches besides `Type.view`: `Type.*` when
    /// `view` names no view of its own, and the view's own name however it is reached
    /// (`isHiddenShownName.tooMuchLabel` for `editNutritiveView.tooMuchLabel.isHidden = …` in
    /// another class: Open Food Facts 35cf4ea5 ProductAddViewController.swift:919).
    static func noteShown(receiver: String, view: String, type: String, node: some SyntaxProtocol, scan: SwiftFileScan) {
        if isUnnamedView(view, at: Syntax(node)) { scan.setInCode.insert("\(type).*.isHiddenShown") }
        if let name = receiver.split(separator: ".").last?.filter({ $0 != "?" && $0 != "!" }), !name.isEmpty {
            scan.setInCode.insert("isHiddenShownName." + name)
        }
    }

    /// Whether `view` names no view of its own (`$0`, a `for` loop's variable): what code shows
    /// through it may be any view of the type (`stack.arrangedSubviews.forEach { $0.isHidden = false }`),
    /// recorded as `Type.*.isHiddenShown`.
    private static func isUnnamedView(_ view: String, at node: Syntax) -> Bool {
        if view.hasPrefix("$") { return true }
        var current = node.parent
        while let ancestor = current {
            if let loop = ancestor.as(ForStmtSyntax.self), loop.pattern.trimmedDescription == view { return true }
            if let closure = ancestor.as(ClosureExprSyntax.self),
                closure.signature?.parameterClause?.trimmedDescription.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                    .contains(where: { String($0) == view }) == true
            {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    private static let loadMethods: Set<String> = ["awakeFromNib", "viewDidLoad", "loadView"]

    /// Whether `node` runs whenever the view loads: unconditionally in a load method, or in a
    /// method of the same type body that a load method calls unconditionally.
    static func isAtLoad(_ node: some SyntaxProtocol) -> Bool {
        guard let function = unconditionalFunction(of: Syntax(node)) else { return false }
        if function.is(InitializerDeclSyntax.self) || isOutletObserver(function) { return true }
        guard let declaration = function.as(FunctionDeclSyntax.self) else { return false }
        let name = declaration.name.text
        if loadMethods.contains(name) { return true }
        guard let members = declaration.parent?.parent?.as(MemberBlockItemListSyntax.self) else { return false }
        for member in members {
            let loader = member.decl.as(FunctionDeclSyntax.self).map(Syntax.init) ?? member.decl.as(InitializerDeclSyntax.self).map(Syntax.init)
            guard let loader, isLoadMethod(loader) else { continue }
            for token in loader.tokens(viewMode: .sourceAccurate) where token.text == name {
                guard let call = calls(token), unconditionalFunction(of: Syntax(call))?.id == loader.id else { continue }
                return true
            }
        }
        return false
    }

    /// Whether `node` is the `didSet` of an `@IBOutlet`, which runs when the storyboard or xib
    /// connects the outlet as the view loads: Open Food Facts 35cf4ea5
    /// ProductAddViewController.swift:122-124, `@IBOutlet weak var nutriscoreStackView: UIStackView!
    /// { didSet { nutriscoreStackView?.isHidden = true } }`.
    private static func isOutletObserver(_ node: Syntax) -> Bool {
        guard let accessor = node.as(AccessorDeclSyntax.self), accessor.accessorSpecifier.tokenKind == .keyword(.didSet) else { return false }
        var current = accessor.parent
        while let ancestor = current {
            if let variable = ancestor.as(VariableDeclSyntax.self) {
                return variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
            }
            if ancestor.is(CodeBlockSyntax.self) || ancestor.is(MemberBlockSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    private static func isLoadMethod(_ node: Syntax) -> Bool {
        if node.is(InitializerDeclSyntax.self) { return true }
        return node.as(FunctionDeclSyntax.self).map { loadMethods.contains($0.name.text) } ?? false
    }

    /// The call `token` names: `resetForReuse()` or `self.resetForReuse()`.
    private static func calls(_ token: TokenSyntax) -> FunctionCallExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        var callee = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self) {
            guard member.base?.trimmedDescription == "self" else { return nil }
            callee = ExprSyntax(member)
        }
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
        return call
    }

    /// Closures that run at once where they are written (`MainActor.assumeIsolated { … }`).
    private static let immediateClosureCalls: Set<String> = ["assumeIsolated", "performWithoutAnimation"]

    /// The function or initialiser that runs `node` every time it runs: `nil` when `node` is
    /// under an `if`, `guard`, `switch`, loop, `catch`, `?:`, an `#if` clause iOS does not take,
    /// or a closure other than one run at once.
    private static func unconditionalFunction(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) || isOutletObserver(ancestor) { return ancestor }
            if ancestor.is(IfExprSyntax.self) || ancestor.is(GuardStmtSyntax.self) || ancestor.is(SwitchCaseSyntax.self)
                || ancestor.is(ForStmtSyntax.self) || ancestor.is(WhileStmtSyntax.self) || ancestor.is(RepeatStmtSyntax.self)
                || ancestor.is(CatchClauseSyntax.self) || ancestor.is(TernaryExprSyntax.self) || ancestor.is(AccessorDeclSyntax.self)
                || ancestor.is(MemberBlockSyntax.self)
            {
                return nil
            }
            if let clause = ancestor.as(IfConfigClauseSyntax.self), let config = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
                IfConfigModifiers.iOSClause(of: config)?.id != clause.id
            {
                return nil
            }
            if let closure = ancestor.as(ClosureExprSyntax.self), !runsAtOnce(closure) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    private static func runsAtOnce(_ closure: ClosureExprSyntax) -> Bool {
        let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let called = call?.calledExpression else { return false }
        let name = called.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name.map(immediateClosureCalls.contains) ?? false
    }
}
