import LegibleScan
import Testing

/// Weighted children of written dp widths in a horizontal `LinearLayout` as wide as its content.
/// Worked from AOSP `LinearLayout.measureHorizontal`: in a row whose width spec is not EXACTLY,
/// `widthSize = resolveSizeAndState(max(mTotalLength, getSuggestedMinimumWidth()), spec)`, so
/// when the children fit `delta = widthSize − mTotalLength` is 0 and each weighted child keeps
/// its own measured width (`childWidth = getMeasuredWidth() + share`); when they do not, the
/// negative delta is shared by weight. In an EXACTLY row the positive excess is shared.
@Suite struct AndroidWrappedWeightTests {
    typealias Solve = AndroidLayoutSolveTests

    /// Vinyl f586ae16 `notification.xml:78-146`: the `media_actions` row is `wrap_content`
    /// beside a weighted `match_parent` title column, in a 64 dp tall root; its four 40 dp
    /// ImageButtons have `layout_weight="1"`. `ROW` is the actions row's `layout_width`, `EXTRA`
    /// more of its attributes, `BUTTON` the buttons' `layout_width`.
    static func notification(row: String = "wrap_content", extra: String = "", button: String = "40dp") -> String {
        let button = { (id: String) in
            ##"""
            <ImageButton android:id="@+id/\##(id)" android:layout_width="\##(button)" android:layout_height="match_parent"
                android:layout_marginLeft="0dp" android:layout_marginRight="0dp" android:layout_weight="1"
                android:background="?attr/selectableItemBackground" android:padding="5dp" android:scaleType="fitCenter"/>
            """##
        }
        return ##"""
            <LinearLayout \##(AndroidFilledHeightTargetTests.namespaces) android:id="@+id/root" android:layout_width="match_parent"
                android:layout_height="64dp" android:baselineAligned="false" android:orientation="horizontal">
                <FrameLayout android:id="@+id/icon_group" android:layout_width="64dp" android:layout_height="64dp" android:layout_weight="0"/>
                <LinearLayout android:id="@+id/media_titles" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:layout_weight="1" android:orientation="vertical"/>
                <LinearLayout android:id="@+id/media_actions" android:layout_width="\##(row)" android:layout_height="match_parent"
                    android:layout_marginEnd="6dp" android:layout_marginRight="2dp" android:orientation="horizontal" \##(extra)>
                    \##(button("action_prev")) \##(button("action_play_pause")) \##(button("action_next")) \##(button("action_fav"))
                </LinearLayout>
            </LinearLayout>
            """##
    }

    static let buttons = ["action_prev", "action_play_pause", "action_next", "action_fav"]

    // Must fire: the row is 4 × 40 = 160 dp, which fits, so the weights share nothing and each
    // button is 40 × 64 dp, as it is without the weight.
    @Test func weightedDpButtonsInAWrapContentRowKeepTheirWidth() throws {
        for id in Self.buttons {
            let button = try #require(try AndroidFilledHeightTargetTests.element(id, layout: Self.notification()))
            #expect(button.width == 40, "\(id)")
            #expect(button.height == 64, "\(id)")
        }
    }

    // Must not fire: in a match_parent row (EXACTLY) the buttons grow by a share of the spare
    // width, which differs by screen; in a 200 dp row each is 40 + 40 / 4 = 50 dp, not its
    // written 40; a 0dp weighted button is measured as wrap_content there; a row with a
    // minWidth may be wider than its children, and the weights share the difference.
    @Test func aRowThatSharesSpaceOrZeroWidthsStayUnknown() throws {
        let layouts = [
            Self.notification(row: "match_parent"), Self.notification(row: "200dp"), Self.notification(button: "0dp"),
            Self.notification(extra: #"android:minWidth="240dp""#),
        ]
        for layout in layouts {
            let button = try #require(try AndroidFilledHeightTargetTests.element("action_prev", layout: layout))
            #expect(button.width == nil)
        }
    }

    // A fixed row its weighted children exactly fill shares nothing either: 160 dp, 40 each.
    @Test func aFixedRowTheyFillKeepsTheirWidth() throws {
        let button = try #require(try AndroidFilledHeightTargetTests.element("action_prev", layout: Self.notification(row: "160dp")))
        #expect(button.width == 40)
    }

    // Text views too: two 100 dp weighted texts in a wrap_content row of a 16 dp-padded screen
    // are 100 dp each at 320 and 360 (200 fits in 288 and 328). Three 120 dp ones do not fit at
    // 320 (360 > 288): each loses a third of the 72 dp, 96; at 360 (328) a third of 32.
    @Test func weightedDpTextsInAWrapContentRowKeepOrShareTheirWidth() throws {
        let text = { (id: String, width: Int) in
            #"<TextView android:id="@+id/\#(id)" android:layout_width="\#(width)dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="Label"/>"#
        }
        let elements = try Solve.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical" android:padding="16dp">
                <LinearLayout android:layout_width="wrap_content" android:layout_height="wrap_content">\#(text("a", 100))\#(text("b", 100))</LinearLayout>
                <LinearLayout android:layout_width="wrap_content" android:layout_height="wrap_content">\#(text("c", 120))\#(text("d", 120))\#(text("e", 120))</LinearLayout>
            </LinearLayout>
            """#, screens: [320, 360])
        #expect(Solve.close(Solve.widths(elements, "a"), [320: 100, 360: 100]))
        #expect(Solve.close(Solve.widths(elements, "b"), [320: 100, 360: 100]))
        #expect(Solve.close(Solve.widths(elements, "c"), [320: 96, 360: 120 - 32.0 / 3]))
    }
}
