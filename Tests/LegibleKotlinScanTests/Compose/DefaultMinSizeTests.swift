import LegibleScan
import Testing

/// `Modifier.defaultMinSize(…)` is a lower bound on the click area, not an unknown size: Tasks
/// e5587e1a App.kt:2806 (`defaultMinSize(minHeight = 36.dp).clickable { expanded = !expanded }`
/// on a one-line "Show more" Text) is 36 dp tall, and AlarmList.kt:61 (`.padding(top = 12.dp,
/// bottom = 12.dp, end = 16.dp).defaultMinSize(24.dp).clickable(onClick = addAlarm)`) is its
/// 24 dp line tall, since `defaultMinSize(24.dp)` is a minimum width only. Both were missed.
@Suite struct DefaultMinSizeTests {
    @Test func aMinimumBeforeTheHandlerIsTheGreaterOfItAndTheContent() throws {
        let body = """
            Icon(Icons.Default.Add, null, modifier = Modifier.defaultMinSize(minHeight = 36.dp).clickable { expanded = !expanded }.wrapContentHeight(Alignment.CenterVertically))
            Icon(Icons.Default.Add, null, modifier = Modifier.padding(top = 12.dp, bottom = 12.dp, end = 16.dp).defaultMinSize(24.dp).clickable(onClick = addAlarm))
            Icon(Icons.Default.Add, null, modifier = Modifier.clickable { add() }.defaultMinSize(minWidth = 40.dp, minHeight = 16.dp).padding(4.dp))
            """
        // 24 wide (the icon) × 36 tall; 24 × 24 (a minimum width only, the icon's height); 40 wide,
        // and 16 tall is less than the icon's 24 + 8 padding.
        #expect(try ComposeTargetSmallTests.sizes(body) == ["tappable 24.0×36.0", "tappable 24.0×24.0", "tappable 40.0×32.0"])
    }

    @Test func aMinimumThatIsLargeEnoughOrUnknown() throws {
        let body = """
            Icon(Icons.Default.Add, null, modifier = Modifier.defaultMinSize(minWidth = 48.dp, minHeight = 48.dp).clickable { add() })
            Icon(Icons.Default.Add, null, modifier = Modifier.defaultMinSize(minHeight = theme.minimum).clickable { add() })
            """
        // Must not: 48 × 48 passes; a minimum the file does not give leaves the height unknown.
        #expect(try ComposeTargetSmallTests.sizes(body) == ["tappable 48.0×48.0", "tappable 24.0×-"])
    }
}
