import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// `target.small` recall on Android (issue 33): a view the app's code gives a click listener is a
/// target. NewPipe 79767f95 `player.xml:195`: a 35 dp tall `TextView` that `VideoPlayerUi.java:202`
/// makes tappable with `binding.qualityTextView.setOnClickListener(…)`, missed while the 35 dp
/// image buttons beside it were found. 35 dp is under Material's 48 dp by 6.5 dp top and bottom.
@Suite struct AndroidCodeClickTargetTests {
    private func text(_ id: String, height: String = "35dp") -> String {
        #"<TextView android:id="@+id/\#(id)" android:layout_width="wrap_content" android:layout_height="\#(height)" android:text="1x"/>"#
    }

    private func layout(_ views: [String]) -> String {
        """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="horizontal">
        \(views.joined(separator: "\n"))
        </LinearLayout>
        """
    }

    private func smallTargets(_ files: [String: String]) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
    }

    @Test func aViewCodeListensToInItsOwnLayoutIsATarget() async throws {
        let player = layout([text("quality"), text("speed"), text("caption"), text("removed"), text("big", height: "48dp")])
        let java = """
            import org.schabi.newpipe.databinding.PlayerBinding;
            class VideoPlayerUi {
                PlayerBinding binding;
                void setUp() {
                    binding.quality.setOnClickListener(makeOnClickListener(this::onQualityClicked));
                    binding.removed.setOnClickListener(null);
                    binding.big.setOnClickListener(v -> toggle());
                }
            }
            """
        let kotlin = """
            class SpeedHolder(private val binding: PlayerBinding) {
                fun bind() { binding.speed.setOnClickListener { showSpeeds() } }
            }
            """
        let found = try await smallTargets([
            "res/layout/player.xml": player, "java/VideoPlayerUi.java": java, "java/SpeedHolder.kt": kotlin,
        ])
        // Must fire: the two 35 dp texts with listeners. Must NOT: no listener (caption), a
        // listener removed with null, a 48 dp text.
        #expect(found == ["quality", "speed"])
    }

    @Test func aListenerInAFileThatNamesAnotherLayoutIsNotThisViews() async throws {
        // `title` is in both layouts; only the row file's code listens, and it names only its own layout.
        let files = [
            "res/layout/header.xml": layout([text("title")]),
            "res/layout/row.xml": layout([text("title")]),
            "java/RowHolder.java":
                "class RowHolder { void bind(View v) { View row = inflater.inflate(R.layout.row, null); row.findViewById(R.id.title).setOnClickListener(this); } }",
            "java/Unnamed.java": "class Unnamed { void bind(Binding b) { b.title.setOnClickListener(this); } }",
        ]
        let report = try await AndroidTargetJudgingTests.scan(files)
        let found = report.findings.findings.filter { $0.rule == "target.small" }.compactMap { $0.location?.file.split(separator: "/").last }
        #expect(found == ["row.xml"])
    }
}
