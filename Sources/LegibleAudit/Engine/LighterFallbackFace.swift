import LegibleCatalogs
import LegibleShaping
import LegibleSyntax
import LegibleTypeScale

/// With Bold Text on, a bundled fallback that drew part of a label's text lighter than the Bold
/// Text weight: Noto Sans CJK, bundled in Regular only, draws Chinese at Regular whatever the
/// weight; Noto Sans Arabic's Bold is the heaviest Arabic face. That text was measured narrower
/// than iOS draws it, and the audit says so (`overflow.bold-text-face`) for each label and script.
public struct LighterFallbackFace: Sendable, Hashable, Codable {
    /// The scripts the face draws: `Arabic`, `Hebrew`, `Chinese, Japanese and Korean`.
    public let script: String
    /// The characters the face drew (in the first shape that used it): the script's own, or
    /// letters the label's font lacks (the Latin in an Arabic font's label falls back too).
    public let text: String
    /// The font file that measured that text, inside the bundled `Fonts/` directory
    /// (`Fonts/Noto/NotoSansCJK-Regular.ttc#2`).
    public let font: String
    /// The face's weight: what the text was measured at.
    public let fontWeight: FontWeight
    /// The weight the layout asks for.
    public let designWeight: FontWeight
    /// The heavier weight Bold Text draws it at.
    public let weight: FontWeight

    /// A face that fell short.
    ///
    /// - Parameters:
    ///   - script: the scripts it draws.
    ///   - text: the characters it drew.
    ///   - font: the font file.
    ///   - fontWeight: the face's weight.
    ///   - designWeight: the layout's weight.
    ///   - weight: the Bold Text weight.
    public init(script: String, text: String, font: String, fontWeight: FontWeight, designWeight: FontWeight, weight: FontWeight) {
        self.script = script
        self.text = text
        self.font = font
        self.fontWeight = fontWeight
        self.designWeight = designWeight
        self.weight = weight
    }

    /// The finding's message: what Bold Text draws, which bundled face drew the script instead,
    /// and how to give the locale a heavier face.
    ///
    /// - Parameter locale: the label's locale.
    public func message(locale: String) -> String {
        "Bold Text draws \(designWeight.name) (\(designWeight.value.formatted)) as \(weight.name) (\(weight.value.formatted)), "
            + "but \(EchoedText.quoted(text)) was drawn by the bundled \(script) fallback \(font), whose weight is \(fontWeight.name) "
            + "(\(fontWeight.value.formatted)) and which has no heavier face: it was measured at \(fontWeight.name), so the width is too small; "
            + "give \(locale) a font with a face that heavy in the layout (fonts: { \(locale): { font: …, faces: { …: … } } })"
    }

    /// The bundled fallback faces lighter than the Bold Text weight that drew some of a text,
    /// each script once, in text order; none with Bold Text off, or when the label's own font
    /// (`primary`, as the layout names it) drew the text (a layout's font has its own finding).
    ///
    /// - Parameters:
    ///   - shapes: the text, shaped for each of the label's shaping keys.
    ///   - layout: the label.
    ///   - legibilityWeight: the Bold Text setting.
    ///   - primary: the label's own font file as the layout names it (`path#index`), `nil` for the bundled ones.
    static func faces(in shapes: [ShapedText], layout: LabelLayout, legibilityWeight: TextLegibilityWeight, primary: String?) -> [LighterFallbackFace] {
        let weight = layout.weight(legibilityWeight)
        guard legibilityWeight.isBoldText, weight > layout.weight else { return [] }
        let primaryPath = primary.flatMap { try? FontSource(parsing: $0) }?.path
        var found: [LighterFallbackFace] = []
        for shape in shapes {
            for run in shape.fontRuns {
                guard let source = try? FontSource(parsing: run.font), source.path != primaryPath,
                    let face = BundledFallbackFace.face(atPath: source.path), face.weight < weight,
                    !found.contains(where: { $0.script == face.script })
                else { continue }
                // Named inside Fonts/, not by this machine's path: reports read alike everywhere.
                let font = "Fonts/" + face.file + (source.faceIndex == 0 ? "" : "#\(source.faceIndex)")
                found.append(
                    LighterFallbackFace(
                        script: face.script, text: run.text, font: font, fontWeight: face.weight,
                        designWeight: layout.weight, weight: weight))
            }
        }
        return found
    }
}
