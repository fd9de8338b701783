import LegibleReporting
import LegibleScan

/// Fills given by the callers: a composable whose Text has a known colour but no fill in its
/// own function (`fun Label(text: String) { Text(text, color = …) }`) shows that Text on whatever
/// its callers draw around the call. The pre-pass walks every Compose file once and notes each
/// call of a composable with the fill around it (`Surface(color =)`, `Modifier.background`, a
/// card's or a filled button's container, a Scaffold's); the Text is then judged on each known
/// fill, as a state of its colour (``ScannedColorState/calledFrom``).
///
/// Literal, never a guess:
/// - between the function's start and the Text there is nothing that may paint: only layouts that
///   draw nothing (`Column`, `Row`, `Box`, lazy lists, `AnimatedVisibility`…), in-place calls
///   (`let`, `forEach`) and modifiers without a fill; any other call (a dialog, a menu, an app's
///   own container) or a fill the reader cannot read closes the way;
/// - the function is declared once among the app's Compose files, at the top level or inside a
///   top-level composable (then called from its own file only) (a name
///   declared twice, in two files or as overloads, is not followed); a private one only from its
///   own file;
/// - a call with no fill around it, itself in such an open function, takes that function's
///   callers' fills (at most three calls up); a call whose fill is unknown (a parameter, a state,
///   a component's own container the reader does not know), or whose `modifier =` draws a fill,
///   is not judged — the callers whose fill is known are, and one finding names the worst;
/// - previews are not callers (their walk is skipped).
package struct ComposeCallerFills: Sendable {
    /// One known fill around a call.
    struct Fill: Sendable, Hashable {
        var background: ScannedColor
        var location: Finding.Location
        /// The arguments of the call of the function itself (its label, or `nil` by position, and
        /// the value as written), which may settle a condition on its parameters.
        var arguments: [Argument] = []
        /// When the fill is the callers' of the function `via` that makes the call: the arguments
        /// of that outer call, which may settle a parameter of `via` passed on by name.
        var via: String? = nil
        var outerArguments: [Argument] = []
    }

    /// One argument of a call, as written.
    struct Argument: Sendable, Hashable {
        var label: String?
        var value: String
        /// The value parsed, when short and no lambda: a colour passed to a parameter is read from
        /// it (``ComposeFileScan/parameterColorStates(_:owner:entry:)``). Not part of equality.
        var expression: KotlinExpression? = nil

        static func == (left: Argument, right: Argument) -> Bool { left.label == right.label && left.value == right.value }

        func hash(into hasher: inout Hasher) {
            hasher.combine(label)
            hasher.combine(value)
        }
    }

    /// A function's known fills (one per distinct colour, at its first call) and how many of its
    /// calls have a fill not known.
    struct Entry: Sendable, Hashable {
        var fills: [Fill] = []
        var unknown = 0
    }

    /// One call of a composable, as the survey walk saw it.
    struct Site: Sendable {
        var name: String
        var location: Finding.Location
        /// The fill around the call; `nil` when none in its function.
        var background: ScannedColor?
        /// Whether nothing that may paint is between the calling function's start and the call.
        var open: Bool
        /// The calling function.
        var owner: String?
        /// Whether the call's own `modifier =` may draw a fill.
        var modifierFill: Bool
        /// The call's arguments.
        var arguments: [Argument] = []
        /// The appearance a theme around the call forces (``ComposeForcedCallers``).
        var forced: ScannedInterfaceStyle? = nil
    }

    /// One file's survey: its declared composables, its calls, and the names it refers to as `::Name`.
    typealias Survey = (path: String, declared: [(name: String, isPrivate: Bool)], sites: [Site], referenced: Set<String>)

    /// Function name → its declaring file and its callers' fills.
    private var entries: [String: (path: String, entry: Entry)] = [:]
    /// Function name → its declaring file and the appearance every call forces (``ComposeForcedCallers``).
    private var forced: [String: (path: String, style: ScannedInterfaceStyle)] = [:]
    /// Function name → its declaring file and the labels some call of it passes a value other
    /// than `null` for (``ComposeConditionalClicks``).
    private var passed: [String: (path: String, labels: Set<String>)] = [:]

    /// Function name → its declaring file, the labels some call passes a value other than `null`
    /// or `false`, and the most arguments a call passes by position (``ComposeFileScan/errorStateMayShow(_:context:)``).
    private var passedTrue: [String: (path: String, labels: Set<String>, positional: Int)] = [:]

    /// Whether some call of `function`, declared in `path`, may pass its parameter `label` (at
    /// `index`) a value other than `false`: by label, or by position; `true` for a function not
    /// surveyed (declared twice, or elsewhere).
    func mayPassTrue(_ function: String, path: String, label: String, index: Int) -> Bool {
        guard let found = passedTrue[function], found.path == path else { return true }
        return found.labels.contains(label) || found.positional > index
    }

    /// Whether a call of `function`, declared in `path`, passes `label` a value other than `null`.
    func passes(_ function: String, path: String, label: String) -> Bool {
        guard let found = passed[function], found.path == path else { return false }
        return found.labels.contains(label)
    }

    package init() {}

    /// The fills the callers of `function`, declared in `path`, draw around its calls.
    func entry(for function: String, path: String) -> Entry? {
        guard let found = entries[function], found.path == path else { return nil }
        return found.entry
    }

    /// The appearance every call of `function`, declared in `path`, is forced into.
    func forcedStyle(for function: String, path: String) -> ScannedInterfaceStyle? {
        guard let found = forced[function], found.path == path else { return nil }
        return found.style
    }

    /// Whether no function has known caller fills or passed arguments.
    var isEmpty: Bool { entries.isEmpty && passed.isEmpty && passedTrue.isEmpty && forced.isEmpty }

    /// The fills `surveys` give, one per file: its declared top-level composables (name, whether
    /// private) and its calls; `unsurveyed` are names called where no survey saw (never forced).
    init(surveys: [Survey], unsurveyed: Set<String> = []) {
        var declarations: [String: [(path: String, isPrivate: Bool)]] = [:]
        var sites: [String: [Site]] = [:]
        for survey in surveys {
            for declared in survey.declared { declarations[declared.name, default: []].append((survey.path, declared.isPrivate)) }
            for site in survey.sites { sites[site.name, default: []].append(site) }
        }
        let resolver = Resolver(declarations: declarations.filter { $0.value.count == 1 }.mapValues { $0[0] }, sites: sites)
        forced = Self.forcedAppearances(
            declarations: resolver.declarations, sites: sites, unsurveyed: unsurveyed.union(surveys.flatMap(\.referenced)))
        for (name, declared) in resolver.declarations {
            let labels = (sites[name] ?? []).filter { !declared.isPrivate || $0.location.file == declared.path }
                .flatMap { $0.arguments.filter { $0.value != "null" }.compactMap(\.label) }
            if !labels.isEmpty { passed[name] = (declared.path, Set(labels)) }
            let calls = (sites[name] ?? []).filter { !declared.isPrivate || $0.location.file == declared.path }
            passedTrue[name] = (
                declared.path, Set(calls.flatMap { $0.arguments.filter { !["null", "false"].contains($0.value) }.compactMap(\.label) }),
                calls.map { $0.arguments.prefix { $0.label == nil }.count }.max() ?? 0
            )
            var visited: Set<String> = [name]
            let entry = resolver.entry(name, visited: &visited, depth: 0)
            if !entry.fills.isEmpty { entries[name] = (declared.path, entry) }
        }
    }

    private struct Resolver {
        var declarations: [String: (path: String, isPrivate: Bool)]
        var sites: [String: [Site]]

        func entry(_ name: String, visited: inout Set<String>, depth: Int) -> Entry {
            var entry = Entry()
            guard let declared = declarations[name] else { return entry }
            for site in sites[name] ?? [] where !declared.isPrivate || site.location.file == declared.path {
                if site.modifierFill {
                    entry.unknown += 1
                } else if let background = site.background {
                    if case .unresolved = background {
                        entry.unknown += 1
                    } else if !entry.fills.contains(where: { $0.background == background && $0.arguments == site.arguments }) {
                        entry.fills.append(Fill(background: background, location: site.location, arguments: site.arguments))
                    }
                } else if site.open, let owner = site.owner, depth < 3, !visited.contains(owner), declarations[owner] != nil {
                    visited.insert(owner)
                    let outer = self.entry(owner, visited: &visited, depth: depth + 1)
                    visited.remove(owner)
                    // The outer calls give the fill; this call's arguments settle this function's parameters.
                    for var fill in outer.fills {
                        (fill.via, fill.outerArguments) = (owner, fill.arguments)
                        fill.arguments = site.arguments
                        // Outer calls are told apart only where this call passes a name on (`textColor = textColor`).
                        let passesOn = site.arguments.contains { $0.value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
                        if !entry.fills.contains(where: {
                            $0.background == fill.background && $0.arguments == fill.arguments && (!passesOn || $0.outerArguments == fill.outerArguments)
                        }) {
                            entry.fills.append(fill)
                        }
                    }
                    entry.unknown += outer.fills.isEmpty ? max(outer.unknown, 1) : outer.unknown
                } else {
                    entry.unknown += 1
                }
            }
            return entry
        }
    }
}

extension ComposeFileScan {
    /// Layouts and scopes that draw nothing: a Text inside them shows what is around them.
    /// Material 3's `PullToRefreshBox` is a `Box` with its indicator on top, and a pager lays its
    /// pages out without a fill (AuroraStore 3ab3943f: `UpdatesScreen` under MainScreen.kt's
    /// `Scaffold { Box { HorizontalPager { … } } }`, its root a `PullToRefreshBox`).
    static let drawsNothing: Set<String> = [
        "Column", "Row", "Box", "BoxWithConstraints", "FlowRow", "FlowColumn", "LazyColumn", "LazyRow", "LazyVerticalGrid",
        "LazyHorizontalGrid", "LazyVerticalStaggeredGrid", "item", "items", "itemsIndexed", "AnimatedVisibility", "AnimatedContent",
        "Crossfade", "key", "CompositionLocalProvider", "ProvideTextStyle", "SelectionContainer", "DisableSelection", "ConstraintLayout",
        "PullToRefreshBox", "HorizontalPager", "VerticalPager",
    ]

    /// Whether `call` is a text or outlined button that draws no fill behind its content: no
    /// `colors =`, or `…ButtonColors(…)` with no `containerColor` or a transparent one (Material 3's
    /// `TextButtonTokens`/`OutlinedButtonTokens` have no container colour). Its text then sits on
    /// what is around the button, its callers' fill too (AuroraStore 3ab3943f
    /// `AppUpdateItem.kt:101`, an `OutlinedButton` in a row called inside the updates list).
    func drawsNoButtonFill(_ call: ComposeCall) -> Bool {
        // A disabled one's text is exempt (WCAG 1.4.3, inactive controls): its way stays closed.
        guard call.name == "TextButton" || call.name == "OutlinedButton", call.argument("enabled")?.sketch != "false" else { return false }
        guard let written = call.argument("colors") else { return true }
        guard let colors = ComposeCall.colors(written) else { return false }
        guard let fill = colors.argument("containerColor") else { return true }
        return values.color(fill).map(ComposeValues.isClear) == true
    }

    /// The context of a slot lambda of an app composable that shows it open
    /// (``ComposeOpenSlots``): the way to the callers' fills stays as open as around the call,
    /// when the call paints nothing itself.
    func openSlotContext(_ call: ComposeCall, argument label: String?, outer: Context, inner: Context, _ base: Context) -> Context {
        guard values.theme.openSlots.isOpen(call.name, argument: label, from: path), inner.background == outer.background else { return base }
        var slot = base
        slot.fillOpen = outer.fillOpen && !ModifierChain(call.modifier).mayDrawFill
        return slot
    }

    /// The survey walk of the pre-pass: every call of a composable with the fill around it.
    func surveyCalls() -> [ComposeCallerFills.Site] {
        recording = true
        surveying = true
        defer {
            recording = false
            surveying = false
            callerSites = []
        }
        walk(file.statements, Context())
        return callerSites
    }

    /// The file's top-level composables (not previews), with whether each is private, and the
    /// composables declared in their bodies, which only their own file can call (Podcini 93ef7889
    /// LogsScreen.kt:386, `fun DownloadLogView()` inside `fun LogsScreen()`, called in its Scaffold).
    func declaredComposables() -> [(name: String, isPrivate: Bool)] {
        var found: [(name: String, isPrivate: Bool)] = []
        for case .declaration(let declaration) in file.statements where declaration.keyword == "fun" && declaration.receiver == nil {
            guard declaration.annotations.contains(where: { $0.name == "Composable" }), !ComposePreviewHelpers.isPreview(declaration) else { continue }
            found.append((declaration.name, declaration.modifiers.contains("private")))
            for case .declaration(let local) in declaration.body ?? [] where local.keyword == "fun" && local.receiver == nil {
                guard local.annotations.contains(where: { $0.name == "Composable" }) else { continue }
                found.append((local.name, true))
            }
        }
        return found
    }

    /// During the survey: notes a call of a composable (a name that starts with a capital).
    func noteCallerSite(_ call: ComposeCall, context: Context) {
        guard surveying, call.name.first?.isUppercase == true else { return }
        let chain = ModifierChain(call.modifier)
        // A fill a condition chooses (``ComposeChosenFills``): the call shows on each.
        let chosen = context.drawnStops.filter { $0.backdrop != nil }.map(\.color)
        for background in chosen.isEmpty ? [context.background] : chosen {
            callerSites.append(
                ComposeCallerFills.Site(
                    name: call.name, location: location(call.position), background: background, open: context.fillOpen, owner: context.owner,
                    modifierFill: chain.mayDrawFill, arguments: call.arguments.map(Self.callerArgument), forced: forcedStyle))
        }
    }

    /// An argument as a caller site keeps it: its sketch, and the value itself when it is short and no lambda.
    static func callerArgument(_ argument: KotlinArgument) -> ComposeCallerFills.Argument {
        let sketch = argument.value.sketch
        var kept = ComposeCallerFills.Argument(label: argument.name, value: sketch)
        if sketch.count <= 120, !sketch.contains("{") { kept.expression = argument.value }
        return kept
    }

    /// The Text's colour states on each known fill its function's callers draw, when its own
    /// function gives it none (`element.backgroundColor` is `nil` and the way is open).
    func callerFillStates(_ element: ScannedElement, written: KotlinExpression? = nil, context: Context) -> [ScannedColorState]? {
        // A design system's text composable whose Text is its root is judged at each call already (``ComposeWrapper``).
        guard element.backgroundColor == nil, context.fillOpen, let owner = context.owner, values.theme.wrappers[owner]?.textIsRoot != true,
            let called = values.theme.callerFills.entry(for: owner, path: path), !called.fills.isEmpty
        else { return nil }
        // Only the calls that may show it (an `if (flag)` around it, a call passing `flag = false`: ``ComposeParameterGates``).
        let entry = gatedEntry(called, owner: owner, context: context)
        if entry.fills.isEmpty { return [] }
        var base = element.textColorStates
        if base.isEmpty {
            guard let color = element.textColor else { return nil }
            // A colour the caller passes (or leaves at its default) to one of the function's parameters.
            if case .unresolved = color { return parameterColorStates(written, owner: owner, entry: entry) }
            base = [ScannedColorState(condition: "", color: color)]
        }
        var states: [ScannedColorState] = []
        for state in base {
            for fill in entry.fills where shows(state.condition, owner: owner, arguments: fill.arguments) {
                guard let background = TranslucentFill.bestCase(fill.background, text: state.color) else { continue }
                // A copy keeps what else names the state (an annotated string's run).
                var called = state
                (called.background, called.calledFrom) = (background, fill.location)
                states.append(called)
            }
        }
        return states
    }
}

extension ComposeFileScan {
    /// Whether a colour state can show at one call of `owner`: a condition that is one of its
    /// parameters (`onDarkBg`), or that negated (`!onDarkBg`, `not onDarkBg`), is settled by the
    /// call's argument for it, else by the parameter's default, when that is `true` or `false`
    /// (Google AI Edge Gallery 2cb35a2e AudioPlaybackPanel.kt:168, white `if (onDarkBg)`, was
    /// judged at MessageInputText.kt:352, a call that keeps the default `false`). Any other
    /// condition may show.
    func shows(_ condition: String, owner: String, arguments: [ComposeCallerFills.Argument]) -> Bool {
        var name = Substring(condition)
        var negated = false
        if name.hasPrefix("not ") {
            name = name.dropFirst(4)
            negated = true
        } else if name.hasPrefix("!") {
            name = name.dropFirst()
            negated = true
        }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return true }
        var functions: [KotlinDeclaration] = []
        for case .declaration(let declaration) in file.statements where declaration.keyword == "fun" && declaration.name == owner {
            functions.append(declaration)
        }
        guard functions.count == 1, let index = functions[0].parameters.firstIndex(where: { $0.name == name }) else { return true }
        let positional = arguments.prefix { $0.label == nil }
        let written =
            arguments.first { $0.label == String(name) }?.value
            ?? (index < positional.count ? positional[index].value : functions[0].parameters[index].defaultValue?.sketch)
        switch written {
        case "true": return !negated
        case "false": return negated
        default: return true
        }
    }
}

