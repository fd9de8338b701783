import Testing

@testable import LegibleKotlinScan

/// The pre-pass's quick look at a file: what it declares and what its extensions extend, and a
/// byte search, checked against hand-written Kotlin.
@Suite struct DeclaredNamesTests {
    @Test func namesAndReceivers() {
        let found = KotlinDeclaredNames(
            """
            val compoundColorsLight = SemanticColors(bg = LightColorTokens.white)
            data class SemanticColors(val bg: Color)
            object LightColorTokens { val white = Color.White }
            val SemanticColors.roomName get() = textPrimary
            fun SemanticColors.toScheme() = lightColorScheme()
            fun plain() = 1
            valuable = 2
            """)
        #expect(found.names == ["compoundColorsLight", "SemanticColors", "bg", "LightColorTokens", "white"])
        #expect(found.receivers == ["SemanticColors"])
    }

    @Test func byteSearch() {
        #expect(KotlinDeclaredNames.contains("a dynamicColor = true", "dynamicColor"))
        #expect(KotlinDeclaredNames.contains("dynamicColor", "dynamicColor"))
        #expect(!KotlinDeclaredNames.contains("dynamicColo", "dynamicColor"))
        #expect(!KotlinDeclaredNames.contains("ddd", "dx"))
        #expect(KotlinDeclaredNames.contains("é dynamic", "dynamic"))
    }
}
