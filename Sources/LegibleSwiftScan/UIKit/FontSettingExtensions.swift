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

    /// The computed properties an app's extension of a UIKit text view declares whose setter sets
    /// the view's own font or text colour, as `Type.property` with what the setter assigns: falcon
    /// 45aa1439 `UILabel+Extension.swift:20-40`, `extension UILabel { var style: LabelStyle { set
    /// { switch newValue { case .description: self.textColor = …; self.font = … } } } }`, which
    /// `descriptionLabel.style = .description` (NewOpDescriptionFilledDataView.swift:39) gives
    /// the xib's label: its fixed 17 pt (NewOpDescriptionFilledDataView.xib:28) never shows.
    /// Keyed by the extended type, since a property name such as `style` is declared by many of
    /// an app's own views (and UIKit's) that set no font: a use counts only on a name declared of
    /// that very type (``setProperties(_:receiver:at:facts:)``).
    static func properties(files: SwiftPrePassTexts) -> [String: Set<String>] {
        let markers = textViews.map { "extension \($0)" } + textViews.map { "extension UIKit.\($0)" }
        var found: [String: Set<String>] = [:]
        for index in files.indices where files.containsAny(index, markers) && files.containsAny(index, ["font", "textColor"]) {
            let setters = SettingProperties()
            setters.walk(files.tree(index))
            found.merge(setters.found) { $0.union($1) }
        }
        return found
    }

    /// What `receiver.property = …` sets through such a property (``properties(files:)``), when
    /// `receiver` is declared as the type the property extends (`@IBOutlet weak var
    /// descriptionLabel: UILabel!`); nothing otherwise.
    static func setProperties(_ property: String, receiver: String, at node: some SyntaxProtocol, facts: SwiftAppFacts) -> Set<String> {
        guard !facts.fontSettingProperties.isEmpty, facts.fontSettingProperties.keys.contains(where: { $0.hasSuffix(".\(property)") }),
            let type = DeclaredTypes.type(of: receiver, at: Syntax(node))
        else { return [] }
        return facts.fontSettingProperties["\(type).\(property)"] ?? []
    }

    /// The UIKit text view `member` (a function or property of a member block) extends, if any.
    fileprivate static func extendedTextView(of member: some SyntaxProtocol) -> String? {
        guard let block = member.parent?.parent?.parent?.as(MemberBlockSyntax.self),
            let extended = block.parent?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        else { return nil }
        let name = extended.hasPrefix("UIKit.") ? String(extended.dropFirst(6)) : extended
        return textViews.contains(name) ? name : nil
    }

    /// Whether `function` extends a UIKit text view and its body assigns the view's own font.
    fileprivate static func setsOwnFont(_ function: FunctionDeclSyntax) -> Bool {
        guard extendedTextView(of: function) != nil, let body = function.body else { return false }
        let assignments = FontAssignments()
        assignments.walk(body)
        return assignments.found.contains("font")
    }
}

/// Every computed property of a UIKit text view's extension whose setter assigns the view's own
/// font or text colour, as `Type.property` with the properties assigned.
private final class SettingProperties: SyntaxVisitor {
    private(set) var found: [String: Set<String>] = [:]
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = FontSettingExtensions.extendedTextView(of: node) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                case .accessors(let accessors)? = binding.accessorBlock?.accessors,
                let setter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) })?.body
            else { continue }
            let assignments = FontAssignments()
            assignments.walk(setter)
            if assignments.found.contains("font") { found["\(type).\(name)", default: []].formUnion(assignments.found) }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
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

/// Which of its own font (`font`, `self.font`, `titleLabel?.font`) and text colour (`textColor`,
/// `self.textColor`) a body assigns.
private final class FontAssignments: SyntaxVisitor {
    private(set) var found: Set<String> = []
    private static let targets: [String: String] = [
        "font": "font", "self.font": "font", "titleLabel.font": "font", "self.titleLabel.font": "font",
        "textColor": "textColor", "self.textColor": "textColor",
    ]
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let property = Self.targets[elements[0].trimmedDescription.filter { $0 != "?" && $0 != "!" }]
        {
            found.insert(property)
        }
        return .visitChildren
    }
}
