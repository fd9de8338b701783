import LegibleScan
import SwiftSyntax

/// The colours an app's own theme type declares, recorded for ``LegibleScan/AppThemeColors``
/// under its keys in ``LegibleScan/ScanFileResult/setInCode``, so that a colour a runtime
/// attribute names (`themeColor = "textColor: auxiliaryText"`) is judged at its value:
///
/// - each static instance the type makes with its own initializer, and the colour literal each
///   argument gives a stored property the initializer sets from it (Rocket.Chat 3172a098
///   Theme.swift:102-120, `static let light = Theme(backgroundColor: #colorLiteral(…), …,
///   auxiliaryText: #colorLiteral(red: 0.61, green: 0.64, blue: 0.66, alpha: 1), …)`, with
///   `self.auxiliaryText = auxiliaryText` in `init`); a value that is no literal (`.RCBlue()`) is
///   recorded as unknown;
/// - the theme colour the app's `extension UIView` walk gives every view's background
///   (`backgroundColor = theme.backgroundColor.withAlphaComponent(backgroundColor?.cgColor.alpha
///   ?? 0.0)`, ThemeableViews.swift:38-47, through `applyThemeBackgroundColor()`);
/// - an extension's override of a UIKit class that sets the view's own background otherwise
///   (`extension UITableView { … backgroundColor = style == .grouped ? theme.auxiliaryBackground
///   : theme.backgroundColor }`, :205).
enum AppThemeValues {
    /// Records the static instances of a theme type declared in `node`.
    static func variable(_ node: VariableDeclSyntax, scan: SwiftFileScan) {
        guard node.modifiers.contains(where: { $0.name.text == "static" }), let owner = enclosingType(of: node) else { return }
        for binding in node.bindings {
            guard let instance = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == owner.name
            else { continue }
            let assigned = scan.themeAssignedProperties[owner.members.id] ?? assignedProperties(owner.members)
            scan.themeAssignedProperties[owner.members.id] = assigned
            for argument in call.arguments {
                guard let label = argument.label?.text, assigned.contains(label) else { continue }
                let value: String
                if case .literal(let color, let alpha)? = scan.colors(uiKit: true).read(argument.expression) {
                    value = "\(color.red),\(color.green),\(color.blue),\(alpha)"
                } else {
                    value = "?"
                }
                let location = scan.location(of: argument)
                let place = location.line.map { "\(location.file):\($0)" } ?? location.file
                scan.setInCode.insert(AppThemeColors.valueKey(type: owner.name, instance: instance, property: label, value: value, location: place))
            }
        }
    }

    /// The class or struct whose body declares `node`, with its members.
    private static func enclosingType(of node: VariableDeclSyntax) -> (name: String, members: MemberBlockSyntax)? {
        guard let block = node.parent?.parent?.parent?.as(MemberBlockSyntax.self) else { return nil }
        if let type = block.parent?.as(ClassDeclSyntax.self) { return (type.name.text, block) }
        if let type = block.parent?.as(StructDeclSyntax.self) { return (type.name.text, block) }
        return nil
    }

