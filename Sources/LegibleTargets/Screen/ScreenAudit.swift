import LegibleReporting

/// Every touch-target check on one screen, as findings (`Finding` from LegibleReporting).
///
/// For each interactive element (elements with `interactive: false` are skipped):
/// - `target.size.<platform>` (error): the hit area is under the platform's minimum; the
///   message says how much to grow it. Under `wcag-aa` an undersized target that meets the
///   spacing exception is a note instead, and one that does not is an error naming what its
///   circle intersects.
/// - `target.tabbar.width` (error): a tab bar's width ÷ tab count is under the minimum width.
/// - `target.tabbar.count` (warning, `ios` and `android`): not 3 to 5 tabs, which the HIG
///   (iPhone tab bars) and Material (navigation bars) recommend.
/// - `target.spacing` (error, platforms other than `wcag-aa`): the target is under 24 × 24 and
///   its spacing circle intersects another target or circle, so it fails WCAG 2.5.8 as well.
/// - `target.overlap` (warning): its hit area overlaps another element's; a tap there reaches
///   only one of them.
///
/// ```swift
/// let screen = Screen(elements: [
///     ScreenElement(id: "back", frame: TargetRect(x: 8, y: 50, width: 30, height: 30)),
///     ScreenElement(id: "title", frame: TargetRect(x: 60, y: 50, width: 200, height: 30), isInteractive: false),
/// ])
/// let audit = ScreenAudit(screen: screen, platform: .ios)
/// audit.findings.map(\.rule)     // ["target.size.ios"]
/// audit.passes                   // false
/// ```
public struct ScreenAudit: Sendable {
    /// The screen checked.
    public let screen: Screen
    /// Whose minimum size applied.
    public let platform: TargetPlatform
    /// Every touch target, tab by tab, with how it fared.
    public let targets: [AuditedTarget]
    /// Findings in the order of the elements they are about.
    public let findings: [Finding]

    /// Runs every check on `screen` with `platform`'s minimum size.
    public init(screen: Screen, platform: TargetPlatform) {
        self.screen = screen
        self.platform = platform

        let elements = screen.elements.filter(\.isInteractive)
        let slices = elements.flatMap { element in
            element.targets.enumerated().map { index, rect in
                (element: element, id: element.targets.count > 1 ? "\(element.id).tab\(index + 1)" : element.id, rect: rect)
            }
        }
        let spacing = SpacingException.evaluate(slices.map(\.rect))
        let context = FindingContext(platform: platform, spacing: spacing, slices: slices.map { ($0.element.id, $0.id) })

        var findings: [Finding] = []
        var failedElements: Set<String> = []
        for (elementIndex, element) in elements.enumerated() {
            let indices = slices.indices.filter { slices[$0].element.id == element.id }
            let elementFindings =
                context.sizeFindings(for: element, sliceIndices: indices)
                + context.tabCountFindings(for: element)
                + context.spacingFindings(for: element, sliceIndices: indices)
                + context.overlapFindings(for: element, after: elements[(elementIndex + 1)...])
            if elementFindings.contains(where: { $0.severity == .error }) { failedElements.insert(element.id) }
            findings += elementFindings
        }
        self.findings = findings
        self.targets = slices.indices.map { index in
            AuditedTarget(
                id: slices[index].id, elementID: slices[index].element.id, rect: slices[index].rect,
                spacing: spacing[index], elementFailed: failedElements.contains(slices[index].element.id))
        }
    }

    /// True when no finding is an error.
    public var passes: Bool { !findings.contains { $0.severity == .error } }
}

/// One touch target after the checks: an element's hit area, or one tab of a tab bar.
public struct AuditedTarget: Sendable, Hashable {
    /// The element id, or `<element>.tab<n>` for the n-th tab (1-based) of a tab bar.
    public let id: String
    /// The id of the element the target belongs to.
    public let elementID: String
    /// The hit area.
    public let rect: TargetRect
    /// How the target fares under WCAG 2.5.8's spacing exception.
    public let spacing: SpacingResult
    /// True when an error was reported for the target's element.
    public let elementFailed: Bool
}

/// What the finding builders share: the platform and the spacing results by slice.
private struct FindingContext {
    let platform: TargetPlatform
    let spacing: [SpacingResult]
    /// (element id, target id) for each slice, in the order of `spacing`.
    let slices: [(elementID: String, id: String)]

    private var unit: String { platform.unit.symbol }

