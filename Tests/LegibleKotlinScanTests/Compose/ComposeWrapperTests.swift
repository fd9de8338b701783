import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// A design system's text composables: their calls are judged as the Text inside them.
@Suite struct ComposeWrapperTests {
    static let designSystem = """
        import androidx.compose.material3.Text
        @Composable
        fun AppText(text: String, modifier: Modifier = Modifier, style: TextStyle = MaterialTheme.typography.titleLarge, maxLines: Int = 1) {
            Text(text = text, modifier = modifier, style = style, maxLines = maxLines)
        }
        @Composable
        fun FrozenText(label: String) {
            Text(label, fontSize = with(LocalDensity.current) { 12.dp.toSp() })
        }
        @Composable
        fun LinkButton(label: String, onClick: () -> Unit) {
            TextButton(onClick = onClick) { Text(label) }
        }
        @Composable
        fun TwoTexts(a: String, b: String) {
            Text(a)
            Text(b)
        }
        @Composable
        fun Shouting(label: String) { Text(label.uppercase()) }
        @Preview
        @Composable
        fun PreviewText(text: String) { Text(text) }
        @Composable
        fun PreviewHeader(themeName: String) { Text(themeName) }
        """

    static func labels(_ body: String, wrappers: [String: ComposeWrapper]) throws -> [String: ScannedElement] {
        var reader = ComposeSourceReader()
        reader.theme.wrappers = wrappers
        let result = try reader.read(text: composeHeader + body, path: "Screen.kt", resources: ScanResources())
        var labels: [String: ScannedElement] = [:]
        for element in result.elements where element.kind == .label { labels[element.text?.literal ?? "?"] = element }
        return labels
    }

    @Test func wrappersAreFoundByTheirOneTextOfAParameter() {
        let wrappers = ComposeWrapperCollector.collect(texts: [Self.designSystem])
        // Two Texts, a text that is not the parameter itself, a preview or a preview's helper: not wrappers.
        #expect(Set(wrappers.keys) == ["AppText", "FrozenText", "LinkButton"])
        #expect(wrappers["AppText"]?.textIsRoot == true)
        #expect(wrappers["LinkButton"]?.textIsRoot == false)
        // The same name declared differently in two modules is neither.
        let other = "import androidx.compose.material3.Text\n@Composable\nfun AppText(text: String) { Text(text, maxLines = 2) }"
        #expect(ComposeWrapperCollector.collect(texts: [Self.designSystem, other])["AppText"] == nil)
    }

    @Test func onlyFilesWithATextParameterAreParsedAgain() {
        #expect(ComposeWrapperCollector.declaresTextParameter(Self.designSystem))
        #expect(ComposeWrapperCollector.declaresTextParameter("fun Title(\n    modifier: Modifier = Modifier,\n    title: AnnotatedString,\n)"))
        #expect(!ComposeWrapperCollector.declaresTextParameter("fun SettingsScreen(items: List<String>, onBack: () -> Unit) { Text(\"a\") }"))
        #expect(!ComposeWrapperCollector.declaresTextParameter("fun helper(text: String) = text"))
    }

    @Test func callsAreJudgedAsTheTextInside() throws {
        let body = """
            @Composable
            fun Greeting() {
                AppText("Hello", modifier = Modifier.width(100.dp))
                AppText("Wrapped", maxLines = 3)
                FrozenText("Tiny")
                LinkButton("Go", onClick = {})
                TwoTexts("first", "second")
            }
            """
        let labels = try Self.labels(body, wrappers: ComposeWrapperCollector.collect(texts: [Self.designSystem]))
        // AppText's defaults: one line, titleLarge; the call's modifier is the Text's.
        #expect(labels["Hello"]?.maxLines == 1)
        #expect(labels["Hello"]?.textWidth == .fixed(100))
        #expect(labels["Hello"]?.location.line == 5)
        if case .materialRole(.titleLarge)? = labels["Hello"]?.font {
        } else {
            Issue.record("AppText's default style is titleLarge: \(String(describing: labels["Hello"]?.font))")
        }
        #expect(labels["Wrapped"]?.maxLines == 3)
        // The size frozen inside the wrapper is frozen at every call.
        #expect(labels["Tiny"]?.font == .fixed(size: 12, unit: "dp", weight: .regular, family: nil))
        // Inside a TextButton: labelLarge, and the button's own layout and colours are not guessed.
        if case .materialRole(.labelLarge)? = labels["Go"]?.font {} else { Issue.record("a TextButton's text is labelLarge") }
        if case .unresolved? = labels["Go"]?.backgroundColor {} else { Issue.record("the background inside LinkButton is unknown") }
        #expect(labels["first"] == nil && labels["second"] == nil)
    }

    @Test func aColourTheReaderCannotReadIsNotTheOneAround() throws {
        let body = """
            @Composable
            fun Tinted(tint: Color) {
                Surface {
                    Text("given", color = tint)
                    Text("unspecified", color = Color.Unspecified)
                    Text("none")
                }
            }
            """
        let labels = try Self.labels(body, wrappers: [:])
        if case .unresolved? = labels["given"]?.textColor {
        } else {
            Issue.record("a parameter's colour is unknown: \(String(describing: labels["given"]?.textColor))")
        }
        // Unspecified and no colour: the Surface's content colour (onSurface), as Text does.
        #expect(labels["unspecified"]?.textColor == labels["none"]?.textColor)
        #expect(labels["none"]?.textColor != nil)
    }
}
