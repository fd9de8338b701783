import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// `target.small` recall on Android (fresh-droid29a, SimpleTimeTracker): a tappable `wrap_content`
/// container whose only child is one line of text is as tall as that line.
/// `item_complex_rule_layout.xml:35`, `btnComplexRuleButtonDisable`, a `CardView` tapped through
/// the app's `setOnClickWith` (`ComplexRulesAdapterDelegate.kt:64`) around a 12 sp `TextView`
/// with 4 dp of padding, is about 25 dp tall; its height was unknown, so it was never judged.
@Suite struct AndroidTextHostTargetTests {
    static func card(_ id: String, _ attributes: String = "", _ children: String = label(), width: String = "wrap_content") -> String {
        """
        <androidx.cardview.widget.CardView android:id="@+id/\(id)" android:layout_width="\(width)" android:layout_height="wrap_content" \(attributes)>
        \(children)
        </androidx.cardview.widget.CardView>
        """
    }

    static func label(_ extra: String = "") -> String {
        #"<TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:padding="4dp" android:textSize="12sp" android:text="Pause" \#(extra)/>"#
    }

    static func smallTargets(_ cards: [String], ids: [String]) async throws -> [Finding] {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            \(cards.joined(separator: "\n"))
            </LinearLayout>
            """
        let calls = ids.map { "binding.\($0).setOnClickListener { toggle() }" }.joined(separator: "\n        ")
        let kotlin = """
            class RuleActivity : AppCompatActivity() {
                private lateinit var binding: ActivityRuleBinding
                fun setUp() {
                    \(calls)
                }
            }
            """
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/activity_rule.xml": layout, "java/app/RuleActivity.kt": kotlin])
        return report.findings.findings.filter { $0.rule == "target.small" }
    }

    @Test func aCardAroundOneLineOfTextIsAsTallAsIt() async throws {
        // Must fire: 12 sp is a 17 dp line (font padding on), plus 2 × 4 dp of padding: 25 dp;
        // with a 2 dp margin on the text and 3 dp of content padding on a card, 35 dp; a card as
        // wide as its parent whose text keeps to one line, 25 dp.
        let small = try await Self.smallTargets(
            [
                Self.card("pause"),
                Self.card("padded", #"app:contentPadding="3dp" app:cardUseCompatPadding="false""#, Self.label(#"android:layout_margin="2dp""#)),
                Self.card("line", "", Self.label(#"android:maxLines="1""#), width: "match_parent"),
            ], ids: ["pause", "padded", "line"])
        #expect(small.map(\.id).sorted() == ["line", "padded", "pause"], "\(small.map(\.message))")
        #expect(small.first { $0.id == "pause" }?.message.hasPrefix("hit area 25 dp tall is under") == true, "\(small.map(\.message))")
        #expect(small.first { $0.id == "padded" }?.message.hasPrefix("hit area 35 dp tall is under") == true, "\(small.map(\.message))")
    }

    @Test func aCardWhoseHeightIsNotItsTextsIsNotJudgedByIt() async throws {
        // Must not fire: a card of minHeight 48 dp; one of two children (one line each, but the
        // height is their sum or their layout's); one whose compat padding depends on its
        // elevation; one in a style a theme names; a text that may wrap in a card as wide as its parent.
        let two = Self.label() + Self.label()
        let small = try await Self.smallTargets(
            [
                Self.card("tall", #"android:minHeight="48dp""#), Self.card("pair", "", two),
                Self.card("compat", #"app:cardUseCompatPadding="true""#), Self.card("themed", #"style="?attr/ruleCardStyle""#),
                Self.card("wide", width: "match_parent"),
            ], ids: ["tall", "pair", "compat", "themed", "wide"])
        #expect(small.map(\.id) == [], "\(small.map(\.message))")
    }
}
