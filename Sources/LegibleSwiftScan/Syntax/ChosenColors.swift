import Foundation
import LegibleScan
import SwiftSyntax

/// One colour an app's colour member may be, and the flag that makes it so (``ChosenColors``).
struct ChosenColor: Sendable, Hashable {
    /// When the member is this colour, as a message names it (`Biz.isTestnet`, `not Biz.isTestnet`).
    var condition: String
    var color: ScannedColor
}

/// An app's colour member that a run-time flag chooses between two colours the scan reads:
/// phoenix `phoenix-ios/utils/AppColors.swift:34-40`, `static var appAccent: UIColor { if
/// Biz.isTestnet { return UIColor.appAccentTestnet } else { return UIColor.appAccentMainnet } }`,
/// which `Color.appAccent = Color(UIColor.appAccent)` (`:13`) wraps. White text on
/// `Capsule().fill(Color.appAccent)` (`HomeView.swift:463-474`, 2.66:1 on the testnet blue,
/// 2.68:1 on the mainnet green) was never judged: the member's colour was unknown.
///
/// Each branch is a state the user sees, so a text on the member is judged on each colour and
/// the worse is reported with its branch, as for a computed background (``ComputedBackgrounds``).
/// Only what is sure counts: the getter is one `if flag { A } else { B }` or `flag ? A : B`,
/// each branch one colour the scan reads; the flag a name or member (`!` allowed), not a
/// comparison, an availability check or a name of appearance, theme or contrast (a colour by
/// appearance is judged in that appearance only, which a flag cannot say). A member that names
/// such a member (`Color(UIColor.appAccent)`) has its states. The member itself stays unknown
/// wherever one colour is needed.
///
/// Its branches are often stored `static var`s (`static var appAccentTestnet = UIColor(named:
/// "appAccentBlue")!`): one no file assigns (`name =` after anything but `var`, `let` or `case`)
/// is its initial value, as a `static let` is. A flag that is one of the app's constants
/// (``AppConstantFlags``, `static let useNewColors = false`) shows one branch only: no states.
enum ChosenColors {
    /// Words of a flag that chooses by appearance, theme or contrast, not by a state of the app.
    private static let appearanceWords = ["dark", "light", "style", "scheme", "trait", "appearance", "mode", "theme", "contrast"]

    /// The states `declaration` chooses between, or `nil` when it is no such member.
    static func read(_ declaration: ExtensionColors.Declaration, table: ExtensionColors) -> [ChosenColor]? {
        var reader = ColorExpressionReader(constants: declaration.constants, uiKit: declaration.type == "UIColor")
        reader.extensionColors = table
        if let value = declaration.value {
            // `static var appAccent = Color(UIColor.appAccent)`, or `appAccent` of the same type.
            if let reference = value.unparenthesized.as(DeclReferenceExprSyntax.self) {
                return table.choices(reference.baseName.text, of: declaration.type)
            }
            return reader.choices(value)
        }
        guard let getter = declaration.getter, let (flag, chosen, otherwise) = branches(getter),
            let first = ExtensionColors.read(colorOf: chosen, declaration, table: table),
            let second = ExtensionColors.read(colorOf: otherwise, declaration, table: table)
        else { return nil }
        let negated = flag.hasPrefix("!") ? String(flag.dropFirst()) : "not \(flag)"
        return [ChosenColor(condition: flag, color: first), ChosenColor(condition: negated, color: second)]
    }

    /// `flag` and the two values of a getter `if flag { return a } else { return b }` or `flag ? a : b`.
    private static func branches(_ body: CodeBlockItemListSyntax) -> (String, ExprSyntax, ExprSyntax)? {
        guard body.count == 1, let item = body.first?.item else { return nil }
        let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        if let condition = expression?.as(IfExprSyntax.self) {
            guard condition.conditions.count == 1, case .expression(let flag) = condition.conditions.first?.condition,
                case .codeBlock(let otherwise)? = condition.elseBody, let chosen = only(condition.body.statements), let other = only(otherwise.statements),
                isFlag(flag)
            else { return nil }
            return (flag.trimmedDescription, chosen, other)
        }
        if let ternary = expression?.as(TernaryExprSyntax.self), isFlag(ternary.condition) {
            return (ternary.condition.trimmedDescription, ternary.thenExpression, ternary.elseExpression)
        }
        guard let elements = expression?.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
            let middle = elements[elements.index(after: elements.startIndex)].as(UnresolvedTernaryExprSyntax.self),
            let flag = elements.first, isFlag(flag), let last = elements.last
        else { return nil }
        return (flag.trimmedDescription, middle.thenExpression, last)
    }

