import Foundation
import LegibleCatalogs
import LegibleSyntax

/// Storyboard scenes no screen shows (fresh-ios24b pattern 2, green_ios afb597d8, about 15 % of its
/// findings): a storyboard nothing loads (`Help.storyboard`, `Survey.storyboard`: no code names
/// them, no other storyboard references them, no `Info.plist` or build setting names them), and in
/// a loaded one a scene nothing reaches (`Wallet.storyboard:280`, `storyboardIdentifier=
/// "Reactivate2faViewController"`, a name no code has, and no segue's destination).
///
/// A scene is reached when it is its storyboard's initial controller, when code may instantiate
/// it by its identifier (read as a prototype cell's: ``isDequeued(_:)``, so a literal, a name, a
/// member or an interpolated string's fixed part anywhere in code counts), when another storyboard
/// references it, or when a segue or relationship of a reached scene leads to it. A storyboard is
/// loaded when its name is read so too, or another Interface Builder file references it. An app
/// that builds storyboard names no code spells (`UIStoryboard(name: String(describing: …))`) has
/// the class's name in code, which counts. Decided only when an `Info.plist` or build setting the
/// scan holds names a storyboard (the app's entry is known).
extension UnshownNibs {
    /// The lines of each scene of the storyboard `file` no screen shows, with why; the whole
    /// file when nothing loads it.
    func unshownScenes(of file: String, root: XMLElementNode) -> [(lines: ClosedRange<Int>, reason: String)] {
        // Decided only when the scan holds the app's entry: an Info.plist or build setting naming a
        // storyboard (the main, scene or launch one). Without it, the main storyboard is unknown.
        guard ByteSearch.contains("Storyboard", in: plists) else { return [] }
        let name = (PathParts.name(file) as NSString).deletingPathExtension
        let references = storyboardReferences(to: name, from: file)
        // WatchKit loads a watch app's interface storyboard with no key naming it (trySwift `try!/Info.plist`).
        guard references.loaded || isLoaded(storyboard: name) || IBWatchKit.isWatchKit(root) else {
            return [(0...Int.max, "nothing loads \(name).storyboard (no code, Info.plist or storyboard reference names it)")]
        }
        guard let scenes = root.firstChildElement(where: { $0.name == "scenes" })?.childElements.filter({ $0.name == "scene" }) else { return [] }
        let controllers = scenes.compactMap(SceneController.init)
        // The scenes reached from outside the storyboard, then every scene their segues lead to.
        let initial = root.attribute("initialViewController")
        var reached = Set(controllers.filter { isReachedFromOutside($0, initial: initial, references: references.identifiers) }.map(\.id))
        var queue = Array(reached)
        let byID = Dictionary(controllers.map { ($0.id, $0.destinations) }) { first, _ in first }
        while let next = queue.popLast() {
            for destination in byID[next] ?? [] where reached.insert(destination).inserted { queue.append(destination) }
        }
        var parts: [(lines: ClosedRange<Int>, reason: String)] = []
        for controller in controllers where !reached.contains(controller.id) {
            let named = controller.identifier.map { "no code names its identifier \(EchoedText.quoted($0))" } ?? "it has no identifier"
            let lines = controller.scene.position.line...Self.lastLineOfScene(controller.scene)
            parts.append((lines: lines, reason: "the scene is unreached (\(named), no segue leads to it, not initial)"))
        }
        return parts
    }

    /// Whether a scene is shown by something outside its storyboard's segues: it is initial, a Mac
    /// storyboard's application scene (its menu, shown whenever the storyboard loads), code may
    /// name its identifier, another storyboard references it, or code may build its identifier
    /// from its class.
    private func isReachedFromOutside(_ controller: SceneController, initial: String?, references: Set<String>) -> Bool {
        if controller.id == initial || controller.kind == "application" { return true }
        if let identifier = controller.identifier, !identifier.isEmpty, isDequeued(identifier) || references.contains(identifier) { return true }
        if let name = controller.customClass, mayInstantiateByClass(name) { return true }
        return false
    }

