import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// A tappable view whose `layout_height` is `match_parent` (or a `0dp` constrained to the
/// parent's top and bottom) is as tall as its parent's fixed height inside its padding (issue 33,
/// class C).
@Suite struct AndroidFilledHeightTargetTests {
    static let namespaces = ##"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto""##

    static func element(_ id: String, layout: String) throws -> ScannedElement? {
        let files = ["res/layout/main.xml": layout]
        return try ScratchFolder.with(files) { folder in
            let resources = try AndroidResources(resFolders: [folder.file("res")])
            let result = try AndroidLayoutReader().read(text: layout, path: folder.file("res/layout/main.xml"), android: resources)
            return result.elements.first { $0.id == id }
        }
    }

    /// NewPipe 79767f95f `dialog_playback_parameter.xml:170`: the pitch-mode tabs, clickable
    /// weighted texts of `match_parent` height in a 22 dp tall horizontal `LinearLayout`.
    static func tabs(orientation: String, height: String = "22dp") -> String {
        ##"""
        <RelativeLayout \##(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <LinearLayout android:id="@+id/pitchControlModeTabs" android:layout_width="match_parent" android:layout_height="\##(height)"
                android:layout_marginStart="22dp" android:layout_marginEnd="22dp" android:orientation="\##(orientation)">
                <TextView android:id="@+id/pitchControlModePercent" android:layout_width="0dp" android:layout_height="match_parent"
                    android:layout_weight="1" android:background="?attr/selectableItemBackground" android:clickable="true"
                    android:focusable="true" android:gravity="center" android:text="Percent"/>
            </LinearLayout>
        </RelativeLayout>
        """##
    }

    @Test func aWeightedTabTakesItsRowsHeight() throws {
        let tab = try #require(try Self.element("pitchControlModePercent", layout: Self.tabs(orientation: "horizontal")))
        #expect(tab.kind == .button)
        #expect(tab.height == 22)
    }

    @Test func aVerticalRowSharesItsHeightOut() throws {
        // A vertical LinearLayout divides its height among its children: match_parent says nothing.
        let tab = try #require(try Self.element("pitchControlModePercent", layout: Self.tabs(orientation: "vertical")))
        #expect(tab.height == nil)
    }

    /// Tusky 43ae0bb45 `item_load_more.xml:7`: a `match_parent` button in a 72 dp `FrameLayout`
    /// is 72 dp tall and passes.
    @Test func aButtonFillingATallFramePasses() throws {
        let layout = ##"""
            <FrameLayout \##(Self.namespaces) android:layout_width="match_parent" android:layout_height="72dp">
                <Button android:id="@+id/loadMoreButton" android:layout_width="match_parent" android:layout_height="match_parent"
                    android:insetTop="0dp" android:insetBottom="0dp" android:text="Load more"/>
            </FrameLayout>
            """##
        let button = try #require(try Self.element("loadMoreButton", layout: layout))
        #expect(button.height == 72)
    }

    @Test func aZeroHeightConstrainedToTheParentFillsIt() throws {
        let layout = ##"""
            <androidx.constraintlayout.widget.ConstraintLayout \##(Self.namespaces) android:layout_width="match_parent" android:layout_height="36dp"
                android:paddingVertical="2dp">
                <ImageView android:id="@+id/icon" android:layout_width="32dp" android:layout_height="0dp" android:clickable="true"
                    app:layout_constraintTop_toTopOf="parent" app:layout_constraintBottom_toBottomOf="parent"/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """##
        let icon = try #require(try Self.element("icon", layout: layout))
        #expect(icon.width == 32 && icon.height == 32)
    }
}
