import LegibleKotlinScan
import Testing

/// Kotlin from real apps the parser once could not read (a `scan.unresolved` note each): a
/// `when` guard, a `typealias` that breaks its line, `init()` and `set(a, b)` that are calls.
@Suite struct KotlinParserRealAppTests {
    static func sketch(_ text: String) -> [String] { KotlinParserTests.sketch(text) }

    @Test func whenGuardsAreRead() {
        // Thunderbird's SwipeableRow.kt (Kotlin 2.1 guard conditions): 48 notes.
        #expect(Self.sketch("when (a) {\n    is Start if ready -> go()\n    else if x -> stop()\n    else -> no()\n}").count == 1)
    }

    @Test func aTypealiasMayBreakItsLine() {
        // Bitwarden's Transition.kt.
        #expect(Self.sketch("typealias P =\n    (@JvmSuppressWildcards Scope<Entry>.() -> EnterTransition?)\nText(x)") == ["typealias P", "call(Text; x)"])
    }

    @Test func initAndSetCallsAreNotDeclarations() {
        // mihon's ReaderViewModel.kt (`launch { init() }`) and MangaViewModel.kt (`set(index, item)` after a `val`).
        #expect(Self.sketch("launch { init() }") == ["call(launch {call(init)})"])
        #expect(Self.sketch("val first = none()\nset(index, item)") == ["val first = call(none)", "call(set; index, item)"])
        // Accessors still are.
        #expect(
            Self.sketch("var x: Int = 1\n    private set\nText(y)") == ["private var x = 1", "call(Text; y)"]
                || Self.sketch("var x: Int = 1\n    private set\nText(y)").count == 2)
        #expect(Self.sketch("val y get() = 2").count == 1)
    }

    @Test func aReceiverInParenthesesIsRead() {
        // Seal's FormatPage.kt: `fun (Map<…>).filterWithSearchText(…)`, 9 notes.
        let parsed = KotlinParser.parse(
            "private fun (Map<String, List<F>>).filtered(\n    text: String\n): Map<String, List<F>> {\n    return this\n}\nText(x)")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(
            Self.sketch("private fun (Map<String, List<F>>).filtered(\n    text: String\n): Map<String, List<F>> {\n    return this\n}\nText(x)").last
                == "call(Text; x)")
    }

    @Test func aGetterAfterAnnotationLinesIsTheValue() {
        // Bitwarden's BitwardenTheme.kt: `@Composable`, `@ReadOnlyComposable`, then `get() = Local….current`.
        #expect(
            Self.sketch("object T {\n    val colors: C\n        @Composable\n        @ReadOnlyComposable\n        get() = LocalC.current\n}").first?.contains(
                "LocalC.current") == true,
            "\(Self.sketch("object T {\n    val colors: C\n        @Composable\n        @ReadOnlyComposable\n        get() = LocalC.current\n}"))")
    }

    @Test func aLeadingDotNumberAfterAParenthesisAndAnAnonymousFunctionsExpressionBody() {
        // ReadYou's Clickable.kt and NewVersionNumberPreference.kt.
        #expect(Self.sketch("val a = animate(if (p) .5f else 1f)").count == 1)
        #expect(Self.sketch("val a = remember { Animatable(if (s) 1f else .2f) }").count == 1)
        #expect(Self.sketch("for (i in 1..5) f(i)").count == 1)
        #expect(Self.sketch("val provide: (S) -> V =\n    fun(s: S) = LocalV provides s.v\nText(x)").last == "call(Text; x)")
        // A member after `)` is still a member.
        #expect(Self.sketch("f(x).size").first == "call(f; x).size")
    }

    /// Reads `text` and checks that it parses without a diagnostic and that `Text(x)` after it is read.
    static func readsCleanly(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let parsed = KotlinParser.parse(text + "\nText(x)")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)", sourceLocation: sourceLocation)
        #expect(sketch(text + "\nText(x)").last == "call(Text; x)", sourceLocation: sourceLocation)
    }

    @Test func multiDollarStringsAreRead() {
        // Element X's InviteSender.kt and KoverExtension.kt (Kotlin 2.2): 10 notes "unexpected character `$`".
        Self.readsCleanly(#"val at = text.indexOf($$"%1$s")"#)
        Self.readsCleanly(#"val p = listOf($$"io.*$Metro*", $$"""a$b""")"#)
        // Only `$$name` is a template; `$x` is text.
        #expect(KotlinLexerTests.shapes(#"$$"a $x $$y $${z}""#) == [#"t:a $x $y ${z}"#])
        #expect(KotlinLexerTests.shapes(#"$$"%1$s" + $$$"$$a""#) == [#"s:%1$s"#, "+", #"s:$$a"#])
    }

    @Test func contextParametersBeforeADeclarationAreSkipped() {
        // Element X's DrawInLayer.kt, FlorisBoard's DpSpSizeFuns.kt and ImeInsets.kt.
        Self.readsCleanly("context(scope: DrawScope)\nfun CacheDrawScope.draw(x: Int) {}")
        Self.readsCleanly("context(density: Density)\n@Composable\nfun IntRect.toDpRect(): DpRect = DpRect()")
        Self.readsCleanly("context(Density)\nprivate fun f() = 1")
        // A call of a function named `context` is still a call.
        #expect(Self.sketch("context(a)") == ["call(context; a)"])
    }

    @Test func anElseArrowAfterAnIfBranchBelongsToTheWhen() {
        // Pocket Casts' ClipSelectorState.kt.
        Self.readsCleanly("when {\n    a -> if (b) {\n        c()\n    }\n\n    else -> {\n        d()\n    }\n}")
        // An `else` on the next line is still the `if`'s.
        #expect(Self.sketch("val v = if (a) 1\nelse 2").count == 1)
    }

    @Test func aLambdaAsAWhenBranchAndAStringInvokedWithALambda() {
        // FlorisBoard's EditPropertyDialog.kt and SnyggBox.kt.
        Self.readsCleanly("val f: (Int) -> Unit = when (v) {\n    is Dark -> { index ->\n        g(index)\n    }\n    else -> { _ -> }\n}")
        Self.readsCleanly("val s = Sheet.v2 {\n    \"preview-surface\" {\n        background = rgba(1, 2, 3)\n    }\n}")
    }

    @Test func nullableReceiversAndAnnotatedConstructors() {
        // Pocket Casts' Extensions.kt and FlorisBoard's ClipboardDatabase.kt.
        Self.readsCleanly("val String?.nullIfEmpty get() = if (isNullOrEmpty()) null else this")
        Self.readsCleanly("data class Item @OptIn(Api::class) constructor(\n    val id: Long = 0,\n)")
        #expect(Self.sketch("data class Item @OptIn(Api::class) constructor(val id: Long)").first?.hasPrefix("data class Item") == true)
    }
}
