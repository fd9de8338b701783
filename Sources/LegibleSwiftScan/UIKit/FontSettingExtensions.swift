import SwiftSyntax

/// The methods an app's extension of a UIKit text view declares that set the view's own font:
/// GitHawk 36f6fa28 `UITextView+GitHawk.swift:24`, `extension UITextView { func
/// githawkConfigure(inset: Bool) { …; font = Styles.Text.body.preferredFont } }`, which
/// `NewIssueTableViewController.swift:107` calls on the storyboard's `bodyField`: the file's
/// fixed 16 pt (`NewIssue.storyboard:61`) never shows, yet was a `text.fixed-size` warning
/// (fresh-ios22c class 5). A call `outlet.method(…)` of such a method is code setting
/// `outlet.font` (``UIKitReceivers``).
///
/// Read before the files are scanned, from the shared trees of the files that extend a text view
/// and name `font`: the body must assign `font` or `self.font` (a button's `titleLabel?.font`),
/// and a name any other `func` of the app declares too is not taken (another type's method of
/// that name may set nothing).
enum FontSettingExtensions {
    private static let textViews: Set<String> = ["UILabel", "UITextView", "UITextField", "UIButton"]

    static func methods(files: SwiftPrePassTexts) -> Set<String> {
        let markers = textViews.map { "extension \($0)" } + textViews.map { "extension UIKit.\($0)" }
        var candidates: Set<String> = []
        for index in files.indices where files.contains(index, "font") && files.containsAny(index, markers) {
            let functions = NamedFunctions()
            functions.walk(files.tree(index))
            candidates.formUnion(functions.found.filter(\.setsFont).map(\.name))
        }
        // Every declaration of each name must be one that sets the font.
        return candidates.filter { name in
            files.indices.allSatisfy { index in
                guard files.contains(index, "func \(name)") else { return true }
                let functions = NamedFunctions()
                functions.walk(files.tree(index))
                return functions.found.allSatisfy { $0.name != name || $0.setsFont }
            }
        }
    }

    /// Whether `function` extends a UIKit text view and its body assigns the view's own font.
    fileprivate static func setsOwnFont(_ function: FunctionDeclSyntax) -> Bool {
        guard let block = function.parent?.parent?.parent?.as(MemberBlockSyntax.self),
            let extended = block.parent?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription,
            textViews.contains(extended.hasPrefix("UIKit.") ? String(extended.dropFirst(6)) : extended),
            let body = function.body
        else { return false }
        let assignments = FontAssignments()
        assignments.walk(body)
        return assignments.found
    }
}

/// Every function of a file, by name, with whether it sets its text view's own font.
private final class NamedFunctions: SyntaxVisitor {
    private(set) var found: [(name: String, setsFont: Bool)] = []
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append((node.name.text, FontSettingExtensions.setsOwnFont(node)))
        return .skipChildren
    }
}

/// Whether a body assigns `font`, `self.font` or `titleLabel?.font`.
private final class FontAssignments: SyntaxVisitor {
    private(set) var found = false
    private static let targets: Set<String> = ["font", "self.font", "titleLabel.font", "self.titleLabel.font"]
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            Self.targets.contains(elements[0].trimmedDescription.filter { $0 != "?" && $0 != "!" })
        {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }
}
