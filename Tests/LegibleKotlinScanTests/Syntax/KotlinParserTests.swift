import LegibleKotlinScan
import Testing

/// The parser's trees for hand-written Compose snippets, as sketches (`call(Text; "Hi")`), and
/// its diagnostics for malformed input at the line and column a person would point at.
@Suite struct KotlinParserTests {
    static func sketch(_ text: String) -> [String] {
        let file = KotlinParser.parse(text)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.description))")
        return file.statements.map(\.sketch)
    }

    @Test func callsWithNamedArgumentsAndTrailingLambdas() {
        #expect(Self.sketch("Text(\"Hi\", fontSize = 14.sp)") == [#"call(Text; "Hi", fontSize=14.sp)"#])
        #expect(Self.sketch("Column { Text(\"a\") }") == [#"call(Column {call(Text; "a")})"#])
        #expect(Self.sketch("Button(onClick = { go() }) { Text(\"b\") }") == [#"call(Button; onClick={call(go)} {call(Text; "b")})"#])
        #expect(Self.sketch("items(list, key = { it.id }) { item ->\n Row(item)\n}") == ["call(items; list, key={it.id} {item -> call(Row; item)})"])
        #expect(Self.sketch("remember<String>(x)") == ["call(remember; x)"])
    }

    @Test func aLineStartingWithADotContinuesTheChainAndOtherLinesEndTheStatement() {
        #expect(
            Self.sketch("Modifier\n    .width(120.dp)\n    ?.padding(8.dp)\nText(x)") == ["call(call(Modifier.width; 120.dp)?.padding; 8.dp)", "call(Text; x)"])
        #expect(Self.sketch("a\n-b") == ["a", "-b"])
        #expect(Self.sketch("val x = a\n    ?: b") == ["val x = (a ?: b)"])
        #expect(Self.sketch("val w = f()\n    as? W\n    ?: throw E()") == ["val w = ((call(f) as? W) ?: throw call(E))"])
        #expect(Self.sketch("f(a,\n  b\n)") == ["call(f; a, b)"])
    }

    @Test func infixCallsPrecedenceAndWith() {
        #expect(Self.sketch("LocalDensity provides Density(d, fontScale = 1f)") == ["(LocalDensity provides call(Density; d, fontScale=1f))"])
        #expect(Self.sketch("val s = with(LocalDensity.current) { 14.dp.toSp() }") == ["val s = call(with; LocalDensity.current {call(14.dp.toSp)})"])
        #expect(Self.sketch("(14 / density.fontScale).sp") == ["(14 / density.fontScale).sp"])
        #expect(Self.sketch("a + b * c == d && e || f") == ["((((a + (b * c)) == d) && e) || f)"])
        #expect(Self.sketch("x as? Int ?: 0") == ["((x as? Int) ?: 0)"])
        #expect(Self.sketch("0 until 10 step 2") == ["((0 until 10) step 2)"])
    }

    @Test func declarationsWithAnnotationsAndModifiers() {
        #expect(Self.sketch("private const val Size = 14") == ["private const val Size = 14"])
        #expect(
            Self.sketch(
                "@Suppress(\"legible:text.fixed-size\")\n@Composable\nfun Card(title: String, modifier: Modifier = Modifier, content: @Composable () -> Unit) {\n  Text(title)\n}"
            )
                == [#"@Suppress("legible:text.fixed-size") @Composable fun Card(title, modifier=Modifier, content) {call(Text; title)}"#])
        #expect(
            Self.sketch("object Dimens {\n  val Small = 12.sp\n  val Large: TextUnit get() = 24.sp\n}") == [
                "object Dimens {val Small = 12.sp; val Large = 24.sp}"
            ])
        #expect(Self.sketch("fun Modifier.card(): Modifier = this.padding(4.dp)") == ["fun card() = call(this.padding; 4.dp)"])
        #expect(Self.sketch("var on by remember { mutableStateOf(false) }") == ["var on = call(remember {call(mutableStateOf; false)})"])
        #expect(Self.sketch("enum class K { A, B(1); fun f() = 2 }") == ["enum class K {A; call(B; 1); fun f() = 2}"])
        #expect(Self.sketch("data class P(val a: Int, val b: String = \"x\") : Q(a), R") == [#"data class P(a, b="x")"#])
    }

    @Test func ifAndWhenAreReadLoosely() {
        #expect(Self.sketch("if (a) Text(\"x\") else {\n Text(\"y\")\n}") == [#"if(a | call(Text; "x") | {call(Text; "y")})"#])
        #expect(Self.sketch("if (a) {\n b()\n}\nelse c()") == ["if(a | {call(b)} | call(c))"])
        #expect(
            Self.sketch("when (x) {\n  0, 1 -> a()\n  in 2..3 -> { b() }\n  is Int -> c()\n  else -> d()\n}")
                == ["when(x | 0 | 1 | call(a) | (2 .. 3) | {call(b)} | call(c) | call(d))"])
        #expect(
            Self.sketch("val c = when {\n  dark -> Color.White\n  else -> Color(0xFF000000)\n}") == [
                "val c = when(dark | Color.White | call(Color; 0xFF000000))"
            ])
        #expect(Self.sketch("try { a() } catch (e: Exception) { b() } finally { c() }") == ["try({call(a)} | {call(b)} | {call(c)})"])
        #expect(Self.sketch("for ((i, x) in xs.withIndex()) { f(x) }") == ["for(call(xs.withIndex) | {call(f; x)})"])
    }

    @Test func lambdasJumpsAndReferences() {
        #expect(Self.sketch("list.forEach { (a, b) -> f(a) }") == ["call(list.forEach {a,b -> call(f; a)})"])
        #expect(Self.sketch("val f = ::Greeting") == ["val f = ::Greeting"])
        #expect(Self.sketch("val s = name?.length ?: return") == ["val s = (name?.length ?: return)"])
        #expect(Self.sketch("run { return@run }") == ["call(run {return})"])
        #expect(Self.sketch("x!!.y") == ["x!!.y"])
    }

    @Test func fileAnnotationsPackageAndImports() {
        let file = KotlinParser.parse("@file:Suppress(\"legible:all\")\npackage a.b\nimport androidx.compose.material3.*\nimport x.Y as Z\n")
        #expect(file.diagnostics.isEmpty)
        #expect(file.package == "a.b")
        #expect(file.imports == ["androidx.compose.material3.*", "x.Y"])
        #expect(file.annotations.map(\.name) == ["Suppress"])
    }

    @Test func malformedStatementsAreDiagnosedAndTheNextOneIsRead() {
        let file = KotlinParser.parse("Text(\"a\")\nval x = )\nText(\"b\")\n  Row(a; b)\nText(\"c\")")
        #expect(file.diagnostics.map(\.description) == ["2:9 expected an expression, found `)`", "4:8 unexpected `;` in the arguments"])
        #expect(file.statements.map(\.sketch) == [#"call(Text; "a")"#, "val x = ?", #"call(Text; "b")"#, "call(Row; a)", #"call(Text; "c")"#])
    }

    @Test func unclosedBracketsAreDiagnosedWhereTheyOpen() {
        #expect(
            KotlinParser.parse("fun a() {\n  Column {\n    Text(\"x\"\n").diagnostics.map(\.description) == [
                "3:9 the `(` is never closed", "2:10 the `{` is never closed", "1:9 the `{` is never closed",
            ])
        #expect(KotlinParser.parse("val x = (1 + 2").diagnostics.map(\.description) == ["1:9 the `(` is never closed"])
        #expect(KotlinParser.parse("}\nText(\"a\")").diagnostics.map(\.description) == ["1:1 unexpected `}`"])
        // A `}` inside a call's arguments closes the block around it (this once looped forever).
        let stray = KotlinParser.parse("fun a() {\n  f(x }\nfun b(c: Int }\nText(\"after\")")
        #expect(
            stray.diagnostics.map(\.description) == [
                "2:7 unexpected `}` in the arguments", "2:4 the `(` is never closed", "3:14 unexpected `}` in the parameters",
            ])
        #expect(stray.statements.last?.sketch == #"call(Text; "after")"#)
    }

    @Test func deepNestingIsADiagnosticNotACrash() {
        let parens = KotlinParser.parse("val x = " + String(repeating: "f(", count: 2_000) + String(repeating: ")", count: 2_000) + "\nText(\"after\")")
        #expect(parens.diagnostics.first?.message.contains("nested more than 100 deep") == true)
        #expect(parens.statements.last?.sketch == #"call(Text; "after")"#)
        let braces = KotlinParser.parse(String(repeating: "Column {\n", count: 1_000) + String(repeating: "}\n", count: 1_000) + "Text(\"after\")")
        #expect(braces.diagnostics.count == 1)
        #expect(braces.statements.last?.sketch == #"call(Text; "after")"#)
        let chain = KotlinParser.parse("val m = Modifier" + String(repeating: ".padding(1.dp)", count: 1_000) + "\nText(\"after\")")
        #expect(chain.diagnostics.first?.message.contains("more than 400 deep") == true)
        #expect(chain.statements.last?.sketch == #"call(Text; "after")"#)
        let prefixes = KotlinParser.parse("val b = " + String(repeating: "!", count: 5_000) + "x")
        #expect(prefixes.diagnostics.count == 1)
    }
}
