import LegibleScan
import SwiftSyntax

/// The reuse identifier a local cell was dequeued by, for code that sets a cell style's own labels
/// without naming the cell's class:
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
/// cell.textLabel?.text = NSLocalizedString("Sync now", comment: "")
/// ```
///
/// names the label `Owner.cell[Cell].textLabel` (``CellStyleOutlets``), as the storyboard's
/// prototype cell `Cell` in the scene of `Owner` is named. Only a literal identifier is read.
enum DequeuedCells {
    /// The labels of a cell style code reaches on a dequeued cell.
    static let labels: Set<String> = ["textLabel", "detailTextLabel"]

    /// The reuse identifier of `name`'s declaration nearest `node`, when its initial value is a
    /// `dequeueReusableCell(withIdentifier: "…")` call (cast or not).
    static func reuseIdentifier(of name: String, at node: Syntax) -> String? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self) || ancestor.is(MemberBlockSyntax.self) {
                // Look in the function's own body only (its statements were visited on the way up).
                return nil
            }
            if let block = ancestor.as(CodeBlockItemListSyntax.self), let identifier = declared(name, in: block) { return identifier }
            current = ancestor.parent
        }
        return nil
    }

    private static func declared(_ name: String, in block: CodeBlockItemListSyntax) -> String? {
        for item in block {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return binding.initializer.flatMap { identifier(in: $0.value) }
                }
            }
            if let conditions = item.item.as(GuardStmtSyntax.self)?.conditions {
                for condition in conditions {
                    guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    else { continue }
                    return binding.initializer.flatMap { identifier(in: $0.value) }
                }
            }
        }
        return nil
    }

    /// The literal `withIdentifier:` of a `dequeueReusableCell` call in `value` (`try`, `as!`,
    /// `as?` and `!` around it allowed).
    static func identifier(in value: ExprSyntax) -> String? {
        var expression = value
        if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first { expression = first }
        if let trying = expression.as(TryExprSyntax.self) { expression = trying.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if let cast = expression.as(AsExprSyntax.self) { expression = cast.expression }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledName == "dequeueReusableCell" else { return nil }
        return call.argument("withIdentifier")?.stringLiteralValue
    }

    /// Records `Owner.cell[ID].textLabel.textColor` for `cell.textLabel?.textColor = …` on a cell
    /// dequeued by its reuse identifier, as the prototype's label is named
    /// (``LegibleScan/CellStyleOutlets``): Habitica aafd43ae `SkillsTaskTableViewDataSource.swift:33`
    /// colours the Subtitle prototype `Cell`'s textLabel (`Main.storyboard:2443`), whose file black
    /// was judged 1.00:1 in dark.
    static func noteStyleLabel(receiver: String, properties: [String], type: String, node: some SyntaxProtocol, scan: SwiftFileScan) {
        let parts = receiver.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, labels.contains(parts[1]), let identifier = reuseIdentifier(of: parts[0], at: Syntax(node)) else { return }
        let label = CellStyleOutlets.name(owner: type, reuseIdentifier: identifier, property: parts[1])
        for set in properties { scan.setInCode.insert("\(label).\(set)") }
    }

    /// Records `Owner.@holds.Helper` for each stored property of class `Owner` whose type is an
    /// app class (`private var dataSource: SkillsTaskTableViewDataSource?`, or `= Helper(…)`): a
    /// data source that dequeues the owner's prototypes sets their labels for it (the engine's
    /// ``LegibleScan/HelperCellCode``).
    static func noteHelpers(of node: ClassDeclSyntax, scan: SwiftFileScan) {
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            for binding in variable.bindings {
                var names: [String] = []
                if let annotation = binding.typeAnnotation?.type.trimmedDescription { names.append(annotation.filter { $0 != "?" && $0 != "!" }) }
                if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), let name = call.calledName { names.append(name) }
                for name in names where isAppClassName(name) { scan.setInCode.insert(HelperCellCode.record(owner: node.name.text, helper: name)) }
            }
        }
    }

    private static func isAppClassName(_ name: String) -> Bool {
        guard let first = name.first, first.isUppercase, !name.hasPrefix("UI"), !name.hasPrefix("NS") else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
