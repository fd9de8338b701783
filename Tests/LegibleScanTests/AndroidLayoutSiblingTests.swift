import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Text beside views whose `wrap_content` width is not text (an icon's drawable, an included
/// layout's root), text that code shows (`visibility="gone"`), and landscape layouts: each width
/// worked out by hand from Android's measure rules in the comment above it, the ConstraintLayout
/// one also by kiwisolver (Tests/Reference/make-android-icon-constraints.py).
@Suite struct AndroidLayoutSiblingTests {
    typealias Solve = AndroidLayoutSolveTests

    /// A 24 × 24 dp vector drawable.
    static let icon =
        #"<vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"><path android:pathData="M0,0h24v24h-24z"/></vector>"#
    static let drawables = ["res/drawable/ic_info.xml": icon]

    // Row content = screen − 2·16. Icon 24 + its end margin 16 = 40 taken before the text, which
    // wraps in the rest: 320 → 248, 360 → 288. With adjustViewBounds the drawable is scaled to the
    // height, so its width is not known and neither is the text's.
    @Test func anIconBeforeTextInARowTakesItsDrawablesWidth() throws {
        let row = #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal" android:paddingHorizontal="16dp">
                <ImageView android:layout_width="wrap_content" android:layout_height="wrap_content" android:layout_marginEnd="16dp" app:srcCompat="@drawable/ic_info"BOUNDS/>
                <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Title"/>
            </LinearLayout>
            """#
        let elements = try Solve.read(row.replacingOccurrences(of: "BOUNDS", with: ""), screens: [320, 360], others: Self.drawables)
        #expect(Solve.close(Solve.widths(elements, "title"), [320: 248, 360: 288]))
        let scaled = try Solve.read(
            row.replacingOccurrences(of: "BOUNDS", with: #" android:adjustViewBounds="true""#), screens: [320, 360], others: Self.drawables)
        #expect(scaled["title"]?.screenTextWidths.isEmpty == true)
    }

    // RelativeLayout: the icon is its 24 dp drawable plus padding 4 + 4, 32 wide, at [16, 48]; the
    // title from the icon's end + 8 (56) to the parent's end − 16: screen − 72. 320 → 248, 411 → 339.
    @Test func relativeLayoutTextBesideAnIcon() throws {
        let elements = try Solve.read(
            #"""
            <RelativeLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <com.example.ThemedImageView android:id="@+id/icon" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_alignParentStart="true" android:layout_marginStart="16dp" android:padding="4dp" android:src="@drawable/ic_info"/>
                <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content" android:layout_toEndOf="@id/icon"
                    android:layout_marginStart="8dp" android:layout_alignParentEnd="true" android:layout_marginEnd="16dp" android:text="Title"/>
            </RelativeLayout>
            """#, screens: [320, 411], others: Self.drawables)
        #expect(Solve.close(Solve.widths(elements, "title"), [320: 248, 411: 339]))
    }

    static let action = #"""
        <FrameLayout NS android:layout_width="48dp" android:layout_height="48dp" android:layout_marginEnd="12dp">
            <ImageView android:layout_width="24dp" android:layout_height="24dp" android:layout_gravity="center"/>
        </FrameLayout>
        """#

    // The icon (24, start margin 16), the title between it (+8) and the include (−8), the include
    // taking its root's 48 dp and 12 dp end margin (it sets no size of its own): screen − 116.
    // kiwisolver gives the same: Tests/Reference/android-icon-constraints.json.
    @Test func constraintLayoutIconAndIncludeFixTheTitle() throws {
        let elements = try Solve.read(
            #"""
            <androidx.constraintlayout.widget.ConstraintLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <ImageView android:id="@+id/icon" android:layout_width="wrap_content" android:layout_height="wrap_content" android:layout_marginStart="16dp"
                    app:srcCompat="@drawable/ic_info" app:layout_constraintStart_toStartOf="parent"/>
                <TextView android:id="@+id/title" android:layout_width="0dp" android:layout_height="wrap_content" android:text="Title"
                    android:layout_marginStart="8dp" android:layout_marginEnd="8dp"
                    app:layout_constraintStart_toEndOf="@id/icon" app:layout_constraintEnd_toStartOf="@id/action"/>
                <include android:id="@+id/action" layout="@layout/action" app:layout_constraintEnd_toEndOf="parent"/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """#, screens: [320, 360, 411], others: Self.drawables.merging(["res/layout/action.xml": Self.action]) { first, _ in first })
        let url = packageRoot.appendingPathComponent("Tests/Reference/android-icon-constraints.json")
        let fixture = try JSONDecoder().decode([String: [String: Double]].self, from: Data(contentsOf: url).dropKiwiVersion())
        let expected = Dictionary(uniqueKeysWithValues: (fixture["title"] ?? [:]).compactMap { key, value in Double(key).map { ($0, value) } })
        #expect(expected == [320: 204, 360: 244, 411: 295])
        #expect(Solve.close(Solve.widths(elements, "title"), expected))
    }

    // Code shows the gone text: it takes what the 24 dp icon leaves, screen − 24 (296, 336). A
    // gone view that shares a weighted row may replace a sibling code hides: not known.
    @Test func goneTextIsSolvedAsShownUnlessItSharesWeights() throws {
        let elements = try Solve.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content">
                    <ImageView android:layout_width="24dp" android:layout_height="24dp"/>
                    <TextView android:id="@+id/shown" android:layout_width="wrap_content" android:layout_height="wrap_content" android:visibility="gone" android:text="Error"/>
                </LinearLayout>
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content">
                    <TextView android:id="@+id/one" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="Remove"/>
                    <TextView android:id="@+id/other" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:visibility="gone" android:text="Confirm"/>
                </LinearLayout>
            </LinearLayout>
            """#, screens: [320, 360])
        #expect(Solve.close(Solve.widths(elements, "shown"), [320: 296, 360: 336]))
        #expect(Solve.close(Solve.widths(elements, "one"), [320: 320, 360: 360]))
        #expect(elements["other"]?.screenTextWidths.isEmpty == true)
    }

    // An app's own container (its Java says it extends CoordinatorLayout) stacks its children:
    // 320 − 2·8 = 304, 360 − 16 = 344. One that overrides onMeasure lays them out its own way: unknown.
    @Test func anAppsContainerLaysOutAsTheClassItExtends() throws {
        let layout = #"""
            <com.example.FocusAwareCoordinator NS android:layout_width="match_parent" android:layout_height="match_parent">
                <TextView android:id="@+id/t" android:layout_width="match_parent" android:layout_height="wrap_content" android:layout_marginHorizontal="8dp" android:text="T"/>
            </com.example.FocusAwareCoordinator>
            """#
        let java = "package com.example;\npublic final class FocusAwareCoordinator extends androidx.coordinatorlayout.widget.CoordinatorLayout {\n}\n"
        let plain = try Solve.read(layout, screens: [320, 360], others: ["java/com/example/FocusAwareCoordinator.java": java])
        #expect(Solve.close(Solve.widths(plain, "t"), [320: 304, 360: 344]))
        let kotlin = "class FocusAwareCoordinator(context: Context) : CoordinatorLayout(context) {\n    override fun onMeasure(w: Int, h: Int) {}\n}\n"
        let measuring = try Solve.read(layout, screens: [320, 360], others: ["kotlin/com/example/FocusAwareCoordinator.kt": kotlin])
        #expect(measuring["t"]?.screenTextWidths.isEmpty == true)
    }

    static let fill =
        #"<FrameLayout NS android:layout_width="match_parent" android:layout_height="match_parent"><TextView android:id="@+id/t" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="T"/></FrameLayout>"#

    // layout-land: the configured phones on their side, 16:9 (320 → 569, 360 → 640, 411 → 731);
    // layout-large-land: at least 640 dp; a tablet's sw600dp-land: not solved.
    @Test func landscapeLayoutsAreSolvedAtPhonesOnTheirSide() throws {
        let files = ["res/layout-land/main.xml": Self.fill, "res/layout-large-land/main.xml": Self.fill, "res/layout-sw600dp-land/main.xml": Self.fill]
        let land = try Solve.read(Self.fill, screens: [320, 360, 411], others: files, reading: "res/layout-land/main.xml")
        #expect(Solve.close(Solve.widths(land, "t"), [569: 569, 640: 640, 731: 731]))
        let large = try Solve.read(Self.fill, screens: [320, 360, 411], others: files, reading: "res/layout-large-land/main.xml")
        #expect(Solve.close(Solve.widths(large, "t"), [640: 640, 731: 731]))
        let tablet = try Solve.read(Self.fill, screens: [320, 360, 411], others: files, reading: "res/layout-sw600dp-land/main.xml")
        #expect(tablet["t"]?.screenTextWidths.isEmpty == true)
    }
}

extension Data {
    /// The fixture without its `"kiwisolver": "1.5.1"` line, so it decodes as numbers only.
    fileprivate func dropKiwiVersion() throws -> Data {
        guard var object = try JSONSerialization.jsonObject(with: self) as? [String: Any] else { return self }
        object["kiwisolver"] = nil
        return try JSONSerialization.data(withJSONObject: object)
    }
}
