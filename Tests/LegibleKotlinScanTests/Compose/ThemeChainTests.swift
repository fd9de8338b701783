import Foundation
import LegibleColor
import LegibleScan
import LegibleTypeScale
import Testing

@testable import LegibleKotlinScan

/// Palettes reached through longer chains: a light/dark holder class with a computed property,
/// `remember { … }`, an extension that returns a copy, an accessor function, and a palette passed
/// as a parameter and chosen by a `when` with a variant the user opts into. Hand-written in the
/// shapes of Wire d34c49fc (ThemeUtils.kt, WireColorScheme.kt, Theme.kt, ThemeExt.kt) and Firefox
/// fe8a71cd (FirefoxTheme.kt); the colours are the snippets' own.
@Suite struct ThemeChainTests {
    static let holderFiles = [
        (
            "ThemeUtils.kt",
            """
            package app.theme
            import androidx.compose.runtime.Composable
            data class ThemeDependent<T>(val light: T, val dark: T) {
                val currentTheme: T
                    @Composable get() = if (isSystemInDarkTheme()) dark else light
            }
            """
        ),
        (
            "Scheme.kt",
            """
            package app.theme
            import androidx.compose.ui.graphics.Color
            data class Bubble(val primary: Color, val onPrimary: Color)
            data class AppScheme(val onBackground: Color, val secondaryText: Color, val primary: Color, val self: Bubble)
            private val LightScheme = AppScheme(
                onBackground = Color.Black, secondaryText = Color(0xFF676B71), primary = Color(0xFF0667C8),
                self = Bubble(primary = Color(0xFF0667C8), onPrimary = Color.White))
            private val DarkScheme = AppScheme(Color.White, Color(0xFF9FA1A7), Color(0xFF54A6FF), Bubble(Color(0xFF022950), Color.White))
            val AppSchemeTypes: ThemeDependent<AppScheme> = ThemeDependent(light = LightScheme, dark = DarkScheme)
            fun AppScheme.withAccent(accent: Accent): AppScheme {
                val swatch = accent.asSwatch()
                return copy(primary = swatch[Tone.T500], self = self.copy(primary = swatch[Tone.T500]))
            }
            """
        ),
        (
            "Theme.kt",
            """
            package app.theme
            import androidx.compose.runtime.*
            @Composable fun AppTheme(base: AppScheme = AppSchemeTypes.currentTheme, accent: Accent = Accent.Unknown, content: @Composable () -> Unit) {
                val scheme = remember(base, accent) { base.withAccent(accent) }
                CompositionLocalProvider(LocalAppScheme provides scheme) { content() }
            }
            @Composable fun AppScheme(scheme: AppScheme = AppSchemeTypes.currentTheme, content: @Composable () -> Unit) {
                CompositionLocalProvider(LocalAppScheme provides scheme) { content() }
            }
            private val LocalAppScheme = staticCompositionLocalOf { AppSchemeTypes.light }
            val MaterialTheme.appScheme
                @Composable
                get() = LocalAppScheme.current
            @Composable
            fun colorsScheme(accent: Accent? = null) = accent?.let {
                MaterialTheme.appScheme.withAccent(accent)
            } ?: MaterialTheme.appScheme
            @Composable fun accentScheme(accent: Accent) = MaterialTheme.appScheme.withAccent(accent)
            """
        ),
    ]

    static let literal = ComposeThemeTests.literal

    static func theme(_ files: [(String, String)]) -> ComposeTheme {
        ComposeThemeCollector.collect(texts: files.map { (path: $0.0, text: $0.1) })
    }

