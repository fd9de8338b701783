import LegibleScan
import SwiftSyntax

/// A text view class of the app that makes its own font live: its code sets
/// `adjustsFontForContentSizeCategory = true` on itself (in a `didSet`, an `init`, any method).
/// Corona-Warn-App 02c629b6 `DynamicTypeLabel.swift:31` does so whenever its `dynamicTypeSize` is
/// set, so `DatePickerDayView.swift:59`, a `DynamicTypeLabel` given `.preferredFont(forTextStyle:
/// .body)`, was a wrong `text.not-live`. The class is recorded as `Type.self.adjustsFontForContentSizeCategory`
/// (``LegibleScan/ScanFileResult/setInCode``) and a view of it names it in ``LegibleScan/ScannedElement/codeClass``;
/// the scan matches the two across files.
enum LiveClassReceivers {
    /// The ``LegibleScan/ScanFileResult/setInCode`` member a class that makes itself live sets
    /// (what LegibleScan's `LiveViewClasses` looks for).
    static let liveMember = "self.adjustsFontForContentSizeCategory"

    /// Records `Type.self.adjustsFontForContentSizeCategory` for `adjustsFontForContentSizeCategory = true`
    /// or `self.adjustsFontForContentSizeCategory = true` in a class's own code.
    static func note(target: ExprSyntax, value: ExprSyntax, node: some SyntaxProtocol, scan: SwiftFileScan) {
        guard value.unparenthesized.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) else { return }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            guard reference.baseName.text == "adjustsFontForContentSizeCategory" else { return }
        } else if let member = target.as(MemberAccessExprSyntax.self) {
            guard member.declName.baseName.text == "adjustsFontForContentSizeCategory",
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            else { return }
        } else {
            return
        }
        guard node.isInClassCode, let type = scan.enclosingTypeName(node) else { return }
        scan.setInCode.insert("\(type).\(liveMember)")
    }

    /// The app's own class a receiver named by a plain name was declared with (`let titleLabel =
    /// DynamicTypeLabel()`, `let label: DynamicTypeLabel`), `nil` for a UIKit class, a path
    /// (`cell.titleLabel`) or a name whose type is not written.
    static func appClass(ofReceiver name: String, at node: Syntax) -> String? {
        guard !name.isEmpty, !name.contains("."), !name.contains("["), !name.hasPrefix("$"), name != "self",
            let type = DeclaredTypes.type(of: name, at: node), !type.hasPrefix("UI"), !type.hasPrefix("NS")
        else { return nil }
        return type
    }
}
