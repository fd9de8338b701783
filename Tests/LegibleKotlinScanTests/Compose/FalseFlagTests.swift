import Foundation
import LegibleReporting
import LegibleScan
import Testing

@testable import LegibleKotlinScan

/// Compose code behind a Kotlin flag fixed at `false` never runs (fresh Android round 14a, D4):
/// Gramophone 66fa1190 `Flags.kt:18` `const val MQ_PREVIEW = false`; `MultiQueue.kt:682`
/// `if (!Flags.MQ_PREVIEW) return` before the 8 dp pager dots (:699), and `MqListItem`'s 12 dp
/// pin icon (:187), reached only through the page the flag leaves empty (:653) or through
/// `if (landscapeMode)` with `val landscapeMode = false && …` (:636).
@Suite struct FalseFlagTests {
    static func flags(_ value: String) -> String {
        "package org.akanework.gramophone.logic.utils\n\nobject Flags {\n    const val TEST_RG_OFFLOAD = false // test only\n    const val MQ_PREVIEW = \(value)\n}\n"
    }

    static let queue = """
        @Composable
        fun MqListItem(index: Int, onPin: () -> Unit) {
            Row {
                Text("\\(index)")
                Icon(painterResource(R.drawable.ic_keep), null, modifier = Modifier.size(12.dp).clickable(onClick = onPin))
            }
        }
        @Composable
        fun MqList(items: List<Int>) {
            LazyColumn { items(items) { MqListItem(it) {} } }
        }
        @Composable
        fun QueueRoot(pagerState: PagerState, wide: Boolean) {
            val landscapeMode = false && wide
            @Composable
            fun BoxScope.pager() {
                HorizontalPager(state = pagerState) { page ->
                    when (page) {
                        0 -> {
                            if (!Flags.MQ_PREVIEW) return@HorizontalPager
                            MqList(listOf(1))
                        }
                        1 -> Text("Actions")
                    }
                }
                if (!Flags.MQ_PREVIEW) return
                Row {
                    Box(Modifier.padding(horizontal = 4.dp).clip(CircleShape).size(8.dp).clickable(onClick = { pagerState.requestScrollToPage(1) }))
                }
            }
            if (landscapeMode) {
                Column { Box { pager() }; MqList(listOf(2)) }
            } else {
                Column { Box { pager() } }
            }
        }
        """

    /// The lines of the `target.small` findings of a project of `files`.
    static func targetLines(_ files: [String: String]) async throws -> [Int] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-flags-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, body) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try body.write(to: url, atomically: true, encoding: .utf8)
        }
        let report = try await ProjectScanner(paths: [folder.path], configuration: ScanConfiguration(), readers: [ComposeSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" && $0.severity >= .warning }.compactMap(\.location?.line).sorted()
    }

    @Test func codeBehindAFlagFixedAtFalseIsNotJudged() async throws {
        // The pin icon (line 7) and the pager dots (line 30).
        #expect(try await Self.targetLines(["Flags.kt": Self.flags("false"), "MultiQueue.kt": composeHeader + Self.queue]).isEmpty)
    }

    @Test func theSameCodeIsJudgedWhenTheFlagIsOn() async throws {
        let lines = try await Self.targetLines(["Flags.kt": Self.flags("true"), "MultiQueue.kt": composeHeader + Self.queue])
        #expect(lines == [7, 30], "\(lines)")
    }

    @Test func aFlavourThatTurnsTheFlagOnKeepsItJudged() async throws {
        let files = [
            "src/foss/Flags.kt": Self.flags("false"), "src/preview/Flags.kt": Self.flags("true"), "MultiQueue.kt": composeHeader + Self.queue,
        ]
        #expect(try await Self.targetLines(files) == [7, 30])
    }

    @Test func aComposableAnotherFileCallsIsJudged() async throws {
        let other = composeHeader + "@Composable fun Library() { MqList(listOf(3)) }\n"
        let files = ["Flags.kt": Self.flags("false"), "MultiQueue.kt": composeHeader + Self.queue, "Library.kt": other]
        #expect(try await Self.targetLines(files) == [7])
    }

    @Test func conditionsSettleOnlyThroughFalseFlags() {
        let flags = ComposeFalseFlags(names: ["Flags.MQ_PREVIEW", "DEBUG_UI"])
        func decided(_ text: String) -> Bool? {
            guard case .declaration(let declaration)? = KotlinParser.parse("val x = \(text)").statements.first, let value = declaration.initializer
            else { return nil }
            return flags.decided(value, locals: ["landscapeMode"])
        }
        #expect(decided("!Flags.MQ_PREVIEW") == true)
        #expect(decided("Flags.MQ_PREVIEW && !mqState.expanded") == false)
        #expect(decided("false && context.supportsWideScreen()") == false)
        #expect(decided("landscapeMode || DEBUG_UI") == false)
        #expect(decided("Flags.MQ_PREVIEW || expanded") == nil)
        #expect(decided("Flags.OFFLOAD") == nil)
        #expect(decided("flags.MQ_PREVIEW") == nil)
    }

    @Test func onlyValsOfObjectsCompanionsAndTheTopLevelAreFlags() {
        let file = KotlinParser.parse(
            """
            const val DEBUG_UI = false
            val verbose = false
            var LOUD = false
            object Flags { const val MQ_PREVIEW = false; const val TTML = true }
            class Player { val paused = false; companion object { const val OFFLOAD = false } }
            fun screen() { val local = false }
            """)
        #expect(ComposeFalseFlags(files: [file]).names == ["DEBUG_UI", "Flags.MQ_PREVIEW", "Player.OFFLOAD"])
    }
}
