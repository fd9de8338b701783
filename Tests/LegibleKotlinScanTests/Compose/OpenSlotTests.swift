import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A screen's, a list row's or a slot's Text judged on the fill its callers in other files draw,
/// through what paints nothing: a `PullToRefreshBox`, a `HorizontalPager`, a `TextButton` or
/// `OutlinedButton` without a container colour, and the slot of an app composable that calls it
/// with nothing painted around it (issue 33, fresh-android16b, AuroraStore 3ab3943f). Ratio by
/// hand from WCAG's relative luminance: #6C63FF is L = 0.1933, #FCF8FF L = 0.9505, so
/// (1.0005 / 0.2433) = 4.11:1; #222222 on #FCF8FF is 15:1.
@Suite struct OpenSlotTests {
    static let primary = "ButtonDefaults.textButtonColors(contentColor = Color(0xFF6C63FF))"

    static func scan(_ files: [(String, String)]) async throws -> [Finding] {
        try await CallerFillTests.scan(files)
    }

    // MARK: UpdatesScreen.kt:165, a screen in another file's Scaffold → HorizontalPager → when

    static let main = """
        @Composable fun MainScreen(state: PagerState) {
            Scaffold(containerColor = FILL) { padding ->
                Box(Modifier.padding(padding).fillMaxSize()) {
                    HorizontalPager(state = state) { page ->
                        when (page) {
                            0 -> UpdatesScreen()
                        }
                    }
                }
            }
        }
        """
    static let updates = """
        @Composable fun UpdatesScreen() {
            PullToRefreshBox(isRefreshing = false, onRefresh = {}) {
                LazyColumn {
                    item {
                        SectionHeader(title = "3 updates", trailing = {
                            TextButton(onClick = {}, colors = COLORS) { Text("Update all") }
                        })
                    }
                }
            }
        }
        """
    static let header = """
        @Composable fun SectionHeader(title: String, modifier: Modifier = Modifier, trailing: (@Composable () -> Unit)? = null) {
            Row(modifier = modifier.fillMaxWidth().padding(16.dp)) {
                Column(Modifier.weight(1f)) { Text(title) }
                trailing?.invoke()
            }
        }
        """

    static func screens(fill: String = "Color(0xFFFCF8FF)", colors: String = primary, header: String = header) -> [(String, String)] {
        [
            ("Main.kt", main.replacingOccurrences(of: "FILL", with: fill)),
            ("Updates.kt", updates.replacingOccurrences(of: "COLORS", with: colors)),
            ("Header.kt", header),
        ]
    }

    @Test func aScreenInAnotherFilesPagerTakesTheScaffoldsFill() async throws {
        let findings = try await Self.scan(Self.screens())
        try #require(findings.count == 1, "\(findings.map(\.message))")
        #expect(findings[0].location?.file.hasSuffix("Updates.kt") == true)
        #expect(findings[0].location?.line == 8)
        #expect(findings[0].message.contains("Main.kt:8"))
        #expect(findings[0].message.contains("4.11:1"))
    }

    @Test func aScreenStaysUnjudgedWhenTheFillIsUnknownOrPasses() async throws {
        // The Scaffold's colour a parameter; a passing text colour; a header that paints around its slot.
        #expect(try await Self.scan(Self.screens(fill: "containerColor")).isEmpty)
        #expect(try await Self.scan(Self.screens(colors: Self.primary.replacingOccurrences(of: "6C63FF", with: "222222"))).isEmpty)
        let painted = Self.header.replacingOccurrences(of: "trailing?.invoke()", with: "Surface(color = tint) { trailing?.invoke() }")
        #expect(try await Self.scan(Self.screens(header: painted)).isEmpty)
        // A `colors =` the reader cannot read may give the button a fill.
        #expect(try await Self.scan(Self.screens(colors: "buttonColors")).isEmpty)
    }

    // MARK: AppUpdateItem.kt:101, an OutlinedButton in a row another file's list calls

