import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A TextView's `android:autoLink` links are judged in its `textColorLink` on its background
/// (fresh-android27b): gh4a `open_source_component_item.xml:26`, a library's web address in the
/// theme's `android:textColorLink` #5aa03d on a white card. Ratios by hand from WCAG's relative
/// luminance on #ffffff: #5aa03d is L = 0.2765, 1.05 / 0.3265 = 3.216, shown 3.21:1 (cut);
/// #65b345 L = 0.3544, 2.59:1; #2e6b1f L = 0.1120, 6.48:1.
@Suite struct AndroidLinkColorTests {
    static func text(_ extra: String) -> String {
        ##"""
        <TextView android:id="@+id/homepage" android:layout_width="match_parent" android:layout_height="wrap_content"
          android:text="Home page: https://example.org" android:textSize="14sp" android:textColor="#000000" \##(extra)/>
        """##
    }

    static func contrast(_ views: String, theme: String = "", code: String = "") async throws -> String? {
        let files = AndroidContrastReviewTests.project(views, themeItems: theme, code: code)
        return try await AndroidMeasuredAsAndroidTests.contrast(files)["homepage"]
    }

    static let themeLink = ##"<item name="android:textColorLink">#5aa03d</item>"##
    static let accent = ##"<item name="colorAccent">#65b345</item>"##

    @Test func autoLinkedTextInTheThemesFailingLinkColourIsJudged() async throws {
        let message = try #require(try await Self.contrast(Self.text(#"android:autoLink="web""#), theme: Self.themeLink))
        #expect(message.contains("its links show") && message.contains("3.21:1"), "\(message)")
        // A theme that sets no link colour draws links in its accent.
        let accent = try #require(try await Self.contrast(Self.text(#"android:autoLink="all""#), theme: Self.accent))
        #expect(accent.contains("its links show") && accent.contains("2.59:1"), "\(accent)")
        // The view's own link colour wins over the theme's.
        let own = try #require(try await Self.contrast(Self.text(##"android:autoLink="email" android:textColorLink="#65b345""##), theme: Self.themeLink))
        #expect(own.contains("2.59:1"), "\(own)")
    }

    @Test func noLinksAPassingLinkColourOrOneCodeSetsIsSilent() async throws {
        // No autoLink: no link is drawn, whatever the theme's link colour.
        #expect(try await Self.contrast(Self.text(""), theme: Self.themeLink) == nil)
        #expect(try await Self.contrast(Self.text(#"android:autoLink="none""#), theme: Self.themeLink) == nil)
        // A link colour that passes.
        #expect(try await Self.contrast(Self.text(##"android:autoLink="web" android:textColorLink="#2e6b1f""##), theme: Self.themeLink) == nil)
        // A theme that sets neither a link colour nor an accent: no library colour is assumed.
        #expect(try await Self.contrast(Self.text(#"android:autoLink="web""#)) == nil)
        // Code sets the link colour.
        let coded = "findViewById<TextView>(R.id.homepage).setLinkTextColor(Color.BLACK)"
        #expect(try await Self.contrast(Self.text(#"android:autoLink="web""#), theme: Self.themeLink, code: coded) == nil)
    }
}
