import Foundation
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// A design system laid out as Element X's Compound is: colour tokens in an object, a palette
/// class, light and dark palettes in files that name no colour literal and import nothing from
/// Compose, a theme function that picks them through its parameters' defaults, extension
/// properties on the palette class and a Material scheme built in its extension. The expected
/// colours are the token literals written below, followed by hand.
@Suite struct ComposeDesignSystemTests {
    static let tokens = """
        import androidx.compose.ui.graphics.Color
        object LightTokens { val gray1400 = Color(0xFF1B1D22); val white = Color(0xFFFFFFFF); val gray300 = Color(0xFFF0F2F5) }
        object DarkTokens { val gray1400 = Color(0xFFEBEEF2); val black = Color(0xFF101317); val gray400 = Color(0xFF26282D) }
        """
    // No marker of the pre-pass, no `androidx.compose`: found only by following the names.
    static let paletteClass = "package ds\ndata class Semantic(val textPrimary: Color, val bgCanvas: Color, val isLight: Boolean)\n"
    static let lightPalette = "package ds\nval semanticLight = Semantic(textPrimary = LightTokens.gray1400, bgCanvas = LightTokens.white, isLight = true)\n"
    static let darkPalette = "package ds\nval semanticDark = Semantic(textPrimary = DarkTokens.gray1400, bgCanvas = DarkTokens.black, isLight = false)\n"
    static let themeFunction = """
        import androidx.compose.runtime.*
        val LocalSemantic = staticCompositionLocalOf { semanticLight }
        object DsTheme { val colors: Semantic @Composable @ReadOnlyComposable get() = LocalSemantic.current }
        @Composable fun DsTheme(
            black: Boolean = false,
            lightColors: Semantic = semanticLight,
            darkColors: Semantic = semanticDark,
            content: @Composable () -> Unit,
        ) {
            val current = when {
                isSystemInDarkTheme() -> if (black) darkColors.copy(bgCanvas = Color.Black) else darkColors
                else -> lightColors
            }
            CompositionLocalProvider(LocalSemantic provides current) { content() }
        }
        """
    static let aliases = """
        import androidx.compose.ui.graphics.Color
        val Semantic.roomName get() = textPrimary
        val Semantic.bubble
            get() = if (isLight) LightTokens.gray300 else DarkTokens.gray400
        """
    static let decoy = "package other\nval name = \"decoy\"\nval textPrimary = Color.Red\n"

    /// The theme the files build, written to a folder as an app lays them out.
    static func theme(_ files: [String: String]) throws -> ComposeTheme {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-ds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        return ComposeThemeCollector.collect(paths: paths.sorted())
    }

    static var system: [String: String] {
        [
            "ds/src/main/kotlin/tokens/generated/Tokens.kt": tokens, "ds/src/main/kotlin/tokens/generated/Semantic.kt": paletteClass,
            "ds/src/main/kotlin/tokens/generated/SemanticLight.kt": lightPalette,
            "ds/src/main/kotlin/tokens/generated/SemanticDark.kt": darkPalette, "ds/src/main/kotlin/theme/DsTheme.kt": themeFunction,
            "ds/src/main/kotlin/theme/Aliases.kt": aliases, "app/src/main/kotlin/Other.kt": decoy,
        ]
    }

    static let literal = ComposeThemeTests.literal

    @Test func palettesInFilesWithoutColourLiteralsAreFollowed() throws {
        let theme = try Self.theme(Self.system)
        let elements = try ComposeThemeTests.screen(
            "Text(\"a\", color = DsTheme.colors.textPrimary)\nText(text = name, color = Color.White)", theme: theme)
        #expect(
            elements[0].textColor == .themed("DsTheme.colors.textPrimary", theme: "LocalSemantic", light: Self.literal(0x1B1D22), dark: Self.literal(0xEBEEF2)))
        // The decoy file's names are not the theme's: `name` is still a parameter nobody knows.
        #expect(elements[1].text == nil)

