import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// `root.setOnClickListener` inside `with(binding) { … }`, `binding` typed with one layout's
/// binding class, makes that layout's root a target even when the file names two layouts (fresh
/// Android round 14a, D3): Pachli 7e0e029f CollectionFragment.kt:458, where the holder's
/// `internal val binding: ItemAccountInCollectionBinding` (:429) sits beside the fragment's
/// `FragmentCollectionBinding` (:115). The bio `account_note` (item_account_in_collection.xml:108)
/// is then a text of open height in a tappable row, not a 22 dp target of its own. (The real
/// bio's `lineSpacingMultiplier` also makes it a placeholder body, never judged at one line:
/// `AndroidPlaceholderBodyTargetTests`. The fixture leaves it out so that only the binding decides.)
@Suite struct AndroidWithBindingRootTests {
    static let row = ##"""
        <androidx.constraintlayout.widget.ConstraintLayout xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto" xmlns:tools="http://schemas.android.com/tools"
            android:layout_width="match_parent" android:layout_height="wrap_content" android:padding="8dp">
            <TextView android:id="@+id/account_note" android:layout_width="0dp" android:layout_height="wrap_content"
                android:textSize="16sp" tools:text="Account note"
                app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toEndOf="parent" app:layout_constraintTop_toTopOf="parent"/>
        </androidx.constraintlayout.widget.ConstraintLayout>
        """##

    static let fragmentLayout = ##"""
        <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent" android:layout_height="match_parent"/>
        """##

    static func fragment(rootListener: String) -> String {
        """
        class CollectionFragment : Fragment(R.layout.fragment_collection) {
            private val binding by viewBinding(FragmentCollectionBinding::bind)
        }
        internal class AccountInCollectionViewHolder(
            internal val binding: ItemAccountInCollectionBinding,
            private val accept: (UiAction) -> Unit,
        ) : RecyclerView.ViewHolder(binding.root) {
            internal sealed interface ChangePayload {
                data class IsEnabled(val isEnabled: Boolean) : ChangePayload
            }
            init {
                with(binding) {
                    accountNote.setOnClickListener { accept(ViewAccount()) }
                    \(rootListener)
                }
            }
        }
        """
    }

    static func smallTargets(rootListener: String) async throws -> [String] {
        let files = [
            "res/layout/item_account_in_collection.xml": row, "res/layout/fragment_collection.xml": fragmentLayout,
            "java/app/CollectionFragment.kt": fragment(rootListener: rootListener),
        ]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" && $0.severity >= .warning }
            .map(\.id)
    }

    @Test func theRowsRootTakesTheTap() async throws {
        #expect(try await Self.smallTargets(rootListener: "root.setOnClickListener { accept(ViewAccount()) }").isEmpty)
    }

    @Test func withoutTheRootsListenerTheNoteIsJudged() async throws {
        #expect(try await Self.smallTargets(rootListener: "") == ["account_note"])
    }

    @Test func aWithOnAnotherClassesBindingIsNotFollowed() {
        let code = Array(
            """
            class A(val binding: FragmentCollectionBinding) {}
            class B { fun bind(binding: Other) { with(binding) { root.setOnClickListener { } } } }
            """.utf8)
        let start = AndroidSourceFacts.occurrences(of: Array("setOnClickListener".utf8), in: code[...])[0]
        #expect(AndroidSourceFacts.withBindingLayout(listenerAt: start, in: code) == nil)
    }
}
