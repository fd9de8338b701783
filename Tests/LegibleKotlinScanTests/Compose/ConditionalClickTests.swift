import Foundation
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// A click a modifier adds only when a caller gives the handler (`thenIfNotNull(onIconClick) {
/// clickable(onClick = it) }`), and the height `fillMaxHeight()` gets inside a Row of known height.
@Suite struct ConditionalClickTests {
    /// PodAura 3e4c1c5e SheetChip.kt:44–66: a 35 dp chip, 5 dp padding, whose icon fills the 25 dp left.
    static let chip = """
        @Composable
        fun SheetChip(modifier: Modifier = Modifier, text: String?, onClick: () -> Unit, onIconClick: (() -> Unit)? = null) {
            Row(modifier = modifier.clip(RoundedCornerShape(100)).height(35.dp).combinedClickable(onClick = onClick).padding(5.dp)) {
                if (icon != null) {
                    Icon(
                        modifier = Modifier.clip(CircleShape).thenIfNotNull(onIconClick) { clickable(onClick = it) }.padding(3.dp).fillMaxHeight().aspectRatio(1f),
                        imageVector = icon, contentDescription = null,
                    )
                }
            }
        }
        """

    /// `file:line message` of every target.small finding of a whole scan of `files`.
    static func targets(_ files: [(String, String)]) async throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-conditional-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, body) in files { try (ListItemColorTests.header + body).write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" }.map {
            "\($0.location?.file.split(separator: "/").last ?? ""):\($0.location?.line ?? 0) \($0.message.prefix(24))"
        }.sorted()
    }

    /// EditFeedSheet.kt:616 passes `onIconClick`: the icon is a 25 dp target (beside the 35 dp chip).
    @Test func anIconClickACallerPassesIsATarget() async throws {
        let sheet = "@Composable fun LinkArea(link: String) {\n    SheetChip(text = link, onClick = {}, onIconClick = { open(link) })\n}"
        #expect(
            try await Self.targets([("SheetChip.kt", Self.chip), ("EditFeedSheet.kt", sheet)]) == [
                "SheetChip.kt:5 hit area 35 dp tall is u", "SheetChip.kt:7 hit area 25 dp tall is u",
            ])
    }

    /// EditMediaSheet.kt's chips pass no `onIconClick` (or `null`): the icon is no target there.
    @Test func anIconClickNoCallerPassesIsNoTarget() async throws {
        let sheet = "@Composable fun Chips() {\n    SheetChip(text = \"a\", onClick = {})\n    SheetChip(text = \"b\", onClick = {}, onIconClick = null)\n}"
        #expect(try await Self.targets([("SheetChip.kt", Self.chip), ("EditMediaSheet.kt", sheet)]) == ["SheetChip.kt:5 hit area 35 dp tall is u"])
        // Another condition (a flag) says nothing of when the click is there.
        let flagged = Self.chip.replacingOccurrences(of: "thenIfNotNull(onIconClick)", with: "thenIf(iconClickable)")
        let caller = "@Composable fun LinkArea() {\n    SheetChip(text = \"a\", onClick = {}, onIconClick = {})\n}"
        #expect(try await Self.targets([("SheetChip.kt", flagged), ("EditFeedSheet.kt", caller)]) == ["SheetChip.kt:5 hit area 35 dp tall is u"])
    }

    /// A row that scrolls gives its content no bound: `fillMaxHeight()` there says nothing.
    @Test func fillMaxHeightOnlyFillsAKnownBound() throws {
        let body = """
            Row(Modifier.height(40.dp).padding(vertical = 4.dp)) { Box(Modifier.clickable { tap() }.fillMaxHeight()) }
            Column(Modifier.height(40.dp).verticalScroll(state)) { Box(Modifier.clickable { tap() }.fillMaxHeight()) }
            Row(Modifier.fillMaxWidth()) { Box(Modifier.clickable { tap() }.fillMaxHeight()) }
            Row(Modifier.height(40.dp)) { Column { Box(Modifier.clickable { tap() }.fillMaxHeight()) } }
            """
        #expect(try ComposeTargetSmallTests.sizes(body) == ["tappable -×32.0", "tappable -×-", "tappable -×-", "tappable -×-"])
    }
}
