import LegibleReporting
import LegibleScan
import SwiftSyntax

/// Facts about classes and screens that cross files: the superclass each class names (a xib's
/// `SecondaryLabel` inherits what `ThemeableLabel`'s code sets), and the appearance code forces —
/// `overrideUserInterfaceStyle = .light` on a view controller (its screen), its `view`, or a
/// window (the app), SwiftUI's `.preferredColorScheme(.light)` (the views of the file, or every
/// screen in an `App`) — as ``ScannedInterfaceStyle``s. Only the literal `.light` and `.dark`
/// count: a style chosen at run time (`theme.isDark ? .dark : .light`) forces nothing.
enum SwiftScreenFacts {
    /// `class Name: Superclass, Protocol`: the first inherited type, which Swift requires to be
    /// the superclass when there is one (a protocol there is harmless: nothing sets colours
    /// through it).
    static func superclass(of decl: ClassDeclSyntax) -> String? {
        guard let first = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return nil }
        return first.split(separator: "<").first.map(String.init)
    }

    /// `receiver.overrideUserInterfaceStyle = .light`.
    static func assignment(target: ExprSyntax, value: ExprSyntax, node: SequenceExprSyntax, scan: SwiftFileScan) {
        let receiver: String
        if let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "overrideUserInterfaceStyle" {
            receiver = member.base.map { UIKitReader.normalized($0.trimmedDescription) } ?? "self"
        } else if let reference = target.as(DeclReferenceExprSyntax.self), reference.baseName.text == "overrideUserInterfaceStyle" {
            receiver = "self"
        } else {
            return
        }
        guard let isDark = ScannedInterfaceStyle.isDark(written: value.trimmedDescription) else { return }
        let written = "\(receiver == "self" ? "" : receiver + ".")overrideUserInterfaceStyle = \(value.trimmedDescription)"
        let scope: ScannedInterfaceStyle.Scope
        if receiver.lowercased().hasSuffix("window") {
            scope = .app
        } else if ["self", "view", "navigationController"].contains(receiver), let type = scan.enclosingTypeName(node) {
            // A navigation controller's style is its stack's: at least the screen that sets it.
            scope = .type(type)
        } else {
            return
        }
        scan.interfaceStyles.append(ScannedInterfaceStyle(isDark: isDark, scope: scope, written: written, location: scan.location(of: node)))
    }

    /// `.preferredColorScheme(.dark)`: the file's views, or every screen when it is in an `App`.
    static func call(_ node: FunctionCallExprSyntax, scan: SwiftFileScan) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "preferredColorScheme",
            let argument = node.arguments.first?.expression, let isDark = ScannedInterfaceStyle.isDark(written: argument.trimmedDescription)
        else { return }
        let written = ".preferredColorScheme(\(argument.trimmedDescription))"
        let scope: ScannedInterfaceStyle.Scope = isInApp(node) ? .app : .file(scan.path)
        scan.interfaceStyles.append(ScannedInterfaceStyle(isDark: isDark, scope: scope, written: written, location: scan.location(of: member.declName)))
    }

    /// Whether `node` is inside a type that conforms to SwiftUI's `App` (its scenes).
    private static func isInApp(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let decl = ancestor.as(StructDeclSyntax.self) {
                return decl.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "App" } == true
            }
            current = ancestor.parent
        }
        return false
    }
}
