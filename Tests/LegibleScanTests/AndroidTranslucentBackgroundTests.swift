import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A translucent background (`#AARRGGBB`, written or through `@color/` or a `<shape>`'s solid)
/// is composited over what is known to be behind it — a parent's fill, or the window for an
/// activity's content view — in light and in dark; with nothing known behind it, a black, white
/// or grey wash is judged over black or white, whichever is more legible (the text fails over
/// any backdrop only if it fails over both), and a tinted one is not measured.
///
/// Nextcloud Notes bce8c817 `widget_note_list.xml:26`: an app widget (over the wallpaper) whose
/// root is `@drawable/widget_background`, a shape of `@color/widget_background` = #ddffffff
/// (values-night #dd000000), with text `fg_default_high` #cccccc (values-night #757575). By hand
/// (WCAG luminance ((c/255 + 0.055) / 1.055)^2.4):
/// - light: #cccccc is 0.6038. Over white the wash is #ffffff: 1.05 / 0.6538 = 1.606 (shown 1.60);
///   over black it is #dddddd (0.7230): 0.7730 / 0.6538 = 1.18. At best 1.60:1, under 4.5 — fires.
/// - dark: #757575 is 0.1779. Over black the wash is #000000: 0.2279 / 0.05 = 4.558, which meets
///   4.5 — dark must not fail.
@Suite struct AndroidTranslucentBackgroundTests {
    static let namespaces = #"xmlns:android="http://schemas.android.com/apk/res/android""#
    static let manifest = #"<manifest \#(namespaces)><application android:theme="@style/Theme.App"/></manifest>"#
    static let themes =
        #"<resources><style name="Theme.App" parent="Theme.AppCompat.DayNight"><item name="android:windowBackground">#FFFFFF</item></style></resources>"#

    static func contrast(_ layout: String, _ extra: [String: String] = [:]) async throws -> [Finding] {
        var files = ["AndroidManifest.xml": manifest, "res/values/themes.xml": themes, "res/layout/main.xml": layout]
        files.merge(extra) { $1 }
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "contrast.text" }
    }

    static func layout(root: String, text: String) -> String {
        #"<LinearLayout \#(namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:background="\#(root)">"#
            + #"<TextView android:id="@+id/label" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="14sp" android:textColor="\#(text)" android:text="No notes"/>"#
            + "</LinearLayout>"
    }

    static let notes = [
        "res/values/colors.xml": #"<resources><color name="widget_background">#ddffffff</color><color name="fg_default_high">#cccccc</color></resources>"#,
        "res/values-night/colors.xml":
            #"<resources><color name="widget_background">#dd000000</color><color name="fg_default_high">#757575</color></resources>"#,
        "res/drawable/widget_background.xml": #"<shape \#(namespaces)><solid android:color="@color/widget_background"/></shape>"#,
    ]

    @Test func aWashOverNothingKnownFailsWhenItFailsOverBlackAndWhite() async throws {
        let found = try await Self.contrast(Self.layout(root: "@drawable/widget_background", text: "@color/fg_default_high"), Self.notes)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains("1.60:1 in light") == true, "\(found.map(\.message))")
        #expect(found.first?.message.contains("over black or white, whichever is more legible") == true, "\(found.map(\.message))")
        // Dark passes over black (4.55:1): only light fails.
        #expect(found.first?.message.contains("in dark") == false, "\(found.map(\.message))")
    }

    /// Must not: white text on a 50% black wash over nothing known is 21:1 over black.
    @Test func aWashThatPassesOverOneBackdropIsNotReported() async throws {
        #expect(try await Self.contrast(Self.layout(root: "#80000000", text: "#FFFFFF")).isEmpty)
    }

    /// A tinted translucent fill over nothing known is not measured (a red wash over a picture).
    @Test func aTintedWashOverNothingKnownIsNotMeasured() async throws {
        #expect(try await Self.contrast(Self.layout(root: "#40FF0000", text: "#FF8080")).isEmpty)
    }

    /// A translucent colour resource over a parent's known white: #80000000 over #ffffff is
    /// 1 − 128/255 = 0.498 of white, channel 127 (luminance 0.2122); white text on it is
    /// 1.05 / 0.2622 = 4.004:1, under 4.5. Over a black parent it is black: 21:1, no finding.
    @Test func aTranslucentResourceIsCompositedOverItsParent() async throws {
        let colors = ["res/values/colors.xml": #"<resources><color name="scrim">#80000000</color></resources>"#]
        func nested(_ parent: String) -> String {
            #"<FrameLayout \#(Self.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:background="\#(parent)">"#
                + Self.layout(root: "@color/scrim", text: "#FFFFFF").replacingOccurrences(of: Self.namespaces, with: "") + "</FrameLayout>"
        }
        let overWhite = try await Self.contrast(nested("#FFFFFF"), colors)
        #expect(overWhite.count == 1)
        #expect(overWhite.first?.message.contains("4.00:1 in light") == true, "\(overWhite.map(\.message))")
        #expect(try await Self.contrast(nested("#000000"), colors).isEmpty)
    }

    /// An Android colour is named in Android's order, `#AARRGGBB`, as the file wrote it: SeriesGuide
    /// 72ea839fc `item_show.xml:58`'s `sg_black_40` (`#66000000`, black at 40%) was "#00000066",
    /// which an Android reader takes for an opaque dark blue. #66000000 over white is 0.6 × 255 =
    /// 153, #999999 (luminance 0.3185): 1.05 / 0.3685 = 2.84:1.
    @Test func aTranslucentColourIsNamedAsAndroidWritesIt() async throws {
        let colors = ["res/values/colors.xml": #"<resources><color name="sg_black_40">#66000000</color></resources>"#]
        let written = try await Self.contrast(Self.layout(root: "#FFFFFF", text: "#66000000"))
        #expect(written.first?.message.hasPrefix("#66000000 on #ffffff is 2.84:1") == true, "\(written.map(\.message))")
        let resource = try await Self.contrast(Self.layout(root: "#FFFFFF", text: "@color/sg_black_40"), colors)
        #expect(resource.first?.property("text") == "sg_black_40 (#66000000)", "\(resource.map(\.properties))")
        // Must not change: an opaque colour is #rrggbb, its alpha left out as the file may write it.
        let opaque = try await Self.contrast(Self.layout(root: "#FFFFFF", text: "#FF777777"))
        #expect(opaque.first?.message.hasPrefix("#777777 on #ffffff is 4.47:1") == true, "\(opaque.map(\.message))")
    }
}
