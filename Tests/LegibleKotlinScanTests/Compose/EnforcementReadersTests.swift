import LegibleScan
import Testing

/// Issue 33, fresh-android18a class 3: pocket-casts-android `SearchBar.kt:294` switches
/// `LocalMinimumInteractiveComponentEnforcement` off around a `BasicTextField` whose decoration
/// box holds only text, icons and the file's own `Box.clickable` icons: no Material component
/// that reads the local is inside, so switching it off shrinks nothing.
@Suite struct ComposeEnforcementReadersTests {
    static func searchBar(trailing: String) -> String {
        """
        enum class SearchBarStyle {
            Small, Regular;
            @Composable
            internal fun TrailingIcon(onClick: () -> Unit) {
                Box(contentAlignment = Alignment.Center, modifier = Modifier.size(32.dp).clickable(onClick = onClick)) {
                    Icon(painter = painterResource(R.drawable.ic_cancel), contentDescription = null, modifier = Modifier.size(16.dp))
                }
            }
        }
        @Composable
        fun SearchBar(state: TextFieldState, style: SearchBarStyle) {
            CompositionLocalProvider(LocalMinimumInteractiveComponentEnforcement provides false) {
                BasicTextField(
                    state = state,
                    cursorBrush = SolidColor(Color.Black),
                    decorator = object : TextFieldDecorator {
                        @Composable
                        override fun Decoration(innerTextField: @Composable (() -> Unit)) {
                            TextFieldDefaults.OutlinedTextFieldDecorationBox(
                                value = state.text.toString(),
                                innerTextField = innerTextField,
                                placeholder = { Text(text = "Search", maxLines = 1) },
                                trailingIcon = { if (state.text.isNotEmpty()) { \(trailing) } },
                                interactionSource = remember { MutableInteractionSource() },
                                shape = RoundedCornerShape(8.dp),
                            )
                        }
                    },
                )
            }
        }
        """
    }

    @Test func anEnforcementNothingInsideReadsIsNoFinding() throws {
        // Must not fire: text, icons, the file's own clickable Box.
        let findings = try composeFindings(Self.searchBar(trailing: "style.TrailingIcon(onClick = { state.clearText() })"), rule: "target.small")
        #expect(!findings.contains { $0.message.contains("provides false") }, "\(findings.map(\.message))")
    }

    @Test func anEnforcementAroundAReaderOrAnUnknownComposableIsAFinding() throws {
        // Must fire: an IconButton, the minimum modifier, a clickable Surface, a composable of another file.
        for trailing in [
            "IconButton(onClick = {}) { Icon(Icons.Default.Clear, null) }", "Box(Modifier.minimumInteractiveComponentSize().clickable {})",
            "Surface(onClick = {}) { Text(\"x\") }", "ClearButton(onClick = {})",
        ] {
            let findings = try composeFindings(Self.searchBar(trailing: trailing), rule: "target.small")
            #expect(findings.contains { $0.message.contains("provides false") }, "\(trailing)")
        }
    }
}
