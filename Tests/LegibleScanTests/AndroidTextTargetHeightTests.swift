import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// A tappable text whose `layout_height` is `wrap_content` is as tall as one line of Roboto at its
/// size (`head` yMax/yMin, with `includeFontPadding`) plus its padding, its compound drawables and
/// a Material button's insets (issue 33, class A). Each case is an app's own.
@Suite struct AndroidTextTargetHeightTests {
    static let namespaces = ##"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto""##

    static func element(_ id: String, layout: String, files extra: [String: String] = [:]) throws -> ScannedElement? {
        var files = [
            "res/values/styles.xml": ##"<resources><style name="TuskyButton.Outlined" parent="Widget.Material3.Button.OutlinedButton"/></resources>"##,
            "res/drawable/ic_photo_camera_24dp.xml":
                ##"<vector \##(namespaces) android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"/>"##,
            "res/layout/main.xml": layout,
        ]
        files.merge(extra) { _, new in new }
        return try ScratchFolder.with(files) { folder in
            let resources = try AndroidResources(resFolders: [folder.file("res")])
            let result = try AndroidLayoutReader().read(text: layout, path: folder.file("res/layout/main.xml"), android: resources)
            return result.elements.first { $0.id == id }
        }
    }

    /// Amaze 5cb924a11 `activity_about.xml:267`: a 16 sp GitHub link with an `onClick`, in a 72 dp
    /// row that draws a ripple but that nothing makes clickable. 17 + 5 dp of line (16 sp × 2163
    /// and 555 of 2048, rounded outward): 22 dp tall.
    static func aboutLink(rowAttributes: String) -> String {
        ##"""
        <LinearLayout \##(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <RelativeLayout android:layout_width="match_parent" android:layout_height="72dp"
                android:background="?android:attr/selectableItemBackground" \##(rowAttributes)>
                <androidx.appcompat.widget.AppCompatTextView android:id="@+id/text_view_author_1_github" android:layout_width="wrap_content"
                    android:layout_height="wrap_content" android:background="?android:attr/selectableItemBackground" android:text="GitHub"
                    android:textSize="16sp" android:onClick="onClick"/>
            </RelativeLayout>
        </LinearLayout>
        """##
    }

    @Test func aClickableTextIsItsLineTall() throws {
        let link = try #require(try Self.element("text_view_author_1_github", layout: Self.aboutLink(rowAttributes: "")))
        #expect(link.kind == .button)
        #expect(link.height == 22)
    }

    @Test func aClickableRowOf48dpTakesTheTap() throws {
        let link = try #require(try Self.element("text_view_author_1_github", layout: Self.aboutLink(rowAttributes: ##"android:clickable="true""##)))
        #expect(link.height == nil)
    }

    /// Tusky 43ae0bb45 `item_status.xml:156`: an outlined Material 3 button with `minHeight="0dp"`,
    /// 4 dp of padding above and below and 16 sp text (`?attr/status_text_medium` in the default
    /// theme): 22 dp of line, 8 of padding and `m3_btn_inset` 4 dp above and below, 38 dp.
    static func warningButton(minHeight: String) -> String {
        ##"""
        <androidx.constraintlayout.widget.ConstraintLayout \##(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <Button android:id="@+id/status_content_warning_button" style="@style/TuskyButton.Outlined" android:layout_width="150dp"
                android:layout_height="wrap_content" \##(minHeight) android:paddingLeft="16dp" android:paddingTop="4dp"
                android:paddingRight="16dp" android:paddingBottom="4dp" android:text="Show more" android:textSize="16sp"/>
        </androidx.constraintlayout.widget.ConstraintLayout>
        """##
    }

    @Test func insetTableEqualsTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-button-insets.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == AndroidWidgetPadding.buttonVerticalInsets.count)
        for row in rows {
            let insets = AndroidWidgetPadding.buttonVerticalInsets[row[0]]
            #expect(insets?.top == Double(row[1]) && insets?.bottom == Double(row[2]), "\(row[0])")
        }
    }

    @Test func aButtonWithoutItsMinimumHeightIsTextPaddingAndInsets() throws {
        let button = try #require(try Self.element("status_content_warning_button", layout: Self.warningButton(minHeight: ##"android:minHeight="0dp""##)))
        #expect(button.width == 150 && button.height == 38)
    }

    @Test func verticalPaddingTableEqualsTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-button-vertical-padding.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == AndroidWidgetPadding.buttonVerticalPadding.count)
        for row in rows {
            let padding = AndroidWidgetPadding.buttonVerticalPadding[row[0]]
            #expect(padding?.top == Double(row[1]) && padding?.bottom == Double(row[2]), "\(row[0])")
        }
    }

    /// Kotatsu 34f6e523 `item_header.xml:21`: a `MaterialButton` in `Widget.Kotatsu.Button.More.Small`
    /// (values/styles.xml:73-81), a Material 3 text button with `insetTop`/`insetBottom` 0 and
    /// `minHeight` 42dp, that sets no padding: its style's 6 dp above and below a 14 sp line is
    /// 31 dp, so it is its 42 dp minimum, with no inset around it.
    static func moreButton(style: String) -> (layout: String, styles: [String: String]) {
        let layout = ##"""
            <LinearLayout \##(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                <com.google.android.material.button.MaterialButton android:id="@+id/button_more" style="@style/\##(style)"
                    android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Manage"/>
            </LinearLayout>
            """##
        let styles = ##"""
            <resources>
                <style name="Widget.Kotatsu.Button.More" parent="Widget.Material3.Button.TextButton"><item name="android:minWidth">48dp</item></style>
                <style name="Widget.Kotatsu.Button.More.Small">
                    <item name="android:insetTop">0dp</item><item name="android:insetBottom">0dp</item><item name="android:minHeight">42dp</item>
                </style>
                <style name="Widget.Kotatsu.Button.Flat" parent="Widget.Material3.Button.TextButton"><item name="android:minHeight">0dp</item></style>
            </resources>
            """##
        return (layout, ["res/values/kotatsu.xml": styles])
    }

    @Test func aMaterialButtonWithoutPaddingTakesItsStylesPadding() throws {
        // Must fire: 42 dp, its minimum, with the insets zeroed.
        let small = Self.moreButton(style: "Widget.Kotatsu.Button.More.Small")
        #expect(try Self.element("button_more", layout: small.layout, files: small.styles)?.height == 42)
        // The style's insets stay when the app's style keeps them: 19 dp of line, 12 of padding, 8 of inset.
        let flat = Self.moreButton(style: "Widget.Kotatsu.Button.Flat")
        #expect(try Self.element("button_more", layout: flat.layout, files: flat.styles)?.height == 39)
        // Must NOT fire: with no minimum height of its own it keeps the library's 48 dp.
        let more = Self.moreButton(style: "Widget.Kotatsu.Button.More")
        #expect(try Self.element("button_more", layout: more.layout, files: more.styles)?.height ?? 48 >= 48)
    }

    @Test func aButtonKeepsItsStylesMinimumHeight() throws {
        // No minHeight of its own: its library button style's 48 dp (Tables/android-button-min-heights.csv)
        // is more than its 38 dp of text, padding and insets, so it passes.
        let button = try #require(try Self.element("status_content_warning_button", layout: Self.warningButton(minHeight: "")))
        #expect(button.height == 48)
    }

    /// Tusky 43ae0bb45 `activity_compose.xml:218`, `actionPhotoTake`: 8 dp of padding around a 24 dp
    /// camera icon beside 16 sp text is 40 dp; `activity_login_webview.xml`'s `loginRules` pads the
    /// same icon by 12 dp, 48 dp, and passes.
    static func photoAction(padding: String) -> String {
        ##"""
        <LinearLayout \##(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <TextView android:id="@+id/actionPhotoTake" android:layout_width="match_parent" android:layout_height="wrap_content"
                android:clickable="true" android:drawablePadding="8dp" \##(padding) android:text="Take photo" android:textSize="16sp"
                app:drawableStartCompat="@drawable/ic_photo_camera_24dp"/>
        </LinearLayout>
        """##
    }

    @Test func anIconBesideTheTextSetsTheHeight() throws {
        let small = try #require(try Self.element("actionPhotoTake", layout: Self.photoAction(padding: ##"android:padding="8dp""##)))
        #expect(small.height == 40)
        let enough = try #require(try Self.element("actionPhotoTake", layout: Self.photoAction(padding: ##"android:paddingVertical="12dp""##)))
        #expect(enough.height == 48)
    }

    @Test func aBackgroundThatMayPadLeavesTheHeightUnknownUnlessAShapeSaysHowMuch() throws {
        // A nine-patch or a shape with <padding> pads a view that sets no padding of its own.
        let layout = ##"""
            <LinearLayout \##(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/chip" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:background="@drawable/chip_background" android:clickable="true" android:text="Tag" android:textSize="14sp"/>
            </LinearLayout>
            """##
        let padded = ##"<shape \##(Self.namespaces)><padding android:top="12dp" android:bottom="12dp"/><solid android:color="#eee"/></shape>"##
        let plain = ##"<shape \##(Self.namespaces)><solid android:color="#eee"/></shape>"##
        // A shape's own <padding> is read now (Kickstarter e5ba636b D4): 19 dp of line + 12 + 12.
        #expect(try Self.element("chip", layout: layout, files: ["res/drawable/chip_background.xml": padded])?.height == 43)
        // A nine-patch, whose padding the scan does not read, still leaves it unknown.
        let ninePatch = layout.replacingOccurrences(of: "@drawable/chip_background", with: "@drawable/chip_patch")
        #expect(try Self.element("chip", layout: ninePatch, files: ["res/drawable/chip_patch.9.png": ""])?.height == nil)
        // 15 + 4 dp of line at 14 sp.
        #expect(try Self.element("chip", layout: layout, files: ["res/drawable/chip_background.xml": plain])?.height == 19)
    }
}

/// A view the app's code hands to a `TouchDelegate` takes taps in a larger rectangle the layout
/// does not show: not judged (Android's "Manage touch events in a ViewGroup" pattern,
/// `parent.touchDelegate = TouchDelegate(rect, binding.more)`). Tusky 43ae0bb45
/// `TouchDelegateHelper.kt:47` hands a lambda's `view`, which names no view.
@Suite struct AndroidTouchDelegateTargetTests {
    static func smallTargets(code: String) async throws -> [String] {
        let layout = ##"""
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
                android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/more" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:clickable="true" android:text="More" android:textSize="14sp"/>
            </LinearLayout>
            """##
        let files = ["res/layout/item_card.xml": layout, "java/CardHolder.kt": code]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.id)
    }

    @Test func aTouchDelegateTakesTheTap() async throws {
        let delegated = """
            class CardHolder(val binding: ItemCardBinding) {
                fun bind() { binding.root.post { binding.root.touchDelegate = TouchDelegate(rect, binding.more) } }
            }
            """
        #expect(try await Self.smallTargets(code: delegated).isEmpty)
        let lambda = "fun ViewGroup.grow(children: List<View>) { children.map { view -> TouchDelegate(Rect(), view) } }"
        #expect(try await Self.smallTargets(code: lambda) == ["more"])
    }
}

/// A theme overlay that sets `android:textAppearanceSmall` to a 14 sp appearance of the library's
/// keeps a plain `TextView`'s default text 14 sp (NewPipe 79767f95f `styles_misc.xml:55`,
/// `PlayQueueItemTextTheme`): `playlist_header.xml:93`'s "Show more", given a listener by
/// `PlaylistFragment.java:348`, is one 19 dp line plus 6 dp of padding.
@Suite struct AndroidSmallAppearanceOverlayTests {
    static func readMore(subtitleItems: String) throws -> ScannedElement? {
        let styles = ##"""
            <resources>
                <style name="PlayQueueItemTextTheme"><item name="android:textAppearanceSmall">@style/PlayQueueItemSubtitle</item></style>
                <style name="PlayQueueItemSubtitle" parent="TextAppearance.AppCompat.Small">\##(subtitleItems)</style>
            </resources>
            """##
        let layout = ##"""
            <RelativeLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/playlist_description_read_more" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:clickable="true" android:paddingTop="6dp" android:text="Show more"/>
            </RelativeLayout>
            """##
        return try AndroidTextTargetHeightTests.element("playlist_description_read_more", layout: layout, files: ["res/values/styles.xml": styles])
    }

    @Test func anOverlayOfTheSameSizeKeepsTheDefault() throws {
        let readMore = try #require(try Self.readMore(subtitleItems: ##"<item name="android:textColor">#fff</item>"##))
        #expect(readMore.height == 25)
    }

    @Test func anOverlayOfAnotherSizeLeavesItUnknown() throws {
        let readMore = try #require(try Self.readMore(subtitleItems: ##"<item name="android:textSize">20sp</item>"##))
        #expect(readMore.height == nil)
    }
}
