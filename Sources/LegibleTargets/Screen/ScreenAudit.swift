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
/// - `target.overlap` (warning): its hit area overlaps a later element's; a tap there reaches
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
///
/// Overlaps and spacing circles are found through a spatial index, so large screens take time
/// in proportion to their size. A report stays bounded even for a pathological screen (thousands
/// of elements on one spot): an element lists at most ``overlapsListedPerElement`` overlaps and
/// one more finding counts the rest, and a spacing message names at most
/// ``namesListedPerMessage`` targets and counts the rest.
///
/// When the screen was read from a file, each finding's `location` is the element's position
/// in it.
public struct ScreenAudit: Sendable, Hashable, Codable {
    /// The screen checked.
    public let screen: Screen
    /// Whose minimum size applied.
    public let platform: TargetPlatform
    /// Every touch target, tab by tab, with how it fared.
    public let targets: [AuditedTarget]
    /// Findings in the order of the elements they are about.
    public let findings: [Finding]

    /// The most `target.overlap` findings naming another element that one element gets; a
    /// further finding counts the rest.
    public static let overlapsListedPerElement = 10
    /// The most overlaps counted for one element; past it the count reads "at least".
    public static let overlapsCountedPerElement = 1_000
    /// The most targets or circles a spacing message names; it counts the rest.
    public static let namesListedPerMessage = 10
    /// The most spacing conflicts kept per target (``SpacingResult/conflicts``); past it a
    /// message counts "at least" the rest.
    public static let conflictsKeptPerTarget = 100

    /// Runs every check on `screen` with `platform`'s minimum size.
    ///
    /// - Parameters:
    ///   - screen: the screen; only its interactive elements are checked.
    ///   - platform: whose minimum size applies.
    public init(screen: Screen, platform: TargetPlatform) {
        self.screen = screen
        self.platform = platform

        let elements = screen.elements.filter(\.isInteractive)
        var slices = Slices()
        for (index, element) in elements.enumerated() { slices.append(element, at: index) }
        let spacing = SpacingException.evaluate(slices.rects, maximumConflicts: Self.conflictsKeptPerTarget)
        let overlaps = OverlapSearch.laterOverlaps(
            elements.map(\.hitArea), listing: Self.overlapsListedPerElement, counting: Self.overlapsCountedPerElement)
        let context = FindingContext(platform: platform, spacing: spacing, slices: slices, elementIDs: elements.map(\.id))

        var findings: [Finding] = []
        var failed = [Bool](repeating: false, count: elements.count)
        for (index, element) in elements.enumerated() {
            let range = slices.ranges[index]
            var elementFindings =
                context.sizeFindings(for: element, at: index, slices: range)
                + context.tabCountFindings(for: element)
                + context.spacingFindings(for: element, at: index, slices: range)
                + context.overlapFindings(for: element, overlaps[index])
            if let file = screen.file, let position = element.position {
                let location = Finding.Location(file: file, line: position.line, column: position.column)
                for finding in elementFindings.indices { elementFindings[finding].location = location }
            }
            failed[index] = elementFindings.contains { $0.severity == .error }
            findings += elementFindings
        }
        self.findings = findings
        self.targets = slices.rects.indices.map { index in
            let owner = slices.owners[index]
            return AuditedTarget(
                id: slices.ids[index], elementID: elements[owner].id, rect: slices.rects[index],
                spacing: spacing[index], elementFailed: failed[owner])
        }
    }

    /// True when no finding is an error.
    public var passes: Bool { !findings.contains { $0.severity == .error } }
}

/// One touch target after the checks: an element's hit area, or one tab of a tab bar.
public struct AuditedTarget: Sendable, Hashable, Codable {
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

/// The touch targets of the interactive elements, tab by tab, in screen order.
private struct Slices {
    var rects: [TargetRect] = []
    /// `close`, or `tabs.tab3` for a tab of a bar with more than one.
    var ids: [String] = []
    /// The position of each target's element among the interactive elements.
    var owners: [Int] = []
    /// The targets of each interactive element.
    var ranges: [Range<Int>] = []

    mutating func append(_ element: ScreenElement, at index: Int) {
        let start = rects.count
        let tabs = element.targets
        for (tab, rect) in tabs.enumerated() {
            rects.append(rect)
            ids.append(tabs.count > 1 ? "\(element.id).tab\(tab + 1)" : element.id)
            owners.append(index)
        }
        ranges.append(start..<rects.count)
    }
}

/// What the finding builders share: the platform, the targets and their spacing results.
private struct FindingContext {
    let platform: TargetPlatform
    let spacing: [SpacingResult]
    let slices: Slices
    /// The id of each interactive element, by position.
    let elementIDs: [String]

    private var unit: String { platform.unit.symbol }

    func sizeFindings(for element: ScreenElement, at index: Int, slices range: Range<Int>) -> [Finding] {
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
            let tab = element.targetSize
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
        guard let conflicts = describeConflicts(of: index, slices: range) else {
            return [
                Finding(
                    id: element.id, rule: rule, severity: .note,
                    message:
                        "\(subject) is \(requirement) but passes by the spacing exception: its \(LengthFormat.string(SpacingException.diameter)) \(unit) circle is clear of other targets"
                )
            ]
        }
        return [
            Finding(
                id: element.id, rule: rule, severity: .error,
                message:
                    "\(subject) is \(requirement), and its \(LengthFormat.string(SpacingException.diameter)) \(unit) spacing circle intersects \(conflicts); \(growth), or move it away"
            )
        ]
    }

