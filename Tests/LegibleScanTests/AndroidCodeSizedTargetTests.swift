import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A view whose size code sets is not the size its layout writes: Simple Gallery a3564013
/// PhotoFragment.kt:868 sets `binding.instantPrevItem.layoutParams.width = mScreenWidth / 7`, so
/// pager_photo_item.xml:99's clickable `layout_width="1dp"` switch was a wrong 1 dp target error.
/// Such a finding is a note that names the setter; the same view no code sizes stays an error.
@Suite struct AndroidCodeSizedTargetTests {
    static let layout = """
        <RelativeLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent">
            <ImageButton android:id="@+id/instant_prev_item" android:layout_width="1dp" android:layout_height="48dp" android:contentDescription="Previous"/>
            <ImageButton android:id="@+id/instant_next_item" android:layout_width="1dp" android:layout_height="48dp" android:contentDescription="Next"/>
        </RelativeLayout>
        """

    static let kotlin = """
        class PhotoFragment : Fragment() {
            private lateinit var binding: PagerPhotoItemBinding
            private fun updateInstantSwitchWidths() {
                binding.instantPrevItem.layoutParams.width = mScreenWidth / 7
                if (binding.instantPrevItem.layoutParams.width == 0) { }
            }
        }
        """

    @Test func aWidthCodeSetsMakesTheFilesAPlaceholder() async throws {
        let report = try await AndroidTargetJudgingTests.scan(["res/layout/pager_photo_item.xml": Self.layout, "java/app/PhotoFragment.kt": Self.kotlin])
        let targets = report.findings.findings.filter { $0.rule == "target.small" }
        // Must not: the width code sets; a comparison (`==`) sets nothing, and it is the one view.
        #expect(targets.first { $0.id == "instant_prev_item" }?.severity == .note)
        // Must: the other switch no code sizes is 1 dp wide.
        #expect(targets.first { $0.id == "instant_next_item" }?.severity == .error)
    }

    @Test func theSettersAreFound() {
        let java = "holder.getLayoutParams().height = 10; binding.thumb.updateLayoutParams { width = 4 }; icon.layoutParams = params;"
        #expect(Set(AndroidSourceFacts.sizedViews(in: Array(java.utf8))) == ["holder", "thumb", "icon"])
    }
}
