import LegibleScan
import Testing

/// `target.small`: the area a click modifier covers (sizes by hand from the modifiers), and
/// Material components, which reserve 48 dp themselves.
@Suite struct ComposeTargetSmallTests {
    static func sizes(_ body: String) throws -> [String] {
        try scanCompose(body).elements.filter { $0.kind.isInteractive }.map {
            "\($0.kind.rawValue) \($0.width.map { "\($0)" } ?? "-")×\($0.height.map { "\($0)" } ?? "-")"
        }
    }

    @Test func clickModifiersCoverWhatTheirChainSays() throws {
        let body = """
            Icon(Icons.Default.Close, null, modifier = Modifier.clickable { close() })
            Box(Modifier.size(32.dp).clickable { open() })
            Box(modifier = Modifier.clickable(onClick = { tap() }).padding(12.dp).size(24.dp))
            Box(modifier = Modifier.size(48.dp).padding(8.dp).toggleable(value = on, onValueChange = { on = it }))
            Image(painter, null, modifier = Modifier.clickable { tap() }.size(width = 60.dp, height = 20.dp))
            Row(modifier = Modifier.fillMaxWidth().clickable { tap() }) {}
            """
        // Icon: 24 dp unless sized. Box 3: 24 + 2·12 = 48. Box 4: 48 − 2·8 = 32.
        #expect(
            try Self.sizes(body) == [
                "tappable 24.0×24.0", "tappable 32.0×32.0", "tappable 48.0×48.0", "tappable 32.0×32.0", "tappable 60.0×20.0", "tappable -×-",
            ])
    }

    @Test func sizesTheFileDoesNotGiveAreNotGuessed() throws {
        let body = """
            Icon(Icons.Default.Close, null, modifier = Modifier.size(iconSize).clickable { tap() })
            Icon(Icons.Default.Close, null, modifier = Modifier.fillMaxSize().clickable { tap() })
            Text("😀", modifier = Modifier.clickable { tap() }.sizeIn(minWidth = 42.dp, minHeight = 42.dp).padding(8.dp))
            Box(Modifier.size(48.dp).clickable { tap() }.size(side))
            """
        // The emoji's `sizeIn(minWidth =, minHeight =)` after the handler is a lower bound (as
        // `defaultMinSize` is): 42 tall, more than its 24 dp line and 16 dp of padding; its width,
        // the text's, is not known.
        #expect(try Self.sizes(body) == ["tappable -×-", "tappable -×-", "tappable -×42.0", "tappable -×-"])
    }

    @Test func materialComponentsReserve48dp() throws {
        let body = """
            IconButton(onClick = {}, modifier = Modifier.size(24.dp)) { Icon(Icons.Default.Add, null) }
            Checkbox(checked = on, onCheckedChange = {}, modifier = Modifier.size(20.dp))
            Button(onClick = {}) { Text("Go") }
            Box(Modifier.minimumInteractiveComponentSize().clickable { tap() }.size(24.dp))
            """
        #expect(try Self.sizes(body) == ["button -×-", "toggle -×-", "button -×-"])
    }

    @Test func switchingTheMinimumOffIsAFindingAndExposesTheSizes() throws {
        let body = """
            CompositionLocalProvider(LocalMinimumInteractiveComponentSize provides 0.dp) {
                IconButton(onClick = {}, modifier = Modifier.size(24.dp)) { Icon(Icons.Default.Add, null) }
            }
            CompositionLocalProvider(LocalMinimumInteractiveComponentSize provides 48.dp) {}
            """
        #expect(try Self.sizes(body) == ["button 24.0×24.0"])
        let findings = try composeFindings(body, rule: "target.small")
        #expect(findings.map { $0.location!.description } == ["Screen.kt:3:26"])
    }

    @Test func theWholeScanReportsOnlyTheSmallOnes() async throws {
        let body = """
            Icon(Icons.Default.Close, null, modifier = Modifier.clickable { close() })
            IconButton(onClick = {}) { Icon(Icons.Default.Add, null) }
            Box(modifier = Modifier.clickable { tap() }.padding(12.dp).size(24.dp))
            """
        #expect(try await scanProject(body).filter { $0.contains("target.small") } == ["3:1 target.small error"])
    }

    /// Neo-Backup b27516fc Tags.kt:128: a clickable Material 3 Badge of a 16 dp icon and a note,
    /// 16 dp high (`BadgeTokens.LargeSize`).
    @Test func aClickableBadgeIsSixteenDpHigh() throws {
        let badge = { (icon: String) in
            """
            Badge(modifier = modifier.clickable(enabled = onNote != null) { onNote?.let { it() } }) {
                if (onNote != null) Icon(modifier = Modifier.size(\(icon)), imageVector = Phosphor.NotePencil, contentDescription = null)
                if (note.isNotEmpty()) Text(text = note, maxLines = maxLines, overflow = TextOverflow.Ellipsis)
            }
            """
        }
        let material3 = "import androidx.compose.material3.Badge\n"
        #expect(try Self.sizes(material3 + badge("16.dp")) == ["tappable -×16.0"])
        // A taller icon makes the badge taller: its height is not known.
        #expect(try Self.sizes(material3 + badge("24.dp")) == ["tappable -×-"])
    }
    /// Pocket Casts `IconButtonSmall.kt:26-35`: `Box(modifier.size(IconButtonDefaults.Size).clickable(…))`
    /// with a private object's `val Size: DpSize = DpSize(32.dp, 32.dp)` (:44) is 32×32. A `DpSize`
    /// the file does not give stays unknown.
    @Test func aDpSizeConstantSizesTheTarget() throws {
        let body = """
            @Composable
            fun IconButtonSmall(onClick: () -> Unit, modifier: Modifier = Modifier, content: @Composable () -> Unit) {
                Box(modifier = modifier.size(IconButtonDefaults.Size).clickable(onClick = onClick, role = Role.Button), contentAlignment = Alignment.Center) {
                    content()
                }
            }
            @Composable
            fun Other(size: DpSize) {
                Box(Modifier.size(size).clickable { open() })
                Box(Modifier.size(DpSize(width = 60.dp, height = 20.dp)).clickable { open() })
            }
            private object IconButtonDefaults {
                val Size: DpSize = DpSize(32.dp, 32.dp)
            }
            """
        let sizes = try Self.sizes(body)
        #expect(sizes == ["tappable 32.0×32.0", "tappable -×-", "tappable 60.0×20.0"], "\(sizes)")
    }
}
