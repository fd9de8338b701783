import LegibleScan
import Testing

/// A Text's text: literals, constants, `stringResource(R.string.key)`; templates are not guessed.
@Suite struct ComposeTextContentTests {
    @Test func literalsConstantsAndStringResources() throws {
        let body = """
            const val Greeting = "Hello"
            Text("Plain \\"quoted\\"")
            Text(text = Greeting)
            Text(stringResource(R.string.welcome_title))
            Text(text = stringResource(id = R.string.items, count))
            Text(pluralStringResource(R.plurals.songs, n, n))
            Text("Hi $name")
            Text(buildAnnotatedString { append("x") })
            """
        let texts = try texts(body).map(\.text)
        #expect(
            texts == [
                ScannedText(literal: "Plain \"quoted\""), ScannedText(literal: "Hello"), ScannedText(key: "welcome_title"), ScannedText(key: "items"),
                ScannedText(key: "songs"), nil, nil,
            ])
    }

    @Test func elementsAreNamedByTheirFunctionAndLine() throws {
        let body = """
            @Composable
            fun ProfileHeader(name: String) {
                Column {
                    Text(name)
                }
            }
            """
        let element = try #require(try texts(body).first)
        #expect(element.id == "ProfileHeader:6")
        #expect(element.location.description == "Screen.kt:6:9")
        #expect(element.platform == .android)
    }

    @Test func previewsAreNotTheAppsScreens() throws {
        let body = """
            @Preview(fontScale = 2f)
            @Composable
            fun ProfilePreview() { Text("sample", fontSize = 1.dp.toSp()) }
            @PreviewLightDark @Composable fun B() { Text("b") }
            @DevicePreviews @Composable fun C() { Text("c") }
            @Composable fun Shown() { Text("shown") }
            """
        let found = try texts(body).map(\.text)
        #expect(found == [ScannedText(literal: "shown")], "\(found)")
    }
}
