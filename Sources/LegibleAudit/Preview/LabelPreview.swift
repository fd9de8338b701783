import Foundation
import LegibleCatalogs
import LegibleReporting
import LegibleShaping
import LegibleSyntax
import LegibleTypeScale

/// An SVG picture of one overflowing label: at the largest size where it still fits and at every
/// size where it does not, the label's box at its available width and line limit, and the text
/// drawn with the font's real glyph outlines (FreeType), in grey inside the box and in red where
/// it runs out of it.
///
/// One-line labels are drawn on one line, running past the box's edge (the trailing edge for
/// right-to-left text); labels with a line limit are wrapped at the width, and the lines beyond
/// the limit fall below the box.
///
/// ```swift
/// let overflowing = result.labels.filter { $0.firstOverflow != nil }
/// let plan = try auditor.previewPlan(for: overflowing)
/// for index in plan.fileNames.indices {
///     let preview = try plan.preview(at: index)   // one SVG in memory at a time
///     try preview.svg.write(toFile: "previews/\(preview.fileName)", atomically: true, encoding: .utf8)
/// }
/// ```
public struct LabelPreview: Sendable, Hashable {
    /// A file name from the key, locale and variant: `settings.save.de.svg`.
    public let fileName: String
    /// The SVG document.
    public let svg: String
}

/// The previews of some labels, drawn one at a time: the file names are decided up front (so a
/// caller can check every destination before writing any), each SVG only when asked for, so
/// however many labels there are, one picture is in memory at a time.
public struct LabelPreviewPlan: Sendable {
    /// The most previews ``OverflowAuditor/previewPlan(for:maximumPreviews:)`` plans unless told
    /// otherwise: 1,000.
    public static let defaultMaximumPreviews = 1_000

    /// The labels, in the order given.
    public let labels: [LabelAudit]
    /// Each label's file name (``OverflowAuditor/previewFileName(for:used:)``), unique even
    /// ignoring case.
    public let fileNames: [String]
    /// Which sizes each picture shows: every overflowing size (files), or the first and the
    /// largest (a page with many pictures).
    package var sizes = PreviewSizes.everyOverflow
    let measurers: MeasurerSet

    init(labels: [LabelAudit], fontsDirectory: String?) throws(AuditError) {
        measurers = try MeasurerSet(
            setups: Set(labels.map { FontSetup(layout: $0.layout, locale: $0.entry.locale, legibilityWeight: $0.legibilityWeight) }),
            fontsDirectory: fontsDirectory)
        var used = Set<String>()
        var nextNumbers: [String: Int] = [:]
        fileNames = labels.map { OverflowAuditor.previewFileName(for: $0, used: &used, nextNumbers: &nextNumbers) }
        self.labels = labels
    }

    /// Draws the preview of the label at `index`.
    ///
    /// - Parameter index: an index of ``labels``.
    /// - Throws: ``AuditError`` when a font cannot be read for its outlines.
    public func preview(at index: Int) throws(AuditError) -> LabelPreview {
        var svg = ""
        try writePreview(at: index, to: &svg)
        return LabelPreview(fileName: fileNames[index], svg: svg)
    }

    /// Draws the preview of the label at `index` straight into `output`, a row at a time (for a
    /// file: the whole SVG is never in memory).
    ///
    /// - Parameters:
    ///   - index: an index of ``labels``.
    ///   - output: where the SVG goes.
    /// - Throws: ``AuditError`` when a font cannot be read for its outlines; part of the SVG may
    ///   have been written by then.
    public func writePreview(at index: Int, to output: inout some TextOutputStream) throws(AuditError) {
        try writePreview(at: index, idPrefix: "", to: &output)
    }

    /// ``writePreview(at:to:)`` with `idPrefix` before every element ID, so that many pictures
    /// can share one HTML page.
    package func writePreview(at index: Int, idPrefix: String, to output: inout some TextOutputStream) throws(AuditError) {
        let label = labels[index]
        let measurer = measurers[FontSetup(layout: label.layout, locale: label.entry.locale, legibilityWeight: label.legibilityWeight)]
        do {
            try PreviewRenderer(label: label, measurer: measurer, idPrefix: idPrefix, sizes: sizes).write(to: &output)
        } catch {
            throw AuditError(wrapping: error)
        }
    }
}

