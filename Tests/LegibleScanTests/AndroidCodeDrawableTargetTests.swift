import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// A compound drawable code sets beside a view's text makes it at least as tall as the
/// drawable. Tusky `StatusViewHelper.kt:245` gives `item_report_status.xml:224`'s
/// `status_media_label` (a clickable one-line `TextView` with no drawable in the file)
/// `setCompoundDrawablesRelativeWithIntrinsicBounds(drawableId, 0, 0, 0)`, where `drawableId =
/// getLabelIcon(…)` returns one of five 24 dp vectors: 24 dp tall, not its 22 dp line
/// (after9-judge, tusky: "grow it by 12 dp, not 13").
@Suite struct AndroidCodeDrawableTargetTests {
    static let layout = """
        <FrameLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
        <TextView android:id="@+id/status_media_label" android:layout_width="wrap_content" android:layout_height="wrap_content" android:drawablePadding="4dp" android:textSize="16sp" android:text="Images"/>
        </FrameLayout>
        """

    static func vector(_ size: Int) -> String {
        #"<vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="\#(size)dp" android:height="\#(size)dp" android:viewportWidth="24" android:viewportHeight="24"><path android:pathData="M0,0h24v24h-24z"/></vector>"#
    }

    static func helper(_ icon: String) -> String {
        """
        object StatusViewHelper {
            fun setupMediaLabel(itemView: View) {
                val mediaLabel = itemView.findViewById<TextView>(R.id.status_media_label)
                val drawableId = getLabelIcon(type)
                mediaLabel.setCompoundDrawablesRelativeWithIntrinsicBounds(\(icon), 0, 0, 0)
                mediaLabel.setOnClickListener { listener.onViewMedia(null, 0) }
            }

            @DrawableRes
            private fun getLabelIcon(type: Attachment.Type): Int {
                return when (type) {
                    Attachment.Type.IMAGE -> R.drawable.ic_image_24dp
                    else -> R.drawable.ic_attach_file_24dp
                }
            }
        }
        """
    }

    static func message(_ icon: String) async throws -> String? {
        let files = [
            "res/layout/item_report_status.xml": layout, "res/drawable/ic_image_24dp.xml": vector(24), "res/drawable/ic_attach_file_24dp.xml": vector(24),
            "res/drawable/ic_small.xml": vector(12), "java/StatusViewHelper.kt": helper(icon),
        ]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.first { $0.rule == "target.small" }?.message
    }

    // Must fire, at the drawable's 24 dp: the function's vectors are both 24 dp.
    @Test func aDrawableCodeSetsIsInTheHeight() async throws {
        let message = try #require(try await Self.message("drawableId"))
        #expect(message.contains("24 dp tall") || message.contains("24 dp high"), "\(message)")
        // A literal R.drawable field too.
        let literal = try #require(try await Self.message("R.drawable.ic_image_24dp"))
        #expect(literal.contains("24 dp tall") || literal.contains("24 dp high"), "\(literal)")
    }

    // Must not change the height: a drawable shorter than the line, and one the scan cannot read.
    @Test func aShorterOrUnreadDrawableLeavesTheLine() async throws {
        let line = try #require(try await Self.message("0"))
        #expect(!line.contains("24 dp"), "\(line)")
        #expect(try await Self.message("R.drawable.ic_small") == line)
        #expect(try await Self.message("someDrawable()") == line)
    }
}
