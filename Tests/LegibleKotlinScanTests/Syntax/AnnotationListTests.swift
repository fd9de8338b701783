import LegibleKotlinScan
import Testing

/// Kotlin the parser once could not read in Proton Pass d04eec28 (116 `scan.unresolved` notes) and
/// Firefox fe8a71cd: annotations in brackets, a call whose type argument is a function type inside
/// a lambda, and the `delegate:` use-site target.
@Suite struct AnnotationListTests {
    static func sketch(_ text: String) -> [String] { KotlinParserTests.sketch(text) }

    @Test func bracketedAnnotationsAreEachRead() {
        // PassHomeBottomBar.kt:157 and 89 more: `@[Preview Composable]` is two annotations.
        let parsed = KotlinParser.parse("@[Preview Composable]\nfun P() {\n    Text(x)\n}\nText(y)")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.description))")
        guard case .declaration(let function)? = parsed.statements.first else {
            Issue.record("expected a declaration, got \(parsed.statements.map(\.sketch))")
            return
        }
        #expect(function.annotations.map(\.name) == ["Preview", "Composable"])
        #expect(parsed.statements.count == 2)
        // With arguments, qualified names and a use-site target.
        let qualified = KotlinParser.parse("@file:[JvmName(\"A\") kotlin.Suppress(\"x\")]\nText(y)")
        #expect(qualified.diagnostics.isEmpty, "\(qualified.diagnostics.map(\.description))")
        #expect(qualified.annotations.map(\.name) == ["JvmName", "Suppress"])
        // An index is still an index, not an annotation list.
        #expect(Self.sketch("val a = list[0]").count == 1)
    }

    @Test func aPreviewInBracketsIsNotRead() throws {
        // Its sample screen is no screen of the app; a composable without it is.
        #expect(try texts("@[Preview Composable]\nfun P() { Text(\"a\", fontSize = 14.dp.toSp()) }").isEmpty)
        #expect(try texts("@[Composable]\nfun S() { Text(\"a\", fontSize = 14.dp.toSp()) }").count == 1)
    }

    @Test func aFunctionTypeArgumentInALambdaIsNoParameterList() {
        // CreateAlias.kt:100: `->` inside `<(() -> Unit)?>` is the type's, not a lambda's arrow.
        #expect(Self.sketch("var a by remember { mutableStateOf<(() -> Unit)?>(null) }").count == 1)
        // Parameters still are: named, typed, destructured, with a generic type.
        let lambdas = [
            "items.forEach { item -> Text(item) }", "list.map { (a, b) -> a }", "f { x: Int, y -> x }",
            "f { m: Map<String, Int> -> m }", "f { _, item -> item }",
        ]
        for source in lambdas {
            guard case .expression(let call)? = KotlinParser.parse(source).statements.first,
                case .call(_, _, let lambda?) = call.kind
            else {
                Issue.record("expected a call with a lambda: \(source)")
                continue
            }
            #expect(!lambda.parameters.isEmpty, "\(source)")
        }
    }

    @Test func theDelegateTargetIsAnAnnotationTarget() {
        // Firefox fe8a71cd Components.kt:180.
        #expect(Self.sketch("@delegate:SuppressLint(\"NewApi\")\nval a by lazy { b }\nText(x)").count == 2)
    }
}
