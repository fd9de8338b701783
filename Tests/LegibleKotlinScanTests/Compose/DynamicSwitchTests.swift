import Testing

@testable import LegibleKotlinScan

/// Dynamic colour behind `dynamicColor: Boolean = false` that no file of the app turns on is
/// never shown (Element X 477aa366 ElementTheme.kt:130/143/145: only a screenshot test passes
/// `dynamicColor = true`): no note, and the fixed schemes are the app's colours.
@Suite struct DynamicSwitchTests {
    static let theme = """
        import androidx.compose.material3.*
        @Composable fun AppTheme(dark: Boolean = isSystemInDarkTheme(), dynamicColor: Boolean = false, content: @Composable () -> Unit) {
            val scheme = when {
                dynamicColor && Build.VERSION.SDK_INT >= 31 -> if (dark) dynamicDarkColorScheme(LocalContext.current) else dynamicLightColorScheme(LocalContext.current)
                dark -> darkColorScheme(primary = Color(0xFF8899AA))
                else -> lightColorScheme(primary = Color(0xFF112233))
            }
            MaterialTheme(colorScheme = scheme, content = content)
        }
        """
    static let screen = "import androidx.compose.material3.*\n@Composable fun Home() { AppTheme { Text(\"a\") } }\n"

    @Test func aSwitchNeverTurnedOnIsNoDynamicColour() throws {
        let theme = try ComposeDesignSystemTests.theme([
            "app/src/main/kotlin/Theme.kt": Self.theme, "app/src/main/kotlin/Home.kt": Self.screen,
            // A declaration, and a test's call, are not the app turning it on.
            "app/src/main/kotlin/Prefs.kt": "import androidx.compose.runtime.*\nval dynamicColor = true\n",
        ])
        #expect(!theme.usesDynamicColor)
        #expect(theme.dynamicOff == ["AppTheme"])
        let findings = try ComposeSourceReader().prepared(theme: theme).read(text: Self.theme, path: "Theme.kt", resources: .init()).findings
        #expect(findings.isEmpty)
    }

    @Test func aSwitchTheAppTurnsOnIsDynamicColour() throws {
        for call in ["AppTheme(dynamicColor = true) { }", "AppTheme(dynamicColor = settings.useWallpaper) { }"] {
            let theme = try ComposeDesignSystemTests.theme([
                "app/src/main/kotlin/Theme.kt": Self.theme, "app/src/main/kotlin/Main.kt": "import androidx.compose.runtime.*\nfun main() { \(call) }\n",
            ])
            #expect(theme.usesDynamicColor)
            #expect(theme.dynamicOff.isEmpty)
        }
    }

    @Test func namedArgumentsAreTold() {
        #expect(ComposeDynamicSwitch.passes("dynamicColor", in: "Theme(dynamicColor = true)"))
        #expect(ComposeDynamicSwitch.passes("dynamicColor", in: "Theme(dynamicColor=on)"))
        #expect(!ComposeDynamicSwitch.passes("dynamicColor", in: "Theme(dynamicColor = false)"))
        #expect(!ComposeDynamicSwitch.passes("dynamicColor", in: "val dynamicColor = true\nif (useDynamicColor == x) {}"))
    }
}

extension ComposeSourceReader {
    /// A reader that knows `theme`.
    func prepared(theme: ComposeTheme) -> ComposeSourceReader {
        var reader = self
        reader.theme = theme
        return reader
    }
}
