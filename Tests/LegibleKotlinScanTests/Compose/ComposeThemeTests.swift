import Foundation
import LegibleColor
import LegibleScan
import LegibleTypeScale
import Testing

@testable import LegibleKotlinScan

/// The app's theme from its Kotlin: colour schemes and `Typography` in one file, the colours they
/// name in another, the screens in a third.
@Suite struct ComposeThemeTests {
    static let colorFile = """
        package app.ui.theme
        import androidx.compose.ui.graphics.Color
        val Grey77 = Color(0xFF777777)
        val Dark22 = Color(0xFF222222)
        """
    static let themeFile = """
        package app.ui.theme
        import androidx.compose.material3.*
        private val LightColors = lightColorScheme(primary = Color(0xFF005AC1), onSurface = Grey77)
        private val DarkColors = darkColorScheme(onSurface = Dark22)
        val AppTypography = Typography(bodyLarge = TextStyle(fontSize = 17.sp), titleLarge = TextStyle(fontSize = 14.dp.toSp()))
        @Composable fun AppTheme(content: @Composable () -> Unit) {
            val colors = if (isSystemInDarkTheme()) DarkColors else LightColors
            MaterialTheme(colorScheme = colors, typography = AppTypography, content = content)
        }
        """

    static func theme(_ files: [(String, String)] = [("Color.kt", colorFile), ("Theme.kt", themeFile)]) -> ComposeTheme {
        ComposeThemeCollector.collect(texts: files.map { (path: $0.0, text: $0.1) })
    }

    static func literal(_ rgb: UInt32) -> ScannedColor {
        .literal(SRGBColor(red8: UInt8(rgb >> 16 & 0xFF), green8: UInt8(rgb >> 8 & 0xFF), blue8: UInt8(rgb & 0xFF)), alpha: 1)
    }

    static func screen(_ body: String, theme: ComposeTheme) throws -> [ScannedElement] {
        var reader = ComposeSourceReader()
        reader.theme = theme
        return try reader.read(text: composeHeader + body, path: "Screen.kt", resources: ScanResources()).elements.filter { $0.kind == .label }
    }

    @Test func rolesResolveAcrossFilesInLightAndDark() throws {
        let elements = try Self.screen(
            """
            @Composable fun Home() {
                Surface { Text("a", color = MaterialTheme.colorScheme.onSurface) }
                Text("b", color = MaterialTheme.colorScheme.primary)
                Button(onClick = {}) { Text("c") }
            }
            """, theme: Self.theme())
        let name = "Theme.kt"
        // onSurface is the app's in both; surface is Material's baseline (#FEF7FF / #141218).
        #expect(elements[0].textColor == .themed("colorScheme.onSurface", theme: name, light: Self.literal(0x777777), dark: Self.literal(0x222222)))
        #expect(elements[0].backgroundColor == .themed("colorScheme.surface", theme: name, light: Self.literal(0xFEF7FF), dark: Self.literal(0x141218)))
        // primary is set in light only: dark is the baseline's Primary80.
        #expect(elements[1].textColor == .themed("colorScheme.primary", theme: name, light: Self.literal(0x005AC1), dark: Self.literal(0xD0BCFF)))
        #expect(elements[1].backgroundColor == nil)
        // A filled button: onPrimary (baseline #FFFFFF / #381E72) on the app's primary.
        #expect(elements[2].textColor == .themed("colorScheme.onPrimary", theme: name, light: Self.literal(0xFFFFFF), dark: Self.literal(0x381E72)))
        #expect(elements[2].backgroundColor == .themed("colorScheme.primary", theme: name, light: Self.literal(0x005AC1), dark: Self.literal(0xD0BCFF)))
    }

    @Test func typographyOverridesAndTheDefaultTextStyle() throws {
        let elements = try Self.screen(
            """
            Text("a")
            Text("b", style = MaterialTheme.typography.bodyLarge)
            Text("c", style = MaterialTheme.typography.labelSmall)
            Text("d", style = MaterialTheme.typography.titleLarge)
            Button(onClick = {}) { Text("e") }
            TopAppBar(title = { Text("f") })
            """, theme: Self.theme())
        let fonts = elements.map(\.font)
        // No style: LocalTextStyle, the theme's bodyLarge (17 sp here); a button's content is labelLarge
        // (14 sp Medium, not overridden); a top bar's title titleLarge, which the app freezes at 14 dp.
        #expect(fonts[0] == .scaled(size: 17, relativeTo: nil, weight: .regular, family: nil))
        #expect(fonts[1] == .scaled(size: 17, relativeTo: nil, weight: .regular, family: nil))
        #expect(fonts[2] == .materialRole(.labelSmall))
        #expect(fonts[3] == .fixed(size: 14, unit: "dp", weight: .regular, family: nil))
        #expect(fonts[4] == .materialRole(.labelLarge))
        #expect(fonts[5] == .fixed(size: 14, unit: "dp", weight: .regular, family: nil))
        // Without the app's theme, a Text with no style is Material's bodyLarge.
        #expect(try texts("Text(\"a\")").first?.font == .materialRole(.bodyLarge))
    }

