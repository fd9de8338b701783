/// A view its storyboard or xib gives a custom class that is `UIControl` (`<view
/// customClass="UIControl">`) or one of the app's subclasses of it, or a `<control>`, is tapped
/// like a button once code gives it an action: `headerView.sortContainer?.addTarget(self, action:
/// #selector(self.sortPopup(sender:)), for: .touchUpInside)` (Sileo c9f70158
/// PackageListViewController.swift:586 on PackageListHeader.xib:37's 250×21 pt sort control, which
/// was not judged). One no code gives a target or a gesture recogniser takes no tap the scan knows
/// of, and is not judged.
package enum CodeActionControls {
    /// The fact the Swift reader records for `x.outlet.addTarget(…)` or
    /// `x.outlet.addGestureRecognizer(…)`: `*.outlet.action`, by the outlet's name alone (the
    /// owner the call reaches it through is often a local, `headerView`).
    package static func actionKey(outlet: String) -> String { "*.\(outlet).action" }

    /// The fact recorded when code of `owner` gives an action through a name the scan cannot follow
    /// to a view (a loop's or a parameter's): any outlet of `owner` may be the one.
    package static func anyActionKey(owner: String) -> String { "\(owner).*.action" }

    /// Gives each such control that code gives an action its size
    /// (``ScannedElement/sizeIfActioned``), so its target is judged.
    static func apply(to elements: inout [ScannedElement], setInCode: Set<String>, superclasses: [String: String]) {
        for index in elements.indices {
            guard let size = elements[index].sizeIfActioned, size.count == 2 else { continue }
            let outlets = elements[index].outlets
            let type = outlets.first(where: { $0.hasSuffix(".self") }).map { String($0.dropLast(5)) }
            guard type.map({ reachesControl($0, superclasses: superclasses) }) ?? true else { continue }
            let actioned = outlets.contains { outlet in
                guard !outlet.hasSuffix(".self"), let name = outlet.split(separator: ".").last, let owner = outlet.split(separator: ".").first else {
                    return false
                }
                return setInCode.contains(actionKey(outlet: String(name))) || setInCode.contains(anyActionKey(owner: String(owner)))
            }
            // A button its file hides is judged as ``HiddenInFile`` leaves it (when code shows it), if actioned.
            guard actioned else {
                elements[index].width = nil
                elements[index].height = nil
                continue
            }
            guard elements[index].sizeIfShown == nil else { continue }
            elements[index].width = size[0]
            elements[index].height = size[1]
        }
    }

    /// Whether `type` is `UIControl` or reaches it through the app's superclasses (at most 16 steps).
    private static func reachesControl(_ type: String, superclasses: [String: String]) -> Bool {
        var current = type
        for _ in 0..<16 {
            if current == "UIControl" || current == "UIKit.UIControl" { return true }
            guard let parent = superclasses[current] else { return false }
            current = parent
        }
        return false
    }
}
