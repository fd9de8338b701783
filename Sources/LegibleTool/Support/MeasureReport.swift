import LegibleShaping

/// One measured text, as `legible measure` prints it.
struct MeasureReport: Encodable {
    let text: String
    let size: Double
    /// The longest line, in points, unrounded.
    let width: Double
    let lines: [Line]
    let lineCount: Int
    let height: Double
    let lineHeight: Double
    let fits: Bool
    let overflow: Double
    let missingCharacters: [Missing]
    /// The primary font's family at this size.
    let font: String
    /// Points added after each cluster.
    let tracking: Double
    /// Characters (grapheme clusters) kept before "…", when the text was truncated.
    let truncatedAt: Int?

    struct Line: Encodable {
        let text: String
        let width: Double
    }

    struct Missing: Encodable {
        let character: String
        let codePoint: String
    }

    init(text: String, layout: TextLayout, font: String, tracking: Double) {
        self.text = text
        size = layout.size
        width = layout.width
        lines = layout.lines.map { Line(text: $0.text, width: $0.width) }
        lineCount = layout.lineCount
        height = layout.height
        lineHeight = layout.lineHeight
        fits = layout.fits
        overflow = layout.overflow
        missingCharacters = layout.missingCharacters.map {
            Missing(character: String($0.scalar), codePoint: String($0.description.prefix { $0 != " " }))
        }
        self.font = font
        self.tracking = tracking
        truncatedAt = layout.truncation?.keptCharacters
    }

    /// The human-readable report.
    func text(setup: MeasureSetup) -> String {
        var out = [String]()
        out.append("\"\(text)\"")
        out.append("  \(setup.sizeLabel), \(font), tracking \(tracking.reportText(decimals: 3)) pt (\(setup.trackingLabel)), line height \(lineHeight.reportText(decimals: 2)) pt")
        var summary = "  width \(width.reportText(decimals: 2)) pt, \(lineCount) line\(lineCount == 1 ? "" : "s"), height \(height.reportText(decimals: 2)) pt"
        if let limit = setup.options.width {
            let maxLines = setup.options.maxLines
            summary += "; box \(limit.reportText(decimals: 2)) pt × \(maxLines == 0 ? "any number of lines" : "\(maxLines) line\(maxLines == 1 ? "" : "s")")"
            summary += fits ? ": fits" : ": DOES NOT FIT, overflow \(overflow.reportText(decimals: 2)) pt"
        }
        out.append(summary)
        let numberWidth = String(lines.count).count
        for (index, line) in lines.enumerated() {
            let number = String(index + 1)
            out.append("  \(String(repeating: " ", count: numberWidth - number.count))\(number)  \(line.width.reportText(decimals: 2).leftPadded(to: 8)) pt  \(line.text)")
        }
        if let truncatedAt { out.append("  truncated after \(truncatedAt) character\(truncatedAt == 1 ? "" : "s")") }
        if !missingCharacters.isEmpty {
            out.append("  missing from every font (measured as .notdef): \(missingCharacters.map { "\($0.codePoint) \($0.character)" }.joined(separator: ", "))")
        }
        return out.joined(separator: "\n")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
