import LegibleScan
import SwiftSyntax

/// A tappable SF Symbol sized only by its font: `Image(systemName:).font(.system(size: 25))
/// .onTapGesture { … }` (openHAB eb34c7f5 `EncircledIconWithAction.swift:18-25`, the watch's
/// up/down controls). Its `.font` sizes the symbol, not text (it was reported as
/// text.fixed-size), and it sizes the target: a symbol's image at the medium scale is about
/// 1.2 × its point size tall (a circled symbol at 25 pt is about 30 pt), and no symbol is much
/// more than 1.4 × (Apple draws them within the font's ascender and descender). The height is
/// judged only when even that largest height is under 44 pt, so the verdict holds for any
/// symbol; the width, which differs from symbol to symbol, is left to the layout.
enum TappableSymbols {
    /// The estimated height of a tappable symbol image, or `nil` when the chain is not one
    /// (not a system symbol, a frame, padding or scale of its own, a font that is not a fixed
    /// size in points) or when the verdict would depend on the symbol.
    static func height(_ chain: ModifierChain, sizeModifiers: ArraySlice<ModifierChain.Modifier>, fonts: FontExpressionReader) -> Double? {
        guard let root = chain.rootCall, root.name == "Image",
            root.call.arguments.first.map({ ["systemName", "systemSymbol"].contains($0.label?.text ?? "") }) == true
        else { return nil }
        let resizing: Set<String> = ["frame", "padding", "resizable", "imageScale", "scaleEffect", "contentShape", "symbolVariant"]
        guard !sizeModifiers.contains(where: { resizing.contains($0.name) }),
            let modifier = sizeModifiers.last(where: { $0.name == "font" }), let argument = modifier.call.arguments.first?.expression,
            case .fixed(let size, "pt", _, _)? = fonts.read(argument)?.font,
            size > 0
        else { return nil }
        return estimatedHeight(pointSize: size)
    }

    /// About 1.2 × the point size, or `nil` when the largest symbol at that size, 1.4 ×, is not
    /// under 44 pt (so the verdict holds whichever symbol it is).
    static func estimatedHeight(pointSize size: Double) -> Double? {
        guard size > 0, size * 1.4 < 44 else { return nil }
        return (size * 1.2).rounded()
    }
}
