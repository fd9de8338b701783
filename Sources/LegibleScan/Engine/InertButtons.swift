/// A storyboard or xib `<button>` that nothing makes do anything is a label drawn as a button:
/// no tap reaches anything, so its hit area is not judged (its text still is). GoMap 2d1b2a2f
/// Height.storyboard:43 "Distance" and :53, the outlets `distanceLabel` and `heightLabel`, which
/// HeightViewController.swift:80-83,399 only styles and titles, were `target.small` errors at
/// 67×17 pt.
///
/// Dropped only when the scan sees everything that could give it an action: the file gives it no
/// `<action>`, `<segue>` or menu, it has no tag, outlet collection or gesture recogniser, every
/// class whose code could reach it (its screen's controller or File's Owner, the custom classes
/// around it, its outlets' owners) is declared in Swift the scan read, no code gives
/// an action through a name that reaches it (``CodeActionControls/actionKey(outlet:)``), and no
/// code of those classes, their superclasses or subclasses gives one through a name the scan
/// cannot follow (a loop's, a parameter's: ``CodeActionControls/anyActionKey(owner:)``).
///
/// A button of the app's own class (`customClass` of the app's module) that an outlet names is
/// dropped so too when that class and each of its app superclasses is declared in Swift the scan read, reaches
/// `UIButton`, and has no code that could act on a tap (``selfActionKey(_:)``). siskin-im
/// Main.storyboard:76 and :224, the chat list's unread count in a `BadgeButton`
/// (RoundButton.swift:49-86, which only sets its title and hides itself), were `target.small`
/// errors at 31×18 pt (fresh-ios23a B).
package enum InertButtons {
    /// The fact the Swift reader records for each class it reads the declaration of.
    package static func swiftTypeKey(_ type: String) -> String { "\(type).swiftDeclared" }

    /// The fact the Swift reader records for a class whose declaration or an extension of it
    /// names anything that could make it act on a tap (a target, a gesture recogniser, a menu,
    /// an overridden touch or tracking method: ``actingNames``).
    package static func selfActionKey(_ type: String) -> String { "\(type).selfAction" }

    /// The names that could make a class's own instances act on a tap, wherever its code names them.
    package static let actingNames: Set<String> = [
        "addTarget", "addGestureRecognizer", "gestureRecognizers", "addAction", "addInteraction", "menu", "primaryAction",
        "showsMenuAsPrimaryAction", "changesSelectionAsPrimaryAction", "touchesBegan", "touchesEnded", "touchesMoved", "beginTracking",
        "continueTracking", "endTracking", "sendAction", "sendActions", "pressesBegan", "pressesEnded", "rx", "tapPublisher", "publisher",
        "controlEvents", "allTargets", "target", "action",
    ]

    /// The classes whose code must be read for the button at `index` to be judged inert, or `nil`
    /// when the file itself may make it act (an action, a segue, a menu), or code may reach it in
    /// a way the scan does not follow (a custom class, a tag, an outlet collection).
    static func owners(of index: Int, in document: IBDocument, screenClasses: [String], outlets: [String]) -> [String]? {
        let node = document.views[index].node
        guard node.name == "button", let id = node.attribute("id") else { return nil }
        // The app's own class only (another module's class is code the scan does not read), and
        // only with an outlet whose code the scan reads: such a class may be driven otherwise.
        if node.attribute("customClass") != nil {
            if node.attribute("customModule") != nil, node.attribute("customModuleProvider") != "target" { return nil }
            guard outlets.contains(where: { !$0.hasSuffix(".self") }) else { return nil }
        }
        if let tag = node.attribute("tag").flatMap(Int.init), tag != 0 { return nil }
        guard !document.collectionTargets.contains(id), !document.gestureTargets.contains(id) else { return nil }
        guard node.attribute("showsMenuAsPrimaryAction") != "YES", node.attribute("changesSelectionAsPrimaryAction") != "YES" else { return nil }
        for child in node.childElements {
            if child.name == "menu" { return nil }
            if child.name == "connections", child.childElements.contains(where: { $0.name == "action" || $0.name == "segue" }) { return nil }
        }
        let outletOwners = outlets.compactMap { $0.split(separator: ".").first.map(String.init) }
        let owners = Array(Set(screenClasses + outletOwners)).sorted()
        return owners.isEmpty ? nil : owners
    }

    /// Whether the app's button class `type` and each app class above it is declared in Swift the
    /// scan read and names nothing that could act on a tap, up to `UIButton` (at most 16 steps).
    private static func isInertClass(_ type: String, setInCode: Set<String>, superclasses: [String: String]) -> Bool {
        var current = type
        for _ in 0..<16 {
            if ["UIButton", "UIKit.UIButton"].contains(current) { return true }
            guard setInCode.contains(swiftTypeKey(current)), !setInCode.contains(selfActionKey(current)), let parent = superclasses[current] else {
                return false
            }
            current = parent
        }
        return false
    }

    /// Marks each candidate button (``ScannedElement/inertOwners``) whose owners' code gives it no action.
    static func apply(to elements: inout [ScannedElement], setInCode: Set<String>, superclasses: [String: String]) {
        guard elements.contains(where: { $0.inertOwners != nil }) else { return }
        let subclasses = CodeSetPlaceholders.subclasses(superclasses)
        for index in elements.indices {
            guard let owners = elements[index].inertOwners else { continue }
            guard owners.allSatisfy({ setInCode.contains(swiftTypeKey($0)) }) else { continue }
            let names = elements[index].outlets.compactMap { $0.split(separator: ".").last.map(String.init) }
            if names.contains(where: { setInCode.contains(CodeActionControls.actionKey(outlet: $0)) }) { continue }
            // The owners, their superclasses and subclasses: `for (button, _) in geomDict {
            // button.addTarget(…) }` in any of them may reach this button (GoMap
            // CustomFeatureController.swift:147).
            let related = owners.flatMap { owner in
                CodeSetPlaceholders.related("\(owner).view", superclasses: superclasses, subclasses: subclasses)
                    .compactMap { $0.split(separator: ".").first.map(String.init) }
            }
            if (owners + related).contains(where: { setInCode.contains(CodeActionControls.anyActionKey(owner: $0)) }) { continue }
            let custom = elements[index].outlets.first { $0.hasSuffix(".self") }.map { String($0.dropLast(".self".count)) }
            if let custom, !isInertClass(custom, setInCode: setInCode, superclasses: superclasses) { continue }
            elements[index].inert = true
        }
    }
}
