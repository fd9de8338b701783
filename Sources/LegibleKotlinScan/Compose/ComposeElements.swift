import LegibleReporting
import LegibleScan
import LegibleTypeScale

/// `Text`, Material controls, click modifiers and containers' colours.
extension ComposeFileScan {
    /// `Text(…)`/`BasicText(…)`: its text, font, lines, width, colours and shrinking.
    func text(_ call: ComposeCall, context: Context, tappable isTappable: Bool = true) {
        var element = ScannedElement(kind: .label, id: id(call.position, context), location: location(call.position), platform: .android)
        element.text = text(call.argument("text", at: 0), id: element.id, position: call.position)
        let style = ComposeTextStyle(call.argument("style"), values: values)
        let weight = values.textWeight(call.argument("fontWeight"), style: style.weight, into: &element)
        if let size = call.argument("fontSize") {
            element.font = values.fontSize(size, weight: weight ?? .regular, family: nil)
        } else if call.argument("style") == nil {
            // No style: LocalTextStyle, which MaterialTheme sets to its typography's bodyLarge.
            element.font = ComposeTextStyle(nil, values: values).font(weight: weight, defaultRole: context.textRole ?? .bodyLarge)
        } else {
            element.font = style.font(weight: weight)
        }
        if element.font == nil, let frozen = values.frozenWithoutSize(call.argument("fontSize") ?? style.size) {
            // Frozen in dp at a size the file does not give: text.fixed-size says so without a size.
            element.fixedSizeConstant = frozen
        }
        if case .fixed(_, "dp", _, _)? = element.font, Self.showsEmoji(call, values: values) || Self.showsInitials(call) {
            // An emoji sized in dp to match the icons beside it (Element X's reactions and status
            // picker: "doesn't scale with fontSize to match icons size") is drawn as an icon, which
            // Material does not scale either: no label, so no text.fixed-size. So are an avatar's
            // initials sized to fit its circle (Bitwarden d817f6b4 BitwardenAccountSwitcher.kt:313,
            // "Do not allow scaling", inside a 24 dp avatar icon).
            if isTappable { tappable(call, context: context) }
            return
        }
        if let lines = values.number(call.argument("maxLines")) {
            element.maxLines = lines >= Double(Int32.max) ? 0 : Int(lines)
        } else if call.argument("softWrap")?.sketch == "false" {
            element.maxLines = 1
        }
        let chain = ModifierChain(call.modifier)
        if element.maxLines == nil {
            // Compose's own default (`maxLines = Int.MAX_VALUE`, `softWrap = true`): the text wraps
            // without limit, breaking a word wider than its line, and grows taller; it is cut off
            // only by a height its chain sets. A bound the file does not give leaves the lines unknown.
            switch chain.fixedHeight(values: values) {
            case .none: element.maxLines = 0
            case .known(let height)?: (element.maxLines, element.textHeight) = (0, height)
            case .unknown?: break
            }
        }
        element.textWidth =
            chain.textWidth(values: values)
            ?? .unknown(reason: Self.unfollowedLayout)
        if case .fixed = element.textWidth {
        } else if let room = chainRoom(call.modifier, context.room, context), room.allSatisfy({ $0 > 0 }) {
            // The layout around it is known: its width on each screen, measured as an Android layout's is.
            element.screenTextWidths = zip(screens, room).map { ScreenTextWidth(screen: $0, width: $1) }
        }
        element.textColor = textColor(call.argument("color")) ?? style.color ?? context.contentColor
        if case .unresolved? = element.textColor, let written = call.argument("color") {
            // A colour a condition or a function of the file chooses: each known state is judged,
            // and one the function returns unconditionally is the colour.
            let states = colorStates(written)
            // (Branches of one colour are that colour, whatever the condition.)
            if let first = states.first, states.allSatisfy({ $0.color == first.color }), states.count > 1 || first.condition.isEmpty {
                element.textColor = first.color
            } else {
                element.textColorStates = states
            }
        }
        if let runs = spanRunStates(call.argument("text", at: 0), element) { element.textColorStates = runs }
        var own = context
        applyFills(chain, at: call.position, to: &own)
        element.backgroundColor = TranslucentFill.bestCase(own.background, text: element.textColor)
        if !chain.mayDrawFill, let states = callerFillStates(element, written: call.argument("color"), context: context) { element.textColorStates = states }
        if !chain.mayDrawFill, let states = surfaceBehindField(call, element, context: context) { element.textColorStates = states }
        if Self.choosesBoth(element, stops: own.drawnStops) {
            element.backgroundColor = .unresolved("background(if …)", reason: "a fill and a text colour both chosen by conditions")
        } else if let states = drawnStopStates(element, stops: own.drawnStops) {
            element.textColorStates = states
        }
        if element.textColor != nil { noteUnreadDrawing(own) }
        if let autoSize = call.argument("autoSize"), autoSize.sketch.contains("StepBased") {
            element.shrink = ScannedShrink(mechanism: "autoSize = TextAutoSize.StepBased(…)", minimumScale: minimumScale(autoSize, element.font))
        }
        add(element, lines: call.lines)
        if isTappable { tappable(call, context: context) }
    }

