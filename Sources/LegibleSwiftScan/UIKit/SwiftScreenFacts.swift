import LegibleReporting
import LegibleScan
import SwiftSyntax

/// Facts about classes and screens that cross files: the superclass each class names (a xib's
/// `SecondaryLabel` inherits what `ThemeableLabel`'s code sets), and the appearance code forces —
/// `overrideUserInterfaceStyle = .light` on a view controller (its screen), its `view`, or a
/// window (the app), SwiftUI's `.preferredColorScheme(.light)` (the views of the file, or every
/// screen in an `App`) — as ``ScannedInterfaceStyle``s. Only the literal `.light` and `.dark`
/// count: a style chosen at run time (`theme.isDark ? .dark : .light`) forces nothing.
///
/// A navigation controller's style is its whole stack's: a view controller that forces its
/// `navigationController`'s style and pushes another onto it (`navigationController?
/// .pushViewController(SPAuthViewController(…), animated: true)`) forces the pushed one's too
/// (Simplenote d3e2599c `SPOnboardingViewController.swift:85` and `:173`; its sign-in screen,
/// `SPAuthViewController.xib:153`, was judged in dark). Only a push in the same file as the
/// style is followed, and a pushed controller that some other code also shows elsewhere is not
/// told apart (none was seen).
enum SwiftScreenFacts {
    /// `class Name: Superclass, Protocol`: the first inherited type, which Swift requires to be
    /// the superclass when there is one (a protocol there is harmless: nothing sets colours
    /// through it).
    static func superclass(of decl: ClassDeclSyntax) -> String? {
        guard let first = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return nil }
        return first.split(separator: "<").first.map(String.init)
    }

    /// `receiver.overrideUserInterfaceStyle = .light`, or AppKit's app-wide
    /// `NSApplication.shared.appearance = NSAppearance(named: .darkAqua)` (``appAppearance(target:value:node:scan:)``).
    static func assignment(target: ExprSyntax, value: ExprSyntax, node: SequenceExprSyntax, scan: SwiftFileScan) {
        if appAppearance(target: target, value: value, node: node, scan: scan) { return }
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

    /// `NSApplication.shared.appearance = NSAppearance(named: .darkAqua)` (or `NSApp.appearance`):
    /// every window of a Mac app shows that appearance, as a UIKit window's
    /// `overrideUserInterfaceStyle` does (WWDC 67266753 AppDelegate.swift:43 forces dark; its
    /// Downloads list, DownloadManagerView.swift:145, was judged on white). `.vibrantDark` is dark,
    /// `.aqua` and `.vibrantLight` light; a high-contrast appearance or a name chosen at run time
    /// forces nothing. A window's or a view's own `appearance` covers less than the app and is not
    /// read. Returns whether the assignment sets the app's appearance.
    private static func appAppearance(target: ExprSyntax, value: ExprSyntax, node: SequenceExprSyntax, scan: SwiftFileScan) -> Bool {
        guard let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "appearance",
            let base = member.base?.trimmedDescription, ["NSApp", "NSApplication.shared", "NSApplication.shared()"].contains(base)
        else { return false }
        var made = value.unparenthesized
        if let unwrap = made.as(ForceUnwrapExprSyntax.self) { made = unwrap.expression }
        guard let call = made.as(FunctionCallExprSyntax.self),
            ["NSAppearance", ".init", "NSAppearance.init"].contains(call.calledExpression.trimmedDescription),
            call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "named",
            let name = argument.expression.trimmedDescription.split(separator: ".").last
        else { return true }
        let isDark: Bool
        switch name {
        case "aqua", "vibrantLight": isDark = false
        case "darkAqua", "vibrantDark": isDark = true
        default: return true
        }
        let written = "\(base).appearance = \(value.trimmedDescription)"
        scan.interfaceStyles.append(ScannedInterfaceStyle(isDark: isDark, scope: .platform(.macOS), written: written, location: scan.location(of: node)))
        return true
    }

    /// `.preferredColorScheme(.dark)`: the file's views, or every screen when it is in an `App`;
    /// `navigationController?.pushViewController(X, …)`: a push onto the stack (``finish(scan:)``).
    static func call(_ node: FunctionCallExprSyntax, scan: SwiftFileScan) {
        if let pushed = pushedType(node), let pusher = scan.enclosingTypeName(node) {
            scan.navigationPushes.append((pusher: pusher, pushed: pushed))
            return
        }
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

    /// The view controller type `navigationController?.pushViewController(X, animated:)` pushes:
    /// `X` is `Type(…)`, or a name bound to one in the enclosing blocks (`let viewController =
    /// SPAuthViewController(controller: controller, mode: mode)`).
    private static func pushedType(_ node: FunctionCallExprSyntax) -> String? {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "pushViewController",
            let base = member.base, UIKitReader.normalized(base.trimmedDescription) == "navigationController",
            var pushed = node.arguments.first?.expression
        else { return nil }
        if let reference = pushed.as(DeclReferenceExprSyntax.self), let bound = node.localValue(of: reference.baseName.text) { pushed = bound }
        guard let call = pushed.as(FunctionCallExprSyntax.self), let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            type.first?.isUppercase == true
        else { return nil }
        return type
    }

    /// Gives each controller the file pushes onto a navigation stack whose style the pushing
    /// controller forces that style (``SwiftScreenFacts``), following pushes of pushes.
    static func finish(scan: SwiftFileScan) {
        guard !scan.navigationPushes.isEmpty else { return }
        var forced: [String: ScannedInterfaceStyle] = [:]
        for style in scan.interfaceStyles where style.written.hasPrefix("navigationController.") {
            if case .type(let name) = style.scope { forced[name] = style }
        }
        var changed = !forced.isEmpty
        while changed {
            changed = false
            for push in scan.navigationPushes where forced[push.pushed] == nil {
                guard let style = forced[push.pusher] else { continue }
                forced[push.pushed] = style
                var pushed = style
                pushed.scope = .type(push.pushed)
                pushed.written = "\(push.pusher)'s \(style.written)"
                scan.interfaceStyles.append(pushed)
                changed = true
            }
        }
    }
}
