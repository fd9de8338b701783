import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Mastodon 24ab4a0c `sheet_link_verification_help.xml:48,114,160`: a 40×40 dp `TextView`
/// centring one digit (`tools:text="1"`, code sets `String.format("%d", i)` for 1 to 3) on an
/// oval `<shape>` with a solid fill. The fixed 16 dp step number is a badge's glyph (a note), as
/// `text.fixed-size`'s one-character badge exception says; words, or a digit outside a round
/// fill, stay warnings.
@Suite struct AndroidTextBadgeTests {
    static func number(_ id: String, text: String, background: String = "@drawable/white_circle", size: String = "40dp") -> String {
        """
        <TextView android:id="@+id/\(id)" android:layout_width="\(size)" android:layout_height="\(size)" android:gravity="center"
            android:singleLine="true" android:background="\(background)" android:textSize="16dp" \(text)/>
        """
    }

    @Test func oneDigitInItsOwnCircleIsABadge() async throws {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            \(Self.number("number1", text: #"tools:text="1""#))
            \(Self.number("number2", text: #"android:text="2""#))
            \(Self.number("word", text: #"android:text="Go""#))
            \(Self.number("square", text: #"android:text="3""#, background: "@drawable/plain_square"))
            \(Self.number("wide", text: #"android:text="4""#, size: "72dp"))
            </LinearLayout>
            """
        let code = """
            class HelpSheet {
                void show() {
                    View content = inflater.inflate(R.layout.sheet_link_verification_help, null);
                    int i = 1;
                    for (int id : new int[]{R.id.number1}) { TextView v = content.findViewById(id); v.setText(String.format("%d", i)); i++; }
                    content.findViewById(R.id.number2); content.findViewById(R.id.word); content.findViewById(R.id.square); content.findViewById(R.id.wide);
                }
            }
            """
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/sheet_link_verification_help.xml": layout,
            "res/drawable/white_circle.xml":
                ##"<shape xmlns:android="http://schemas.android.com/apk/res/android" android:shape="oval"><solid android:color="#fff"/></shape>"##,
            "res/drawable/plain_square.xml": ##"<shape xmlns:android="http://schemas.android.com/apk/res/android"><solid android:color="#fff"/></shape>"##,
            "java/app/HelpSheet.java": code,
        ])
        let fixed = Dictionary(
            report.findings.findings.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Must not warn: one digit filling its 40×40 dp circle.
        #expect(fixed["number1"]?.severity == .note, "\(fixed.mapValues(\.message))")
        #expect(fixed["number2"]?.severity == .note)
        #expect(fixed["number2"]?.message.contains("40×40 dp badge") == true, "\(fixed["number2"]?.message ?? "")")
        // Must warn: a word, a square with no rounding, a view wider than a badge.
        #expect(fixed["word"]?.severity == .warning)
        #expect(fixed["square"]?.severity == .warning)
        #expect(fixed["wide"]?.severity == .warning)
    }

    /// Apollo e983980e `view_block_clock.xml:20-45`: each digit of a block clock is a `TextView`
    /// whose style gives it 20×28 dp, centred text, a fixed 18 dp size and
    /// `@drawable/bg_block_clock_number`, a `<selector>` whose one `<item>` holds a rounded, filled
    /// `<shape>`. The selector's resting item is the badge's fill; a selector that rounds only its
    /// pressed item is no badge.
    @Test func oneDigitOnASelectorsRoundedShapeIsABadge() async throws {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="wrap_content" android:layout_height="wrap_content" android:orientation="horizontal">
                <TextView android:id="@+id/tile_digit" style="@style/tile_digit" tools:text="1" />
                <TextView android:id="@+id/pressed_digit" style="@style/tile_digit" android:background="@drawable/pressed_round" tools:text="2" />
            </LinearLayout>
            """
        let styles = """
            <resources><style name="tile_digit"><item name="android:layout_width">20dp</item><item name="android:layout_height">28dp</item>
            <item name="android:background">@drawable/tile_fill</item><item name="android:gravity">center</item>
            <item name="android:textSize">18dp</item></style></resources>
            """
        let shape = ##"<shape android:shape="rectangle"><corners android:radius="3dp"/><solid android:color="#fff"/></shape>"##
        let selector = #"<selector xmlns:android="http://schemas.android.com/apk/res/android">"#
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/view_tile_clock.xml": layout,
            "res/values/styles.xml": styles,
            "res/drawable/tile_fill.xml": "\(selector)<item>\(shape)</item></selector>",
            "res/drawable/pressed_round.xml":
                ##"\##(selector)<item android:state_pressed="true">\##(shape)</item><item><shape><solid android:color="#fff"/></shape></item></selector>"##,
            "java/app/TileClock.java":
                "class TileClock { void bind() { inflate(getContext(), R.layout.view_tile_clock, this); findViewById(R.id.tile_digit); findViewById(R.id.pressed_digit); } }",
        ])
        let fixed = Dictionary(
            report.findings.findings.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Must not warn: one digit filling its 20×28 dp rounded tile.
        #expect(fixed["tile_digit"]?.severity == .note, "\(fixed.mapValues(\.message))")
        #expect(fixed["tile_digit"]?.message.contains("20×28 dp badge") == true)
        // Must warn: at rest the tile is square.
        #expect(fixed["pressed_digit"]?.severity == .warning)
    }
}
