import DesignSystem
import Foundation
import Legible

/// Runs Harbor's four checks and prints what they found.
///
/// Exit status: 0 when every check passes, 1 when one fails, 2 when a check cannot run (a font
/// that cannot be loaded, say). What fails:
/// - a colour pair under its WCAG AA ratio, in light or dark mode (APCA is advice: it never fails);
/// - a button title that does not fit its two lines up to xxxLarge, the largest standard text
///   size (the accessibility sizes are reported, not required);
/// - a chart palette that fails as designed, even when a fix is found;
/// - a control whose hit area is under 44 × 44 pt (overlaps are warnings and do not fail).
///
/// The type ramp is reference data: it never fails.
@main
struct DesignSystemChecks {
    static let titlesMustFitUpTo = DynamicTypeCategory.xxxLarge

    static func main() {
        do {
            exit(try run() ? 0 : 1)
        } catch {
            FileHandle.standardError.write(Data("DesignSystemChecks: \(error.localizedDescription)\n".utf8))
            exit(2)
        }
    }

    /// Prints the report; `true` when every check passes.
    static func run() throws -> Bool {
        var failed: [String] = []

        for (appearance, report) in checkColorPairs() {
            print("== Colour pairs, \(appearance) mode\n")
            print(report.rendered(as: .summary))
            if report.fails { failed.append("colour pairs (\(appearance))") }
        }

        print("== Type ramp\n")
        print(resolveTypeRamp().rendered(as: .text))
        print("== Button titles, \(String(format: "%g", HarborButton.titleWidth)) pt wide: the largest text size at which each fits\n")
        for (locale, oneLine, twoLines) in try fitButtonTitles() {
            let needs = oneLine.size(at: .large).map { String(format: "%.1f", $0.oneLineWidth) } ?? "?"
            print(
                "\(locale) \"\(oneLine.text)\": 1 line up to \(oneLine.fitsUpTo?.displayName ?? "none"), 2 lines up to \(twoLines.fitsUpTo?.displayName ?? "none") (\(needs) pt on one line at Large)"
            )
            if twoLines.fitsUpTo.map({ $0 < titlesMustFitUpTo }) ?? true { failed.append("button title (\(locale))") }
        }
        print("\n== Chart palette\n")
        let palette = try checkChartPalette()
        print(palette.rendered(as: .text))
        if palette.fails { failed.append("chart palette") }

        print("== Touch targets\n")
        let targets = checkTouchTargets()
        print(targets.rendered(as: .text))
        if targets.fails { failed.append("touch targets") }

        print(failed.isEmpty ? "Every check passes." : "Failed: \(failed.joined(separator: ", ")).")
        return failed.isEmpty
    }
}
