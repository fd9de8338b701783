import LegibleScan
import SwiftSyntax

/// The theme colours an app class's own override of a theme method gives its outlets and itself,
/// recorded for ``LegibleScan/AppThemeColors`` so that `contrast.text` judges the colour at the
/// theme's values instead of calling the file's a placeholder.
///
/// Rocket.Chat 3172a098 `Views/Chat/New Chat/Cells/BasicMessageCell.swift:130-135`:
/// `override func applyTheme() { super.applyTheme(); let theme = self.theme ?? .light;
/// date.textColor = theme.auxiliaryText; … }` gives the timestamp of every message #9ca2a8 on
/// white in the light theme (Theme.swift:112), 2.57:1; QuoteMessageCell.swift:115-119 also gives
/// `containerView.backgroundColor = theme.chatComponentBackground`, behind the quote's text.
///
/// Only a statement at the top of the method's body (no branch, loop or closure), after the
/// method's `super` call when it makes one (the walk `super` runs gives every label the theme's
/// `titleText` first), of the form `outlet.textColor = theme.name` or `backgroundColor =
/// theme?.name`, where `theme` is the view's own `theme` property or a local bound to it (`let
/// theme = self.theme ?? .light`, `guard let theme = theme`). A later statement that sets the
/// same property otherwise drops what an earlier one recorded.
enum AppThemeOutletColors {
    /// `appTheme.code|BasicMessageCell.date|textColor|applyTheme|auxiliaryText|File.swift:134`.
    static func key(outlet: String, property: String, method: String, name: String, location: String) -> String {
        AppThemeColors.codeKey(outlet: outlet, property: property, method: method, name: name, location: location)
    }

    /// The properties recorded.
    private static let properties: Set<String> = ["textColor", "backgroundColor"]

    /// Records the theme colours `type`'s overrides in `members` set.
    static func declaration(type: String, members: MemberBlockSyntax, scan: SwiftFileScan) {
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                function.modifiers.contains(where: { $0.name.text == "override" }), function.signature.parameterClause.parameters.isEmpty
            else { continue }
            record(function.name.text, body: body, type: type, scan: scan)
        }
    }

    private static func record(_ method: String, body: CodeBlockSyntax, type: String, scan: SwiftFileScan) {
        let callsSuper = body.statements.contains { isSuperCall($0.item, method: method) }
        var afterSuper = !callsSuper
        var locals: Set<String> = []
        var found: [String: (name: String?, location: String)] = [:]
        for statement in body.statements {
            let item = statement.item
            if isSuperCall(item, method: method) {
                afterSuper = true
                continue
            }
            if let name = themeLocal(item) {
                locals.insert(name)
                continue
            }
            guard let (target, property, value) = assignment(item) else { continue }
            let name = afterSuper ? themeName(value, locals: locals) : nil
            let location = scan.location(of: item)
            found["\(type).\(target)|\(property)"] = (name, location.line.map { "\(location.file):\($0)" } ?? location.file)
        }
        for (slot, setting) in found {
            guard let name = setting.name else { continue }
            let parts = slot.split(separator: "|").map(String.init)
            scan.setInCode.insert(key(outlet: parts[0], property: parts[1], method: method, name: name, location: setting.location))
        }
    }

    /// `super.applyTheme()`.
    private static func isSuperCall(_ item: CodeBlockItemSyntax.Item, method: String) -> Bool {
        guard let call = expression(item)?.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return false }
        return callee.base?.is(SuperExprSyntax.self) == true && callee.declName.baseName.text == method
    }

    private static func expression(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// `let theme = self.theme ?? .light`, `let theme = theme ?? Theme.light`, `guard let theme = theme else { … }`.
    private static func themeLocal(_ item: CodeBlockItemSyntax.Item) -> String? {
        if let guardStatement = item.as(GuardStmtSyntax.self), guardStatement.conditions.count == 1,
            let binding = guardStatement.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            let value = binding.initializer?.value.trimmedDescription ?? name
            return ["theme", "self.theme"].contains(value) ? name : nil
        }
        guard let variable = item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let), variable.bindings.count == 1,
            let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value.trimmedDescription
        else { return nil }
        let compact = value.filter { !$0.isWhitespace }
        return ["theme??.light", "self.theme??.light", "theme??Theme.light", "self.theme??Theme.light"].contains(compact) ? name : nil
    }

    /// `date.textColor = value`, `self.date.textColor = value`, `backgroundColor = value` (the view's own: `self`).
    private static func assignment(_ item: CodeBlockItemSyntax.Item) -> (target: String, property: String, value: ExprSyntax)? {
        guard let sequence = expression(item)?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        if let reference = elements[0].as(DeclReferenceExprSyntax.self), properties.contains(reference.baseName.text) {
            return ("self", reference.baseName.text, elements[2])
        }
        guard let access = elements[0].as(MemberAccessExprSyntax.self), properties.contains(access.declName.baseName.text) else { return nil }
        let base = access.base?.trimmedDescription ?? ""
        if base == "self" { return ("self", access.declName.baseName.text, elements[2]) }
        let outlet = base.hasPrefix("self.") ? String(base.dropFirst(5)) : base
        guard !outlet.isEmpty, outlet.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (outlet, access.declName.baseName.text, elements[2])
    }

    /// `theme.auxiliaryText`, `theme?.auxiliaryText`, `self.theme?.auxiliaryText`: the theme colour's name.
    private static func themeName(_ value: ExprSyntax, locals: Set<String>) -> String? {
        guard let access = value.as(MemberAccessExprSyntax.self), var base = access.base else { return nil }
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        if let unwrapped = base.as(ForceUnwrapExprSyntax.self) { base = unwrapped.expression }
        let text = base.trimmedDescription
        guard text == "theme" || text == "self.theme" || locals.contains(text) else { return nil }
        return access.declName.baseName.text
    }
}
