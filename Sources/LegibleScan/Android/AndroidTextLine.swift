/// One line of Android text at font scale 1.0, the height a tappable text's target is built on,
/// shared by the layout reader (a clickable `TextView`, ``AndroidLayoutWalk``) and the Compose
/// reader (a clickable `Text`), so both size a tappable text the same way.
package enum AndroidTextLine {
    /// Roboto's (Android's default face) line with font padding, as a share of the text size:
    /// Skia's `top` and `bottom` are the `head` table's `yMax` 2163 and `yMin` −555 of 2048 units
    /// per em (`Fonts/Roboto/Roboto-Regular.ttf`; Medium and Bold have the same), and
    /// `StaticLayout` pads a one-line text to them.
    package static let robotoTop = 2163.0 / 2048
    package static let robotoBottom = 555.0 / 2048
    /// Without font padding: `hhea` ascender 1900 and descender −500.
    package static let robotoAscent = 1900.0 / 2048
    package static let robotoDescent = 500.0 / 2048

    /// One line of Roboto at `size` (sp or dp, at font scale 1.0, where they are equal), with or
    /// without font padding: `FontMetricsInt` rounds `top` and `bottom` (or ascent and descent)
    /// outward, here at 1 px = 1 dp, the largest the rounding makes it.
    package static func robotoHeight(size: Double, fontPadding: Bool) -> Double {
        let top = (size * (fontPadding ? robotoTop : robotoAscent)).rounded(.up)
        let bottom = (size * (fontPadding ? robotoBottom : robotoDescent)).rounded(.up)
        return top + bottom
    }

    /// Whether a tappable text is judged at one line: it is not made taller than one line
    /// (`lines`, `minLines` above 1), and it is not allowed three lines or more, which makes it
    /// long by design (NewPipe 79767f95f `playlist_header.xml:83`, a playlist's description,
    /// maxLines 5): one line says nothing of its height then. A text allowed two lines is judged
    /// at its shortest, one line.
    package static func judgedAtOneLine(minimumLines: Double, allowedLines: Double) -> Bool {
        minimumLines <= 1 && allowedLines < 3
    }
}
