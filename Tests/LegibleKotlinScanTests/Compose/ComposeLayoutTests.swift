import Foundation
import LegibleReporting
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// A Text's width on each screen (320, 360 and 411 dp), laid out from its modifiers and the
/// layouts around it; every expected width is worked out by hand in the comment above it.
@Suite struct ComposeLayoutTests {
    static func widths(_ body: String, screens: [Double]? = nil) throws -> [String: [Double]] {
        var resources = ScanResources()
        if let screens { resources.androidScreenWidths = screens }
        let result = try ComposeSourceReader().read(text: composeHeader + body, path: "Screen.kt", resources: resources)
        var widths: [String: [Double]] = [:]
        for element in result.elements where element.kind == .label {
            widths[element.text?.literal ?? "?"] = element.screenTextWidths.map { $0.points ?? -1 }
        }
        return widths
    }

    static let settings = """
        @Composable
        fun SettingsScreen() {
            Scaffold { padding ->
                LazyColumn(contentPadding = padding) {
                    item {
                        Row(Modifier.fillMaxWidth().padding(horizontal = 16.dp), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                            Icon(Icons.Default.Info, contentDescription = null)
                            Text("Title", maxLines = 1, modifier = Modifier.weight(1f))
                            IconButton(onClick = {}) { Icon(Icons.Default.Close, contentDescription = null) }
                        }
                    }
                    item { Text("Half", maxLines = 1, modifier = Modifier.fillMaxWidth(0.5f)) }
                    item {
                        Button(onClick = {}, modifier = Modifier.padding(16.dp)) { Text("Go", maxLines = 1) }
                    }
                    item {
                        TextButton(onClick = {}) {
                            Icon(Icons.Default.Add, contentDescription = null)
                            Spacer(Modifier.width(ButtonDefaults.IconSpacing))
                            Text("Add", maxLines = 1)
                        }
                    }
                    item { Text("Capped", modifier = Modifier.padding(start = 16.dp, end = 8.dp).widthIn(max = 300.dp)) }
                }
            }
        }
        """

    @Test func widthsOnEachScreenAreWorkedOutAsComposeLaysThemOut() throws {
        let widths = try Self.widths(Self.settings)
        // Scaffold's padding has no sides. Row: 320 − 2 × 16 = 288; the Icon (24) and the spacing
        // after it (8), the IconButton (48, its touch target) and the spacing after it (8) leave
        // 288 − 88 = 200 to the weighted Text; 328 − 88 = 240; 379 − 88 = 291.
        #expect(widths["Title"] == [200, 240, 291])
        // Half the screen: 160, 180, 205.5.
        #expect(widths["Half"] == [160, 180, 205.5])
        // Button: 320 − 2 × 16 outside it, less its own 24 + 24 content padding: 240, 280, 331.
        #expect(widths["Go"] == [240, 280, 331])
        // TextButton: 320 − 12 − 12 = 296, less the Icon (24) and the 8 dp spacer: 264, 304, 355.
        #expect(widths["Add"] == [264, 304, 355])
        // 320 − 16 − 8 = 296 (under the 300 cap), 336 → 300, 387 → 300.
        #expect(widths["Capped"] == [296, 300, 300])
    }

    @Test func theConfiguredScreensAreTheOnesLaidOut() throws {
        let widths = try Self.widths(Self.settings, screens: [300, 600])
        // 300 and 600 less the 32 dp of padding and 88 dp of fixed children.
        #expect(widths["Title"] == [180, 480])
    }

    @Test func aWidthTheFileDoesNotGiveIsNotGuessed() throws {
        let body = """
            @Composable
            fun ProfileCard(name: String) {
                Column(Modifier.fillMaxWidth()) { Text("inCard", maxLines = 1) }
            }
            @Composable
            fun HomeScreen(contentPadding: PaddingValues) {
                Column(Modifier.padding(contentPadding)) { Text("paddingParameter", maxLines = 1) }
                Row(Modifier.horizontalScroll(rememberScrollState())) { Text("scrolls", maxLines = 1) }
                Row {
                    Text("first", maxLines = 1)
                    Text("afterText", maxLines = 1, modifier = Modifier.weight(1f))
                }
                MyCard { Text("custom", maxLines = 1) }
                TopAppBar(title = { Text("slot", maxLines = 1) })
                Column(Modifier.customPadding()) { Text("customModifier", maxLines = 1) }
                Text("fixed", maxLines = 1, modifier = Modifier.width(120.dp))
            }
            """
        let widths = try Self.widths(body)
        // A composable not named as a screen is laid out where it is called: unknown.
        #expect(widths["inCard"] == [])
        #expect(widths["paddingParameter"] == [])
        #expect(widths["scrolls"] == [])
        // The first child of a Row has what the Row has; a weighted one after a Text depends on that Text.
        #expect(widths["first"] == [320, 360, 411])
        #expect(widths["afterText"] == [])
        #expect(widths["custom"] == [])
        #expect(widths["slot"] == [])
        #expect(widths["customModifier"] == [])
        // A fixed width is the same on every screen: textWidth, not per screen.
        #expect(widths["fixed"] == [])
    }

