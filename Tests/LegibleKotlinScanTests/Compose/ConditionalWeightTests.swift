import Foundation
import LegibleKotlinScan
import LegibleReporting
import LegibleScan
import Testing

/// A `fontWeight` a condition chooses (issue 33, fresh-android11a D1): KDE Connect d161f500
/// `RunCommandScreen.kt:282`, `fontWeight = if (text.isCommand) FontWeight.ExtraBold else
/// FontWeight.Normal`, is judged at the lighter weight, and the message says a condition chose it.
/// #2E7D32 on white is 5.12:1, on #CCCCCC 3.14:1: under 4.5:1 for 16 sp Regular, over 3:1 for bold.
@Suite struct ConditionalWeightTests {
    private func contrastMessages(_ body: String) async throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-weight-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try (composeHeader + body).write(to: folder.appendingPathComponent("Screen.kt"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "contrast.text" }.map(\.message)
    }

    @Test func aConditionalWeightIsJudgedAtTheLighterAndSaysSo() async throws {
        let messages = try await contrastMessages(
            """
            @Composable fun S(text: Output) {
                Box(Modifier.background(Color(0xFFCCCCCC))) { Text("a", fontSize = 16.sp, fontWeight = if (text.isCommand) FontWeight.ExtraBold else FontWeight.Normal, color = Color(0xFF2E7D32)) }
            }
            """)
        // Must fire, saying the weight is a choice.
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.contains("16 sp Regular (the lighter of FontWeight.Normal or FontWeight.ExtraBold by text.isCommand)") == true, "\(messages)")
    }

    @Test func aStatedBoldWeightIsLargeTextAndAPassingColourStaysQuiet() async throws {
        let messages = try await contrastMessages(
            """
            @Composable fun S(text: Output) {
                Box(Modifier.background(Color(0xFFCCCCCC))) { Text("a", fontSize = 19.sp, fontWeight = FontWeight.ExtraBold, color = Color(0xFF2E7D32)) }
                Box(Modifier.background(Color.White)) { Text("b", fontSize = 16.sp, fontWeight = if (text.isCommand) FontWeight.ExtraBold else FontWeight.Normal, color = Color(0xFF2E7D32)) }
            }
            """)
        // Must NOT fire: bold large text at 3.14:1, and the conditional weight on white at 5.12:1.
        #expect(messages.isEmpty, "\(messages)")
    }
}
