import LegibleScan
import LegibleTypeScale

/// Material's colour objects written with the app's own colours, where a component's text
/// colour and the fill behind it are set together: `ButtonDefaults.buttonColors(containerColor =,
/// contentColor =)`, `TextFieldDefaults.colors(unfocusedPlaceholderColor =,
/// unfocusedContainerColor =)`, `ListItemDefaults.colors(headlineColor =)`, also through
/// `.copy(…)` of one (`NavigationBarItemDefaults.colors().copy(unselectedTextColor =)`). Each
/// text colour the call writes is judged, at its argument, on the fill the same call gives its
/// state, else the component's default fill. Element X 477aa366 `NavigationBarItem.kt:52`,
/// `SearchBar.kt:169` wrote a disabled grey as a label's and a placeholder's colour.
extension ComposeFileScan {
    /// One text colour argument of a colours call and the fill it is drawn on.
    struct DefaultsTextSlot {
        /// The argument that colours the text (`unselectedTextColor`).
        var text: String
        /// The argument that fills behind it in the same state (`unfocusedContainerColor`), if any.
        var fill: String?
        /// The component's own fill when the call does not give one: a colour role, or `nil` when
        /// it draws none (a text button, an outlined field) and what is behind is not known here.
        var defaultFill: String?
        /// The text style Material gives that text (`labelMedium` for a navigation bar's label).
        var role: MaterialTypeRole
    }

    /// `ButtonDefaults.buttonColors` → its text slots, from androidx.compose.material3's sources
    /// (`FilledButtonTokens`, `ListTokens`, `NavigationBarTokens`…, material3 1.2 and later). Disabled
    /// states are left out: WCAG 1.4.3 does not cover inactive components.
    static let defaultsTextSlots: [String: [DefaultsTextSlot]] = {
        var table: [String: [DefaultsTextSlot]] = [:]
        let content = { (fill: String?) in [DefaultsTextSlot(text: "contentColor", fill: "containerColor", defaultFill: fill, role: .labelLarge)] }
        table["ButtonDefaults.buttonColors"] = content("primary")
        table["ButtonDefaults.filledTonalButtonColors"] = content("secondaryContainer")
        table["ButtonDefaults.elevatedButtonColors"] = content("surfaceContainerLow")
        table["ButtonDefaults.outlinedButtonColors"] = content(nil)
        table["ButtonDefaults.textButtonColors"] = content(nil)
        for (name, fill) in [("cardColors", "surfaceContainerHighest"), ("elevatedCardColors", "surfaceContainerLow"), ("outlinedCardColors", "surface")] {
            table["CardDefaults." + name] = [DefaultsTextSlot(text: "contentColor", fill: "containerColor", defaultFill: fill, role: .bodyLarge)]
        }
        // A text field's input, placeholder, label, prefix and suffix sit inside its container, per
        // state (its supporting text is below it, on whatever is behind). The same colours object
        // serves filled and outlined fields, so only a container the call gives is known.
        // A focused field's label floats above the input, drawn at bodySmall (M3's TextFieldImpl
        // moves it from bodyLarge to bodySmall as it floats; Kickstarter e5ba636b
        // FormularyScreen.kt:140, a `focusedLabelColor`, was said to be 16 sp).
        var field: [DefaultsTextSlot] = []
        for state in ["focused", "unfocused", "error"] {
            for part in ["Text", "Placeholder", "Label", "Prefix", "Suffix"] {
                let role: MaterialTypeRole = state == "focused" && part == "Label" ? .bodySmall : .bodyLarge
                field.append(DefaultsTextSlot(text: state + part + "Color", fill: state + "ContainerColor", defaultFill: nil, role: role))
            }
        }
        table["TextFieldDefaults.colors"] = field
        table["OutlinedTextFieldDefaults.colors"] = field.filter { !$0.text.hasSuffix("LabelColor") }
        // Material 2: one background for every state.
        table["TextFieldDefaults.textFieldColors"] = ["textColor", "placeholderColor", "focusedLabelColor", "unfocusedLabelColor"].map {
            DefaultsTextSlot(text: $0, fill: "backgroundColor", defaultFill: nil, role: .bodyLarge)
        }
        table["ListItemDefaults.colors"] = [
            DefaultsTextSlot(text: "headlineColor", fill: "containerColor", defaultFill: "surface", role: .bodyLarge),
            DefaultsTextSlot(text: "supportingColor", fill: "containerColor", defaultFill: "surface", role: .bodyMedium),
            DefaultsTextSlot(text: "overlineColor", fill: "containerColor", defaultFill: "surface", role: .labelMedium),
        ]
        // A collapsed medium or large bar's title is titleLarge too: the smallest it is drawn.
        for name in ["topAppBarColors", "centerAlignedTopAppBarColors", "mediumTopAppBarColors", "largeTopAppBarColors"] {
            table["TopAppBarDefaults." + name] = [
                DefaultsTextSlot(text: "titleContentColor", fill: "containerColor", defaultFill: "surface", role: .titleLarge)
            ]
        }
        // A navigation bar's or rail's label sits on the bar, below the indicator (which is behind the icon only).
        for name in ["NavigationBarItemDefaults.colors", "NavigationRailItemDefaults.colors"] {
            table[name] = ["selectedTextColor", "unselectedTextColor"].map {
                DefaultsTextSlot(text: $0, fill: nil, defaultFill: "surfaceContainer", role: .labelMedium)
            }
        }
        table["NavigationDrawerItemDefaults.colors"] = [
            DefaultsTextSlot(text: "selectedTextColor", fill: "selectedContainerColor", defaultFill: "secondaryContainer", role: .labelLarge),
            DefaultsTextSlot(text: "unselectedTextColor", fill: "unselectedContainerColor", defaultFill: nil, role: .labelLarge),
        ]
        let chip = [
            DefaultsTextSlot(text: "labelColor", fill: "containerColor", defaultFill: nil, role: .labelLarge),
            DefaultsTextSlot(text: "selectedLabelColor", fill: "selectedContainerColor", defaultFill: "secondaryContainer", role: .labelLarge),
        ]
        for name in ["FilterChipDefaults.filterChipColors", "FilterChipDefaults.elevatedFilterChipColors", "InputChipDefaults.inputChipColors"] {
            table[name] = chip
        }
        for name in ["AssistChipDefaults.assistChipColors", "SuggestionChipDefaults.suggestionChipColors"] { table[name] = [chip[0]] }
        table["SegmentedButtonDefaults.colors"] = [
            DefaultsTextSlot(text: "activeContentColor", fill: "activeContainerColor", defaultFill: "secondaryContainer", role: .labelLarge),
            DefaultsTextSlot(text: "inactiveContentColor", fill: "inactiveContainerColor", defaultFill: "surface", role: .labelLarge),
        ]
        return table
    }()

