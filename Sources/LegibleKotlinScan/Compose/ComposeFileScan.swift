import LegibleReporting
import LegibleScan
import LegibleTypeScale

/// One Kotlin file's scan: its tree, its constants, and what the walk found.
final class ComposeFileScan {
    /// What the composables around a call give it.
    struct Context {
        /// The enclosing function (or type), for element ids.
        var owner: String?
        /// The colour the nearest enclosing container paints (`Surface(color =)`, `Modifier.background`).
        /// A new one replaces a gradient drawn in code; ``layer(_:)`` keeps it, tinted.
        var background: ScannedColor? {
            didSet {
                drawnStops = []
                unreadDrawing = nil
            }
        }
        /// When the backdrop is a gradient drawn in code (``ComposeDrawnBackdrop``): each stop with
        /// what is layered over it since; ``background`` is the first. Empty otherwise.
        var drawnStops: [DrawnStop] = []
        /// Where a fill drawn in code whose colours the reader cannot read is, when ``background`` is it.
        var unreadDrawing: KotlinPosition?
        /// The text colour the enclosing container gives its content (`Surface(contentColor =)`,
        /// `LocalContentColor provides …`, a filled button's content colour).
        var contentColor: ScannedColor?
        /// Whether Material's 48 dp minimum touch target is switched off around the call.
        var minimumTargetOff = false
        /// The type role LocalTextStyle holds here, when a Material component sets it; bodyLarge otherwise.
        var textRole: MaterialTypeRole?
        /// Whether LocalTextStyle holds a style the reader does not read (`ProvideTextStyle(appStyle)`).
        var textStyleUnread = false
        /// Whether the call is inside a function's body (not a constant naming a colour).
        var inFunction = false
        /// The most width the content here gets on each of ``ComposeFileScan/screens``, in dp;
        /// `nil` when the layout around it is not known (``ComposeFileScan/contentRoom(_:lambda:context:)``).
        var room: [Double]?
        /// Names of a Scaffold's content padding, whose sides are 0 (`padding(innerPadding)`).
        var zeroPaddings: Set<String> = []
        /// Whether this is the `colors =` of a component whose content's colours the walk follows
        /// (a filled button, a card): its colours are judged on the Text inside, not again here.
        var colorsFollowed = false
        /// Whether nothing that may paint is between the enclosing function's start and here, so
        /// the fill around the function's calls shows (``ComposeCallerFills``).
        var fillOpen = false
        /// Whether this is a slot of a text field whose container is transparent with no fill
        /// known around the field (``ComposeFileScan/surfaceBehindField(_:_:context:)``).
        var transparentFieldSlot = false
        /// The most height a `Row`, `Column` or `Box` of a known height gives its direct content,
        /// in dp (``ComposeConditionalClicks``); `nil` elsewhere.
        var heightRoom: Double?
        /// Handlers given to controls that are not small, in this block or one around it (``ComposeEquivalentControls``).
        var equivalentClicks: [ComposeEquivalentControls.Click] = []
        /// Whether this is the `colors =` of a text field whose error state never shows (``ComposeFileScan/errorStateMayShow(_:context:)``).
        var errorStateOff = false
        /// The enclosing functions' `val`s fixed at false (``ComposeFalseFlags``).
        var falseLocals: Set<String> = []
        /// The conditions of the `if`s around here that name a parameter (``ComposeParameterGates``).
        var gates: [String] = []
    }

