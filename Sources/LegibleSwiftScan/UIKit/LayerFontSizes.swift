import LegibleScan
import LegibleTypeScale
import SwiftSyntax

/// A `CATextLayer` draws at its `fontSize`, whatever the size of the font it is given: Apple's
/// `font` reference says the font's own size is ignored, and `fontSize` (36 by default) sets it.
/// So `textLayer.font = UIFont.preferredFont(forTextStyle: .caption1)` then `textLayer.fontSize =
/// 20` is a fixed 20 pt text in Caption 1's face, not a text style missing
/// `adjustsFontForContentSizeCategory` (GoMap `MapPinButton.swift:76-77`, and
/// `SpeechBalloonView.swift:30-31` at 18 pt, were `text.not-live`). Only a number read as
/// `fontSize` fixes it; `fontSize = font.pointSize` takes the font's size as it is when set, so the
/// font's own reading stands.
extension UIKitReceiver {
    /// The fixed font a layer given a font and a number as its `fontSize` draws, and the
    /// assignment of that number; `nil` when the view has no font or no such number.
    var layerFont: (font: ScannedFont, node: Syntax)? {
        guard let (size, node) = layerFontSize, font != nil || sizeConstant != nil else { return nil }
        let weight: FontWeight
        var family: String?
        switch font?.font {
        case .textStyle(let style, let override, _)?: weight = override ?? DynamicType.metrics(for: style, category: .large).weight
        case .fixed(_, _, let fixedWeight, let fixedFamily)?, .scaled(_, _, let fixedWeight, let fixedFamily)?: (weight, family) = (fixedWeight, fixedFamily)
        case .materialRole(let role)?: weight = role.style.weight
        case nil: weight = .regular
        }
        return (.fixed(size: size, unit: "pt", weight: weight, family: family), node)
    }
}
