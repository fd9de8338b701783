import LegibleReporting

/// A storyboard or xib view its owner's code hides whenever it loads, and that no code an iPhone
/// or iPad build compiles shows again, is on no iOS screen: what is judged of it is a note.
/// Amperfy d3513f85 PlayableTableCell.xib:148, :164, :176 (a delete button and two play buttons
/// shown on hover): `awakeFromNib` calls `resetForReuse()`, which sets `isHidden = true` on all
/// three (PlayableTableCell.swift:148, :201-203); the only `isHidden = false` is in the Mac
/// hover code under `#if targetEnvironment(macCatalyst)` (:544, :559, :566). They were
/// `target.small` errors.
///
/// The Swift reader records the facts (`HiddenAssignments` there): `Type.view.hiddenAtLoad` for
/// the hide, `Type.view.isHiddenShown` for any `isHidden` an iOS build may set otherwise (also
/// Objective-C's `.hidden =`, any value), `Type.view.isHiddenOffIOS` for any in code iOS leaves out.
package enum HiddenAtLoad {
    /// The fact recorded for `view.isHidden = true` whenever the view loads.
    package static let hidden = "hiddenAtLoad"
    /// The fact recorded for any other `isHidden` an iOS build may set.
    package static let shown = "isHiddenShown"
    /// The fact recorded for an `isHidden` only other platforms' builds set.
    package static let offIOS = "isHiddenOffIOS"

    /// The name code hides `element` through at load, when no iOS code shows it.
    private static func hider(of element: ScannedElement, setInCode: Set<String>, superclasses: [String: String], subclasses: [String: [String]])
        -> String?
    {
        guard element.platform == .iOS else { return nil }
        let related = element.outlets.flatMap { CodeSetPlaceholders.related($0, superclasses: superclasses, subclasses: subclasses) }
        if let hider = related.first(where: { setInCode.contains("\($0).\(hidden)") }),
            !related.contains(where: { setInCode.contains("\($0).\(shown)") || setInCode.contains(anyView(of: $0)) }),
            !element.outlets.contains(where: { isShownByName($0, setInCode: setInCode) })
        {
            return hider
        }
        // A superview hidden whenever it loads and never shown hides the view whatever its own outlets get.
        for outlet in element.superviewOutlets {
            let names = CodeSetPlaceholders.related(outlet, superclasses: superclasses, subclasses: subclasses)
            guard let hider = names.first(where: { setInCode.contains("\($0).\(hidden)") }),
                !names.contains(where: { setInCode.contains("\($0).\(shown)") || setInCode.contains(anyView(of: $0)) }),
                !isShownByName(outlet, setInCode: setInCode)
            else { continue }
            return hider
        }
        return nil
    }

    /// Whether code elsewhere shows a view of the outlet's name (`other.tooMuchLabel.isHidden = …`).
    private static func isShownByName(_ outlet: String, setInCode: Set<String>) -> Bool {
        setInCode.contains("isHiddenShownName." + (outlet.split(separator: ".").last ?? ""))
    }

    /// `Type.*.isHiddenShown`: the type's code shows a view it does not name (`$0`, a loop's variable).
    private static func anyView(of outlet: String) -> String { "\(outlet.prefix { $0 != "." }).*.\(shown)" }

    /// Makes each error or warning about a view code always hides on iOS a note that says so.
    static func apply(to records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>, superclasses: [String: String]) {
        guard setInCode.contains(where: { $0.hasSuffix(hidden) }) else { return }
        let subclasses = CodeSetPlaceholders.subclasses(superclasses)
        var hiders: [Int: String?] = [:]
        for index in records.indices where records[index].finding.severity >= .warning {
            guard let element = records[index].element else { continue }
            if hiders[element] == nil {
                hiders[element] = .some(hider(of: elements[element], setInCode: setInCode, superclasses: superclasses, subclasses: subclasses))
            }
            guard case .some(.some(let name)) = hiders[element] else { continue }
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding, lead: "hidden by code whenever it loads (\(name).isHidden = true), and no iPhone or iPad code the scan read shows it",
                property: "hiddenAtLoad",
                why: "code sets \(name).isHidden = true when the view loads and sets it otherwise only in code an iOS build leaves out, if at all")
        }
    }
}
