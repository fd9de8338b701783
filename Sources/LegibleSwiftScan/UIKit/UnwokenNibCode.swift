import LegibleScan
import SwiftSyntax

/// The lines of a class's own `override func awakeFromNib()`: UIKit sends `awakeFromNib` only to
/// objects it unarchives from a storyboard or xib, so the method of a class no Interface Builder
/// file names never runs (``LegibleScan/NibWakeKeys``).
///
/// Rocket.Chat 3172a098 `RCEmojiKit/Views/Reaction/ReactorListView.swift:19-32`: `final class
/// DefaultReactorCell: UITableViewCell` is built only by `convenience init()` (`:106-107`,
/// `DefaultReactorCell()`), yet its `awakeFromNib` sets `textLabel?.font =
/// UIFont.systemFont(ofSize: 11.0)`, judged a `text.fixed-size` warning at `:31`.
///
/// Recorded only for a class's own body (an extension's override runs for every object of the
/// class, some of which a nib may make) and not for a class renamed for Objective-C
/// (`@objc(Name)`, which a nib names by the other name). A call of `awakeFromNib()` on anything
/// but `super` anywhere in the file is recorded too: code that wakes an object itself runs the
/// method without a nib.
enum UnwokenNibCode {
    /// `nibWake|Type|path|start-end`, the lines of the method's body.
    static func key(type: String, path: String, lines: ClosedRange<Int>) -> String {
        NibWakeKeys.body(type: type, path: path, lines: lines)
    }

    /// Records the lines of the class's `awakeFromNib` override.
    static func classDeclaration(_ node: ClassDeclSyntax, scan: SwiftFileScan) {
        let renamed = node.attributes.contains { attribute in
            guard let attribute = attribute.as(AttributeSyntax.self) else { return false }
            return attribute.attributeName.trimmedDescription == "objc" && attribute.arguments != nil
        }
        guard !renamed else { return }
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "awakeFromNib",
                function.signature.parameterClause.parameters.isEmpty, let body = function.body
            else { continue }
            scan.setInCode.insert(key(type: node.name.text, path: scan.path, lines: scan.lines(of: body)))
        }
    }

    /// Records `nibWake.called` when the file calls `awakeFromNib()` on anything but `super`.
    static func calls(in tree: SourceFileSyntax, scan: SwiftFileScan) {
        for token in tree.tokens(viewMode: .sourceAccurate) where token.text == "awakeFromNib" {
            // The declaration's own name is no reference; `super.awakeFromNib()` runs the chain a nib started.
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.base?.is(SuperExprSyntax.self) == true { continue }
            // A call, or the method named as a value (`#selector(awakeFromNib)`): either may run it.
            scan.setInCode.insert(NibWakeKeys.called)
            return
        }
    }
}
