import Testing

/// A card's fill chosen by a condition, `Modifier.background(if (selected) A else B)` (omnivore
/// 322ce62b SavedItemCard.kt:58): both fills show, so the text inside is judged on each. By hand:
/// #898989 on #E0E0E0 is 2.64:1 and on white 3.49:1; #666666 on #E0E0E0 4.34:1 and on white
/// 5.74:1; #222222 on #E0E0E0 12.05:1.
@Suite struct ChosenFillTests {
    static func card(_ text: String, fill: String = "if (selected) Color(0xFFE0E0E0) else Color.White") -> String {
        """
        @Composable fun Card(selected: Boolean) {
            Column(Modifier.background(\(fill)).fillMaxWidth()) {
                Row(Modifier.background(Color.Transparent)) { Text("by Ann", style = TextStyle(fontSize = 15.sp, color = \(text))) }
            }
        }
        """
    }

    @Test func textFailingOnBothFillsNamesTheWorst() async throws {
        let findings = try await CallerFillTests.scan([("Card.kt", Self.card("Color(0xFF898989)"))])
        try #require(findings.count == 1, "\(findings.map(\.message))")
        #expect(findings[0].location?.line == 5)
        #expect(findings[0].message.contains("the fill chosen when selected") && findings[0].message.contains("2.64:1"), "\(findings[0].message)")
        #expect(findings[0].property("failingStates")?.contains("over the fill chosen when not selected") == true, "\(findings[0].message)")
    }

    @Test func textFailingOnOneFillIsJudgedThere() async throws {
        let findings = try await CallerFillTests.scan([("Card.kt", Self.card("Color(0xFF666666)"))])
        #expect(findings.count == 1 && findings[0].message.contains("4.34:1") && !findings[0].message.contains("also fails"), "\(findings.map(\.message))")
    }

    @Test func textLegibleOnBothPasses() async throws {
        #expect(try await CallerFillTests.scan([("Card.kt", Self.card("Color(0xFF222222)"))]).isEmpty)
    }

    @Test func aTextColourChosenByAConditionTooIsNotPairedByGuess() async throws {
        // `selected` may choose both: white text on the selected fill is not shown on white.
        let findings = try await CallerFillTests.scan([
            ("Card.kt", Self.card("if (selected) Color.White else Color(0xFF222222)", fill: "if (selected) Color(0xFF222222) else Color.White"))
        ])
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func aFillChosenByTheAppearanceIsNotBothFills() async throws {
        // Primal LiveStreamColors.kt:13: dark #121212 and light #F5F5F5, #111111 on #121212 in dark
        // alone, never on #F5F5F5 in dark nor on #121212 in light.
        let fill = "if (LocalPrimalTheme.current.isDarkTheme) Color(0xFF121212) else Color(0xFFF5F5F5)"
        let files = [("Theme.kt", AppearanceConditionTests.theme), ("Card.kt", Self.card("Color(0xFF111111)", fill: fill))]
        let messages = try await CallerFillTests.scan(files).map(\.message)
        #expect(messages.count == 1 && messages[0].contains("on #121212") && messages[0].contains("in dark"), "\(messages)")
        #expect(messages.allSatisfy { !$0.contains("in light") }, "\(messages)")
    }

    @Test func aCalleeOnTheChosenFillIsJudgedOnEach() async throws {
        let body = """
            @Composable fun Card(selected: Boolean) {
                Column(Modifier.background(if (selected) Color(0xFFE0E0E0) else Color.White)) { ReadInfo() }
            }
            @Composable fun ReadInfo() {
                Row { Text("5 min", style = TextStyle(fontSize = 11.sp, color = Color(0xFF898989))) }
            }
            """
        let findings = try await CallerFillTests.scan([("Card.kt", body)])
        #expect(findings.count == 1 && findings[0].message.contains("2.64:1"), "\(findings.map(\.message))")
    }
}
