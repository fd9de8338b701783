import LegibleColor
import LegibleScan
import LegibleTypeScale
import Testing

@testable import LegibleKotlinScan

/// Issue 33, the fourteenth round (Kickstarter e5ba636b, Home Assistant 532638a9): a modifier
/// chain that starts with the function's `modifier` parameter as a layout's first argument, a
/// size from the app's theme object, a minimum height after the click handler, and the size of
/// a focused text field's label.
@Suite struct ModifierParameterTests {
    @Test func aFillOnTheModifierParameterIsBehindTheText() throws {
        // Kickstarter KSBadges.kt:366, `Row(modifier.background(purple_02))` around the badge's Text.
        let body = """
            @Composable fun Badge(modifier: Modifier = Modifier) {
                Row(modifier.background(color = Color(0xFFF8F3FC)).padding(4.dp)) {
                    Text("Featured", color = Color(0xFF582281))
                }
            }
            @Composable fun Plain(modifier: Modifier = Modifier) {
                Row(modifier) { Text("Plain", color = Color(0xFF582281)) }
            }
            """
        let labels = try texts(body)
        try #require(labels.count == 2)
        #expect(labels[0].backgroundColor == .literal(SRGBColor(red8: 0xF8, green8: 0xF3, blue8: 0xFC), alpha: 1))
        // Must not: a parameter passed on with no fill of its own gives the Text none.
        #expect(labels[1].backgroundColor == nil)
    }

    static let dimensionsFile = """
        package app.ui.theme
        import androidx.compose.runtime.*
        data class AppDimensions(val none: Dp = 0.dp, val iconSize: Dp = Dp.Unspecified, val rowHeight: Dp = Dp.Unspecified)
        val LocalAppDimensions = staticCompositionLocalOf { AppDimensions() }
        val StandardDimensions = AppDimensions(iconSize = 32.dp, rowHeight = 56.dp)
        object AppTheme {
            val dimensions: AppDimensions
                @Composable
                get() = LocalAppDimensions.current
        }
        @Composable fun AppTheme(content: @Composable () -> Unit) {
            val dimensions = StandardDimensions
            CompositionLocalProvider(LocalAppDimensions provides dimensions, content = content)
        }
        """

    @Test func aSizeFromTheAppsThemeObjectIsKnown() throws {
        // Kickstarter KSButtons.kt:917, `modifier.size(dimensions.videoPlayerIconSize)` = 32 dp (KSDimensions.kt:227).
        let theme = ComposeThemeCollector.collect(texts: [(path: "Dimensions.kt", text: Self.dimensionsFile)])
        var reader = ComposeSourceReader()
        reader.theme = theme
        let body = """
            @Composable fun Profile(onClick: () -> Unit, modifier: Modifier = Modifier) {
                Box(modifier = modifier.size(AppTheme.dimensions.iconSize).clip(CircleShape).clickable(onClick = onClick)) {}
                Box(modifier = Modifier.height(AppTheme.dimensions.rowHeight).fillMaxWidth().clickable(onClick = onClick)) {}
                Box(modifier = Modifier.size(AppTheme.dimensions.unknown).clickable(onClick = onClick)) {}
            }
            """
        let targets = try reader.read(text: composeHeader + body, path: "Screen.kt", resources: ScanResources()).elements.filter { $0.kind.isInteractive }
        // 32 × 32 fires; 56 tall (width unknown) does not; a field no palette gives stays unknown.
        #expect(targets.map { "\($0.width.map { "\($0)" } ?? "-")×\($0.height.map { "\($0)" } ?? "-")" } == ["32.0×32.0", "-×56.0", "-×-"])
    }

    @Test func aMinimumHeightAfterTheHandlerIsTheGreaterOfItAndTheContent() throws {
        // Home Assistant ManageTilesScreen.kt:313, `.clickable { }.padding(horizontal = 16.dp).heightIn(min = 40.dp)` around a 24 dp image.
        let body = """
            Box(modifier = Modifier.clickable(onClick = show).padding(horizontal = 16.dp).heightIn(min = 40.dp)) {
                Image(icon, null, modifier = Modifier.size(24.dp))
            }
            Icon(Icons.Default.Add, null, modifier = Modifier.clickable { add() }.sizeIn(minWidth = 30.dp, minHeight = 48.dp))
            Icon(Icons.Default.Add, null, modifier = Modifier.heightIn(min = 48.dp).clickable { add() })
            Icon(Icons.Default.Add, null, modifier = Modifier.clickable { add() }.heightIn(min = 20.dp, max = 30.dp))
            """
        // 40 tall (the width of a Box is its content's, not read); 30 × 48; 24 × 48 passes in
        // height; a maximum is a bound whose size the content does not say.
        #expect(try ComposeTargetSmallTests.sizes(body) == ["tappable -×40.0", "tappable 30.0×48.0", "tappable 24.0×48.0", "tappable 24.0×-"])
    }

    @Test func aFocusedLabelIsBodySmallAndAnUnfocusedOneBodyLarge() throws {
        // Kickstarter FormularyScreen.kt:140, `focusedLabelColor` in `TextFieldDefaults.colors(…)`.
        let body = """
            @Composable fun fieldColors() = TextFieldDefaults.colors(
                focusedContainerColor = Color(0xFFE6E6E6),
                focusedLabelColor = Color(0xFF028858),
                unfocusedContainerColor = Color(0xFFE6E6E6),
                unfocusedLabelColor = Color(0xFF028858),
            )
            """
        let fonts = try texts(body).map(\.font)
        #expect(fonts == [ScannedFont.materialRole(.bodySmall), .materialRole(.bodyLarge)])
    }

    @Test func aSizeFrozenFromAValueTheFileDoesNotGiveIsReported() async throws {
        // Home Assistant RefreshIntervalPickerView.kt:82: `….fontSize.value.dp.toSp()` inside `with(LocalDensity.current)`.
        let body = """
            @Composable fun Picker(label: String, size: TextUnit) {
                Text(label, style = with(LocalDensity.current) { MaterialTheme.typography.displayMedium.copy(fontSize = MaterialTheme.typography.displayMedium.fontSize.value.dp.toSp()) })
                Text(label, style = with(LocalDensity.current) { MaterialTheme.typography.displayMedium })
                Text(label, fontSize = size.value.sp)
            }
            """
        let labels = try texts(body)
        #expect(labels.map(\.fixedSizeConstant) == ["MaterialTheme.typography.displayMedium.fontSize.value.dp.toSp()", nil, nil])
        // Must not: the style inside `with` is read (displayMedium scales); a size in sp scales.
        #expect(labels[1].font == .materialRole(.displayMedium))
        #expect(try await scanProject(body).filter { $0.contains("fixed-size") } == ["4:5 text.fixed-size warning"])
    }
}
