import LegibleColor
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// `contrast.text` on Material's colour objects: a text colour written in
/// `TextFieldDefaults.colors(…)`, `ButtonDefaults.buttonColors(…)`, `NavigationBarItemDefaults.colors().copy(…)`
/// is judged at its argument on the fill of the same state (Element X 477aa366 `SearchBar.kt:169`,
/// `NavigationBarItem.kt:52`), and a text or outlined button's text is the theme's primary.
@Suite struct DefaultsColorsTests {
    static let white = ScannedColor.literal(SRGBColor(red8: 255, green8: 255, blue8: 255), alpha: 1)

    @Test func aPlaceholderOnItsContainerFiresAndADarkOneDoesNot() async throws {
        // #999999 on white is 2.85:1 (L 0.3185 and 1.0); #555555 on white 7.46:1 (L 0.0908).
        let body = """
            @Composable fun searchColors() = TextFieldDefaults.colors(
                unfocusedPlaceholderColor = Color(0xFF999999),
                unfocusedContainerColor = Color.White,
                focusedPlaceholderColor = Color(0xFF555555),
                focusedContainerColor = Color.White,
                errorTextColor = Color(0xFF999999),
                errorContainerColor = Color.Transparent,
            )
            """
        // The error text is on a transparent container: what is behind it is not in this call.
        #expect(try await scanProject(body).filter { $0.contains("contrast") } == ["4:33 contrast.text error"])
    }

    @Test func aButtonsColoursAreJudgedOnceAtTheTextInside() async throws {
        // Element X CallMenuItem.kt:103: white on #009B78 is 3.52:1. Inside Button(colors =) the Text
        // is judged (line 4); the same colours in a variable are judged at their argument (line 7).
        let body = """
            @Composable fun Join() {
                Button(onClick = {}, colors = ButtonDefaults.buttonColors(containerColor = Color(0xFF009B78), contentColor = Color.White)) {
                    Text("Join")
                }
                val colors = ButtonDefaults.buttonColors(
                    containerColor = Color(0xFF009B78),
                    contentColor = Color.White,
                )
                val fine = ButtonDefaults.buttonColors(containerColor = Color(0xFF00513F), contentColor = Color.White)
            }
            """
        let found = try await scanProject(body).filter { $0.contains("contrast") }
        #expect(found == ["5:9 contrast.text error", "9:24 contrast.text error"], "\(found)")
    }

    @Test func aCopyJudgesWhatItSetsOnTheBarsDefaultFill() throws {
        let body = """
            object AppNavigationBarItemDefaults {
                @Composable
                fun colors() = NavigationBarItemDefaults.colors().copy(
                    selectedTextColor = MaterialTheme.colorScheme.onSurface,
                    unselectedTextColor = Grey77,
                    selectedIndicatorColor = Color.Transparent,
                )
            }
            @Composable fun list() = ListItemDefaults.colors(headlineColor = Grey77, containerColor = Color.White).copy(supportingColor = Grey77)
            """
        let elements = try ComposeThemeTests.screen(body, theme: ComposeThemeTests.theme())
        // The labels sit on the navigation bar: Material's surfaceContainer (baseline #F3EDF7 / #211F26).
        let bar = ScannedColor.themed(
            "colorScheme.surfaceContainer", theme: "Theme.kt", light: ComposeThemeTests.literal(0xF3EDF7), dark: ComposeThemeTests.literal(0x211F26))
        #expect(elements.map(\.location.line) == [6, 7, 11, 11])
        #expect(elements.prefix(2).allSatisfy { $0.backgroundColor == bar && $0.text == nil })
        #expect(elements[1].textColor == ComposeThemeTests.literal(0x777777))
        // The inner call's headline once, the copy's supporting text once, both on the white given.
        #expect(elements.suffix(2).allSatisfy { $0.backgroundColor == Self.white })
        #expect(elements[0].font == .materialRole(.labelMedium))
        // The headline is bodyLarge, which this theme's Typography sets to 17 sp.
        #expect(Set(elements.suffix(2).map(\.font)) == [.scaled(size: 17, relativeTo: nil, weight: .regular, family: nil), .materialRole(.bodyMedium)])
    }

    @Test func nothingIsJudgedWithoutAReadableColourOrFill() throws {
        let body = """
            @Composable fun a(tint: Color) = TextFieldDefaults.colors(unfocusedTextColor = tint, unfocusedContainerColor = Color.White)
            @Composable fun b() = OutlinedTextFieldDefaults.colors(unfocusedTextColor = Color.Gray)
            @Composable fun c() = ButtonDefaults.textButtonColors(contentColor = Color.Gray)
            @Composable fun d() = NavigationBarItemDefaults.colors().copy(selectedIndicatorColor = Color.Gray)
            @Composable fun e() = AppDefaults.colors(contentColor = Color.Gray, containerColor = Color.White)
            """
        #expect(try texts(body).isEmpty)
    }

    @Test func aTextButtonsTextIsPrimaryOnWhatIsBehindIt() throws {
        let body = """
            @Composable fun Dialog(custom: ButtonColors) {
                Surface(color = Color.White) {
                    TextButton(onClick = {}) { Text("Cancel") }
                    OutlinedButton(onClick = {}, colors = ButtonDefaults.outlinedButtonColors(contentColor = Grey77)) { Text("Retry") }
                    TextButton(onClick = {}, colors = custom) { Text("Later") }
                }
            }
            """
        let elements = try ComposeThemeTests.screen(body, theme: ComposeThemeTests.theme())
        let primary = ScannedColor.themed(
            "colorScheme.primary", theme: "Theme.kt", light: ComposeThemeTests.literal(0x005AC1), dark: ComposeThemeTests.literal(0xD0BCFF))
        #expect(elements.map(\.textColor) == [primary, ComposeThemeTests.literal(0x777777), nil])
        #expect(elements.allSatisfy { $0.backgroundColor == Self.white })
    }

    @Test func aBarTheFileDrawsGivesTheLabelsTheirFill() throws {
        // Tivi a0c62c2c Home.kt:224: its floating bar is transparent (what is behind it is not known here).
        let floating = """
            @Composable fun Home() {
                FloatingNavigationBar(containerColor = Color.Transparent) {
                    val colors = NavigationBarItemDefaults.colors(unselectedTextColor = Color(0xFF777777))
                }
            }
            """
        #expect(try texts(floating).isEmpty)
        let white = floating.replacingOccurrences(
            of: "FloatingNavigationBar(containerColor = Color.Transparent)", with: "NavigationBar(containerColor = Color.White)")
        #expect(try texts(white).map(\.backgroundColor) == [Self.white])
    }
}
