import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A listener set only from a nullable property nothing assigns makes no target: Tasks e5587e1a
/// `IconPreference.kt:50`, `iconClickListener?.let { imageView?.setOnClickListener(it) }`, with
/// `var iconClickListener: View.OnClickListener? = null` (`:29`) that no file writes, made
/// `preference_icon.xml:65` a wrong 40 dp target error (fresh Android round 12b, D2).
@Suite struct AndroidGatedListenerTests {
    /// `preference_icon.xml:65-76` as the app has it: a 24 dp icon with 16 dp start padding, gone until code shows it.
    static let layout = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:minHeight="56dp">
            <ImageView android:src="@drawable/ic_outline_error_outline_24px" android:id="@+id/preference_icon"
              android:layout_width="wrap_content" android:layout_height="match_parent" android:gravity="end|center_vertical"
              android:paddingStart="16dp" android:paddingEnd="0dp" android:visibility="gone" app:tint="#FF0000"/>
        </LinearLayout>
        """

    static let icon = """
        <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp"
            android:viewportWidth="24" android:viewportHeight="24"><path android:fillColor="#000" android:pathData="M0,0h24v24h-24z"/></vector>
        """

    /// `IconPreference.kt:12-57`, shortened to the members that matter.
    static let preference = """
        class IconPreference(context: Context, attrs: AttributeSet? = null) : Preference(context, attrs) {
            private var imageView: ImageView? = null
            override fun onBindViewHolder(holder: PreferenceViewHolder) {
                super.onBindViewHolder(holder)
                imageView = holder.findViewById(R.id.preference_icon) as ImageView?
                updateIcon()
            }
            var iconClickListener: View.OnClickListener? = null
                set(value) {
                    field = value
                    updateIcon()
                }
            var iconVisible: Boolean = false
                set(value) {
                    field = value
                    updateIcon()
                }
            private fun updateIcon() {
                imageView?.visibility = if (iconVisible) View.VISIBLE else View.GONE
                iconClickListener?.let { imageView?.setOnClickListener(it) }
            }
            init {
                widgetLayoutResource = R.layout.preference_icon
            }
        }
        """

    static func targets(_ files: [String: String]) async throws -> [Finding] {
        var all = [
            "res/layout/preference_icon.xml": Self.layout, "res/drawable/ic_outline_error_outline_24px.xml": Self.icon,
            "java/org/tasks/preferences/IconPreference.kt": Self.preference,
        ]
        all.merge(files) { _, new in new }
        return try await AndroidTargetJudgingTests.scan(all).findings.findings.filter { $0.rule == "target.small" && $0.id == "preference_icon" }
    }

    @Test func aListenerNobodyAssignsMakesNoTarget() async throws {
        // Must not fire: Tasks' own case, where no file writes `iconClickListener`.
        #expect(try await Self.targets([:]).isEmpty)
    }

    @Test func aListenerSomeFileAssignsMakesATarget() async throws {
        // Must fire once any file gives the property a listener: 24 + 16 = 40 dp wide.
        for assignment in [
            "pref.iconClickListener = View.OnClickListener { open() }", "pref.apply { iconClickListener = listener }",
            "pref.setIconClickListener(listener);",
        ] {
            let found = try await Self.targets(["java/org/tasks/Settings.kt": "class Settings { fun bind(pref: IconPreference) { \(assignment) } }"])
            #expect(found.first?.severity == .error, "\(assignment): \(found)")
        }
    }

    @Test func theGateIsRead() {
        let code = Array(Self.preference.utf8)
        let start = AndroidSourceFacts.occurrences(of: Array("setOnClickListener".utf8), in: code[...]).first ?? 0
        #expect(AndroidSourceFacts.gatingProperty(ofListenerAt: start, in: code) == "iconClickListener")
        // The declaration and `field = value` assign no property of that name.
        #expect(!AndroidSourceFacts.assignedNames(in: code).contains("iconClickListener"))
        // Not a gate: a listener given directly, a non-null property's, another object's property.
        for other in [
            "imageView?.setOnClickListener(listener)", "var l: View.OnClickListener = x\nl?.let { imageView?.setOnClickListener(it) }",
            "var l: View.OnClickListener? = null\nother.l?.let { imageView?.setOnClickListener(it) }",
        ] {
            let text = Array(other.utf8)
            let at = AndroidSourceFacts.occurrences(of: Array("setOnClickListener".utf8), in: text[...]).first ?? 0
            #expect(AndroidSourceFacts.gatingProperty(ofListenerAt: at, in: text) == nil, "\(other)")
        }
    }
}
