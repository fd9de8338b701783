import LegibleColor
import LegibleKotlinScan
import LegibleScan
import LegibleTypeScale
import Testing

/// Meshtastic 10d52c8e: a `Badge`'s count judged on the FAB under it
/// (`MessageScreenComponents.kt:153`), and a Glance widget's `LocalDensity` read as a pinned
/// font scale (`WidgetResourceEnvironment.kt:57`). Both were wrong.
@Suite struct BadgeAndGlanceTests {
    static let material3 = "import androidx.compose.material3.Badge\n"

    @Test func aBadgeDrawsItsOwnErrorFillInLabelSmall() throws {
        let body = """
            FloatingActionButton(onClick = {}) {
                BadgedBox(badge = { Badge { Text("3") } }) { Icon(Icons.Default.ArrowDownward, null) }
                Text("next")
            }
            """
        let result = try ComposeSourceReader().read(text: Self.material3 + composeHeader + body, path: "Screen.kt", resources: ScanResources())
        let labels = result.elements.filter { $0.kind == .label }
        // Material 3's Badge: BadgeDefaults.containerColor (error), contentColorFor it (onError),
        // its text in labelSmall (BadgeTokens.LargeLabelTextFont).
        let (fill, ink) = (String(describing: labels[0].backgroundColor), String(describing: labels[0].textColor))
        #expect(fill.contains("error") && !fill.contains("primaryContainer"), "\(fill)")
        #expect(ink.contains("onError"), "\(ink)")
        #expect(labels[0].font == .materialRole(.labelSmall))
        // The FAB's own text is still on the FAB's primaryContainer.
        #expect(String(describing: labels[1].backgroundColor).contains("primaryContainer"))
    }

    @Test func aBadgeColouredByTheAppKeepsItsColours() throws {
        let body = "Badge(containerColor = Color.White, contentColor = Color(0xFF777777)) { Text(\"12\") }"
        let label = try #require(
            try ComposeSourceReader().read(text: Self.material3 + composeHeader + body, path: "Screen.kt", resources: ScanResources())
                .elements.first { $0.kind == .label })
        #expect(label.backgroundColor == .literal(.white, alpha: 1))
        #expect(label.textColor == .literal(SRGBColor(red8: 0x77, green8: 0x77, blue8: 0x77), alpha: 1))
    }

    @Test func aGlanceCompositionsDensityIsNoClamp() throws {
        let body = """
            @Composable fun Bridge(content: @Composable () -> Unit) {
                val context = LocalContext.current
                CompositionLocalProvider(LocalDensity provides Density(context.resources.displayMetrics.density), content = content)
            }
            """
        let glance = "import androidx.glance.LocalContext\n"
        let widget = try ComposeSourceReader().read(text: glance + composeHeader + body, path: "Widget.kt", resources: ScanResources())
        #expect(widget.findings.filter { $0.rule == "text.clamped" }.isEmpty)
        // The same provider in a Compose UI file pins the scale at 1×.
        #expect(try composeFindings(body, rule: "text.clamped").count == 1)
    }
}
