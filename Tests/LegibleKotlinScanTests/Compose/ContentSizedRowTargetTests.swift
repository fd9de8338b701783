import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// A clickable `Row` or `Box` that its content sizes is its tallest child plus its padding
/// (issue 33), judged only when every child's height is known.
@Suite struct ComposeContentSizedRowTargetTests {
    static func heights(_ body: String) throws -> [String] {
        try scanCompose(body).elements.filter { $0.kind.isInteractive }.map { $0.height.map { "\($0)" } ?? "-" }
    }

    /// Gallery ebe9ea6a MediaViewAppBar.kt:227: the padding is outside the click, so the rotate
    /// pill's target is its 24 dp Icon (the bodyMedium line is 20). Then SelectionSheet.kt:396's
    /// shape with a written label: a 24 dp Image and a titleMedium line (24, its `weight` shares
    /// out width only) with 8 dp padding inside the click, 40.
    @Test func rowsAreTheirTallestChildPlusPadding() throws {
        let body = """
            Row(
                modifier = Modifier.background(color = MaterialTheme.colorScheme.tertiaryContainer.copy(0.7f), shape = CircleShape)
                    .padding(horizontal = 16.dp, vertical = 8.dp).clip(CircleShape).clickable(onClick = rotateImage),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                Icon(imageVector = Icons.Outlined.ScreenRotationAlt, contentDescription = null)
                Text(text = stringResource(R.string.rotate), style = MaterialTheme.typography.bodyMedium)
            }
            Row(
                modifier = Modifier.clip(shape).clickable(onClick = onClick).padding(horizontal = 16.dp, vertical = 8.dp),
            ) {
                Image(modifier = Modifier.size(24.dp), imageVector = imageVector, contentDescription = null)
                if (showText) {
                    Text(text = stringResource(R.string.select_all), style = MaterialTheme.typography.titleMedium, modifier = Modifier.weight(1f, fill = false))
                }
            }
            """
        #expect(try Self.heights(body) == ["24.0", "40.0"])
    }

    /// A child of unknown height (an app composable, a Text of data that may wrap, as in Gallery's
    /// SelectionAddon `Text(text = text)`), or a minimum on the row, leaves the height unknown.
    @Test func rowsThatMayBeTallerAreNotJudged() throws {
        let body = """
            Row(modifier = Modifier.clickable(onClick = onClick).padding(8.dp)) {
                Icon(imageVector = Icons.Outlined.Add, contentDescription = null)
                AppBadge(count)
            }
            Row(modifier = Modifier.clickable(onClick = onClick).padding(8.dp)) {
                Icon(imageVector = Icons.Outlined.Add, contentDescription = null)
                Text(text = text, style = MaterialTheme.typography.titleMedium)
            }
            Row(modifier = Modifier.heightIn(min = 48.dp).clickable(onClick = onClick).padding(8.dp)) {
                Icon(imageVector = Icons.Outlined.Add, contentDescription = null)
            }
            Row(modifier = Modifier.clickable(onClick = onClick).minimumInteractiveComponentSize()) {
                Icon(imageVector = Icons.Outlined.Add, contentDescription = null)
            }
            Box(modifier = Modifier.clickable(onClick = onClick)) {
                Icon(imageVector = Icons.Outlined.Add, contentDescription = null, modifier = Modifier.fillMaxHeight())
            }
            """
        // `heightIn(min = 48.dp)` is a lower bound: at least 48 dp, judged and not small.
        #expect(try Self.heights(body) == ["-", "-", "48.0", "-"])
        #expect(try scanCompose(body).elements.filter { $0.kind.isInteractive && ($0.height ?? 48) < 48 }.isEmpty)
    }
}

/// Round 22's misses (issue 33): rows whose padding is the app's spacing local, a menu inside the
/// row, and a Text whose style `ProvideTextStyle` gives.
@Suite struct ComposeContentSizedRowRound22Tests {
    /// Readrops 22 Spacing.kt: `compositionLocalOf` (not `static…`) and `MaterialTheme.spacing`.
    static let spacingFile = """
        package app.theme
        import androidx.compose.material3.MaterialTheme
        import androidx.compose.runtime.compositionLocalOf
        import androidx.compose.ui.unit.Dp
        import androidx.compose.ui.unit.dp
        data class Spacing(val shortSpacing: Dp = 8.dp, val mediumSpacing: Dp = 16.dp)
        val LocalSpacing = compositionLocalOf { Spacing() }
        val MaterialTheme.spacing
            @Composable
            @ReadOnlyComposable
            get() = LocalSpacing.current
        """

