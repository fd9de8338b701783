import Foundation
import LegibleReporting

extension DeclaredContrastReport {
    /// The `summary` format: one line per pair, then the nearest passing colours of the pairs that
    /// fail, then the notes.
    ///
    /// ```
    /// 2 pairs checked at AA: 1 pass, 1 fail.
    ///
    ///         Ratio  Pair                      Declared as                        Needs              APCA Lc
    /// pass  21.00:1  text.primary on surface   Body at Large, 17 pt Regular       normal text 4.5:1    106.0
    /// FAIL   4.47:1  text.tertiary on surface  Caption 1 at Large, 12 pt Regular  normal text 4.5:1     71.1
    ///
    /// Nearest passing colours:
    ///   text.tertiary on surface: foreground #767676 (4.54:1, ΔE OK 0.003), or background #060606 (4.52:1, ΔE OK 0.878)
    /// ```
    func summaryText() -> String {
        var table = [["", "Ratio", "Pair", "Declared as", "Needs", "APCA Lc"]]
        var fixes: [String] = []
        var notes: [String] = []
        for entry in entries {
            let (pair, result) = (entry.pair, entry.result)
            let name = "\(pair.foreground) on \(pair.background)"
            let requirement = result.requirement
            table.append([
                result.passes ? "pass" : "FAIL", WCAG.formattedRatio(result.measurement.ratio), name, pair.kind.description,
                "\(requirement.useDescription) \(requirement.minimumRatioText)", result.apcaContrast.map { String(format: "%.1f", $0) } ?? "",
            ])
            if !result.passes, let suggestions = result.suggestions {
                let found = [("foreground", suggestions.foreground), ("background", suggestions.background)].compactMap { role, suggestion in
                    suggestion.map { "\(role) \($0.color.hex) (\(WCAG.formattedRatio($0.ratio)), ΔE OK \(String(format: "%.3f", $0.deltaEOK)))" }
                }
                fixes.append("  \(name): \(found.isEmpty ? "no lightness of either hue passes" : found.joined(separator: ", or "))")
            }
            notes += result.notes.map { "  \(name): \($0)" }
        }
        var sections = [
            "\(entries.count) pair\(entries.count == 1 ? "" : "s") checked at \(level.rawValue): \(entries.count - failingCount) pass, \(failingCount) fail.",
            TextTable.render(table),
        ]
        if !fixes.isEmpty { sections.append((["Nearest passing colours:"] + fixes).joined(separator: "\n")) }
        if !notes.isEmpty { sections.append((["Notes:"] + notes).joined(separator: "\n")) }
        return sections.joined(separator: "\n\n")
    }
}