    /// A Text's `color =`: what it names; unknown (not the colour around it) when it is a value
    /// the reader cannot read (a parameter, a state); `nil` when absent or `Color.Unspecified`.
    func textColor(_ written: KotlinExpression?) -> ScannedColor? {
        guard let written, !values.constants.resolve(written).sketch.hasSuffix("Unspecified") else { return nil }
        let shown = Self.enabledBranch(values.constants.resolve(written), flags: enabledFlags) ?? written
        return values.color(shown) ?? .unresolved(written.sketch, reason: "a colour the reader cannot read (a parameter, a state, a call)")
    }

    /// The enabled state's colour of `if (enabled) A else B` (also `isEnabled`, `!isDisabled`, a
    /// branch in braces): the text of an inactive control is exempt from WCAG 1.4.3, so only A is
    /// judged (Proton Pass d04eec28's text wrappers, `if (isEnabled) textNorm else textDisabled`).
    /// `nil` for any other condition: which state shows is not guessed; `flags` also count (``ComposeFileScan/controlEnabledFlags(_:)``).
    static func enabledBranch(_ expression: KotlinExpression, flags: Set<String> = []) -> KotlinExpression? {
        guard case .control("if", let parts) = expression.kind, parts.count == 3 else { return nil }
        var condition = parts[0]
        var negated = false
        if case .prefix("!", let operand) = condition.kind { (condition, negated) = (operand, true) }
        let flag: String
        switch condition.kind {
        case .name(let name): flag = name
        case .member(_, let name, _): flag = name
        default: return nil
        }
        let disabled = ["disabled", "isDisabled"].contains(flag)
        guard disabled || ["enabled", "isEnabled"].contains(flag) || flags.contains(flag) else { return nil }
        let branch = parts[disabled == negated ? 1 : 2]
        if case .block(let statements) = branch.kind, statements.count == 1, case .expression(let last)? = statements.last { return last }
        return branch
    }

    /// Why a Text's width is unknown when neither its chain nor the layout around it gives one.
    static let unfollowedLayout =
        "the Text's width comes from a layout the reader does not follow (a composable called from another file, a slot, a grid, an app's own modifier)"

    /// `TextAutoSize.StepBased(minFontSize = 8.sp, maxFontSize = 16.sp)`: the smallest scale, when both ends are known.
    private func minimumScale(_ autoSize: KotlinExpression, _ font: ScannedFont?) -> Double? {
        guard case .call(_, let arguments, _) = autoSize.kind else { return nil }
        let sizeOf = { (label: String) -> Double? in
            guard let value = arguments.first(where: { $0.name == label })?.value,
                case .scaled(let size, _, _, _)? = self.values.fontSize(value, weight: .regular, family: nil)
            else { return nil }
            return size
        }
        guard let minimum = sizeOf("minFontSize"), let maximum = sizeOf("maxFontSize"), maximum > 0 else { return nil }
        return minimum / maximum
    }

