import LegibleReporting
import LegibleSyntax

/// The colour a colour state list (`res/color/NAME.xml`, a `<selector>` of `<item>`s) gives a
/// view as it is usually seen: enabled, in a focused window, not pressed, focused, hovered,
/// selected, checked or activated.
///
/// Android draws the first item whose states all match the view's (AOSP
/// `ColorStateList.getColorForState`): an item matches when every `android:state_…="true"` it
/// names is a state the view has and every `="false"` one is not. An enabled view's drawable
/// state holds `state_enabled` and `state_window_focused`, nothing else; an app's own states
/// (`app:state_…`) are taken as not set. So `<item android:state_enabled="false" …/>` is skipped
/// and `<item android:state_enabled="true" …/>` is drawn, before a last item with no states.
/// When no item matches, nothing is drawn that Legible can say; the list is unresolved.
///
/// The item's `android:alpha` (or AppCompat's `app:alpha`) multiplies the colour's alpha, in
/// 8 bits rounded as Android's `ColorStateList.modulateColor` does. An alpha written as a
/// resource or theme attribute, and `android:lStar` (Android 12's tone change), make the list
/// unresolved rather than measured from a different colour.
package struct AndroidColorStateList: Sendable, Hashable {
    /// How an item changes its colour's alpha.
    package enum Alpha: Sendable, Hashable {
        /// Multiplies it (`0.38`).
        case factor(Double)
        /// Changes the colour in a way Legible does not resolve, with why, as it follows "a
        /// colour state list whose …".
        case unreadable(String)
    }

    /// The drawn item's `android:color` as written (`#DE000000`, `@color/ink`, `?attr/colorOnSurface`).
    package var color: String
    /// Its alpha change; `nil` when it has none.
    package var alpha: Alpha?
    /// Where the drawn item is.
    package var location: Finding.Location
    /// Where its `android:color` value is (the item's position: attribute positions are not kept).
    package var valuePosition: SyntaxPosition

    /// The states an enabled view in a focused window has.
    private static let defaultStates: Set<String> = ["state_enabled", "state_window_focused"]

    /// What a `res/color` file gives a view in the default state.
    package enum Reading: Sendable, Hashable {
        /// The state list's drawn item.
        case drawn(AndroidColorStateList)
        /// A state list none of whose items is drawn in the default state.
        case undrawn
        /// Android 7's gradient colour (a `<gradient>` root, `GradientColor`, which Compose's
        /// `ImageVector`s and vector drawables fill shapes with): a valid resource with no single
        /// colour, so no text colour to measure, and no reason to drop the folder's other colours.
        case gradient
    }

    /// Reads a colour state list; `nil` when no item is drawn in the default state, or when the
    /// file is a gradient colour (``Reading/gradient``).
    ///
    /// - Throws: `SyntaxError` for malformed XML, a root other than `<selector>` or `<gradient>`,
    ///   or an item without `android:color`.
    package static func read(text: String, file: String) throws(SyntaxError) -> AndroidColorStateList? {
        if case .drawn(let list) = try reading(text: text, file: file) { return list }
        return nil
    }

    /// Reads a `res/color` file: the drawn item, none, or a gradient colour.
    ///
    /// - Throws: as ``read(text:file:)``.
    package static func reading(text: String, file: String) throws(SyntaxError) -> Reading {
        let root = try XMLReader.parse(text, file: file)
        // Habitica 56dfaf32 Habitica/res/color/promo_gradient.xml: a valid gradient that, read as a
        // malformed state list, dropped every colour, string and style of its res folder.
        if root.name == "gradient" { return .gradient }
        guard root.name == "selector" else {
            throw SyntaxError(file: file, position: root.position, message: "expected a <selector> root element in a colour state list, found <\(root.name)>")
        }
        for item in root.childElements where item.name == "item" {
            guard matchesDefaultState(item) else { continue }
            guard let color = item.attribute("android:color"), !color.isEmpty else {
                throw SyntaxError(file: file, position: item.position, message: "a colour state list's <item> needs an android:color attribute")
            }
            return .drawn(
                AndroidColorStateList(
                    color: color.trimmingWhitespace, alpha: alpha(of: item), location: Finding.Location(file: file, item.position),
                    valuePosition: item.position))
        }
        return .undrawn
    }

    /// Whether every state the item names is as an enabled view in a focused window has it.
    private static func matchesDefaultState(_ item: XMLElementNode) -> Bool {
        for (name, value) in item.attributes {
            guard let colon = name.firstIndex(of: ":") else { continue }
            let local = String(name[name.index(after: colon)...])
            guard local.hasPrefix("state_") else { continue }
            let wanted = value.trimmingWhitespace == "true"
            let has = name.hasPrefix("android:") && defaultStates.contains(local)
            if wanted != has { return false }
        }
        return true
    }

    private static func alpha(of item: XMLElementNode) -> Alpha? {
        if item.attribute("android:lStar") != nil || item.attribute("app:lStar") != nil {
            return .unreadable("drawn item changes the colour's tone (lStar), which Legible does not model")
        }
        guard let written = (item.attribute("android:alpha") ?? item.attribute("app:alpha"))?.trimmingWhitespace else { return nil }
        guard let factor = Double(written), factor.isFinite else {
            return .unreadable("drawn item's alpha is \(written), which Legible does not resolve")
        }
        return .factor(factor)
    }

    /// An alpha (0…1) multiplied by `factor` as Android does it: the 8-bit alpha times the
    /// factor plus one half, cut to an integer and held to 0…255.
    package static func modulatedAlpha(_ alpha: Double, by factor: Double) -> Double {
        let base = (alpha * 255).rounded()
        let product = (base * factor + 0.5).rounded(.down)
        return min(max(product, 0), 255) / 255
    }
}
