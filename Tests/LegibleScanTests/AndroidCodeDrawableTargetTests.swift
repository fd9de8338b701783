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

    /// Ehviewer_CN_SXJ 262857da `widget_content_layout.xml:28`: a 228 dp one-line tip that
    /// `ContentLayout.java:353-355` gives a 120 dp drawable above its text
    /// (`setCompoundDrawables(null, drawable, null, null)`, bounded by code) before giving it a
    /// listener. Its height is not its line's: not judged. A drawable code puts beside the text
    /// leaves it judged at its line, as before.
    static func tip(_ drawables: String) -> [String: String] {
        [
            "res/layout/widget_content_layout.xml": """
            <FrameLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent">
            <TextView android:id="@+id/tip" android:layout_width="228dp" android:layout_height="wrap_content" android:drawablePadding="8dp" android:textSize="18sp"/>
            </FrameLayout>
            """,
            "java/ContentLayout.java": """
            public class ContentLayout extends FrameLayout {
                private TextView mTipView;
                public ContentLayout(Context context) {
                    LayoutInflater.from(context).inflate(R.layout.widget_content_layout, this);
                    mTipView = (TextView) findViewById(R.id.tip);
                    Drawable drawable = getVectorDrawable(context, R.drawable.big_picture);
                    drawable.setBounds(0, 0, drawable.getIntrinsicWidth(), drawable.getIntrinsicHeight());
                    mTipView.setCompoundDrawables(\(drawables));
                    mTipView.setOnClickListener(v -> refresh());
                }
            }
            """,
        ]
    }

    @Test func aDrawableCodeSetsAboveTheTextLeavesTheHeightUnknown() async throws {
        let errors = { (files: [String: String]) async throws -> [Finding] in
            try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" && $0.severity == .error }
        }
        // Must not fire: the drawable above the text.
        #expect(try await errors(Self.tip("null, drawable, null, null")).isEmpty)
        // Must fire: the drawable beside it (its height unread), and none.
        #expect(try await errors(Self.tip("drawable, null, null, null")).count == 1)
        #expect(try await errors(Self.tip("null, null, null, null")).count == 1)
    }
}
