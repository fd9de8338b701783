import LegibleScan
import SwiftSyntax

/// What an app's theme that recolours every view of a UIKit class does, recorded for
/// ``LegibleScan/AppWideThemes`` under its keys in ``LegibleScan/ScanFileResult/setInCode``:
///
/// - an override in an extension of a UIKit class that sets the view's own text colour
///   (Rocket.Chat 3172a098 ThemeableViews.swift:100-107, `extension UILabel { override func
///   applyTheme() { …; textColor = theme.titleText } }`);
/// - the app's `extension UIView` method that calls itself on the subviews (`func applyTheme()
///   { …; subviews.forEach { $0.applyTheme() } }`, :38-42), which takes the theme to every view;
/// - an app class that overrides such a method without calling `super`'s (`class
///   NotThemeableLabel: UILabel { override func applyTheme() { } }`, NotThemeableViews.swift:31-33);
/// - a lifecycle override that runs a method on the view itself (`extension UITableViewCell {
///   override func didMoveToSuperview() { …; applyTheme() } }`, ThemeableViews.swift:234-238);
/// - a runtime attribute key path the code declares (`@objc func setThemeColor(_:)`,
///   RuntimeAttributesThemeableView.swift:32).
enum AppThemeSetters {
    /// Records what an extension of a UIKit class does.
    static func extensionDeclaration(_ node: ExtensionDeclSyntax, scan: SwiftFileScan) {
        var type = node.extendedType.trimmedDescription
        if type.hasPrefix("UIKit.") { type.removeFirst("UIKit.".count) }
        // An app class's extension: the theme colours its overrides give its outlets.
        guard type.hasPrefix("UI") else { return AppThemeOutletColors.declaration(type: type, members: node.memberBlock, scan: scan) }
        let swizzled = swizzledLifecycle(in: node)
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
            let name = function.name.text
            let overrides = function.modifiers.contains { $0.name.text == "override" }
            if type == "UIView", !overrides, walksSubviews(body, method: name) {
                scan.setInCode.insert(AppWideThemes.walkKey(method: name))
                AppThemeValues.walkBackground(function, in: node, scan: scan)
            }
            if overrides { AppThemeValues.overrideBackground(function, type: type, scan: scan) }
            // A method swizzled with a lifecycle method runs where that one does.
            let runs = overrides ? name : swizzled.contains(name) ? swizzled.lifecycle : nil
            guard let runs else { continue }
            for setting in ownColorSettings(in: body) {
                scan.setInCode.insert(AppWideThemes.setterKey(type: type, property: "textColor", method: runs, location: place(setting, scan: scan)))
            }
            noteRuns(function, body: body, type: type, scan: scan)
        }
    }

    /// Records the methods an app class overrides without calling `super`'s, and those its
    /// lifecycle overrides run on itself.
    static func classDeclaration(_ node: ClassDeclSyntax, scan: SwiftFileScan) {
        AppThemeOutletColors.declaration(type: node.name.text, members: node.memberBlock, scan: scan)
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                function.modifiers.contains(where: { $0.name.text == "override" })
            else { continue }
            let name = function.name.text
            // A body that walks the subviews itself still takes the theme below it.
            if !callsSuper(body, method: name), !mentions(body, "subviews") {
                scan.setInCode.insert(AppWideThemes.skipKey(type: node.name.text, method: name))
            }
            noteRuns(function, body: body, type: node.name.text, scan: scan)
        }
    }

    /// Records a key path a storyboard's runtime attribute may name: `@objc func setThemeColor(_:)`
    /// (one parameter), `@IBInspectable var themeColor`, `@objc var themeColor`, for names that say colour.
    static func function(_ node: FunctionDeclSyntax, scan: SwiftFileScan) {
        let name = node.name.text
        guard name.count > 3, name.hasPrefix("set"), node.signature.parameterClause.parameters.count == 1,
            node.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@objc") })
        else { return }
        let rest = name.dropFirst(3)
        let keyPath = rest.prefix(1).lowercased() + rest.dropFirst()
        guard keyPath.lowercased().contains("color") else { return }
        scan.setInCode.insert(AppWideThemes.runtimeKey(keyPath: keyPath, location: place(node.name, scan: scan)))
    }

    static func variable(_ node: VariableDeclSyntax, scan: SwiftFileScan) {
        guard node.attributes.contains(where: { ["@IBInspectable", "@objc"].contains($0.trimmedDescription) }) else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, name.text.lowercased().contains("color") else { continue }
            scan.setInCode.insert(AppWideThemes.runtimeKey(keyPath: name.text, location: place(name, scan: scan)))
        }
    }

    /// The methods an extension exchanges with a UIKit lifecycle method through
    /// `method_exchangeImplementations` (`#selector(awakeFromNib)` and `#selector(themed_awakeFromNib)`
    /// in one extension), and that lifecycle method: a swizzled `awakeFromNib` runs on every view.
    private static func swizzledLifecycle(in node: ExtensionDeclSyntax) -> (lifecycle: String?, names: Set<String>, contains: (String) -> Bool) {
        let tokens = Array(node.memberBlock.tokens(viewMode: .sourceAccurate))
        guard tokens.contains(where: { $0.text == "method_exchangeImplementations" }) else { return (nil, [], { _ in false }) }
        var selectors: [String] = []
        for (index, token) in tokens.enumerated() where token.text == "selector" && index + 2 < tokens.count {
            // `#selector(Type.name)`, `#selector(name)`, `#selector(name(_:))`: the last name before `(` or `)`.
            var last: String?
            for next in tokens[(index + 2)...].prefix(12) {
                if next.tokenKind == .rightParen || next.tokenKind == .leftParen { break }
                if case .identifier = next.tokenKind { last = next.text }
            }
            if let last { selectors.append(last) }
        }
        let lifecycle = selectors.first { AppWideThemes.lifecycleMethods.contains($0) }
        let names = Set(selectors.filter { !AppWideThemes.lifecycleMethods.contains($0) })
        return (lifecycle, names, { lifecycle != nil && names.contains($0) })
    }

    /// `Folder/File.swift:104`, where a message names the code.
    private static func place(_ node: some SyntaxProtocol, scan: SwiftFileScan) -> String {
        let location = scan.location(of: node)
        return location.line.map { "\(location.file):\($0)" } ?? location.file
    }

    /// `applyTheme()` or `self.applyTheme()` in a lifecycle override: views of `type` run it on
    /// themselves whatever holds them.
    private static func noteRuns(_ function: FunctionDeclSyntax, body: CodeBlockSyntax, type: String, scan: SwiftFileScan) {
        guard AppWideThemes.lifecycleMethods.contains(function.name.text) else { return }
        for call in calls(in: Syntax(body)) where call.arguments.isEmpty {
            let called: String
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                called = reference.baseName.text
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
                called = member.declName.baseName.text
            } else {
                continue
            }
            scan.setInCode.insert(AppWideThemes.runKey(type: type, method: called))
        }
    }

    /// The view's own text colour set in `body`, outside closures: `textColor = …`,
    /// `self.textColor = …`, `setTitleColor(…, for: .normal)`.
    private static func ownColorSettings(in body: CodeBlockSyntax) -> [Syntax] {
        var found: [Syntax] = []
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == "textColor" || token.text == "setTitleColor" {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), !isInClosure(reference, within: body) else { continue }
            var target = ExprSyntax(reference)
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
                guard access.base?.trimmedDescription == "self" else { continue }
                target = ExprSyntax(access)
            }
            if token.text == "setTitleColor" {
                guard let call = target.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == target.id,
                    call.argument("for")?.trimmedDescription.hasSuffix("normal") == true
                else { continue }
                found.append(Syntax(call))
                continue
            }
            guard let list = target.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(list)
            guard elements.count >= 3, elements[0].id == target.id, elements[1].is(AssignmentExprSyntax.self) else { continue }
            found.append(Syntax(sequence))
        }
        return found
    }

    /// Whether the UIView extension's method calls itself on other views and names `subviews`.
    private static func walksSubviews(_ body: CodeBlockSyntax, method: String) -> Bool {
        guard mentions(body, "subviews") else { return false }
        return calls(in: Syntax(body)).contains { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == method else { return false }
            return !["super", "self"].contains(member.base?.trimmedDescription ?? "self")
        }
    }

    private static func callsSuper(_ body: CodeBlockSyntax, method: String) -> Bool {
        calls(in: Syntax(body)).contains { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            return member.declName.baseName.text == method && member.base?.trimmedDescription == "super"
        }
    }

    private static func mentions(_ body: CodeBlockSyntax, _ word: String) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { $0.text == word }
    }

    private static func calls(in root: Syntax) -> [FunctionCallExprSyntax] {
        root.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionCallExprSyntax? in
            guard token.tokenKind == .leftParen, let call = token.parent?.as(FunctionCallExprSyntax.self), call.leftParen?.id == token.id else { return nil }
            return call
        }
    }

    /// Whether `node` is inside a closure within `body` (code that may run later, or never).
    static func isInClosure(_ node: some SyntaxProtocol, within body: CodeBlockSyntax) -> Bool {
        var current = node.parent
        while let ancestor = current, ancestor.id != body.id {
            if ancestor.is(ClosureExprSyntax.self) { return true }
            current = ancestor.parent
        }
        return false
    }
}
