import Foundation
import LegibleSyntax

/// A view of a layout a fragment may be shown in (a `ViewPager2`, a `FragmentContainerView`, a
/// `<fragment>`, a view whose id code adds a fragment to) or a list a fragment's rows are shown
/// in (a `RecyclerView`, `ListView`, `GridView`), with the views from it up to the layout's root:
/// whether any of them draws decides whether the window shows behind what it holds.
struct AndroidFragmentSlot: Sendable, Hashable {
    /// A pager, `FragmentContainerView` or `<fragment>`; any view with an id (a container when
    /// code adds a fragment to that id); a list.
    enum Kind: Sendable, Hashable { case container, identified, list }
    /// One view from the slot up to the root: its tag and attributes as written.
    struct Link: Sendable, Hashable {
        var tag: String
        var attributes: [String: String]
    }
    var kind: Kind
    /// The view's `@+id/` name, by ``AndroidSourceFacts/key(_:)``.
    var id: String?
    /// The fragment class `android:name` names (simple name), and the `app:navGraph`'s name.
    var fragment: String?
    var navGraph: String?
    /// The slot first, its root last.
    var chain: [Link]
    /// Whether a view before it or before one of its ancestors, in a parent that stacks its
    /// children (not a `LinearLayout`), draws (a picture, a background, an `<include>`): it may
    /// be under the slot, where the window would otherwise be (SeriesGuide's activity_episodes.xml
    /// puts a full-size `ImageView` under its fragment container).
    var covered = false
}

extension AndroidResources {
    /// Records the fragment containers and lists of `layoutFiles` (every qualifier's, merged by
    /// layout name), and the `<fragment>` destinations of `navigationFiles` (`<dialog>` ones are
    /// dialogs' windows and left out). A file that does not parse is skipped here.
    mutating func readFragmentSlots(layoutFiles: [String], navigationFiles: [String]) {
        let limit = FileSizeLimit(bytes: limits.maximumValuesFileBytes, what: "an Android layout file", setting: "AndroidResourceLimits.maximumValuesFileBytes")
        // The text last read, for what a layout names (`AndroidResources+Reach.swift`).
        var lastText = ""
        func parse(_ file: String) -> XMLElementNode? {
            lastText = ""
            guard let data = try? FileReading.read(file, limit: limit, regularFileOnly: true), let text = try? TextDecoding.decode(data, file: file) else {
                return nil
            }
            lastText = text
            return try? XMLReader.parse(text, file: file, droppingWhitespaceBetweenElements: true)
        }
        for file in layoutFiles {
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            let key = AndroidSourceFacts.key(name)
            layoutNamesByKey[key] = name
            layoutModules[key, default: []].insert(Self.module(ofResource: file) ?? "")
            layoutSpellings[key, default: [:]][name, default: []].insert(Self.module(ofResource: file) ?? "")
            let root = parse(file)
            reachLayoutMentions[key, default: AndroidReachXML()].add(xml: lastText)
            guard let root else {
                // Unreadable: what it holds is not known, so nothing is said of it.
                fragmentSlots[key, default: []].append(AndroidFragmentSlot(kind: .container, chain: [.init(tag: "?", attributes: [:])]))
                layoutIDsComplete = false
                continue
            }
            collectSlots(root, namespaces: [:], chain: [], covered: false, into: &fragmentSlots[key, default: []])
            if Self.startsWithFillingPicture(root) { pictureLayouts.insert(key) }
            collectDeclaredIDs(root, namespaces: [:], layout: name)
        }
        for file in navigationFiles {
            guard let root = parse(file) else { continue }
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            var found: [String] = []
            func visit(_ element: XMLElementNode, namespaces: [String: String]) {
                let attributes = AndroidAttributes(element, inherited: namespaces)
                if element.name == "fragment", let fragment = attributes.android("name") {
                    found.append(String(fragment.split(separator: ".").last ?? Substring(fragment)))
                }
                for child in element.childElements { visit(child, namespaces: attributes.namespaces) }
            }
            visit(root, namespaces: [:])
            navigationFragments[name, default: []].append(contentsOf: found)
        }
    }

