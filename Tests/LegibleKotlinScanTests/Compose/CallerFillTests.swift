import Foundation
import LegibleKotlinScan
import LegibleReporting
import LegibleScan
import Testing

/// A Text with a known colour and no fill in its own function, judged on the fills its callers
/// draw around the calls (the shape Proton Pass d04eec28 writes its labels in). Ratios by hand
/// from WCAG's relative luminance: #999999 is L = 0.3185, on white (L = 1) (1.05 / 0.3685) =
/// 2.849, shown as 2.84:1 (ratios are cut, never rounded up); #222222 is L = 0.0160, on white
/// 15.9:1; #999999 on black (0.3685 / 0.05) = 7.37:1. The files' first lines are two imports.
@Suite struct CallerFillTests {
    static let header = "import androidx.compose.material3.*\nimport androidx.compose.ui.graphics.Color\n"

    /// `line rule severity message` of every contrast finding of a whole scan of `files`.
    static func scan(_ files: [(String, String)]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-callers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, body) in files { try (header + body).write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "contrast.text" }
    }

    static let label = """
        @Composable fun Label(text: String) {
            Column { Text(text, color = Color(0xFF999999)) }
        }
        """

    @Test func aLabelIsJudgedOnItsCallersFill() async throws {
        let findings = try await Self.scan([
            ("Label.kt", Self.label),
            ("Screen.kt", "@Composable fun Screen() {\n    Surface(color = Color.White) { Label(\"a\") }\n}"),
        ])
        try #require(findings.count == 1)
        // At the Text (Label.kt line 4), naming the call whose fill it is (Screen.kt line 4).
        #expect(findings[0].location?.line == 4)
        #expect(findings[0].location?.file.hasSuffix("Label.kt") == true)
        #expect(findings[0].message.contains("Screen.kt:4"))
        #expect(findings[0].message.contains("2.84:1"))
        #expect(findings[0].property("calledFrom")?.contains("Screen.kt:4:") == true)
    }

    @Test func aDarkTextOnTheCallersFillPasses() async throws {
        let findings = try await Self.scan([
            ("Label.kt", Self.label.replacingOccurrences(of: "0xFF999999", with: "0xFF222222")),
            ("Screen.kt", "@Composable fun Screen() {\n    Surface(color = Color.White) { Label(\"a\") }\n}"),
        ])
        #expect(findings.isEmpty)
    }

    @Test func callersThatDisagreeAreEachJudgedAndOneFindingNamesTheWorst() async throws {
        // On black the grey passes (7.37:1); on white it fails: one finding, about white.
        let findings = try await Self.scan([
            ("Label.kt", Self.label),
            (
                "Screen.kt",
                """
                @Composable fun Screen() {
                    Surface(color = Color.Black) { Label("a") }
                    Box(Modifier.background(Color.White)) { Label("b") }
                    Surface(color = someColor) { Label("c") }
                }
                """
            ),
        ])
        try #require(findings.count == 1)
        #expect(findings[0].message.contains("Screen.kt:5"))
    }

    @Test func aFillTwoCallsUpIsFollowed() async throws {
        let findings = try await Self.scan([
            ("Label.kt", Self.label),
            ("Group.kt", "@Composable fun Group() {\n    Row { Label(\"a\") }\n}"),
            ("Screen.kt", "@Composable fun Screen() {\n    Card(colors = CardDefaults.cardColors(containerColor = Color.White)) { Group() }\n}"),
        ])
        try #require(findings.count == 1)
        #expect(findings[0].message.contains("Screen.kt:4"))
    }

    @Test func whatMayPaintBetweenIsNotSeenThrough() async throws {
        // A dialog's own container, a fill the reader cannot read, an app's container, a label
        // declared in two files, a call whose modifier draws: none is judged on the outer fill.
        let findings = try await Self.scan([
            (
                "Label.kt",
                """
                @Composable fun InDialog() { AlertDialog(onDismissRequest = {}, text = { Text("a", color = Color(0xFF999999)) }) }
                @Composable fun OnBrush() { Box(Modifier.background(brush)) { Text("b", color = Color(0xFF999999)) } }
                @Composable fun InPanel() { Panel { Text("c", color = Color(0xFF999999)) } }
                @Composable fun Twice() { Text("d", color = Color(0xFF999999)) }
                """
            ),
            ("Other.kt", "@Composable fun Twice() { Text(\"e\", color = Color.Black) }"),
            (
                "Screen.kt",
                """
                @Composable fun Screen() {
                    Surface(color = Color.White) {
                        InDialog()
                        OnBrush()
                        InPanel()
                        Twice()
                        Label2(modifier = Modifier.background(Color.Black))
                    }
                }
                @Composable fun Label2(modifier: Modifier) { Text("f", modifier = modifier, color = Color(0xFF999999)) }
                """
            ),
        ])
        #expect(findings.isEmpty)
    }

    @Test func aPrivateFunctionIsOnlyCalledFromItsFile() async throws {
        let findings = try await Self.scan([
            ("Label.kt", "@Composable private fun Label(text: String) { Column { Text(text, color = Color(0xFF999999)) } }"),
            ("Screen.kt", "@Composable fun Screen() {\n    Surface(color = Color.White) { Label(\"a\") }\n}"),
        ])
        #expect(findings.isEmpty)
    }
    /// Google AI Edge Gallery 2cb35a2e AudioPlaybackPanel.kt:168: `color = if (onDarkBg) Color.White
    /// else …` with `onDarkBg: Boolean = false`, called at MessageInputText.kt:352 without it on the
    /// screen's white surface; the white state cannot show there. #bbbbbb on white is 1.91:1; #222222 15.9:1.
    @Test func aCallsBooleanArgumentSettlesTheState() async throws {
        let label = """
            @Composable fun Duration(onDarkBg: Boolean = false) {
                Column { Text("1.0s", color = if (onDarkBg) Color(0xFFBBBBBB) else Color(0xFF222222)) }
            }
            """
        let kept = try await Self.scan([("Label.kt", label), ("Screen.kt", "@Composable fun Input() {\n    Surface(color = Color.White) { Duration() }\n}")])
        #expect(kept.isEmpty, "\(kept.map(\.message))")
        for call in ["Duration(onDarkBg = true)", "Duration(true)"] {
            let found = try await Self.scan([("Label.kt", label), ("Screen.kt", "@Composable fun Input() {\n    Surface(color = Color.White) { \(call) }\n}")])
            #expect(found.count == 1 && found.first?.message.contains("1.91:1") == true, "\(call): \(found.map(\.message))")
        }
    }

    /// Primal 2b1f6bc ListNoContent.kt:60-65: the refresh button's text is drawn only
    /// `if (refreshButtonVisible)` (default `true`); the callers judged, on a white surface
    /// (ReactionsScreen.kt via GenericReactionsLazyColumn.kt:58), all pass `refreshButtonVisible = false`.
    static let gatedLabel = """
        @Composable fun NoContent(text: String, refreshButtonVisible: Boolean = true) {
            Column {
                if (refreshButtonVisible) { Text("Refresh", color = Color(0xFF999999)) }
            }
        }
        """

    @Test func aTextBehindAFlagEveryCallerTurnsOffIsNotJudgedThere() async throws {
        let off = try await Self.scan([
            ("Label.kt", Self.gatedLabel),
            ("Screen.kt", "@Composable fun Screen() {\n    Surface(color = Color.White) { NoContent(\"a\", refreshButtonVisible = false) }\n}"),
        ])
        #expect(off.isEmpty, "\(off.map(\.message))")
        // The else branch of `if (!flag)` is the same gate.
        let negated = Self.gatedLabel.replacingOccurrences(of: "if (refreshButtonVisible) {", with: "if (!refreshButtonVisible) {} else {")
        let negatedOff = try await Self.scan([
            ("Label.kt", negated),
            ("Screen.kt", "@Composable fun Screen() {\n    Surface(color = Color.White) { NoContent(\"a\", false) }\n}"),
        ])
        #expect(negatedOff.isEmpty, "\(negatedOff.map(\.message))")
    }

    @Test func aTextBehindAFlagIsJudgedAtTheCallsThatMayTurnItOn() async throws {
        // A call that keeps the default `true`, passes `true` or a value not known is judged; one passing `false` is not cited.
        for call in ["NoContent(\"a\")", "NoContent(\"a\", refreshButtonVisible = true)", "NoContent(\"a\", refreshButtonVisible = shown)"] {
            let found = try await Self.scan([
                ("Label.kt", Self.gatedLabel),
                (
                    "Screen.kt",
                    "@Composable fun Screen(shown: Boolean) {\n    Surface(color = Color.White) { \(call) }\n"
                        + "    Surface(color = Color(0xFFEEEEEE)) { NoContent(\"b\", refreshButtonVisible = false) }\n}"
                ),
            ])
            #expect(found.count == 1 && found.first?.message.contains("Screen.kt:4") == true, "\(call): \(found.map(\.message))")
            #expect(found.first?.message.contains("Screen.kt:5") == false, "\(call): \(found.map(\.message))")
        }
    }
}
