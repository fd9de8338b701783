import LegibleScan

/// A design system's button composable whose colours are its parameters (issue 33, fresh-android17b):
/// 2fas-android Button.kt:33, `fun TwButton(text: String, colors: ButtonColors =
/// ButtonDefaults.buttonColors(containerColor = TwTheme.color.primary, contentColor = Color.White))`
/// calls `Button(colors = colors) { Text(text = text) }`. In its own body the fill is a parameter,
/// unknown; at each call of it (a ``ComposeWrapper``) the parameter is what the call passes, else
/// its default, so the label is judged there: white on #ED1C24, 4.38:1 in light.
///
/// Only when the button's colour arguments (`colors`, `containerColor`, `contentColor`) name one
/// of the wrapper's parameters: colours the body gives alone are judged once in the body. Any
/// call around the Text other than one such button, an `if` and layouts that draw nothing leaves
/// the call unjudged, as before.
extension ComposeFileScan {
    /// The context of the Text inside `wrapper`'s own button at one call of it, with `bindings`
    /// (the call's arguments, else the defaults) put in; `nil` when not such a button.
    func buttonColorsAtCall(_ wrapper: ComposeWrapper, _ bindings: [String: KotlinExpression], at call: ComposeCall, context: Context) -> Context? {
        guard wrapper.enclosingArguments.count == wrapper.enclosing.count else { return nil }
        var inner = context
        var button: String?
        for (name, arguments) in zip(wrapper.enclosing, wrapper.enclosingArguments) {
            if name == "if" || Self.drawsNothing.contains(name) { continue }
            guard button == nil, ComposeCall.followedColors.contains(name) else { return nil }
            let substituted = arguments.map { KotlinArgument(name: $0.name, value: Self.substitute($0.value, bindings, depth: 0)) }
            let colorLabels: Set<String> = ["colors", "containerColor", "contentColor"]
            guard zip(arguments, substituted).contains(where: { colorLabels.contains($0.0.name ?? "") && $0.0.value != $0.1.value }) else { return nil }
            containerColors(ComposeCall(name: name, arguments: substituted, position: call.position, endLine: call.endLine), context: &inner)
            button = name
        }
        guard let button else { return nil }
        inner.room = nil
        inner.heightRoom = nil
        inner.fillOpen = false
        inner.textRole = Self.slotRoles[button]?["*"] ?? Self.slotRoles[button]?["content"]
        return inner
    }
}