    /// Whether code may instantiate the scene of class `name` by an identifier it builds from the
    /// class (ProtonVPN ios-mac-app ModalsFactory.swift:64-66, `"\(controllerType)".replacingOccurrences(of:
    /// "ViewController", with: "")`; element-ios's `ThreadViewController.instantiate(…)`): some code
    /// passes an identifier that is no literal, and code other than the class's own names the class.
    private func mayInstantiateByClass(_ name: String) -> Bool {
        buildsIdentifiers && code.values.contains { $0.uses.contains(Substring(name)) }
    }

    /// Whether code, an `Info.plist` or a build setting may load the storyboard `name`.
    private func isLoaded(storyboard name: String) -> Bool {
        Self.containsWord(plists, name) || isDequeued(name)
    }

    /// Whether another Interface Builder file references the storyboard `name`, and the scene
    /// identifiers its references name.
    private func storyboardReferences(to name: String, from file: String) -> (loaded: Bool, identifiers: Set<String>) {
        var loaded = false
        var identifiers: Set<String> = []
        let marker = "storyboardName=\"\(name)\""
        for (path, text) in interfaceTexts where path != file && ByteSearch.contains(marker, in: text) {
            loaded = true
            for line in text.split(separator: "\n") where line.contains(marker) {
                guard let range = line.range(of: "referencedIdentifier=\"") else { continue }
                identifiers.insert(String(line[range.upperBound...].prefix { $0 != "\"" }))
            }
        }
        return (loaded, identifiers)
    }

    /// Whether any code instantiates a scene by an identifier that is not a literal
    /// (`instantiateViewController(withIdentifier: name)`, Objective-C's `…WithIdentifier:name]`).
    static func buildsIdentifiers(_ texts: some Sequence<String>) -> Bool {
        let calls = ["instantiateViewController(withIdentifier:", "instantiateController(withIdentifier:", "instantiateViewControllerWithIdentifier:"]
        return texts.contains { text in
            ByteSearch.contains("ithIdentifier", in: text)
                && calls.contains { call in
                    var rest = Substring(text)
                    while let range = rest.range(of: call) {
                        rest = rest[range.upperBound...]
                        let argument = rest.drop { $0 == " " }
                        if !argument.hasPrefix("\"") && !argument.hasPrefix("@\"") { return true }
                    }
                    return false
                }
        }
    }

    /// A scene's controller: its id, element name, identifier, class and where its segues lead.
    private struct SceneController {
        let scene: XMLElementNode
        let id: String
        let kind: String
        let identifier: String?
        let customClass: String?
        var destinations: [String] = []

        /// The scene's first controller, `nil` for a scene of a storyboard reference (or none).
        init?(_ scene: XMLElementNode) {
            guard let objects = scene.firstChildElement(where: { $0.name == "objects" }),
                let controller = objects.childElements.first(where: { $0.attribute("sceneMemberID") == "viewController" }),
                controller.name != "viewControllerPlaceholder", let id = controller.attribute("id")
            else { return nil }
            self.scene = scene
            self.id = id
            kind = controller.name
            identifier = controller.attribute("storyboardIdentifier")
            customClass = controller.attribute("customClass")
            UnshownNibs.segueDestinations(in: scene, into: &destinations)
        }
    }

    /// The destinations of every segue and relationship inside `node`.
    fileprivate static func segueDestinations(in node: XMLElementNode, into found: inout [String]) {
        if node.name == "segue", let destination = node.attribute("destination") { found.append(destination) }
        for child in node.childElements { segueDestinations(in: child, into: &found) }
    }

    /// The line of the last element inside `node` (its closing tag's line is not kept).
    private static func lastLineOfScene(_ node: XMLElementNode) -> Int {
        node.childElements.last.map(lastLineOfScene) ?? node.position.line
    }
}
