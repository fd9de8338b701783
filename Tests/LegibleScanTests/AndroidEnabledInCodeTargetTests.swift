import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, fresh-android23b miss: openfoodfacts `activity_login.xml:94`, `btn_create_account`, a
/// 43 dp text button, is `enabled="false"` in the file, and `LoginActivity.kt:138` enables it
/// (`binding.btnCreateAccount.isEnabled = true`) and `:129` listens to it: it is a target.
@Suite struct AndroidEnabledInCodeTargetTests {
    static let layout = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <TextView android:id="@+id/btn_create_account" android:layout_width="0dp" android:layout_height="wrap_content" android:layout_weight="1"
                android:enabled="false" android:padding="12sp" android:text="Create account" android:textSize="14sp" android:textStyle="bold"/>
        </LinearLayout>
        """

    static func targets(_ enable: String) async throws -> [Severity] {
        let activity = """
            class LoginActivity : AppCompatActivity() {
                private val binding by lazy { ActivityLoginBinding.inflate(layoutInflater) }
                override fun onCreate(state: Bundle?) {
                    setContentView(binding.root)
                    binding.btnCreateAccount.setOnClickListener { openRegisterLink() }
                    \(enable)
                }
            }
            """
        let files = ["res/layout/activity_login.xml": Self.layout, "java/LoginActivity.kt": activity]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.severity)
    }

    @Test func aViewTheFileDisablesAndCodeEnablesIsATarget() async throws {
        // Must fire: code enables it.
        #expect(try await Self.targets("binding.btnCreateAccount.isEnabled = true") == [.error])
        #expect(try await Self.targets("binding.btnCreateAccount.setEnabled(connected)") == [.error])
        // Must not: code only disables it again, or never touches it.
        #expect(try await Self.targets("binding.btnCreateAccount.isEnabled = false") == [])
        #expect(try await Self.targets("") == [])
    }
}