    static func item(_ colors: String) -> [(String, String)] {
        [
            (
                "Item.kt",
                """
                @Composable fun AppUpdateItem(modifier: Modifier = Modifier, onUnignore: (() -> Unit)? = null) {
                    Row(modifier = modifier.fillMaxWidth().clickable {}.padding(16.dp)) {
                        Text("Example app")
                        when {
                            onUnignore != null -> OutlinedButton(onClick = onUnignore, colors = \(colors)) { Text("Unignore") }
                        }
                    }
                }
                """
            ),
            (
                "List.kt",
                """
                @Composable fun Updates(names: List<String>) {
                    Scaffold(containerColor = Color(0xFFFCF8FF)) { padding ->
                        LazyColumn(Modifier.padding(padding)) {
                            items(names) { AppUpdateItem(onUnignore = {}) }
                        }
                    }
                }
                """
            ),
        ]
    }

    @Test func anOutlinedButtonInARowTakesTheListsFill() async throws {
        let findings = try await Self.scan(Self.item("ButtonDefaults.outlinedButtonColors(contentColor = Color(0xFF6C63FF))"))
        try #require(findings.count == 1, "\(findings.map(\.message))")
        #expect(findings[0].location?.line == 7)
        #expect(findings[0].message.contains("List.kt:6"))
        // A container colour it draws itself is what the text is on (black: 5.1:1, passes).
        let filled = "ButtonDefaults.outlinedButtonColors(containerColor = Color.Black, contentColor = Color(0xFF6C63FF))"
        #expect(try await Self.scan(Self.item(filled)).isEmpty)
    }

    // Must not fire: a disabled button's text is exempt (WCAG 1.4.3, inactive controls), so the
    // callers' fill is not carried to it (Aurora Store 3ab3943f `AppUpdateItem.kt:107`, "Installing").
    @Test func aDisabledOutlinedButtonTakesNoFill() async throws {
        let colors = "ButtonDefaults.outlinedButtonColors(contentColor = Color(0xFF6C63FF)), enabled = false"
        #expect(try await Self.scan(Self.item(colors)).isEmpty)
    }

    // MARK: DispenserListItem.kt:35, the trailing slot of the app's own list item

    static func dispenser(listItem: String) -> [(String, String)] {
        [
            ("ListItem.kt", listItem),
            (
                "Dispenser.kt",
                """
                @Composable fun DispenserListItem(url: String) {
                    AuroraListItem(
                        headline = url,
                        trailing = {
                            TextButton(onClick = {}, colors = \(primary)) { Text("Remove") }
                        }
                    )
                }
                """
            ),
            (
                "Screen.kt",
                """
                @Composable fun DispenserScreen(urls: List<String>) {
                    Scaffold(containerColor = Color(0xFFFCF8FF)) { padding ->
                        LazyColumn(Modifier.padding(padding)) {
                            items(urls) { url -> DispenserListItem(url) }
                        }
                    }
                }
                """
            ),
        ]
    }

    static let listItem = """
        @Composable fun AuroraListItem(modifier: Modifier = Modifier, headline: String, trailing: (@Composable () -> Unit)? = null) {
            Row(modifier = modifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                Column(modifier = Modifier.weight(1f)) { Text(text = headline) }
                if (trailing != null) trailing()
            }
        }
        """

    @Test func aListItemsTrailingSlotTakesTheCallersFill() async throws {
        let findings = try await Self.scan(Self.dispenser(listItem: Self.listItem))
        try #require(findings.count == 1, "\(findings.map(\.message))")
        #expect(findings[0].location?.file.hasSuffix("Dispenser.kt") == true)
        #expect(findings[0].location?.line == 7)
        #expect(findings[0].message.contains("Screen.kt:6"))
    }

    @Test func aSlotShownInAFillOrOfANameDeclaredTwiceStaysUnjudged() async throws {
        let painted = Self.listItem.replacingOccurrences(of: "if (trailing != null) trailing()", with: "Surface(color = tint) { trailing?.invoke() }")
        #expect(try await Self.scan(Self.dispenser(listItem: painted)).isEmpty)
        let other = "@Composable fun AuroraListItem(trailing: @Composable () -> Unit) { Box { trailing() } }"
        let twice = Self.dispenser(listItem: Self.listItem) + [("Other.kt", other)]
        #expect(try await Self.scan(twice).isEmpty)
    }
}
