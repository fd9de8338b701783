import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A separator's overflow is a note: AndroidAPS 02052250 `plugins/aps/src/main/res/layout/loop_fragment.xml:34-43`
/// puts `android:text=":"` in a 5 dp column with 2 dp of padding on each side, a 1 dp text box.
/// The colon's advance is wider, but the centred glyph is drawn and clipped at its sides, and
/// nothing in it is read: 132 `overflow.label` errors "fits at no size" (fresh Android round 24a,
/// pattern 2). Punctuation between views is already only a note for `text.fixed-size`.
@Suite struct AndroidSeparatorOverflowTests {
    static func overflows(_ text: String) async throws -> [Finding] {
        let layout = #"""
            <LinearLayout \#(AndroidLayoutReaderTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                <TextView android:layout_width="match_parent" android:layout_height="wrap_content" android:layout_weight="2" android:paddingEnd="5dp" android:text="Last run" android:textSize="14sp"/>
                <TextView android:id="@+id/colon" android:layout_width="5dp" android:layout_height="wrap_content" android:layout_weight="0" android:gravity="center_horizontal"
                    android:paddingStart="2dp" android:paddingEnd="2dp" android:text="\#(text)" android:textSize="14sp"/>
                <TextView android:id="@+id/lastrun" android:layout_width="match_parent" android:layout_height="wrap_content" android:layout_weight="1" android:textSize="14sp"/>
            </LinearLayout>
            """#
        let report = try await AndroidTargetJudgingTests.scan([
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"),
            "res/values/themes.xml": #"<resources><style name="Theme.App" parent="Theme.Material3.Light"/></resources>"#,
            "res/layout/loop_fragment.xml": layout,
        ])
        return report.findings.findings.filter { $0.rule == "overflow.label" && $0.location?.line == 3 }
    }

    @Test func aColonInANarrowColumnIsANote() async throws {
        let found = try await Self.overflows(":")
        #expect(!found.isEmpty && found.allSatisfy { $0.severity == .note }, "\(found)")
        #expect(found.allSatisfy { $0.message.contains("only punctuation") }, "\(found)")
    }

    @Test func aSignThatCarriesMeaningStillOverflows() async throws {
        // Must NOT soften: "%" and a digit are read.
        for text in ["%", "5"] {
            let found = try await Self.overflows(text)
            #expect(!found.isEmpty && found.allSatisfy { $0.severity != .note && !$0.message.contains("only punctuation") }, "\(text): \(found)")
        }
    }
}
