import Foundation
import LegibleReporting
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// An app's round button whose icon size is a parameter (fresh-droid29c, Neo-Store): RoundButton.kt:36-58
/// is a `Surface` with no `onClick` (so no 48 dp minimum) whose `modifier.clip(CircleShape)
/// .combinedClickable(…).padding(8.dp)` holds `Icon(modifier = Modifier.size(size))`, `size: Dp = 24.dp`:
/// 40 dp at each call (MainPage.kt:139, and through `SyncButton` at :168). A box whose content the body
/// alone sizes (Header.kt:163, `CardButton`) is judged in its declaration, not again at its calls.
@Suite struct AppButtonContentTargetTests {
    static let components = """
        package org.example.store.ui.components

        import androidx.compose.foundation.clickable
        import androidx.compose.foundation.combinedClickable
        import androidx.compose.material3.Icon
        import androidx.compose.material3.Surface

        @Composable
        fun CircleButton(icon: ImageVector, modifier: Modifier = Modifier, iconSize: Dp = 24.dp, onClick: () -> Unit) {
            Surface(
                modifier = modifier.clip(CircleShape).combinedClickable(role = Role.Button, onClick = onClick).padding(8.dp),
                shape = CircleShape,
            ) {
                Icon(imageVector = icon, contentDescription = null, modifier = Modifier.size(iconSize))
            }
        }

        @Composable
        fun SpinButton(modifier: Modifier = Modifier, onClick: () -> Unit = {}) {
            CircleButton(modifier = modifier.graphicsLayer { rotationZ = 0f }, icon = Icons.Default.Refresh, onClick = onClick)
        }

        @Composable
        fun TileButton(icon: ImageVector, modifier: Modifier = Modifier, onClick: () -> Unit) {
            Box(modifier = modifier.clip(RoundedCornerShape(8.dp)).clickable(onClick = onClick).padding(8.dp)) {
                Icon(imageVector = icon, contentDescription = null)
            }
        }
        """

    static let screen = """
        package org.example.store.ui.pages

        import androidx.compose.material3.Icon
        import androidx.compose.material3.Surface
        import org.example.store.ui.components.*

        @Composable
        fun StoreScreen() {
            Row {
                CircleButton(icon = Icons.Default.Search, modifier = Modifier.padding(top = 8.dp), onClick = { search() })
                SpinButton(onClick = { sync() })
                CircleButton(icon = Icons.Default.Close, iconSize = 32.dp, onClick = { close() })
                TileButton(icon = Icons.Default.Code, onClick = { code() })
                Surface(onClick = { add() }, modifier = Modifier.padding(8.dp)) { Icon(Icons.Default.Add, contentDescription = null) }
            }
        }
        """

    /// `file line message` of each `target.small` warning or error of a scan of the two files.
    static func targets() async throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-app-button-content-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [("Buttons.kt", components), ("StoreScreen.kt", screen)] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" && $0.severity != .note }.map {
            "\($0.location?.file.split(separator: "/").last ?? "") \($0.location?.line ?? 0) \($0.message)"
        }.sorted()
    }

    @Test func aSurfaceButtonWhoseIconSizeIsAParameterIsJudgedAtEachCall() async throws {
        let found = try await Self.targets()
        // Must fire: the two calls with the default 24 dp icon (lines 10, 11: 40 dp), and the tile
        // button in its declaration (line 25). Must not: the call given a 32 dp icon (48 dp), the
        // tile button again at its call (line 13), Material's clickable Surface (line 14), nor the
        // round button's declaration, whose icon size its callers give.
        let lines = found.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        #expect(lines == ["Buttons.kt 25", "StoreScreen.kt 10", "StoreScreen.kt 11"], "\(found)")
        #expect(found.allSatisfy { $0.contains("40 dp tall") }, "\(found)")
    }
}