extension ModifierChain {
    /// Whether a link may paint behind what follows: `background` (whatever its colour),
    /// `drawBehind`, `paint`, or an app's modifier that calls `background(…)`.
    var mayDrawFill: Bool {
        links.contains { ["background", "drawBehind", "paint", "drawWithCache"].contains($0.name) || Self.drawsFill($0) }
    }
}

extension ComposeCallerFills {
    /// The callers' fills of the app's composables, from a survey of every Compose file among
    /// `sources` (each at most `KotlinLimits.maximumFileBytes`) read with `theme`.
    static func collect(sources: KotlinSourceTexts, theme: ComposeTheme) -> ComposeCallerFills {
        var surveys: [Survey] = []
        var unsurveyed: Set<String> = []
        for path in sources.paths {
            guard let text = sources.text(path) else { continue }
            guard KotlinDeclaredNames.contains(text, "androidx.compose") else {
                unsurveyed.formUnion(callsOutsideSurvey(text: text))
                continue
            }
            surveys.append(survey(text: text, path: path, theme: theme))
        }
        return ComposeCallerFills(surveys: surveys, unsurveyed: unsurveyed)
    }

    /// One file's declared composables, calls and `::Name` references.
    static func survey(text: String, path: String, theme: ComposeTheme) -> Survey {
        let file = KotlinParser.parse(text)
        let scan = ComposeFileScan(path: path, file: file, resources: ScanResources(), theme: theme)
        return (path, scan.declaredComposables(), scan.surveyCalls(), referencedNames(in: file.statements))
    }

    /// The callers' fills of the composables of several files' texts (the tests' entry point).
    static func collect(texts: [(path: String, text: String)], theme: ComposeTheme) -> ComposeCallerFills {
        ComposeCallerFills(surveys: texts.map { survey(text: $0.text, path: $0.path, theme: theme) })
    }
}
