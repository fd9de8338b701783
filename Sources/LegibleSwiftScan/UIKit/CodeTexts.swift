import Foundation
import LegibleReporting
import LegibleScan
import SwiftSyntax

/// The texts UIKit code sets on views, for the outlets of xibs and storyboards
/// (``ScanFileResult/textsInCode``): `titleLabel.text = NSLocalizedString("welcome", comment: "")`,
/// `button.setTitle(String(localized: "save"), for: .normal)`, `attributedText = …`.
///
/// A view is named as `Type.property`: the type the code is in and the property
/// (`titleLabel`, or `self` for a label subclass's own `text`), or — for `cell.titleLabel` — the
/// type the code declares `cell` with (`let cell = … as! ProfileCell`, `cell: ProfileCell`, a
/// `dequeueReusableCell(ofType: ProfileCell.self, …)`, a property of that type). Deeper chains and
/// receivers whose type is not written are not followed, except a cell style's `cell.textLabel` on a
/// cell dequeued by a literal reuse identifier (``DequeuedCells``).
enum CodeTexts {
    /// `receiver.text = value` or `receiver.attributedText = value` (`value` is every element of
    /// the sequence after `=`: a ternary is several).
    static func assignment(target: ExprSyntax, value: [ExprSyntax], node: some SyntaxProtocol, scan: SwiftFileScan) {
        let property: String
        var receiver: String
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            property = member.declName.baseName.text
            receiver = UIKitReader.normalized(base.trimmedDescription)
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            property = reference.baseName.text
            receiver = "self"
        } else {
            return
        }
        guard property == "text" || property == "attributedText" else { return }
        // `button.titleLabel?.text = …` is the button's title.
        if receiver.hasSuffix(".titleLabel"), receiver.split(separator: ".").dropLast().last?.lowercased().contains("button") == true {
            receiver = String(receiver.dropLast(".titleLabel".count))
        }
        // The view's own name, however it is reached (`headerView.otherClassDisclaimer.text = …` in
        // another class, Habitica aafd43ae ShopCollectionViewDataSource.swift:248): an empty label
        // of that name may get text (the engine's `EmptyLabels`).
        if let name = receiver.split(separator: ".").last.map({ String($0).trimmingCharacters(in: CharacterSet(charactersIn: "?!")) }) {
            scan.setInCode.insert("textedName." + name)
        }
        guard let view = viewName(receiver, node: node, scan: scan) else { return }
        let values: [ScannedCodeText.Value]
        if property == "attributedText" {
            values = [attributedValue(value, scan: scan)].compactMap { $0 }
        } else {
            values = Self.values(value, scan: scan)
        }
        for value in values { scan.textsInCode[view, default: []].append(ScannedCodeText(value, location: scan.location(of: node))) }
        // `label.text = nil` / `""`: an empty label code only empties shows nothing (the engine's `EmptyLabels.cleared`).
        if values.isEmpty, value.count == 1, value[0].unparenthesized.is(NilLiteralExprSyntax.self) || value[0].unparenthesized.stringLiteralValue == "" {
            scan.setInCode.insert("\(view).textCleared")
        }
    }

    /// `button.setTitle(value, for: .normal)` (a title for another state is shown only in it).
    static func call(_ call: FunctionCallExprSyntax, name: String, receiver: String, scan: SwiftFileScan) {
        guard name == "setTitle" || name == "setAttributedTitle", call.argument("for")?.trimmedDescription.hasSuffix("normal") != false,
            let first = call.arguments.first?.expression, let view = viewName(receiver, node: call, scan: scan)
        else { return }
        let value = name == "setTitle" ? values([first], scan: scan).first : attributedValue([first], scan: scan)
        guard let value else { return }
        scan.textsInCode[view, default: []].append(ScannedCodeText(value, location: scan.location(of: call)))
    }

    /// The texts an expression gives: nothing for `nil` or `""` (no text shown), each readable
    /// text of a ternary, else the expression as unreadable.
    static func values(_ sequence: [ExprSyntax], scan: SwiftFileScan) -> [ScannedCodeText.Value] {
        if sequence.count == 1 {
            let expression = sequence[0].unparenthesized
            if expression.is(NilLiteralExprSyntax.self) || expression.stringLiteralValue == "" { return [] }
            return [read(expression, scan: scan).map { .text($0) } ?? .unreadable(ScannedCodeText.shown(expression.trimmedDescription))]
        }
        // `isOn ? NSLocalizedString("On", …) : NSLocalizedString("Off", …)` and `name ?? "Unknown"`:
        // each branch shows. Any other operator (`"Hi " + name`) makes a text not written here.
        var branches: [ExprSyntax] = []
        if sequence.count >= 3, let ternary = sequence[sequence.count - 2].as(UnresolvedTernaryExprSyntax.self) {
            branches = [ternary.thenExpression, sequence[sequence.count - 1]]
        } else if sequence.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self).map { $0.operator.text == "??" } ?? true }) {
            branches = sequence.filter { !$0.is(BinaryOperatorExprSyntax.self) }
        }
        let readable = branches.compactMap { read($0.unparenthesized, scan: scan) }
        // `date?.daysAndHoursAgo() ?? "-"`: the dash is only the fallback; the text most often shown
        // is the branch not read (xDrip4iOS 69eb8833 `RootViewController.swift:3473`, whose label
        // `Main.storyboard:847` was a note as a "-" separator; fresh-ios16b).
        let hasWords = readable.contains { $0.key != nil || ($0.literal ?? "").contains { $0.isLetter || $0.isNumber } }
        if !readable.isEmpty, !hasWords, readable.count < branches.count {
            return readable.map { .text($0) } + [.unreadable(ScannedCodeText.shown(sequence.map(\.trimmedDescription).joined(separator: " ")))]
        }
        if !readable.isEmpty { return readable.map { .text($0) } }
        return [.unreadable(ScannedCodeText.shown(sequence.map(\.trimmedDescription).joined(separator: " ")))]
    }

    /// An attributed text: the string of `NSAttributedString(string: …)` when it is readable.
    private static func attributedValue(_ sequence: [ExprSyntax], scan: SwiftFileScan) -> ScannedCodeText.Value? {
        guard sequence.count == 1 else { return .unreadable(ScannedCodeText.shown(sequence.map(\.trimmedDescription).joined(separator: " "))) }
        let expression = sequence[0].unparenthesized
        if expression.is(NilLiteralExprSyntax.self) { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self),
            ["NSAttributedString", "NSMutableAttributedString", "AttributedString"].contains(call.calledName),
            let string = call.argument("string") ?? call.argument(nil), let text = read(string.unparenthesized, scan: scan)
        {
            return .text(text)
        }
        return .unreadable(ScannedCodeText.shown(expression.trimmedDescription))
    }

    /// A text the scan can read: a literal, a localised string, `String(format:)` of one, or a
    /// text constant of the file.
    private static func read(_ expression: ExprSyntax, scan: SwiftFileScan) -> ScannedText? {
        if let text = TextContent.read(expression, literalIsKey: false) { return text }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledName == "String", let format = call.argument("format") {
            return read(format.unparenthesized, scan: scan)
        }
        if let constant = scan.textConstants[UIKitReader.normalized(expression.trimmedDescription)] { return constant }
        // `ReactionContent.defaultReaction?.emoji`: an enum's emoji-only switch through a static of
        // that enum (``EmojiSwitches/staticMembers(of:inTexts:)``) shows one emoji.
        let path = expression.trimmedDescription.filter { $0 != "?" && $0 != "!" }
        guard path.split(separator: ".").count == 3, let emoji = scan.facts.emojiProperties[path] else { return nil }
        return ScannedText(literal: emoji)
    }

    /// `Type.property` for a receiver (``CodeTexts``), `nil` when its type is not known.
    static func viewName(_ receiver: String, node: some SyntaxProtocol, scan: SwiftFileScan) -> String? {
        let parts = receiver.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy(isIdentifier) else { return nil }
        switch parts.count {
        case 1:
            // The text a property's closure gives the view it builds is its own (``PropertyClosures``).
            if PropertyClosures.outlet(ofReceiver: parts[0], at: Syntax(node), scan: scan) != nil { return nil }
            return scan.enclosingTypeName(node).map { "\($0).\(parts[0])" }
        case 2:
            if let type = DeclaredTypes.type(of: parts[0], at: Syntax(node)) { return "\(type).\(parts[1])" }
            // A cell style's label on a cell dequeued by its reuse identifier, its class not written.
            guard DequeuedCells.labels.contains(parts[1]), let owner = scan.enclosingTypeName(node),
                let identifier = DequeuedCells.reuseIdentifier(of: parts[0], at: Syntax(node))
            else { return nil }
            return CellStyleOutlets.name(owner: owner, reuseIdentifier: identifier, property: parts[1])
        default: return nil
        }
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