    let path: String
    let file: KotlinFile
    let resources: ScanResources
    let values: ComposeValues
    /// The screen widths Text is laid out at (`scan: screens: android:`), narrowest first.
    let screens: [Double]
    var elements: [ScannedElement] = []
    var findings: [Finding] = []
    var suppressions = ComposeSuppressions()
    var elementLines: [ClosedRange<Int>] = []
    /// The file's composables and the layout their calls give them (``solveFunctionLayouts()``).
    var localComposables: [String: [KotlinParameter]] = [:]
    var functionLayouts: [String: FunctionLayout] = [:]
    var callSites: [String: [CallSite]] = [:]
    var recording = false
    /// How deep `walk(_:_:)` is in expressions, at most `maximumExpressionDepth`.
    private var expressionDepth = 0
    static let maximumExpressionDepth = 160
    private var notedDepth = false
    /// Whether the walk is the pre-pass's survey of calls (``surveyCalls()``), and what it found.
    var surveying = false
    var callerSites: [ComposeCallerFills.Site] = []
    /// Lines of drawings in unread colours already noted (``noteUnreadDrawing(_:)``).
    var notedDrawings: Set<Int> = []
    /// The appearance an app theme called with one forces on what it wraps
    /// (``forcedAppearance(_:arguments:position:)``), for the elements added inside.
    var forcedStyle: ScannedInterfaceStyle?
    /// The flags that switch a control around the walk off (``controlEnabledFlags(_:)``).
    var enabledFlags: Set<String> = []
    /// Private functions only previews call (``ComposePreviewHelpers``): not read.
    lazy var previewHelpers = ComposePreviewHelpers.names(in: file.statements)
    /// The file's `val`s and `var`s given a modifier that may draw a fill (``ComposeWindowFills``).
    lazy var filledModifierNames = Self.filledModifierNames(in: file.statements)
    /// The file's composables that show their content lambda in a card, or a named slot on a fill they give (`ComposeSlotCards`).
    lazy var slotCards = ComposeSlotCards.cards(in: file.statements)
    lazy var slotFills = ComposeSlotCards.fills(in: file.statements)
    /// The file's private composables' parameters every call passes a written label: see `ComposeLabelParameters.swift`.
    lazy var labelParameters = ComposeLabelParameters.find(in: file.statements)

    init(path: String, file: KotlinFile, resources: ScanResources, theme: ComposeTheme = ComposeTheme()) {
        self.path = path
        self.file = file
        self.resources = resources
        screens = resources.androidScreenWidths.filter { $0 > 0 && $0.isFinite }
        // The file's own names first, then the theme files', then lengths other files declare for it.
        let constants = ComposeConstants(file.statements).over(theme.constants.over(theme.sharedLengths.visible(in: file)))
        var values = ComposeValues(constants: constants, theme: theme, resources: resources)
        values.appearanceParameters = ComposeAppearanceConditions.parameters(in: file.statements, declared: theme.appearance)
        self.values = values
        // Wear OS has no light mode: a watch app's screens show only the dark appearance
        // (WooCommerce c8b90c30 WooCommerce-Wear OrderDetailsScreen.kt:339 was judged on white, 1.13:1).
        forcedStyle = theme.fixedAppearance
        if file.imports.contains(where: { $0.hasPrefix("androidx.wear.compose") }) {
            forcedStyle = ScannedInterfaceStyle(
                isDark: true, scope: .file(path), written: "a Wear OS screen (androidx.wear.compose), always dark", location: Finding.Location(file: path))
        }
    }

    /// Says once per file that an expression was too deep to read, so the unread part is not silent.
    private func noteTooDeep(_ expression: KotlinExpression) {
        guard !surveying, !notedDepth else { return }
        notedDepth = true
        findings.append(
            Finding(
                id: "\(fileStem):\(expression.position.line)", rule: ScanRules.unresolved.id, severity: .note,
                message: "an expression nests more than \(Self.maximumExpressionDepth) deep; what is inside it was not read",
                location: location(expression.position)))
    }

    func run() {
        for diagnostic in file.diagnostics {
            findings.append(
                Finding(
                    id: "\(fileStem):\(diagnostic.position.line)", rule: ScanRules.unresolved.id, severity: .note,
                    message: "Kotlin the reader could not read (\(diagnostic.message)); the rest of the file was read",
                    location: location(diagnostic.position)))
        }
        suppressions.read(file: file, path: path)
        solveFunctionLayouts()
        walk(file.statements, Context())
        var attached: Set<Int> = []
        for index in elements.indices {
            elements[index].suppressions += suppressions.covering(lines: elementLines[index], attached: &attached)
        }
        findings += suppressions.missingReasonFindings(attached: attached)
        findings.removeAll { suppressions.suppresses($0) }
    }

    /// Whether the file is in a Compose Multiplatform desktop source set (`src/jvmMain`,
    /// `src/desktopMain`): a window driven by a mouse, where Material's 48 dp touch target is not
    /// the measure, so no `target.small` (Amethyst 10149d71 `desktopApp/…/NoteActions.kt:949`).
    var isDesktopSource: Bool {
        let components = path.split(separator: "/")
        return zip(components, components.dropFirst()).contains { $0 == "src" && ($1 == "jvmMain" || $1 == "desktopMain") }
    }

    // MARK: Positions and ids

