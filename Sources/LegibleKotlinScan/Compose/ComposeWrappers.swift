import Foundation
import LegibleScan

/// A design system's own text composable: `@Composable fun AppText(text: String, style: TextStyle
/// = AppTheme.typography.body, maxLines: Int = 1)` whose body calls `Text` once, with one of its
/// parameters as the text. A call of it (`AppText(stringResource(R.string.title))`, in any file)
/// is judged as that `Text` with the call's arguments, or the parameters' defaults, put in.
package struct ComposeWrapper: Sendable, Hashable {
    var parameters: [KotlinParameter]
    /// `Text` or `BasicText`, and its arguments as the wrapper writes them.
    var textName: String
    var textArguments: [KotlinArgument]
    /// Whether the `Text` is the whole body, so the call's layout is the Text's.
    var textIsRoot: Bool
    /// The calls around the `Text` in the body, outermost first (`TextButton`), for the text style they give it.
    var enclosing: [String]
    /// The arguments of each call in ``enclosing`` as the wrapper writes them (none for an `if`).
    var enclosingArguments: [[KotlinArgument]] = []
}

/// Finds ``ComposeWrapper``s in the app's Kotlin before any screen is read, as the theme is.
///
/// Bounded: at most ``maximumFiles`` files and ``maximumBytes`` bytes are parsed; two different
/// wrappers of the same name (two modules) are neither.
enum ComposeWrapperCollector {
    static let maximumFiles = 2_000
    static let maximumBytes = 32 << 20

    /// The wrappers the files among `sources` declare, by name.
    static func collect(sources: KotlinSourceTexts) -> [String: ComposeWrapper] {
        // Only files that declare a composable calling Text are parsed a second time.
        let texts = KotlinPrePassFiles.texts(sources: sources, maximumFiles: maximumFiles, maximumBytes: maximumBytes) { text in
            KotlinDeclaredNames.contains(text, "androidx.compose") && KotlinDeclaredNames.contains(text, "@Composable")
                && KotlinDeclaredNames.contains(text, "Text(") && declaresTextParameter(text)
        }
        return collect(texts: texts)
    }

