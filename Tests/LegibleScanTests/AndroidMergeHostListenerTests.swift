import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33, fresh-android25a pattern 2: a `<merge>` layout inflated into a custom view. Its
/// binding's `root` is that view, not a child of the merge, and a bare `setOnClickListener` in the
/// view's own code is on that view: the merge's children are inside the row that listens.
@Suite struct AndroidMergeHostListenerTests {
    static let ns = AndroidContentViewTests.namespaces

    /// element-android 4c04cbf5 `view_session_overview_entry_switch.xml:2-49`, cut down.
    static let switchLayout = ##"""
        <merge \##(ns) android:layout_width="match_parent" android:layout_height="wrap_content"
            tools:parentTag="androidx.constraintlayout.widget.ConstraintLayout">
            <TextView android:id="@+id/sessionsOverviewEntryTitle" android:layout_width="0dp" android:layout_height="wrap_content"
                android:layout_marginTop="20dp" android:textSize="16sp" app:layout_constraintStart_toStartOf="parent" tools:text="Push notifications"/>
            <TextView android:id="@+id/sessionsOverviewEntryDescription" android:layout_width="0dp" android:layout_height="wrap_content"
                android:textSize="14sp" app:layout_constraintTop_toBottomOf="@id/sessionsOverviewEntryTitle" tools:text="Receive push notifications."/>
            <androidx.appcompat.widget.SwitchCompat android:id="@+id/sessionsOverviewEntrySwitch" android:layout_width="wrap_content"
                android:layout_height="wrap_content" app:layout_constraintEnd_toEndOf="parent"/>
            <View android:id="@+id/sessionsOverviewEntryDivider" android:layout_width="0dp" android:layout_height="1dp"
                app:layout_constraintTop_toBottomOf="@id/sessionsOverviewEntryDescription"/>
        </merge>
        """##

    /// `SessionOverviewEntrySwitchView.kt:20-69`, cut down; `extra` is more of `init`.
    static func switchView(_ extra: String = "") -> String {
        """
        class SessionOverviewEntrySwitchView @JvmOverloads constructor(
                context: Context,
                attrs: AttributeSet? = null,
                defStyleAttr: Int = 0
        ) : ConstraintLayout(context, attrs, defStyleAttr) {
            private val binding = ViewSessionOverviewEntrySwitchBinding.inflate(
                    LayoutInflater.from(context),
                    this
            )
            init {
                binding.root.setOnClickListener {
                    setChecked(!binding.sessionsOverviewEntrySwitch.isChecked)
                }
        \(extra)
            }
        }
        """
    }

    /// `id severity` of each `target.small` finding.
    static func targets(_ files: [String: String]) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map { "\($0.id) \($0.severity)" }
    }

    @Test func aMergeBindingsRootListenerIsOnTheHostNotTheChildren() async throws {
        let files = [
            "res/layout/view_session_overview_entry_switch.xml": Self.switchLayout,
            "java/app/SessionOverviewEntrySwitchView.kt": Self.switchView(),
        ]
        // Must not fire: the texts and the 1 dp divider (`:9`, `:21`, `:41`) have no listener of their own.
        #expect(try await Self.targets(files) == [])
    }

    @Test func aMergeChildWithAListenerOfItsOwnIsATarget() async throws {
        let files = [
            "res/layout/view_session_overview_entry_switch.xml": Self.switchLayout,
            "java/app/SessionOverviewEntrySwitchView.kt": Self.switchView("        binding.sessionsOverviewEntryDescription.setOnClickListener { openHelp() }"),
        ]
        // Must fire: the description does something else than the row.
        let found = try await Self.targets(files)
        #expect(found == ["sessionsOverviewEntryDescription error"], "\(found)")
    }

    /// `view_keys_backup_banner.xml:2-43`, cut down.
    static let bannerLayout = ##"""
        <merge \##(ns) android:layout_width="match_parent" android:layout_height="wrap_content" android:minHeight="67dp"
            tools:parentTag="androidx.constraintlayout.widget.ConstraintLayout">
            <TextView android:id="@+id/view_keys_backup_banner_text_1" android:layout_width="0dp" android:layout_height="wrap_content"
                android:layout_marginStart="27dp" android:text="Never lose encrypted messages" android:textSize="16sp"
                app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent"/>
        </merge>
        """##

    /// `KeysBackupBanner.kt:25-91`, cut down; `click` is the body of its `onClick`.
    static func banner(click: String) -> String {
        """
        class KeysBackupBanner @JvmOverloads constructor(
                context: Context,
                attrs: AttributeSet? = null,
                defStyleAttr: Int = 0
        ) : ConstraintLayout(context, attrs, defStyleAttr), View.OnClickListener {
            private lateinit var views: ViewKeysBackupBannerBinding
            init {
                setupView()
            }
            override fun onClick(v: View?) {
                \(click)
            }
            private fun setupView() {
                inflate(context, R.layout.view_keys_backup_banner, this)

                setOnClickListener(this)
                views = ViewKeysBackupBannerBinding.bind(this)
                views.viewKeysBackupBannerText1.setOnClickListener(this)
            }
        }
        """
    }

    @Test func aTextGivenTheBannersOwnListenerIsNotATargetOfItsOwn() async throws {
        let click = "when (state) { is BannerState.Setup -> delegate?.setupKeysBackup()\n else -> Unit }"
        let files = ["res/layout/view_keys_backup_banner.xml": Self.bannerLayout, "java/app/KeysBackupBanner.kt": Self.banner(click: click)]
        // Must not fire: a tap on the text does what a tap on the banner around it does.
        #expect(try await Self.targets(files) == [])
    }

    @Test func aTextWhoseListenerAsksWhichViewIsATarget() async throws {
        let click = "if (v?.id == R.id.view_keys_backup_banner_text_1) openHelp() else delegate?.setupKeysBackup()"
        let files = ["res/layout/view_keys_backup_banner.xml": Self.bannerLayout, "java/app/KeysBackupBanner.kt": Self.banner(click: click)]
        // Must fire: the text's tap does something of its own.
        let found = try await Self.targets(files)
        #expect(found == ["view_keys_backup_banner_text_1 error"], "\(found)")
    }

    @Test func theFilesOwnOnClickIsTheSameForEveryViewOnlyWhenItNeverAsksWhich() {
        let same = AndroidSourceFacts.ownOnClickIsSameForEveryView(in:)
        #expect(same(Array("override fun onClick(v: View?) {\n delegate?.open()\n}".utf8)))
        #expect(!same(Array("override fun onClick(v: View?) {\n when (v?.id) { R.id.a -> a() }\n}".utf8)))
        #expect(!same(Array("public void onClick(View view) { switch (view.getId()) { } }".utf8)))
        #expect(same(Array("public void onClick(View view) { open(); }".utf8)))
    }
}