    func sizeFindings(for element: ScreenElement, sliceIndices: [Int]) -> [Finding] {
        let rule = "target.size.\(platform.rawValue)"
        let minimum = platform.minimum
        let check: TargetCheck
        let subject: String
        switch element.role {
        case .control:
            check = platform.check(element.hitArea.size)
            guard !check.passes else { return [] }
            subject = "hit area \(check.size) \(unit)"
        case .tabBar(let count):
            let tab = element.targets.first?.size ?? .zero
            // Tab width has its own rule; this one is about height.
            check = platform.check(TargetSize(width: max(tab.width, minimum.width), height: tab.height))
            guard !check.passes else { return [] }
            subject = "each of its \(count) tabs is \(LengthFormat.string(tab.height)) \(unit) tall, and its hit area"
        }
        let requirement = "under the \(platform.guideline) minimum of \(minimum) \(unit)"
        let growth = "grow it by \(Self.phrase(check.expansion, unit: unit))"
        guard platform.hasSpacingException else {
            return [Finding(id: element.id, rule: rule, severity: .error, message: "\(subject) is \(requirement); \(growth)")]
        }
        let conflicts = sliceIndices.flatMap { spacing[$0].conflicts }
        if conflicts.isEmpty {
            return [Finding(
                id: element.id, rule: rule, severity: .note,
                message: "\(subject) is \(requirement) but passes by the spacing exception: its \(LengthFormat.string(SpacingException.diameter)) \(unit) circle is clear of other targets")]
        }
        return [Finding(
            id: element.id, rule: rule, severity: .error,
            message: "\(subject) is \(requirement), and its \(LengthFormat.string(SpacingException.diameter)) \(unit) spacing circle intersects \(describe(conflicts, excluding: element.id)); \(growth), or move it away")]
    }

    func tabCountFindings(for element: ScreenElement) -> [Finding] {
        guard case .tabBar(let count) = element.role else { return [] }
        var findings: [Finding] = []
        let width = element.hitArea.width, minimumWidth = platform.minimum.width
        if width / Double(count) < minimumWidth - LengthTolerance.value {
            let fitting = Int((width + LengthTolerance.value) / minimumWidth)
            findings.append(Finding(
                id: element.id, rule: "target.tabbar.width", severity: .error,
                message: "\(LengthFormat.string(width)) \(unit) ÷ \(count) tabs = \(LengthFormat.string(width / Double(count))) \(unit) per tab, under the \(LengthFormat.string(minimumWidth)) \(unit) minimum; at most \(fitting) tabs fit, or the bar needs \(LengthFormat.string(minimumWidth * Double(count))) \(unit)"))
        }
        if [.ios, .android].contains(platform), !(3...5).contains(count) {
            let advice = count > 5 ? "move the rest behind a More tab" : "use a segmented control or toolbar instead"
            let source = platform == .ios ? "the HIG suggests 3 to 5 tabs on iPhone" : "Material suggests 3 to 5 destinations"
            findings.append(Finding(
                id: element.id, rule: "target.tabbar.count", severity: .warning,
                message: "\(count) tabs; \(source); \(advice)"))
        }
        return findings
    }

    func spacingFindings(for element: ScreenElement, sliceIndices: [Int]) -> [Finding] {
        guard !platform.hasSpacingException else { return [] }  // folded into the size finding
        let conflicts = sliceIndices.flatMap { spacing[$0].conflicts }
        guard !conflicts.isEmpty else { return [] }
        let diameter = LengthFormat.string(SpacingException.diameter)
        return [Finding(
            id: element.id, rule: "target.spacing", severity: .error,
            message: "under \(diameter)×\(diameter) \(unit), and its \(diameter) \(unit) spacing circle intersects \(describe(conflicts, excluding: element.id)), so it fails WCAG 2.5.8 (AA) too")]
    }

    func overlapFindings(for element: ScreenElement, after later: ArraySlice<ScreenElement>) -> [Finding] {
        later.compactMap { other in
            guard let overlap = element.hitArea.intersection(other.hitArea) else { return nil }
            return Finding(
                id: element.id, rule: "target.overlap", severity: .warning,
                message: "hit area overlaps '\(other.id)' by \(overlap.size) \(unit); a tap there reaches only one of them")
        }
    }

    /// `'save' and the circle of 'undo'`, naming each other element once (targets first).
    private func describe(_ conflicts: [SpacingConflict], excluding elementID: String) -> String {
        var targets: [String] = [], circles: [String] = []
        for conflict in conflicts {
            let name = slices[conflict.index].elementID == elementID ? slices[conflict.index].id : slices[conflict.index].elementID
            switch conflict.kind {
            case .target: if !targets.contains(name) { targets.append(name) }
            case .circle: if !circles.contains(name) { circles.append(name) }
            }
        }
        circles.removeAll(where: targets.contains)
        let parts = targets.map { "'\($0)'" } + circles.map { "the circle of '\($0)'" }
        return parts.count <= 1 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "")
    }

    /// `2 pt left and right, 7 pt top and bottom`, or `2 pt on every side`.
    static func phrase(_ insets: TargetInsets, unit: String) -> String {
        if insets.left == insets.top { return "\(LengthFormat.string(insets.left)) \(unit) on every side" }
        var parts: [String] = []
        if insets.left > 0 { parts.append("\(LengthFormat.string(insets.left)) \(unit) left and right") }
        if insets.top > 0 { parts.append("\(LengthFormat.string(insets.top)) \(unit) top and bottom") }
        return parts.joined(separator: ", ")
    }
}
