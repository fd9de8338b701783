import LegibleScan
import LegibleTypeScale

/// The height of a tappable `Text` (issue 33): PodAura 3e4c1c5e ResetTransform.kt:27,
/// `Text(style = labelLarge, modifier = Modifier.clickable { … }.padding(horizontal = 16.dp,
/// vertical = 10.dp))`, is one 20 sp line plus 20 dp, 40 dp; EditFeedSheet.kt:521, a titleLarge
/// nickname with `.clickable`, is 28 dp. Before, a clickable Text's height was never known.
///
/// `Modifier.clickable` reserves no 48 dp: Material 3 reserves it only where a component puts
/// `Modifier.minimumInteractiveComponentSize()` in its own chain (androidx material3
/// InteractiveComponentSize.kt; Button, IconButton, Checkbox do), and material3's `Text` hands its
/// modifier to `BasicText` as given (Text.kt), while foundation's `clickable` cannot use a
/// Material modifier at all (foundation sits below material3). The pointer layer may still take a
/// touch just outside a small clickable (`hitTestInMinimumTouchTarget`), but only where no other
/// target is nearer and without laying out any room for it, which is why a small `clickable` is
/// judged by its layout size everywhere in this reader.
extension ComposeFileScan {
    /// One line of the Text at font scale 1.0, in dp, or `nil` when it is not known or the Text
    /// is not judged at one line:
    /// - a Material 3 type role the app's typography leaves as it is (`MaterialTheme.typography.labelLarge`,
    ///   or none: LocalTextStyle's `context.textRole`, else bodyLarge) is its line height, which
    ///   Material's own styles keep whole on a single line (`TypographyTokens`' `DefaultLineHeightStyle`,
    ///   `Trim.None`), even with the call's `fontSize`, as long as that size is not above it;
    /// - a `TextStyle(…)` that sets no line height, family or platform style is one line of
    ///   Roboto without font padding (Compose's default since 1.5), as the layout reader measures
    ///   a `TextView` (``AndroidTextLine``);
    /// - lines as for a `TextView` (``AndroidTextLine/judgedAtOneLine(minimumLines:allowedLines:)``);
    ///   a Text that sets no `maxLines` wraps without limit, so it is judged only when its text is
    ///   a label the app writes (a literal, `stringResource(…)`), not data that may run long.
    func textLineHeight(_ call: ComposeCall, context: Context) -> Double? {
        guard importsMaterial3("Text") || call.name == "BasicText" else { return nil }
        for label in ["lineHeight", "fontFamily", "autoSize", "inlineContent"] where call.argument(label) != nil { return nil }
        if sizesItsRuns(call.argument("text", at: 0)) { return nil }
        let minimum = values.number(call.argument("minLines")) ?? 1
        let allowed: Double
        if let written = values.number(call.argument("maxLines")) {
            allowed = written
        } else if call.argument("softWrap")?.sketch == "false" {
            allowed = 1
        } else {
            let text = call.argument("text", at: 0)
            guard Self.isWrittenLabel(text) || isLabelParameter(text, owner: context.owner) || isStringProperty(text) else { return nil }
            allowed = 1
        }
        guard AndroidTextLine.judgedAtOneLine(minimumLines: minimum, allowedLines: allowed) else { return nil }

        let written = call.argument("style")
        let style = ComposeTextStyle(written, values: values)
        guard !style.setsLineMetrics, !style.isUnread else { return nil }
        let size = call.argument("fontSize") ?? style.size
        let fontSize: Double?
        if let size {
            guard case .scaled(let points, _, _, _)? = values.fontSize(size, weight: .regular, family: nil) else { return nil }
            fontSize = points
        } else {
            fontSize = nil
        }
        if style.isConstructed {
            guard let fontSize else { return nil }
            return AndroidTextLine.robotoHeight(size: fontSize, fontPadding: false)
        }
        guard call.name == "Text", written != nil || !context.textStyleUnread, let role = written == nil ? (context.textRole ?? .bodyLarge) : style.role,
            values.theme.typography[role] == nil
        else { return nil }
        let line = role.style.lineHeight
        if let fontSize, fontSize > line { return nil }
        return line
    }

    /// A literal without templates, or `stringResource(…)`/`pluralStringResource(…)` of any
    /// resource system: a label's text, short by the app's own design.
    static func isWrittenLabel(_ text: KotlinExpression?) -> Bool {
        guard let text else { return false }
        switch text.kind {
        case .literal(let token):
            guard case .string(false) = token.kind else { return false }
            return token.text.count <= 40
        case .call(let callee, _, nil):
            guard case .name(let name) = callee.kind else { return false }
            return name == "stringResource" || name == "pluralStringResource"
        default:
            return false
        }
    }

    /// Whether `text` is (or names a `val` of the file holding) an annotated string a run of which
    /// sets its own size: its line is not its style's. green_android 370cd508 GreenAmounts.kt:76, a
    /// `noRippleClickable` amount in `SpanStyle(fontSize = 32.sp)` runs (:54), was "24 dp tall".
    func sizesItsRuns(_ text: KotlinExpression?) -> Bool {
        guard var text else { return false }
        if case .name(let name) = text.kind {
            var found: KotlinExpression?
            KotlinWalk.statements(in: file.statements) { statement in
                if found == nil, case .declaration(let declaration) = statement, declaration.keyword == "val", declaration.name == name {
                    found = declaration.initializer
                }
            }
            guard let found else { return false }
            text = found
        }
        guard case .call(let callee, _, let lambda?) = text.kind, case .name("buildAnnotatedString") = callee.kind else { return false }
        var sized = false
        KotlinWalk.expressions(in: lambda.body) { expression in
            if case .call(let callee, let arguments, _) = expression.kind, case .name("SpanStyle") = callee.kind,
                arguments.contains(where: { $0.name == "fontSize" })
            {
                sized = true
            }
        }
        return sized
    }

    /// Whether `text` names a parameter of `owner` that every call of it passes a written label (``ComposeLabelParameters``).
    func isLabelParameter(_ text: KotlinExpression?, owner: String?) -> Bool {
        guard let text, case .name(let name) = text.kind, let owner else { return false }
        return labelParameters[owner]?.contains(name) == true
    }
}

extension ComposeFileScan {
    /// Whether `text` reads one of the app's string properties that hold a string resource through
    /// an object path (`TwLocale.strings.startupTermsLabel`, ``ComposeStringProperties``).
    func isStringProperty(_ text: KotlinExpression?) -> Bool {
        guard let text, case .member(var base, let name, _) = text.kind, values.theme.stringProperties.contains(name) else { return false }
        while case .member(let inner, _, _) = base.kind { base = inner }
        guard case .name(let root) = base.kind else { return false }
        return root.first?.isUppercase == true
    }
}