    /// The text argument: a literal, a constant, or `stringResource(R.string.key)` through the
    /// app's strings.
    func text(_ expression: KotlinExpression?, id: String, position: KotlinPosition) -> ScannedText? {
        guard let expression else { return nil }
        let value = values.constants.resolve(expression)
        switch value.kind {
        case .literal(let token):
            guard case .string(false) = token.kind else { return nil }
            return ScannedText(key: nil, literal: token.text)
        case .call(let callee, let arguments, nil):
            // moko-resources: `MR.strings.key.desc()`, its StringDesc, read from `moko-resources/base/strings.xml`.
            if case .member(let desc, "localized", _) = callee.kind, arguments.isEmpty { return text(desc, id: id, position: position) }
            if case .member(let reference, "desc", _) = callee.kind, case .member(_, let key, _) = reference.kind, Self.isStringReference(reference) {
                return androidString(key, id: id, position: position)
            }
            guard case .name(let name) = callee.kind, name == "stringResource" || name == "pluralStringResource",
                let reference = arguments.first(where: { ["id", "resource"].contains($0.name) })?.value ?? arguments.first?.value,
                case .member(_, let key, _) = reference.kind, Self.isStringReference(reference)
            else { return nil }
            // The platform's own string (`android.R.string.cancel`, or `R.string.ok` under `import
            // android.R`: Feeder 091ca126 ConfirmDialog.kt:29, Lawnchair BlankActivity.kt:62): its
            // text is the system's, in the system's translations; no app file has it, nothing is missing.
            if Self.isPlatformString(reference, imports: file.imports, aliases: file.importAliases) { return nil }
            return androidString(key, id: id, position: position)
        default:
            return nil
        }
    }

    /// The strings of the name `key` stands for when the strings file writes some of its `_` as
    /// `.`: each way of writing them, for at most 5 underscores (32 names).
    static func dottedName(_ key: String, resources: ScanResources) -> String? {
        let parts = key.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count > 1, parts.count <= 6 else { return nil }
        for mask in 1..<(1 << (parts.count - 1)) {
            var name = String(parts[0])
            for index in 1..<parts.count { name += (mask >> (index - 1) & 1 == 1 ? "." : "_") + parts[index] }
            if !resources.entries(forKey: name, table: nil, platform: .android).isEmpty { return name }
        }
        return nil
    }

    /// `android.R.string.key`, `R.string.key` in a file that imports `android.R`, or
    /// `AndroidR.string.key` under `import android.R as AndroidR`.
    static func isPlatformString(_ reference: KotlinExpression, imports: [String], aliases: [String: String] = [:]) -> Bool {
        let written = reference.sketch
        if written.hasPrefix("android.R.") || (written.hasPrefix("R.") && imports.contains("android.R")) { return true }
        guard let first = written.split(separator: ".").first else { return false }
        return aliases[String(first)] == "android.R"
    }

    /// `R.string.key`, `R.plurals.key`, or moko-resources' `MR.strings.key`, `MR.plurals.key`.
    static func isStringReference(_ reference: KotlinExpression) -> Bool {
        let written = reference.sketch
        return written.contains("R.string.") || written.contains("R.plurals.") || written.hasPrefix("MR.strings.") || written.hasPrefix("MR.plurals.")
            || written.contains(".MR.strings.") || written.contains(".MR.plurals.")
    }

