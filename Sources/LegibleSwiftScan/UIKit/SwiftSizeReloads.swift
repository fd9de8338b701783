import LegibleScan
import SwiftSyntax

/// What a Swift file tells ``LegibleScan/SizeReloadingClasses`` about tables reloaded when the
/// text size changes: how a class's handler of a text-size name treats the table (an override
/// that reloads, calls `super`'s or does neither), what a row provider calls on `self`, and where
/// a text style is set without the flag, with the method it is set in. OsmAnd-iOS bb362bba
/// `WikipediaCacheSizeViewController.swift:76` sets Body in `getRow(_:)` of an
/// `OABaseNavbarViewController`, which reloads the table on the notification.
enum SwiftSizeReloads {
    /// Records the handler or row provider `node` is, and the selectors it registers for the notification.
    static func function(_ node: FunctionDeclSyntax, scan: SwiftFileScan) {
        guard let body = node.body, let type = scan.enclosingTypeName(node) else { return }
        let name = node.name.text
        let text = body.description
        if SizeReloadingClasses.namesSizeHandler(name) {
            let kind: SizeReloadingClasses.HandlerKind =
                text.contains("reloadData") ? .reloads : text.contains("super.\(name)") ? .callsSuper : .keeps
            scan.setInCode.insert(SizeReloadingClasses.handlerKey(type: type, base: name, kind: kind))
        }
        if text.contains("UIContentSizeCategory.didChangeNotification") || text.contains("UIContentSizeCategoryDidChange") {
            for base in selectorBases(in: text) { scan.setInCode.insert(SizeReloadingClasses.observerKey(type: type, base: base)) }
        }
        if SizeReloadingClasses.isRowProvider(method(of: node)) {
            let calls = SelfCalls(viewMode: .sourceAccurate)
            calls.walk(body)
            for callee in calls.names { scan.setInCode.insert(SizeReloadingClasses.rowMakerKey(type: type, base: callee)) }
        }
    }

    /// Records where a text style is set without the flag (`element`, set at `node`), with its method.
    static func candidate(_ element: ScannedElement, at node: Syntax, scan: SwiftFileScan) {
        guard case .textStyle(_, _, false)? = element.font, let line = element.location.line, let type = scan.enclosingTypeName(node) else {
            return
        }
        var current = node.parent
        while let ancestor = current, !ancestor.is(FunctionDeclSyntax.self) {
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(MemberBlockSyntax.self) { return }
            current = ancestor.parent
        }
        guard let function = current?.as(FunctionDeclSyntax.self) else { return }
        scan.setInCode.insert(SizeReloadingClasses.candidateKey(type: type, method: method(of: function), file: element.location.file, line: line))
    }

    /// `tableView(_:cellForRowAt:)` for `func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)`.
    static func method(of node: FunctionDeclSyntax) -> String {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
        return "\(node.name.text)(\(labels.joined()))"
    }

    /// The first part of each `#selector(…)` in `text` (`onContentSizeChanged` of `#selector(self.onContentSizeChanged(_:))`).
    static func selectorBases(in text: String) -> [String] {
        text.components(separatedBy: "#selector(").dropFirst().compactMap { rest in
            var name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
            return name.isEmpty ? nil : String(name)
        }
    }
}

/// The functions a body calls on `self`, written `getRow(indexPath)` or `self.getRow(indexPath)`.
private final class SelfCalls: SyntaxVisitor {
    private(set) var names: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            names.insert(reference.baseName.text)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            names.insert(member.declName.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
