import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33: a text code picks from two string resources in a conditional is each of them, and
/// each is audited. OpenTracks 3c23a9f5 StatisticsRecordedFragment.java:206 sets
/// statistics_recorded.xml:201 with `setText(preferenceReportSpeed ? R.string.stats_max_speed :
/// R.string.stats_fastest_pace)`, and IntervalsFragment.java:194 sets interval_list_view.xml:38 with
/// `setText(isReportSpeed ? getString(R.string.stats_speed) : getString(R.string.stats_pace))`; the
/// scan gave up on both ("code sets the text from …, which the scan cannot read"), missing the
/// Spanish and German overflows of the same 152 dp columns it flagged eleven times.
@Suite struct AndroidConditionalCodeTextTests {
    static let strings = """
        <resources><string name="speed">Speed</string><string name="pace">Pace</string><string name="other">Other</string>\
        <string name="share">Share %1$s</string><string name="sample">Sample text</string></resources>
        """

    static func elements(_ name: String, _ files: [String: String]) throws -> [String: ScannedElement] {
        try AndroidContentViewTests.elements(name, ["res/values/strings.xml": Self.strings].merging(files) { $1 })
    }

    @Test func everyWayOfWritingAConditionalOfStringResourcesIsEachBranch() throws {
        let java = """
            public class StatsFragment extends Fragment {
                private StatsBinding viewBinding;
                void update(boolean speed) {
                    viewBinding.maxLabel.setText(speed ? R.string.speed : R.string.pace);
                    viewBinding.rateLabel.setText(speed ? getString(R.string.speed) : getString(R.string.pace));
                    viewBinding.oneCall.setText(getString(speed ? R.string.speed : R.string.pace));
                    viewBinding.chain.setText(a ? R.string.speed : b ? R.string.pace : R.string.other);
                }
            }
            """
        let kotlin = """
            class StatsHolder(private val binding: StatsBinding) {
                fun bind(speed: Boolean) {
                    binding.kotlinIf.text = if (speed) getString(R.string.speed) else getString(R.string.pace)
                    binding.kotlinBraces.setText(if (speed) { R.string.speed } else { R.string.pace })
                }
            }
            """
        let ids = ["max_label", "rate_label", "one_call", "chain", "kotlin_if", "kotlin_braces"]
        let files = [
            "res/layout/stats.xml": AndroidCodeTextTests.layout(ids), "java/app/StatsFragment.java": java, "java/app/StatsHolder.kt": kotlin,
        ]
        let elements = try Self.elements("stats", files)
        for id in ids {
            #expect(elements[id]?.text == ScannedText(key: "speed", literal: "Speed"), "\(id)")
            let others = id == "chain" ? ["pace", "other"] : ["pace"]
            #expect(elements[id]?.codeText?.otherBranches.map(\.key) == others, "\(id)")
            // Each branch read with its text, not only its key.
            #expect(elements[id]?.codeText?.otherBranches.first?.literal == "Pace", "\(id)")
        }
    }

    /// A branch that is not a plain string resource keeps the whole unreadable, as before.
    @Test func aBranchThatIsNotAPlainResourceLeavesItUnreadable() throws {
        let java = """
            public class StatsFragment extends Fragment {
                private StatsBinding viewBinding;
                void update(boolean speed) {
                    viewBinding.maxLabel.setText(speed ? R.string.speed : track.getName());
                    viewBinding.rateLabel.setText(speed ? getString(R.string.share, name) : getString(R.string.pace));
                    viewBinding.oneCall.setText(name != null ? name : getString(R.string.pace));
                    viewBinding.chain.setText(track?.name ?: getString(R.string.pace));
                }
            }
            """
        let files = [
            "res/layout/stats.xml": AndroidCodeTextTests.layout(["max_label", "rate_label", "one_call", "chain"]), "java/app/StatsFragment.java": java,
        ]
        let elements = try Self.elements("stats", files)
        #expect(elements["max_label"]?.codeText?.value == .unreadable("speed ? R.string.speed : track.getName()"))
        #expect(elements["rate_label"]?.codeText?.value == .unreadable("speed ? getString(R.string.share, name) : getString(R.string.pace)"))
        #expect(elements["one_call"]?.codeText?.value == .unreadable("name != null ? name : getString(R.string.pace)"))
        #expect(elements["chain"]?.codeText?.value == .unreadable("track?.name ?: getString(R.string.pace)"))
        for id in ["max_label", "rate_label", "one_call", "chain"] {
            #expect(elements[id]?.text == nil, "\(id)")
            #expect(elements[id]?.codeText?.otherBranches == [], "\(id)")
        }
    }

    /// The whole scan: the German text of the second branch overflows its 100 dp in one line; the
    /// English "Speed" and "Pace" (5 and 4 letters at 14 sp, under 5 × 0.7 em × 28 dp = 98 dp even
    /// at 2x) and the German first branch ("Tempo") fit. Before, neither branch was audited.
    @Test func theBranchThatOverflowsIsFoundAndTheOneThatFitsIsNot() async throws {
        let java = """
            public class StatsFragment extends Fragment {
                private StatsBinding viewBinding;
                void update(boolean speed) {
                    viewBinding.maxLabel.setText(speed ? R.string.speed : R.string.pace);
                }
            }
            """
        // 44 letters: at least 44 × 0.4 em × 14 dp = 246 dp at 1x, far past 100 dp.
        let german = """
            <resources><string name="speed">Tempo</string><string name="pace">Durchschnittliche Bewegungsgeschwindigkeit</string></resources>
            """
        let files = [
            "app/src/main/res/values/strings.xml": Self.strings, "app/src/main/res/values-de/strings.xml": german,
            "app/src/main/res/layout/stats.xml": AndroidCodeTextTests.layout(["max_label"]), "app/src/main/java/app/StatsFragment.java": java,
        ]
        let folder = try ScanFolder(files)
        defer { folder.remove() }
        let report = try await ProjectScanner(paths: [folder.path], readers: [AndroidLayoutReader()]).scan()
        let overflow = report.findings.findings.filter { $0.rule == "overflow.label" }
        #expect(overflow.map(\.id) == ["max_label pace [de]"])
        #expect(!report.findings.findings.contains { $0.rule == "overflow.text-in-code" })
    }
}
