import DesignSystem
import Legible

/// Task 2a: the type ramp at every content size category, with Bold Text off and on: the size,
/// leading, weight and tracking iOS draws each role with.
func resolveTypeRamp() -> TypeRampReport {
    TypeRampReport(roles: HarborTextRole.ramp.map { TypeRampReport.Role($0.name, $0.style, weight: $0.weight) })
}

/// Task 2b: the primary button's title in German, Arabic and Chinese, on one line and on two,
/// measured with real fonts (HarfBuzz shaping, ICU line breaking) at every text size.
func fitButtonTitles(with fitter: LabelFitter = LabelFitter()) throws -> [(locale: String, oneLine: LabelFit, twoLines: LabelFit)] {
    let button = ResolvedTextStyle(HarborTextRole.button.style, weight: HarborTextRole.button.weight)
    return try HarborButton.manageNotifications.map { locale, title in
        func fit(lines: Int) throws -> LabelFit {
            let label = LabelLayout(sizing: .textStyle(button.style), weight: button.weight, width: HarborButton.titleWidth, maxLines: lines)
            return try fitter.fit(title, in: label, locale: locale)
        }
        return (locale, try fit(lines: 1), try fit(lines: 2))
    }
}
