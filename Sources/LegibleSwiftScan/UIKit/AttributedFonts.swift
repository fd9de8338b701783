import LegibleScan
import SwiftSyntax

/// Fonts given to attributed text, which a label's `font` does not show: the `.font` of an
/// attributes dictionary (`NSAttributedString(string: s, attributes: [.font: UIFont.systemFont(ofSize: 14)])`,
/// `addAttributes([.font: …], range:)`, `typingAttributes = [.font: …]`) and
/// `addAttribute(.font, value: …, range:)`. A fixed size there is `text.fixed-size` at the font's
/// line, as it is for `label.font`. (`AttributedString`'s and `AttributeContainer`'s `.font = …`
/// are read as assignments and SwiftUI fonts elsewhere.)
///
/// A segmented control's `setTitleTextAttributes([.font: …], for:)` is read: its segments are the
/// app's own text in its own view, and a fixed font there never follows the text size (Loop
/// 710182e2 `InsulinDeliveryTableViewController.swift:41`, 15 pt Semibold, was missed).
///
/// Not read: the title attributes of bars (`titleTextAttributes`, a bar button item's
/// `setTitleTextAttributes(_:for:)`, `largeTitleTextAttributes`), which style system chrome
/// rather than the app's own text, and attributes of text drawn into an image or only measured
/// (`draw(at:withAttributes:)`, `draw(in:withAttributes:)`, `size(withAttributes:)`,
/// `boundingRect(with:options:attributes:context:)`, an attributed string only measured,
/// ``MeasuredStrings``): no element shows them.
enum AttributedFonts {
    /// The font values of an attributes dictionary literal, unless it styles bar titles.
    static func fonts(in dictionary: DictionaryExprSyntax) -> [ExprSyntax] {
        guard case .elements(let elements) = dictionary.content else { return [] }
        let values = elements.filter { isFontKey($0.key) }.map(\.value)
        guard !values.isEmpty, !stylesBarTitles(dictionary) || isSegmentTitles(dictionary) || isSegmentTitleProperty(dictionary),
            !isOnlyDrawnOrMeasured(dictionary),
            !MeasuredStrings.isOnlyMeasured(dictionary)
        else { return [] }
        return values
    }

    /// Whether the dictionary is a local constant (`let attributes = [.font: UIFont.systemFont(ofSize: 8)]`)
    /// that the block after it gives only to drawing and measuring (`size(withAttributes:)`,
    /// `draw(at:withAttributes:)`, `boundingRect(with:options:attributes:context:)`): the text is
    /// drawn into an image, or measured, and no view shows it. session-ios 5bddc10f
    /// `Emoji+Available.swift:106`, an emoji drawn off screen at 8 pt to test that the system has it,
    /// was a wrong `text.fixed-size`.
    private static func isOnlyDrawnOrMeasured(_ dictionary: DictionaryExprSyntax) -> Bool {
        guard let binding = dictionary.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
            let item = variable.parent?.as(CodeBlockItemSyntax.self), let block = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return false }
        var uses = 0
        for later in block where later.position > item.position {
            for token in later.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), let argument = reference.parent?.as(LabeledExprSyntax.self),
                    let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let label = argument.label?.text
                else { return false }
                let drawn = label == "withAttributes" && ["size", "draw"].contains(call.calledName)
                let measured = label == "attributes" && call.calledName == "boundingRect"
                guard drawn || measured else { return false }
                uses += 1
            }
        }
        return uses > 0
    }

    /// Whether the dictionary is the first argument of `control.setTitleTextAttributes(…, for:)`
    /// on a name declared a `UISegmentedControl` (or `UISegmentedControl.appearance()`).
    private static func isSegmentTitles(_ dictionary: DictionaryExprSyntax) -> Bool {
        guard let argument = dictionary.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.first?.id == argument.id,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "setTitleTextAttributes",
            let base = member.base
        else { return false }
        let text = base.trimmedDescription.filter { $0 != "?" && $0 != "!" }
        if text.hasPrefix("UISegmentedControl.") { return true }
        var root = String(text.prefix { $0 != "." && $0 != "[" && $0 != "(" })
        if root == "self", let dot = text.firstIndex(of: ".") {
            root = String(text[text.index(after: dot)...].prefix { $0 != "." && $0 != "[" && $0 != "(" })
        }
        guard !root.isEmpty, text == root || text == "self." + root else { return false }
        return DeclaredTypes.type(of: root, at: Syntax(call)) == "UISegmentedControl"
    }

    /// Whether the dictionary is assigned to a segmented control's `titleTextAttributes` or
    /// `selectedTitleTextAttributes` property (HMSegmentedControl's, which UIKit's control lacks):
    /// on `self` in a class whose superclass's name ends in `SegmentedControl`, or on a name
    /// declared so. SwiftHub 58d85c58 `Common/SegmentedControl.swift:53-57`, 11 pt segment titles
    /// of `class SegmentedControl: HMSegmentedControl`, were missed as a bar's.
    private static func isSegmentTitleProperty(_ dictionary: DictionaryExprSyntax) -> Bool {
        guard let list = dictionary.parent?.as(ExprListSyntax.self), list.count == 3, list.last?.id == dictionary.id,
            list.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let target = list.first
        else { return false }
        let parts = target.trimmedDescription.filter { $0 != "?" && $0 != "!" }.split(separator: ".").map(String.init)
        guard let property = parts.last, ["titleTextAttributes", "selectedTitleTextAttributes"].contains(property), parts.count <= 2 else { return false }
        if parts.count == 2, parts[0] != "self" {
            return DeclaredTypes.type(of: parts[0], at: Syntax(dictionary))?.hasSuffix("SegmentedControl") == true
        }
        var current = dictionary.parent
        while let ancestor = current {
            if let type = ancestor.as(ClassDeclSyntax.self) {
                return type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription.hasSuffix("SegmentedControl") == true
            }
            current = ancestor.parent
        }
        return false
    }

    /// The font value of `addAttribute(.font, value: …, range:)`.
    static func font(in call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.calledName == "addAttribute", let key = call.arguments.first?.expression, isFontKey(key) else { return nil }
        return call.argument("value")
    }

    /// `.font`, `NSAttributedString.Key.font`, `NSFontAttributeName`, and the same key named
    /// through the subclass, `NSMutableAttributedString.Key.font` (IVPN df9951dc
    /// `UIButton+Ext.swift:61, :65`), and Swift 4.0's `NSAttributedStringKey.font` (Antidote
    /// ffc5ae25 `FriendListController.swift:273`, a placeholder's fixed 26 pt, was missed).
    private static func isFontKey(_ expression: ExprSyntax) -> Bool {
        [".font", "NSAttributedString.Key.font", "NSMutableAttributedString.Key.font", "NSAttributedStringKey.font", "NSFontAttributeName"].contains(
            expression.trimmedDescription)
    }

    /// What a statement names before attributes that style no element of the app.
    private static let notElementAttributes = ["itleTextAttributes", "withAttributes:", "boundingRect(", ".draw("]

    /// Whether the statement holding `node` names bar or segment title attributes, or drawing or
    /// measuring, before it.
    private static func stylesBarTitles(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(MemberBlockItemSyntax.self) {
                let length = node.position.utf8Offset - ancestor.position.utf8Offset
                guard length > 0 else { return false }
                let before = String(decoding: Array(ancestor.description.utf8.prefix(length)), as: UTF8.self)
                return notElementAttributes.contains { before.contains($0) }
            }
            current = ancestor.parent
        }
        return false
    }
}

