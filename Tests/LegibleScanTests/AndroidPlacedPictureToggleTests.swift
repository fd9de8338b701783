import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Recall on Android (issue 33, fresh-android11b D3, D4, D5): a picture placed above a text is not
/// behind it (Conversations d161f500 `activity_easy_invite.xml:55-78`); an image button's `src`
/// given by a theme attribute is sized (`media_preview.xml:14`, `?attr/icon_cancel`); a check
/// box's label is judged for contrast like a text view's (Nextcloud News d161f500
/// `activity_login_dialog.xml:142`).
@Suite struct AndroidPlacedPictureToggleTests {
    private static let namespaces = AndroidContentViewTests.namespaces

    /// The ids the findings of `rule` name, sorted.
    private func ids(_ rule: String, _ files: [String: String]) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == rule }
            .map(\.id).sorted()
    }

    @Test func aPictureLaidOutAboveATextIsNotBehindIt() async throws {
        func layout(_ placement: String) -> [String: String] {
            [
                "res/layout/activity_easy_invite.xml": """
                <RelativeLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:background="#FAFAFA">
                    <ImageView android:id="@+id/qr_code" android:layout_width="0dp" android:layout_height="0dp" \(placement) android:layout_alignParentStart="true" android:layout_alignParentRight="true" android:layout_margin="24sp"/>
                    <TextView android:id="@+id/share_button" android:layout_width="wrap_content" android:layout_height="wrap_content" android:layout_alignParentBottom="true" android:layout_centerHorizontal="true" android:text="Share" android:textSize="14sp" android:textColor="#2979FF"/>
                </RelativeLayout>
                """
            ]
        }
        // Must fire: the QR code ends where the button starts, so #2979ff is on #fafafa, 3.81:1.
        #expect(try await ids("contrast.text", layout(#"android:layout_above="@+id/share_button""#)) == ["share_button"])
        // Must NOT fire: a picture the text is not placed beside may be under it, so it is unmeasured.
        #expect(try await ids("contrast.text", layout(#"android:layout_alignParentTop="true""#)) == [])
    }

    @Test func anImageButtonsThemedSourceIsSized() async throws {
        func files(_ icon: String) -> [String: String] {
            [
                "AndroidManifest.xml": #"<manifest \#(Self.namespaces)><application android:theme="@style/ConversationsTheme"/></manifest>"#,
                "res/values/themes.xml": """
                <resources><style name="ConversationsTheme" parent="Theme.MaterialComponents.Light.NoActionBar">
                <item name="icon_cancel" type="reference">\(icon)</item></style></resources>
                """,
                "res/drawable/ic_small.xml":
                    #"<vector \#(Self.namespaces) android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"/>"#,
                "res/drawable/ic_large.xml":
                    #"<vector \#(Self.namespaces) android:width="48dp" android:height="48dp" android:viewportWidth="24" android:viewportHeight="24"/>"#,
                "res/layout/media_preview.xml": """
                <FrameLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                    <ImageButton android:id="@+id/delete_button" android:layout_width="wrap_content" android:layout_height="wrap_content" android:background="?attr/selectableItemBackgroundBorderless" android:src="?attr/icon_cancel"/>
                </FrameLayout>
                """,
            ]
        }
        // Must fire: the theme's 24 dp icon.
        #expect(try await ids("target.small", files("@drawable/ic_small")) == ["delete_button"])
        // Must NOT fire: a 48 dp icon.
        #expect(try await ids("target.small", files("@drawable/ic_large")) == [])
    }

    @Test func aCheckBoxsLabelIsJudgedForContrast() async throws {
        func layout(_ color: String) -> [String: String] {
            [
                "res/layout/activity_login_dialog.xml": """
                <ScrollView \(Self.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:background="#0082C9">
                    <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                        <CheckBox android:id="@+id/cb_AllowAllSSLCertificates" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Disable hostname verification" android:textSize="14sp" android:textColor="\(color)"/>
                    </LinearLayout>
                </ScrollView>
                """
            ]
        }
        // Must fire: #f5f5f5 on #0082c9, 3.82:1.
        #expect(try await ids("contrast.text", layout("#F5F5F5")) == ["cb_AllowAllSSLCertificates"])
        // Must NOT fire: white on #003366.
        #expect(try await ids("contrast.text", layout("#FFFFFF").mapValues { $0.replacingOccurrences(of: "#0082C9", with: "#003366") }) == [])
    }
}