    /// Whether a function of the file takes a `String` (or `AnnotatedString`) before any default
    /// written with brackets: files without one cannot declare a wrapper and are not parsed again
    /// (a screen file's functions take state and callbacks).
    static func declaresTextParameter(_ text: String) -> Bool {
        text.range(of: #"fun\s+[A-Z]\w*\s*\([^)]*:\s*(Annotated)?String\b"#, options: .regularExpression) != nil
    }

    /// The wrappers the texts declare (also the tests' entry point).
    static func collect(texts: [String]) -> [String: ComposeWrapper] {
        var found: [String: ComposeWrapper] = [:]
        var ambiguous: Set<String> = []
        for text in texts {
            for (name, wrapper) in wrappers(in: KotlinParser.parse(text).statements, depth: 0) {
                if let other = found[name], other != wrapper { ambiguous.insert(name) }
                found[name] = wrapper
            }
        }
        for name in ambiguous { found[name] = nil }
        return found
    }

    static func wrappers(in statements: [KotlinStatement], depth: Int) -> [(String, ComposeWrapper)] {
        var result: [(String, ComposeWrapper)] = []
        for case .declaration(let declaration) in statements {
            if ["class", "object"].contains(declaration.keyword), depth < 4 {
                result += wrappers(in: declaration.body ?? [], depth: depth + 1)
            }
            guard declaration.keyword == "fun", let first = declaration.name.first, first.isUppercase,
                // A preview's helpers (`PreviewHeader`) show sample text in Android Studio, not the app's.
                !declaration.name.contains("Preview"), !ComposeCall.textNames.contains(declaration.name), ComposeCall.materialControls[declaration.name] == nil,
                declaration.annotations.contains(where: { $0.name == "Composable" }), !declaration.annotations.contains(where: { $0.name.contains("Preview") })
            else { continue }
            let body = declaration.body ?? declaration.initializer.map { [.expression($0)] } ?? []
            var calls: [FoundText] = []
            findTexts(in: body, enclosing: [], depth: 0, into: &calls)
            guard calls.count == 1, let call = calls.first else { continue }
            let text = ComposeCall(name: call.name, arguments: call.arguments, position: declaration.position, endLine: declaration.endLine).argument(
                "text", at: 0)
            guard case .name(let parameter)? = text?.kind, declaration.parameters.contains(where: { $0.name == parameter }) else { continue }
            let isRoot = body.count == 1 && call.enclosing.isEmpty
            result.append(
                (
                    declaration.name,
                    ComposeWrapper(
                        parameters: declaration.parameters, textName: call.name, textArguments: call.arguments, textIsRoot: isRoot,
                        enclosing: call.enclosing.map(\.name), enclosingArguments: call.enclosing.map(\.arguments))
                ))
        }
        return result
    }

    /// A `Text` call a body makes, with the calls around it (name and arguments).
    typealias FoundText = (name: String, arguments: [KotlinArgument], enclosing: [(name: String, arguments: [KotlinArgument])])

    /// Every `Text`/`BasicText` call in `statements`, with the calls around it (at most two are kept: more is no wrapper).
    private static func findTexts(
        in statements: [KotlinStatement], enclosing: [(name: String, arguments: [KotlinArgument])], depth: Int, into calls: inout [FoundText]
    ) {
        guard depth < 64, calls.count < 2 else { return }
        for statement in statements {
            switch statement {
            case .expression(let expression), .assignment(_, _, let expression): findTexts(in: expression, enclosing: enclosing, depth: depth + 1, into: &calls)
            case .declaration(let declaration):
                if let initializer = declaration.initializer { findTexts(in: initializer, enclosing: enclosing, depth: depth + 1, into: &calls) }
            }
        }
    }

    private static func findTexts(
        in expression: KotlinExpression, enclosing: [(name: String, arguments: [KotlinArgument])], depth: Int, into calls: inout [FoundText]
    ) {
        guard depth < 64, calls.count < 2 else { return }
        switch expression.kind {
        case .call(let callee, let arguments, let lambda):
            let name: String? = if case .name(let name) = callee.kind { name } else { nil }
            if let name, ComposeCall.textNames.contains(name) {
                calls.append((name, arguments, enclosing))
                return
            }
            let inner = name.map { enclosing + [($0, arguments)] } ?? enclosing
            for argument in arguments { findTexts(in: argument.value, enclosing: inner, depth: depth + 1, into: &calls) }
            if let lambda { findTexts(in: lambda.body, enclosing: inner, depth: depth + 1, into: &calls) }
        case .lambda(let lambda): findTexts(in: lambda.body, enclosing: enclosing, depth: depth + 1, into: &calls)
        case .block(let statements): findTexts(in: statements, enclosing: enclosing, depth: depth + 1, into: &calls)
        case .control(_, let parts):
            // A Text under an `if` may not be shown: still the wrapper's text, laid out by the branch.
            for part in parts { findTexts(in: part, enclosing: enclosing + [("if", [])], depth: depth + 1, into: &calls) }
        default: break
        }
    }
}

extension ComposeFileScan {
    /// A call of a design-system wrapper: the `Text` inside it, with the call's arguments (or the
    /// parameters' defaults) in place of the parameters, at the call's line. When the `Text` is
    /// not the wrapper's whole body, what is around it inside the wrapper decides its width and
    /// background: those are unknown, and its text style is the nearest Material component's.
    func wrapperText(_ call: ComposeCall, _ wrapper: ComposeWrapper, context: Context) {
        var bindings: [String: KotlinExpression] = [:]
        for (index, parameter) in wrapper.parameters.enumerated() {
            if let value = call.argument(parameter.name, at: index) ?? parameter.defaultValue { bindings[parameter.name] = value }
        }
        // `color = if (isEnabled) textColor else disabledGrey` is the enabled state's colour, chosen
        // before the call's values go in: `isEnabled = trackingButtonEnabled` would hide the flag
        // (Kickstarter e5ba636b `KSButtons.kt:838`; an inactive control's text is exempt, WCAG 1.4.3).
        let flags = Self.wrapperEnabledFlags(wrapper)
        let arguments = wrapper.textArguments.map { argument in
            let shown = argument.name == "color" ? Self.enabledBranch(argument.value, flags: flags) ?? argument.value : argument.value
            return KotlinArgument(name: argument.name, value: Self.substitute(shown, bindings, depth: 0))
        }
        var inner = context
        if !wrapper.textIsRoot, let colored = buttonColorsAtCall(wrapper, bindings, at: call, context: context) {
            inner = colored
        } else if !wrapper.textIsRoot {
            let reason = "the layout inside \(call.name) decides it"
            inner.room = nil
            inner.heightRoom = nil
            inner.background = .unresolved("the background inside \(call.name)", reason: reason)
            inner.contentColor = .unresolved("the content colour inside \(call.name)", reason: reason)
            inner.textRole = wrapper.enclosing.reversed().lazy.compactMap { Self.slotRoles[$0]?["*"] ?? Self.slotRoles[$0]?["content"] }.first
        }
        text(ComposeCall(name: wrapper.textName, arguments: arguments, position: call.position, endLine: call.endLine), context: inner, tappable: false)
    }

    /// The names the calls around a wrapper's Text pass as `enabled =` (`Button(enabled = isEnabled)`).
    static func wrapperEnabledFlags(_ wrapper: ComposeWrapper) -> Set<String> {
        var flags: Set<String> = []
        for argument in wrapper.enclosingArguments.joined() where argument.name == "enabled" {
            if case .name(let name) = argument.value.kind { flags.insert(name) }
        }
        return flags
    }

    /// `expression` with each name in `bindings` replaced by its value (lambdas and blocks are left as written).
    static func substitute(_ expression: KotlinExpression, _ bindings: [String: KotlinExpression], depth: Int) -> KotlinExpression {
        guard depth < KotlinLimits.maximumDepth else { return expression }
        var result = expression
        let next = { (part: KotlinExpression) in substitute(part, bindings, depth: depth + 1) }
        switch expression.kind {
        case .name(let name): return bindings[name] ?? expression
        case .member(let base, let name, let safe): result.kind = .member(base: next(base), name: name, safe: safe)
        case .call(let callee, let arguments, let lambda):
            result.kind = .call(callee: next(callee), arguments: arguments.map { KotlinArgument(name: $0.name, value: next($0.value)) }, lambda: lambda)
        case .binary(let op, let left, let right): result.kind = .binary(op: op, left: next(left), right: next(right))
        case .prefix(let op, let operand): result.kind = .prefix(op: op, operand: next(operand))
        case .postfix(let op, let operand): result.kind = .postfix(op: op, operand: next(operand))
        // `color = if (itemDiffType == ItemDiffType.Content) … else …` with the call's value put in
        // (``ComposeFixedConditions``).
        case .control(let keyword, let parts) where keyword == "if" || keyword == "when": result.kind = .control(keyword: keyword, parts: parts.map(next))
        case .block(let statements):
            guard statements.count == 1, case .expression(let only) = statements[0] else { break }
            return next(only)
        default: break
        }
        return result
    }
}