    static func heights(_ body: String, path: String = "/app/src/main/java/app/Screen.kt") throws -> [String] {
        let files = ["/app/src/main/java/app/theme/Spacing.kt": spacingFile]
        let store = KotlinSourceTexts(paths: files.keys.sorted()) { path in KotlinSourceTexts.Entry(regularSize: files[path]?.utf8.count, text: files[path]) }
        let reader = ComposeSourceReader().prepared(sources: store)
        let text = "package app\nimport app.theme.spacing\n" + composeHeader + body
        return try reader.read(text: text, path: path, resources: ScanResources()).elements.filter { $0.kind.isInteractive }
            .map { $0.height.map { "\($0)" } ?? "-" }
    }

    /// Readrops 22 DonationDialog.kt:47 and OPMLChoiceDialog.kt:35: a clickable Box around one
    /// titleMedium line (24 sp) with the app's 8 dp spacing above and below, 40 dp; with a
    /// `heightIn(min = 48.dp)` on the Box, or a Text of data that may wrap, it is not small.
    @Test func theAppsSpacingLocalIsKnown() throws {
        let body = """
            @Composable fun Donation(onClick: () -> Unit) {
                Box(modifier = Modifier.fillMaxWidth().clickable { onClick() }) {
                    Text(
                        text = stringResource(R.string.paypal),
                        style = MaterialTheme.typography.titleMedium,
                        modifier = Modifier.padding(horizontal = MaterialTheme.spacing.mediumSpacing, vertical = MaterialTheme.spacing.shortSpacing),
                    )
                }
                Box(modifier = Modifier.fillMaxWidth().clickable { onClick() }) {
                    Text(text = stringResource(R.string.opml_import), style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(MaterialTheme.spacing.shortSpacing))
                }
                Box(modifier = Modifier.fillMaxWidth().heightIn(min = 48.dp).clickable { onClick() }) {
                    Text(text = stringResource(R.string.opml_import), style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(MaterialTheme.spacing.shortSpacing))
                }
                Box(modifier = Modifier.fillMaxWidth().clickable { onClick() }) {
                    Text(text = feed.name, style = MaterialTheme.typography.titleMedium, modifier = Modifier.padding(MaterialTheme.spacing.shortSpacing))
                }
            }
            """
        #expect(try Self.heights(body) == ["40.0", "40.0", "48.0", "-"])
    }

    /// aniyomi 22 SubtitleDelayPanel.kt:336: Material's `DropdownMenu` in the row shows in a popup
    /// and takes no room, so the row is its 24 dp icon (EditorTypeDropdown.kt:37 has the menu
    /// beside the row and was already found). An app's own composable in its place stays unknown.
    @Test func aMenuInTheRowTakesNoRoom() throws {
        let body = """
            import androidx.compose.material3.DropdownMenu
            @Composable fun Delay() {
                Row(modifier = Modifier.clickable { showDropDownMenu = true }) {
                    Text(stringResource(affectedSubtitle.title), style = MaterialTheme.typography.bodyMedium)
                    Icon(Icons.Default.ArrowDropDown, null)
                    DropdownMenu(expanded = showDropDownMenu, onDismissRequest = { showDropDownMenu = false }) {
                        DropdownMenuItem(text = { Text(stringResource(it.title)) }, onClick = { })
                    }
                }
                Row(modifier = Modifier.clickable { showDropDownMenu = true }) {
                    Text(stringResource(affectedSubtitle.title), style = MaterialTheme.typography.bodyMedium)
                    Icon(Icons.Default.ArrowDropDown, null)
                    TypeMenu(expanded = showDropDownMenu)
                }
            }
            """
        let heights = try scanCompose(body).elements.filter { $0.kind == .tappable }.map { $0.height.map { "\($0)" } ?? "-" }
        #expect(heights == ["24.0", "-"])
    }

    /// aniyomi 22 AnimeInfoHeader.kt:525/552: a clickable Text with no style inside
    /// `ProvideTextStyle(MaterialTheme.typography.bodyMedium)` is one 20 sp line, not bodyLarge's
    /// 24; inside a style the reader does not read, its line is not known.
    @Test func providedTextStyleIsTheLine() throws {
        let body = """
            import androidx.compose.material3.ProvideTextStyle
            @Composable fun Info() {
                ProvideTextStyle(MaterialTheme.typography.bodyMedium) {
                    Text(text = sourceName, modifier = Modifier.clickable { doSearch() }, maxLines = 1)
                }
                ProvideTextStyle(value = appStyle) {
                    Text(text = sourceName, modifier = Modifier.clickable { doSearch() }, maxLines = 1)
                }
                Text(text = sourceName, modifier = Modifier.clickable { doSearch() }, maxLines = 1)
            }
            """
        let heights = try scanCompose(body).elements.filter { $0.kind == .tappable }.map { $0.height.map { "\($0)" } ?? "-" }
        #expect(heights == ["20.0", "-", "24.0"])
    }
}
