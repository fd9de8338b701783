import Foundation
import Testing

@testable import LegibleScan

/// Fresh judge droid29a (SimpleTimeTracker), three wrong findings on views that show no text:
/// `icon_selection_layout.xml:101`, a TextView of style `ButtonTimeAdjust` (text "+/-", autosize)
/// whose own `android:text=""` and lack of id leave it an empty rounded border, was a `text.shrinks`
/// warning; `item_emoji_layout.xml:10`, an emoji picker's cell (`tools:text="\uD83D\uDE00"`,
/// code sets `item.emojiText`), was one on a picture; `records_container_fragment.xml:144`, a
/// MaterialButton whose style gives an arrow icon and no text, was a 2.48:1 `contrast.text` error.
@Suite struct AndroidTextlessStyledViewTests {
    static let ns = AndroidContentViewTests.namespaces

    static let styles = """
        <resources>
        <style name="TimeAdjust"><item name="android:background">#ffffff</item><item name="android:text">+/-</item>\
        <item name="android:textColor">#a1a1a1</item><item name="autoSizeMinTextSize">1sp</item><item name="autoSizeTextType">uniform</item></style>
        <style name="AppButton"><item name="android:textColor">#fafafa</item><item name="backgroundTint">#90a4ae</item></style>
        <style name="RangeButton" parent="AppButton"><item name="icon">@drawable/arrow_left</item></style>
        </resources>
        """

    static let code = """
        class RangeFragment : Fragment() {
            fun bind(binding: MainBinding, item: Item, value: String, title: String) {
                binding.next.setOnClickListener { }
                binding.plainButton.setOnClickListener { }
                binding.labelled.text = title
                binding.adjustFilled.text = value
                binding.tvEmojiItem.text = item.emojiText
                binding.tvTitleItem.text = item.title
                binding.tvEmojiName.text = item.name
            }
        }
        """

    static func findings(_ views: String, rule: String) async throws -> [String] {
        let layout = """
            <LinearLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical" android:background="#ffffff">
            \(views)
            </LinearLayout>
            """
        let files = ["res/layout/main.xml": layout, "res/values/styles.xml": styles, "java/app/RangeFragment.kt": code]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == rule && $0.severity > .note }.map(\.id).sorted()
    }

    /// The view's own `android:text=""` replaces its style's "+/-": with no id, no code can fill it.
    @Test func anEmptyOwnTextOverStylesTextShrinksNothing() async throws {
        let views = """
            <FrameLayout android:layout_width="36dp" android:layout_height="36dp">
                <androidx.appcompat.widget.AppCompatTextView style="@style/TimeAdjust" android:layout_width="match_parent" android:layout_height="match_parent" android:text=""/>
            </FrameLayout>
            <androidx.appcompat.widget.AppCompatTextView android:id="@+id/adjust_shown" style="@style/TimeAdjust" android:layout_width="40dp" android:layout_height="30dp"/>
            <androidx.appcompat.widget.AppCompatTextView android:id="@+id/adjust_filled" style="@style/TimeAdjust" android:layout_width="40dp" android:layout_height="30dp" android:text=""/>
            """
        // Must fire: the style's text shows, and code fills the other empty one. Must not: the empty border.
        #expect(try await Self.findings(views, rule: "text.shrinks") == ["adjust_filled", "adjust_shown"])
    }

    /// An emoji sample on a view whose id names emoji, filled by code, is a picture sized to its cell.
    @Test func anEmojiSampleOnAnEmojiViewCodeFillsIsNotShrinkingText() async throws {
        func view(_ id: String, _ sample: String) -> String {
            ##"<androidx.appcompat.widget.AppCompatTextView android:id="@+id/\##(id)" android:layout_width="48dp" android:layout_height="wrap_content" android:textColor="#333333" app:autoSizeTextType="uniform" tools:text="\##(sample)"/>"##
        }
        let views = [view("tvEmojiItem", #"\uD83D\uDE00"#), view("tvTitleItem", #"\uD83D\uDE00"#), view("tvEmojiName", "Grinning face")].joined(separator: "\n")
        // Must fire: an id that does not say emoji, or a sample of words. Must not: the emoji cell.
        #expect(try await Self.findings(views, rule: "text.shrinks") == ["tvEmojiName", "tvTitleItem"])
    }

    @Test func javaUnicodeEscapesDecodeSurrogatePairs() {
        #expect(AndroidLayoutWalk.decodingUnicodeEscapes(#"\uD83D\uDE00"#) == "😀")
        #expect(AndroidLayoutWalk.decodingUnicodeEscapes(#"a\u0041\u"#) == #"aA\u"#)
    }

    /// A button whose style gives an icon and no text, which code only clicks, has no text to measure.
    @Test func anIconOnlyButtonCodeOnlyClicksHasNoTextToMeasure() async throws {
        func button(_ id: String, _ style: String) -> String {
            ##"<com.google.android.material.button.MaterialButton android:id="@+id/\##(id)" style="@style/\##(style)" android:layout_width="120dp" android:layout_height="wrap_content"/>"##
        }
        let views = [button("next", "RangeButton"), button("labelled", "RangeButton"), button("plainButton", "AppButton")].joined(separator: "\n")
        // Must fire: code sets `labelled`'s text; `plainButton` has no icon and code names it. Must not: `next`.
        #expect(try await Self.findings(views, rule: "contrast.text") == ["labelled", "plainButton"])
    }
}
