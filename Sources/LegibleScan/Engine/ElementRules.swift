import LegibleColor
import LegibleReporting
import LegibleTargets
import LegibleTokens
import LegibleTypeScale

/// The rules that judge one element on its own: `text.fixed-size`, `text.not-live`,
/// `text.shrinks`, `target.small`, `contrast.text`, `overflow.unknown-width` and the
/// `scan.unresolved` findings of colours nothing defines. (`overflow.label` needs every label
/// at once: ``ScanOverflowAudit``.)
struct ElementRules {
    let resources: ScanResources
    let configuration: ScanConfiguration
    let level: WCAGLevel
    /// The appearances contrast is measured in.
    let appearances: [ColorAppearance]

    func findings(for element: ScannedElement) -> [Finding] {
        var findings: [Finding] = []
        if element.kind.showsText {
            if let finding = fixedSize(element) { findings.append(finding) }
            if let finding = notLive(element) { findings.append(finding) }
            if let finding = shrinks(element) { findings.append(finding) }
            if let finding = unknownWidth(element) { findings.append(finding) }
            findings += contrast(element)
        }
        if element.kind.isInteractive, let finding = targetSize(element) { findings.append(finding) }
        return findings
    }

    func finding(_ element: ScannedElement, _ rule: RuleDescriptor, _ message: String, severity: Severity? = nil) -> Finding {
        Finding(id: element.findingID, rule: rule.id, severity: severity ?? rule.defaultSeverity, message: message, location: element.location)
    }

    // MARK: Text size

    func fixedSize(_ element: ScannedElement) -> Finding? {
        guard case .fixed(let size, let unit, let weight, let family) = element.font else { return nil }
        let font = "\(Self.number(size)) \(unit) \(family ?? "System") \(weight.name)"
        switch element.platform {
        case .iOS:
            if let judged = platformFixedSize(element, size: size, weight: weight, font: font) { return judged.finding }
            let style = TextStyleSuggestion.nearest(size: size, weight: weight)
            let metrics = DynamicType.metrics(for: style, category: DynamicType.defaultCategory)
            let weightNote = weight == metrics.weight ? "" : " at weight \(weight.name)"
            return finding(
                element, ScanRules.textFixedSize,
                "the font is a fixed \(font), which Dynamic Type never changes; use the \(style.displayName) text style "
                    + "(\(Self.number(metrics.size)) pt \(metrics.weight.name) at the default size)\(weightNote) with adjustsFontForContentSizeCategory")
        case .android:
            let role = TextStyleSuggestion.nearestRole(size: size, weight: weight)
            return finding(
                element, ScanRules.textFixedSize,
                "textSize is a fixed \(Self.number(size))\(unit), which the font size setting never changes; use \(Self.number(size))sp, "
                    + "or textAppearance \(role.displayName) (\(Self.number(role.style.size)) sp \(role.style.weight.name))")
        }
    }

    func notLive(_ element: ScannedElement) -> Finding? {
        guard element.platform == .iOS, case .textStyle(let style, _, false) = element.font else { return nil }
        return finding(
            element, ScanRules.textNotLive,
            "the \(style.displayName) text style is set without adjustsFontForContentSizeCategory, so the text changes size only after the app is relaunched")
    }

    func shrinks(_ element: ScannedElement) -> Finding? {
        guard let shrink = element.shrink else { return nil }
        let scale = shrink.minimumScale.map { " down to \(Self.number($0 * 100))% of its size" } ?? ""
        return finding(
            element, ScanRules.textShrinks,
            "\(shrink.mechanism) makes the text shrink\(scale) to fit its width instead of wrapping, undoing the larger text size a person chose; let it wrap")
    }

