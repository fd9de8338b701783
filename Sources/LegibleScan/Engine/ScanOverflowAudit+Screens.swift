import LegibleAudit
import LegibleCatalogs
import LegibleReporting
import LegibleTargets
import LegibleTypeScale

// Labels whose width depends on the screen: audited once per distinct width, reported once per
// element and key, naming the screens it overflows on.
extension ScanOverflowAudit {
    /// The labels an element is: one per distinct width its layout gives it across the screens
    /// (screens where the width is the same share one), else the one of ``textWidth``.
    /// A conditional's other branches (``ScannedCodeText/otherBranches``) are labels of the same
    /// element too, each with its own key: either text may show. Their overflows are then one
    /// finding (``mergingTexts(_:)``).
    static func labels(_ element: ScannedElement, at index: Int, resources: ScanResources, configuration: ScanConfiguration) -> [DerivedLabel] {
        var result = ownLabels(element, at: index, resources: resources, configuration: configuration)
        let others = element.codeText?.otherBranches ?? []
        for other in others {
            var branch = element
            branch.text = other
            branch.codeText?.otherBranches = []
            result += ownLabels(branch, at: index, resources: resources, configuration: configuration)
        }
        if !others.isEmpty {
            for number in result.indices { result[number].isOneOfTextsCodeSets = true }
        }
        return result
    }

    private static func ownLabels(_ element: ScannedElement, at index: Int, resources: ScanResources, configuration: ScanConfiguration) -> [DerivedLabel] {
        let widths = screenWidths(of: element, resources: resources)
        guard !widths.isEmpty else {
            return label(element, at: index, resources: resources, configuration: configuration).map { [$0] } ?? []
        }
        // The same width on every device: one label that names no screen.
        let sameOnEvery = isSameOnEveryDevice(element, widths: widths, resources: resources)
        // One label read for the first width in range and copied for the others: the copies share
        // its element and its entries (one allocation each, not one per screen).
        var first: DerivedLabel?
        return screenGroups(widths).compactMap { group in
            guard LayoutFieldRange.width.contains(group.width) else { return nil }
            if first == nil { first = label(element, at: index, resources: resources, configuration: configuration, width: group.width) }
            guard var label = first else { return nil }
            label.layout.width = group.width
            label.screens = sameOnEvery ? [] : group.screens
            // Texts beside it take their width at each size and locale (``auditLabels(_:)``).
            guard !group.besideTexts.isEmpty || group.share != nil else { return label }
            label.besides = besideLabels(group.besideTexts, of: element, at: index, resources: resources, configuration: configuration)
            guard label.besides.count == group.besideTexts.count else { return nil }
            label.share = group.share
            // Its own width is its text's: measured on one line like the texts beside it.
            if let own = group.share?.ownText {
                guard let measured = besideLabels([own], of: element, at: index, resources: resources, configuration: configuration).first else { return nil }
                label.ownText = [measured]
            }
            return label
        }
    }

    /// The distinct widths (and texts beside the element, and its share of the row), each with the screens that give it,
    /// narrowest screen first.
    static func screenGroups(
        _ widths: [ScreenTextWidth]
    ) -> [(width: Double, screens: [Double], besideTexts: [ScannedBesideText], share: ScannedRowShare?)] {
        var groups: [(width: Double, screens: [Double], besideTexts: [ScannedBesideText], share: ScannedRowShare?)] = []
        for width in widths.sorted(by: { $0.screen < $1.screen }) {
            guard let points = width.points else { continue }
            if let index = groups.firstIndex(where: { abs($0.width - points) < 1e-9 && $0.besideTexts == width.besideTexts && $0.share == width.share }) {
                groups[index].screens.append(width.screen)
            } else {
                groups.append((points, [width.screen], width.besideTexts, width.share))
            }
        }
        return groups
    }

    /// One finding per element and finding id: the one at the narrowest screen (where the text
    /// overflows first), an overflow's message starting with every screen it overflows on (`at 320 dp (also 360 dp), …`),
    /// and for an element of `inDialog` with where (`in a dialog at 320 dp, …`).
    static func mergingScreens(
        _ records: [(record: ScanFindingRecord, screens: [Double])], platform: TextSizePlatform, inDialog: Set<Int> = []
    ) -> [ScanFindingRecord] {
        guard records.contains(where: { !$0.screens.isEmpty }) else { return records.map(\.record) }
        var merged: [ScanFindingRecord] = []
        var screens: [[Double]] = []
        var positions: [String: Int] = [:]
        for (record, recordScreens) in records {
            guard !recordScreens.isEmpty else {
                merged.append(record)
                screens.append([])
                continue
            }
            let key = "\(record.element ?? -1) \(record.finding.id)"
            if let position = positions[key] {
                if recordScreens[0] < screens[position][0] { merged[position] = record }
                screens[position] += recordScreens
            } else {
                positions[key] = merged.count
                merged.append(record)
                screens.append(recordScreens)
            }
        }
        // Missing glyphs are missing at any width: only an overflow names its screens (text cut at
        // the bottom is an overflow too).
        for index in merged.indices where !screens[index].isEmpty && merged[index].finding.rule == AuditRule.overflow {
            // An iOS phrase ends in a device's width ("…, 440 pt"): a colon sets it off from the message.
            let separator = platform == .iOS ? ": " : ", "
            // Text in a dialog has the dialog's width, not the screen's: say so.
            let place = merged[index].element.map(inDialog.contains) == true ? "in a dialog " : ""
            merged[index].finding.message = place + screenPhrase(screens[index], platform: platform) + separator + merged[index].finding.message
        }
        return merged
    }

    /// `at 360 dp`, `at 320 dp (also 360 dp)`, `at 320 dp (also 360 and 411 dp)`; on iOS each
    /// device by its name (``AppleScreens/iOSDeviceName(width:)``): `on iPhone SE (2nd and 3rd
    /// generation), 375 pt (also iPhone 16 Pro Max, 440 pt)`, a width no listed device has as
    /// `a 390 pt screen`. The numbers that follow are the narrowest screen's, so it comes first and
    /// the others are set apart: a wider screen may overflow only at a larger size (Simplenote
    /// d3e2599c `SPNoteHistoryViewController.xib:65` named the 440 pt phone beside the SE's 288 pt
    /// and AX1, where that phone's button is 408 pt wide and fits).
    static func screenPhrase(_ screens: [Double], platform: TextSizePlatform) -> String {
        let widths = Array(Set(screens)).sorted()
        if platform == .iOS {
            let devices = widths.map { width in
                AppleScreens.iOSDeviceName(width: width).map { "\($0), \(LengthFormat.string(width)) pt" } ?? "a \(LengthFormat.string(width)) pt screen"
            }
            guard devices.count > 1 else { return "on \(devices.first ?? "")" }
            let others = Array(devices.dropFirst())
            // Each device's name and width are set off by commas, so the list's last one is too.
            let also = others.count == 1 ? others[0] : "\(others.dropLast().joined(separator: ", ")), and \(others[others.count - 1])"
            return "on \(devices[0]) (also \(also))"
        }
        let names = widths.map { LengthFormat.string($0) }
        let unit = platform == .android ? "dp" : "pt"
        guard names.count > 1 else { return "at \(names.first ?? "") \(unit)" }
        let others = Array(names.dropFirst())
        let also = others.count == 1 ? others[0] : "\(others.dropLast().joined(separator: ", ")) and \(others[others.count - 1])"
        return "at \(names[0]) \(unit) (also \(also) \(unit))"
    }
}
