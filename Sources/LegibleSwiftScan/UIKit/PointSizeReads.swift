import LegibleScan
import LegibleTypeScale
import SwiftSyntax

/// A text style's point size read once and made into a font of that size:
/// `UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .callout).pointSize * textScaling)`
/// (Hackers ffea336a `CommentRow.swift:295-296`, the comment body, by way of `let basePointSize`
/// and the app's `makeFont(size:)`; missed). The number is the style's size at the moment it is
/// read; the font made from it is a fixed one, which neither Dynamic Type nor
/// `adjustsFontForContentSizeCategory` changes later (Hackers also caches it in a static
/// dictionary). Reported as `text.not-live` where the size is read.
///
/// Only where the number becomes a font: the size argument (`ofSize:`, `size:`, `fontSize:`)
/// of a call whose name says it makes a font, or `withSize(_:)`, directly or through a
/// `let` the same function passes so. Not in a size-change handler (`traitCollectionDidChange(_:)`),
/// in a file that sets fonts again on a size change (``SizeChangeHandlers``), in a type another
/// file's size observer refreshes (``SizeRefreshedTypes``) or in a file that reads SwiftUI's
/// Dynamic Type size: the read is repeated there.
enum PointSizeReads {
    static func member(_ node: MemberAccessExprSyntax, scan: SwiftFileScan) {
        if BuiltInCellLabels.isBodyStyle(node) {
            cellLabel(node, scan: scan)
            return
        }
        guard node.declName.baseName.text == "pointSize", let (call, style) = styleCall(node.base, scan: scan),
            !scan.reactsToSizeChanges, !scan.readsDynamicTypeSize, SizeChangeHandlers.context(of: node) != .handler,
            !refreshedElsewhere(node, scan: scan)
        else { return }
        let value = arithmeticRoot(of: Syntax(node))
        guard makesFont(value) || boundNameMakesFont(value) else { return }
        let read = call.calledName == "preferredFontDescriptor" ? "UIFontDescriptor.preferredFontDescriptor(withTextStyle:).pointSize" : nil
        add(style: style.displayName, read: read, at: call, scan: scan)
    }

    /// The call that gives a text style's font or descriptor of the moment, whose `pointSize`
    /// `base` reads, and its style: `UIFont.preferredFont(forTextStyle:)`,
    /// `UIFontDescriptor.preferredFontDescriptor(withTextStyle:)` (ef-app_ios
    /// `EventDetailSummaryTableViewCell.swift:9-10`, the event title at the Large Title's size), either
    /// one directly or kept first in a local constant (`let largeFontSize = …; ….pointSize`).
    static func styleCall(_ base: ExprSyntax?, scan: SwiftFileScan) -> (FunctionCallExprSyntax, TextStyle)? {
        guard var base = base?.unparenthesized else { return nil }
        if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = base.localValue(of: name) { base = value.unparenthesized }
        guard let call = base.as(FunctionCallExprSyntax.self) else { return nil }
        let label = call.calledName == "preferredFont" ? "forTextStyle" : call.calledName == "preferredFontDescriptor" ? "withTextStyle" : nil
        guard let label, let style = scan.fonts.textStyle(call.argument(label)) else { return nil }
        return (call, style)
    }