    @Test func theFilesOwnComposablesGetTheWidthTheirCallsGive() throws {
        let body = """
            @Composable
            fun FeedScreen() {
                Column(Modifier.padding(horizontal = 24.dp)) {
                    NewsCard(title = "x", modifier = Modifier.padding(8.dp))
                }
            }
            @Composable
            fun NewsCard(title: String, modifier: Modifier = Modifier) {
                Card(modifier) { Text("cardTitle", maxLines = 1, modifier = Modifier.padding(16.dp)) }
            }
            @Composable
            fun ListScreen() {
                Scaffold { inner -> Items(contentPadding = inner) }
            }
            @Composable
            fun Items(contentPadding: PaddingValues) {
                LazyColumn(contentPadding = contentPadding) { item { Text("row", maxLines = 1) } }
            }
            @Composable
            fun Shared() { Text("shared", maxLines = 1) }
            @Composable
            fun Caller() { Shared() }
            @Preview
            @Composable
            fun OnlyPreviewed() { Text("previewed", maxLines = 1) }
            @Preview
            @Composable
            fun PreviewCaller() { OnlyPreviewed() }
            """
        let widths = try Self.widths(body)
        // 320 − 2 × 24 − 2 × 8 at the call, less the Text's own 2 × 16: 224, 264, 315.
        #expect(widths["cardTitle"] == [224, 264, 315])
        // The Scaffold's padding passed on as contentPadding has no sides.
        #expect(widths["row"] == [320, 360, 411])
        // Called only from a function whose own width is unknown, or only from a preview.
        #expect(widths["shared"] == [])
        #expect(widths["previewed"] == nil)
    }

    // Roboto "Save changes" needs 141.8, 160.3 and 172.6 dp at 16 sp at 1.5×, 1.8× and 2×
    // (AndroidLayoutSolveFileTests, from hb-shape). Beside a 160 dp image the weighted Text has
    // 160 dp at 320 (overflows), 200 at 360 and 251 at 411 (room at every scale even with
    // Compose's 0.5 sp letter spacing, 12 dp at 2×): one finding, at 320 dp.
    @Test func overflowIsFoundAtTheNarrowScreenOnly() async throws {
        let body = """
            @Composable
            fun SaveScreen() {
                Row(Modifier.fillMaxWidth()) {
                    Image(painterResource(R.drawable.logo), contentDescription = null, modifier = Modifier.size(160.dp))
                    Text("Save changes", fontSize = 16.sp, maxLines = 1, modifier = Modifier.weight(1f))
                }
            }
            """
        let findings = try await Self.scan(body)
        let overflows = findings.filter { $0.rule == "overflow.label" }
        #expect(overflows.count == 1)
        #expect(overflows.first?.message.hasPrefix("at 320 dp, ") == true)
        #expect(overflows.first?.message.contains("160 dp available") == true)
        #expect(!findings.contains { $0.rule == "overflow.unknown-width" })
        // Beside a 60 dp image: 260 dp at 320, room at every scale.
        let wide = try await Self.scan(body.replacingOccurrences(of: "160.dp", with: "60.dp"))
        #expect(wide.filter { $0.rule == "overflow.label" }.isEmpty)
    }

    static func scan(_ body: String) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-compose-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try (composeHeader + body).write(to: folder.appendingPathComponent("Screen.kt"), atomically: true, encoding: .utf8)
        return try await ProjectScanner(paths: [folder.path], readers: [ComposeSourceReader()]).scan().findings.findings
    }

    @Test func tablesFileEqualsTheSizes() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Tables/compose-material3-sizes.csv")
        let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        #expect(rows.count == ComposeMaterialSizes.table.count)
        for row in rows { #expect(ComposeMaterialSizes.table[row[0]] == Double(row[1]), "\(row[0])") }
    }
}
