import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A tappable text judged at one line whose words code sets from what the scan cannot read may
/// wrap to a tall enough target (Syncthing `dialog_qrcode.xml:19`, the device id, second judge of
/// issue 33's tenth-round fixes): a note when one more line would reach 48 dp, an error when even
/// two lines stay short.
@Suite struct AndroidCodeTextTargetTests {
    static let namespaces = AndroidContentViewTests.namespaces
    static let icon = """
        <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"><path android:pathData="M0,0h24v24h-24z"/></vector>
        """

    static func layout(_ views: String) -> String {
        #"<LinearLayout \#(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">\#(views)</LinearLayout>"#
    }

    static func targets(_ views: String, code: String) async throws -> [String: Finding] {
        let java = """
            package app;
            public class MainActivity extends Activity {
                void show(String deviceId, String fingerprint) {
                    setContentView(R.layout.dialog_qrcode);
                    \(code)
                }
            }
            """
        let files = [
            "res/layout/dialog_qrcode.xml": layout(views), "res/drawable/ic_content_copy_24dp.xml": icon, "java/app/MainActivity.java": java,
        ]
        let report = try await AndroidTargetJudgingTests.scan(files)
        return Dictionary(report.findings.findings.filter { $0.rule == "target.small" }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static let deviceID = """
        <TextView android:id="@+id/device_id" android:layout_width="match_parent" android:layout_height="wrap_content" android:padding="8dp"
            android:clickable="true" android:drawableEnd="@drawable/ic_content_copy_24dp" android:textSize="12sp"
            tools:text="ASD1ASD-ASD1ASD-ASD1ASD-ASD1ASD-ASD1ASD-ASD1ASD-ASD1ASD-ASD1ASD"/>
        <TextView android:id="@+id/fingerprint" android:layout_width="match_parent" android:layout_height="wrap_content"
            android:clickable="true" android:textSize="14sp" tools:text="1234 5678"/>
        """

    @Test func aCodeSetTextThatMayWrapTallEnoughIsANote() async throws {
        let code = "((TextView) findViewById(R.id.device_id)).setText(deviceId);\n((TextView) findViewById(R.id.fingerprint)).setText(fingerprint);"
        let found = try await Self.targets(Self.deviceID, code: code)
        // Must not be an error: Syncthing's device id, 40 dp on one line, which code fills with 63 characters.
        #expect(found["device_id"]?.severity == .note, "\(found)")
        #expect(found["device_id"]?.message.hasPrefix("code sets its text (deviceId)") == true, "\(found)")
        // Must fire: a text short of 48 dp even on two lines (Conversations `activity_edit_account.xml:552`, 19 dp a line).
        #expect(found["fingerprint"]?.severity == .error, "\(found)")
    }

    @Test func aTextTheFileSetsIsJudgedAtItsLines() async throws {
        // Must fire: the same view whose short text the file gives (no code): one line, 40 dp.
        let views = Self.deviceID.replacingOccurrences(of: #"tools:text="ASD1ASD"#, with: #"android:text="ID" tools:text="ASD1ASD"#)
        let found = try await Self.targets(views, code: "")
        #expect(found["device_id"]?.severity == .error, "\(found)")
    }
}
