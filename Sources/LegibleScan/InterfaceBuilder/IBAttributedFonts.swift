import LegibleSyntax
import LegibleTypeScale

/// Fonts of Interface Builder attributed text: a label's or text view's
/// `<attributedString key="attributedText">` and a button's `<attributedString key="attributedTitle">`
/// in its normal state hold `<fragment>`s whose `<attributes>` give each run an `NSFont`. That is
/// the font that shows (a `<fontDescription>` beside it, if any, is not), so a fixed size there is
/// `text.fixed-size` as it is in a `<fontDescription>`.
extension IBAttributes {
    /// The font attributed text shows: the first fragment's with a fixed size (one fixed run is
    /// text that does not grow), else the first fragment's; `nil` without attributed text or fonts.
    func attributedFont(of node: XMLElementNode, live: Bool) throws(SyntaxError) -> ScannedFont? {
        var fonts: [ScannedFont] = []
        for fragment in Self.attributedFragments(of: node) {
            guard let attributes = fragment.firstChildElement(where: { $0.name == "attributes" }),
                let font = attributes.firstChildElement(where: { $0.name == "font" && $0.attribute("key") == "NSFont" }),
                let scanned = try attributedFont(font, live: live)
            else { continue }
            fonts.append(scanned)
        }
        return fonts.first { if case .fixed = $0 { true } else { false } } ?? fonts.first
    }

    /// The runs of attributed text as contrast judges them: each fragment's text, its `NSColor`
    /// (`nil` when it has none, so the element's own colour shows) and its `NSFont`. GoMap's
    /// `Launch Screen.storyboard:22` draws "Go Map!!" in its fragment's #ffce00, which was judged
    /// as the label's default black. Empty without attributed text.
    func attributedRuns(of node: XMLElementNode, live: Bool) throws(SyntaxError) -> [(content: String, color: ScannedColor?, font: ScannedFont?)] {
        var runs: [(content: String, color: ScannedColor?, font: ScannedFont?)] = []
        for fragment in Self.attributedFragments(of: node) {
            let attributes = fragment.firstChildElement { $0.name == "attributes" }
            let color = try attributes?.firstChildElement { $0.name == "color" && $0.attribute("key") == "NSColor" }.map(self.color)
            var font: ScannedFont?
            if let node = attributes?.firstChildElement(where: { $0.name == "font" && $0.attribute("key") == "NSFont" }) {
                font = try attributedFont(node, live: live)
            }
            runs.append((fragment.attribute("content") ?? "", color, font))
        }
        return runs
    }

    /// The text of the element's attributed text or title: its fragments' contents joined.
    static func attributedContent(of node: XMLElementNode) -> String? {
        let fragments = attributedFragments(of: node)
        return fragments.isEmpty ? nil : fragments.compactMap { $0.attribute("content") }.joined()
    }

    /// The `<fragment>`s of the element's own attributed text or normal-state attributed title.
    private static func attributedFragments(of node: XMLElementNode) -> [XMLElementNode] {
        var strings = node.childElements.filter { $0.name == "attributedString" && $0.attribute("key") == "attributedText" }
        if let normal = node.firstChildElement(where: { $0.name == "state" && $0.attribute("key") == "normal" }) {
            strings += normal.childElements.filter { $0.name == "attributedString" && $0.attribute("key") == "attributedTitle" }
        }
        return strings.flatMap { $0.childElements.filter { $0.name == "fragment" } }
    }

    /// One `<font key="NSFont">`: a text style (`style="UICTFontTextStyleBody"`), the system font
    /// (`metaFont="system" size="17"`, `metaFont="systemBold"`; a private `.SFUI-Semibold` name is
    /// the system font too), or a named font (`name="Avenir-Heavy" size="17"`). `nil` for a
    /// `metaFont` with no size (UIKit's class sizes, which the scan does not know).
    private func attributedFont(_ font: XMLElementNode, live: Bool) throws(SyntaxError) -> ScannedFont? {
        if font.attribute("style") != nil { return try self.font(font, live: live) }
        guard let size = try number(font, "size"), size > 0, size <= 10_000 else { return nil }
        if let name = font.attribute("name") {
            let weight = Self.weight(fromFontName: name)
            return .fixed(size: size, unit: "pt", weight: weight, family: name.hasPrefix(".") ? nil : font.attribute("family") ?? name)
        }
        guard let meta = font.attribute("metaFont"), meta.lowercased().hasPrefix("system") else { return nil }
        let suffix = meta.dropFirst("system".count).lowercased()
        let weights: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("medium", .medium), ("semibold", .semibold),
            ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        return .fixed(size: size, unit: "pt", weight: weights.first { suffix.hasPrefix($0.0) }?.1 ?? .regular, family: nil)
    }
}
