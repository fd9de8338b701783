import Foundation
import LegibleReporting
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// A top-level composable no code names is never shown (issue 33, round 25, pattern 3):
/// green_android 370cd508 compose/…/utils/TextField.kt:46 `fun TextInputClear(…)` is named nowhere
/// else in the repository, and its 24 dp clear icon (:50) was an error. Its sibling
/// `TextInputPaste` (:24), which WatchOnlyMultisigScreen.kt:110 and six other screens call, stays
/// judged (:29, :38). The `compose` module is a Kotlin Multiplatform library the `androidApp`
/// application module builds.
@Suite struct UncalledComposableTests {
    static let textField = """
        @Composable
        fun TextInputPaste(state: MutableStateFlow<String>) {
            Icon(Icons.Default.Clear, contentDescription = "Clear text", modifier = Modifier.clickable { state.value = "" })
        }
        @Composable
        fun TextInputClear(state: MutableStateFlow<String>) {
            Icon(Icons.Default.Clear, contentDescription = "Clear text", modifier = Modifier.clickable { state.value = "" })
        }
        """
    static let screen = "@Composable fun WatchOnlyScreen(state: MutableStateFlow<String>) { TextInputPaste(state) }\n"
    static let activity = """
        class GreenActivity : ComponentActivity() {
            override fun onCreate(savedInstanceState: Bundle?) { super.onCreate(savedInstanceState); setContent { WatchOnlyScreen(MutableStateFlow("")) } }
        }
        """
    static let library = "compose/src/commonMain/kotlin/com/blockstream/compose/"
    static let app = "androidApp/src/main/java/com/blockstream/green/"

    /// `file:line` of the `target.small` errors and warnings of a project of `files`, with a
    /// library module `compose` and, when `buildsApp`, an application module `androidApp`.
    static func targets(_ files: [String: String], buildsApp: Bool = true) async throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-uncalled-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var all = files.merging(["compose/build.gradle.kts": "plugins { alias(libs.plugins.androidLibrary) }"]) { $1 }
        if buildsApp { all["androidApp/build.gradle.kts"] = "plugins { id(\"com.android.application\") }" }
        for (name, body) in all {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try (name.hasSuffix(".kt") ? composeHeader + body : body).write(to: url, atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" && $0.severity >= .warning }.map {
            "\((($0.location?.file ?? "") as NSString).lastPathComponent):\($0.location?.line ?? 0)"
        }.sorted()
    }

    static func project(_ extra: [String: String] = [:]) -> [String: String] {
        [
            Self.library + "utils/TextField.kt": Self.textField, Self.library + "screens/WatchOnlyScreen.kt": Self.screen,
            Self.app + "GreenActivity.kt": Self.activity,
        ]
        .merging(extra) { $1 }
    }

    @Test func aComposableNoCodeNamesIsNotJudged() async throws {
        // Must fire: TextInputPaste's icon (line 5). Must not: TextInputClear's (line 9).
        #expect(try await Self.targets(Self.project()) == ["TextField.kt:5"])
    }

    @Test func aReferenceACallFromAnotherModuleOrALibraryRepositoryKeepsItJudged() async throws {
        // A reference another file passes on may be called from anywhere.
        let reference = [Self.library + "Slots.kt": "val clearSlot: @Composable (MutableStateFlow<String>) -> Unit = ::TextInputClear\n"]
        #expect(try await Self.targets(Self.project(reference)) == ["TextField.kt:5", "TextField.kt:9"])
        // A call from the application module.
        let call = [Self.app + "Settings.kt": "@Composable fun Settings(state: MutableStateFlow<String>) { TextInputClear(state) }\n"]
        #expect(try await Self.targets(Self.project(call)) == ["TextField.kt:5", "TextField.kt:9"])
        // A repository that builds no app: a library's public composables are its API.
        #expect(try await Self.targets(Self.project(), buildsApp: false) == ["TextField.kt:5", "TextField.kt:9"])
    }

    @Test func theWordsAreCountedWholeAndTheDeclaredNamesFound() {
        var counts: [String: Int] = [:]
        ComposePreviewOnly.countWords("TextInputClear(x) TextInputClearAll ::TextInputClear", into: &counts)
        #expect(counts["TextInputClear"] == 2 && counts["TextInputClearAll"] == 1)
        #expect(ComposePreviewOnly.declaredFunctionNames("fun A(x) fun <T> B(y) fun Modifier.c() fun D (z)") == ["A", "c"])
    }

    /// Neo-Store TopBar.kt (second judge, round 29): `CollapsedSearchView` (:109) is called only
    /// by `ExpandableSearchAction` (:80), which nothing calls, and `RowScope.ExpandedSearchView`
    /// (:120) is never called; the 40 dp buttons in them (:112, :164) were errors.
    static let searchBar = """
        @Composable
        fun SearchAction(state: MutableStateFlow<String>) { CollapsedSearch(state) }
        @Composable
        fun CollapsedSearch(state: MutableStateFlow<String>) {
            Icon(Icons.Default.Search, contentDescription = "Search", modifier = Modifier.clickable { state.value = "" })
        }
        @Composable
        fun RowScope.ExpandedSearch(state: MutableStateFlow<String>) {
            Icon(Icons.Default.Clear, contentDescription = "Clear", modifier = Modifier.clickable { state.value = "" })
        }
        """

    @Test func aComposableOnlyUncalledOnesCallAndAnUncalledExtensionAreNotJudged() async throws {
        let bar = Self.library + "components/SearchBar.kt"
        // Must not fire: CollapsedSearch's icon (line 7), called only from the uncalled SearchAction, nor ExpandedSearch's (line 11).
        #expect(try await Self.targets(Self.project([bar: Self.searchBar])) == ["TextField.kt:5"])
        // Must fire: both, once a live screen calls them.
        let calls =
            "@Composable fun WatchOnlyScreen(state: MutableStateFlow<String>) { TextInputPaste(state); SearchAction(state); Row { ExpandedSearch(state) } }\n"
        let live = Self.project([bar: Self.searchBar, Self.library + "screens/WatchOnlyScreen.kt": calls])
        #expect(try await Self.targets(live) == ["SearchBar.kt:11", "SearchBar.kt:7", "TextField.kt:5"])
    }
}
