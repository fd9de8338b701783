import SwiftSyntax

/// The app's view types declared in a file that writes a `Button`, every use of which in any file
/// is placed where an automatic button is borderless (``AutomaticButtonPlacement``), and so is
/// every view whose `body` holds such a use, up to a presented screen, an action that hands it
/// over, or the app's top. phoenix 13c8ddb6 `ChannelInfoPopup.swift:129`, `Button("Close")
/// .font(.title2)` in the footer of a popover that an action of `ChannelsConfigurationView` hands
/// to the app's popover presenter, about 28 pt tall, was never judged: another file may put a view
/// in a list, a toolbar or a menu, or under a `.buttonStyle(…)`, so the scan must know its uses.
///
/// Read before the files are scanned, by name: a use that is not a call, or one the walk cannot
/// place, leaves the type out, as does a type no file calls outside its own declaration and previews.
enum AutomaticButtonViews {
    static func views(files store: SwiftPrePassTexts) -> Set<String> {
        var candidates: Set<String> = []
        for index in store.indices where store.containsAny(index, ["Button"]) && store.containsAny(index, ["var body"]) {
            candidates.formUnion(DeclaredViews(store.tree(index)).names)
        }
        guard !candidates.isEmpty else { return [] }
        let judge = Placements(store: store)
        return candidates.filter { judge.isPlaced($0) }
    }
}

/// Whether each view is placed, remembered per name; a view met again while it is being decided
/// (a view that shows itself) is not.
private final class Placements {
    let store: SwiftPrePassTexts
    let words: [SourceIdentifiers]
    var decided: [String: Bool] = [:]

    init(store: SwiftPrePassTexts) {
        self.store = store
        words = store.texts.map(SourceIdentifiers.init)
    }

    func isPlaced(_ name: String) -> Bool {
        if let known = decided[name] { return known }
        decided[name] = false
        let placed = usesArePlaced(name)
        decided[name] = placed
        return placed
    }

    private func usesArePlaced(_ name: String) -> Bool {
        store.everyConstruction(of: name, words: words) { outermost in
            AutomaticButtonPlacement.bodies(around: outermost).map { $0.allSatisfy(isPlaced) } ?? false
        }
    }
}

/// The names of the `struct X: …View…` declarations of one file.
private final class DeclaredViews: SyntaxVisitor {
    var names: Set<String> = []

    init(_ tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "View" }) == true { names.insert(node.name.text) }
        return .visitChildren
    }
}
