import DesignSystem
import Legible

/// Task 1: every colour pairing in light and in dark mode at WCAG 2.2 AA — the ratio each text
/// style needs at the default size (large text from 18 pt, or 14 pt bold), APCA's Lc as advice —
/// and the nearest passing colours of each pair that fails.
func checkColorPairs() -> [(appearance: String, report: DeclaredContrastReport)] {
    [("light", \HarborColor.light), ("dark", \HarborColor.dark)].map { appearance, color in
        let pairs = HarborColorPairing.all.map { pairing in
            DeclaredContrastPair(
                foreground: pairing.foreground.name, pairing.foreground[keyPath: color],
                background: pairing.background.name, pairing.background[keyPath: color], as: pairing.kind)
        }
        return (appearance, DeclaredContrastReport(checking: pairs, level: .aa, includesSuggestions: true))
    }
}