extension AttributedFonts {
    /// Whether a file draws attributed strings itself (`text.draw(with:options:context:)`,
    /// `draw(at:)`, `draw(in:)` — not `NSString`'s `draw(in:withAttributes:)`, whose attributes
    /// are left out where they are written) and gives none to a view (`attributedText =`,
    /// `setAttributedTitle`, `attributedTitle =`, `attributedPlaceholder`, `attributedMessage`):
    /// its attributed fonts are drawn into an image — a chart, a complication — not text a view
    /// shows at the reader's size. Loop 710182e2 `WatchApp Extension/Managers/ComplicationChartManager.swift:24`
    /// (10 pt glucose labels drawn at `:107` into the complication's chart image) was a wrong
    /// `text.fixed-size`. Read from the text, so a mention in a comment counts too.
    static func drawsAttributedTextOnly(_ text: String) -> Bool {
        let draws = text.split(separator: "\n").contains { line in
            [".draw(with:", ".draw(at:", ".draw(in:"].contains { line.contains($0) } && !line.contains("withAttributes")
        }
        guard draws else { return false }
        let shown = [
            ".attributedText =", ".attributedText=", "ttributedTitle", ".attributedPlaceholder", "attributedMessage", "attributedText:",
        ]
        return !shown.contains { text.contains($0) }
    }

    /// Whether `attributes` are given to a string of line breaks and spaces only
    /// (`NSMutableAttributedString(string: "\n\n", attributes: [.font: UIFont.systemFont(ofSize: 8)])`):
    /// a spacer whose font sets a gap's height, not text anyone reads (Loop 710182e2
    /// `AlertPermissionsChecker.swift:134`, `:141`, `:143`).
    static func attributesBlankText(_ attributes: DictionaryExprSyntax) -> Bool {
        guard let argument = attributes.parent?.as(LabeledExprSyntax.self), argument.label?.text == "attributes",
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let string = call.arguments.first(where: { $0.label?.text == "string" })?.expression.as(StringLiteralExprSyntax.self)
        else { return false }
        var text = ""
        for segment in string.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return false }
            text += piece.content.text
        }
        for escape in ["\\n", "\\t", "\\r", " "] { text = text.replacingOccurrences(of: escape, with: "") }
        return text.isEmpty
    }
}
