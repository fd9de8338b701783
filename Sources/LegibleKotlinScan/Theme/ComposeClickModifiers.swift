import Foundation

/// The app's own click modifiers, read before any screen: an extension of `Modifier` whose value
/// is Compose's click handler —
///
/// ```kotlin
/// fun Modifier.noRippleClickable(onClick: () -> Unit) = clickable(indication = null, onClick = onClick)   // Anytype
/// fun Modifier.noRippleCombinedClickable(onLongClicked: () -> Unit, onClick: () -> Unit) = combinedClickable(…)
/// fun Modifier.tap(onClick: () -> Unit) = composed { clickable(onClick = onClick) }
/// ```
///
/// so `.noRippleClickable { … }` anywhere in the app is a tap target as `.clickable { … }` is
/// (Anytype 1c92276a core-ui Modifiers.kt:15/:33/:46; its 44 dp toolbar pills, TopToolbar.kt:73,
/// were not read as targets). Only a value that is the handler itself, on the receiver (`clickable(…)`,
/// `this.clickable(…)`, `then(Modifier.clickable(…))`, `this then clickable(…)`, or that inside `composed { }`), counts: one
/// that pads or sizes first changes the area. A name declared twice, once a click and once not, is neither.
enum ComposeClickModifiers {
    /// The most files (and bytes) parsed for these: only files declaring a `Modifier` extension are.
    static let maximumFiles = 200
    static let maximumBytes = 8 << 20

    /// The handlers that make a click modifier (`pointerInput` may be any gesture: not followed).
    static let handlers: Set<String> = ["clickable", "combinedClickable", "toggleable", "triStateToggleable", "selectable"]

    /// The app's click modifiers (``names``) and, of those, the ones that click only when their
    /// nullable handler is given (``guarded``).
    struct Found: Sendable {
        var names: Set<String> = []
        /// Name → its handler parameter, for `fun Modifier.clickableAlpha(…, onClick: (() -> Unit)?)
        /// = … then(if (onClick != null) Modifier.clickable(…) else Modifier)` (bitkit-android 1059c1bd Modifiers.kt:27).
        var guarded: [String: Handler] = [:]
    }

    /// A nullable handler parameter: its name and position.
    struct Handler: Sendable, Hashable {
        var name: String
        var index: Int
    }

    /// The click modifiers the Kotlin files among `sources` declare, by name.
    static func collect(sources: KotlinSourceTexts) -> Found {
        let texts = KotlinPrePassFiles.texts(sources: sources, maximumFiles: maximumFiles, maximumBytes: maximumBytes) { text in
            KotlinDeclaredNames.contains(text, "fun Modifier.") && handlers.contains { KotlinDeclaredNames.contains(text, $0 + "(") }
        }
        return collectAll(files: texts.map(KotlinParser.parse))
    }

    /// The click modifiers `files` declare at their top level (also the tests' entry point).
    static func collect(files: [KotlinFile]) -> Set<String> {
        collectAll(files: files).names
    }

    /// The click modifiers `files` declare at their top level, with the guarded ones' handlers.
    static func collectAll(files: [KotlinFile]) -> Found {
        var found = Found()
        var refused: Set<String> = []
        for file in files {
            for case .declaration(let declaration) in file.statements where declaration.keyword == "fun" && declaration.receiver == "Modifier" {
                let click = clickKind(declaration)
                if let click, !refused.contains(declaration.name), found.guarded[declaration.name] == nil || found.guarded[declaration.name] == click {
                    found.names.insert(declaration.name)
                    found.guarded[declaration.name] = click
                } else {
                    found.names.remove(declaration.name)
                    found.guarded[declaration.name] = nil
                    refused.insert(declaration.name)
                }
            }
        }
        found.names.subtract(ModifierChain.clickNames)
        found.guarded = found.guarded.filter { found.names.contains($0.key) }
        return found
    }

    /// Whether the declaration's value (its `=` expression, or its body's last expression or
    /// `return`) is a click handler on the receiver.
    static func isClick(_ declaration: KotlinDeclaration) -> Bool {
        clickKind(declaration) != nil
    }

    /// `.some(nil)` for a click handler on the receiver, `.some(handler)` for one applied only
    /// when a nullable handler parameter is not `null`, `nil` for no click.
    private static func clickKind(_ declaration: KotlinDeclaration) -> Handler?? {
        var value = declaration.initializer
        if value == nil, case .expression(let last)? = declaration.body?.last {
            value = if case .jump("return", let returned?) = last.kind { returned } else { last }
        }
        guard var value else { return nil }
        // `composed { clickable(…) }`: what the lambda gives.
        if case .call(let callee, _, let lambda?) = value.kind, case .name("composed") = callee.kind, case .expression(let last)? = lambda.body.last {
            value = last
        }
        if isHandler(value, thenAllowed: true) { return .some(nil) }
        return guardedHandler(value, parameters: declaration.parameters).map { .some($0) }
    }

    /// `clickable(…)`, `this.clickable(…)`, `Modifier.clickable(…)`, or `then(` one of those `)`,
    /// also written infix: `this then clickable(…)` (green_android 370cd508 Modifiers.kt:56
    /// `noRippleClickable`, :41 `noRippleToggleable`, whose 40 dp store row
    /// UseHardwareDeviceScreen.kt:184 was not read as a target).
    static func isHandler(_ expression: KotlinExpression, thenAllowed: Bool) -> Bool {
        if thenAllowed, case .binary("then", let left, let right) = expression.kind, case .name(let receiver) = left.kind,
            receiver == "this" || receiver == "Modifier"
        {
            return isHandler(right, thenAllowed: false)
        }
        guard let (name, arguments) = modifierCall(expression) else { return false }
        if name == "then", thenAllowed, arguments.count == 1 { return isHandler(arguments[0].value, thenAllowed: false) }
        return handlers.contains(name)
    }

    /// The name and arguments of a modifier call written bare, on `this` or on `Modifier`
    /// (`clickable(…)`, `this.clickable(…)`, `Modifier.clickable(…)`); `nil` for anything else,
    /// whose receiver may be another view's modifier.
    static func modifierCall(_ expression: KotlinExpression) -> (name: String, arguments: [KotlinArgument])? {
        guard case .call(let callee, let arguments, _) = expression.kind else { return nil }
        switch callee.kind {
        case .name(let called): return (called, arguments)
        case .member(let base, let called, _):
            guard case .name(let receiver) = base.kind, receiver == "this" || receiver == "Modifier" else { return nil }
            return (called, arguments)
        default: return nil
        }
    }
}
