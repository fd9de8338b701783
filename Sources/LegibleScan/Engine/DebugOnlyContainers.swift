/// What a storyboard or xib puts inside a view of an app class that hides itself unless a
/// debug, staging or simulator setting is on (the Swift reader's `DebugOnlyViews` records the
/// class as `Type.self.debugOnly`) is a developer's tool, not a screen people see: its errors and
/// warnings are notes that say so. Code that sets `isHidden` through an outlet to the container
/// may show it, and keeps the findings.
///
/// Eidolon 44486ed9 `Fulfillment.storyboard:415` "CC Accept", inside a `DeveloperOnlyView`
/// (`Kiosk/App/Views/SimulatorOnlyView.swift:7`: `isHidden = !(showDebugButtons && useStaging)`),
/// and 14 more test buttons were judged as product text.
package enum DebugOnlyContainers {
    /// The ``ScanFileResult/setInCode`` member of a class that hides itself outside debug.
    package static let member = "debugOnly"

    /// The custom classes of view `index` and its superviews, each with its outlets.
    static func containerClasses(of index: Int, in document: IBDocument) -> [String: [String]] {
        var classes: [String: [String]] = [:]
        for view in document.ancestry(of: index) {
            guard let name = document.views[view].node.attribute("customClass") else { continue }
            let outlets = document.views[view].id.map { document.outletNames[$0] ?? [] } ?? []
            classes[name, default: []] += outlets
        }
        return classes
    }

    static func apply(to records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>) {
        for index in records.indices where records[index].finding.severity >= .warning {
            guard let element = records[index].element else { continue }
            let container = elements[element].containerClasses.sorted { $0.key < $1.key }.first { name, outlets in
                setInCode.contains("\(name).self.\(member)") && !outlets.contains { setInCode.contains("\($0).isHidden") }
            }
            guard let name = container?.key else { continue }
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: "inside a \(name), which hides itself unless a debug setting is on", property: "debugOnly",
                why: "\(name) sets isHidden on itself when it wakes, to true or to the negation of a debug, staging or simulator setting, and nothing shows it")
        }
    }
}
