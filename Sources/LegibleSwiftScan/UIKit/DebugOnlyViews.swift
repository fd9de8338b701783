import LegibleScan
import SwiftSyntax

/// A view class that hides itself when it wakes unless a debug, staging or simulator setting is
/// on, and never shows itself otherwise: what a file puts inside a view of it is a developer's
/// tool, not a screen people see (``LegibleScan/DebugOnlyContainers``).
///
/// Eidolon 44486ed9 `Kiosk/App/Views/SimulatorOnlyView.swift:7`: `DeveloperOnlyView.awakeFromNib`
/// sets `self.isHidden = !(AppSetup.sharedState.showDebugButtons && AppSetup.sharedState.useStaging)`,
/// and the test buttons inside it (`Fulfillment.storyboard:415` "CC Accept", 15 more) were judged
/// as product text.
enum DebugOnlyViews {
    /// The ``LegibleScan/ScanFileResult/setInCode`` member such a class records as `Type.self.debugOnly`.
    static let member = DebugOnlyContainers.member

    /// The methods a view hides itself in before anyone sees it.
    private static let wakeMethods: Set<String> = ["awakeFromNib", "didMoveToSuperview", "didMoveToWindow", "prepareForInterfaceBuilder"]

    /// Words that name a debug-only setting in the hiding condition.
    private static let debugWords = ["debug", "staging", "simulator", "developer"]

    /// Records `Type.self.debugOnly` when every `isHidden` the class sets on itself is `true` or
    /// the negation of a debug setting, and one of them is a statement of its own wake method or
    /// initialiser (not under a condition it does not name).
    static func classDeclaration(_ node: ClassDeclSyntax, scan: SwiftFileScan) {
        // Any own `isHidden` the class sets elsewhere (a property's `didSet`, GoMap FpsLabel.swift:27) may show it.
        guard ownHiddenAssignments(in: Syntax(node.memberBlock)).allSatisfy({ isHidingValue($0.value) }) else { return }
        var hidesOnWake = false
        for member in node.memberBlock.members {
            let body: CodeBlockSyntax?
            var wakes = false
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                body = function.body
                wakes = wakeMethods.contains(function.name.text)
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                body = initializer.body
                wakes = true
            } else {
                body = nil
            }
            guard let body else { continue }
            for assignment in ownHiddenAssignments(in: Syntax(body)) {
                // One `isHidden = false`, or a value that is not a negated debug setting, shows it.
                guard isHidingValue(assignment.value) else { return }
                if wakes, assignment.topLevel(in: body) { hidesOnWake = true }
            }
        }
        if hidesOnWake { scan.setInCode.insert("\(node.name.text).self.\(member)") }
    }

    /// `true`, or `!(… debug …)`: hidden unless a debug setting is on.
    private static func isHidingValue(_ value: ExprSyntax) -> Bool {
        let text = value.trimmedDescription
        if text == "true" { return true }
        let lowered = text.lowercased()
        return text.hasPrefix("!") && debugWords.contains(where: lowered.contains)
    }

    private struct Assignment {
        let node: Syntax
        let value: ExprSyntax
        /// Whether the statement is directly in `body`, not under an `if`, loop or closure.
        func topLevel(in body: CodeBlockSyntax) -> Bool {
            node.parent?.parent?.parent?.id == body.id
        }
    }

    /// `self.isHidden = x` and `isHidden = x` in `root`, as infix sequences `[target, =, value]`.
    private static func ownHiddenAssignments(in root: Syntax) -> [Assignment] {
        var found: [Assignment] = []
        for token in root.tokens(viewMode: .sourceAccurate) where token.text == "isHidden" {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            let target: ExprSyntax
            if let access = reference.parent?.as(MemberAccessExprSyntax.self) {
                guard access.base?.trimmedDescription == "self" else { continue }
                target = ExprSyntax(access)
            } else {
                target = ExprSyntax(reference)
            }
            guard let list = target.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(list)
            guard elements.count == 3, elements[0].id == target.id, elements[1].is(AssignmentExprSyntax.self) else { continue }
            found.append(Assignment(node: Syntax(sequence), value: elements[2]))
        }
        return found
    }
}
