import SwiftSyntax

/// The views a `forEach` closure's parameter or a `for` loop's variable stands for:
/// `[self.a, self.b].forEach { $0?.backgroundColor = … }` sets the property on `a` and `b`.
///
/// Zotero 00280bd8 `ShareViewController.swift:709-715` colours four containers with
/// `[translationContainer, collectionPickerContainer, itemPickerContainer, tagPickerContainer].forEach
/// { container in container?.backgroundColor = … }`; the storyboard's colour behind their labels
/// (`MainInterface.storyboard:221`) was judged as if nothing replaced it.
enum ForEachReceivers {
    /// The most array elements followed: a literal list of views is short.
    static let maximumElements = 32

    /// The names of the views in the array literal whose `forEach` closure has `name` as its
    /// parameter (`$0`, or the one named parameter), or that a `for name in …` loop around `node`
    /// goes over; `nil` when `name` is no such parameter or variable.
    static func views(forParameter name: String, at node: Syntax) -> [String]? {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self) {
                guard isParameter(name, of: closure) else { return nil }
                return arrayViews(calling: closure)
            }
            if let loop = ancestor.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return views(inSequence: loop.sequence, before: loop)
            }
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(MemberBlockSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    private static func isParameter(_ name: String, of closure: ClosureExprSyntax) -> Bool {
        guard let clause = closure.signature?.parameterClause else { return name == "$0" }
        if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) {
            return shorthand.count == 1 && shorthand.first?.name.text == name
        }
        if let parameters = clause.as(ClosureParameterClauseSyntax.self) {
            return parameters.parameters.count == 1 && parameters.parameters.first?.firstName.text == name
        }
        return false
    }

    /// `[a, self.b].forEach { … }` → `["a", "b"]`, when the closure is `forEach`'s on an array
    /// literal of plain names.
    private static func arrayViews(calling closure: ClosureExprSyntax) -> [String]? {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "forEach", let base = member.base
        else { return nil }
        if let array = base.as(ArrayExprSyntax.self) { return names(in: array) }
        return collectionName(base).map { [$0] }
    }

    /// `buttons` for `buttons`, `self.buttons`, `buttons?`: a property holding views, such as an
    /// outlet collection (`@IBOutlet var buttons: [UIButton]!`), whose xib names each member
    /// `Type.buttons`. Open Food Facts 35cf4ea5 `RobotoffQuestionTableViewCell.swift:48` sets
    /// `buttons.forEach { (button: UIButton) in button.setTitleColor(.blue, for: .normal) }`, and
    /// the xib's dark text colour (`RobotoffQuestionTableViewCell.xib:118`) was judged as if shown.
    private static func collectionName(_ expression: ExprSyntax) -> String? {
        var text = expression.trimmedDescription
        if text.hasPrefix("self.") { text.removeFirst(5) }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        // `guard let zelf = self …; zelf.buttons.forEach { $0.isEnabled = true }` (Open Food Facts
        // RobotoffQuestionTableViewCell.swift:169): the type's own collection, through an alias of self.
        if let dot = text.firstIndex(of: "."), SelfAliases.isAlias(String(text[..<dot]), around: expression) {
            text = String(text[text.index(after: dot)...])
        }
        guard let first = text.first, first.isLetter || first == "_", text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return text
    }

    /// The views a `for` loop's sequence lists: an array literal, `[a, b].compactMap { $0 }`, or
    /// a local constant bound to one earlier in the same block (Simplenote d3e2599c
    /// `SPRatingsPromptView.swift:90-97`, `let buttons = [leftButton, rightButton].compactMap { $0 }`
    /// then `for button in buttons { button.titleLabel?.font = … }`).
    private static func views(inSequence sequence: ExprSyntax, before loop: ForStmtSyntax, following: Bool = true) -> [String]? {
        var expression = sequence.unparenthesized
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "compactMap", call.arguments.isEmpty,
            call.trailingClosure?.statements.trimmedDescription == "$0", let base = member.base
        {
            expression = base
        }
        if let array = expression.as(ArrayExprSyntax.self) { return names(in: array) }
        guard following else { return nil }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), let value = loop.localValue(of: reference.baseName.text) else {
            // `for button in buttons` / `self.buttons`: not a local list, so a property (an outlet collection).
            return collectionName(expression).map { [$0] }
        }
        return views(inSequence: value, before: loop, following: false)
    }

    /// The plain names an array literal lists (`self.` and `?`/`!` dropped); `nil` when any
    /// element is something else or the list is long.
    private static func names(in array: ArrayExprSyntax) -> [String]? {
        guard array.elements.count <= maximumElements else { return nil }
        var names: [String] = []
        for element in array.elements {
            var text = element.expression.trimmedDescription
            if text.hasPrefix("self.") { text.removeFirst(5) }
            while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            names.append(text)
        }
        return names
    }
}
