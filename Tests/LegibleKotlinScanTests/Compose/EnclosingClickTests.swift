import Testing

/// A small click inside a composable whose own click modifier runs the same handler is covered by
/// it (WCAG 2.5.8's "Equivalent"): GeometricWeather b2373551 LiveWallpaperConfigActivity.kt:167,
/// the 24 dp trailing `Icon` of a full-width `OutlinedTextField`, both running
/// `expanded.value = !expanded.value`, was a target.small error (fresh Android round 12a, D1).
@Suite struct EnclosingClickTests {
    static func spinner(icon: String, field: String = "{ expanded.value = !expanded.value }") -> String {
        """
        @Composable fun Spinner(expanded: MutableState<Boolean>, source: MutableInteractionSource) {
            OutlinedTextField(
                value = "x", onValueChange = {},
                modifier = Modifier.fillMaxWidth().clickable(interactionSource = source, indication = null, onClick = \(field)),
                trailingIcon = {
                    Icon(imageVector = Icons.Default.ArrowDropDown, contentDescription = null, modifier = Modifier.clickable \(icon))
                },
                readOnly = true,
            )
        }
        """
    }

    @Test func anIconRunningItsFieldsStatementIsANote() async throws {
        let found = try await EquivalentControlTests.targets(Self.spinner(icon: "{ expanded.value = !expanded.value }"))
        // Must not be an error: a note naming the field (after the two-line header, line 8 is the Icon, 4 the field).
        #expect(found.count == 1 && found[0].hasPrefix("8 note ") && found[0].contains("OutlinedTextField (line 4)"), "\(found)")
    }

    @Test func anotherStatementOrASiblingStaysAnError() async throws {
        let cases = [
            // Another statement than the field's.
            Self.spinner(icon: "{ expanded.value = false }"),
            // The field's click reads its argument: no one value.
            Self.spinner(icon: "{ expanded.value = !expanded.value }", field: "{ toggle(it) }"),
        ]
        for screen in cases {
            let found = try await EquivalentControlTests.targets(screen)
            #expect(found.contains { $0.hasPrefix("8 error ") }, "\(screen): \(found)")
        }
        // The same statement on a small sibling, not around the icon: still an error.
        let siblings = """
            @Composable fun Pair(expanded: MutableState<Boolean>) {
                Row {
                    Box(Modifier.size(24.dp).clickable { expanded.value = !expanded.value })
                    Icon(Icons.Default.ArrowDropDown, null, modifier = Modifier.clickable { expanded.value = !expanded.value })
                }
            }
            """
        let found = try await EquivalentControlTests.targets(siblings)
        #expect(found.contains { $0.hasPrefix("6 error ") }, "\(found)")
    }
}
