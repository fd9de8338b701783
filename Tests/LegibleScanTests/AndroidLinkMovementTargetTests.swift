import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, fresh-android23b class 5: openfoodfacts `fragment_contributors.xml:35`/`:50` are
/// `clickable="true"` TextViews no code listens to; `ContributorsFragment.kt:90-91` gives them
/// `LinkMovementMethod` and a plain `getString(…)` text. A tap off a link does nothing: the views
/// are no targets, and were 39 dp target.small errors.
@Suite struct AndroidLinkMovementTargetTests {
    private func text(_ id: String) -> String {
        #"<TextView android:id="@+id/\#(id)" android:layout_width="match_parent" android:layout_height="wrap_content" android:clickable="true" android:focusable="true" android:padding="8dp" android:textSize="14sp"/>"#
    }

    private var layout: String {
        """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
        \(text("creator_txt"))
        \(text("last_editor_txt"))
        \(text("listened_txt"))
        </LinearLayout>
        """
    }

    static let fragment = """
        class ContributorsFragment : Fragment() {
            private var _binding: FragmentContributorsBinding? = null
            private val binding get() = _binding!!
            fun refreshView(product: Product) {
                binding.creatorTxt.movementMethod = LinkMovementMethod.getInstance()
                binding.creatorTxt.text = getString(R.string.creator_history, product.creator)
                binding.lastEditorTxt.setMovementMethod(LinkMovementMethod.getInstance())
                binding.listenedTxt.movementMethod = LinkMovementMethod.getInstance()
                binding.listenedTxt.setOnClickListener { openHistory() }
            }
        }
        """

    @Test func aClickableTextViewGivenOnlyALinkMovementMethodIsNoTarget() async throws {
        let files = ["res/layout/fragment_contributors.xml": layout, "java/ContributorsFragment.kt": Self.fragment]
        let found = try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" && $0.severity > .note }
        // Must fire: the text code also listens to. Must NOT fire: the two only a link movement method reads.
        #expect(found.map(\.id).sorted() == ["listened_txt"])
        // Without the movement method, a clickable text stays a target (a listener the scan cannot see may be set).
        let plain = Self.fragment.replacingOccurrences(of: "binding.creatorTxt.movementMethod = LinkMovementMethod.getInstance()", with: "")
        let judged = try await AndroidTargetJudgingTests.scan(["res/layout/fragment_contributors.xml": layout, "java/ContributorsFragment.kt": plain])
        #expect(judged.findings.findings.filter { $0.rule == "target.small" && $0.severity > .note }.map(\.id).sorted() == ["creator_txt", "listened_txt"])
    }
}
