import LegibleScan

/// The app's own composables, and those that put their `modifier` on a clickable they draw
/// (phoenix 13c8ddb6, phoenix-android): `components/buttons/BaseButton.kt:88` declares its own
/// `Button`, a `Surface(modifier = modifier.combinedClickable(…))` with no 48 dp minimum;
/// `BorderButton` calls it with `modifier = modifier`; and `IconPopup` (`dialogs/Popup.kt:103`)
/// calls `BorderButton(modifier = modifier.requiredSize(iconSize))`, `iconSize: Dp = 20.dp`.
///
/// A call that resolves to such a declaration (the file is in its package, or imports it by
/// name or with `*`, and imports no Material composable of that name) is the app's, not
/// Material's: a `Button(…)` of the app's own gets no 48 dp of Material's. A call of a
/// composable that puts its `modifier` on a clickable is judged at the call as that clickable,
/// with the call's arguments (else the parameters' defaults) put in, through the app's
/// composables it calls in turn (at most ``maximumDepth``): `IconPopup(popupMessage = …)` at
/// RequestLiquidityView.kt:144 is the 20×20 dp `requiredSize` on the `combinedClickable`. Only
/// a size the modifiers fix is judged: the app's padded `Button` with a one-line text is left
/// unjudged, as its text's height is not read there.
struct ComposeClickWrappers: Sendable {
    static let maximumFiles = 2_000
    static let maximumBytes = 32 << 20
    static let maximumDepth = 6

    /// A composable whose `modifier` parameter reaches one call of its body.
    struct Wrapper: Sendable {
        var parameters: [KotlinParameter]
        /// The call the `modifier` is given to, as the body writes it.
        var inner: ComposeCall
        /// Whether ``inner``'s own modifiers click (else it is another of the app's composables).
        var innerClicks: Bool
    }

    /// Name → the packages that declare a composable of that name ("" for none).
    private(set) var declared: [String: Set<String>] = [:]
    /// Name → the wrapper, for names declared once.
    private(set) var wrappers: [String: Wrapper] = [:]

    /// From the Kotlin files among `sources` that declare a composable taking a modifier.
    static func collect(sources: KotlinSourceTexts) -> ComposeClickWrappers {
        let texts = KotlinPrePassFiles.texts(sources: sources, maximumFiles: maximumFiles, maximumBytes: maximumBytes) { text in
            KotlinDeclaredNames.contains(text, "@Composable") && KotlinDeclaredNames.contains(text, "modifier")
        }
        return collect(files: texts.map(KotlinParser.parse))
    }

    /// The same from parsed files (the tests' entry point).
    static func collect(files: [KotlinFile]) -> ComposeClickWrappers {
        var result = ComposeClickWrappers()
        var found: [String: [(KotlinDeclaration, KotlinFile)]] = [:]
        for file in files {
            for case .declaration(let declaration) in file.statements where isComposable(declaration) {
                result.declared[declaration.name, default: []].insert(file.package ?? "")
                found[declaration.name, default: []].append((declaration, file))
            }
        }
        for (name, declarations) in found where declarations.count == 1 {
            let (declaration, file) = declarations[0]
            if let wrapper = result.wrapper(declaration, in: file) { result.wrappers[name] = wrapper }
        }
        return result
    }

    /// A top-level `@Composable fun Name(…)`, or one on a layout scope (`fun RowScope.IconPopup`).
    private static func isComposable(_ declaration: KotlinDeclaration) -> Bool {
        declaration.keyword == "fun" && declaration.name.first?.isUppercase == true
            && declaration.annotations.contains { $0.name == "Composable" } && (declaration.receiver.map { $0.hasSuffix("Scope") } ?? true)
    }

    /// The wrapper `declaration` is: its `modifier` given to one call, which clicks itself or is
    /// another of the app's composables; `nil` otherwise.
    private func wrapper(_ declaration: KotlinDeclaration, in file: KotlinFile) -> Wrapper? {
        guard declaration.parameters.contains(where: { $0.name == "modifier" }) else { return nil }
        let body = declaration.body ?? declaration.initializer.map { [KotlinStatement.expression($0)] } ?? []
        let given = ComposeEquivalentControls.calls(in: body).filter { call in
            call.modifier.map { ModifierChain.root(of: $0) == "modifier" } ?? false
        }
        guard given.count == 1, let inner = given.first, let modifier = inner.modifier else { return nil }
        let clicks = ModifierChain(modifier).clickIndex() != nil
        guard clicks || resolves(inner.name, package: file.package, imports: file.imports) else { return nil }
        return Wrapper(parameters: declaration.parameters, inner: inner, innerClicks: clicks)
    }

