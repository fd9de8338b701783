import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33, fresh-android23b class 3: VLC `about.xml:114`, `donationsButton`, is
/// `visibility="gone"` with `tools:visibility="visible"`; `UiTools.kt:561-568` looks it up and gives
/// it a listener, and the code that showed it is commented out (`:562-575`). Its 12 sp white on
/// orange text (`:154`, 4.23:1) was a contrast.text error on a card no one sees.
@Suite struct AndroidListenerOnlyViewTests {
    static let layout = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <androidx.cardview.widget.CardView android:id="@+id/donationsButton" android:layout_width="match_parent" android:layout_height="wrap_content"
                android:visibility="gone" tools:visibility="visible">
                <TextView android:id="@+id/textView22" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Support VLC"
                    android:textSize="12sp" android:textColor="#ffffff" android:background="#ba6606"/>
            </androidx.cardview.widget.CardView>
        </LinearLayout>
        """

    static func uiTools(_ body: String) -> String {
        """
        object UiTools {
            fun showAbout(activity: FragmentActivity) {
                val v = LayoutInflater.from(activity).inflate(R.layout.about, null)
                val donationsButton = v.findViewById<CardView>(R.id.donationsButton)
                \(body)
                donationsButton.setOnClickListener { showDonations(activity) }
            }
        //    private fun manageDonationVisibility(activity: FragmentActivity, donationsButton: View) {
        //        if (failed) donationsButton.setGone() else donationsButton.setVisible()
        //    }
        }
        """
    }

    static func contrast(_ body: String) async throws -> [Finding] {
        let files = ["res/layout/about.xml": Self.layout, "java/UiTools.kt": Self.uiTools(body)]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "contrast.text" && $0.severity > .note }
    }

    @Test func aPreviewedViewCodeOnlyLooksUpAndListensToStaysHidden() async throws {
        // Must not fire: the only code that showed the card is commented out.
        #expect(try await Self.contrast("// manageDonationVisibility(activity, donationsButton)").isEmpty)
        // Must fire: code that shows it, or hands it to a function that may.
        #expect(try await Self.contrast("donationsButton.setVisible()").count == 1)
        #expect(try await Self.contrast("manageDonationVisibility(activity, donationsButton)").count == 1)
    }
}
