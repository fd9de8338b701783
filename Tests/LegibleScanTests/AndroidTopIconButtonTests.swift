import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A MaterialButton with `app:iconGravity="top"` draws its icon above its text, so the icon and
/// `iconPadding` take none of the text's width: SeriesGuide 72ea839f fragment_show_regular.xml:147
/// ("Sembunyikan", id) and `:131` ("Benachrichtigungen", de), `Widget.SeriesGuide.Button.MediaItem`
/// (12 sp, at most 3 lines, parent `Widget.Material3.Button.TextButton`: 12 dp padding a side and
/// the drawable's 24 dp with 4 dp `iconPadding`) were judged in 46.1 and 55.9 dp, the text's
/// 74.1 and 83.9 dp less 28; both fit at every scale in the whole width.
@Suite struct AndroidTopIconButtonTests {
    static func project(text: String, width: Int, gravity: String) -> [String: String] {
        let layout = ##"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <Button android:id="@+id/buttonShowHidden" style="@style/Widget.SeriesGuide.Button.MediaItem" android:layout_width="\##(width)dp"
                    android:layout_height="wrap_content" android:text="@string/context_hide" app:icon="@drawable/ic_visibility_control_24dp"
                    app:iconGravity="\##(gravity)"/>
            </LinearLayout>
            """##
        return [
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"),
            "res/values/themes.xml": #"<resources><style name="Theme.App" parent="Theme.Material3.Light"/></resources>"#,
            "res/values/styles.xml": ##"""
            <resources>
                <style name="Widget.SeriesGuide.Button.Borderless" parent="Widget.Material3.Button.TextButton"><item name="android:maxLines">2</item></style>
                <style name="Widget.SeriesGuide.Button.Borderless.Caption"><item name="android:textSize">12sp</item><item name="android:letterSpacing">0</item></style>
                <style name="Widget.SeriesGuide.Button.MediaItem" parent="Widget.SeriesGuide.Button.Borderless.Caption">
                    <item name="android:ellipsize">end</item><item name="android:maxLines">3</item>
                </style>
            </resources>
            """##,
            "res/values/strings.xml": #"<resources><string name="context_hide">\#(text)</string></resources>"#,
            "res/drawable/ic_visibility_control_24dp.xml":
                #"<vector \#(AndroidLayoutReaderTests.namespaces) android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"/>"#,
            "res/layout/fragment_show_regular.xml": layout.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
        ]
    }

    static func overflows(text: String, width: Int, gravity: String) async throws -> [String] {
        let report = try await AndroidTargetJudgingTests.scan(project(text: text, width: width, gravity: gravity))
        return AndroidBesideTextTests.overflows(report).map(\.message)
    }

    // Must not fire: the top icon leaves the text the button's width less its padding.
    @Test func aTopIconTakesNoWidthFromTheText() async throws {
        for gravity in ["top", "textTop"] {
            #expect(try await Self.overflows(text: "Sembunyikan", width: 98, gravity: gravity).isEmpty)
            #expect(try await Self.overflows(text: "Benachrichtigungen", width: 108, gravity: gravity).isEmpty)
        }
    }

    // Must fire: an icon at the start (or the default gravity) is beside the text, which then
    // has 28 dp less: 46 dp, where "Sembunyikan" needs 4 lines from 1.8x.
    @Test func aStartIconTakesItsWidthAndPadding() async throws {
        for gravity in ["start", "textStart", "end"] {
            let found = try await Self.overflows(text: "Sembunyikan", width: 98, gravity: gravity)
            #expect(found.count == 1 && found.first?.contains("46 dp") == true, "\(gravity): \(found)")
        }
    }
}
