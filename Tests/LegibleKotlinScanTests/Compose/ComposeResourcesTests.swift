import Foundation
import LegibleKotlinScan
import LegibleReporting
import LegibleScan
import Testing

/// `dimensionResource` through `values/dimens.xml`, `pointerInput` as a click, `color.literal`
/// in screens, and Compose's own words for a frozen text size.
@Suite struct ComposeResourcesTests {
    /// `line:column rule` of a whole scan of `files` (path → text) in a fresh folder.
    static func scan(_ files: [String: String], configuration: ScanConfiguration = ScanConfiguration()) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-compose-res-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try await ProjectScanner(paths: [folder.path], configuration: configuration, readers: [ComposeSourceReader()]).scan().findings.findings
    }

    static let dimens = """
        <resources>
            <dimen name="icon_small">32dp</dimen>
            <dimen name="icon_big">@dimen/touch</dimen>
            <dimen name="touch">48dp</dimen>
        </resources>
        """

    @Test func dimensionResourceSizesATarget() async throws {
        let screen = """
            @Composable fun S() {
                Box(Modifier.size(dimensionResource(R.dimen.icon_small)).clickable { tap() })
                Box(Modifier.size(dimensionResource(id = R.dimen.icon_big)).clickable { tap() })
                Box(Modifier.size(dimensionResource(R.dimen.nowhere)).clickable { tap() })
            }
            """
        let findings = try await Self.scan(["app/src/main/res/values/dimens.xml": Self.dimens, "app/src/main/java/S.kt": composeHeader + screen])
        // 32 dp is under 48; 48 dp (through @dimen/touch) is not; an undefined dimension is unknown, not small.
        #expect(findings.filter { $0.rule == "target.small" }.map(\.location?.line) == [4])
    }

    @Test func pointerInputIsATap() throws {
        let body = """
            Box(Modifier.size(24.dp).pointerInput(Unit) { detectTapGestures { open() } })
            Box(Modifier.size(56.dp).pointerInput(Unit) { detectTapGestures { open() } })
            Box(Modifier.size(24.dp).drawBehind {})
            """
        let sizes = try scanCompose(body).elements.filter { $0.kind == .tappable }.map { "\($0.width ?? -1)×\($0.height ?? -1)" }
        #expect(sizes == ["24.0×24.0", "56.0×56.0"])
    }

    @Test func colourLiteralsInScreensOnlyWhenSwitchedOn() async throws {
        let screen = """
            val Accent = Color(0xFF3366FF)
            object Palette { val Warm = Color(red = 255, green = 128, blue = 0) }
            @Composable fun S() {
                Text("a", color = Color(0xFF777777))
                Text("b", color = Accent)
                Box(Modifier.background(Color(red = 0.2f, green = 0.2f, blue = 0.2f)))
                Text("c", color = Color.White)
            }
            """
        let colorKt = "import androidx.compose.ui.graphics.Color\n@Composable fun Swatch() { Box(Modifier.background(Color(0xFF123456))) }\n"
        let files = ["app/Screen.kt": composeHeader + screen, "app/Color.kt": colorKt]
        let off = try await Self.scan(files)
        #expect(off.filter { $0.rule == "color.literal" }.isEmpty)
        var configuration = ScanConfiguration()
        configuration.rules["color.literal"] = .some(.warning)
        let on = try await Self.scan(files, configuration: configuration)
        // Lines 6 and 8 of Screen.kt: the constants (3, 4) and Color.kt (a colour file) are the design system's.
        #expect(
            on.filter { $0.rule == "color.literal" }.map { "\($0.location?.file.hasSuffix("Screen.kt") == true):\($0.location?.line ?? 0)" } == [
                "true:6", "true:8",
            ])
    }

    @Test func frozenSizesAreSaidInComposeWords() async throws {
        let screen = "@Composable fun S() {\n    Text(\"a\", fontSize = with(LocalDensity.current) { 14.dp.toSp() })\n    Text(\"b\", fontSize = 14.sp)\n}\n"
        let findings = try await Self.scan(["S.kt": composeHeader + screen]).filter { $0.rule == "text.fixed-size" }
        #expect(findings.map(\.location?.line) == [4])
        #expect(findings.first?.message.hasPrefix("fontSize is a fixed 14 dp") == true)
        #expect(findings.first?.message.contains("use 14.sp, or style = MaterialTheme.typography.bodyMedium") == true)
    }

    @Test func aPaddingTheFileDoesNotGiveLeavesTheAreaUnknown() throws {
        // Thunderbird's ContributionError.kt: `Icon(…, Modifier.clickable {}.padding(BoltTheme.spacings.quarter))` was
        // reported as 24×24 dp, leaving the padding out. Unknown now; a padding of 4.dp gives 24 + 2·4 = 32.
        let body = """
            Icon(Icons.Outlined.Close, null, modifier = Modifier.clickable { tap() }.padding(BoltTheme.spacings.quarter))
            Icon(Icons.Outlined.Close, null, modifier = Modifier.clickable { tap() }.padding(4.dp))
            Box(Modifier.size(40.dp).padding(horizontal = gap).clickable { tap() })
            """
        let sizes = try scanCompose(body).elements.filter { $0.kind == .tappable }.map { "\($0.width ?? -1)×\($0.height ?? -1)" }
        #expect(sizes == ["-1.0×-1.0", "32.0×32.0", "-1.0×-1.0"])
    }

    @Test func multiplatformTestSourceSetsAreNotRead() {
        let reader = ComposeSourceReader()
        #expect(!reader.reads(path: "components/ui/testing/src/commonTest/kotlin/Harness.kt"))
        #expect(!reader.reads(path: "app/src/jvmTest/kotlin/A.kt"))
        #expect(!reader.reads(path: "app/src/androidUnitTest/kotlin/A.kt"))
        #expect(reader.reads(path: "app/src/commonMain/kotlin/TestScreen.kt"))
        #expect(reader.reads(path: "feature/contest/src/main/java/ContestScreen.kt"))
    }
}
