import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33, fresh-android14b D1: Kotatsu 34f6e523 `item_checkable_new.xml:2`, a
/// `ListItemTextView` whose constructor defaults `defStyleAttr` to `R.attr.listItemTextViewStyle`
/// (ListItemTextView.kt:28). The theme sets that to `Widget.Kotatsu.ListItemTextView`
/// (values/themes.xml:73), whose `android:minHeight` is `?android:listPreferredItemHeightSmall`
/// (styles.xml:148): a 48 dp row, not its 22 dp line.
@Suite struct AndroidDefaultStyleAttributeTests {
    static let ns = AndroidContentViewTests.namespaces

    static let listItemTextView = """
        package org.koitharu.kotatsu.core.ui.widgets

        class ListItemTextView @JvmOverloads constructor(
        \tcontext: Context,
        \tattrs: AttributeSet? = null,
        \t@AttrRes defStyleAttr: Int = R.attr.listItemTextViewStyle,
        ) : AppCompatCheckedTextView(context, attrs, defStyleAttr) {
        }
        """

    static func files(themeItem: String, view: String = listItemTextView) -> [String: String] {
        [
            "AndroidManifest.xml": AndroidThemeTests.manifest("@style/Theme.Kotatsu"),
            "res/values/themes.xml": """
            <resources><style name="Theme.Kotatsu" parent="Theme.Material3.DayNight.NoActionBar">\(themeItem)</style>
            <style name="Widget.Kotatsu.ListItemTextView" parent="">
                <item name="android:minHeight">?android:listPreferredItemHeightSmall</item>
                <item name="android:paddingStart">?android:listPreferredItemPaddingStart</item>
            </style></resources>
            """,
            "res/values/attrs.xml": "<resources><attr name=\"listItemTextViewStyle\" /></resources>",
            "res/layout/item_checkable_new.xml": ##"""
            <org.koitharu.kotatsu.core.ui.widgets.ListItemTextView \##(ns) android:id="@+id/text" android:layout_width="match_parent"
                android:layout_height="wrap_content" android:clickable="true" android:text="Reading" android:textSize="16sp"/>
            """##,
            "java/org/koitharu/kotatsu/core/ui/widgets/ListItemTextView.kt": view,
            "java/CheckableAD.kt": "class CheckableAD { fun bind(b: ItemCheckableNewBinding) { b.root.setOnClickListener { toggle() } } }",
        ]
    }

    static func small(_ files: [String: String]) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" && $0.severity > .note }.map(\.id)
    }

    @Test func kotatsusListItemTakesTheThemesDefaultStyle() async throws {
        // Must NOT fire: the theme's style gives it a 48 dp minimum height.
        let themed = Self.files(themeItem: "<item name=\"listItemTextViewStyle\">@style/Widget.Kotatsu.ListItemTextView</item>")
        #expect(try await Self.small(themed).isEmpty)
        // Java's `this(context, attrs, R.attr.x)` names the attribute too.
        let java = """
            public class ListItemTextView extends AppCompatCheckedTextView {
                public ListItemTextView(Context context, AttributeSet attrs) { this(context, attrs, R.attr.listItemTextViewStyle); }
                public ListItemTextView(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); }
            }
            """
        var javaFiles = Self.files(themeItem: "<item name=\"listItemTextViewStyle\">@style/Widget.Kotatsu.ListItemTextView</item>", view: "")
        javaFiles["java/org/koitharu/kotatsu/core/ui/widgets/ListItemTextView.kt"] = nil
        javaFiles["java/org/koitharu/kotatsu/core/ui/widgets/ListItemTextView.java"] = java
        #expect(try await Self.small(javaFiles).isEmpty)
    }

    @Test func aThemeThatSetsNoStyleLeavesTheLine() async throws {
        // Must fire: no theme sets the attribute, so the view is its 16 sp line, about 22 dp.
        #expect(try await Self.small(Self.files(themeItem: "")) == ["text"])
        // Must fire: a class that names no default style attribute takes nothing from the theme.
        let plain = "class ListItemTextView(context: Context, attrs: AttributeSet?) : AppCompatCheckedTextView(context, attrs) {\n}"
        let unnamed = Self.files(themeItem: "<item name=\"listItemTextViewStyle\">@style/Widget.Kotatsu.ListItemTextView</item>", view: plain)
        #expect(try await Self.small(unnamed) == ["text"])
    }
}
