import LegibleReporting
import LegibleScan
import SwiftSyntax

/// A font set on a Swift `AttributedString` in a file that imports UIKit and not SwiftUI:
/// `name[range].font = .boldSystemFont(ofSize: 17)` is UIKit's font attribute (`NSFont`), which
/// only a UIKit view draws, once the string is made an `NSAttributedString`. A SwiftUI
/// `Text(attributed)` styles its text by SwiftUI's own attributes (Apple, `Text.init(_:)` with an
/// `AttributedString`; `AttributeScopes.SwiftUIAttributes` "Not all attributes … have an effect
/// when used in SwiftUI views"), so the fixed size may never be drawn: nos 0ea82184
/// `Models/NotificationViewModel.swift:58`, whose string is shown only by
/// `Text(viewModel.actionText)` (`NotificationCard.swift:33`), was a `text.fixed-size` warning.
/// The scan does not follow the string to every place that shows it, so this is a note, and
/// only when the file itself hands no attributed string to a UIKit view.
enum UIKitAttributedStringFonts {
    /// Whether `value`, set as the `font` of `receiver` at `node`, is such an attribute; if so, the
    /// note is added.
    static func noted(_ value: ExprSyntax, receiver: String, at node: SequenceExprSyntax, scan: SwiftFileScan) -> Bool {
        let root = String(receiver.prefix { $0 != "." && $0 != "[" && $0 != "(" })
        guard importsUIKitOnly(scan.tree), !handsToUIKit(scan.tree), declaresAttributedString(root, around: node),
            case .fixed(let size, let unit, let weight, let family) = scan.fonts(implicitly: "UIFont").read(value)?.font
        else { return false }
        let font = "\(size.rounded() == size ? String(Int(size)) : String(size)) \(unit) \(ScannedFont.face(family: family, weight: weight))"
        let message =
            "the font is a fixed \(font), set as UIKit's font attribute of the AttributedString \(root) (the file imports UIKit, not SwiftUI): "
            + "a SwiftUI Text ignores it and draws its own font; it shows only where the string is made an NSAttributedString for a UIKit view"
        scan.findings.append(
            Finding(id: scan.elementID(node), rule: ScanRules.textFixedSize.id, severity: .note, message: message, location: scan.location(of: node)))
        return true
    }

    /// Whether the file imports UIKit and not SwiftUI: `AttributedString`'s `font` is then UIKit's.
    private static func importsUIKitOnly(_ tree: SourceFileSyntax) -> Bool {
        let modules = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
        return modules.contains("UIKit") && !modules.contains("SwiftUI")
    }

    /// Whether the file makes an `NSAttributedString` or sets a view's attributed text: its own
    /// UIKit views may draw the attribute.
    private static func handsToUIKit(_ tree: SourceFileSyntax) -> Bool {
        tree.tokens(viewMode: .sourceAccurate).contains { token in
            ["NSAttributedString", "NSMutableAttributedString", "attributedText", "attributedTitle", "setAttributedTitle"].contains(token.text)
        }
    }

    /// Whether a block around `node` declares `name` as an `AttributedString` (by its type or value).
    private static func declaresAttributedString(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let block = ancestor.as(CodeBlockItemListSyntax.self), declares(block, name) { return true }
            if ancestor.is(MemberBlockSyntax.self) { return false }
            current = ancestor.parent
        }
        return false
    }

    private static func declares(_ block: CodeBlockItemListSyntax, _ name: String) -> Bool {
        AttributeContainers.declaresLocal(name, in: block) { type, value in type == "AttributedString" || value.hasPrefix("AttributedString(") }
    }
}
