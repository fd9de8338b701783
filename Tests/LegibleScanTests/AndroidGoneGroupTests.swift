import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33, fresh-android25a pattern 3: element-android 4c04cbf5
/// `fragment_ftue_server_selection_combined.xml:181-186` hides its EMS section with a gone
/// ConstraintLayout `Group` that has no id ("EMS section is temporarily hidden whilst we sync with
/// marketing"); `FtueAuthCombinedServerSelectionFragment.kt` only sets a click on the button at
/// `:258` (`chooseServerGetInTouch`, white on #7E69FF, 3.92:1), which was judged though never shown.
@Suite struct AndroidGoneGroupTests {
    static let ns = AndroidContentViewTests.namespaces

    /// The layout, cut down: `group` is the Group's attributes besides its ids.
    static func layout(group: String) -> String {
        ##"""
        <androidx.constraintlayout.widget.ConstraintLayout \##(ns) android:layout_width="match_parent" android:layout_height="wrap_content"
            android:background="#FFFFFF">
            <TextView android:id="@+id/chooseServerTitle" android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:text="Select your server" android:textSize="14sp" android:textColor="#7E69FF" app:layout_constraintTop_toTopOf="parent"/>
            <androidx.constraintlayout.widget.Group \##(group) android:layout_width="match_parent" android:layout_height="0dp"
                app:constraint_referenced_ids="chooseServerEmsTitle,chooseServerGetInTouch" />
            <TextView android:id="@+id/chooseServerEmsTitle" android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:text="Element Matrix Services" android:textSize="14sp" android:textColor="#7E69FF" app:layout_constraintTop_toTopOf="parent"/>
            <TextView android:id="@+id/chooseServerGetInTouch" android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:text="Get in touch" android:textSize="14sp" android:textColor="#7E69FF" app:layout_constraintTop_toTopOf="parent"/>
        </androidx.constraintlayout.widget.ConstraintLayout>
        """##
    }

    static func fragment(_ extra: String = "") -> String {
        """
        class FtueAuthCombinedServerSelectionFragment : AbstractFtueAuthFragment<FragmentFtueServerSelectionCombinedBinding>() {
            override fun setupViews() {
                views.chooseServerGetInTouch.setOnClickListener { openUrl(EMS_LINK) }
                views.chooseServerTitle.text = title
        \(extra)
            }
        }
        """
    }

    /// The ids of the `contrast.text` errors.
    static func failing(group: String, code: String) async throws -> [String] {
        let files = [
            "res/layout/fragment_ftue_server_selection_combined.xml": Self.layout(group: group),
            "java/app/FtueAuthCombinedServerSelectionFragment.kt": code,
        ]
        let findings = try await AndroidTargetJudgingTests.scan(files).findings.findings
        return findings.filter { $0.rule == "contrast.text" && $0.severity == .error }.map(\.id).sorted()
    }

    @Test func viewsAGoneGroupWithNoIdHidesAreNotJudged() async throws {
        let found = try await Self.failing(group: #"android:visibility="gone""#, code: Self.fragment())
        // Must fire: the title outside the group. Must not: the two views the group hides.
        #expect(found == ["chooseServerTitle"], "\(found)")
    }

    @Test func viewsOfAGroupCodeShowsOrThatIsShownAreJudged() async throws {
        let cases = [
            (#"android:id="@+id/emsGroup" android:visibility="gone""#, Self.fragment("        views.emsGroup.isVisible = hasEms")),
            ("", Self.fragment()),
        ]
        for (group, code) in cases {
            let found = try await Self.failing(group: group, code: code)
            #expect(found == ["chooseServerEmsTitle", "chooseServerGetInTouch", "chooseServerTitle"], "\(group): \(found)")
        }
    }
}