    /// Whether `font`, a font code gives a view, is made at a text style's size read once
    /// (``styleCall(_:scan:)``'s `pointSize` in its size argument): the file's font of that view
    /// is then a placeholder for a size that no longer follows the setting, not for a fixed one.
    static func isReadOnceFont(_ font: ExprSyntax, scan: SwiftFileScan) -> Bool {
        guard let call = font.unparenthesized.as(FunctionCallExprSyntax.self), call.calledName.map(isFontMaker) == true else { return false }
        return call.arguments.contains { argument in
            argument.expression.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.text == "pointSize", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self) else { return false }
                return styleCall(member.base, scan: scan) != nil
            }
        }
    }

    /// Whether a call's name says it makes a font (as ``fontCall(sizedBy:)`` reads it).
    private static func isFontMaker(_ name: String) -> Bool { name == "system" || name == "UIFont" || name.lowercased().contains("font") }

    /// The read as an element (``ScannedElement/readOnceStyle``), so that a read in code nothing
    /// runs is a note (``ScannedElement/declaringMember``): Home Assistant d722d781
    /// `Style.swift:8`, in a stored closure `onboardingTitle` no file names, was a warning.
    private static func add(style: String, read: String?, at node: some SyntaxProtocol, scan: SwiftFileScan) {
        var element = ScannedElement(kind: .label, id: scan.elementID(node), location: scan.location(of: node), platform: .iOS)
        (element.readOnceStyle, element.readOnceFrom) = (style, read)
        element.textWidth = .unknown(reason: "a font's size, not a view")
        scan.add(element, spanning: node)
    }

    /// Whether the type around `node` is one another file's size observer refreshes
    /// (``SizeRefreshedTypes``: Element X's `AttributedStringBuilder`, whose caches
    /// `AppCoordinator` empties on every size change).
    private static func refreshedElsewhere(_ node: some SyntaxProtocol, scan: SwiftFileScan) -> Bool {
        guard !scan.facts.sizeRefreshedTypes.isEmpty, let type = scan.enclosingTypeName(node) else { return false }
        return scan.facts.sizeRefreshedTypes.contains(type)
    }

    /// `UIFont.systemFont(ofSize: textLabel.font.pointSize, weight: weight)` on a table cell's own
    /// `textLabel` (Sileo c9f70158 `CategoryViewController.swift:246`, reported as a fixed size):
    /// that label's font is the Body style at the size of the moment, so the copy follows the
    /// person's setting when the cell is made and stops there.
    private static func cellLabel(_ node: MemberAccessExprSyntax, scan: SwiftFileScan) {
        guard !scan.reactsToSizeChanges, !scan.readsDynamicTypeSize, SizeChangeHandlers.context(of: node) != .handler else { return }
        let value = arithmeticRoot(of: Syntax(node))
        guard makesFont(value) || boundNameMakesFont(value) else { return }
        add(style: "Body", read: "a table cell's built-in textLabel.font.pointSize, which starts at the Body style", at: node, scan: scan)
    }

    /// The outermost arithmetic (`a * b`, parentheses) `node` is an operand of.
    static func arithmeticRoot(of node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent {
            if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self),
                sequence.elements.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self).map { ["*", "/", "+", "-"].contains($0.operator.text) } ?? true })
            {
                current = Syntax(sequence)
            } else if parent.is(LabeledExprSyntax.self), parent.as(LabeledExprSyntax.self)?.label == nil,
                let tuple = parent.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1
            {
                current = Syntax(tuple)
            } else {
                return current
            }
        }
        return current
    }

    /// Whether `value` is the size argument of a call that makes a font.
    private static func makesFont(_ value: Syntax) -> Bool { fontCall(sizedBy: value) != nil }

    /// The call that makes a font whose size argument `value` is (`ofSize:`, `size:`, `fontSize:`
    /// of a call whose name says it makes a font, or `withSize(_:)`), `nil` when it is none.
    static func fontCall(sizedBy value: Syntax) -> FunctionCallExprSyntax? {
        guard let argument = value.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let name = call.calledName
        else { return nil }
        if name == "withSize" { return argument.label == nil ? call : nil }
        guard let label = argument.label?.text, ["ofSize", "size", "fontSize"].contains(label) else { return nil }
        return isFontMaker(name) ? call : nil
    }

    /// Whether `value` is bound by `let name = value` and the function around it passes `name`
    /// as a font's size (`makeFont(size: basePointSize, …)`).
    private static func boundNameMakesFont(_ value: Syntax) -> Bool {
        guard let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return false }
        var scope = binding.parent
        while let ancestor = scope, !ancestor.is(CodeBlockSyntax.self) { scope = ancestor.parent }
        guard let scope else { return false }
        return scope.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            return makesFont(arithmeticRoot(of: Syntax(reference)))
        }
    }
}