extension OverflowAuditor {
    /// Plans SVG previews of labels (usually the overflowing ones): fonts loaded and file names
    /// chosen, each picture drawn when asked for.
    ///
    /// - Parameters:
    ///   - labels: the labels to draw.
    ///   - maximumPreviews: the most labels drawn, checked before any font is loaded: 1,000 by
    ///     default (``LabelPreviewPlan/defaultMaximumPreviews``). 10,000 previews were 166 s and
    ///     6.6 GB of SVG; a run that overflows that much needs its layout fixed first.
    /// - Throws: ``AuditError`` when a font cannot be loaded, or there are more labels than
    ///   `maximumPreviews`.
    public func previewPlan(
        for labels: [LabelAudit], maximumPreviews: Int = LabelPreviewPlan.defaultMaximumPreviews
    ) throws(AuditError) -> LabelPreviewPlan {
        guard labels.count <= maximumPreviews else {
            throw AuditError(
                "\(labels.count) overflowing labels to draw as previews, over the limit of \(maximumPreviews) previews "
                    + "(LabelPreviewPlan.defaultMaximumPreviews); fix the layout first, or narrow the audit (--locale, a layout spec's labels)")
        }
        return try LabelPreviewPlan(labels: labels, fontsDirectory: options.fontsDirectory)
    }

    /// SVG previews of labels, all in memory at once; for many labels, draw them one at a
    /// time with ``previewPlan(for:maximumPreviews:)``.
    ///
    /// - Parameter labels: the labels to draw.
    /// - Throws: ``AuditError`` when a font cannot be loaded or read for its outlines.
    public func previews(for labels: [LabelAudit]) throws(AuditError) -> [LabelPreview] {
        let plan = try previewPlan(for: labels)
        var previews: [LabelPreview] = []
        for index in plan.labels.indices { previews.append(try plan.preview(at: index)) }
        return previews
    }

    /// The preview file name of a label: `key.locale[.variant][.pseudo][.bold-text].svg`, with every character
    /// but ASCII letters, digits, `.`, `_` and `-` replaced by `_`, and a
    /// number added when two labels would share a name.
    public static func previewFileName(for label: LabelAudit, used: inout Set<String>) -> String {
        var nextNumbers: [String: Int] = [:]
        return previewFileName(for: label, used: &used, nextNumbers: &nextNumbers)
    }

    /// ``previewFileName(for:used:)``, remembering per base name the number to try next, so
    /// many labels whose names clash (keys in a script other than Latin all become `_`) take
    /// linear time, not quadratic. Every number below it is taken, so the names are the same.
    static func previewFileName(for label: LabelAudit, used: inout Set<String>, nextNumbers: inout [String: Int]) -> String {
        var parts = [label.entry.key, label.entry.locale]
        if let variant = label.entry.variant { parts.append(variant) }
        if label.isPseudo { parts.append("pseudo") }
        if label.legibilityWeight.isBoldText { parts.append("bold-text") }
        let base = String(
            parts.joined(separator: ".").unicodeScalars.map { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "_"
            }.prefix(200))
        var name = base + ".svg"
        if used.insert(name.lowercased()).inserted { return name }
        let folded = base.lowercased()
        var number = nextNumbers[folded] ?? 2
        name = "\(base)-\(number).svg"
        while !used.insert(name.lowercased()).inserted {
            number += 1
            name = "\(base)-\(number).svg"
        }
        nextNumbers[folded] = number + 1
        return name
    }
}

/// Which sizes a preview draws, besides the largest size where the label still fits.
package enum PreviewSizes: Sendable, Hashable {
    /// Every size where the label overflows (the `--preview` files).
    case everyOverflow
    /// The first size where it overflows and the largest: an HTML page of 25 labels drawn at
    /// every size was 2 MB.
    case firstAndLargestOverflow
}

