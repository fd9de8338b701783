import DesignSystem
import Legible

/// Task 3: the status chart's colours for people with red–green colour-vision deficiency
/// (protanopia, deuteranopia; ΔE00 ≥ 10 between every pair), and against the surface as
/// non-text (3:1), with the smallest change that makes them pass.
func checkChartPalette() throws -> PaletteCheckReport {
    let check = try PaletteCheck(background: HarborColor.surface.light)
    let colors = HarborChart.statusSeries.map { PaletteColor(color: $0.color, name: $0.name) }
    return PaletteCheckReport(checking: colors, with: check, paletteName: "status chart", suggesting: true)
}
