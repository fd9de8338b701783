import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// `target.small` recall on Android (issue 33): a tappable `wrap_content` LinearLayout is as tall
/// as its children. Wikipedia aa428fa3 activity_gallery.xml:159: `license_container`, a row of
/// 18 × 18 dp license icons (two `gone` until code shows them), clickable only from
/// GalleryActivity.kt:197 (`binding.licenseContainer.setOnClickListener`). It is 18 dp tall, under
/// 48 by 30 dp: 15 dp top and bottom. Its width, a sum that code changes by showing icons, is not
/// judged.
@Suite struct AndroidWrappingGroupTargetTests {
    static func icon(_ id: String, _ extra: String = "") -> String {
        #"<ImageView android:id="@+id/\#(id)" android:layout_width="18dp" android:layout_height="18dp" \#(extra)/>"#
    }

    static func row(_ id: String, _ attributes: String, _ children: String) -> String {
        #"<LinearLayout android:id="@+id/\#(id)" android:layout_width="wrap_content" android:layout_height="wrap_content" \#(attributes)>\#(children)</LinearLayout>"#
    }

    @Test func aRowOfSmallIconsIsAsTallAsThey() async throws {
        let icons = Self.icon("a") + Self.icon("b", #"android:layout_marginStart="4dp" android:visibility="gone""#)
        let text = #"<TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="CC"/>"#
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            \(Self.row("license", "", icons))
            \(Self.row("padded", #"android:paddingTop="15dp" android:paddingBottom="15dp""#, icons))
            \(Self.row("tall", "", Self.icon("c") + #"<ImageView android:layout_width="18dp" android:layout_height="48dp"/>"#))
            \(Self.row("texted", "", Self.icon("d") + text))
            \(Self.row("column", #"android:orientation="vertical""#, Self.icon("e")))
            </LinearLayout>
            """
        let kotlin = """
            class GalleryActivity : AppCompatActivity() {
                private lateinit var binding: ActivityGalleryBinding
                fun setUp() {
                    binding.license.setOnClickListener { onLicenseClick() }
                    binding.padded.setOnClickListener { onLicenseClick() }
                    binding.tall.setOnClickListener { onLicenseClick() }
                    binding.texted.setOnClickListener { onLicenseClick() }
                    binding.column.setOnClickListener { onLicenseClick() }
                }
            }
            """
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/activity_gallery.xml": layout, "java/app/GalleryActivity.kt": kotlin])
        let small = report.findings.findings.filter { $0.rule == "target.small" }
        // Must fire: the row is 18 dp tall (48 − 18 = 30, 15 top and bottom); the column is 18 dp
        // wide (its side across its orientation). Must not: 18 + 2 × 15 dp padding = 48; a 48 dp
        // child; a child whose height is its text's. A row's width and a column's height (sums
        // that code changes by showing children) are not judged.
        #expect(small.map(\.id).sorted() == ["column", "license"], "\(small.map(\.message))")
        let license = small.first { $0.id == "license" }
        #expect(license?.message.hasPrefix("hit area 18 dp tall is under") == true)
        #expect(license?.message.contains("15 dp top and bottom") == true)
        #expect(small.first { $0.id == "column" }?.message.hasPrefix("hit area 18 dp wide is under") == true)
    }
}
