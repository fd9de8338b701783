import Foundation
import Testing

@testable import LegibleScan

/// An app's own extension function that hands its receiver to a `TouchDelegate` enlarges the
/// touch area of every view it is called on (fresh Android round 14a, D1): Pachli 7e0e029f
/// `core/ui/…/extensions/ViewExtensions.kt:328` `fun View.setMinimumTouchTarget(…)` posts
/// `parentView.touchDelegate = TouchDelegate(delegateRect, this)` grown to 48×48 dp, and
/// `CollectionActivity.kt:201` calls `binding.collectionHashtag.setMinimumTouchTarget()` on
/// `activity_collection.xml:75`'s 19 dp hashtag.
@Suite struct AndroidTouchDelegateHelperTests {
    static let layout = ##"""
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
            android:layout_height="wrap_content" android:orientation="vertical">
            <TextView android:id="@+id/collection_hashtag" android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:text="#tag" android:textSize="14sp"/>
        </LinearLayout>
        """##

    static func helper(view: String) -> String {
        """
        package app.pachli.core.ui.extensions
        fun View.setMinimumTouchTarget(minWidthDp: Float = 48f, minHeightDp: Float = 48f) {
            post {
                val parentView = parent as? View ?: return@post
                val delegateRect = Rect()
                getHitRect(delegateRect)
                delegateRect.inset(-dx, -dy)
                parentView.touchDelegate = TouchDelegate(delegateRect, \(view))
            }
        }
        """
    }

    static let activity = """
        class CollectionActivity : AppCompatActivity() {
            private val binding by viewBinding(ActivityCollectionBinding::inflate)
            fun bind() {
                binding.collectionHashtag.setOnClickListener { openTag() }
                binding.collectionHashtag.setMinimumTouchTarget()
            }
        }
        """

    static func smallTargets(helper: String) async throws -> [String] {
        let files = [
            "res/layout/activity_collection.xml": layout, "java/app/CollectionActivity.kt": activity,
            "java/app/extensions/ViewExtensions.kt": helper,
        ]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.id)
    }

    @Test func aHelperThatDelegatesItsReceiverTakesTheTap() async throws {
        #expect(try await Self.smallTargets(helper: Self.helper(view: "this")).isEmpty)
    }

    @Test func aHelperThatDelegatesAnotherViewDoesNot() async throws {
        // The same shape handing on some other view leaves the hashtag small.
        #expect(try await Self.smallTargets(helper: Self.helper(view: "anchor")) == ["collection_hashtag"])
    }

    @Test func onlyExtensionFunctionsThatHandOnThisAreHelpers() {
        let code = Array((Self.helper(view: "this") + "\nfun grow(view: View) { TouchDelegate(Rect(), view) }\n").utf8)
        #expect(AndroidSourceFacts.touchDelegateHelpers(in: code) == ["setMinimumTouchTarget"])
    }
}
