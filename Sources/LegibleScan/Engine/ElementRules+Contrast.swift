import LegibleColor
import LegibleReporting
import LegibleTokens
import LegibleTypeScale

extension ElementRules {
    /// How the text is delivered, for WCAG's large-text threshold: its size at the default
    /// text size and its weight. A text style at the default category, a Material role or a
    /// fixed or scaled size in points (dp and sp count as points, as iOS points do in
    /// `legible check`); normal text, the strictest, when the file gives no font.
    static func foregroundKind(of element: ScannedElement) -> ForegroundKind {
        switch element.font {
        case .textStyle(let style, let weight, _)?: .textStyle(style, weight: weight)
        case .materialRole(let role)?: .text(size: PointSize(role.style.size), weight: role.style.weight)
        case .scaled(let size, _, let weight, _)?: .text(size: PointSize(size), weight: weight)
        case .fixed(let size, _, let weight, _)?: .text(size: PointSize(size), weight: weight)
        case nil: .normalText
        }
    }

    /// `contrast.text`: the text colour over its background in each appearance, measured as
    /// `legible check` measures a pair (a translucent background composited over the
    /// appearance's backdrop, white or black; translucent text over the background), at the
    /// text's own size and weight. One finding lists every appearance that fails; a colour no
    /// file defines is a `scan.unresolved` finding instead; a colour without a known value is
    /// left unmeasured.
    func contrast(_ element: ScannedElement) -> [Finding] {
        // Without a background in the file, the one behind the text is set in code or by
        // whoever shows the view: not known, so not measured.
        guard let textColor = element.textColor, let backgroundColor = element.backgroundColor else { return [] }
        let kind = Self.foregroundKind(of: element)
        let requirement = WCAGRequirement(level: level, for: kind)
        var failures: [String] = []
        var firstFailure: String?
        for appearance in element.platform == .android ? androidAppearances : appearances {
            let foreground = resources.resolve(textColor, in: appearance)
            let background = resources.resolve(backgroundColor, in: appearance)
            if case .missing(let reason) = foreground {
                return [finding(element, ScanRules.unresolved, "the text colour cannot be resolved: \(reason); its contrast was not measured")]
            }
            if case .missing(let reason) = background {
                return [finding(element, ScanRules.unresolved, "the background colour cannot be resolved: \(reason); the text's contrast was not measured")]
            }
            guard case .resolved(let text, let textName) = foreground, case .resolved(let back, let backName) = background else { continue }
            let backdrop = ScanResources.defaultBackground(in: appearance)
            let measurement = ContrastMeasurement(foreground: text, background: back, backdrops: [backdrop])
            guard !measurement.meets(requirement) else { continue }
            let ratio = WCAG.formattedRatio(measurement.ratio)
            if firstFailure == nil {
                firstFailure = "\(textName) on \(backName) is \(ratio) in \(appearance.rawValue)"
            } else {
                failures.append("\(ratio) in \(appearance.rawValue)")
            }
        }
        guard let firstFailure else { return [] }
        let others = failures.isEmpty ? "" : " (and \(failures.joined(separator: ", ")))"
        let size = kind.size.map { " at \(Self.number($0.points)) \(Self.sizeUnit(of: element)) \((kind.weight ?? .regular).name)" } ?? ""
        let what = requirement.use == .largeText ? "large text" : "text"
        return [
            finding(
                element, ScanRules.contrastText,
                "\(firstFailure)\(others), below \(Self.number(requirement.minimumRatio)):1, the WCAG \(level.rawValue) minimum for \(what)\(size)")
        ]
    }

    /// The unit a text size is written in for the element's platform: points on iOS; on Android
    /// sp for a size that scales (an sp size, a Material role), else the unit the layout wrote.
    static func sizeUnit(of element: ScannedElement) -> String {
        guard element.platform == .android else { return "pt" }
        if case .fixed(_, let unit, _, _)? = element.font { return unit }
        return "sp"
    }

    /// The appearances Android text is measured in: light and dark — Android has no Increase
    /// Contrast, so a configured increased-contrast appearance counts as its base one — less the
    /// one a night mode fixed in the app's code (`setDefaultNightMode(MODE_NIGHT_NO)`) never shows.
    ///
    /// - Parameters:
    ///   - configured: `legible.yaml`'s `appearances`, `nil` for both.
    ///   - nightMode: the night mode the app's code fixes, if any.
    static func androidAppearances(configured: [ColorAppearance]?, nightMode: AndroidSourceFacts.NightMode?) -> [ColorAppearance] {
        var result: [ColorAppearance] = []
        for appearance in configured ?? [.light, .dark] {
            let base: ColorAppearance = appearance.isDark ? .dark : .light
            if !result.contains(base) { result.append(base) }
        }
        guard let nightMode else { return result }
        let fixed: ColorAppearance = nightMode == .dark ? .dark : .light
        return result.contains(fixed) ? [fixed] : result
    }
}
