import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Issue 33, fresh-android25a pattern 5: element-android 4c04cbf5 `SettingsInformationItem.kt:31`
/// always runs `holder.textView.setTextColor(textColor)`, `textView` being Epoxy's
/// `val textView by bind<TextView>(R.id.settings_item_information)` (`:35`); the colour of
/// `item_settings_information.xml:13` (#737D8C on white, 4.16:1) is a placeholder, and its
/// `contrast.text` error is a note, as for a view code looks up with `findViewById`.
@Suite struct AndroidEpoxyHolderTests {
    static let layout = ##"""
        <FrameLayout \##(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content"
            android:background="#FFFFFF">
            <TextView android:id="@+id/settings_item_information" android:layout_width="match_parent" android:layout_height="wrap_content"
                android:textSize="12sp" android:textColor="#737D8C" tools:text="Information"/>
        </FrameLayout>
        """##

    static func item(_ bind: String) -> String {
        """
        @EpoxyModelClass
        abstract class SettingsInformationItem : VectorEpoxyModel<SettingsInformationItem.Holder>(R.layout.item_settings_information) {
            @EpoxyAttribute lateinit var message: String
            @EpoxyAttribute @ColorInt var textColor: Int = 0
            override fun bind(holder: Holder) {
                super.bind(holder)
                holder.textView.text = message
        \(bind)
            }
            class Holder : VectorEpoxyHolder() {
                val textView by bind<TextView>(R.id.settings_item_information)
            }
        }
        """
    }

    static func severities(_ code: String) async throws -> [Severity] {
        let files = ["res/layout/item_settings_information.xml": Self.layout, "java/app/SettingsInformationItem.kt": code]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "contrast.text" }.map(\.severity)
    }

    @Test func aColourSetThroughAnEpoxyBoundViewMakesTheLayoutsAPlaceholder() async throws {
        // Must not fire: code always sets the colour.
        #expect(try await Self.severities(Self.item("        holder.textView.setTextColor(textColor)")) == [.note])
        // Must fire: the holder binds the view but never recolours it.
        #expect(try await Self.severities(Self.item("")) == [.error])
    }

    @Test func epoxyBindDelegatesNameTheirViews() {
        let code = "val textView by bind<TextView>(R.id.settings_item_information)\nval icon: ImageView by bind(R.id.item_icon)\nval other by lazy { 1 }"
        let aliases = AndroidSourceFacts.epoxyBindAliases(in: Array(code.utf8))
        #expect(aliases == ["textView": AndroidSourceFacts.key("settings_item_information"), "icon": AndroidSourceFacts.key("item_icon")])
    }
}
