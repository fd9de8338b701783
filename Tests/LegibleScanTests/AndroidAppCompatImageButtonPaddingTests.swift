import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// An image button in an AppCompat button style is padded by the style's background: Orgzly
/// Revived 04fd283e item_refile.xml:41 (also item_settings_export.xml:41,
/// item_settings_import.xml:41, dialog_refile.xml:54), a `wrap_content` ImageButton in
/// `BorderlessButton` (parent `Base.Widget.AppCompat.Button.Borderless`, `minHeight` and
/// `minWidth` 0dp, styles.xml:240-243) around a 24 dp icon. The background
/// `btn_borderless_material` pads it 4 + 8 dp across and 6 + 4 dp down (AOSP
/// `btn_default_mtrl_shape.xml`, `dimens_material.xml`): 48×44 dp.
@Suite struct AndroidAppCompatImageButtonPaddingTests {
    static func project(styleItems: String, height: String = "wrap_content", own: String = "") -> [String: String] {
        let layout = ##"""
            <androidx.constraintlayout.widget.ConstraintLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <ImageButton android:id="@+id/item_refile_button" style="@style/BorderlessButton" android:layout_width="wrap_content"
                    android:layout_height="\##(height)" \##(own) android:src="@drawable/ic_move_to_inbox" android:contentDescription="@null"
                    app:layout_constraintBottom_toBottomOf="parent" app:layout_constraintEnd_toEndOf="parent" app:layout_constraintTop_toTopOf="parent"/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """##
        return [
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"),
            "res/values/themes.xml": #"<resources><style name="Theme.App" parent="Theme.Material3.Light"/></resources>"#,
            "res/values/styles.xml":
                #"<resources><style name="BorderlessButton" parent="Base.Widget.AppCompat.Button.Borderless">\#(styleItems)</style></resources>"#,
            "res/drawable/ic_move_to_inbox.xml":
                #"<vector \#(AndroidLayoutReaderTests.namespaces) android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"/>"#,
            "res/layout/item_refile.xml": layout.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
        ]
    }

    static let zeroed = #"<item name="android:minHeight">0dp</item><item name="android:minWidth">0dp</item>"#

    static func messages(_ files: [String: String]) async throws -> [String] {
        try await AndroidButtonStyleMinimumTests.smallTargets(files).map(\.message)
    }

    // Must fire: Orgzly's style zeroes the minimum, so the button is its icon and its
    // background's padding, 24 + 12 + 12 wide and 24 + 10 + 10 tall.
    @Test func theBackgroundsPaddingMakesTheOrgzlyButton48By44() async throws {
        let orgzly = try await Self.messages(Self.project(styleItems: Self.zeroed))
        #expect(orgzly == ["hit area 48×44 dp is under the Material Design minimum of 48×48 dp; grow it by 2 dp top and bottom"])
        // Padding of its own replaces the background's on the sides it sets: 0 top, 10 bottom.
        let own = try await Self.messages(Self.project(styleItems: Self.zeroed, own: #"android:paddingTop="0dp""#))
        #expect(own.first?.contains("48×34 dp") == true, "\(own)")
    }

    // Must not fire: the style keeps AppCompat's 48 dp minimum height (its own or the library's),
    // or the layout gives the button 48 dp.
    @Test func aMinimumOrAnExplicitHeightOf48Passes() async throws {
        let minimum = #"<item name="android:minHeight">48dp</item><item name="android:minWidth">0dp</item>"#
        let kept = try await Self.messages(Self.project(styleItems: minimum))
        let library = try await Self.messages(Self.project(styleItems: #"<item name="android:minWidth">0dp</item>"#))
        let tall = try await Self.messages(Self.project(styleItems: Self.zeroed, height: "48dp"))
        #expect(kept.isEmpty && library.isEmpty && tall.isEmpty, "\(kept) \(library) \(tall)")
    }
}
