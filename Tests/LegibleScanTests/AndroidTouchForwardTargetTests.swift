import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Pachli 7e0e029f `search_operator_where_location_dialog.xml:41/:63/:86`: three 32 dp radios,
/// each with a description under it whose touch listener (`SearchActivity.kt:1015-1023`) hands
/// every touch to the radio. Radio and description make one target, so the radio is a note naming
/// the description; a radio no neighbour forwards to, or whose forwarder is not beside it, or is
/// in another layout, stays an error.
@Suite struct AndroidTouchForwardTargetTests {
    static let layout = ##"""
        <RadioGroup xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/where_all_dialog_group"
            android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <RadioButton android:id="@+id/where_all_title" android:layout_width="match_parent" android:layout_height="32dp" android:text="All" />
            <TextView android:id="@+id/where_all_description" android:layout_width="match_parent" android:layout_height="wrap_content"
                android:paddingStart="52dp" android:text="Posts from every server" />
            <RadioButton android:id="@+id/where_library_title" android:layout_width="match_parent" android:layout_height="32dp" android:text="Library" />
            <TextView android:id="@+id/where_library_description" android:layout_width="match_parent" android:layout_height="wrap_content"
                android:paddingStart="52dp" android:text="Posts you bookmarked" />
            <RadioButton android:id="@+id/where_public_title" android:layout_width="match_parent" android:layout_height="32dp" android:text="Public" />
            <View android:id="@+id/divider" android:layout_width="match_parent" android:layout_height="1dp" />
            <TextView android:id="@+id/where_public_description" android:layout_width="match_parent" android:layout_height="wrap_content"
                android:paddingStart="52dp" android:text="Public posts" />
        </RadioGroup>
        """##

    static let otherLayout = ##"""
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
            android:layout_height="wrap_content" android:orientation="vertical">
            <TextView android:id="@+id/other_description" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Elsewhere" />
        </LinearLayout>
        """##

    /// The `target.small` severities of the three radios, by id.
    static func radios(_ forwarding: String) async throws -> [String: [Severity]] {
        let kotlin = """
            class SearchActivity : AppCompatActivity() {
                fun showWhereDialog() {
                    val dialogBinding = SearchOperatorWhereLocationDialogBinding.inflate(layoutInflater)
                    dialogBinding.whereAllDialogGroup.setOnCheckedChangeListener { _, id -> choose(id) }
                    \(forwarding)
                }
            }
            """
        let files = [
            "res/layout/search_operator_where_location_dialog.xml": layout, "res/layout/other_dialog.xml": otherLayout,
            "java/app/pachli/SearchActivity.kt": kotlin,
        ]
        let findings = try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }
        return Dictionary(grouping: findings, by: { $0.id }).mapValues { $0.map(\.severity) }
    }

    @Test func aRadioItsDescriptionHandsEveryTouchIsANote() async throws {
        let found = try await Self.radios(
            """
            dialogBinding.whereAllDescription.setOnTouchListener { _, event ->
                dialogBinding.whereAllTitle.onTouchEvent(event)
            }
            dialogBinding.whereLibraryDescription.setOnTouchListener { v, event -> dialogBinding.whereLibraryTitle.onTouchEvent(event); true }
            dialogBinding.wherePublicDescription.setOnTouchListener { _, event ->
                dialogBinding.wherePublicTitle.onTouchEvent(event)
            }
            """)
        #expect(found["where_all_title"] == [.note])
        #expect(found["where_library_title"] == [.note])
        // A forwarder that a divider parts from the radio is not beside it.
        #expect(found["where_public_title"] == [.error])
    }

    @Test func theNoteNamesTheForwardingView() async throws {
        let files = [
            "res/layout/search_operator_where_location_dialog.xml": Self.layout,
            "java/SearchActivity.kt": "fun f() { binding.whereAllDescription.setOnTouchListener { _, e -> binding.whereAllTitle.onTouchEvent(e) } }",
        ]
        let finding = try await AndroidTargetJudgingTests.scan(files).findings.findings.first { $0.rule == "target.small" && $0.id == "where_all_title" }
        #expect(finding?.message.contains("where_all_description beside it hands it every touch") == true)
        #expect((finding?.message.count ?? 0) <= 200)
    }

    @Test func radiosNoViewForwardsToStayErrors() async throws {
        let found = try await Self.radios("dialogBinding.whereAllDescription.setOnClickListener { dialogBinding.whereAllTitle.isChecked = true }")
        #expect(found["where_all_title"] == [.error])
        #expect(found["where_library_title"] == [.error])
    }

    @Test func aForwarderInAnotherLayoutAddsNothing() async throws {
        let found = try await Self.radios(
            """
            val other = OtherDialogBinding.inflate(layoutInflater)
            other.otherDescription.setOnTouchListener { _, event -> dialogBinding.whereAllTitle.onTouchEvent(event) }
            """)
        #expect(found["where_all_title"] == [.error])
    }

    @Test func onlyAListenerThatDoesNothingElseForwards() {
        var facts = AndroidSourceFacts()
        facts.add(
            source: """
                class A { void bind() {
                    binding.hint.setOnTouchListener((v, event) -> binding.title.onTouchEvent(event));
                    findViewById(R.id.caption).setOnTouchListener((v, event) -> { binding.title.onTouchEvent(event); return true; });
                    binding.note.setOnTouchListener((v, event) -> { log(event); return binding.other.onTouchEvent(event); });
                } }
                """, path: "A.java")
        #expect(facts.touchForwarders(ofView: "title") == ["hint", "caption"])
        #expect(facts.touchForwarders(ofView: "other").isEmpty)
    }
}
