import Testing

@testable import LegibleKotlinScan

/// A feature enum's entry off in every build switches its code off (fresh-android18a): Pocket
/// Casts `Feature.kt:318-326` declares `SYNCED_TRANSCRIPT_DEBUG(defaultValue = false,
/// hasFirebaseRemoteFlag = false, hasDevToggle = true)`; `TranscriptPage.kt:200` shows
/// `SyncDebugTimeline` only under `FeatureFlag.isEnabled(Feature.SYNCED_TRANSCRIPT_DEBUG)`, and
/// its private `DebugTimelineBar`'s 16 dp tap strip (`SyncDebugTimeline.kt:104`) was a
/// target.small warning about a debug-only screen.
@Suite struct FeatureEnumFlagTests {
    static func feature(defaultValue: String = "false", remote: String = "false") -> String {
        """
        package app.flags

        private val isDebugOrPrototypeBuild = BuildConfig.DEBUG || BuildConfig.IS_PROTOTYPE

        enum class Feature(
            val key: String,
            val defaultValue: Boolean,
            val hasFirebaseRemoteFlag: Boolean,
            val hasDevToggle: Boolean,
        ) {
            SYNCED_TRANSCRIPTS(
                key = "synced_transcripts",
                defaultValue = isDebugOrPrototypeBuild,
                hasFirebaseRemoteFlag = true,
                hasDevToggle = true,
            ),
            SYNCED_TRANSCRIPT_DEBUG(
                key = "synced_transcript_debug",
                defaultValue = \(defaultValue),
                hasFirebaseRemoteFlag = \(remote),
                hasDevToggle = true,
            ),
        }

        """
    }

    static let page =
        composeHeader + """
            @Composable
            fun TranscriptPage(timing: Timing?, player: Player?) {
                Box {
                    Text("Transcript")
                    if (
                        FeatureFlag.isEnabled(Feature.SYNCED_TRANSCRIPTS) &&
                        FeatureFlag.isEnabled(Feature.SYNCED_TRANSCRIPT_DEBUG) &&
                        timing != null &&
                        player != null
                    ) {
                        SyncDebugTimeline(timing = timing, player = player, modifier = Modifier.align(Alignment.BottomCenter))
                    }
                }
            }

            """

    /// The debug bar's `Canvas` is line 10.
    static let timeline =
        composeHeader + """
            @Composable
            internal fun SyncDebugTimeline(timing: Timing, player: Player, modifier: Modifier = Modifier) {
                Column(modifier) { DebugTimelineBar(onTapFraction = { player.seekTo(it) }) }
            }

            @Composable
            private fun DebugTimelineBar(onTapFraction: (Float) -> Unit) {
                Canvas(
                    modifier = Modifier
                        .fillMaxWidth()
                        .height(16.dp)
                        .pointerInput(Unit) {
                            detectTapGestures { offset -> onTapFraction(offset.x / size.width) }
                        },
                ) {
                    drawRect(Color.Gray)
                }
            }

            """

    static func lines(_ feature: String) async throws -> [Int] {
        try await FalseFlagTests.targetLines(["Feature.kt": feature, "TranscriptPage.kt": page, "SyncDebugTimeline.kt": timeline])
    }

    @Test func aComposableOnlyAnEntryOffInEveryBuildShowsIsNotJudged() async throws {
        #expect(try await Self.lines(Self.feature()).isEmpty)
    }

    @Test func anEntryOnByDefaultKeepsItJudged() async throws {
        #expect(try await Self.lines(Self.feature(defaultValue: "true")) == [10])
    }

    @Test func anEntryARemoteFlagMayTurnOnKeepsItJudged() async throws {
        #expect(try await Self.lines(Self.feature(remote: "true")) == [10])
    }

    @Test func aCallFromCodeThatRunsKeepsItJudged() async throws {
        let other = composeHeader + "@Composable fun Settings(t: Timing, p: Player) { SyncDebugTimeline(t, p) }\n"
        let files = ["Feature.kt": Self.feature(), "TranscriptPage.kt": Self.page, "SyncDebugTimeline.kt": Self.timeline, "Settings.kt": other]
        #expect(try await FalseFlagTests.targetLines(files) == [10])
    }

    @Test func onlyEntriesOffWithNoRemoteSwitchSettleIsEnabled() {
        let file = KotlinParser.parse(
            Self.feature() + """
                enum class Other(val defaultValue: Boolean, val overrideEnabled: Boolean) {
                    A(defaultValue = false, overrideEnabled = true),
                    B(defaultValue = false, overrideEnabled = false),
                    C(false, false),
                }
                """)
        let flags = ComposeFalseFlags(files: [file])
        #expect(flags.offEntries == ["Feature.SYNCED_TRANSCRIPT_DEBUG", "Other.B"])
        func decided(_ text: String) -> Bool? {
            guard case .declaration(let declaration)? = KotlinParser.parse("val x = \(text)").statements.first, let value = declaration.initializer
            else { return nil }
            return flags.decided(value, locals: [])
        }
        #expect(decided("FeatureFlag.isEnabled(Feature.SYNCED_TRANSCRIPT_DEBUG)") == false)
        #expect(decided("isEnabled(SYNCED_TRANSCRIPT_DEBUG) && shown") == false)
        #expect(decided("FeatureFlag.isEnabled(Feature.SYNCED_TRANSCRIPTS)") == nil)
        #expect(decided("FeatureFlag.isEnabled(Other.A)") == nil)
        #expect(decided("FeatureFlag.isEnabled(Other.C)") == nil)
        #expect(decided("FeatureFlag.isDisabled(Feature.SYNCED_TRANSCRIPT_DEBUG)") == nil)
    }
}
