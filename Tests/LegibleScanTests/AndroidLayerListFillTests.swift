import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A `<layer-list>` background of solid layers is the colour of its top-most covering layer
/// (fresh Android round 8b, D2): Omni-Notes 16fbf883 `drawable/bg_card.xml`, a white rectangle
/// inset 2 dp at the bottom over a `#ffcccccc` one, behind red `#F44336` buttons
/// (`activity_category.xml:62` as a view background, `password_buttons.xml:42` as the theme's
/// `android:windowBackground`).
///
/// Ratios (WCAG's formula over the raw hex): #F44336 on #FFFFFF 3.68; #FFFFFF on #7F7F7F 4.00 (#80000000, alpha
/// 128/255, over white).
@Suite struct AndroidLayerListFillTests {
    static let card = ##"""
        <layer-list xmlns:android="http://schemas.android.com/apk/res/android">
          <item><shape android:dither="true" android:shape="rectangle"><solid android:color="#ffcccccc"/></shape></item>
          <item android:bottom="2.0dip"><shape android:dither="true" android:shape="rectangle"><solid android:color="@android:color/white"/></shape></item>
        </layer-list>
        """##

    /// A layer list whose top layer is `top` (an `<item>`), over a white one.
    static func overWhite(_ top: String) -> String {
        ##"""
        <layer-list xmlns:android="http://schemas.android.com/apk/res/android">
          <item><shape><solid android:color="#FFFFFF"/></shape></item>
          \##(top)
        </layer-list>
        """##
    }

    static let red =
        ##"<Button android:id="@+id/delete" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Delete" android:textSize="14sp" android:textColor="#F44336" android:background="?attr/selectableItemBackground"/>"##

    static func inBox(_ drawable: String, _ id: String, color: String = "#F44336") -> String {
        ##"""
        <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:background="@drawable/\##(drawable)">
          <TextView android:id="@+id/\##(id)" android:layout_width="200dp" android:layout_height="wrap_content" android:text="Delete" android:textSize="14sp" android:textColor="\##(color)"/>
        </LinearLayout>
        """##
    }

    @Test func theTopSolidLayerOfAViewBackgroundIsTheFill() async throws {
        let views = [
            Self.inBox("bg_card", "on_card"),
            Self.inBox("veiled", "on_veil", color: "#FFFFFF"),
            Self.inBox("inset", "on_inset"),
            Self.inBox("picture", "on_picture"),
            Self.inBox("named_picture", "on_named_picture"),
        ].joined(separator: "\n")
        let files = [
            "res/drawable/bg_card.xml": Self.card,
            // Half black (alpha 128/255) over white: #7f7f7f.
            "res/drawable/veiled.xml": Self.overWhite(##"<item><shape><solid android:color="#80000000"/></shape></item>"##),
            "res/drawable/inset.xml": Self.overWhite(##"<item android:top="16dp"><shape><solid android:color="#000000"/></shape></item>"##),
            "res/drawable/picture.xml": Self.overWhite(##"<item><bitmap android:src="@drawable/photo"/></item>"##),
            "res/drawable/named_picture.xml": Self.overWhite(##"<item android:drawable="@drawable/photo"/>"##),
        ]
        let found = try await AndroidMeasuredAsAndroidTests.contrast(
            AndroidMeasuredAsAndroidTests.project(layout: AndroidMeasuredAsAndroidTests.layout(views)).merging(files) { $1 })
        // Must fire: red on the card's white top layer, whose 2 dp bottom inset is only a shadow line.
        #expect(found["on_card"]?.contains("3.68:1") == true, "\(found["on_card"] ?? "nothing")")
        // Must fire: a translucent top layer is layered over the solid one under it.
        #expect(found["on_veil"]?.contains("on #7f7f7f is 4.00:1") == true, "\(found["on_veil"] ?? "nothing")")
        // Must NOT fire: a top layer inset 16 dp or a picture leaves the fill unknown, as before.
        for id in ["on_inset", "on_picture", "on_named_picture"] { #expect(found[id] == nil, "\(id): \(found[id] ?? "")") }
    }

    @Test func aLayerListWindowBackgroundIsTheContentViewsBackdrop() async throws {
        let files = AndroidMeasuredAsAndroidTests.project(
            layout: AndroidMeasuredAsAndroidTests.layout(Self.red), themeItems: ##"<item name="android:windowBackground">@drawable/bg_card</item>"##
        ).merging(["res/drawable/bg_card.xml": Self.card]) { $1 }
        let found = try await AndroidMeasuredAsAndroidTests.contrast(files)
        // Must fire: Omni-Notes password_buttons.xml:42, red on the window's white.
        #expect(found["delete"]?.contains("3.68:1") == true, "\(found["delete"] ?? "nothing")")
    }

    @Test func aWindowBackgroundTopPictureStaysUnknown() async throws {
        let files = AndroidMeasuredAsAndroidTests.project(
            layout: AndroidMeasuredAsAndroidTests.layout(Self.red), themeItems: ##"<item name="android:windowBackground">@drawable/picture</item>"##
        ).merging(["res/drawable/picture.xml": Self.overWhite(##"<item><bitmap android:src="@drawable/photo"/></item>"##)]) { $1 }
        let found = try await AndroidMeasuredAsAndroidTests.contrast(files)
        // Must NOT fire: the window shows a picture, whose colours no file states.
        #expect(found["delete"] == nil, "\(found["delete"] ?? "")")
    }
}