    private func androidString(_ key: String, id: String, position: KotlinPosition) -> ScannedText {
        var key = key
        var entries = resources.entries(forKey: key, table: nil, platform: .android)
        if entries.isEmpty, let dotted = Self.dottedName(key, resources: resources) {
            // `<string name="donationCampaign.title">` is `R.string.donationCampaign_title` (and moko's
            // `MR.strings.donationCampaign_title`): the generated classes write a dot as `_`.
            key = dotted
            entries = resources.entries(forKey: dotted, table: nil, platform: .android)
        }
        let literal = (entries.first { $0.locale == resources.developmentLanguage && $0.variant == nil } ?? entries.first { $0.variant == nil })?.text
        // Only a scan that read the app's strings can tell that one is missing.
        if entries.isEmpty, resources.hasTable(ScanResources.androidTable) {
            // A note unless the evidence says the app's own string is missing (AndroidResourceOrigin).
            let (message, severity) = AndroidResourceOrigin.missing("R.string.\(key)", type: "string", name: key, readAnyValues: true)
            findings.append(Finding(id: id, rule: ScanRules.unresolved.id, severity: severity, message: message, location: location(position)))
        }
        return ScannedText(key: key, literal: literal)
    }

    /// A Material control: it reserves 48 dp itself, so its size is judged only where that
    /// minimum is switched off around it.
    func materialControl(_ call: ComposeCall, kind: ScannedElement.Kind, context: Context) {
        var element = ScannedElement(kind: kind, id: id(call.position, context), location: location(call.position), platform: .android)
        let chain = ModifierChain(call.modifier)
        if context.minimumTargetOff, !chain.keepsMinimumTarget, !isDesktopSource {
            element.width = chain.links.lazy.compactMap { chain.size(of: $0, horizontal: true, values: self.values) }.first
            element.height = chain.links.lazy.compactMap { chain.size(of: $0, horizontal: false, values: self.values) }.first
        }
        add(element, lines: call.lines)
    }

    /// Any other composable with a click, toggle or selection modifier: the area the handler covers (``ComposeEquivalentControls`` too).
    func tappable(_ call: ComposeCall, context: Context, lambda: KotlinLambda? = nil) {
        let chain = ModifierChain(call.modifier)
        guard let click = clickIndex(chain, context: context) ?? conditionalClick(chain, context: context), !chain.keepsMinimumTarget,
            !isDesktopSource
        else { return }
        var content: (width: Double?, height: Double?)?
        switch call.name {
        case "Icon": content = iconSize(call)
        case "Badge": content = badgeSize(lambda)
        // Its line: a Text's width is its text's, not known here (``textLineHeight(_:context:)``).
        case "Text", "BasicText": content = (nil, textLineHeight(call, context: context))
        default: content = containerContentSize(call, lambda: lambda, context: context)
        }
        var element = ScannedElement(kind: .tappable, id: id(call.position, context), location: location(call.position), platform: .android)
        element.width = chain.clickSize(at: click, horizontal: true, content: content?.width, values: values)
        element.height =
            chain.clickSize(at: click, horizontal: false, content: content?.height, values: values)
            ?? filledClickHeight(chain, click: click, room: context.heightRoom)
        element.equivalentControl = equivalentControl(chain, click: click, context: context)
        add(element, lines: call.lines)
    }

    /// The size an unsized `Icon` draws at: its painter's own size, which for
    /// `painterResource(R.drawable.x)` is the drawable's (a vector's `android:width`: Wire
    /// d34c49fc InCallReactionsPanel.kt:98, a 25 dp vector); unknown when the app's drawable
    /// does not give it; else Material's 24 dp (an `ImageVector`, `Icons.Default.X`).
    func iconSize(_ call: ComposeCall) -> (width: Double?, height: Double?) {
        let painter = call.argument("painter") ?? call.arguments.first(where: { $0.name == nil })?.value
        guard let painter, case .call(let callee, let arguments, nil) = painter.kind, case .name("painterResource") = callee.kind,
            let reference = (arguments.first(where: { $0.name == "id" }) ?? arguments.first)?.value, case .member(let base, let name, _) = reference.kind,
            base.sketch == "R.drawable" || base.sketch.hasSuffix(".drawable")
        else { return (24, 24) }
        guard let size = resources.android.resources.drawableSize(named: name) else { return (nil, nil) }
        return size
    }

