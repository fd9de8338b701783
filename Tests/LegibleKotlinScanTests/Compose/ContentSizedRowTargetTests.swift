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