    var fileStem: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".kt") ? String(name.dropLast(3)) : name
    }

    func location(_ position: KotlinPosition) -> Finding.Location {
        Finding.Location(file: path, line: position.line, column: position.column)
    }

    /// `Greeting:42`: the enclosing function's name (or the file's) and the line.
    func id(_ position: KotlinPosition, _ context: Context) -> String {
        "\(context.owner ?? fileStem):\(position.line)"
    }

    /// Adds an element spanning `lines`.
    func add(_ element: ScannedElement, lines: ClosedRange<Int>) {
        var element = element
        if element.interfaceStyle == nil { element.interfaceStyle = forcedStyle }
        elements.append(element)
        elementLines.append(lines)
    }

    // MARK: The walk

    func walk(_ statements: [KotlinStatement], _ context: Context) {
        var context = withEquivalentClicks(statements, context)
        let flags = values.theme.falseFlags
        for statement in statements {
            walk(statement, context)
            // What is drawn after a picture that fills the container sits on the picture.
            if let backdrop = ComposePictureBackdrop.backdrop(after: statement) { context.background = backdrop }
            if case .declaration(let declaration) = statement { context.falseLocals = flags.locals(context.falseLocals, adding: declaration) }
            // Nothing after `if (!Flags.MQ_PREVIEW) return` runs when the flag is off (Gramophone MultiQueue.kt:682).
            if flags.endsBlock(statement, locals: context.falseLocals) { break }
        }
    }

    func walk(_ statement: KotlinStatement, _ context: Context) {
        suppressions.noteStatement(statement.position.line, through: statement.endLine)
        switch statement {
        case .declaration(let declaration): walk(declaration, context)
        case .expression(let expression): walk(expression, context)
        case .assignment(_, _, let value): walk(value, context)
        }
    }

    private func walk(_ declaration: KotlinDeclaration, _ context: Context) {
        // A preview (`@Preview`, `@PreviewLightDark`, an app's own `@DevicePreviews`) shows the
        // screens with sample data in Android Studio: its own text and sizes are not the app's.
        if ComposePreviewHelpers.isPreview(declaration) { return }
        if declaration.keyword == "fun", previewHelpers.contains(declaration.name) || values.theme.previewOnly.contains(declaration.name, path: path) { return }
        // A composable only code switched off by a flag uses is never shown (Gramophone MultiQueue.kt:187).
        if declaration.keyword == "fun", values.theme.falseFlags.isUnreached(declaration.name, path: path) { return }
        suppressions.annotations(declaration.annotations, lines: declaration.position.line...max(declaration.position.line, declaration.endLine), path: path)
        var inner = context
        if ["fun", "class", "object", "interface"].contains(declaration.keyword) {
            // A function is laid out wherever it is called: a screen fills the screen, the file's calls give the rest.
            let layout = declaration.keyword == "fun" ? functionLayouts[declaration.name] : nil
            inner.room = isScreen(declaration, owner: context.owner) ? screens : layout?.room
            inner.heightRoom = nil
            inner.zeroPaddings = layout?.zeroParameters ?? []
            if !declaration.name.isEmpty { inner.owner = declaration.name }
        }
        if declaration.keyword == "fun" {
            inner.inFunction = true
            // A parameter hides an outer `val` of its name.
            inner.falseLocals.subtract(declaration.parameters.map(\.name))
            inner.gates = []
        }
        // A function's body starts open to its callers' fills; a class's or an object's does not.
        inner.fillOpen = declaration.keyword == "fun" || (declaration.keyword == "val" && context.fillOpen)
        // Every call of the function inside a theme that forces one appearance: its content shows only that one.
        let outerStyle = forcedStyle
        defer { forcedStyle = outerStyle }
        if let forced = callersForcedStyle(declaration) { forcedStyle = forced }
        if let initializer = declaration.initializer { walk(initializer, inner) }
        if let body = declaration.body { walk(body, inner) }
    }

    func walk(_ expression: KotlinExpression, _ context: Context) {
        // A call chain nests one expression per call (`.padding(1.dp)` a hundred times) past the
        // parser's depth limit; deeper than this is not walked, so the stack holds (FuzzKotlinSource).
        guard expressionDepth < Self.maximumExpressionDepth else { return noteTooDeep(expression) }
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        switch expression.kind {
        case .call(let callee, let arguments, let lambda):
            var inner = call(expression, callee: callee, arguments: arguments, lambda: lambda, context: context)
            walk(callee, context)
            let name: String? = if case .name(let name) = callee.kind { name } else { nil }
            let call = name.map { ComposeCall(name: $0, arguments: arguments, position: expression.position, endLine: expression.endLine) }
            if let call { inner = withEnclosingClick(call, inner) }
            let outerStyle = forcedStyle
            let outerFlags = enabledFlags
            defer { (forcedStyle, enabledFlags) = (outerStyle, outerFlags) }
            if let call { enabledFlags.formUnion(Self.controlEnabledFlags(call)) }
            if let name, leavesFixedAppearance(name, arguments: arguments) { forcedStyle = nil }
            if let name, let forced = forcedAppearance(name, arguments: arguments, position: expression.position) { forcedStyle = forced }
            // Slots other than the content (a top bar's title, a dialog's text) are laid out by the component: width unknown.
            var slot = inner
            slot.room = nil
            slot.heightRoom = nil
            for argument in arguments {
                var base = argument.name == "content" ? inner : slot
                base.colorsFollowed = argument.name == "colors" && name.map(ComposeCall.followedColors.contains) == true
                base.errorStateOff =
                    argument.name == "colors" && (name == "TextField" || name == "OutlinedTextField") && !errorStateMayShow(arguments, context: context)
                base = dialogSlotColor(name, argument: argument.name, arguments: arguments, base)
                base = listItemSlotColor(name, argument: argument.name, arguments: arguments, base)
                base = textFieldSlotContext(name, argument: argument.name, arguments: arguments, outer: context, base)
                if let call { base = openSlotContext(call, argument: argument.name, outer: context, inner: inner, base) }
                walk(argument.value, call.map { argumentContext($0, argument: argument.name, base) } ?? base)
            }
            guard let lambda else { return }
            var lambdaContext = call.map { argumentContext($0, argument: nil, inner) } ?? inner
            if let call { lambdaContext = openSlotContext(call, argument: nil, outer: context, inner: inner, lambdaContext) }
            guard let name, isRow(name) else { return walk(lambda.body, lambdaContext) }
            walkRow(lambda.body, of: ComposeCall(name: name, arguments: arguments, position: expression.position, endLine: expression.endLine), lambdaContext)
        case .member(let base, _, _): walk(base, context)
        case .binary(_, let left, let right):
            walk(left, context)
            walk(right, context)
        case .index(let base, let arguments):
            walk(base, context)
            for argument in arguments { walk(argument, context) }
        case .prefix(_, let operand), .postfix(_, let operand), .typeCheck(_, let operand, _): walk(operand, context)
        case .lambda(let lambda): walk(lambda.body, context)
        case .block(let statements), .objectLiteral(let statements): walk(statements, context)
        case .control(let keyword, let parts):
            // Only the branch a flag fixed at false lets run (``ComposeFalseFlags``).
            let running = keyword == "if" ? values.theme.falseFlags.liveIndices(ofIf: parts, locals: context.falseLocals) : Array(parts.indices)
            for index in running { walk(parts[index], keyword == "if" ? gated(parts, branch: index, context) : context) }
        case .jump(_, let value?): walk(value, context)
        case .name, .literal, .reference, .jump, .unknown: break
        }
    }

    /// A call: an element when it is one, and the context its content gets.
    private func call(_ expression: KotlinExpression, callee: KotlinExpression, arguments: [KotlinArgument], lambda: KotlinLambda?, context: Context)
        -> Context
    {
        guard case .name(let name) = callee.kind else {
            // `state?.let { Text(it) }` runs in place; a lambda of another call on a value is laid out who knows where.
            var inner = context
            if !recording { defaultsColors(callee, arguments, context: context) }
            inner.colorsFollowed = false
            if case .member(_, let member, _) = callee.kind, Self.inPlaceCalls.contains(member) { return inner }
            inner.fillOpen = false
            inner.room = nil
            inner.heightRoom = nil
            return inner
        }
        let call = ComposeCall(name: name, arguments: arguments, position: expression.position, endLine: expression.endLine)
        var inner = context
        inner.room = Self.inPlaceCalls.contains(name) ? context.room : contentRoom(call, lambda: lambda, context: context)
        inner.heightRoom = Self.inPlaceCalls.contains(name) ? context.heightRoom : contentHeightRoom(call)
        noteCallerSite(call, context: context)
        inner.fillOpen =
            context.fillOpen && (Self.drawsNothing.contains(name) || Self.inPlaceCalls.contains(name) || drawsNoButtonFill(call))
            && !ModifierChain(call.modifier).mayDrawFill
        if name == "Scaffold" { inner.zeroPaddings.formUnion(scaffoldPaddings(lambda)) }
        recordCall(call, context: context)
        if name == "CompositionLocalProvider" {
            providedLocals(call, content: lambda, context: &inner)
            return inner
        }
        // Walks that only look for the file's calls of its own composables judge nothing.
        guard !recording else {
            // The survey needs the fills around calls.
            if surveying { containerColors(call, context: &inner) }
            return inner
        }
        if ThemeCalls.names.contains(name) {
            themeCall(call, context: context)
        } else if name == "Color" {
            colorLiteral(call, expression: expression, context: context)
        }
        if ComposeCall.textNames.contains(name) {
            text(call, context: context)
        } else if let kind = ComposeCall.materialControls[name], !callsAppComposable(name) {
            materialControl(call, kind: kind, context: context)
        } else {
            // A design system's text composable (`AppText(…)`) is its Text; the app's clickable one, its clickable (``ComposeClickWrappers``).
            if let wrapper = values.theme.wrappers[name] { wrapperText(call, wrapper, context: context) }
            if !clickWrapperTarget(call, context: context) { tappable(call, context: context, lambda: lambda) }
        }
        containerColors(call, context: &inner)
        // `InsightCard(title) { Text(…) }` where the file's `InsightCard` shows `content()` in a Card.
        if let card = slotCards[name], lambda != nil || call.argument("content") != nil { containerColors(card, context: &inner) }
        dialogColors(call, context: &inner)
        return inner
    }
}

