import LegibleScan

/// Material 2's buttons and cards (`androidx.compose.material.Button`), whose colours are named
/// differently: `ButtonDefaults.buttonColors(backgroundColor =, contentColor =)` and `Card(backgroundColor =)`,
/// their defaults from Material 2's `MaterialTheme.colors`, which the reader does not resolve.
/// omnivore 322ce62b SaveContent.kt:67-74, an M2 `Button` with `backgroundColor = Color(0xffffd234)`,
/// was judged on Material 3's default container, the theme's `colorScheme.primary`.
extension ComposeFileScan {
    /// Whether the file's `name` is Material 2's: imported by name, or through
    /// `androidx.compose.material.*` when no other import names it and Material 3's is not also
    /// imported whole.
    func importsMaterial2(_ name: String) -> Bool {
        if file.imports.contains("androidx.compose.material." + name) { return true }
        return file.imports.contains("androidx.compose.material.*") && !file.imports.contains("androidx.compose.material3.*")
            && !file.imports.contains { $0.hasSuffix("." + name) }
    }

    /// A Material 2 filled button's or card's fill and content colour: `backgroundColor` (in its
    /// `colors =` or its own), else Material 2's default, not measured. `false` when `call` is not
    /// Material 2's.
    func material2Container(_ call: ComposeCall, context: inout Context) -> Bool {
        guard importsMaterial2(call.name) else { return false }
        guard let colors = materialColors(call, context: &context) else { return true }
        let content = colors?.argument("contentColor") ?? call.argument("contentColor")
        guard let fill = colors?.argument("backgroundColor") ?? call.argument("backgroundColor") else {
            let role = call.name.hasSuffix("Card") ? "surface" : call.name.contains("FloatingAction") ? "secondary" : "primary"
            context.background = .unresolved("MaterialTheme.colors.\(role)", reason: "Material 2's default \(call.name) colour, which the app's theme sets")
            context.contentColor = content.flatMap(values.color)
            return true
        }
        // Material 2's `contentColorFor` a colour that is no role of its theme is the outer content colour.
        container(fill, content, defaultRole: "surface", context: &context)
        return true
    }

    /// Material 2's `contentColorFor` a fill `MaterialTheme.colors.X` (androidx Colors.kt): the
    /// role's on-role, `nil` for a fill that is no background role (the outer content colour then
    /// stays). Not Material 3's scheme: an app may build both.
    static func material2OnRole(_ written: String) -> String? {
        let prefix = "MaterialTheme.colors."
        guard written.hasPrefix(prefix) else { return nil }
        return [
            "primary": "onPrimary", "primaryVariant": "onPrimary", "secondary": "onSecondary", "secondaryVariant": "onSecondary",
            "background": "onBackground", "surface": "onSurface", "error": "onError",
        ][String(written.dropFirst(prefix.count))]
    }

    /// A Material 2 text or outlined button's content colour when its colours give none: Material
    /// 2's primary, not measured (not Material 3's).
    func material2LinedContent(_ call: ComposeCall, colors: ComposeCall?) -> ScannedColor?? {
        guard importsMaterial2(call.name) else { return nil }
        if let content = colors?.argument("contentColor") { return .some(values.color(content)) }
        // Colours the reader cannot read (a parameter, a `val`): the content colour is not known.
        if call.argument("colors") != nil, colors == nil { return .some(nil) }
        return .some(.unresolved("MaterialTheme.colors.primary", reason: "Material 2's default \(call.name) colour, which the app's theme sets"))
    }
}