    private func collectSlots(
        _ element: XMLElementNode, namespaces: [String: String], chain: [AndroidFragmentSlot.Link], covered: Bool, into slots: inout [AndroidFragmentSlot]
    ) {
        let attributes = AndroidAttributes(element, inherited: namespaces)
        let link = AndroidFragmentSlot.Link(tag: element.name, attributes: attributes.values)
        let chain = element.name == "layout" ? chain : [link] + chain
        let tag = element.name.split(separator: ".").last.map(String.init) ?? element.name
        let id = attributes.android("id").flatMap(AndroidValueSyntax.reference).map { AndroidSourceFacts.key($0.name) }
        let isContainer = tag == "fragment" || tag == "FragmentContainerView" || tag.hasSuffix("ViewPager") || tag.hasSuffix("ViewPager2")
        if isContainer || id != nil {
            let fragment = attributes.android("name") ?? attributes.plain("class")
            slots.append(
                AndroidFragmentSlot(
                    kind: isContainer ? .container : .identified, id: id, fragment: fragment.map { String($0.split(separator: ".").last ?? Substring($0)) },
                    navGraph: attributes.app("navGraph").flatMap(AndroidValueSyntax.reference).map(\.name), chain: chain, covered: covered))
        }
        if ["RecyclerView", "ListView", "GridView"].contains(where: { tag.hasSuffix($0) }) {
            slots.append(AndroidFragmentSlot(kind: .list, id: id, chain: chain, covered: covered))
        }
        let stacks = !tag.hasSuffix("LinearLayout") && element.name != "layout"
        // The views before it that draw, by id (`nil`: one with none, which may be anywhere).
        var drawnBefore: [String?] = []
        for child in element.childElements {
            let childAttributes = AndroidAttributes(child, inherited: attributes.namespaces)
            let under = stacks && drawnBefore.contains { !Self.isPlacedApart(childAttributes, from: $0) }
            collectSlots(child, namespaces: attributes.namespaces, chain: chain, covered: covered || under, into: &slots)
            if Self.drawsUnder(child, namespaces: attributes.namespaces) {
                drawnBefore.append(childAttributes.android("id").flatMap(AndroidValueSyntax.reference).map { AndroidSourceFacts.key($0.name) })
            }
        }
    }

    /// Whether the view starts below (or ends above) the earlier sibling `id`, so that nothing of
    /// the sibling is under it: its top constrained to the sibling's bottom (ConstraintLayout's
    /// `layout_constraintTop_toBottomOf`, RelativeLayout's `layout_below`), or its bottom to the
    /// sibling's top. openfoodfacts 1802d42e `activity_main.xml:20`: the fragment container's top
    /// is the included toolbar's bottom (`:9`), so the toolbar is above the fragment, not under
    /// it, and the fragment (`fragment_home.xml:67`) is on the window.
    ///
    /// In a ConstraintLayout only a `0dp` height, or no constraint on the other side, holds it
    /// there: a view constrained on both sides and taller than the space between is centred,
    /// past its anchor. RelativeLayout sets that edge whatever the other.
    private static func isPlacedApart(_ attributes: AndroidAttributes, from id: String?) -> Bool {
        guard let id else { return false }
        func names(_ anchor: String?) -> Bool {
            anchor.flatMap(AndroidValueSyntax.reference).map { AndroidSourceFacts.key($0.name) == id } ?? false
        }
        if names(attributes.android("layout_below")) || names(attributes.android("layout_above")) { return true }
        let held = attributes.android("layout_height") == "0dp" || attributes.app("layout_constrainedHeight") == "true"
        let constrained = { (side: String) in ["Top", "Bottom"].contains { attributes.app("layout_constraint\(side)_to\($0)Of") != nil } }
        return (names(attributes.app("layout_constraintTop_toBottomOf")) && (held || !constrained("Bottom")))
            || (names(attributes.app("layout_constraintBottom_toTopOf")) && (held || !constrained("Top")))
    }

    /// Whether a view may draw under the views after it: a picture, a background, a card, an
    /// `<include>` (whose content is another file's). App bars, toolbars and tabs are laid out
    /// beside the content of a CoordinatorLayout, not under it.
    private static func drawsUnder(_ element: XMLElementNode, namespaces: [String: String]) -> Bool {
        let attributes = AndroidAttributes(element, inherited: namespaces)
        if ["AppBar", "Toolbar", "TabLayout"].contains(where: { element.name.contains($0) }) { return false }
        if element.name == "include" || ["Image", "Card", "Video", "Surface", "Map", "WebView"].contains(where: { element.name.contains($0) }) { return true }
        if let background = attributes.android("background"), !["@null", "@android:color/transparent"].contains(background) { return true }
        return attributes.android("src") != nil || attributes.app("srcCompat") != nil
    }

    /// Whether no view of the slot's chain draws: no `android:background` (or one in its app
    /// style), no `android:theme`, and none of the views that draw a fill of their own (cards,
    /// app bars, toolbars, navigation views, sheets). A style outside the app is a layout's
    /// library style, which draws nothing behind a list or a pager.
    func isClear(_ slot: AndroidFragmentSlot) -> Bool {
        let drawing = ["Card", "AppBar", "Toolbar", "NavigationView", "TabLayout", "Sheet", "Chip", "Button", "?"]
        return !slot.covered
            && slot.chain.allSatisfy { link in
                guard !drawing.contains(where: { link.tag.contains($0) }), link.attributes["android:theme"] == nil else { return false }
                // A bottom sheet in the activity's layout slides over the content, not the window.
                if link.attributes["app:layout_behavior"]?.contains("BottomSheet") == true { return false }
                if let background = link.attributes["android:background"], !["@null", "@android:color/transparent"].contains(background) { return false }
                guard let style = link.attributes["style"] else { return true }
                guard let reference = AndroidValueSyntax.reference(style), reference.type == "style" else { return false }
                guard let resolved = try? resolveStyle(reference.name, isFramework: reference.isFramework) else { return false }
                return resolved.items["android:background"] == nil && resolved.items["android:theme"] == nil
            }
    }
}