/// A call of a composable by name, with its arguments.
struct ComposeCall {
    var name: String
    var arguments: [KotlinArgument]
    var position: KotlinPosition
    var endLine: Int
    /// Its trailing content lambda, where the walk that found the call keeps it (``ComposeClickWrappers``).
    var lambda: KotlinLambda? = nil

    var lines: ClosedRange<Int> { position.line...max(position.line, endLine) }

    /// The argument labelled `label`, or the unlabelled one at `position` (before any label).
    func argument(_ label: String, at position: Int? = nil) -> KotlinExpression? {
        if let named = arguments.first(where: { $0.name == label }) { return named.value }
        guard let position, position < arguments.count, arguments[..<(position + 1)].allSatisfy({ $0.name == nil }) else { return nil }
        return arguments[position].value
    }

    /// The `modifier` argument: labelled, or the first unlabelled one that starts with `Modifier`
    /// (`Box(Modifier.size(48.dp))`) or with the function's own `modifier` parameter (Kickstarter
    /// e5ba636b KSBadges.kt:366, `Row(modifier.background(purple_02))`, whose fill was missed and
    /// the Text judged on the caller's).
    var modifier: KotlinExpression? {
        if let named = arguments.first(where: { $0.name == "modifier" }) { return named.value }
        return arguments.first { $0.name == nil && ["Modifier", "modifier"].contains(ModifierChain.root(of: $0.value) ?? "") }?.value
    }

    static let textNames: Set<String> = ["Text", "BasicText"]

    /// Material components that reserve a 48 dp touch target (`minimumInteractiveComponentSize`).
    static let materialControls: [String: ScannedElement.Kind] = [
        "Button": .button, "TextButton": .button, "OutlinedButton": .button, "ElevatedButton": .button, "FilledTonalButton": .button,
        "IconButton": .button, "FilledIconButton": .button, "FilledTonalIconButton": .button, "OutlinedIconButton": .button,
        "IconToggleButton": .button, "FilledIconToggleButton": .button, "OutlinedIconToggleButton": .button,
        "FloatingActionButton": .button, "SmallFloatingActionButton": .button, "LargeFloatingActionButton": .button,
        "ExtendedFloatingActionButton": .button, "Checkbox": .toggle, "TriStateCheckbox": .toggle, "RadioButton": .toggle, "Switch": .toggle,
        "Slider": .slider, "RangeSlider": .slider, "TextField": .textField, "OutlinedTextField": .textField, "FilterChip": .button,
        "AssistChip": .button, "InputChip": .button, "SuggestionChip": .button,
    ]
}
