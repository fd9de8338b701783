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
}
