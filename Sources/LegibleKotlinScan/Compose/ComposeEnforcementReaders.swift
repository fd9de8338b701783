import LegibleScan

// `LocalMinimumInteractiveComponentEnforcement provides false` around nothing that reads it
// (issue 33, fresh-android18a class 3): pocket-casts-android `SearchBar.kt:294` wraps a
// `BasicTextField` whose decoration box holds `Text`, `Box` and `Icon` (and the file's own
// `LeadingIcon()` and `TrailingIcon()`, made of the same). Only Material components that call
// `Modifier.minimumInteractiveComponentSize()` (icon buttons, checkboxes, switches, chips, clickable
// surfaces and buttons) read the local; switching it off changes no hit area here. The provider
// is reported only when its content calls such a component, that modifier, or a composable the
// scan cannot see into (another file's, a library's it does not know).

extension ComposeFileScan {
    /// Compose calls known to read no minimum-touch-target local: layouts, text, icons, images,
    /// text fields' basic parts and decoration boxes, and what makes values.
    static let enforcementInert: Set<String> = [
        "Box", "Row", "Column", "BoxWithConstraints", "FlowRow", "FlowColumn", "LazyColumn", "LazyRow", "Spacer", "Text", "BasicText", "Icon",
        "Image", "BasicTextField", "OutlinedTextFieldDecorationBox", "TextFieldDecorationBox", "DecorationBox", "CompositionLocalProvider",
        "ProvideTextStyle", "AnimatedVisibility", "AnimatedContent", "Crossfade", "Canvas", "Layout", "Divider", "HorizontalDivider",
        "VerticalDivider", "CircularProgressIndicator", "LinearProgressIndicator", "SelectionContainer", "DisableSelection", "Modifier",
        "SolidColor", "Color", "Brush", "Offset", "Size", "DpSize", "IntOffset", "IntSize", "TextRange", "TextFieldValue", "AnnotatedString",
        "SpanStyle", "Shadow", "Rect", "Locale", "ImageVector", "CircleShape",
    ]

    /// Endings of value types' constructors (`RoundedCornerShape`, `TextStyle`, `PaddingValues`,
    /// `KeyboardOptions`, `BorderStroke`, `MutableInteractionSource`).
    static let valueSuffixes = ["Shape", "Style", "Values", "Options", "Actions", "Stroke", "InteractionSource", "Transformation", "Colors"]

    /// Whether `content` (the provider's lambda) may hold a component that reads the minimum
    /// touch target: a call not known inert and not one of this file's functions that are, at
    /// most four deep.
    func mayReadMinimumTarget(_ content: KotlinLambda?) -> Bool {
        guard let content else { return true }
        var functions: [String: [KotlinStatement]] = [:]
        collectFunctions(file.statements, into: &functions)
        var seen: Set<String> = []
        func reads(_ statements: [KotlinStatement], depth: Int) -> Bool {
            for name in Self.calledNames(statements) {
                if Self.enforcementInert.contains(name) || Self.valueSuffixes.contains(where: name.hasSuffix) { continue }
                if name.first?.isLowercase == true {
                    if name == "minimumInteractiveComponentSize" || name == "minimumTouchTargetSize" { return true }
                    // A lowercase call is a function's or a modifier's, not a component: one of
                    // this file's is looked into like a composable.
                    guard functions[name] != nil else { continue }
                }
                guard let body = functions[name], depth < 4 else { return true }
                if seen.insert(name).inserted, reads(body, depth: depth + 1) { return true }
            }
            return false
        }
        return reads(content.body, depth: 0)
    }

    /// Every function the file declares, at any depth (an enum's members too), by name → body.
    private func collectFunctions(_ statements: [KotlinStatement], into functions: inout [String: [KotlinStatement]]) {
        for case .declaration(let declaration) in statements {
            if declaration.keyword == "fun" {
                let body = declaration.body ?? declaration.initializer.map { [KotlinStatement.expression($0)] } ?? []
                functions[declaration.name, default: []].append(contentsOf: body)
            }
            if let body = declaration.body { collectFunctions(body, into: &functions) }
        }
    }

    /// The names every call among `statements` calls (`Box`, `TrailingIcon` of
    /// `style.TrailingIcon()`, `clickable` of `Modifier.clickable`), at any depth: lambdas,
    /// control flow, object literals and local functions included.
    static func calledNames(_ statements: [KotlinStatement]) -> Set<String> {
        var names: Set<String> = []
        var stack: [KotlinExpression] = []
        func push(_ statements: [KotlinStatement]) {
            for statement in statements {
                switch statement {
                case .expression(let expression): stack.append(expression)
                case .assignment(let target, _, let value): stack.append(contentsOf: [target, value])
                case .declaration(let declaration):
                    if let initializer = declaration.initializer { stack.append(initializer) }
                    if let body = declaration.body { push(body) }
                    stack.append(contentsOf: declaration.parameters.compactMap(\.defaultValue))
                }
            }
        }
        push(statements)
        while let expression = stack.popLast(), names.count < 5_000 {
            switch expression.kind {
            case .call(let callee, let arguments, let lambda):
                if case .name(let name) = callee.kind { names.insert(name) }
                if case .member(let base, let name, _) = callee.kind {
                    names.insert(name)
                    stack.append(base)
                }
                stack.append(contentsOf: arguments.map(\.value))
                if let lambda { push(lambda.body) }
            case .lambda(let lambda): push(lambda.body)
            case .block(let body), .objectLiteral(let body): push(body)
            case .control(_, let parts): stack.append(contentsOf: parts)
            case .member(let base, _, _): stack.append(base)
            case .binary(_, let left, let right): stack.append(contentsOf: [left, right])
            case .index(let base, let arguments): stack.append(contentsOf: [base] + arguments)
            case .prefix(_, let operand), .postfix(_, let operand), .typeCheck(_, let operand, _): stack.append(operand)
            case .jump(_, let value?): stack.append(value)
            // What could not be read may call anything.
            case .unknown: names.insert("?")
            case .name, .literal, .reference, .jump: break
            }
        }
        return names
    }
}
