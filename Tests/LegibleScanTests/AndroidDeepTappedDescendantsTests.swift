import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, round 14 (WireGuard D5): a clickable container is not the row of the texts inside
/// it when it holds, at any depth, two or more views tapped on their own. WireGuard e7b3a3c1
/// `tunnel_detail_fragment.xml:28` is a clickable full-screen `ScrollView` whose one child holds,
/// three levels down, eight `onClick` copy-on-tap texts (`:85`, `:110`, …) about 22 dp tall.
@Suite struct AndroidDeepTappedDescendantsTests {
    static func layout(_ ids: [String]) -> String {
        let texts = ids.map {
            ##"<TextView android:id="@+id/\##($0)" android:layout_width="wrap_content" android:layout_height="wrap_content" "##
                + ##"android:onClick="@{ClipboardUtils::copyTextView}" android:text="wg0" android:textSize="16sp"/>"##
        }
        return """
            <ScrollView \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:clickable="true" android:focusable="true">
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                    <FrameLayout android:layout_width="match_parent" android:layout_height="wrap_content">
                        <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                        \(texts.joined(separator: "\n"))
                        </LinearLayout>
                    </FrameLayout>
                </LinearLayout>
            </ScrollView>
            """
    }

    static func smallTargets(_ ids: [String]) async throws -> [String] {
        try await AndroidGadgetbridgeScanTests.findings(["res/layout/tunnel_detail_fragment.xml": layout(ids)], rule: "target.small")
    }

    @Test func aContainerOfSeveralTappedDescendantsIsNotTheirRow() async throws {
        #expect(try await Self.smallTargets(["interface_name_text", "public_key_text"]) == ["interface_name_text", "public_key_text"])
    }

    @Test func aContainerOfOneTappedDescendantStillTakesItsTap() async throws {
        #expect(try await Self.smallTargets(["interface_name_text"]).isEmpty)
    }

    /// Conversations d161f500 `contact_key.xml:18`/`:26` (second judge of round 14): the row code
    /// gives the same listener as its two nested clickable texts is their row; a row code does not
    /// listen to is not (the WireGuard shape above).
    @Test func aRowCodeListensToIsTheRowOfItsNestedTexts() async throws {
        let row = """
            <layout \(AndroidContentViewTests.namespaces)><RelativeLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:padding="16dp">
                <LinearLayout android:layout_width="wrap_content" android:layout_height="wrap_content" android:orientation="vertical">
                    <TextView android:id="@+id/key" android:layout_width="wrap_content" android:layout_height="wrap_content" android:clickable="true" android:textSize="14sp"/>
                    <TextView android:id="@+id/key_type" android:layout_width="wrap_content" android:layout_height="wrap_content" android:clickable="true" android:textSize="12sp"/>
                </LinearLayout>
            </RelativeLayout></layout>
            """
        func activity(rowListener: String) -> String {
            """
            public class ContactDetailsActivity extends Activity {
                private void populateView() {
                    View view = getLayoutInflater().inflate(R.layout.contact_key, binding.detailsContactKeys, false);
                    TextView key = view.findViewById(R.id.key);
                    TextView keyType = view.findViewById(R.id.key_type);
                    final OnClickListener openKey = v -> launchOpenKeyChain(contact.getPgpKeyId());
                    \(rowListener)
                    key.setOnClickListener(openKey);
                    keyType.setOnClickListener(openKey);
                }
            }
            """
        }
        let listened = ["res/layout/contact_key.xml": row, "java/ContactDetailsActivity.java": activity(rowListener: "view.setOnClickListener(openKey);")]
        #expect(try await AndroidGadgetbridgeScanTests.findings(listened, rule: "target.small").isEmpty)
        let unlistened = ["res/layout/contact_key.xml": row, "java/ContactDetailsActivity.java": activity(rowListener: "")]
        #expect(try await AndroidGadgetbridgeScanTests.findings(unlistened, rule: "target.small") == ["key", "key_type"])
    }
}
