import Foundation
import LegibleReporting
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// The app's own `Button` is not Material's (phoenix 13c8ddb6, phoenix-android): BaseButton.kt:88
/// declares `fun Button(…)`, a `Surface` whose `modifier.combinedClickable(…)` keeps no 48 dp
/// minimum; `BorderButton` hands it its `modifier`; `IconPopup` (dialogs/Popup.kt:103) calls
/// `BorderButton(modifier = modifier.requiredSize(iconSize))` with `iconSize: Dp = 20.dp`, so the
/// help button at RequestLiquidityView.kt:144 is 20×20 dp. A size the modifiers do not fix (a
/// padded text button) is left unjudged; a call of Material's `Button` keeps its 48 dp.
@Suite struct AppButtonTargetTests {
    static let buttons = """
        package org.example.wallet.ui.buttons

        import androidx.compose.foundation.combinedClickable
        import androidx.compose.material.Surface

        @Composable
        fun Button(onClick: () -> Unit, modifier: Modifier = Modifier, text: String? = null, padding: PaddingValues = PaddingValues(12.dp)) {
            Surface(modifier = modifier.combinedClickable(onClick = onClick, onLongClick = null)) {
                Row(Modifier.padding(padding)) { text?.let { Text(it) } }
            }
        }

        @Composable
        fun OutlineButton(modifier: Modifier = Modifier, text: String? = null, onClick: () -> Unit) {
            Button(text = text, onClick = onClick, modifier = modifier)
        }
        """

    static let hints = """
        package org.example.wallet.ui.hints

        import org.example.wallet.ui.buttons.OutlineButton

        @Composable
        fun RowScope.HintButton(modifier: Modifier = Modifier, hintSize: Dp = 20.dp, message: String) {
            var shown by remember { mutableStateOf(false) }
            OutlineButton(modifier = modifier.requiredSize(hintSize), onClick = { shown = true })
        }
        """

    /// A screen calling the app's buttons (or, with `material`, importing Material's `Button` instead).
    static func screen(material: Bool = false) -> String {
        let buttonImport = material ? "androidx.compose.material.Button" : "org.example.wallet.ui.buttons.Button"
        return """
            package org.example.wallet.ui.funding

            import \(buttonImport)
            import androidx.compose.foundation.layout.Row
            import org.example.wallet.ui.buttons.OutlineButton
            import org.example.wallet.ui.hints.HintButton

            @Composable
            fun FundingScreen() {
                Row {
                    HintButton(message = "What is this?")
                    HintButton(message = "Larger", hintSize = 48.dp)
                }
                OutlineButton(text = "Request", onClick = { request() })
                Button(onClick = { cancel() }, modifier = Modifier.height(32.dp))
            }
            """
    }

    /// `line message` of each `target.small` warning or error of a scan of the three files.
    static func targets(material: Bool = false) async throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-app-buttons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [("BaseButton.kt", buttons), ("Hints.kt", hints), ("FundingScreen.kt", screen(material: material))] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" && $0.severity != .note }.map {
            "\($0.location?.file.split(separator: "/").last ?? "") \($0.location?.line ?? 0) \($0.message)"
        }.sorted()
    }

    @Test func anAppButtonSizedByItsCallersModifiersIsJudged() async throws {
        let found = try await Self.targets()
        // The 20 dp hint (line 11) and the app's own 32 dp tall Button (line 15); the 48 dp hint
        // passes; the padded OutlineButton (line 14) has no size its modifiers fix: unjudged.
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasPrefix("FundingScreen.kt 11 ") == true && found.first?.contains("20×20 dp") == true, "\(found)")
        #expect(found.last?.hasPrefix("FundingScreen.kt 15 ") == true && found.last?.contains("32 dp tall") == true, "\(found)")
    }

    @Test func materialsButtonImportedByNameKeepsItsMinimum() async throws {
        let found = try await Self.targets(material: true)
        #expect(found.count == 1 && found.first?.hasPrefix("FundingScreen.kt 11 ") == true, "\(found)")
    }

    @Test func theAppsComposablesAndItsClickWrappersAreCollected() {
        let found = ComposeClickWrappers.collect(files: [Self.buttons, Self.hints].map(KotlinParser.parse))
        #expect(Set(found.wrappers.keys) == ["Button", "OutlineButton", "HintButton"])
        #expect(found.resolves("Button", package: "org.example.wallet.ui.buttons", imports: []))
        #expect(!found.resolves("Button", package: "org.example.other", imports: ["androidx.compose.material.Button"]))
        #expect(!found.resolves("Button", package: "org.example.other", imports: []))
    }
}
