import Foundation
import LegibleColor
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// Material 3's `ListItem` container behind its slots, a composable declared inside a screen
/// followed to its caller's fill, and the standard scheme of Material Theme Builder's three
/// contrasts. `Color.Red` (#FF0000, L = 0.2126) on white is 1.05 / 0.2626 = 3.99:1 (fails 4.5:1);
/// on black 0.2626 / 0.05 = 5.25:1 (passes). The files' first lines are two imports.
@Suite struct ListItemColorTests {
    static let header = "import androidx.compose.material3.*\nimport androidx.compose.ui.graphics.Color\n"

    /// `file:line` of every contrast finding of a whole scan of `files`.
    static func contrast(_ files: [(String, String)]) async throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-listitem-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, body) in files { try (header + body).write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "contrast.text" }.map {
            "\($0.location?.file.split(separator: "/").last ?? ""):\($0.location?.line ?? 0)"
        }.sorted()
    }

    /// Neo-Backup b27516fc PermissionItem.kt:75: a red warning in the supporting slot (there bold
    /// 14 sp, large text by WCAG's 14 pt bold, whose 3:1 its 3.09:1 passes; here regular).
    static func permissionItem(container: String) -> String {
        """
        @Composable fun PermissionItem(item: Permission, modifier: Modifier) {
            ListItem(
                modifier = modifier.fillMaxWidth().clip(MaterialTheme.shapes.large),
                colors = ListItemDefaults.colors(containerColor = \(container)),
                headlineContent = { Text(stringResource(id = item.nameId)) },
                supportingContent = {
                    Column {
                        if (item.warningTextId != -1) {
                            Text("Warning", style = MaterialTheme.typography.bodyMedium, color = Color.Red)
                        }
                    }
                },
            )
        }
        """
    }

    @Test func aSlotsTextIsJudgedOnTheListItemsContainer() async throws {
        #expect(try await Self.contrast([("PermissionItem.kt", Self.permissionItem(container: "Color.White"))]) == ["PermissionItem.kt:11"])
        #expect(try await Self.contrast([("PermissionItem.kt", Self.permissionItem(container: "Color.Black"))]).isEmpty)
    }

    /// Neo-Backup b27516fc BackupItem.kt:85: the slot calls a composable of the file whose Text is red.
    static func backupItem(container: String) -> String {
        """
        @Composable fun BackupItem_headlineContent(item: Backup) {
            Row { AnimatedVisibility(visible = item.other) { Text(" ${item.cpuArch} ", color = Color.Red) } }
        }
        @Composable fun BackupItem(item: Backup) {
            ListItem(
                colors = ListItemDefaults.colors(containerColor = \(container)),
                headlineContent = { BackupItem_headlineContent(item) },
            )
        }
        """
    }

    @Test func aComposableTheSlotCallsIsJudgedOnTheContainer() async throws {
        #expect(try await Self.contrast([("BackupItem.kt", Self.backupItem(container: "Color.White"))]) == ["BackupItem.kt:4"])
        #expect(try await Self.contrast([("BackupItem.kt", Self.backupItem(container: "Color.Black"))]).isEmpty)
    }

    @Test func slotsTakeTheirTokenColourUnlessTheColoursCallWritesIt() throws {
        let source =
            Self.header + """
                @Composable fun A() {
                    ListItem(headlineContent = { Text("a") }, supportingContent = { Text("b") })
                    ListItem(colors = ListItemDefaults.colors(headlineColor = Color.Gray), headlineContent = { Text("c") })
                    ListItem(colors = colors, headlineContent = { Text("d", color = Color.Red) })
                }
                """
        let labels = try ComposeSourceReader().read(text: source, path: "A.kt", resources: ScanResources()).elements.filter {
            $0.kind == .label && $0.text != nil
        }
        try #require(labels.count == 4)
        #expect(String(describing: labels[0].backgroundColor).contains("surface"))
        #expect(String(describing: labels[0].textColor).contains("onSurface") && !String(describing: labels[0].textColor).contains("Variant"))
        #expect(String(describing: labels[1].textColor).contains("onSurfaceVariant"))
        // Judged at `headlineColor =` already: not again at the Text.
        #expect(labels[2].textColor == nil)
        // Colours the reader cannot read: the fill is unknown, not the theme's surface.
        guard case .unresolved? = labels[3].backgroundColor else {
            Issue.record("\(String(describing: labels[3].backgroundColor))")
            return
        }
    }

    @Test func anAppsOwnListItemIsNotMaterials() throws {
        // Element X's design system has its own `ListItem` with slots named alike.
        let source = """
            import androidx.compose.material3.*
            import io.element.android.libraries.designsystem.theme.components.ListItem
            @Composable fun A() { ListItem(headlineContent = { Text("a", color = Color.Red) }) }
            """
        let labels = try ComposeSourceReader().read(text: source, path: "A.kt", resources: ScanResources()).elements.filter { $0.kind == .label }
        #expect(labels.first?.backgroundColor == nil)
    }

    @Test func aMaterial2ListItemDrawsNothing() throws {
        let source = "import androidx.compose.material.*\n@Composable fun A() { ListItem(text = { Text(\"a\", color = Color.Red) }) }"
        let labels = try ComposeSourceReader().read(text: source, path: "A.kt", resources: ScanResources()).elements.filter { $0.kind == .label }
        #expect(labels.first?.backgroundColor == nil)
    }

    /// Podcini 93ef7889 LogsScreen.kt:417: a composable declared inside the screen, called in its Scaffold.
    static func logsScreen(container: String) -> String {
        """
        @Composable fun LogsScreen() {
            @Composable fun DownloadLogView() {
                LazyColumn { itemsIndexed(logs) { position, status -> Column { if (!status.isSuccessful) { Text("failed", color = Color.Red) } } } }
            }
            Scaffold(containerColor = \(container)) { innerPadding ->
                Box(modifier = Modifier.padding(innerPadding).fillMaxSize()) {
                    when { logs.isNotEmpty() -> DownloadLogView() }
                }
            }
        }
        """
    }

    @Test func aComposableDeclaredInsideAScreenIsJudgedOnItsCallersFill() async throws {
        #expect(try await Self.contrast([("LogsScreen.kt", Self.logsScreen(container: "Color.White"))]) == ["LogsScreen.kt:5"])
        #expect(try await Self.contrast([("LogsScreen.kt", Self.logsScreen(container: "Color.Black"))]).isEmpty)
    }

    /// Neo-Backup b27516fc Theme.kt: Material Theme Builder's standard, medium and high contrast schemes.
    static func contrastThemes(variant: String) -> String {
        """
        private val LightColors = lightColorScheme(surface = Color(0xFFFFFFFF))
        private val \(variant)LightColors = lightColorScheme(surface = Color(0xFF000000))
        private val HighContrastLightColors = lightColorScheme(surface = Color(0xFF000000))
        private val DarkColors = darkColorScheme(surface = Color(0xFF000000))
        private val \(variant)DarkColors = darkColorScheme(surface = Color(0xFFFFFFFF))
        private val HighContrastDarkColors = darkColorScheme(surface = Color(0xFFFFFFFF))
        """
    }

    @Test func theStandardContrastSchemeIsTheAppsTheme() {
        let theme = ComposeThemeCollector.collect(texts: [("Theme.kt", Self.header + Self.contrastThemes(variant: "MediumContrast"))])
        #expect(theme.unresolvedReason == nil)
        let hex = { (color: ScannedColor?) -> String? in if case .literal(let value, _)? = color { value.hex.lowercased() } else { nil } }
        #expect(hex(theme.light["surface"]) == "#ffffff")
        #expect(hex(theme.dark?["surface"]) == "#000000")
        // Two schemes that are not contrast variants: which one shows is still not known.
        let two = ComposeThemeCollector.collect(texts: [("Theme.kt", Self.header + Self.contrastThemes(variant: "Ocean"))])
        #expect(two.unresolvedReason != nil)
    }
}