    /// Whether the flag of `states` is one of the app's constants (`static let useNewColors =
    /// false`): only one branch then ever shows. A name some file binds to a literal is enough.
    static func isConstant(_ states: [ChosenColor], flags: AppConstantFlags) -> Bool {
        states.contains { state in
            let flag = state.condition.hasPrefix("not ") ? state.condition.dropFirst(4) : Substring(state.condition)
            return flags.names.contains(String(flag.split(separator: ".").last ?? flag).trimmingCharacters(in: ["!"]))
        }
    }

    /// A branch's one value: `return x` or `x`.
    private static func only(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        return item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// A flag of the app's state: `Biz.isTestnet`, `!isBeta`; not a comparison or appearance.
    private static func isFlag(_ expression: ExprSyntax) -> Bool {
        let text = expression.trimmedDescription
        let name = text.hasPrefix("!") ? text.dropFirst() : Substring(text)
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return false }
        let lowered = name.lowercased()
        return !appearanceWords.contains { lowered.contains($0) }
    }

    /// `declarations` with each stored `static var` that no file assigns given its initial value.
    static func unassigned(_ declarations: [String: [ExtensionColors.Declaration]], files: SwiftPrePassTexts) -> [String: [ExtensionColors.Declaration]] {
        let names = Set(declarations.filter { $0.value.contains { $0.stored != nil } }.keys.map(memberName))
        guard !names.isEmpty else { return declarations }
        let assigned = names.filter { name in files.indices.contains { files.containsAny($0, [name]) && assigns(name, in: files.texts[$0]) } }
        var result = declarations
        for (key, list) in declarations where !assigned.contains(memberName(key)) {
            result[key] = list.map { declaration in
                var known = declaration
                if declaration.value == nil { known.value = declaration.stored }
                return known
            }
        }
        return result
    }

    /// `appAccent` of the key `UIColor.appAccent`.
    private static func memberName(_ key: String) -> String {
        key.firstIndex(of: ".").map { String(key[key.index(after: $0)...]) } ?? key
    }

    /// Whether `text` assigns `name` (`Color.x = …`, `x = …`, `self.x += …`) other than where it is declared.
    private static func assigns(_ name: String, in text: String) -> Bool {
        let pattern = "(\\b\\w+\\s+)?(?<![\\w])" + NSRegularExpression.escapedPattern(for: name) + "\\s*[-+*/]?=(?!=)"
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return true }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).contains { match in
            guard let wordRange = Range(match.range(at: 1), in: text) else { return true }
            return !["var", "let", "case"].contains(text[wordRange].trimmingCharacters(in: .whitespaces))
        }
    }

    /// The states of a SwiftUI `.background(…)` argument naming a chosen member: `Color.appAccent`,
    /// `Capsule().fill(Color.appAccent)`; empty for anything else.
    static func backgroundStates(_ argument: ExprSyntax, scan: SwiftFileScan) -> [ScannedColorState] {
        var expression = argument.unparenthesized
        if let fill = expression.as(FunctionCallExprSyntax.self), fill.calledName == "fill", let inner = fill.arguments.first?.expression {
            expression = inner
        }
        return scan.colors(uiKit: false).choices(expression)?.map { ScannedColorState(condition: $0.condition, color: $0.color) } ?? []
    }
}

extension ColorExpressionReader {
    /// The states of the chosen member `expression` names (``ChosenColors``): `Color.x`, `.x`,
    /// `UIColor.x`, `Color(UIColor.x)`, `Color(uiColor: .x)`, `Color(.x)`; `nil` for anything else.
    func choices(_ expression: ExprSyntax) -> [ChosenColor]? {
        var expression = expression.unparenthesized
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrap.expression }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let base = member.base?.trimmedDescription
            let types = ["Color": "Color", "SwiftUI.Color": "Color", "UIColor": "UIColor", "UIKit.UIColor": "UIColor"]
            let type = base.map { types[$0] } ?? (uiKit ? "UIColor" : "Color")
            return type.flatMap { extensionColors.choices(member.declName.baseName.text, of: $0) }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), ["Color", "SwiftUI.Color"].contains(call.calledName ?? ""), call.arguments.count == 1,
            let inner = call.argument(nil) ?? call.argument("uiColor")
        else { return nil }
        var reader = self
        reader.uiKit = true
        return reader.choices(inner)
    }
}

extension ExtensionColors {
    /// The colour `value`, a branch of `declaration`'s getter, reads as.
    static func read(colorOf value: ExprSyntax, _ declaration: Declaration, table: ExtensionColors) -> ScannedColor? {
        var branch = declaration
        (branch.value, branch.getter) = (value, nil)
        return read(branch, table: table)
    }
}