    @Test func noSchemeSeveralSchemesAndDynamicColourAreSaid() throws {
        let none = Self.theme([("Color.kt", Self.colorFile)])
        guard case .unresolved(_, let reason) = none.color(role: "onSurface") else {
            Issue.record("expected unresolved")
            return
        }
        #expect(reason.contains("found no lightColorScheme"))
        let picker = Self.theme([
            ("A.kt", "import androidx.compose.material3.*\nval A = lightColorScheme(primary = Color(0xFF000000))"),
            ("B.kt", "import androidx.compose.material3.*\nval B = lightColorScheme(primary = Color(0xFF111111))"),
        ])
        guard case .unresolved(_, let several) = picker.color(role: "primary") else {
            Issue.record("expected unresolved")
            return
        }
        #expect(several.contains("2 light and 0 dark colour schemes"))
        let dynamicOnly = Self.theme([("T.kt", "import androidx.compose.material3.*\nval s = dynamicLightColorScheme(context)")])
        guard case .unresolved(_, let dynamic) = dynamicOnly.color(role: "primary") else {
            Issue.record("expected unresolved")
            return
        }
        #expect(dynamic.contains("dynamic"))
        let both = Self.theme([("Theme.kt", Self.themeFile + "\nval d = dynamicDarkColorScheme(context)"), ("Color.kt", Self.colorFile)])
        guard case .themed(_, let theme, _, _) = both.color(role: "primary") else {
            Issue.record("expected themed")
            return
        }
        #expect(theme == "Theme.kt (dynamic colour not measured)")
        // The note at the call, in the theme's own file.
        let notes = try composeFindings("@Composable fun T() { val s = dynamicDarkColorScheme(LocalContext.current) }", rule: "scan.unresolved")
        #expect(notes.map(\.location?.line) == [3])
        #expect(notes.first?.message.contains("wallpaper") == true)
        // materialkolor's `dynamicColorScheme(seedColor = …)` (FlorisBoard's ColorMappings.kt) builds from a seed, not the wallpaper;
        // an app's own `dynamicSpacing()` is no colour scheme.
        let seeded = try composeFindings(
            "@Composable fun T() {\n    val s = dynamicColorScheme(seedColor = primary, isDark = false)\n    val m = dynamicSpacing()\n}",
            rule: "scan.unresolved")
        #expect(seeded.map(\.location?.line) == [4])
        #expect(seeded.first?.message.contains("from a seed colour") == true, "\(seeded.map(\.message))")
    }

    @Test func theWholeScanMeasuresTheAppsRoles() async throws {
        // #777777 on the baseline surface #FEF7FF: L 0.1845 and 0.9481, (0.9981)/(0.2345) = 4.2568:1, under 4.5 (light),
        // shown truncated as 4.25. #222222 on #141218: L 0.0160 and 0.00647, 1.1686:1 (dark). The baseline onBackground
        // #1D1B20 on the baseline surface #FEF7FF is 16.2:1: no finding at line 5.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.colorFile.write(to: folder.appendingPathComponent("Color.kt"), atomically: true, encoding: .utf8)
        try Self.themeFile.write(to: folder.appendingPathComponent("Theme.kt"), atomically: true, encoding: .utf8)
        try
            (composeHeader + "@Composable fun S() {\n    Surface { Text(\"a\", color = MaterialTheme.colorScheme.onSurface) }\n"
            + "    Surface { Text(\"b\", color = MaterialTheme.colorScheme.onBackground) }\n}\n")
            .write(to: folder.appendingPathComponent("Screen.kt"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [ComposeSourceReader()]).scan()
        let contrast = report.findings.findings.filter { $0.rule == "contrast.text" }
        #expect(contrast.map(\.location?.line) == [4, 4] || contrast.map(\.location?.line) == [4])
        #expect(contrast.contains { $0.message.contains("4.25:1 in light and 1.16:1 in dark") }, "\(contrast.map(\.message))")
    }

    @Test func tablesFileEqualsTheDefaults() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Tables/compose-material3-color-scheme.csv")
        let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        #expect(rows.count == ComposeMaterialDefaults.colorRoles.count)
        for row in rows {
            let pair = ComposeMaterialDefaults.colorRoles[row[0]]
            #expect(pair.map { String(format: "#%06X", $0.light) } == row[1], "\(row[0]) light")
            #expect(pair.map { String(format: "#%06X", $0.dark) } == row[2], "\(row[0]) dark")
        }
        // The roles the XML themes' table also gives (material-components-android) agree.
        for (attribute, role) in [("colorPrimary", "primary"), ("colorOnPrimary", "onPrimary"), ("colorSurface", "surface"), ("colorOnSurface", "onSurface")] {
            let pair = AndroidMaterialThemeColors.baseline[attribute]
            #expect(pair?.light == ComposeMaterialDefaults.color(role: role, dark: false))
            #expect(pair?.dark == ComposeMaterialDefaults.color(role: role, dark: true))
        }
    }
}
