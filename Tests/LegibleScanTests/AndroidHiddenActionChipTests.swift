import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33, fresh-android18a class 2: pocket-casts-android `item_carousel.xml:40` and
/// `item_top_ranked.xml:40` are 20 dp `Widget.MaterialComponents.Chip.Action` tags ("FEATURED")
/// with `importantForAccessibility="no"`, whose code only sets their text, colours and
/// visibility: badges, not targets. Their explicit chip style no longer cancels the badge exemption.
@Suite struct AndroidHiddenActionChipTests {
    private static func chip(_ id: String, style: String = "Widget.MaterialComponents.Chip.Action", _ attributes: String = "") -> String {
        #"<com.google.android.material.chip.Chip android:id="@+id/\#(id)" style="@style/\#(style)" android:layout_width="wrap_content" android:layout_height="20dp" android:text="FEATURED" app:chipMinTouchTargetSize="0dp" \#(attributes)/>"#
    }

    @Test func aHiddenActionChipNothingListensToIsABadge() async throws {
        let hidden = #"android:importantForAccessibility="no""#
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            \(Self.chip("lblTagline", hidden))
            \(Self.chip("listened", hidden))
            \(Self.chip("shown"))
            \(Self.chip("filter", style: "Widget.MaterialComponents.Chip.Filter", hidden))
            \(Self.chip("clickable", hidden + #" android:clickable="true""#))
            </LinearLayout>
            """
        let kotlin = """
            class CarouselListRowAdapter {
                fun onCreateViewHolder(parent: ViewGroup): View {
                    val view = LayoutInflater.from(parent.context).inflate(R.layout.item_carousel, parent, false)
                    val tagline = view.findViewById<Chip>(R.id.lblTagline)
                    tagline.text = "FEATURED"
                    tagline.isVisible = true
                    tagline.setTextColor(color)
                    tagline.chipBackgroundColor = ColorStateList.valueOf(color)
                    view.findViewById<Chip>(R.id.listened).setOnClickListener { open() }
                    return view
                }
            }
            """
        let found = try await AndroidTargetJudgingTests.scan([
            "AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/AppTheme"/></manifest>"#,
            "res/values/styles.xml": #"<resources><style name="AppTheme" parent="Theme.MaterialComponents.Light.NoActionBar"/></resources>"#,
            "res/layout/item_carousel.xml": layout, "java/CarouselListRowAdapter.kt": kotlin,
        ]).findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
        // Must fire: a listener in code, a chip accessibility reads, a checkable kind, `clickable`.
        // Must not: pocket-casts' tag, hidden from accessibility, whose code only styles it.
        #expect(found == ["clickable", "filter", "listened", "shown"])
    }
}
