import LegibleColor
import LegibleReporting
import LegibleSyntax

extension PaletteReport {
    /// The palette as each condition sees it, as a standalone SVG document: one column per
    /// condition (normal vision first), one row per colour, each swatch labelled with the colour it
    /// shows; the minimum ΔE00 under each column, marked when below the threshold.
    ///
    /// ```swift
    /// try report.svg().write(toFile: "palette.svg", atomically: true, encoding: .utf8)
    /// ```
    public func svg() -> String {
        let (swatchWidth, swatchHeight, gap, labelWidth, header) = (120, 44, 8, 170, 56)
        let width = labelWidth + conditions.count * (swatchWidth + gap) + gap
        let height = header + colors.count * (swatchHeight + gap) + 40
        var lines = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)" font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="12">"#,
            #"<rect width="100%" height="100%" fill="\#(background?.hex ?? "#ffffff")"/>"#,
        ]
        let textColor =
            (background.map { $0.contrastRatio(to: .black) >= $0.contrastRatio(to: .white) } ?? true)
            ? "#000000" : "#ffffff"
        for (column, result) in conditions.enumerated() {
            let x = labelWidth + column * (swatchWidth + gap)
            lines.append(
                #"<text x="\#(x)" y="20" fill="\#(textColor)" font-weight="bold">\#(XMLText.escaped(result.condition.name))</text>"#)
            if let simulation = result.condition.simulation {
                lines.append(
                    #"<text x="\#(x)" y="36" fill="\#(textColor)" font-size="10">\#(XMLText.escaped(simulation.method.citation))</text>"#)
            }
            for (row, seen) in result.seen.enumerated() {
                let y = header + row * (swatchHeight + gap)
                let label = seen.contrastRatio(to: .black) >= seen.contrastRatio(to: .white) ? "#000000" : "#ffffff"
                lines.append(
                    #"<rect x="\#(x)" y="\#(y)" width="\#(swatchWidth)" height="\#(swatchHeight)" rx="4" fill="\#(seen.hex)"/>"#)
                lines.append(
                    #"<text x="\#(x + 8)" y="\#(y + 27)" fill="\#(label)" font-family="monospace">\#(seen.hex)</text>"#)
            }
            let y = header + colors.count * (swatchHeight + gap) + 16
            let minimum = result.closestPair.map { formatted($0.deltaE) } ?? "–"
            let mark = result.passes ? "" : " ✗"
            lines.append(
                #"<text x="\#(x)" y="\#(y)" fill="\#(textColor)">min ΔE00 \#(minimum)\#(mark)</text>"#)
        }
        for (row, entry) in colors.enumerated() {
            let y = header + row * (swatchHeight + gap) + 27
            lines.append(#"<text x="\#(gap)" y="\#(y)" fill="\#(textColor)">\#(XMLText.escaped(entry.label))</text>"#)
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func formatted(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

}
