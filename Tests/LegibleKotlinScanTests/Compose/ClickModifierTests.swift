import Foundation
import LegibleReporting
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// The app's own click modifiers: Anytype 1c92276a core-ui Modifiers.kt:15/:33/:46 declares
/// `fun Modifier.noRippleClickable(…) = clickable(…)`, `noRippleCombinedClickable(…) =
/// combinedClickable(…)` and `noRippleThrottledClickable(…) = clickable(…)`; its toolbar's 44 dp
/// back, sync and menu pills (TopToolbar.kt:73, :158, :185) and a 20 dp clear button
/// (ActivateCodeScreen.kt:194) were not read as tap targets.
@Suite struct ClickModifierTests {
    static let modifiers = """
        import androidx.compose.foundation.clickable
        fun Modifier.noRippleClickable(onClick: () -> Unit) = clickable(indication = null, interactionSource = null, onClick = onClick)
        fun Modifier.noRippleCombinedClickable(onLongClicked: () -> Unit, onClick: () -> Unit) = combinedClickable(
            indication = null, onClick = onClick, onLongClick = onLongClicked
        )
        fun Modifier.tap(onClick: () -> Unit): Modifier = composed { clickable(onClick = onClick) }
        fun Modifier.rounded() = clip(RoundedCornerShape(8.dp))
        fun Modifier.paddedClick(onClick: () -> Unit) = padding(8.dp).clickable(onClick = onClick)
        fun Modifier.twice(onClick: () -> Unit) = clickable(onClick = onClick)
        """

    static let twiceElsewhere = "fun Modifier.twice(onClick: () -> Unit) = border(1.dp, Color.Black)\n"

    @Test func aModifierWhoseValueIsAClickHandlerIsOne() {
        let found = ComposeClickModifiers.collect(files: [KotlinParser.parse(Self.modifiers), KotlinParser.parse(Self.twiceElsewhere)])
        // Not `rounded` (no handler), `paddedClick` (pads first: another area) or `twice` (declared twice, once not a click).
        #expect(found == ["noRippleClickable", "noRippleCombinedClickable", "tap"])
    }

    /// `line rule severity` of each `target.small` finding of a whole scan of `files`.
    static func targets(_ files: [(String, String)]) async throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-clicks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, body) in files { try (composeHeader + body).write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" && $0.severity != .note }.map { "\($0.location?.line ?? 0) \($0.message)" }
    }

    @Test func anAppsClickModifierMakesATarget() async throws {
        let screen = """
            @Composable fun Toolbar() {
                Box(Modifier.size(44.dp).noRippleCombinedClickable(onLongClicked = {}, onClick = { back() })) { Text("x") }
                Box(Modifier.size(48.dp).noRippleClickable { menu() }) { Text("y") }
                Box(Modifier.size(44.dp).rounded()) { Text("z") }
            }
            """
        let found = try await Self.targets([("Modifiers.kt", Self.modifiers), ("Screen.kt", screen)])
        // The 44 dp pill (line 4) is under 48 dp; the 48 dp one passes; a modifier that does not click is no target.
        #expect(found.count == 1 && found[0].hasPrefix("4 ") && found[0].contains("44×44 dp"), "\(found)")
    }
}