    /// Whether `name`, called in a file of `package` with `imports`, is one of the app's own composables.
    func resolves(_ name: String, package: String?, imports: [String]) -> Bool {
        guard let packages = declared[name] else { return false }
        // Material's, imported by name, is what the file calls.
        if imports.contains(where: { $0.hasPrefix("androidx.compose.") && $0.hasSuffix("." + name) }) { return false }
        return packages.contains { owner in
            owner == (package ?? "") || imports.contains(owner + "." + name) || (!owner.isEmpty && imports.contains(owner + ".*"))
        }
    }
}

extension ComposeFileScan {
    /// Whether the file's call of `name` is the app's own composable (``ComposeClickWrappers``).
    func callsAppComposable(_ name: String) -> Bool {
        values.theme.clickWrappers.resolves(name, package: file.package, imports: file.imports)
    }

    /// A call of the app's composable that puts its `modifier` on a clickable: that clickable's
    /// size, when its modifiers fix one. A call given its own function's `modifier` has its size
    /// from that function's callers: judged at them. Whether an element was added.
    func clickWrapperTarget(_ call: ComposeCall, context: Context) -> Bool {
        let wrappers = values.theme.clickWrappers
        let givenOwnModifier = call.modifier.map { ModifierChain.root(of: $0) == "modifier" } ?? false
        guard callsAppComposable(call.name), !givenOwnModifier, !isDesktopSource else { return false }
        var current = call
        for _ in 0..<ComposeClickWrappers.maximumDepth {
            guard let wrapper = wrappers.wrappers[current.name] else { return false }
            let bindings = Self.bindings(wrapper.parameters, at: current)
            let arguments = wrapper.inner.arguments.map { KotlinArgument(name: $0.name, value: Self.substitute($0.value, bindings, depth: 0)) }
            current = ComposeCall(name: wrapper.inner.name, arguments: arguments, position: call.position, endLine: call.endLine)
            guard wrapper.innerClicks else { continue }
            let chain = ModifierChain(current.modifier)
            guard let click = clickIndex(chain, context: context), !chain.keepsMinimumTarget else { return false }
            var element = ScannedElement(kind: .button, id: id(call.position, context), location: location(call.position), platform: .android)
            let content = parameterSizedContent(wrapper, bindings: bindings, context: context)
            element.width = chain.clickSize(at: click, horizontal: true, content: content?.width, values: values)
            element.height = chain.clickSize(at: click, horizontal: false, content: content?.height, values: values)
            guard element.width != nil || element.height != nil else { return false }
            add(element, lines: call.lines)
            return true
        }
        return false
    }

    /// The size of the clickable's content where the wrapper's parameters give it (Neo-Store
    /// RoundButton.kt:36-58, `Icon(modifier = Modifier.size(size))` with `size: Dp = 24.dp`, in a
    /// `Surface(modifier.clip(CircleShape).combinedClickable(…).padding(8.dp))`: 40 dp at each of
    /// its nine calls, MainPage.kt:139 among them), with the call's arguments put in. `nil` when
    /// the body alone sizes it: the declaration is judged where it is (Neo-Store Header.kt:163),
    /// not again at each call.
    private func parameterSizedContent(_ wrapper: ComposeClickWrappers.Wrapper, bindings: [String: KotlinExpression], context: Context) -> (
        width: Double?, height: Double?
    )? {
        guard let children = wrapper.inner.lambda?.directCalls, containerContentSize(wrapper.inner, children: children, context: context) == nil
        else { return nil }
        let given = children.map { child in
            var child = child
            child.arguments = child.arguments.map { KotlinArgument(name: $0.name, value: Self.substitute($0.value, bindings, depth: 0)) }
            return child
        }
        return containerContentSize(wrapper.inner, children: given, context: context)
    }

    /// The call's arguments by parameter (by label, or by place before any label), else the
    /// parameters' defaults; an unpassed `modifier` is `Modifier`.
    static func bindings(_ parameters: [KotlinParameter], at call: ComposeCall) -> [String: KotlinExpression] {
        var bindings: [String: KotlinExpression] = [:]
        for (index, parameter) in parameters.enumerated() {
            if let value = call.argument(parameter.name, at: index) ?? parameter.defaultValue { bindings[parameter.name] = value }
        }
        if bindings["modifier"] == nil {
            bindings["modifier"] = KotlinExpression(kind: .name("Modifier"), position: call.position, endLine: call.position.line, depth: 1)
        }
        return bindings
    }
}
