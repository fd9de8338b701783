import LegibleReporting
import LegibleSyntax

/// One character filling its own round badge is drawn as a symbol (`text.fixed-size`'s badge
/// exception, until now read only from Interface Builder files and Swift): Mastodon 24ab4a0c
/// `sheet_link_verification_help.xml:48`, a 40×40 dp `TextView` centring its text on
/// `@drawable/white_circle` (an oval `<shape>` with a solid fill), whose `tools:text="1"` code
/// replaces with `String.format("%d", i)` for steps 1 to 3 (ProfileEditCustomFieldsFragment.java:141-144).
/// The step number in a fixed 16 dp was a warning; a larger size would only spill out of the circle.
extension AndroidShapeBox {
    /// Whether a drawable file is a filled round `<shape>`: an oval, or a rectangle with corners,
    /// with a `<solid>` colour (what a badge is drawn on), alone or as a selector's resting item.
    static func isRoundFill(text: String, file: String) throws(SyntaxError) -> Bool {
        let parsed = try XMLReader.parse(text, file: file)
        let namespaces = AndroidAttributes(parsed, inherited: [:]).namespaces
        guard let root = parsed.name == "selector" ? restingShape(of: parsed) : parsed, root.name == "shape" else {
            return false
        }
        let shape = AndroidAttributes(root, inherited: namespaces).android("shape") ?? "rectangle"
        let children = root.childElements.map(\.name)
        guard children.contains("solid") else { return false }
        if shape == "oval" { return true }
        guard shape == "rectangle", let corners = root.childElements.last(where: { $0.name == "corners" }) else { return false }
        let attributes = AndroidAttributes(corners, inherited: namespaces)
        return attributes.android("radius") != nil || attributes.android("topLeftRadius") != nil
    }

    /// The inline `<shape>` a `<selector>` draws for a view at rest, enabled and untouched: its first
    /// `<item>` whose every state holds then (none, `state_enabled="true"`, or another state `"false"`),
    /// as Android picks the first item that matches. Apollo e983980e `bg_block_clock_number.xml`
    /// wraps the rounded, filled tile of each block-clock digit in a one-item selector.
    static func restingShape(of selector: XMLElementNode) -> XMLElementNode? {
        let resting = selector.childElements.first { item in
            guard item.name == "item" else { return false }
            return item.attributes.allSatisfy { attribute in
                guard let state = attribute.name.split(separator: ":").last, state.hasPrefix("state_") else { return true }
                return state == "state_enabled" ? attribute.value == "true" : attribute.value == "false"
            }
        }
        return resting?.childElements.first { $0.name == "shape" }
    }
}

extension AndroidLayoutWalk {
    /// The widest and tallest a badge may be: 64 dp (the rule's 64 pt).
    static let badgeSide = 64.0

    /// The badge a `TextView` is, when it is one: a `layout_width` and `layout_height` in dp of
    /// at most ``badgeSide`` each, its text centred on both axes (`gravity="center"`), on a
    /// background of the app's that is a filled round shape (``AndroidShapeBox/isRoundFill(text:file:)``).
    /// Its file text is the layout's `android:text`, else its `tools:text` (the sample of what code
    /// sets, which says what kind of text it is when the scan cannot read code's, as a xib's does).
    /// `nil` for any other view: whether its one character is a glyph is the rule's to say.
    mutating func textBadge(_ view: AndroidView, kind: ScannedElement.Kind) throws(SyntaxError) -> ScannedBadge? {
        guard kind == .label, AndroidViewKinds.kind(of: view.tag) == .label, let gravity = view.android("gravity"),
            gravity.split(separator: "|").contains(where: { $0 == "center" })
                || ["center_horizontal", "center_vertical"].allSatisfy({ side in gravity.split(separator: "|").contains { $0 == side } }),
            let background = view.android("background"), let reference = AndroidValueSyntax.reference(background), !reference.isFramework,
            reference.type == "drawable", resources.roundFills.contains(reference.name),
            let width = view.android("layout_width"), let height = view.android("layout_height"),
            case .known(let across) = try length(width, what: "layout_width", zero: nil),
            case .known(let down) = try length(height, what: "layout_height", zero: nil),
            across > 0, down > 0, across <= Self.badgeSide, down <= Self.badgeSide
        else { return nil }
        let text = view.attributes["android:text"].flatMap { AndroidValueSyntax.reference($0) == nil ? $0 : nil } ?? view.attributes["tools:text"]
        return ScannedBadge(width: across, height: down, fileText: text)
    }
}