    func tabCountFindings(for element: ScreenElement) -> [Finding] {
        guard case .tabBar(let count) = element.role else { return [] }
        var findings: [Finding] = []
        let width = element.hitArea.width, minimumWidth = platform.minimum.width
        if width / Double(count) < minimumWidth - LengthTolerance.value {
            let fitting = Int((width + LengthTolerance.value) / minimumWidth)
            findings.append(
                Finding(
                    id: element.id, rule: "target.tabbar.width", severity: .error,
                    message:
                        "\(LengthFormat.string(width)) \(unit) ÷ \(count) tabs = \(LengthFormat.string(width / Double(count))) \(unit) per tab, under the \(LengthFormat.string(minimumWidth)) \(unit) minimum; at most \(fitting) tabs fit, or the bar needs \(LengthFormat.string(minimumWidth * Double(count))) \(unit)"
                ))
        }
        if [.ios, .android].contains(platform), !(3...5).contains(count) {
            let advice = count > 5 ? "move the rest behind a More tab" : "use a segmented control or toolbar instead"
            let source = platform == .ios ? "the HIG suggests 3 to 5 tabs on iPhone" : "Material suggests 3 to 5 destinations"
            findings.append(
                Finding(
                    id: element.id, rule: "target.tabbar.count", severity: .warning,
                    message: "\(count) tabs; \(source); \(advice)"))
        }
        return findings
    }

    func spacingFindings(for element: ScreenElement, at index: Int, slices range: Range<Int>) -> [Finding] {
        guard !platform.hasSpacingException else { return [] }  // folded into the size finding
        guard let conflicts = describeConflicts(of: index, slices: range) else { return [] }
        let diameter = LengthFormat.string(SpacingException.diameter)
        return [
            Finding(
                id: element.id, rule: "target.spacing", severity: .error,
                message:
                    "under \(diameter)×\(diameter) \(unit), and its \(diameter) \(unit) spacing circle intersects \(conflicts), so it fails WCAG 2.5.8 (AA) too"
            )
        ]
    }

    func overlapFindings(for element: ScreenElement, _ overlaps: OverlapSearch.Result) -> [Finding] {
        var findings = overlaps.listed.map { other, overlap in
            Finding(
                id: element.id, rule: "target.overlap", severity: .warning,
                message: "hit area overlaps '\(elementIDs[other])' by \(overlap.size) \(unit); a tap there reaches only one of them")
        }
        if overlaps.unlisted > 0 {
            let count = overlaps.isCountComplete ? "\(overlaps.unlisted)" : "at least \(overlaps.unlisted)"
            let areas = overlaps.unlisted == 1 && overlaps.isCountComplete ? "hit area" : "hit areas"
            let counting = overlaps.isCountComplete ? "" : " and counts up to \(ScreenAudit.overlapsCountedPerElement)"
            findings.append(
                Finding(
                    id: element.id, rule: "target.overlap", severity: .warning,
                    message:
                        "hit area also overlaps \(count) more later \(areas); a report lists \(ScreenAudit.overlapsListedPerElement) overlaps per element\(counting)"
                ))
        }
        return findings
    }

    /// `'save' and the circle of 'undo'`, naming each other element once (targets first), or
    /// `nil` when the element's circles are clear. Past ``ScreenAudit/namesListedPerMessage``
    /// names the rest are counted.
    private func describeConflicts(of element: Int, slices range: Range<Int>) -> String? {
        var targets: [String] = [], circles: [String] = []
        var targetNames: Set<String> = [], circleNames: Set<String> = []
        var truncated = false
        for slice in range {
            truncated = truncated || spacing[slice].hasMoreConflicts
            for conflict in spacing[slice].conflicts {
                let owner = slices.owners[conflict.index]
                let name = owner == element ? slices.ids[conflict.index] : elementIDs[owner]
                switch conflict.kind {
                case .target: if targetNames.insert(name).inserted { targets.append(name) }
                case .circle: if circleNames.insert(name).inserted { circles.append(name) }
                }
            }
        }
        circles.removeAll(where: targetNames.contains)
        let parts = targets.map { "'\($0)'" } + circles.map { "the circle of '\($0)'" }
        guard !parts.isEmpty || truncated else { return nil }
        let listed = parts.prefix(ScreenAudit.namesListedPerMessage)
        let rest = parts.count - listed.count
        let others: String
        switch (truncated, rest) {
        case (false, 0): return listed.count <= 1 ? listed.joined() : listed.dropLast().joined(separator: ", ") + " and " + (listed.last ?? "")
        case (false, _): others = "\(rest) other\(rest == 1 ? "" : "s")"
        case (true, 0): others = "possibly others"
        case (true, _): others = "at least \(rest) others"
        }
        return listed.joined(separator: ", ") + " and " + others
    }

    /// `2 pt left and right, 7 pt top and bottom`, or `2 pt on every side`.
    static func phrase(_ insets: TargetInsets, unit: String) -> String {
        insets.growthPhrase(unit: unit)
    }
}
