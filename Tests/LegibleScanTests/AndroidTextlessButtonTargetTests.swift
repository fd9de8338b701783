import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A `wrap_content` Material Components button with an icon and no text is as wide as its padding,
/// icon and icon padding: Pachli 7e0e029f `activity_account.xml:77`, the subscribe button
/// (`AppButton.Outlined` on `Widget.MaterialComponents.Button.OutlinedButton`, `minWidth="0dp"`,
/// padding 8 and 4 dp, a 24 dp bell, the style's 4 dp `iconPadding`) is 40 dp wide, and
/// `AccountActivity.kt:752` listens to it; the mute button beside it (`:97`, 8 dp each side) is 44 dp. Their
/// width was unknown, so they were never judged.
@Suite struct AndroidTextlessButtonTargetTests {
    static let styles = """
        <resources>
            <style name="AppTheme" parent="Theme.MaterialComponents.DayNight.NoActionBar"/>
            <style name="AppButton" parent="Widget.MaterialComponents.Button"/>
            <style name="AppButton.Outlined" parent="Widget.MaterialComponents.Button.OutlinedButton"/>
        </resources>
        """

    static let bell = """
        <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp" android:viewportWidth="24.0" android:viewportHeight="24.0">
            <path android:fillColor="#FF000000" android:pathData="M12,22c1.1,0 2,-0.9 2,-2h-4c0,1.1 0.89,2 2,2z"/>
        </vector>
        """

    /// The follow button and, at its start, an icon button as tall as it: `attributes` are the icon button's own.
    static func layout(_ attributes: String) -> String {
        """
        <androidx.constraintlayout.widget.ConstraintLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:paddingStart="16dp" android:paddingEnd="16dp">
            <Button android:id="@+id/accountFollowButton" style="@style/AppButton" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Follow" app:layout_constraintEnd_toEndOf="parent" app:layout_constraintTop_toTopOf="parent"/>
            <com.google.android.material.button.MaterialButton android:id="@+id/accountSubscribeButton" style="@style/AppButton.Outlined" android:layout_width="wrap_content" android:layout_height="0dp" \(attributes) app:layout_constraintBottom_toBottomOf="@+id/accountFollowButton" app:layout_constraintEnd_toStartOf="@id/accountFollowButton" app:layout_constraintTop_toTopOf="@+id/accountFollowButton"/>
        </androidx.constraintlayout.widget.ConstraintLayout>
        """
    }

    static let activity = """
        class AccountActivity : BaseActivity() {
            private val binding by viewBinding(ActivityAccountBinding::inflate)
            override fun onCreate(savedInstanceState: Bundle?) {
                super.onCreate(savedInstanceState)
                setContentView(binding.root)
                binding.accountFollowButton.setOnClickListener { follow() }
                binding.accountSubscribeButton.setOnClickListener { viewModel.changeSubscribingState(account) }
            }
        }
        """

    static func small(_ attributes: String) async throws -> [String] {
        let report = try await AndroidTargetJudgingTests.scan([
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/AppTheme"), "res/values/styles.xml": styles,
            "res/drawable/ic_notifications_24dp.xml": bell, "res/layout/activity_account.xml": layout(attributes),
            "kotlin/app/pachli/AccountActivity.kt": activity,
        ])
        return report.findings.findings.filter { $0.rule == "target.small" }.map { "\($0.id): \($0.message)" }
    }

    @Test func anIconOnlyOutlinedButtonIsAsWideAsItsPaddingAndIcon() async throws {
        // Must fire: 8 + 24 + 4 + 4 = 40 dp wide.
        let small = try await Self.small(
            #"android:minWidth="0dp" android:paddingStart="8dp" android:paddingEnd="4dp" app:icon="@drawable/ic_notifications_24dp""#)
        #expect(small.count == 1)
        #expect(small.first?.hasPrefix("accountSubscribeButton: hit area 40 dp wide") == true, "\(small)")
        // Must fire: the mute button (activity_account.xml:97), 8 dp on both sides, 44 dp wide.
        let mute = try await Self.small(
            #"android:minWidth="0dp" android:paddingStart="8dp" android:paddingEnd="8dp" app:icon="@drawable/ic_notifications_24dp""#)
        #expect(mute.first?.hasPrefix("accountSubscribeButton: hit area 44 dp wide") == true, "\(mute)")
    }

    @Test func aWideEnoughOrTextOrUnknownButtonIsNotSmall() async throws {
        // Must not: 12 + 24 + 4 + 12 = 52 dp; the style's 88 dp minimum; a text of its own (its
        // width is the text's); padding on one side only (the other side's is the style's, not read here).
        for attributes in [
            #"android:minWidth="0dp" android:paddingStart="12dp" android:paddingEnd="12dp" app:icon="@drawable/ic_notifications_24dp""#,
            #"android:paddingStart="8dp" android:paddingEnd="4dp" app:icon="@drawable/ic_notifications_24dp""#,
            #"android:minWidth="0dp" android:paddingStart="8dp" android:paddingEnd="4dp" android:text="Subscribe" app:icon="@drawable/ic_notifications_24dp""#,
            #"android:minWidth="0dp" android:paddingStart="8dp" app:icon="@drawable/ic_notifications_24dp""#,
        ] {
            #expect(try await Self.small(attributes).isEmpty, "\(attributes)")
        }
    }
}