    func unknownWidth(_ element: ScannedElement) -> Finding? {
        guard element.text != nil, element.shrink == nil else { return nil }
        let family: String? =
            switch element.font {
            case .fixed(_, _, _, let family?)?, .scaled(_, _, _, let family?)?: family
            default: nil
            }
        if let family {
            return finding(
                element, ScanRules.unresolved,
                "the font \(family) is the app's own and the scan has no file for it, so the text was not audited for overflow "
                    + "(audit it with a layout spec naming the font file)", severity: .note)
        }
        switch element.textWidth {
        case .fixed, .maximum: return nil
        case .screen(let minus):
            guard configuration.screenWidth(for: element.platform) == nil else { return nil }
            let unit = element.platform == .android ? "dp" : "pt"
            return finding(
                element, ScanRules.unknownWidth,
                "the text is as wide as the screen less \(Self.number(minus)) \(unit), and the screen's width is not known; "
                    + "not audited for overflow (set scan: screen: \(element.platform == .android ? "android: 360" : "ios: 375") in legible.yaml)")
        case .unknown(let reason):
            return finding(
                element, ScanRules.unknownWidth, "\(reason); not audited for overflow (give the label a fixed width, or audit it with a layout spec)")
        }
    }

    // MARK: Targets

    func targetSize(_ element: ScannedElement) -> Finding? {
        guard element.width != nil || element.height != nil else { return nil }
        let platform = TargetPlatform(scanning: element)
        let unit = platform.unit.symbol
        let minimum = platform.minimum
        let outset = 2 * element.hitAreaOutset
        // A side the file leaves to the layout is taken as passing: only what is known can fail.
        let width = element.width.map { $0 + outset } ?? minimum.width
        let height = element.height.map { $0 + outset } ?? minimum.height
        let check = platform.check(TargetSize(width: width, height: height))
        guard !check.passes else { return nil }
        let subject: String =
            switch (element.width, element.height) {
            case (.some, .some): "hit area \(check.size) \(unit)"
            case (.some, nil): "hit area \(LengthFormat.string(width)) \(unit) wide"
            default: "hit area \(LengthFormat.string(height)) \(unit) tall"
            }
        let padding = element.hitAreaOutset > 0 ? " (with \(LengthFormat.string(element.hitAreaOutset)) \(unit) of padding on each side)" : ""
        return finding(
            element, ScanRules.targetSmall,
            "\(subject)\(padding) is under the \(platform.guideline) minimum of \(minimum) \(unit)\(platformReason(platform, element)); grow it by \(check.expansion.growthPhrase(unit: unit))"
        )
    }

    static func number(_ value: Double) -> String {
        LengthFormat.string(value)
    }
}

extension ScannedElement {
    /// The id findings about the element use: its id, with the layout folder's qualifiers.
    var findingID: String {
        qualifiers.isEmpty ? id : "\(id) [\(qualifiers.joined(separator: "-"))]"
    }
}

/// The text style or Material role nearest a fixed size, for `text.fixed-size`'s advice.
enum TextStyleSuggestion {
    /// The iOS text style whose size at the default category is nearest `size`; between styles
    /// of the same size (Body and Headline are both 17 pt), the one whose weight is nearest.
    static func nearest(size: Double, weight: FontWeight) -> TextStyle {
        TextStyle.allCases.min { lhs, rhs in
            distance(lhs, size: size, weight: weight) < distance(rhs, size: size, weight: weight)
        }!
    }

    private static func distance(_ style: TextStyle, size: Double, weight: FontWeight) -> (Double, Double) {
        let metrics = DynamicType.metrics(for: style, category: DynamicType.defaultCategory)
        return (abs(metrics.size - size), abs(metrics.weight.value - weight.value))
    }

    /// The Material 3 role whose size is nearest `size` (sp), then whose weight is nearest.
    static func nearestRole(size: Double, weight: FontWeight) -> MaterialTypeRole {
        MaterialTypeRole.allCases.min { lhs, rhs in
            (abs(lhs.style.size - size), abs(lhs.style.weight.value - weight.value))
                < (abs(rhs.style.size - size), abs(rhs.style.weight.value - weight.value))
        }!
    }
}
