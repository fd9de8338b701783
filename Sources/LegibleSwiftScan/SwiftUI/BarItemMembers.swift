import Foundation
import SwiftParser
import SwiftSyntax

/// The app's view members (`func settingsButton() -> some View`, `var closeButton: some View`)
/// that every file of the app uses only as a bar item or in a menu's, toolbar's, swipe's or
/// alert's content (``SystemDrawnControls/isSystemPlaced(_:members:)``), directly or inside
/// another such member: the bar or menu lays out a control there and gives it its own hit area
/// whatever frame its label has, so its size is not judged. zashi-ios 2.4.x declares its
/// navigation bar's buttons in `extension HomeView { func settingsButton() -> some View { Button
/// { … } label: { icon.zImage(size: 24, …).padding(8) } } }` (`GlobalNavBar.swift:15`), and
/// `HomeView.swift:134-141` passes them to `.navigationBarItems(leading:trailing:)`: the
/// same-file check of private members did not reach them, and each was a wrong `target.small`.
///
/// Read before the files are scanned, by name: every reference to the name in any file counts
/// (another type's member of the same name too), so a name used anywhere else, in a preview
/// included, is judged as before; so is a member no file refers to.
enum BarItemMembers {
    /// Words of the calls whose content or arguments the system places.
    private static let placingWords = [
        "navigationBarItems", "toolbar", "ToolbarItem", "Menu", "contextMenu", "swipeActions", "alert", "confirmationDialog",
    ]
    /// How many members deep a use may be nested in others (`trailingItems()` calling `settingsButton()`).
    private static let maximumDepth = 4

    /// The members of `texts` placed only so.
    static func members(files store: SwiftPrePassTexts) -> Set<String> {
        let declared = viewMembers(inTexts: store.texts)
        guard !declared.isEmpty else { return [] }
        let texts = store.texts
        var files = Files(store: store)
        // The members a placing call of some file shows directly: the first candidates.
        var candidates: Set<String> = []
        for index in texts.indices where store.containsAny(index, placingWords) {
            guard declared.contains(where: { files.words[index].mayName($0) }) else { continue }
            for use in uses(in: files.tree(index), of: declared) where SystemDrawnControls.isSystemPlaced(use.node) {
                candidates.insert(use.name)
            }
        }
        var accepted: Set<String> = []
        for _ in 0..<maximumDepth {
            let newly = candidates.subtracting(accepted).filter { isPlacedOnly($0, accepted: accepted, files: &files) }
            guard !newly.isEmpty else { break }
            accepted.formUnion(newly)
            // The members these members show are placed as they are, when nothing else uses them.
            for index in texts.indices where newly.contains(where: { files.words[index].mayName($0) }) {
                for use in uses(in: files.tree(index), of: declared) where !accepted.contains(use.name) {
                    if SystemDrawnControls.isSystemPlaced(use.node, members: accepted) { candidates.insert(use.name) }
                }
            }
        }
        return accepted
    }

    /// Whether `name` is referred to, and every reference is placed by the system or in the code
    /// of an `accepted` member.
    private static func isPlacedOnly(_ name: String, accepted: Set<String>, files: inout Files) -> Bool {
        var found = false
        for index in files.words.indices where files.words[index].mayName(name) {
            for use in uses(in: files.tree(index), of: [name]) {
                guard SystemDrawnControls.isSystemPlaced(use.node, members: accepted) else { return false }
                found = true
            }
        }
        return found
    }

    /// The references in `tree` to one of `names`.
    private static func uses(in tree: SourceFileSyntax, of names: Set<String>) -> [(name: String, node: DeclReferenceExprSyntax)] {
        tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let name) = token.tokenKind, names.contains(name),
                let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { return nil }
            return (name, reference)
        }
    }

    /// The names of the functions and properties the texts declare as views, on one line
    /// (`func settingsButton() -> some View`, `var closeButton: AnyView`); `body` is the view's own.
    static func viewMembers(inTexts texts: [String]) -> Set<String> {
        guard let declaration = try? NSRegularExpression(pattern: #"\b(?:func|var)\s+(\w+)\b[^{}=\n]*?(?:->|:)\s*(?:some\s+View|AnyView)\b"#)
        else { return [] }
        var names: Set<String> = []
        for text in texts where SwiftPrePassTexts.contains(text, "some View") || SwiftPrePassTexts.contains(text, "AnyView") {
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        names.remove("body")
        return names
    }

    /// The texts' words, and their trees parsed once for all the pre-passes (``SwiftPrePassTexts``).
    private struct Files {
        let store: SwiftPrePassTexts
        let words: [SourceIdentifiers]

        init(store: SwiftPrePassTexts) {
            self.store = store
            words = store.texts.map(SourceIdentifiers.init)
        }

        func tree(_ index: Int) -> SourceFileSyntax { store.tree(index) }
    }
}
