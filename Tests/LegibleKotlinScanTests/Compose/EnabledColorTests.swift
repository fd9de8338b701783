import LegibleScan
import Testing

/// `color = if (enabled) A else B`: the enabled state's colour is judged; the disabled one is
/// exempt (WCAG 1.4.3, text of an inactive control), and any other condition is not guessed
/// (Proton Pass d04eec28's text wrappers, `if (isEnabled) { textNorm } else { textDisabled }`).
@Suite struct EnabledColorTests {
    @Test func theEnabledBranchIsTheTextColour() throws {
        let elements = try texts(
            """
            Text("a", color = if (enabled) Color.Black else Color.Gray)
            Text("b", color = if (!isEnabled) Color.Gray else { Color.Black })
            Text("c", color = if (state.isDisabled) Color.Gray else Color.Black)
            Text("d", color = if (isSelected) Color.Black else Color.Gray)
            Text("e", color = if (enabled && isSelected) Color.Black else Color.Gray)
            """)
        let black = ComposeThemeTests.literal(0x000000)
        #expect(elements.prefix(3).map(\.textColor) == [black, black, black])
        for element in elements.suffix(2) {
            guard case .unresolved? = element.textColor else {
                Issue.record("a state that is not enabled is not guessed, got \(String(describing: element.textColor))")
                continue
            }
        }
    }

    @Test func theWholeScanJudgesOnlyTheEnabledColour() async throws {
        // #BBBBBB on white is 1.92:1 (fires); black on white passes, and the disabled #EEEEEE is exempt.
        let body = """
            @Composable fun S(enabled: Boolean) {
                Box(Modifier.background(Color.White)) { Text("a", color = if (enabled) Color(0xFFBBBBBB) else Color.Black) }
                Box(Modifier.background(Color.White)) { Text("b", color = if (enabled) Color.Black else Color(0xFFEEEEEE)) }
            }
            """
        let found = try await scanProject(body).filter { $0.contains("contrast.text") }
        #expect(found == ["4:45 contrast.text error"], "\(found)")
    }
}
