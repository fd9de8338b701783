import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A text field's hint is judged in its `android:textColorHint` on the field's background
/// (issue 33, fresh-android16b): KISS 3573249c `main.xml:133`, the search field's hint in
/// `?android:attr/textColorSecondary` (#d3d3d3) on the bar's #f8f8f8. Ratios by hand from WCAG's
/// relative luminance: #d3d3d3 is L = 0.6514, #f8f8f8 L = 0.9387, so (0.9887 / 0.7014) = 1.409,
/// shown 1.40:1 (cut); #555555 is L = 0.0908, 7.02:1 on #f8f8f8.
@Suite struct AndroidHintColorTests {
    static func field(hintColor: String?, extra: String = "") -> String {
        let hint = hintColor.map { #"android:textColorHint="\#($0)""# } ?? ""
        return ##"""
            <RelativeLayout android:layout_width="match_parent" android:layout_height="40dp" android:background="#f8f8f8">
              <EditText android:id="@+id/searchEditText" android:layout_width="match_parent" android:layout_height="match_parent"
                android:background="@android:color/transparent" android:hint="Search apps" android:singleLine="true"
                android:textColor="#000000" \##(hint) android:textSize="16sp" \##(extra)/>
            </RelativeLayout>
            """##
    }

    static let secondary = #"<item name="android:textColorSecondary">#d3d3d3</item>"#

    static func contrast(_ views: String, code: String = "") async throws -> String? {
        let files = AndroidContrastReviewTests.project(views, themeItems: secondary, code: code)
        return try await AndroidMeasuredAsAndroidTests.contrast(files)["searchEditText"]
    }

    @Test func aHintInAFailingColourIsJudged() async throws {
        let message = try #require(try await Self.contrast(Self.field(hintColor: "?android:attr/textColorSecondary")))
        #expect(message.contains("its hint shows") && message.contains("1.40:1"), "\(message)")
    }

    @Test func aPassingUnwrittenOrCodeSetHintColourIsSilent() async throws {
        // #555555 passes; without textColorHint the theme's default is not assumed; code sets it.
        #expect(try await Self.contrast(Self.field(hintColor: "#555555")) == nil)
        #expect(try await Self.contrast(Self.field(hintColor: nil)) == nil)
        let coded = "findViewById<EditText>(R.id.searchEditText).setHintTextColor(Color.BLACK)"
        #expect(try await Self.contrast(Self.field(hintColor: "?android:attr/textColorSecondary"), code: coded) == nil)
    }
}