    /// The colours call `callee(arguments)` names, with the arguments that count: its own, or for
    /// `X.colors().copy(…)` the inner call's overridden by the copy's.
    /// `copied` names the arguments a `.copy(…)` sets (the inner call judges the rest itself).
    static func defaultsColorsCall(_ callee: KotlinExpression, _ arguments: [KotlinArgument])
        -> (name: String, arguments: [KotlinArgument], copied: Set<String>?)?
    {
        guard case .member(let base, let function, _) = callee.kind else { return nil }
        if function == "copy", case .call(let innerCallee, let innerArguments, nil) = base.kind,
            let inner = defaultsColorsCall(innerCallee, innerArguments)
        {
            let named = Set(arguments.compactMap(\.name))
            return (inner.name, inner.arguments.filter { !named.contains($0.name ?? "") } + arguments, named)
        }
        guard case .name(let object) = base.kind, defaultsTextSlots["\(object).\(function)"] != nil else { return nil }
        return ("\(object).\(function)", arguments, nil)
    }

    /// Each text colour a colours call writes, as a label with no text of its slot's style, on
    /// its fill. Not when the call is a followed component's `colors =` (its content's Text is
    /// judged there, with these colours).
    func defaultsColors(_ callee: KotlinExpression, _ arguments: [KotlinArgument], context: Context) {
        guard !context.colorsFollowed, let (name, arguments, copied) = Self.defaultsColorsCall(callee, arguments),
            let slots = Self.defaultsTextSlots[name]
        else { return }
        let argument = { (label: String?) in label.flatMap { label in arguments.first { $0.name == label }?.value } }
        for slot in slots where copied.map({ $0.contains(slot.text) || slot.fill.map($0.contains) == true }) ?? true {
            // A field that never shows its error state draws none of its error colours.
            if context.errorStateOff, slot.text.hasPrefix("error") { continue }
            // A colour the reader cannot read (a parameter, a state) is not judged here: nothing is known of it.
            guard let written = argument(slot.text), let textColor = values.color(written) else { continue }
            let fill: ScannedColor?
            if let given = argument(slot.fill) {
                // A transparent fill shows what is behind, which this call does not say.
                fill = values.color(given).flatMap { ComposeValues.isClear($0) ? nil : $0 }
            } else if slot.text.hasSuffix("TextColor"), name.hasPrefix("Navigation"), name != "NavigationDrawerItemDefaults.colors",
                let drawn = barFill()
            {
                // The file's own bar sets its fill: that one, or nothing known when it is transparent.
                fill = drawn
            } else {
                fill = slot.defaultFill.map { values.theme.color(role: $0) }
            }
            guard let fill else { continue }
            var element = ScannedElement(kind: .label, id: id(written.position, context), location: location(written.position), platform: .android)
            element.font = ComposeTextStyle(nil, values: values).font(weight: nil, defaultRole: slot.role)
            (element.textColor, element.backgroundColor) = (textColor, fill)
            add(element, lines: written.position.line...max(written.position.line, written.endLine))
        }
    }

    /// The fill of a navigation bar or rail this file draws with a colour (`NavigationBar(containerColor
    /// = …)`, Tivi a0c62c2c Home.kt:224 `FloatingNavigationBar(containerColor = Color.Transparent)`):
    /// `.some(nil)` when it is transparent or not readable, `nil` when the file gives no bar a colour.
    func barFill() -> ScannedColor?? {
        var found: ScannedColor??
        KotlinWalk.expressions(in: file.statements) { expression in
            guard found == nil, case .call(let callee, let arguments, _) = expression.kind, case .name(let name) = callee.kind,
                name.hasSuffix("NavigationBar") || name.hasSuffix("NavigationRail"),
                let written = arguments.first(where: { $0.name == "containerColor" })?.value
            else { return }
            found = .some(values.color(written).flatMap { ComposeValues.isClear($0) ? nil : $0 })
        }
        return found
    }
}
