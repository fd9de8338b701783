import LegibleTypeScale
import SwiftSyntax

/// The body of an `if` taken only when the iPad app runs on a Mac: a condition on
/// `ProcessInfo.processInfo.isMacCatalystApp`, written so or through an app constant equal to it
/// (``AppConstantFlags``). Its code is judged as an `#if targetEnvironment(macCatalyst)` block's
/// is, for macOS (``PlatformConditions``); the `else` stays the iPhone's.
///
/// nostur-ios-public: `let IS_CATALYST = ProcessInfo.processInfo.isMacCatalystApp`
/// (`AppState.swift:417`); `if IS_CATALYST { … }` (`NXVinesFeed.swift:67`) holds two 32 pt arrow
/// buttons that were `target.small` errors for the iPhone, and `if IS_CATALYST && ss.proMode {
/// MacMainWindow() }` (`NosturMainView.swift:24`) is the one place that shows `SideTabs`' 40 pt
/// tabs (fresh-ios21b).
///
/// The body counts when one of the `if`'s conditions is the check, or an `&&` of terms one of
/// which is (`IS_CATALYST && ss.proMode`); an `||` or `!` on the check decides nothing. The
/// `else` of `if !IS_CATALYST { … }` (one condition) is the Mac's too.
enum CatalystBranches {
    /// The platform of `node` when it is a block only the Mac runs, `nil` otherwise.
    static func found(_ node: Syntax, flags: AppConstantFlags, converter: SourceLocationConverter) -> PlatformConditions.Found? {
        guard let block = node.as(CodeBlockSyntax.self), let branch = block.parent?.as(IfExprSyntax.self) else { return nil }
        let conditions = branch.conditions.compactMap { element -> ExprSyntax? in
            if case .expression(let expression) = element.condition { return expression }
            return nil
        }
        var check: ExprSyntax?
        if branch.body.id == block.id {
            check = conditions.lazy.compactMap { requiredCheck(in: $0, flags: flags) }.first
        } else if case .codeBlock(let otherwise)? = branch.elseBody, otherwise.id == block.id, branch.conditions.count == 1,
            let prefix = conditions.first?.unparenthesized.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!",
            isCheck(prefix.expression, flags: flags)
        {
            check = prefix.expression
        }
        guard let check else { return nil }
        let line = branch.startLocation(converter: converter, afterLeadingTrivia: true).line
        let written = check.trimmedDescription
        let shown = written.count > 40 ? String(written.prefix(39)) + "…" : written
        let place = branch.body.id == block.id ? "if " : "else of if !"
        return PlatformConditions.Found(platforms: [.macOS], condition: "\(place)\(shown) at line \(line)")
    }

    /// The check when `condition` holds only if it is true: the check itself, or one term of an
    /// `&&` chain (`IS_CATALYST && index > 0`). An `||`, `?:` or assignment in the sequence binds
    /// looser than `&&`, and the check may then not be required.
    private static func requiredCheck(in condition: ExprSyntax, flags: AppConstantFlags) -> ExprSyntax? {
        let condition = condition.unparenthesized
        if isCheck(condition, flags: flags) { return condition }
        guard let sequence = condition.as(SequenceExprSyntax.self) else { return nil }
        var terms: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            if element.is(UnresolvedTernaryExprSyntax.self) || element.is(AssignmentExprSyntax.self) { return nil }
            if let written = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                if written == "||" { return nil }
                if written == "&&" {
                    terms.append([])
                    continue
                }
            }
            terms[terms.count - 1].append(element)
        }
        return terms.first { $0.count == 1 && isCheck($0[0], flags: flags) }?.first
    }

    /// Whether `expression` is `ProcessInfo.processInfo.isMacCatalystApp` or a flag equal to it.
    private static func isCheck(_ expression: ExprSyntax, flags: AppConstantFlags) -> Bool {
        let expression = expression.unparenthesized
        // The last token first: this runs for every condition of every `if` around every element,
        // and most are not the check, so their text need not be built.
        if expression.lastToken(viewMode: .sourceAccurate)?.text == "isMacCatalystApp",
            expression.trimmedDescription == AppConstantFlags.catalystCheck
        {
            return true
        }
        return flags.value(of: expression) == .macCatalyst
    }
}
