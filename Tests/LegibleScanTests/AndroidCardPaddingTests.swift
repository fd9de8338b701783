import LegibleReporting
import LegibleScan
import Testing

/// A `CardView`'s content is inset by `app:contentPadding`, not `android:padding` (androidx
/// `CardView.setPadding` does nothing; its constructor pads by the content padding, plus a shadow's
/// room only with `cardUseCompatPadding`, `CardViewApi21Impl`).
@Suite struct AndroidCardPaddingTests {
    typealias Solve = AndroidLayoutSolveTests

    // Three cards share a row: row content = screen − 2 × 8; each card has 4 + 4 margins, so at 360
    // each is (344 − 24) / 3 = 106.67 wide and its text 106.67 − 2 × 16 = 74.67; at 320,
    // (304 − 24) / 3 = 93.33 and 61.33. android:padding on the card changes nothing.
    @Test func cardsInsetTheirContentByContentPadding() throws {
        let card = { (id: String, extra: String) in
            #"""
            <androidx.cardview.widget.CardView android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:layout_margin="4dp" app:contentPadding="16dp" \#(extra)>
                <TextView android:id="@+id/\#(id)" android:layout_width="match_parent" android:layout_height="wrap_content" android:textSize="14sp" android:text="Automatic"/>
            </androidx.cardview.widget.CardView>
            """#
        }
        let elements = try Solve.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal" android:padding="8dp">
            \#(card("a", "")) \#(card("b", #"android:padding="40dp""#)) \#(card("c", #"app:contentPaddingLeft="8dp""#))
            </LinearLayout>
            """#, screens: [320, 360])
        #expect(Solve.close(Solve.widths(elements, "a"), [320: 280.0 / 3 - 32, 360: 320.0 / 3 - 32]))
        #expect(Solve.close(Solve.widths(elements, "b"), [320: 280.0 / 3 - 32, 360: 320.0 / 3 - 32]))
        // contentPaddingLeft replaces the left side only: 8 + 16.
        #expect(Solve.close(Solve.widths(elements, "c"), [320: 280.0 / 3 - 24, 360: 320.0 / 3 - 24]))
    }

    // Must not be solved: a card that adds room for its shadow (cardUseCompatPadding).
    @Test func compatPaddingIsUnknown() throws {
        let elements = try Solve.read(
            #"""
            <androidx.cardview.widget.CardView NS android:layout_width="match_parent" android:layout_height="wrap_content" app:cardUseCompatPadding="true">
                <TextView android:id="@+id/t" android:layout_width="match_parent" android:layout_height="wrap_content" android:textSize="14sp" android:text="Automatic"/>
            </androidx.cardview.widget.CardView>
            """#, screens: [320, 360])
        #expect(elements["t"]?.screenTextWidths.isEmpty == true)
    }

    /// Vinyl f586ae16 `card_author.xml:17`: a match_parent text in a `cardUseCompatPadding` card
    /// was a note saying "the screen's width is not known", though the layout was solved at 320,
    /// 360 and 411 dp; the note gives the card's shadow room. Must not change: the same text in a
    /// plain card is solved, so it has no note.
    @Test func aCompatPaddingNoteNamesTheShadowNotTheScreen() async throws {
        let card = { (compat: String) in
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
                <androidx.cardview.widget.CardView android:layout_width="match_parent" android:layout_height="wrap_content" android:layout_margin="16dp" \#(compat)>
                    <TextView android:id="@+id/t" android:layout_width="match_parent" android:layout_height="wrap_content" android:textSize="14sp" android:maxLines="1" android:text="Automatic"/>
                </androidx.cardview.widget.CardView>
            </LinearLayout>
            """#
        }
        func notes(_ layout: String) async throws -> [String] {
            let report = try await AndroidTargetJudgingTests.scan([
                "res/layout/main.xml": layout.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces)
            ])
            return report.findings.findings.filter { $0.rule == "overflow.unknown-width" }.map(\.message)
        }
        let compat = try await notes(card(#"app:cardUseCompatPadding="true""#))
        #expect(compat.count == 1)
        #expect(compat.first?.contains("its card adds room for a shadow (cardUseCompatPadding)") == true, "\(compat)")
        #expect(compat.first?.contains("screen's width is not known") == false, "\(compat)")
        #expect(try await notes(card("")).isEmpty)
        let elements = try Solve.read(card(#"app:cardUseCompatPadding="true""#), screens: [320, 360])
        #expect(elements["t"]?.unsolvedReason?.contains("cardUseCompatPadding") == true)
        #expect(try Solve.read(card(""), screens: [320, 360])["t"]?.unsolvedReason == nil)
    }

    /// Amaze 5cb924a1 `fragment_ftp.xml:23`: a match_parent ConstraintLayout in a compat-padding
    /// card said it was "as wide as its content"; its width is unknown for the card's reason.
    @Test func aConstraintLayoutInACompatPaddingCardKeepsTheCardsReason() throws {
        let elements = try Solve.read(
            #"""
            <FrameLayout NS android:layout_width="match_parent" android:layout_height="match_parent">
                <androidx.cardview.widget.CardView android:layout_width="match_parent" android:layout_height="wrap_content" app:cardUseCompatPadding="true">
                    <androidx.constraintlayout.widget.ConstraintLayout android:layout_width="match_parent" android:layout_height="wrap_content">
                        <TextView android:id="@+id/t" android:layout_width="match_parent" android:layout_height="wrap_content" android:maxLines="1" android:text="Start"
                            app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toEndOf="parent"/>
                    </androidx.constraintlayout.widget.ConstraintLayout>
                </androidx.cardview.widget.CardView>
            </FrameLayout>
            """#, screens: [320, 360])
        #expect(elements["t"]?.unsolvedReason?.contains("cardUseCompatPadding") == true, "\(String(describing: elements["t"]?.unsolvedReason))")
    }
}
