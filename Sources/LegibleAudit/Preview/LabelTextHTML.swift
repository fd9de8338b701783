import LegibleReporting
import LegibleShaping
import LegibleSyntax

/// A label's text as the HTML reports show it beside its key.
///
/// Two problems the page had with plain text (issue 26): a right-to-left paragraph (`dir="auto"`)
/// put Arabic at the far right of the page, away from its key, with its quotes reversed; and
/// Chinese or Japanese text showed as empty boxes on a machine without a CJK font, although the
/// previews, drawn from the bundled fonts, were fine. So the paragraph stays left-to-right with
/// the quotes in it, the text is isolated in a `<bdi>` with its own direction and language, and
/// its glyphs are drawn from the same fonts the audit measured with, as SVG paths. The text is
/// there too, visually hidden, for screen readers, search and copying.
package enum LabelTextHTML {
    /// The size the glyphs are drawn at, in CSS pixels: a little larger than the page's text.
    static let size = 16.0

    /// `rtl` when the text's first strong letter is right-to-left (the previews' rule), else `ltr`.
    package static func direction(of text: String) -> String {
        PreviewRenderer.isRightToLeft(text) ? "rtl" : "ltr"
    }

    /// The sentence above the pictures: how many there are, and what each shows.
    ///
    /// - Parameters:
    ///   - drawn: the pictures on the page.
    ///   - count: the overflowing labels.
    package static func previewCount(drawn: Int, of count: Int) -> String {
        if drawn == 0 {
            return "None of the \(count) overflowing labels has a picture here: the page draws at most 200. "
                + "--preview DIR draws every overflowing label at every size, as files."
        }
        let pictures =
            drawn == count
            ? (count == 1 ? "The overflowing label has a picture" : "Each of the \(count) overflowing labels has a picture")
            : "The first \(drawn) of \(count) overflowing labels have a picture"
        return pictures + ": the largest size that fits, the first that overflows and the largest. "
            + "--preview DIR draws every overflowing label at every size, as files."
    }

    /// The paragraph: `“` + the isolated text + `”`, with the glyphs when `glyphs` is given.
    ///
    /// - Parameters:
    ///   - label: the label.
    ///   - glyphs: an inline SVG of the text (``LabelPreviewPlan/inlineGlyphs(at:)``), or `nil`
    ///     to show the text in the browser's fonts.
    package static func paragraph(_ label: LabelAudit, glyphs: String?) -> String {
        let text = label.displayText
        let attributes: KeyValuePairs<String, String?> = [
            "dir": direction(of: text), "lang": label.entry.locale.replacingOccurrences(of: "_", with: "-"),
        ]
        let isolated =
            glyphs.map { HTML.element("bdi", attributes, $0 + HTML.element("span", ["class": "visually-hidden"], text: text)) }
            ?? HTML.element("bdi", attributes, text: text)
        return HTML.element("p", ["class": "label-text"], "“" + isolated + "”")
    }
}

extension LabelPreviewPlan {
    /// The text of the label at `index` as one line of glyph outlines from the fonts it was
    /// measured with: an inline `<svg class="glyphs">`, hidden from screen readers (the
    /// paragraph holds the text), its baseline on the line's.
    ///
    /// - Parameter index: an index of ``labels``.
    /// - Throws: ``AuditError`` when a font cannot be read for its outlines.
    package func inlineGlyphs(at index: Int) throws(AuditError) -> String {
        let label = labels[index]
        let measurer = measurers[FontSetup(layout: label.layout, locale: label.entry.locale, legibilityWeight: label.legibilityWeight)]
        let options = LayoutOptions(size: LabelTextHTML.size)
        let shaped = measurer.shape(label.displayText, key: measurer.shapingKey(forSize: options.size, tracking: options.tracking))
        let layout = shaped.layout(options)
        let height = layout.lineHeight
        let baseline = height / 2 + options.size * 0.35
        var paths = ""
        var pen = 0.0
        let isRightToLeft = PreviewRenderer.isRightToLeft(label.displayText)
        do {
            // A text with line breaks is drawn as one line, a gap where each break was.
            for (lineIndex, line) in layout.lines.enumerated() {
                if lineIndex > 0 { pen += options.size }
                var runs = shaped.glyphRuns.compactMap { $0.glyphs(inUTF16: line.utf16Range) }
                if isRightToLeft { runs.reverse() }
                for run in runs {
                    let outline = try run.outline(size: options.size, x: pen, baseline: baseline, tracking: 0)
                    if !outline.path.isEmpty { paths += "<path d=\"\(outline.path)\"/>" }
                    pen += outline.advance
                }
            }
        } catch {
            throw AuditError(wrapping: error)
        }
        let width = max(pen, 1).rounded(.up)
        // An inline SVG sits on the baseline by its bottom edge; lowering it by the depth below
        // the drawn baseline lines the two up.
        return "<svg class=\"glyphs\" aria-hidden=\"true\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width.svgNumber)\" "
            + "height=\"\(height.svgNumber)\" viewBox=\"0 0 \(width.svgNumber) \(height.svgNumber)\" "
            + "style=\"vertical-align: -\((height - baseline).svgNumber)px\" fill=\"currentColor\">\(paths)</svg>"
    }
}