    /// The colours a container gives what is inside it: its own fill and content colour.
    func containerColors(_ call: ComposeCall, context: inout Context) {
        let chain = ModifierChain(call.modifier)
        if !applyFills(chain, at: call.position, to: &context), let fill = windowOrNamedFill(call, over: context.background) {
            context.background = fill
        }
        switch call.name {
        case "Surface":
            container(call.argument("color"), call.argument("contentColor"), defaultRole: "surface", context: &context)
        case "Card", "ElevatedCard", "OutlinedCard":
            guard !material2Container(call, context: &context), let colors = materialColors(call, context: &context) else { return }
            let role = call.name == "Card" ? "surfaceContainerHighest" : call.name == "ElevatedCard" ? "surfaceContainerLow" : "surface"
            container(colors?.argument("containerColor"), colors?.argument("contentColor"), defaultRole: role, context: &context)
        case "Scaffold":
            container(call.argument("containerColor"), call.argument("contentColor"), defaultRole: "background", context: &context)
        case "Snackbar":
            // Material 3's `containerColor` (default inverseSurface), Material 2's `backgroundColor`
            // (its default is Material 2's theme, which the reader does not resolve).
            materialFill(call, defaultRole: "inverseSurface", material2Default: "SnackbarDefaults.backgroundColor", what: "snackbar", context: &context)
        case "Badge":
            // A badge draws its own fill, Material 3's `BadgeDefaults.containerColor` (the error
            // role) with `contentColorFor` it: not the FAB or icon it sits on (Meshtastic 10d52c8e
            // MessageScreenComponents.kt:153, an unread count judged on the FAB's primaryContainer).
            materialFill(call, defaultRole: "error", material2Default: "MaterialTheme.colors.error", what: "badge", context: &context)
        case "ModalBottomSheet":
            // Material 3's sheet draws `containerColor` (BottomSheetDefaults.ContainerColor, the
            // surfaceContainerLow role) behind its content (Anytype 1c92276a ActivateCodeScreen.kt:72).
            materialFill(call, defaultRole: "surfaceContainerLow", material2Default: "MaterialTheme.colors.surface", what: "bottom sheet", context: &context)
        case "ListItem":
            listItemColors(call, context: &context)
        case "TextButton", "OutlinedButton":
            linedButton(call, context: &context)
        default:
            guard ComposeCall.filledButtons.contains(call.name), !material2Container(call, context: &context),
                let colors = materialColors(call, context: &context)
            else { return }
            let role = call.name.contains("Tonal") ? "secondaryContainer" : call.name.contains("FloatingAction") ? "primaryContainer" : "primary"
            container(
                colors?.argument("containerColor") ?? call.argument("containerColor"), colors?.argument("contentColor") ?? call.argument("contentColor"),
                defaultRole: call.name == "ElevatedButton" ? "surfaceContainerLow" : role, context: &context)
        }
    }

    /// A component's `containerColor` (Material 3) or `backgroundColor` (Material 2) with its
    /// `contentColor`; without one, Material 3's default role, or in a file that does not import
    /// Material 3, Material 2's default, which its theme sets and the reader does not resolve.
    private func materialFill(_ call: ComposeCall, defaultRole: String, material2Default: String, what: String, context: inout Context) {
        let color = call.argument("containerColor") ?? call.argument("backgroundColor")
        if color == nil, !file.imports.contains(where: { $0.hasPrefix("androidx.compose.material3") }) {
            context.background = .unresolved(material2Default, reason: "Material 2's default \(what) colour, which the app's theme sets")
            context.contentColor = nil
        } else {
            container(color, call.argument("contentColor"), defaultRole: defaultRole, context: &context)
        }
    }