    @Test func aLightDarkHolderIsFollowedThroughItsAccessors() throws {
        let elements = try ComposeThemeTests.screen(
            """
            @Composable fun Row() {
                Text("a", color = MaterialTheme.appScheme.secondaryText)
                Text("b", color = colorsScheme().onBackground)
                val colors = colorsScheme()
                Text("c", color = colors.self.onPrimary)
            }
            """, theme: Self.theme(Self.holderFiles))
        let name = "LocalAppScheme"
        #expect(
            elements[0].textColor
                == .themed("MaterialTheme.appScheme.secondaryText", theme: name, light: Self.literal(0x676B71), dark: Self.literal(0x9FA1A7)))
        #expect(elements[1].textColor == .themed("call(colorsScheme).onBackground", theme: name, light: Self.literal(0), dark: Self.literal(0xFFFFFF)))
        #expect(elements[2].textColor == .themed("colors.self.onPrimary", theme: name, light: Self.literal(0xFFFFFF), dark: Self.literal(0xFFFFFF)))
    }

    @Test func whatTheAccentSetsWhileRunningIsNotMeasured() throws {
        let elements = try ComposeThemeTests.screen(
            """
            Text("a", color = colorsScheme().primary)
            Text("b", color = MaterialTheme.appScheme.self.primary)
            Text("c", color = accentScheme(Accent.Blue).onBackground)
            """, theme: Self.theme(Self.holderFiles))
        for element in elements.prefix(2) {
            guard case .unresolved(_, let reason)? = element.textColor else {
                Issue.record("expected unresolved, got \(String(describing: element.textColor))")
                continue
            }
            #expect(reason.contains("withAccent"))
        }
        // A function that needs an argument is not read as an accessor.
        guard case .unresolved? = elements[2].textColor else {
            Issue.record("expected unresolved, got \(String(describing: elements[2].textColor))")
            return
        }
    }

    static let firefoxFile = """
        package app.theme
        import androidx.compose.runtime.*
        import androidx.compose.ui.graphics.Color
        enum class Theme { Light, Dark, Private }
        @Composable fun AppTheme(theme: Theme = Theme.getTheme(), content: @Composable () -> Unit) {
            val colors = when (theme) {
                Theme.Light -> lightColorPalette
                Theme.Dark -> darkColorPalette
                Theme.Private -> privateColorPalette
            }
            ProvideAppColors(colors) { MaterialTheme(content = content) }
        }
        object AppTheme { val colors: AppColors @Composable get() = localAppColors.current }
        class AppColors(textPrimary: Color, layer1: Color) {
            var textPrimary by mutableStateOf(textPrimary)
                private set
            fun copy(textPrimary: Color = this.textPrimary, layer1: Color = this.layer1): AppColors = AppColors(textPrimary, layer1)
        }
        private val darkColorPalette = AppColors(textPrimary = Color(0xFFFBFBFE), layer1 = Color(0xFF1C1B22))
        private val lightColorPalette = AppColors(textPrimary = Color(0xFF15141A), layer1 = Color(0xFFF9F9FB))
        private val privateColorPalette = darkColorPalette.copy(layer1 = Color(0xFF342B4A))
        @Composable fun ProvideAppColors(colors: AppColors, content: @Composable () -> Unit) {
            val colorPalette = remember { colors.copy() }
            CompositionLocalProvider(localAppColors provides colorPalette, content = content)
        }
        private val localAppColors = staticCompositionLocalOf<AppColors> { error("No AppColors provided") }
        """

    @Test func aPalettePassedAsAParameterIsFollowedToItsCallers() throws {
        let elements = try ComposeThemeTests.screen(
            """
            Box(Modifier.background(AppTheme.colors.layer1)) { Text("a", color = AppTheme.colors.textPrimary) }
            """, theme: Self.theme([("Theme.kt", Self.firefoxFile)]))
        let name = "localAppColors"
        // The private palette is a variant the user opts into: light and dark are the palettes named so.
        #expect(elements[0].textColor == .themed("AppTheme.colors.textPrimary", theme: name, light: Self.literal(0x15141A), dark: Self.literal(0xFBFBFE)))
        #expect(elements[0].backgroundColor == .themed("AppTheme.colors.layer1", theme: name, light: Self.literal(0xF9F9FB), dark: Self.literal(0x1C1B22)))
    }

    @Test func aWhenOfPalettesNamedNeitherWayStaysAPicker() throws {
        // Without a light and a dark branch, the `when` is a picker: nothing is dropped.
        let picker =
            Self.firefoxFile.replacingOccurrences(of: "Theme.Light -> lightColorPalette", with: "Theme.Light -> sepiaColorPalette")
            .replacingOccurrences(of: "Theme.Dark -> darkColorPalette", with: "Theme.Dark -> blueColorPalette")
            + "\nprivate val sepiaColorPalette = AppColors(Color(0xFF5B4636), Color(0xFFF4ECD8))\nprivate val blueColorPalette = AppColors(Color.Blue, Color.White)"
        let elements = try ComposeThemeTests.screen("Text(\"a\", color = AppTheme.colors.textPrimary)", theme: Self.theme([("Theme.kt", picker)]))
        guard case .unresolved(_, let reason)? = elements.first?.textColor else {
            Issue.record("expected unresolved, got \(String(describing: elements.first?.textColor))")
            return
        }
        #expect(reason.contains("2 light"))
    }

    @Test func anObjectsTypeValueGivesItsStylesByName() throws {
        // Firefox's `FirefoxTheme.typography`, a getter of a value built by calling the app's class:
        // headline6 is 20 sp Medium, large text for WCAG (at least 18 pt).
        let theme = Self.theme([
            (
                "Type.kt",
                """
                package app.theme
                import androidx.compose.ui.text.TextStyle
                class AppTypography(val headline6: TextStyle, val body2: TextStyle)
                val defaultTypography = AppTypography(headline6 = TextStyle(fontSize = 20.sp, fontWeight = FontWeight.W500), body2 = TextStyle(fontSize = 14.sp))
                object AppTheme { val typography: AppTypography get() = defaultTypography }
                """
            )
        ])
        let elements = try ComposeThemeTests.screen(
            """
            Text("a", style = AppTheme.typography.headline6)
            Text("b", style = AppTheme.typography.caption)
            """, theme: theme)
        #expect(elements[0].font == .scaled(size: 20, relativeTo: nil, weight: .medium, family: nil))
        // A style the value does not give is not guessed.
        #expect(elements[1].font == nil)
    }
}