/// Draws one label's preview rows.
struct PreviewRenderer {
    let label: LabelAudit
    let measurer: TextMeasurer
    /// Put before every element ID: pictures inlined in one page need IDs of their own.
    var idPrefix = ""
    var sizes = PreviewSizes.everyOverflow

    static let margin = 24.0
    static let captionHeight = 22.0
    static let rowGap = 18.0
    static let minimumWidth = 560.0

    struct Row {
        let measurement: CategoryMeasurement
        let layout: TextLayout
        let shaped: ShapedText
        let options: LayoutOptions
        let boxHeight: Double
        let height: Double
    }

    /// Writes the SVG a row at a time: each row's glyph outlines are drawn only when it is written.
    func write(to output: inout some TextOutputStream) throws(FontError) {
        let rows = self.rows()
        let widest = rows.map { max($0.layout.width, $0.measurement.availableWidth) }.max() ?? label.layout.width
        // Wide enough for the captions too (about 7 pt per character at 12 pt).
        let width = max(Self.margin * 2 + widest, Self.minimumWidth).rounded(.up)
        let height = (Self.margin * 2 + rows.map { $0.height + Self.rowGap }.reduce(0, +) + Self.captionHeight).rounded(.up)
        let boldText = label.legibilityWeight.isBoldText ? ", Bold Text" : ""
        let title = "\(label.entry.key) [\(label.entry.locale)\(label.entry.variant.map { " \($0)" } ?? "")]\(boldText)"
        output.write(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width.svgNumber)" height="\(height.svgNumber)" viewBox="0 0 \(width.svgNumber) \(height.svgNumber)">
            <title>\(XMLText.escaped(title))</title>
            <rect width="100%" height="100%" fill="#ffffff"/>
            <text x="\(Self.margin)" y="\(Self.margin + 4)" font-family="sans-serif" font-size="14" font-weight="bold" fill="#1c1c1e">\(XMLText.escaped(title)): \(XMLText.escaped(verdict))</text>

            """)
        var top = Self.margin + Self.captionHeight
        for (index, row) in rows.enumerated() {
            let drawn = try draw(row, top: top, index: index, widest: widest)
            output.write(drawn)
            top += row.height + Self.rowGap
        }
        output.write("</svg>\n")
    }

    private var verdict: String {
        label.overflowVerdict
    }

    /// The largest fitting category for context, then every category that overflows (or the
    /// first and the largest of them).
    private func rows() -> [Row] {
        var chosen = label.measurements.filter { !$0.fits }
        if sizes == .firstAndLargestOverflow, chosen.count > 2 { chosen = [chosen[0], chosen[chosen.count - 1]] }
        if let fitting = label.fitsUpToStep, let context = label.measurements.first(where: { $0.step == fitting }) {
            chosen.insert(context, at: 0)
        }
        var shapes: [ShapedText] = []
        return chosen.map { measurement in
            var options = OverflowAuditor.layoutOptions(label.layout, step: measurement.step)
            // Draw the whole text: on one line for a one-line label, wrapped without a limit otherwise.
            if label.layout.maxLines == 1 { options.width = nil }
            options.maxLines = 0
            let key = measurer.shapingKey(forSize: options.size, tracking: options.tracking)
            let shaped = shapes.first { $0.key == key } ?? measurer.shape(label.displayText, key: key)
            if !shapes.contains(where: { $0.key == key }) { shapes.append(shaped) }
            let layout = shaped.layout(options)
            let boxLines = label.layout.maxLines == 0 ? max(1, layout.lineCount) : label.layout.maxLines
            let boxHeight = Double(boxLines) * layout.lineHeight
            let textHeight = Double(layout.lineCount) * layout.lineHeight
            return Row(
                measurement: measurement, layout: layout, shaped: shaped, options: options, boxHeight: boxHeight,
                height: Self.captionHeight + max(boxHeight, textHeight))
        }
    }

    private func draw(_ row: Row, top: Double, index: Int, widest: Double) throws(FontError) -> String {
        let measurement = row.measurement
        let boxTop = top + Self.captionHeight
        let available = measurement.availableWidth
        let isRightToLeft = Self.isRightToLeft(label.displayText)
        // Right-to-left text overflows to the left: its box stands at the right of the picture,
        // so the overflow stays inside it.
        let boxLeft = isRightToLeft ? Self.margin + widest - available : Self.margin
        let unit = label.layout.platform.lengthUnit
        var caption =
            "\(measurement.step.displayName) · \(measurement.size.points) \(unit) · needs \(measurement.requiredWidth.points) \(unit) of \(available.points) \(unit)"
        if label.layout.maxLines != 1 {
            caption +=
                " · \(measurement.lines) line\(measurement.lines == 1 ? "" : "s") of \(label.layout.maxLines == 0 ? "any" : String(label.layout.maxLines))"
        }
        caption += measurement.fits ? " · fits" : " · overflows by \(measurement.overflow.points) \(unit)"
        let tracking = row.options.tracking.points(atSize: row.options.size)
        // Lines within the limit overflow only sideways; lines beyond it are overflow whole.
        var within = ""
        var beyond = ""
        for (lineIndex, line) in row.layout.lines.enumerated() {
            let baseline = boxTop + Double(lineIndex) * row.layout.lineHeight + row.layout.lineHeight / 2 + row.options.size * 0.35
            var pen = isRightToLeft ? boxLeft + available - line.width : boxLeft
            var runs = row.shaped.glyphRuns.compactMap { $0.glyphs(inUTF16: line.utf16Range) }
            if isRightToLeft { runs.reverse() }
            var glyphs = ""
            for (runIndex, run) in runs.enumerated() {
                if runIndex > 0 { pen += tracking }
                let outline = try run.outline(size: row.options.size, x: pen, baseline: baseline, tracking: tracking)
                if !outline.path.isEmpty { glyphs += "<path d=\"\(outline.path)\"/>" }
                pen += outline.advance
            }
            if label.layout.maxLines > 1 && lineIndex >= label.layout.maxLines { beyond += glyphs } else { within += glyphs }
        }
        let clip = "\(idPrefix)box\(index)"
        let box = "x=\"\(boxLeft.svgNumber)\" y=\"\(boxTop.svgNumber)\" width=\"\(available.svgNumber)\" height=\"\(row.boxHeight.svgNumber)\""
        let heading = """
            <text x="\(Self.margin.svgNumber)" y="\((top + 15).svgNumber)" font-family="sans-serif" font-size="12" fill="\(measurement.fits ? "#248a3d" : "#c41e3a")">\(XMLText.escaped(caption))</text>
            <rect \(box) fill="#f2f2f7" stroke="#8e8e93" stroke-width="1"/>
            """
        // A size that fits is never drawn in red, not even a mark or descender that hangs below
        // the box: the box is the line's height, not the ink's.
        guard !measurement.fits else {
            return "<g>\n\(heading)\n<g fill=\"#1c1c1e\">\(within + beyond)</g>\n</g>\n\n"
        }
        // The box's width, top to bottom of the picture: ink above or below it is not overflow.
        let band = "x=\"\(boxLeft.svgNumber)\" y=\"0\" width=\"\(available.svgNumber)\" height=\"100%\""
        return """
            <g>
            \(heading)
            <clipPath id="\(clip)"><rect \(band)/></clipPath>
            <mask id="\(clip)-outside"><rect x="0" y="0" width="100%" height="100%" fill="white"/><rect \(band) fill="black"/></mask>
            <g fill="#3a3a3c" clip-path="url(#\(clip))">\(within)</g>
            <g fill="#d70015" mask="url(#\(clip)-outside)">\(within)</g>
            <g fill="#d70015">\(beyond)</g>
            </g>

            """
    }

    /// Whether the paragraph's first strong letter is Hebrew, Arabic or another right-to-left script.
    static func isRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
            default: return false
            }
        }
        return false
    }
}

extension Double {
    /// Up to two decimals for SVG attributes.
    var svgNumber: String { DecimalText.string(self, decimals: 2) }
}
