import Foundation
import LegibleReporting

/// Android layouts that only code nothing in the app reaches names
/// (``AndroidResources/unreachableLayouts``; uhabits 5aa8744e's vendored `DatePickerDialog`):
/// what is judged of such a layout file is one note that says why, at its first error or warning,
/// with how many there were. Its own notes stay as they are. A layout only debug builds show
/// (``AndroidResources/debugOnlyLayouts``, AnySoftKeyboard 6643bda9 `dev_tools_action.xml:2`) is
/// folded the same way, with a note that says so, and so is any file of a source set a release
/// build leaves out (``AndroidResources/nonReleaseSourceSet(of:)``: `src/debug`, `src/androidTest`).
enum UnreachedLayouts {
    /// Folds the errors and warnings of each unreached or debug-only layout file into one note.
    /// `unreachableNames` holds layout names (not keys) nothing names: see
    /// `AndroidResources+LayoutSpellings.swift`.
    static func notes(
        _ records: inout [ScanFindingRecord], unreachable: [String: String], unreachableNames: [String: String] = [:], debugOnly: [String: String] = [:]
    ) {
        var reasons = debugOnly.mapValues { (why: $0, shown: "so only debug builds show it", property: "debugOnly") }
        for (key, why) in unreachable { reasons[key] = (why, "so no screen shows it", "notOnScreen") }
        let named = unreachableNames.mapValues { (why: $0, shown: "so no screen shows it", property: "notOnScreen") }
        func reason(_ file: String) -> (why: String, shown: String, property: String)? {
            if let set = AndroidResources.nonReleaseSourceSet(of: file) {
                let shown = set.split(separator: "/").suffix(3).joined(separator: "/")
                return ("the file is in \(shown), a source set release builds leave out", "so only debug or test builds show it", "debugOnly")
            }
            guard AndroidResources.resFolder(ofLayout: file) != nil else { return nil }
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            return named[name] ?? reasons[AndroidSourceFacts.key(name)]
        }
        var byFile: [String: [Int]] = [:]
        for index in records.indices where records[index].finding.severity > .note {
            guard let file = records[index].finding.location?.file, reason(file) != nil else { continue }
            byFile[file, default: []].append(index)
        }
        var dropped = Set<Int>()
        for (file, indices) in byFile {
            guard let reason = reason(file) else { continue }
            let ordered = indices.sorted {
                (records[$0].finding.location?.line ?? 0, records[$0].finding.rule) < (records[$1].finding.location?.line ?? 0, records[$1].finding.rule)
            }
            guard let first = ordered.first else { continue }
            let count = ordered.count
            let lead = "\(reason.why), \(reason.shown)" + (count > 1 ? " (\(count) errors and warnings not judged)" : "")
            var note = CodeSetPlaceholders.demoted(records[first].finding, lead: lead, property: reason.property, why: reason.why)
            if count > 1 {
                let rest = ordered.dropFirst().map { records[$0].finding }
                note.setProperty("judgedFindings", rest.map { "\($0.rule) at line \($0.location?.line ?? 0): \($0.message)" }.joined(separator: "\n"))
            }
            records[first].finding = note
            dropped.formUnion(ordered.dropFirst())
        }
        guard !dropped.isEmpty else { return }
        records = records.indices.filter { !dropped.contains($0) }.map { records[$0] }
    }
}
