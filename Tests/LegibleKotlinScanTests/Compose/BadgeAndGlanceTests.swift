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

/// Habitica 56dfaf32 SkillDialog.kt:54: `val chipTextColor = if (isDark) colorResource(R.color.blue_500)
/// else colorResource(R.color.blue_10)` with `val isDark = isSystemInDarkTheme()`. The dark text was
/// judged as a state on the light chip too (1.34:1, wrong); it is the dark appearance's colour.
@Suite struct DarkModeConditionTests {
    @Test func aDarkModeConditionGivesEachAppearanceItsBranch() throws {
        let body = """
            @Composable fun Chip() {
                val isDark = isSystemInDarkTheme()
                val ink = if (isDark) Color(0xFFA9DCF6) else Color(0xFF2995CD)
                Text("a", color = ink)
                Text("b", color = if (!isSystemInDarkTheme()) { Color.Black } else { Color.White })
            }
            """
        let labels = try texts(body)
        let sky = ScannedColor.literal(SRGBColor(red8: 0xA9, green8: 0xDC, blue8: 0xF6), alpha: 1)
        let blue = ScannedColor.literal(SRGBColor(red8: 0x29, green8: 0x95, blue8: 0xCD), alpha: 1)
        guard case .themed(_, _, let light, let dark)? = labels[0].textColor else {
            Issue.record("\(String(describing: labels[0].textColor))")
            return
        }
        #expect(light == blue && dark == sky)
        guard case .themed(_, _, let light2, let dark2)? = labels[1].textColor else {
            Issue.record("\(String(describing: labels[1].textColor))")
            return
        }
        #expect(light2 == .literal(.black, alpha: 1) && dark2 == .literal(.white, alpha: 1))
        #expect(labels.allSatisfy { $0.textColorStates.isEmpty })
    }

    @Test func anotherConditionStaysTwoStates() throws {
        // `isSelected` is not the appearance: both colours are states judged in every appearance.
        let body = "Text(\"a\", color = if (isSelected) Color(0xFFA9DCF6) else Color(0xFF2995CD))"
        let label = try #require(try texts(body).first)
        #expect(label.textColorStates.count == 2)
    }
}

/// WooCommerce c8b90c30 WooCommerce-Wear OrderDetailsScreen.kt:339: a watch screen's purple count
/// on a translucent purple fill was judged over white, 1.13:1; Wear OS has no light mode.
@Suite struct WearAppearanceTests {
    static let body = "Box(Modifier.background(Color(0x66674399))) { Text(\"2\", color = Color(0xFFBEA0F2)) }"

    @Test func aWearScreenIsJudgedInDarkOnly() async throws {
        let wear = "import androidx.wear.compose.material.Text\n" + Self.body
        let label = try #require(try texts(wear).first)
        #expect(label.interfaceStyle?.isDark == true)
        // Over black the fill is #291b3d and the text 7.9:1: no finding.
        #expect(try await scanProject(wear).filter { $0.contains("contrast.text") }.isEmpty)
    }

    @Test func aPhoneScreenIsJudgedInBoth() async throws {
        // The same code on a phone: over the light window the text is 1.1:1.
        #expect(try texts(Self.body).first?.interfaceStyle == nil)
        #expect(try await scanProject(Self.body).filter { $0.contains("contrast.text error") }.count == 1)
    }
}
