import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// An image button in a button style is at least the style's `minHeight`: SeriesGuide 72ea839f
/// fragment_overview.xml:62, `:75`, `:88`, a 48 dp wide `wrap_content` ImageButton with
/// `style="?attr/borderlessButtonStyle"` and a 24 dp icon. In a Material 3 theme the attribute
/// names `Widget.Material3.Button.TextButton`, which inherits `Widget.AppCompat.Button`'s
/// `minHeight` 48dip, and `ImageView.onMeasure` takes the larger of the icon and the minimum:
/// 48×48, not 48×24.
@Suite struct AndroidButtonStyleMinimumTests {
    static func project(style: String, themeItems: String = "", theme: String = "Theme.Material3.Light") -> [String: String] {
        let layout = ##"""
            <androidx.constraintlayout.widget.ConstraintLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <ImageButton android:id="@+id/buttonOverviewEditReleaseTime" \##(style) android:layout_width="48dp" android:layout_height="wrap_content"
                    android:layout_marginTop="6dp" android:background="?attr/selectableItemBackgroundBorderless" android:contentDescription="@null"
                    app:layout_constraintEnd_toEndOf="parent" app:layout_constraintTop_toTopOf="parent" app:srcCompat="@drawable/ic_schedule_black_24dp"/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """##
        return [
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"),
            "res/values/themes.xml": #"<resources><style name="Theme.App" parent="\#(theme)">\#(themeItems)</style></resources>"#,
            "res/drawable/ic_schedule_black_24dp.xml":
                #"<vector \#(AndroidLayoutReaderTests.namespaces) android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"/>"#,
            "res/layout/fragment_overview.xml": layout.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
        ]
    }

    static func smallTargets(_ files: [String: String]) async throws -> [Finding] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }
    }

    @Test func tableEqualsTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-button-min-heights.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == AndroidWidgetPadding.buttonMinimumHeights.count)
        for row in rows {
            #expect(AndroidWidgetPadding.buttonMinimumHeights[row[0]] == Double(row[1]), "\(row[0])")
        }
    }

    // Must not fire: the theme's borderless button style gives the 24 dp icon a 48 dp height, in
    // Material 3, Material Components and AppCompat themes alike.
    @Test func aThemedButtonStyleGivesTheButtonItsMinimumHeight() async throws {
        for theme in ["Theme.Material3.Light", "Theme.MaterialComponents.Light", "Theme.AppCompat.Light"] {
            let found = try await Self.smallTargets(Self.project(style: #"style="?attr/borderlessButtonStyle""#, theme: theme))
            #expect(found.isEmpty, "\(theme): \(found.map(\.message))")
        }
        // So does a library button style named directly.
        let direct = try await Self.smallTargets(Self.project(style: #"style="@style/Widget.Material3.Button.TextButton""#))
        #expect(direct.isEmpty, "\(direct.map(\.message))")
    }

    // Must fire: with no button style the button is its 24 dp icon.
    @Test func withoutAButtonStyleTheIconIsTheHeight() async throws {
        let plain = try await Self.smallTargets(Self.project(style: ""))
        #expect(plain.map(\.message) == ["hit area 48×24 dp is under the Material Design minimum of 48×48 dp; grow it by 12 dp top and bottom"])
    }

    // An app style the theme attribute names with a smaller minimum of its own (whose library
    // padding the scan does not read) leaves the height unknown rather than 24 dp.
    @Test func anAppStyleWithItsOwnMinimumLeavesTheHeightUnknown() async throws {
        var files = Self.project(style: #"style="?attr/borderlessButtonStyle""#, themeItems: #"<item name="borderlessButtonStyle">@style/Flat</item>"#)
        files["res/values/styles.xml"] =
            #"<resources><style name="Flat" parent="Widget.Material3.Button.TextButton"><item name="android:minHeight">32dp</item></style></resources>"#
        let flat = try await Self.smallTargets(files)
        #expect(!flat.contains { $0.message.contains("×24") }, "\(flat.map(\.message))")
    }
}
