import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A view its layout hides that code shows only on a TV stays hidden on a phone: vlc-android
/// 4ffb22b6 `StorageBrowserAdapter.kt:90`, `if(AndroidDevices.isTv && !browserContainer.isRootDirectory)
/// vh.bindingContainer.banIcon.visibility = View.VISIBLE`, is the one show of
/// `browser_item.xml:222`, a `gone` 28 dp ban icon, which was a target.small error for a phone.
/// A show for every device but a TV (`!AndroidDevices.isTv`) still shows the view.
@Suite struct AndroidTelevisionShowTests {
    static let layout = """
        <androidx.constraintlayout.widget.ConstraintLayout \(AndroidContentViewTests.namespaces)
            android:layout_width="match_parent" android:layout_height="wrap_content">
            <androidx.appcompat.widget.AppCompatImageView android:id="@+id/item_ban" android:layout_width="24dp" android:layout_height="24dp"
                android:padding="2dp" android:clickable="true" android:focusable="true" android:visibility="gone"
                android:contentDescription="Ban" app:layout_constraintEnd_toEndOf="parent" app:layout_constraintTop_toTopOf="parent" />
            <androidx.appcompat.widget.AppCompatImageView android:id="@+id/item_pin" android:layout_width="24dp" android:layout_height="24dp"
                android:padding="2dp" android:clickable="true" android:focusable="true" android:visibility="gone"
                android:contentDescription="Pin" app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent" />
        </androidx.constraintlayout.widget.ConstraintLayout>
        """

    /// vlc-android 4ffb22b6 `StorageBrowserAdapter.kt:90`, with the neighbour shown on a phone.
    static let adapter = """
        class StorageBrowserAdapter : RecyclerView.Adapter<ViewHolder>() {
            override fun onBindViewHolder(holder: ViewHolder, position: Int) {
                val binding = holder.binding as BrowserItemBinding
                if(AndroidDevices.isTv && !browserContainer.isRootDirectory) binding.itemBan.visibility = View.VISIBLE
                if (!AndroidDevices.isTv) binding.itemPin.visibility = View.VISIBLE
            }
        }
        """

    @Test func aShowOnlyATelevisionRunsLeavesTheViewHidden() async throws {
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/browser_item.xml": Self.layout, "java/org/videolan/vlc/StorageBrowserAdapter.kt": Self.adapter,
        ])
        let targets = report.findings.findings.filter { $0.rule == "target.small" && $0.severity > .note }
        // Must not: on a phone the ban icon stays gone.
        #expect(!targets.contains { $0.id == "item_ban" }, "\(targets.map { "\($0.id) \($0.severity) \($0.message)" })")
        // Must: shown on every device but a TV, a 28 dp target.
        #expect(targets.contains { $0.id == "item_pin" }, "\(targets.map { "\($0.id) \($0.severity) \($0.message)" })")
    }

    @Test func theTelevisionConditionsAreRead() {
        var facts = AndroidSourceFacts()
        facts.add(
            source: """
                class Delegate {
                    fun show(show: Boolean) {
                        hudRightBinding.clock.visibility = if (Settings.showTvUi) View.VISIBLE else View.GONE
                        hudBinding.orientationToggle.visibility = if (player.isTv || AndroidDevices.isChromeBook) View.INVISIBLE else if (show) View.VISIBLE else View.INVISIBLE
                        if (AndroidDevices.isAndroidTv()) {
                            binding.tvOnly.setVisibility(View.VISIBLE)
                        }
                        if (isTv || wide) binding.either.visibility = View.VISIBLE
                        if (isTvFocused) binding.focused.visibility = View.VISIBLE
                    }
                }
                """, path: "Delegate.kt")
        // Must not: shown only when a TV check holds (vlc-android 4ffb22b6 `VideoPlayerOverlayDelegate.kt:974`).
        for id in ["clock", "tv_only"] { #expect(!facts.showsView(id), "\(id)") }
        // Must: a phone may show these (`VideoPlayerOverlayDelegate.kt:957`, an `||`, another word).
        for id in ["orientation_toggle", "either", "focused"] { #expect(facts.showsView(id), "\(id)") }
    }
}
