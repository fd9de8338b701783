import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A view's `android:alpha` fades its text (fresh Android round 8b, D4): Omni-Notes 16fbf883
/// `note_layout.xml:119`, the note list's date, `#b9000000` in a view at alpha 0.6 on white.
///
/// Ratios (WCAG's formula over the raw hex): 0.725 × 0.6 = 43.5% black over white is #909090,
/// 3.19:1; #b9000000 alone is #464646 on white, 9.6:1.
@Suite struct AndroidViewAlphaTests {
    static func date(_ id: String, _ extra: String) -> String {
        ##"<TextView android:id="@+id/\##(id)" android:layout_width="200dp" android:layout_height="wrap_content" android:text="Today" android:textSize="11sp" android:textColor="#b9000000" \##(extra)/>"##
    }

    @Test func aViewsAlphaFadesItsText() async throws {
        let views = [
            Self.date("faded", #"android:alpha="0.6""#),
            Self.date("opaque", #"android:alpha="1""#),
            Self.date("animated", #"android:alpha="0.6""#),
            Self.date("set_alpha", #"android:alpha="0.6""#),
            Self.date("filled", ##"android:alpha="0.6" android:background="#FFFFFF""##),
            ##"<LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:alpha="0.6">\##(Self.date("in_faded_parent", ""))</LinearLayout>"##,
        ].joined(separator: "\n")
        let code = """
            val arrow = findViewById<TextView>(R.id.animated)
            arrow.animate().alpha(1f)
            val other = findViewById<TextView>(R.id.set_alpha)
            other.setAlpha(1f)
            """
        let found = try await AndroidMeasuredAsAndroidTests.contrast(AndroidContrastReviewTests.project(views, code: code))
        // Must fire: the date as Omni-Notes draws it.
        #expect(found["faded"]?.contains("3.19:1") == true, "\(found["faded"] ?? "nothing")")
        // Must NOT fire: alpha 1; an alpha code sets or animates; a view that fades its own fill too;
        // an ancestor's alpha (left as before).
        for id in ["opaque", "animated", "set_alpha", "filled", "in_faded_parent"] { #expect(found[id] == nil, "\(id): \(found[id] ?? "")") }
    }
}
