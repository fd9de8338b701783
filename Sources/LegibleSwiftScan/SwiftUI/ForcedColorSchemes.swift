import LegibleScan
import SwiftSyntax

/// The appearance a SwiftUI view's ancestors force on it: `.colorScheme(.dark)`,
/// `.environment(\.colorScheme, .dark)` or `.preferredColorScheme(.dark)` on a view it is inside
/// sets the environment's scheme for that whole subtree, whatever the app's `Info.plist` says.
/// xDrip4iOS 69eb8833 `AIDStatusView.swift:369` and `BgReadingsView.swift:145` end their `body`
/// with `.colorScheme(.dark)` in an app forced Light; their texts were judged in light, where
/// they fail, though they are only ever seen dark, where they pass (fresh-ios16b B).
///
/// The innermost such modifier around the element wins, as SwiftUI's environment does. A text in
/// one of the type's own helpers (`private func row(…) -> AnyView`) is drawn inside its `body`,
/// so a modifier on the whole `body` covers it too. Only the literal `.light` and `.dark` count.
enum ForcedColorSchemes {
    /// The style the modifiers around `node` force, `nil` when none does.
    static func style(around node: some SyntaxProtocol, scan: SwiftFileScan) -> ScannedInterfaceStyle? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                let style = forced(by: call, scan: scan)
            {
                return style
            }
            // A sheet's, popover's or alert's content is another presentation: not judged as the presenter's.
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != current.id,
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, presentations.contains(name)
            {
                return nil
            }
            if let members = parent.as(MemberBlockItemListSyntax.self), let type = members.parent?.parent?.as(StructDeclSyntax.self) {
                // A member of the type: its helpers are drawn inside its `body`.
                return bodyStyle(of: type, scan: scan)
            }
            current = parent
        }
        return nil
    }

    private static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector"]

    /// The style the modifiers on the whole of `type`'s `body` force.
    private static func bodyStyle(of type: StructDeclSyntax, scan: SwiftFileScan) -> ScannedInterfaceStyle? {
        for item in type.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                binding.pattern.trimmedDescription == "body", let accessor = binding.accessorBlock, case .getter(let statements) = accessor.accessors,
                statements.count == 1, let item = statements.first?.item
            else { continue }
            var expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
            var found: ScannedInterfaceStyle?
            // The modifier nearest the body's root view is the one its content sees.
            while let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                if let style = forced(by: call, scan: scan) { found = style }
                expression = member.base
            }
            return found
        }
        return nil
    }

    /// The style one modifier call forces, `nil` when it is none of the three or its value is not a literal.
    private static func forced(by call: FunctionCallExprSyntax, scan: SwiftFileScan) -> ScannedInterfaceStyle? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        let arguments = Array(call.arguments)
        let value: ExprSyntax
        switch name {
        case "colorScheme", "preferredColorScheme":
            guard arguments.count == 1, let only = arguments.first else { return nil }
            value = only.expression
        case "environment":
            guard arguments.count == 2, arguments[0].expression.trimmedDescription.replacingOccurrences(of: " ", with: "") == "\\.colorScheme" else {
                return nil
            }
            value = arguments[1].expression
        default:
            return nil
        }
        guard let isDark = ScannedInterfaceStyle.isDark(written: value.trimmedDescription) else { return nil }
        let written = ".\(name)(\(call.arguments.trimmedDescription))"
        return ScannedInterfaceStyle(isDark: isDark, scope: .file(scan.path), written: written, location: scan.location(of: member.declName))
    }
}
