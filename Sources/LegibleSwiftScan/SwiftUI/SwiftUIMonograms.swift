import LegibleScan
import SwiftSyntax

/// A SwiftUI monogram badge: a `Text` of one letter of a value (`Text(name.prefix(1))`,
/// `Text(String(name.first ?? "?"))`, uppercased or not) centred in a `ZStack` over a filled shape
/// or a colour (omnivore `LibraryItemCard.swift:133-138`, `ZStack(alignment: .center) {
/// Circle().foregroundColor(.appCtaYellow); Text((viewer?.name ?? "O").prefix(1)).font(.system(size: 10)) }`,
/// the 20 pt avatar of a note). It is drawn as a symbol, as an avatar's initials are, which
/// `text.fixed-size` makes a note (``ScannedBadge/codeLetter``), as for UIKit code's monograms
/// (``CodeMonograms``). A helper that returns one letter (``OneLetterMembers``) is followed; a
/// picture (`Image(…)`) counts as the fill when a frame of 64 pt or less holds the stack.
enum SwiftUIMonograms {
    /// Rounded shapes; a `Rectangle` or `Color` counts when its own chain rounds it.
    private static let shapes: Set<String> = ["Circle", "RoundedRectangle", "Capsule", "Ellipse", "UnevenRoundedRectangle"]
    /// Modifiers of the fill that keep it a plain fill of the stack.
    private static let fillModifiers: Set<String> = ["fill", "foregroundStyle", "foregroundColor", "clipShape", "cornerRadius", "opacity"]
    /// Case changes that keep one letter one letter.
    private static let caseChanges: Set<String> = ["uppercased", "lowercased", "capitalized", "localizedUppercase", "localizedCapitalized"]

    /// The value the badge's `Text(…)` shows, as written, when `chain`'s root is a `Text` of one
    /// letter centred over a fill in a `ZStack`; `nil` otherwise.
    static func letter(of chain: ModifierChain, members: Set<String> = []) -> String? {
        guard let root = chain.rootCall, root.name == "Text", root.call.arguments.count == 1, root.call.arguments.first?.label == nil,
            let argument = root.call.arguments.first?.expression, isOneLetter(argument) || isOneLetterMember(argument, members: members),
            isOverFill(chain)
        else { return nil }
        return argument.trimmedDescription
    }

    /// `x.prefix(1)`, `String(x.prefix(1))`, `String(x.first ?? "?")`, `String(x.first!)`, with a case change after.
    private static func isOneLetter(_ expression: ExprSyntax) -> Bool {
        var value = expression.unparenthesized
        // `.uppercased()` or `.capitalized` after it.
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            caseChanges.contains(member.declName.baseName.text), let base = member.base
        {
            value = base.unparenthesized
        } else if let member = value.as(MemberAccessExprSyntax.self), caseChanges.contains(member.declName.baseName.text), let base = member.base {
            value = base.unparenthesized
        }
        if let call = value.as(FunctionCallExprSyntax.self), call.calledName == "String", call.arguments.count == 1, call.arguments.first?.label == nil,
            let inner = call.arguments.first?.expression
        {
            return isOneLetter(inner) || isFirstCharacter(inner.unparenthesized)
        }
        guard let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base != nil, member.declName.baseName.text == "prefix", call.arguments.count == 1,
            call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "1"
        else { return false }
        return true
    }

    /// A call of, or a property that is, one of the app's members that return one character
    /// (``OneLetterMembers``): `DcUtils.getInitials(inputName: chat.title)`.
    private static func isOneLetterMember(_ expression: ExprSyntax, members: Set<String>) -> Bool {
        guard !members.isEmpty else { return false }
        var value = expression.unparenthesized
        if let call = value.as(FunctionCallExprSyntax.self) { value = call.calledExpression }
        let name = value.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? value.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name.map(members.contains) ?? false
    }

    /// `x.first!`, or `x.first ?? "?"` with a one-character fallback.
    private static func isFirstCharacter(_ expression: ExprSyntax) -> Bool {
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return isFirst(forced.expression) }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return false }
        let parts = Array(sequence.elements)
        guard parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??", isFirst(parts[0]),
            let fallback = parts[2].as(StringLiteralExprSyntax.self), fallback.representedLiteralValue?.count == 1
        else { return false }
        return true
    }

    private static func isFirst(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        return member.declName.baseName.text == "first"
    }

    /// `Circle().foregroundColor(c)`, `RoundedRectangle(cornerRadius: 4).fill(c)`, `Color.red.clipShape(Circle())`:
    /// a rounded fill, as the badge note says.
    private static func isFill(_ expression: ExprSyntax) -> Bool {
        guard let fill = ModifierChain(outermost: expression), fill.modifiers.allSatisfy({ fillModifiers.contains($0.name) }) else { return false }
        if let name = fill.rootCall?.name, shapes.contains(name) { return true }
        let colorMember = fill.root.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "Color"
        let plain = fill.rootCall.map { ["Rectangle", "Color"].contains($0.name) } ?? colorMember
        return plain && fill.modifiers.contains { $0.name == "clipShape" || $0.name == "cornerRadius" }
    }

    /// Whether the text is a statement of a `ZStack` (centred: no alignment, or `.center`) every
    /// statement before which is a filled shape or a colour, and is not moved off it.
    private static func isOverFill(_ chain: ModifierChain) -> Bool {
        if chain.modifiers.contains(where: { $0.name == "offset" || $0.name == "position" }) { return false }
        guard let item = chain.outermost.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
            let closure = list.parent?.as(ClosureExprSyntax.self), let stack = closure.parent?.as(FunctionCallExprSyntax.self),
            stack.trailingClosure?.id == closure.id, stack.calledName == "ZStack"
        else { return false }
        if let alignment = stack.argument("alignment"), alignment.lastName != "center" { return false }
        var filled = false
        for earlier in list {
            if earlier.id == item.id { break }
            guard let expression = earlier.item.as(ExprSyntax.self), isFill(expression) || (isPicture(expression) && isFramedSmall(stack)) else {
                return false
            }
            filled = true
        }
        return filled
    }

    /// `Image(…)`, sized or not: a picture the letter is drawn over, as in Interface Builder's
    /// picture badges (deltachat-ios `DcWidget.swift:54`, a 56 pt colour image behind the initial).
    private static func isPicture(_ expression: ExprSyntax) -> Bool {
        guard let picture = ModifierChain(outermost: expression), picture.rootCall?.name == "Image" else { return false }
        return picture.modifiers.allSatisfy { ["resizable", "scaledToFill", "scaledToFit", "aspectRatio", "clipShape"].contains($0.name) }
    }

    /// Whether the stack, or a view around it in the same body, is framed at 64 pt or less on
    /// both sides (`.frame(width: 56, height: 56)`): a badge's size, as ``ScannedBadge`` says.
    private static func isFramedSmall(_ stack: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(stack)
        while let parent = current.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) || parent.is(MemberBlockSyntax.self) { return false }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id, member.declName.baseName.text == "frame",
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                let width = call.argument("width").flatMap(number), let height = call.argument("height").flatMap(number)
            {
                return width > 0 && height > 0 && width <= 64 && height <= 64
            }
            current = parent
        }
        return false
    }

    private static func number(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text) }
        return expression.as(FloatLiteralExprSyntax.self).flatMap { Double($0.literal.text) }
    }
}
