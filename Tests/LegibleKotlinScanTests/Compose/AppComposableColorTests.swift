import Foundation
import LegibleReporting
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// The app's own button and row composables (issue 33, fresh-android17b, 2fas-android): a colour
/// passed through a parameter (Button.kt:100 `TwOutlinedButton(textColor = …)`, SettingsLink.kt:73
/// and :80 `Title`/`Subtitle`), a button whose `colors` is a parameter (Button.kt:33 `TwButton`),
/// and a string property holding a resource (Strings.kt:41). Ratios: #ED1C24 on white 4.38:1
/// (under 4.5:1 for 14 sp Medium); #999999 on white 2.84:1; #222222 on white 15.9:1.
@Suite struct AppComposableColorTests {
    static func findings(_ files: [(String, String)], rule: String = "contrast.text") async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-appcolors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, body) in files { try (CallerFillTests.header + body).write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == rule }
    }

    static func lines(_ findings: [Finding]) -> [String] {
        findings.map { "\(($0.location?.file as NSString?)?.lastPathComponent ?? ""):\($0.location?.line ?? 0)" }.sorted()
    }

    static let outlined = """
        @Composable fun TwOutlinedButton(text: String, onClick: () -> Unit, textColor: Color = Color(0xFF999999)) {
            OutlinedButton(onClick = onClick) {
                Text(text = text, color = textColor)
            }
        }
        """

    @Test func aParameterColourIsWhatEachCallerPassesOrItsDefault() async throws {
        func screen(_ calls: String) -> [(String, String)] {
            [("Button.kt", Self.outlined), ("Screen.kt", "@Composable fun Screen(accent: Color) {\n    Surface(color = Color.White) {\n\(calls)\n    }\n}")]
        }
        // Must fire: the default grey on the caller's white, at the Text, naming the call.
        let found = try await Self.findings(screen("        TwOutlinedButton(\"a\", {})"))
        #expect(Self.lines(found) == ["Button.kt:5"])
        #expect(found.first?.message.contains("Screen.kt:5") == true)
        // Must not: a caller passes a dark colour, or its own name (whose value is not known here).
        #expect(try await Self.findings(screen("        TwOutlinedButton(\"b\", {}, textColor = Color(0xFF222222))")).isEmpty)
        #expect(try await Self.findings(screen("        TwOutlinedButton(\"c\", {}, textColor = accent)")).isEmpty)
    }

    static let settingsLink = """
        @Composable fun SettingsLink(
            title: String,
            subtitle: String? = null,
            textColor: Color = Color(0xFF222222),
            textColorSecondary: Color = Color(0xFF999999),
        ) {
            Column(Modifier.clickable { }) {
                Title(title = title, textColor = textColor)
                Subtitle(subtitle = subtitle, textColorSecondary = textColorSecondary)
            }
        }
        @Composable private fun Title(title: String, textColor: Color) { Text(text = title, color = textColor) }
        @Composable private fun Subtitle(subtitle: String?, textColorSecondary: Color) {
            if (subtitle != null) { Text(text = subtitle, color = textColorSecondary) }
        }
        """

    @Test func aColourPassedThroughARowsParameterToItsTextComposables() async throws {
        let delete = "@Composable fun Screen() {\n    Surface(color = Color.White) { SettingsLink(title = \"Delete\", textColor = Color(0xFFED1C24)) }\n}"
        let found = try await Self.findings([("SettingsLink.kt", Self.settingsLink), ("Screen.kt", delete)])
        // Must fire: the title the call colours red (Title's call, :10), and the subtitle's grey
        // default passed on through Subtitle's parameter (its Text, :16), each on the caller's white.
        #expect(Self.lines(found) == ["SettingsLink.kt:10", "SettingsLink.kt:16"])
        #expect(found.allSatisfy { $0.message.contains("Screen.kt:4") })
        // Must not: the title at its dark default; the subtitle given a dark colour.
        let plain =
            "@Composable fun Screen() {\n    Surface(color = Color.White) { SettingsLink(title = \"About\", textColorSecondary = Color(0xFF222222)) }\n}"
        #expect(try await Self.findings([("SettingsLink.kt", Self.settingsLink), ("Screen.kt", plain)]).isEmpty)
    }

    static let twButton = """
        @Composable fun TwButton(
            text: String,
            colors: ButtonColors = ButtonDefaults.buttonColors(containerColor = Color(0xFFED1C24), contentColor = Color.White),
        ) {
            Button(onClick = {}, colors = colors) {
                Text(text = text)
            }
        }
        """

    @Test func aButtonWhoseColoursAreAParameterIsJudgedAtEachCall() async throws {
        let screen = """
            @Composable fun Screen(custom: ButtonColors) {
                TwButton("Save")
                TwButton("Ok", colors = ButtonDefaults.buttonColors(containerColor = Color.Black, contentColor = Color.White))
                TwButton("Other", colors = custom)
            }
            """
        // Must fire: the default white on #ED1C24, at its call. Must not: black given, or colours not known.
        let found = try await Self.findings([("Button.kt", Self.twButton), ("Screen.kt", screen)])
        #expect(Self.lines(found) == ["Screen.kt:4"])
        #expect(found.first?.message.contains("4.38:1") == true)
        // Must not twice: colours the body gives alone are judged once, in the body.
        let fixed = Self.twButton.replacingOccurrences(
            of: "colors = colors", with: "colors = ButtonDefaults.buttonColors(containerColor = Color(0xFFED1C24), contentColor = Color.White)")
        #expect(Self.lines(try await Self.findings([("Button.kt", fixed), ("Screen.kt", screen)])) == ["Button.kt:8"])
    }

    /// Kickstarter e5ba636b `KSButtons.kt:806-841`: `color = if (isEnabled) textColor else
    /// colors.textSecondary`, called `KSButton(isEnabled = trackingButtonEnabled, …)`. The grey is
    /// the disabled state's (on `disabledContainerColor`, and exempt): it was judged on the enabled
    /// fill as "when not trackingButtonEnabled", 2.48:1.
    @Test func aWrappersDisabledTextIsNotJudgedAtItsCalls() async throws {
        let button = """
            @Composable fun KSButton(text: String, isEnabled: Boolean, backgroundColor: Color, textColor: Color) {
                Button(onClick = {}, enabled = isEnabled, colors = ButtonDefaults.buttonColors(containerColor = backgroundColor, disabledContainerColor = Color(0xFFDDDDDD))) {
                    Text(text = text, color = if (isEnabled) textColor else Color(0xFF4D4D4D))
                }
            }
            """
        let screen = """
            @Composable fun Screen(canSend: Boolean) {
                KSButton("Send", isEnabled = canSend, backgroundColor = Color.Black, textColor = Color.White)
                KSButton("Go", isEnabled = canSend, backgroundColor = Color(0xFFED1C24), textColor = Color.White)
            }
            """
        // Must fire: the enabled white on #ED1C24 (4.38:1). Must not: the disabled grey on black.
        let found = try await Self.findings([("Button.kt", button), ("Screen.kt", screen)])
        #expect(Self.lines(found) == ["Screen.kt:5"])
        #expect(found.allSatisfy { !$0.message.contains("when not") })
    }

    @Test func aStringPropertyHoldingAResourceIsALabel() async throws {
        let strings = """
            class Strings(c: Context) {
                val startupTermsLabel = c.getString(R.string.introduction__tos)
                val serviceName: String = service.name
            }
            object TwLocale { lateinit var strings: Strings }
            """
        let screen = """
            @Composable fun Screen(item: Item) {
                Text(text = TwLocale.strings.startupTermsLabel, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.clickable { open() }.padding(4.dp))
                Text(text = TwLocale.strings.serviceName, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.clickable { open() }.padding(4.dp))
                Text(text = item.startupTermsLabel, style = MaterialTheme.typography.bodyMedium, modifier = Modifier.clickable { open() }.padding(4.dp))
            }
            """
        // Must fire: bodyMedium's 20 sp line + 8 = 28 dp. Must not: a property holding data, or one read off a value.
        let found = try await Self.findings([("Strings.kt", strings), ("Screen.kt", screen)], rule: "target.small")
        #expect(Self.lines(found) == ["Screen.kt:4"])
        #expect(ComposeStringProperties.collect(texts: [strings]) == ["startupTermsLabel"])
    }

    @Test func aColouredRunOfAnAnnotatedStringIsJudged() async throws {
        func screen(_ style: String) -> [(String, String)] {
            let body = """
                @Composable fun Screen(link: Color) {
                    Surface(color = Color.White) {
                        Text(text = buildAnnotatedString {
                            append("Learn more at ")
                            withStyle(style = \(style)) { append("our site") }
                        }, color = Color(0xFF222222), fontSize = 16.sp)
                    }
                }
                """
            return [("Screen.kt", body)]
        }
        // Must fire: the red run, 4.38:1 at 16 sp, named by what it appends.
        let found = try await Self.findings(screen("SpanStyle(Color(0xFFED1C24))"))
        #expect(Self.lines(found) == ["Screen.kt:5"])
        #expect(found.first?.message.contains("our site") == true)
        // Must not: a dark run, a run whose colour is not known, a run on its own background.
        #expect(try await Self.findings(screen("SpanStyle(color = Color(0xFF222222))")).isEmpty)
        #expect(try await Self.findings(screen("SpanStyle(link)")).isEmpty)
        #expect(try await Self.findings(screen("SpanStyle(Color(0xFFED1C24), background = Color.Black)")).isEmpty)
    }
}
