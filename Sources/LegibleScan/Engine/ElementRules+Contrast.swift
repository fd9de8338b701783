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

    /// Below this ratio in every appearance, text is taken as drawn with placeholder colours.
    static let invisibleRatio = 1.5

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
        var measured = 0
        var highest = 0.0
        for appearance in appearances {
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
            measured += 1
            highest = max(highest, measurement.ratio)
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
        let size = kind.size.map { " at \(Self.number($0.points)) pt \((kind.weight ?? .regular).name)" } ?? ""
        let what = requirement.use == .largeText ? "large text" : "text"
        let message = "\(firstFailure)\(others), below \(Self.number(requirement.minimumRatio)):1, the WCAG \(level.rawValue) minimum for \(what)\(size)"
        // Text all but invisible in every appearance (under 1.5:1) is not what anyone designed:
        // its colours or background are set where the file does not show (code, an image).
        if measured == failures.count + 1, highest < Self.invisibleRatio {
            return [
                finding(
                    element, ScanRules.contrastText, "all but invisible as the file draws it, so its colours are likely set in code: \(message)",
                    severity: .note)
            ]
        }
        return [finding(element, ScanRules.contrastText, message)]
    }
}
