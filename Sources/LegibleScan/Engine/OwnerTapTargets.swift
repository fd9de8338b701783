import LegibleSyntax

/// A control in a xib whose File's Owner adds a tap recogniser to itself that focuses or fires the
/// control is tapped through the whole view: its hit area is the xib's root view (Habitica
/// LoginEntryView.xib:24, a 419×21 pt field LoginEntryView.swift:81-84,126-127 focuses on a tap
/// anywhere in the 471×66 pt entry view, was a `target.small` error).
package enum OwnerTapTargets {
    /// The File's Owner's outlets to a control, its xib's root view's width and height, and the
    /// owner's methods the control's own actions in the file call (`touched` for
    /// `<action selector="touched:" destination="-1">`), with the owner's class.
    struct Candidate: Sendable, Hashable {
        let outlets: [String]
        let size: [Double]
        var owner = ""
        var actions: [String] = []
    }

    /// The fact the Swift reader records for `Owner.outlet` when a tap on `Owner` acts for the outlet.
    package static func key(outlet: String) -> String { "\(outlet).ownerTap" }

    /// The fact the Swift reader records when `Owner` adds to its own view a tap recogniser calling `method`.
    package static func key(owner: String, ownTap method: String) -> String { "\(owner).self.ownTap.\(method)" }

    /// The fact the Swift reader records when `Owner` adds to its outlet a tap recogniser calling `method`.
    package static func key(outlet: String, tap method: String) -> String { "\(outlet).tap.\(method)" }

    /// The File's Owner's outlets to the view at `index` and the xib's root view's size, when the
    /// view is an interactive one inside a top-level view of a xib whose File's Owner names its class.
    static func candidate(of index: Int, in document: IBDocument, filesOwner: String?, outlets: [String]) -> Candidate? {
        guard let filesOwner else { return nil }
        let owned = outlets.filter { $0.hasPrefix("\(filesOwner).") && !$0.hasSuffix(".self") }
        let actions = ownerActions(of: document.views[index].node)
        guard !owned.isEmpty || !actions.isEmpty, let root = document.ancestry(of: index).last, root != index else { return nil }
        let view = document.views[root]
        guard view.holderName == "objects", let width = view.frameWidth, let height = view.frameHeight else { return nil }
        return Candidate(outlets: owned, size: [width, height], owner: filesOwner, actions: actions)
    }

    /// The methods of the File's Owner (a xib's `-1`) a control's actions call: `touched:` → `touched`.
    private static func ownerActions(of node: XMLElementNode) -> [String] {
        var found: Set<String> = []
        for connections in node.childElements where connections.name == "connections" {
            for action in connections.childElements where action.name == "action" && action.attribute("destination") == "-1" {
                if let selector = action.attribute("selector") { found.insert(String(selector.prefix { $0 != ":" })) }
            }
        }
        return found.sorted()
    }

    /// Judges each such control at its root view's size once code forwards the owner's tap to it.
    static func apply(to elements: inout [ScannedElement], setInCode: Set<String>) {
        for index in elements.indices {
            guard let tap = elements[index].ownerTap, tap.size.count == 2, elements[index].width != nil || elements[index].height != nil else { continue }
            if let equivalent = ownTap(tap, setInCode: setInCode), elements[index].equivalentControl == nil {
                elements[index].equivalentControl = equivalent
            }
            guard tap.outlets.contains(where: { setInCode.contains(key(outlet: $0)) }) else { continue }
            elements[index].width = tap.size[0]
            elements[index].height = tap.size[1]
        }
    }

    /// The owner's own view as the control's equivalent when a tap recogniser the owner adds to
    /// itself calls every method the control calls, from its file's actions or from a tap
    /// recogniser code adds to its outlet: a tap anywhere on the view does what a tap on the
    /// control does (WCAG 2.5.8's "Equivalent" exception). falcon 45aa1439 CheckView.xib:27, an
    /// 18×18 pt box whose `touched:` CheckView.swift:39 also adds to the whole 400×60 pt view,
    /// and NewOpDestinationFilledDataView.swift:69-71, one `buttonTapped` on the 24×24 pt button
    /// and on the view, were `target.small` errors. A root view under 44×44 pt is no equivalent.
    private static func ownTap(_ tap: Candidate, setInCode: Set<String>) -> ScannedEquivalentControl? {
        guard !tap.owner.isEmpty, tap.size[0] >= 44, tap.size[1] >= 44 else { return nil }
        var methods = Set(tap.actions)
        for outlet in tap.outlets {
            let prefix = key(outlet: outlet, tap: "")
            methods.formUnion(setInCode.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
        }
        guard !methods.isEmpty, methods.allSatisfy({ setInCode.contains(key(owner: tap.owner, ownTap: $0)) }) else { return nil }
        let name = "\(tap.owner)'s own view around it (\(Int(tap.size[0]))×\(Int(tap.size[1])) pt in its xib, given a tap recogniser)"
        return ScannedEquivalentControl(name: name, handler: methods.sorted().joined(separator: ", "), encloses: true)
    }
}