    /// The stored properties the type's initializers set from a parameter of the same name
    /// (`self.auxiliaryText = auxiliaryText`); a struct without an initializer of its own, all of
    /// its stored properties (its memberwise initializer).
    private static func assignedProperties(_ members: MemberBlockSyntax) -> Set<String> {
        var assigned: Set<String> = []
        var hasInitializer = false
        var stored: Set<String> = []
        for member in members.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                hasInitializer = true
                let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
                for item in body.statements {
                    guard
                        let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
                    else { continue }
                    let elements = Array(sequence.elements)
                    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                        let target = elements[0].as(MemberAccessExprSyntax.self), target.base?.trimmedDescription == "self",
                        let source = elements[2].as(DeclReferenceExprSyntax.self), source.baseName.text == target.declName.baseName.text,
                        parameters.contains(source.baseName.text)
                    else { continue }
                    assigned.insert(source.baseName.text)
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "static" }) {
                for binding in variable.bindings where binding.accessorBlock == nil {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { stored.insert(name) }
                }
            }
        }
        guard members.parent?.is(StructDeclSyntax.self) == true, !hasInitializer else { return assigned }
        return stored
    }

    /// Records the theme colour a method of the app's `extension UIView` (or a method of that
    /// extension it calls with no arguments) gives the view's own background, and whether it
    /// keeps the view's alpha.
    static func walkBackground(_ function: FunctionDeclSyntax, in node: ExtensionDeclSyntax, scan: SwiftFileScan) {
        guard let body = function.body else { return }
        var bodies = [body]
        let helpers = Set(
            body.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                    let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id
                else { return nil }
                return token.text
            })
        for member in node.memberBlock.members {
            if let helper = member.decl.as(FunctionDeclSyntax.self), helpers.contains(helper.name.text), let helperBody = helper.body {
                bodies.append(helperBody)
            }
        }
        let settings = bodies.flatMap(ownBackgrounds(in:))
        guard settings.count == 1, let (property, keepsAlpha, place) = settings.first else { return }
        scan.setInCode.insert(
            AppThemeColors.walkBackgroundKey(
                method: function.name.text, property: property ?? "?", keepsAlpha: keepsAlpha, location: location(place, scan: scan)))
    }

    /// Records an extension's override that sets the view's own background.
    static func overrideBackground(_ function: FunctionDeclSyntax, type: String, scan: SwiftFileScan) {
        guard let body = function.body else { return }
        for (property, _, _) in ownBackgrounds(in: body) {
            scan.setInCode.insert(AppThemeColors.ownBackgroundKey(type: type, method: function.name.text, property: property ?? "?"))
        }
    }

    private static func location(_ node: Syntax, scan: SwiftFileScan) -> String {
        let location = scan.location(of: node)
        return location.line.map { "\(location.file):\($0)" } ?? location.file
    }

    /// `backgroundColor = theme.P` or `theme.P.withAlphaComponent(<the view's own alpha>)` (P, and
    /// whether the alpha is the view's) in `body`, outside closures; any other value, `nil` for P.
    private static func ownBackgrounds(in body: CodeBlockSyntax) -> [(String?, Bool, Syntax)] {
        var found: [(String?, Bool, Syntax)] = []
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == "backgroundColor" {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var target = ExprSyntax(reference)
            if let access = target.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.id == token.id {
                guard access.base?.trimmedDescription == "self" else { continue }
                target = ExprSyntax(access)
            }
            guard let list = target.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(list)
            guard elements.count >= 3, elements[0].id == target.id, elements[1].is(AssignmentExprSyntax.self) else { continue }
            if AppThemeSetters.isInClosure(sequence, within: body) { continue }
            guard elements.count == 3 else {
                found.append((nil, false, Syntax(sequence)))
                continue
            }
            if let (property, keepsAlpha) = themeProperty(elements[2]) {
                found.append((property, keepsAlpha, Syntax(sequence)))
            } else {
                found.append((nil, false, Syntax(sequence)))
            }
        }
        return found
    }

    /// `theme.P` → (P, false); `theme.P.withAlphaComponent(backgroundColor?.cgColor.alpha ?? 0)` → (P, true).
    private static func themeProperty(_ value: ExprSyntax) -> (String, Bool)? {
        var value = value.unparenthesized
        var keepsAlpha = false
        if let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "withAlphaComponent", let base = member.base,
            call.arguments.first?.expression.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "backgroundColor" }) == true
        {
            value = base
            keepsAlpha = true
        }
        guard let member = value.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription.filter({ $0 != "?" && $0 != "!" }),
            base == "theme" || base == "self.theme"
        else { return nil }
        return (member.declName.baseName.text, keepsAlpha)
    }
}
