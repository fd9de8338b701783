import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Uniform autosize draws text at its `autoSizeMaxTextSize` when it fits, whatever `textSize`
/// says (AppCompat's TextViewAutoSizeHelper sets the size from the range alone). Commons
/// c5d5b227 `activity_quiz_result.xml:63` gives `app:autoSizeMaxTextSize="@dimen/large_gap"`
/// (32dp) and no textSize: the score is drawn at a fixed 32 dp that no font size setting
/// changes — `text.fixed-size` — and it was reported instead as shrinking to 12/14 sp = 85.71%
/// of the default textSize it never uses. OwnTracks 25c27bee `ui_contactsheet_parameter.xml:70`
/// (maximum 16sp, minimum 1sp, style textSize 14sp) has a 1 sp floor, under 6 sp, so no
/// percentage is given; a real minimum is measured from the maximum (8/16, not 8/14).
@Suite struct AndroidAutoSizeMaximumTests {
    static func layout(_ attributes: String) -> String {
        #"<FrameLayout \#(AndroidCodeTextTests.namespaces) android:layout_width="match_parent" android:layout_height="250dp">"#
            + #"<androidx.appcompat.widget.AppCompatTextView android:id="@+id/score" android:layout_width="match_parent" android:layout_height="match_parent" android:maxLines="1" android:text="@string/sample" app:autoSizeTextType="uniform" \#(attributes)/>"#
            + "</FrameLayout>"
    }
    static let dimens = #"<resources><dimen name="large_gap">32dp</dimen></resources>"#

    static func element(_ attributes: String) throws -> ScannedElement? {
        try AndroidCodeTextTests.elements("quiz", ["res/layout/quiz.xml": layout(attributes), "res/values/dimens.xml": dimens])["score"]
    }

    static func findings(_ attributes: String, _ rule: String) async throws -> [Finding] {
        let files = ["res/layout/quiz.xml": layout(attributes), "res/values/dimens.xml": dimens, "res/values/strings.xml": AndroidCodeTextTests.strings]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == rule }
    }

    @Test func aMaximumInDpIsAFixedSizeThatDoesNotShrinkAChosenSize() async throws {
        let attributes = #"app:autoSizeMaxTextSize="@dimen/large_gap""#
        #expect(try Self.element(attributes)?.font == .fixed(size: 32, unit: "dp", weight: .regular, family: nil))
        let fixed = try await Self.findings(attributes, "text.fixed-size")
        #expect(fixed.count == 1)
        #expect(fixed.first?.message.hasPrefix("autoSizeMaxTextSize is a fixed 32dp") == true, "\(fixed.map(\.message))")
        #expect(try await Self.findings(attributes, "text.shrinks").isEmpty)
    }

    @Test func aMaximumInSpScalesAndTheShrinkIsMeasuredFromIt() async throws {
        let attributes = #"android:textSize="14sp" app:autoSizeMaxTextSize="16sp" app:autoSizeMinTextSize="1sp""#
        let label = try Self.element(attributes)
        #expect(label?.font == .scaled(size: 16, relativeTo: nil, weight: .regular, family: nil))
        // 1 sp is a floor, not a size (Calendar 14816e9a `widget_date.xml:46`): no percentage.
        #expect(label?.shrink != nil && label?.shrink?.minimumScale == nil)
        #expect(try await Self.findings(attributes, "text.fixed-size").isEmpty)
        #expect(try await Self.findings(attributes, "text.shrinks").count == 1)
        // A minimum of 6 sp or more is measured from the maximum: 8 of 16, not of 14.
        #expect(try Self.element(#"android:textSize="14sp" app:autoSizeMaxTextSize="16sp" app:autoSizeMinTextSize="8sp""#)?.shrink?.minimumScale == 0.5)
    }

    @Test func aMinimumInDpIsJudgedAgainstTheSize() throws {
        // 8 dp of 16 sp: 50% at the default font size, less at larger ones.
        let label = try Self.element(#"android:textSize="16sp" app:autoSizeMinTextSize="8dp""#)
        #expect(label?.shrink?.minimumScale == 0.5)
    }
}