        // Without the palettes' files, nothing is guessed.
        var partial = Self.system
        partial["ds/src/main/kotlin/tokens/generated/SemanticLight.kt"] = nil
        partial["ds/src/main/kotlin/tokens/generated/SemanticDark.kt"] = nil
        let unknown = try ComposeThemeTests.screen("Text(\"a\", color = DsTheme.colors.textPrimary)", theme: try Self.theme(partial))
        if case .themed? = unknown.first?.textColor { Issue.record("expected no palette, got \(String(describing: unknown.first?.textColor))") }
    }

    @Test func aCopiedVariantIsAnOptionAndTheAppearanceShowsThePaletteItCopies() throws {
        let theme = try Self.theme(Self.system)
        let elements = try ComposeThemeTests.screen("Box(Modifier.background(DsTheme.colors.bgCanvas)) { Text(\"a\") }", theme: theme)
        // `if (black) darkColors.copy(bgCanvas = Color.Black) else darkColors`: the black variant is
        // the user's option; dark mode shows darkColors' DarkTokens.black, #101317 (Element X CallMenuItem.kt:121).
        #expect(
            elements.first?.backgroundColor
                == .themed("DsTheme.colors.bgCanvas", theme: "LocalSemantic", light: Self.literal(0xFFFFFF), dark: Self.literal(0x101317)))

        // Two dark palettes neither of which copies the other are a picker: the field they differ on is not measured.
        var picker = Self.system
        picker["ds/src/main/kotlin/theme/DsTheme.kt"] = Self.themeFunction.replacingOccurrences(
            of: "darkColors.copy(bgCanvas = Color.Black)", with: "semanticDarkBlack")
        picker["ds/src/main/kotlin/tokens/generated/SemanticDark.kt"] =
            Self.darkPalette + "val semanticDarkBlack = Semantic(textPrimary = DarkTokens.gray1400, bgCanvas = Color.Black, isLight = false)\n"
        let chosen = try ComposeThemeTests.screen("Box(Modifier.background(DsTheme.colors.bgCanvas)) { Text(\"a\") }", theme: try Self.theme(picker))
        guard case .themed(_, _, let light, .unresolved(_, let reason))? = chosen.first?.backgroundColor else {
            Issue.record("expected dark unresolved, got \(String(describing: chosen.first?.backgroundColor))")
            return
        }
        #expect(light == Self.literal(0xFFFFFF))
        #expect(reason.contains("chosen while it runs"))
    }

    @Test func extensionPropertiesAndSchemesReadEachPalette() throws {
        var files = Self.system
        files["ds/src/main/kotlin/theme/Scheme.kt"] = """
            import androidx.compose.material3.*
            fun Semantic.toLightScheme(): ColorScheme = lightColorScheme(background = bgCanvas, onBackground = textPrimary)
            fun Semantic.toDarkScheme(): ColorScheme = darkColorScheme(background = bgCanvas, onBackground = textPrimary)
            """
        let theme = try Self.theme(files)
        let elements = try ComposeThemeTests.screen(
            """
            Text("a", color = DsTheme.colors.roomName)
            Box(Modifier.background(DsTheme.colors.bubble)) { Text("b") }
            Text("c", color = MaterialTheme.colorScheme.onBackground)
            """, theme: theme)
        #expect(
            elements[0].textColor == .themed("DsTheme.colors.roomName", theme: "LocalSemantic", light: Self.literal(0x1B1D22), dark: Self.literal(0xEBEEF2)))
        // `if (isLight)`: the light palette says true, the dark one false.
        #expect(
            elements[1].backgroundColor == .themed("DsTheme.colors.bubble", theme: "LocalSemantic", light: Self.literal(0xF0F2F5), dark: Self.literal(0x26282D))
        )
        guard case .themed(_, _, let light, let dark)? = elements[2].textColor else {
            Issue.record("expected a themed role, got \(String(describing: elements[2].textColor))")
            return
        }
        #expect(light == Self.literal(0x1B1D22))
        #expect(dark == Self.literal(0xEBEEF2))
    }

    @Test func extensionsRecordTheirReceiver() {
        let file = KotlinParser.parse(
            "fun Semantic.toScheme() = 1\nval ColorScheme.success get() = Color.Green\nfun <T> List<T>.second() = this[1]\nfun plain() = 2\nval x = 3")
        let receivers = file.statements.map { statement -> String? in
            guard case .declaration(let declaration) = statement else { return "?" }
            return declaration.receiver
        }
        #expect(receivers == ["Semantic", "ColorScheme", "List", nil, nil])
    }

    @Test func generatedSourcesOutsideTheBuildAreRead() {
        let reader = ComposeSourceReader()
        #expect(reader.reads(path: "/app/ds/src/main/kotlin/tokens/generated/SemanticLight.kt"))
        #expect(!reader.reads(path: "/app/ds/build/generated/ksp/main/kotlin/Screen.kt"))
    }
}
