import LegibleScan

/// What is behind the placeholder, label, prefix and suffix of a Material 3 `TextField` or
/// `OutlinedTextField`: the field's unfocused container (`TextFieldDefaults.colors()`'s
/// `unfocusedContainerColor`, surfaceContainerHighest for a filled field; an outlined field's is
/// transparent), and through a transparent one whatever is around the field, the callers' fills
/// included. Their text is onSurfaceVariant unless the Text or the colours call says otherwise.
/// Neo-Backup b27516fc DevTools.kt:214, ContextMenu.kt:184 and TerminalPage.kt:675 write
/// `placeholder = { Text(…, color = Color.Gray) }` in transparent fields, which gave the Text no
/// fill at all: not even a caller's known fill could reach it.
extension ComposeFileScan {
    static let textFieldSlots: [String: String] = [
        "placeholder": "unfocusedPlaceholderColor", "label": "unfocusedLabelColor", "prefix": "unfocusedPrefixColor",
        "suffix": "unfocusedSuffixColor",
    ]

    /// The context of one slot of a text field; `outer` is the context around the field itself.
    func textFieldSlotContext(_ call: String?, argument: String?, arguments: [KotlinArgument], outer: Context, _ context: Context) -> Context {
        guard let call, call == "TextField" || call == "OutlinedTextField", let argument, let textColor = Self.textFieldSlots[argument],
            importsMaterial3(call)
        else { return context }
        var slot = context
        let written = arguments.first { $0.name == "colors" }?.value
        var colors: [KotlinArgument] = []
        var defaultFill: String? = call == "TextField" ? "surfaceContainerHighest" : nil
        if let written {
            let resolved = values.constants.resolve(written)
            guard case .call(let callee, let given, nil) = resolved.kind, let colorsCall = Self.defaultsColorsCall(callee, given),
                colorsCall.name == "TextFieldDefaults.colors" || colorsCall.name == "OutlinedTextFieldDefaults.colors"
            else {
                slot.background = .unresolved(written.sketch, reason: "colours the reader cannot read (a parameter, a condition, an app's function)")
                slot.contentColor = nil
                return slot
            }
            colors = colorsCall.arguments
            defaultFill = colorsCall.name == "TextFieldDefaults.colors" ? "surfaceContainerHighest" : nil
        }
        var transparent = defaultFill == nil
        if let fill = colors.first(where: { $0.name == "unfocusedContainerColor" })?.value {
            if let color = values.color(fill) {
                transparent = ComposeValues.isClear(color)
                if !transparent { slot.background = TranslucentFill.layer(color, over: outer.background) }
            } else {
                transparent = false
                slot.background = .unresolved(fill.sketch, reason: "a colour the reader cannot read (a parameter, a state, a call)")
            }
        } else if let defaultFill {
            slot.background = values.theme.color(role: defaultFill)
        }
        if transparent {
            // What is around the field shows, the callers' fills included, unless its modifier paints.
            let modifier = arguments.first { $0.name == "modifier" }?.value
            slot.fillOpen = outer.fillOpen && !ModifierChain(modifier).mayDrawFill
            // Nothing that may paint between the function's start and the field, and no fill known:
            // a menu, dialog or app container around it closes the way (``surfaceBehindField``).
            slot.transparentFieldSlot = slot.fillOpen && outer.background == nil
        }
        // A colour the call writes is judged at its argument (``defaultsColors(_:_:context:)``).
        slot.contentColor = colors.contains { $0.name == textColor } ? nil : values.theme.color(role: "onSurfaceVariant")
        return slot
    }
}

extension ComposeFileScan {
    /// A slot Text that writes its own colour in a transparent field with nothing known behind
    /// it, neither in its function (where nothing may paint before it) nor from its callers, is judged on the scheme's surface
    /// (Neo-Backup b27516fc DevTools.kt:214, `placeholder = { Text(…, color = Color.Gray) }` in an
    /// `OutlinedTextField` whose composable, declared twice, no caller fill reaches; TerminalPage.kt:675,
    /// under a transparent Scaffold). A field is laid on a screen, sheet, card or menu, all of
    /// Material's surface family; the surface is the lightest of them in light and the darkest in
    /// dark but for `surfaceContainerLowest` (and `surfaceBright` in dark), so a mid-tone colour
    /// that fails on it fails on nearly any of them. The state names that assumption. A slot Text
    /// in Material's own colour (onSurfaceVariant) is not judged this way: its pair is Material's.
    func surfaceBehindField(_ call: ComposeCall, _ element: ScannedElement, context: Context) -> [ScannedColorState]? {
        guard context.transparentFieldSlot, element.backgroundColor == nil, element.textColorStates.isEmpty, call.argument("color") != nil,
            let color = element.textColor
        else { return nil }
        var state = ScannedColorState(condition: "its transparent field shows the scheme's surface", color: color)
        state.background = values.theme.color(role: "surface")
        return [state]
    }
}

extension ComposeFileScan {
    /// Whether a Material `TextField`'s or `OutlinedTextField`'s error state can show, so that its
    /// `colors =`'s `error…Color`s are judged: its `isError` is given and not `false`, and when it
    /// is a parameter of the enclosing composable, some call of that (not a preview's) may pass
    /// it a value other than `false`. Kickstarter e5ba636b FormularyScreen.kt:121-153, a
    /// read-only `TextField` with `errorLabelColor = colors.kds_alert` and no `isError`, was judged
    /// 3.61:1 in dark; `isError` defaults to `false`, so the error colours are never drawn.
    func errorStateMayShow(_ arguments: [KotlinArgument], context: Context) -> Bool {
        // `isError` is TextField's fourteenth parameter: a call that long by position may give it.
        guard let given = arguments.first(where: { $0.name == "isError" })?.value else { return arguments.prefix { $0.name == nil }.count > 13 }
        let written = values.constants.resolve(given)
        if case .name("false") = written.kind { return false }
        if case .name("true") = written.kind { return true }
        guard case .name(let name) = given.kind, let owner = context.owner else { return true }
        var functions: [KotlinDeclaration] = []
        for case .declaration(let declaration) in file.statements where declaration.keyword == "fun" && declaration.name == owner {
            functions.append(declaration)
        }
        guard functions.count == 1, let index = functions[0].parameters.firstIndex(where: { $0.name == name }) else { return true }
        if let fallback = functions[0].parameters[index].defaultValue?.sketch, fallback != "false" { return true }
        return values.theme.callerFills.mayPassTrue(owner, path: path, label: name, index: index)
    }
}
