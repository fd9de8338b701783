import Foundation
import Testing

@testable import LegibleScan

/// An app's own extension function that sets its receiver's click listener makes every view it
/// is called on tappable (fresh-droid29a, SimpleTimeTracker): feature_views `ViewExtensions.kt:25`
/// declares `fun View.setOnClick(listener: (() -> Unit)) { setOnClickListener { listener.invoke() } }`
/// and `inline fun <T> View.setOnClickWith(item: T, …)`; `HintBigView.kt:59` calls
/// `binding.btnHintBigClose.setOnClick(action)` on the 24×24 dp close button
/// (`hint_big_view_layout.xml:52`), and `SettingsSelectorWithButtonAdapterDelegate.kt:34`
/// `btnItemSettings.setOnClick { … }` on a 44×44 dp card. All three were missed.
@Suite struct AndroidClickHelperTests {
    static let layout = """
        <FrameLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <ImageView android:id="@+id/btnTipClose" android:layout_width="24dp" android:layout_height="24dp" android:src="@drawable/close"/>
        </FrameLayout>
        """

    static func activity(_ call: String) -> String {
        """
        class TipActivity : AppCompatActivity() {
            private val binding by lazy { ActivityTipBinding.inflate(layoutInflater) }
            override fun onCreate(savedInstanceState: Bundle?) {
                super.onCreate(savedInstanceState)
                setContentView(binding.root)
                \(call)
            }
        }
        """
    }

    static let helpers = """
        package app.views.extension

        fun View.setOnTap(listener: (() -> Unit)) {
            setOnClickListener { listener.invoke() }
        }

        inline fun <T> View.setOnTapWith(item: T, crossinline listener: ((T) -> Unit)) {
            setOnClickListener { listener.invoke(item) }
        }

        fun View.setOnTapSound(enabled: Boolean) {
            isSoundEffectsEnabled = enabled
        }
        """

    static func smallTargets(_ call: String) async throws -> [String] {
        let files = [
            "res/layout/activity_tip.xml": layout, "java/app/TipActivity.kt": activity(call),
            "java/app/views/extension/ViewExtensions.kt": helpers,
        ]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.id)
    }

    @Test func aHelperThatSetsItsReceiversListenerMakesItATarget() async throws {
        // Must fire: the 24 dp button is tapped through the app's helpers, as with setOnClickListener.
        #expect(try await Self.smallTargets("binding.btnTipClose.setOnTap { finish() }") == ["btnTipClose"])
        #expect(try await Self.smallTargets("binding.btnTipClose.setOnTapWith(1, ::close)") == ["btnTipClose"])
        #expect(try await Self.smallTargets("binding.btnTipClose.setOnClickListener { finish() }") == ["btnTipClose"])
    }

    @Test func aHelperNamedAlikeThatSetsNoListenerDoesNot() async throws {
        // Must not fire: a helper whose body sets no listener leaves the image a picture.
        #expect(try await Self.smallTargets("binding.btnTipClose.setOnTapSound(true)") == [])
        #expect(try await Self.smallTargets("binding.btnTipClose.visibility = View.VISIBLE") == [])
    }

    @Test func onlyAHelperOnAViewThatSetsItsOwnListenerCounts() {
        let code = Array(
            """
            fun View.setOnTap(listener: () -> Unit) { setOnClickListener { listener() } }
            fun View.onHold(listener: () -> Unit) { this.setOnLongClickListener { listener(); true } }
            fun View.clearTap() { setOnClickListener(null) }
            fun View.tapOther(other: View) { other.setOnClickListener { } }
            fun String.setOnTapText() { view.setOnClickListener { } }
            fun CardView.setOnCardTap(l: () -> Unit) { setOnClickListener { l() } }
            """.utf8)
        #expect(
            AndroidSourceFacts.clickListenerHelpers(in: code) == [
                "setOnTap": "setOnClickListener", "onHold": "setOnLongClickListener", "setOnCardTap": "setOnClickListener",
            ])
    }

    @Test func aCallIsRenamedAndTheDeclarationKept() {
        let code = Array("fun View.setOnTap(l: () -> Unit) { setOnClickListener { l() } }\nbinding.close.setOnTap { x() }\nlabel.setOnTapped = 1".utf8)
        let renamed = String(decoding: AndroidSourceFacts.renamingClickHelpers(["setOnTap": "setOnClickListener"], in: code), as: UTF8.self)
        #expect(renamed == "fun View.setOnTap(l: () -> Unit) { setOnClickListener { l() } }\nbinding.close.setOnClickListener { x() }\nlabel.setOnTapped = 1")
    }
}
