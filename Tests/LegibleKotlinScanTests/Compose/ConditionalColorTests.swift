import Foundation
import LegibleKotlinScan
import LegibleReporting
import LegibleScan
import Testing

/// Text colours a condition chooses (`if (isSelected) A else B`, a `when`, a function of the file
/// returning one; Element X 477aa366 FileContent.kt:151, Proton Pass d04eec28
/// ItemTypeFilterList.kt:143): every branch is a state the user sees, so each is judged on the
/// same fill, and one finding names the failing state. Ratios from WCAG's formula by hand (truncated, as
/// Legible prints them): #BBBBBB on white 1.919:1, #777777 4.478:1 (both fail 4.5:1), #767676 4.542:1, black 21:1.
@Suite struct ConditionalColorTests {
    @Test func eachBranchIsAStateWithItsCondition() throws {
        let elements = try texts(
            """
            Text("a", color = if (isSelected) Color.Black else Color.Gray)
            Text("b", color = if (!isSelected) { Color.Gray } else Color.Black)
            Text("c", color = if (enabled) Color.Black else Color.Gray)
            Text("d", color = if (isSelected) Color.Black else Color.Black)
            """)
        #expect(elements[0].textColorStates.map(\.condition) == ["isSelected", "not isSelected"])
        #expect(elements[1].textColorStates.map(\.condition) == ["!isSelected", "isSelected"])
        // Enabled stays the enabled state alone; one colour in every branch is that colour.
        #expect(elements[2].textColorStates.isEmpty && elements[2].textColor == ComposeThemeTests.literal(0x000000))
        #expect(elements[3].textColorStates.isEmpty && elements[3].textColor == ComposeThemeTests.literal(0x000000))
    }

    @Test func aWhenBranchOfAnUnknownColourIsNoCondition() throws {
        let elements = try texts(
            """
            Text("e", color = when (level) { 1 -> Color.Gray; 2 -> AppTheme.colors.textWarning; else -> Color.Black })
            """)
        #expect(elements.first?.textColorStates.map(\.condition) == ["level is 1", "level is anything else"])
    }

    /// Element X 477aa366 FileContent.kt:132: `when (colorationMode) { ColorationMode.Logcat -> when
    /// (getOrNull(31)) { … } … }`; a type whose name says colour is a branch's condition, not a
    /// colour (before: "colorationMode is anything else and getOrNull(31) is 'I'").
    @Test func aTypeNamedForColourIsACondition() throws {
        let elements = try texts(
            """
            Text("f", color = when (colorationMode) { ColorationMode.Logcat -> when (getOrNull(31)) { 'I' -> Color.Gray; else -> Color.Black }; else -> Color.Black })
            """)
        let conditions = elements.first?.textColorStates.map(\.condition) ?? []
        #expect(conditions.first == "colorationMode is ColorationMode.Logcat and getOrNull(31) is 'I'", "\(conditions)")
        #expect(!conditions.contains { $0.hasPrefix("colorationMode is anything else and getOrNull") }, "\(conditions)")
    }

    @Test func aFailingSelectedStateFiresAndNamesItsCondition() async throws {
        let messages = try await contrastMessages(
            """
            @Composable fun S(isSelected: Boolean) {
                Box(Modifier.background(Color.White)) { Text("a", color = if (isSelected) Color(0xFFBBBBBB) else Color.Black) }
                Box(Modifier.background(Color.White)) { Text("b", color = if (isSelected) Color.Black else Color(0xFF767676)) }
            }
            """)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.hasPrefix("4 error when isSelected: #bbbbbb on #ffffff is 1.91:1") == true, "\(messages)")
    }

    @Test func aFunctionReturningAWhenIsJudgedInEveryBranch() async throws {
        let messages = try await contrastMessages(
            """
            @Composable fun S(line: String) {
                Box(Modifier.background(Color.White)) { Text(line, color = line.toColor()) }
            }
            private fun String.toColor(): Color = when (getOrNull(0)) {
                'D' -> Color(0xFFBBBBBB)
                'I', 'V' -> Color(0xFF777777)
                'W' -> AppTheme.colors.textWarning
                else -> Color.Black
            }
            """)
        #expect(messages.count == 1, "\(messages)")
        let message = messages.first ?? ""
        #expect(message.hasPrefix("4 error when getOrNull(0) is 'D': #bbbbbb on #ffffff is 1.91:1"), "\(message)")
        #expect(message.hasSuffix("it also fails when getOrNull(0) is 'I' or 'V' (4.47:1)"), "\(message)")
    }

    @Test func aWhenWhoseBranchesAllPassDoesNotFire() async throws {
        let messages = try await contrastMessages(
            """
            @Composable fun S(level: Int) {
                Box(Modifier.background(Color.White)) { Text("a", color = pick(level)) }
            }
            private fun pick(level: Int): Color {
                return when {
                    level > 2 -> Color(0xFF767676)
                    else -> Color.Black
                }
            }
            """)
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func aFillTheAppsOwnModifierDrawsLeavesTheBackgroundUnknown() async throws {
        // Proton Pass d04eec28 ItemHistoryRestoreTabRow.kt:78: selected, the tab is filled by
        // `applyIf(condition = isSelected, ifTrue = { background(…) })`, not the white before it.
        let messages = try await contrastMessages(
            """
            @Composable fun S(isSelected: Boolean) {
                Box(Modifier.background(Color.White).applyIf(condition = isSelected, ifTrue = { background(Color.Black) })) {
                    Text("a", color = if (isSelected) Color.White else Color.Black)
                }
                Box(Modifier.background(Color.White).applyIf(isSelected) { padding(4.dp) }) {
                    Text("b", color = if (isSelected) Color.Black else Color(0xFFBBBBBB))
                }
            }
            """)
        #expect(messages.count == 1 && messages.first?.hasPrefix("8 error when not isSelected: #bbbbbb") == true, "\(messages)")
    }

    /// `line severity message` of each contrast.text finding of a whole scan of `body`.
    private func contrastMessages(_ body: String) async throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-conditional-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try (composeHeader + body).write(to: folder.appendingPathComponent("Screen.kt"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "contrast.text" }.map { "\($0.location?.line ?? 0) \($0.severity.rawValue) \($0.message)" }
    }
}
