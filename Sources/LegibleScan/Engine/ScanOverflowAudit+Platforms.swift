import LegibleAudit
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleTypeScale

// Labels of watchOS, tvOS, macOS and visionOS files: audited with that platform's text styles
// (watchOS's table at its nine categories, tvOS's and macOS's single size) at its screens.
extension ScanOverflowAudit {
    /// The labels of `elements` split in two: those audited as iOS or Android (each element
    /// built for iOS, iPadOS or Android, as before platforms were told apart), and those audited
    /// for another Apple platform — one per platform an element is built for, so a file of an
    /// iPhone app and its watch app is audited on both.
    static func derive(
        _ elements: [ScannedElement], resources: ScanResources, configuration: ScanConfiguration, platforms: ScanPlatformMap, concurrency: Int = 1
    ) -> (primary: [DerivedLabel], apple: [DerivedLabel]) {
        let all = ChunkedWork.collect(recordCount: elements.count, concurrency: concurrency) { range in
            elements.withUnsafeBufferPointer { elements in
                range.flatMap { index in
                    platformLabels(elements[index], at: index, resources: resources, configuration: configuration, platforms: platforms)
                }
            }
        }
        var primary: [DerivedLabel] = []
        var apple: [DerivedLabel] = []
        for label in all {
            if label.platformDecision == nil { primary.append(label) } else { apple.append(label) }
        }
        return (primary, apple)
    }

    /// The labels one element is on each platform it is built for.
    private static func platformLabels(
        _ element: ScannedElement, at index: Int, resources: ScanResources, configuration: ScanConfiguration, platforms: ScanPlatformMap
    ) -> [DerivedLabel] {
        guard element.platform == .iOS else { return labels(element, at: index, resources: resources, configuration: configuration) }
        let decisions = platforms.decisions(for: element)
        var result: [DerivedLabel] = []
        var seen: Set<ApplePlatform> = []
        if decisions.isEmpty || decisions.contains(where: { $0.platform == .iOS || $0.platform == .iPadOS }) {
            result += labels(element, at: index, resources: resources, configuration: configuration)
        }
        for decision in decisions where decision.platform != .iOS && decision.platform != .iPadOS && seen.insert(decision.platform).inserted {
            result += appleLabels(element, at: index, decision: decision, resources: resources, configuration: configuration)
        }
        return result
    }

    /// The labels an element is on a watchOS, tvOS, macOS or visionOS screen: a fixed width as
    /// it is, a width tied to the screen at each of the platform's screens
    /// (``ScanConfiguration/screenWidths(on:)``; none for macOS, whose windows have no one size).
    static func appleLabels(
        _ element: ScannedElement, at index: Int, decision: ScanPlatformDecision, resources: ScanResources, configuration: ScanConfiguration
    ) -> [DerivedLabel] {
        func make(_ width: Double, screens: [Double]) -> DerivedLabel? {
            var label = label(element, at: index, resources: resources, configuration: configuration, width: width, on: decision.platform)
            label?.screens = screens
            label?.platformDecision = decision
            return label
        }
        switch element.textWidth {
        case .fixed(let width), .maximum(let width):
            return width > 0 && width.isFinite ? make(width, screens: []).map { [$0] } ?? [] : []
        case .screen(let minus):
            guard minus.isFinite else { return [] }
            let widths = configuration.screenWidths(on: decision.platform).filter { $0 - minus > 0 }.map { ScreenTextWidth(screen: $0, width: $0 - minus) }
            return screenGroups(widths).compactMap { make($0.width, screens: $0.screens) }
        case .unknown:
            return []
        }
    }

    /// An element's sizing on watchOS, tvOS, macOS or visionOS: a text style from that
    /// platform's table (`sizing` `nil` — not measured — for a style it publishes no size for:
    /// Callout on watchOS, any on visionOS), and text without a font at the platform's Body (or
    /// its default text size, 17 pt on visionOS). `nil` to measure as on iOS (a fixed size).
    static func platformSizing(for element: ScannedElement, on apple: ApplePlatform) -> (sizing: LabelSizing?, weight: FontWeight?)? {
        guard apple != .iOS, apple != .iPadOS else { return nil }
        switch element.font {
        case .textStyle(let style, let weight, _)?:
            guard let metrics = DynamicType.metrics(for: PlatformTextStyle(style), category: nil, on: apple) else { return (nil, nil) }
            return (.textStyle(style), weight ?? metrics.weight)
        case nil:
            // SwiftUI's Text and the platforms' labels draw Body unless told otherwise.
            guard let body = DynamicType.metrics(for: .body, on: apple) else { return (.fixed(points: apple.defaultTextSize), .regular) }
            return (.textStyle(.body), body.weight)
        default:
            return nil
        }
    }

    /// Audits the labels of each Apple platform other than iOS, and returns their findings: a
    /// finding also made for the same element on iOS is not repeated — the iOS one says "also
    /// on watchOS" — and the others name their platform.
    static func auditApplePlatforms(
        _ labels: [DerivedLabel], primaryFindings: inout [ScanFindingRecord], options: AuditOptions
    ) async throws(AuditError) -> [ScanFindingRecord] {
        var findings: [ScanFindingRecord] = []
        var positions: [String: Int] = [:]
        for (index, record) in primaryFindings.enumerated() where record.finding.rule == AuditRule.overflow {
            positions["\(record.element ?? -1) \(record.finding.id)"] = index
        }
        for platform in ApplePlatform.allCases {
            let group = labels.filter { $0.platformDecision?.platform == platform }
            guard let (_, records) = try await audit(group, platform: .iOS, options: options, apple: platform) else { continue }
            for record in records {
                if let position = positions["\(record.element ?? -1) \(record.finding.id)"] {
                    primaryFindings[position].finding.message += " (also on \(platform.displayName))"
                } else {
                    findings.append(record)
                }
            }
        }
        return findings
    }
}

extension ScanConfiguration {
    /// The screen widths in points an Apple platform's labels are audited at: `scan: screens:`'s
    /// list for it (`watchos: [162, 198]`), else ``AppleScreens/defaultWidths(for:)``.
    ///
    /// - Parameter platform: watchOS, tvOS, macOS or visionOS (iOS has ``screenWidths(for:)``).
    public func screenWidths(on platform: ApplePlatform) -> [Double] {
        if let listed = appleScreenWidths[platform], !listed.isEmpty { return listed.sorted() }
        return AppleScreens.defaultWidths(for: platform)
    }
}