    /// A text or outlined button draws no fill unless its colours give one, and gives its content
    /// the theme's primary (`TextButtonTokens`/`OutlinedButtonTokens.LabelTextColor`), not the
    /// colour around it; `colors =` that is not a `…ButtonColors(…)` call leaves the text's colour unknown.
    private func linedButton(_ call: ComposeCall, context: inout Context) {
        let written = call.argument("colors")
        let colors = ComposeCall.colors(written)
        if let fill = colors?.argument("containerColor") ?? colors?.argument("backgroundColor"), let color = values.color(fill), !ComposeValues.isClear(color) {
            context.layer(color)
        }
        if let material2 = material2LinedContent(call, colors: colors) {
            context.contentColor = material2
        } else if let content = colors?.argument("contentColor") {
            context.contentColor = values.color(content)
        } else {
            context.contentColor = written == nil || colors != nil ? values.theme.color(role: "primary") : nil
        }
    }

    /// A container's fill (its argument, else its default role) and the content colour Material
    /// gives what is inside (`contentColorFor`: the fill's on-role, else the outer content colour).
    func container(_ color: KotlinExpression?, _ contentColor: KotlinExpression?, defaultRole: String, context: inout Context) {
        if let color, let clear = values.color(color), ComposeValues.isClear(clear) {
            // A transparent container shows what is behind it; its content colour is still its own.
        } else if let color {
            if let fill = values.color(color) {
                context.layer(fill)
            } else {
                context.background = .unresolved(color.sketch, reason: "a colour the reader cannot read (a parameter, a state, a call)")
            }
        } else {
            context.background = values.theme.color(role: defaultRole)
        }
        if let contentColor {
            // A content colour the reader cannot read leaves the text's colour unknown, not the outer one.
            context.contentColor = values.color(contentColor)
        } else if let on = color.flatMap({ Self.material2OnRole(values.constants.resolve($0).sketch) }) {
            context.contentColor = values.theme.material2.color(role: on)
        } else if let role = color.map({ Self.role(of: values.constants.resolve($0).sketch) }) ?? defaultRole, let on = Self.onRole[role] ?? Self.onRole(role) {
            context.contentColor = values.theme.color(role: on)
        }
    }

    /// `primary` for `MaterialTheme.colorScheme.primary`; `nil` for a colour that is no role
    /// (`contentColorFor` gives nothing for it, and the outer content colour stays).
    private static func role(of written: String) -> String? {
        let prefix = "MaterialTheme.colorScheme."
        return written.hasPrefix(prefix) ? String(written.dropFirst(prefix.count)) : nil
    }

    /// `contentColorFor`'s pairs that are not `x` → `onX`.
    static let onRole: [String: String] = [
        "surfaceVariant": "onSurfaceVariant", "inverseSurface": "inverseOnSurface", "surfaceContainerLowest": "onSurface", "surfaceContainerLow": "onSurface",
        "surfaceContainer": "onSurface", "surfaceContainerHigh": "onSurface", "surfaceContainerHighest": "onSurface", "surfaceBright": "onSurface",
        "surfaceDim": "onSurface",
    ]

    static func onRole(_ role: String) -> String? {
        guard let first = role.first, !role.hasPrefix("on") else { return nil }
        let on = "on" + first.uppercased() + role.dropFirst()
        return ComposeMaterialDefaults.colorRoles[on] != nil ? on : nil
    }
}

extension ComposeCall {
    /// `ButtonDefaults.buttonColors(containerColor = …)`, `CardDefaults.cardColors(…)`, as a call.
    static func colors(_ expression: KotlinExpression?) -> ComposeCall? {
        guard let expression, case .call(_, let arguments, _) = expression.kind else { return nil }
        return ComposeCall(name: "colors", arguments: arguments, position: expression.position, endLine: expression.endLine)
    }
}
