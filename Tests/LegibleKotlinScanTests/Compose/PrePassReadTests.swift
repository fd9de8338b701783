import Foundation
import Testing

@testable import LegibleKotlinScan

/// The pre-passes share one read of each Kotlin file: Pocket Casts Android's files were each read
/// 17 to 23 times before any screen (the theme's followers, false flags, shared lengths, callers'
/// fills each read them again). The files below make every follower of the theme look through the
/// others: a theme object that hands out a local (2fas's `TwTheme`), a provider called with a
/// parameter of an enum (Primal's `PrimalTheme`), a flag fixed at `false`, and screens.
@Suite struct PrePassReadTests {
    static let files: [String: String] = [
        "/app/src/main/java/ui/Theme.kt": """
        import androidx.compose.material3.*
        import androidx.compose.runtime.*
        import androidx.compose.ui.graphics.Color
        val LocalExtra = staticCompositionLocalOf { ExtraColors(Color(0xFF000000)) }
        data class ExtraColors(val accent: Color)
        private val Light = lightColorScheme(primary = Color(0xFF6650A4))
        @Composable fun ExtraProvider(extra: ExtraColors, content: @Composable () -> Unit) {
            CompositionLocalProvider(LocalExtra provides extra) { content() }
        }
        """,
        "/app/src/main/java/ui/AppTheme.kt": """
        import androidx.compose.runtime.Composable
        object AppTheme { val extra: ExtraColors @Composable get() = LocalExtra.current }
        @Composable fun AppTheme(mode: Mode, content: @Composable () -> Unit) = ExtraProvider(mode.extra) { content() }
        """,
        "/app/src/main/java/domain/Mode.kt": "enum class Mode(val extra: ExtraColors) { Day(ExtraColors(Color(0xFF111111))) }\n",
        "/app/src/main/java/Flags.kt": "object Flags {\n    val showDebug = false\n}\n",
        "/app/src/main/java/ui/Screen.kt": """
        import androidx.compose.material3.Text
        import androidx.compose.runtime.Composable
        val ICON_SIZE = 24.dp
        @Composable fun Screen() { if (Flags.showDebug) Debug(); Text("Hi", color = AppTheme.extra.accent) }
        @Composable fun Debug() { Text("debug") }
        """,
        "/app/src/main/java/data/Repository.kt": "class Repository { fun load(): String = \"\" }\n",
    ]

    /// A store over `files` that counts its reads of each path.
    final class Counter {
        var reads: [String: Int] = [:]
        func store(_ files: [String: String], maximumKeptBytes: Int = KotlinSourceTexts.maximumKeptBytes) -> KotlinSourceTexts {
            KotlinSourceTexts(paths: files.keys.sorted(), maximumKeptBytes: maximumKeptBytes) { path in
                self.reads[path, default: 0] += 1
                let text = files[path]
                return KotlinSourceTexts.Entry(regularSize: text?.utf8.count, text: text)
            }
        }
    }

    @Test func everyPrePassSharesOneReadOfEachFile() {
        let counter = Counter()
        let reader = ComposeSourceReader().prepared(sources: counter.store(Self.files))
        #expect(counter.reads == Self.files.mapValues { _ in 1 })
        // The followers did run: the theme object's local and the scheme were read.
        #expect(reader.theme.unresolvedReason == nil)
        #expect(!reader.theme.falseFlags.names.isEmpty)
    }

    @Test func filesBeyondTheKeptBytesAreReadAgainWithTheSameResult() {
        let counter = Counter()
        let bounded = ComposeSourceReader().prepared(sources: counter.store(Self.files, maximumKeptBytes: 0))
        #expect(counter.reads.values.allSatisfy { $0 > 1 })
        let kept = ComposeSourceReader().prepared(sources: Counter().store(Self.files))
        #expect("\(bounded.theme.color(role: "primary"))" == "\(kept.theme.color(role: "primary"))")
        #expect(bounded.theme.falseFlags.names == kept.theme.falseFlags.names)
        #expect(bounded.theme.appThemes.accessors.keys.sorted() == kept.theme.appThemes.accessors.keys.sorted())
    }

    @Test func aFileOverThePerFileLimitHasNoText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-prepass-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let small = folder.appendingPathComponent("Small.kt")
        let large = folder.appendingPathComponent("Large.kt")
        try "val a = 1\n".write(to: small, atomically: true, encoding: .utf8)
        try String(repeating: "/", count: KotlinLimits.maximumFileBytes + 1).write(to: large, atomically: true, encoding: .utf8)
        let store = KotlinSourceTexts(paths: [small.path, large.path])
        #expect(store.text(small.path) == "val a = 1\n")
        #expect(store.regularSize(large.path) == KotlinLimits.maximumFileBytes + 1)
        #expect(store.text(large.path) == nil)
        #expect(store.text(folder.path) == nil)
    }
}
