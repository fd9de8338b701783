import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// A small view code gives the same named listener as a 48 dp view of its layout is WCAG 2.5.8's
/// "Equivalent" case, a note as in Compose (fresh Android round 14a, D2): Pachli 7e0e029f
/// activity_collection.xml:102, the 24 dp `avatarBadge` inside the 48 dp `avatar`, and the one-line
/// `displayName` beside it (:127), all given `accountClickListener` at CollectionActivity.kt:151-154.
@Suite struct AndroidSharedListenerTests {
    static let layout = ##"""
        <androidx.constraintlayout.widget.ConstraintLayout xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto" android:layout_width="match_parent" android:layout_height="wrap_content">
            <ImageView android:id="@+id/avatar" android:layout_width="48dp" android:layout_height="48dp" android:contentDescription="Profile"
                app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent"/>
            <ImageView android:id="@+id/avatarBadge" android:layout_width="24dp" android:layout_height="24dp" android:contentDescription="Bot"
                app:layout_constraintBottom_toBottomOf="@id/avatar" app:layout_constraintEnd_toEndOf="@id/avatar"/>
        </androidx.constraintlayout.widget.ConstraintLayout>
        """##

    static func activity(badge: String, listener: String = "{ ownerAccountId?.let { openAccount(it) } }") -> String {
        """
        class CollectionActivity : AppCompatActivity() {
            private val binding by viewBinding(ActivityCollectionBinding::inflate)
            private val accountClickListener: View.OnClickListener = \(listener)
            override fun onCreate(savedInstanceState: Bundle?) {
                binding.avatar.setOnClickListener(accountClickListener)
                binding.avatarBadge.setOnClickListener(\(badge))
            }
        }
        """
    }

    /// `id severity` of each `target.small` finding.
    static func targets(_ code: String) async throws -> [String] {
        let files = ["res/layout/activity_collection.xml": layout, "java/app/CollectionActivity.kt": code]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map { "\($0.id) \($0.severity)" }
    }

    @Test func theSameListenerAsTheAvatarIsANote() async throws {
        let found = try await Self.targets(Self.activity(badge: "accountClickListener"))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("avatarBadge") == true && found.first?.hasSuffix("note") == true)
    }

    @Test func anotherListenerIsJudged() async throws {
        let found = try await Self.targets(Self.activity(badge: "{ showBotInfo() }"))
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix("note") == false)
    }

    @Test func aListenerThatAsksWhichViewIsJudged() async throws {
        let dispatcher = "View.OnClickListener { v -> when (v.id) { R.id.avatar -> openAccount(); else -> showBotInfo() } }"
        let found = try await Self.targets(Self.activity(badge: "accountClickListener", listener: dispatcher))
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix("note") == false)
    }
}
