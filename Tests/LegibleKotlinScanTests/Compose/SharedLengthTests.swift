import Foundation
import LegibleReporting
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// Lengths one file declares and another uses by name, the shape of Neo-Backup b27516fc:
/// `Constants.kt:208` `val ICON_SIZE_SMALL = 24.dp`, and `DevTools.kt:412`
/// `Icon(…, modifier = Modifier.size(ICON_SIZE_SMALL).clickable { … })`, a 24 dp target.
@Suite struct SharedLengthTests {
    /// `file:line` of every `target.small` finding of a whole scan of `files`.
    static func smallTargets(_ files: [(String, String)]) async throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-lengths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, body) in files { try body.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" }.map {
            "\($0.location?.file.split(separator: "/").last ?? ""):\($0.location?.line ?? 0)"
        }.sorted()
    }

    static let constants = """
        package com.machiav3lli.backup
        import androidx.compose.ui.unit.dp
        val BUTTON_SIZE_MEDIUM = 48.dp
        val ICON_SIZE_SMALL = 24.dp // Default
        object Dimens { val tiny = 20.dp }
        """

    /// DevTools.kt, importing the constants it names; the clickable icons follow `fun SearchField`.
    static func screen(imports: String = "import com.machiav3lli.backup.ICON_SIZE_SMALL\nimport com.machiav3lli.backup.*", parameter: String = "")
        -> String
    {
        """
        package com.machiav3lli.backup.ui.compose.component
        import androidx.compose.material3.Icon
        import androidx.compose.ui.unit.dp
        \(imports)
        @Composable
        fun SearchField(\(parameter)) {
            Icon(Phosphor.X, "clear", modifier = Modifier.size(ICON_SIZE_SMALL).clickable { search = "" })
            Icon(Phosphor.X, "clear", modifier = Modifier.size(BUTTON_SIZE_MEDIUM).clickable { search = "" })
            Icon(Phosphor.X, "clear", modifier = Modifier.size(Dimens.tiny).clickable { search = "" })
        }
        """
    }

    @Test func aLengthDeclaredInAnotherFileSizesATarget() async throws {
        let found = try await Self.smallTargets([("Constants.kt", Self.constants), ("DevTools.kt", Self.screen())])
        // 24 dp and 20 dp are small; the 48 dp one is not (lines 8 to 10 after the two imports).
        #expect(found == ["DevTools.kt:10", "DevTools.kt:8"])
    }

    @Test func theSamePackageSeesItWithoutAnImport() async throws {
        let screen = Self.screen(imports: "").replacingOccurrences(
            of: "package com.machiav3lli.backup.ui.compose.component", with: "package com.machiav3lli.backup")
        let found = try await Self.smallTargets([("Constants.kt", Self.constants), ("DevTools.kt", screen)])
        #expect(found == ["DevTools.kt:7", "DevTools.kt:9"])
    }

    @Test func aNameTheFileDoesNotSeeIsNotRead() async throws {
        // Another package, no import: Kotlin itself would not resolve it to Constants.kt's.
        let found = try await Self.smallTargets([("Constants.kt", Self.constants), ("DevTools.kt", Self.screen(imports: ""))])
        #expect(found.isEmpty)
    }

    @Test func aNameDeclaredInTwoFilesIsNotRead() async throws {
        let other = "package com.other\nimport androidx.compose.ui.unit.dp\nval ICON_SIZE_SMALL = 48.dp\nobject Dimens { val tiny = 48.dp }\n"
        let found = try await Self.smallTargets([("Constants.kt", Self.constants), ("Other.kt", other), ("DevTools.kt", Self.screen())])
        #expect(found.isEmpty)
    }

    @Test func aParameterOfTheSameNameHidesIt() async throws {
        let screen = Self.screen(parameter: "ICON_SIZE_SMALL: Dp, Dimens: Sizes")
        let found = try await Self.smallTargets([("Constants.kt", Self.constants), ("DevTools.kt", screen)])
        #expect(found.isEmpty)
    }

    @Test func aPrivateOrComputedValueIsNotShared() {
        let lengths = ComposeSharedLengths.collect(texts: [
            "package a\nimport androidx.compose.ui.unit.dp\nprivate val A = 24.dp\nval B = 24.dp * 2\nconst val C = 8\nval D = 16.dp\nval E = 4\n"
        ]).names
        #expect(lengths == ["C", "D"])
    }
}
