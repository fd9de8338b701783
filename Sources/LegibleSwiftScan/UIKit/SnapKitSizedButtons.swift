import LegibleScan
import SwiftSyntax

/// A button SnapKit sizes with constants (`target.small`): `snp.makeConstraints { make in
/// make.height.equalTo(40) }` in a `UIButton` subclass (the constraint is on the button itself),
/// or `button.snp.makeConstraints { … }` on a stored property the class makes with `UIButton(…)`
/// and gives an action. CovidCertificate-App-iOS `Verifier/Screens/Check/RetryButton.swift:42-44`,
/// a 40 pt tall `UBButton` (a `UIButton`), was never judged: nothing read SnapKit.
///
/// Read: `make.height`/`make.width`/`make.size` (and chains such as `make.width.height`) equal to a
/// number, a name the file binds to one number, or `CGSize(width:height:)` for `size`. Anything
/// relative — `equalTo(otherView)`, `lessThanOrEqualTo`, a chained `.offset`, `.multipliedBy`,
/// `.inset` or `.priority` — or two different values for one side in the class leaves that side
/// unjudged, as does a class in a file that overrides `point(inside:with:)`.
enum SnapKitSizedButtons {
    private static let snpMethods: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints"]

    static func classDeclaration(_ node: ClassDeclSyntax, scan: SwiftFileScan) {
        guard node.memberBlock.description.contains("snp.") else { return }
        var root = Syntax(node)
        while let parent = root.parent { root = parent }
        if root.description.contains("func point(inside") { return }
        var sizes: [String: SideSizes] = [:]
        for call in node.memberBlock.tokens(viewMode: .sourceAccurate).filter({ snpMethods.contains($0.text) }) {
            guard let (receiver, closure) = snpCall(at: call), nearestClass(of: closure)?.id == node.id else { continue }
            sizes[receiver, default: SideSizes()].read(closure, root: root)
        }
        for (receiver, size) in sizes.sorted(by: { $0.key < $1.key }) {
            guard let at = size.node, size.width != nil || size.height != nil else { continue }
            let isButton = receiver == "self" ? isButtonClass(node) : makesActionButton(receiver, in: node)
            guard isButton else { continue }
            var element = ScannedElement(kind: .button, id: scan.elementID(at), location: scan.location(of: at), platform: .iOS)
            element.width = size.width
            element.height = size.height
            if receiver != "self" { element.outlets = ["\(node.name.text).\(receiver)"] }
            scan.add(element, spanning: at)
        }
    }

    /// The receiver (`self` for a bare `snp`) and closure of `X.snp.makeConstraints { … }`.
    private static func snpCall(at token: TokenSyntax) -> (String, ClosureExprSyntax)? {
        guard let method = token.parent?.parent?.as(MemberAccessExprSyntax.self), let snp = method.base,
            let call = method.parent?.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure
        else { return nil }
        if snp.as(DeclReferenceExprSyntax.self)?.baseName.text == "snp" { return ("self", closure) }
        guard let member = snp.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "snp", let base = member.base else { return nil }
        let name = base.trimmedDescription.hasPrefix("self.") ? String(base.trimmedDescription.dropFirst(5)) : base.trimmedDescription
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (name, closure)
    }

    private static func nearestClass(of node: some SyntaxProtocol) -> ClassDeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let type = ancestor.as(ClassDeclSyntax.self) { return type }
            current = ancestor.parent
        }
        return nil
    }

    /// A class inheriting `UIButton`, or an app class named as a button (`UBButton`, another file).
    private static func isButtonClass(_ node: ClassDeclSyntax) -> Bool {
        guard let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return false }
        return superclass == "UIButton" || (!superclass.hasPrefix("UI") && superclass.hasSuffix("Button"))
    }

    /// Whether the class stores `name` made with `UIButton(…)` and gives it an action.
    private static func makesActionButton(_ name: String, in node: ClassDeclSyntax) -> Bool {
        let made = node.memberBlock.members.contains { member in
            guard let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self)
            else { return false }
            return ["UIButton", "UIButton.init"].contains(call.calledExpression.trimmedDescription)
        }
        let text = node.memberBlock.description
        return made && (text.contains("\(name).addTarget(") || text.contains("\(name).addAction("))
    }
}
