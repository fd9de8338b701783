import LegibleReporting

/// An Android text whose padding alone is unknown is audited with the padding taken as 0
/// (``ScannedPaddingFloor``); its `overflow.unknown-width` note says it fits then. When it does
/// not, the `overflow.label` finding says so, and the note, which would contradict it, goes
/// (Vanilla Music `audiopicker.xml:74`, issue 33, fresh-android11a D5).
enum PaddingFloorNotes {
    static func drop(_ findings: inout [ScanFindingRecord], elements: [ScannedElement]) {
        var overflowing = Set<Int>()
        for record in findings where record.finding.rule == "overflow.label" {
            guard let element = record.element, elements[element].paddingFloor != nil else { continue }
            overflowing.insert(element)
        }
        guard !overflowing.isEmpty else { return }
        findings.removeAll { record in
            guard record.finding.rule == ScanRules.unknownWidth.id, let element = record.element else { return false }
            return overflowing.contains(element)
        }
    }
}
