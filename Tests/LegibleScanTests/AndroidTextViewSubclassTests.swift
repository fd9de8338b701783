import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// An app's own view class that extends a text view is text, whatever its name: OwnTracks
/// 25c27bee `ui_contactsheet_parameter.xml:70` is an `AutoResizingTextViewWithListener`
/// (`class AutoResizingTextViewWithListener : AppCompatTextView`, AutoResizingTextViewWithListener.kt:21)
/// with `app:autoSizeTextType="uniform"` and a 1 sp minimum in a 42 dp box, which shrinks like its
/// plain TextView sibling at :51 (down to a 1 sp floor). A class that extends a layout, or that the app's
/// code does not declare, stays no text.
@Suite struct AndroidTextViewSubclassTests {
    static func layout(_ tag: String) -> String {
        #"<LinearLayout \#(AndroidCodeTextTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">"#
            + #"<\#(tag) android:id="@+id/label" android:layout_width="match_parent" android:layout_height="42dp" android:maxLines="1" android:textSize="16sp" android:text="@string/sample" app:autoSizeMinTextSize="1sp" app:autoSizeMaxTextSize="16sp" app:autoSizeTextType="uniform"/>"#
            + "</LinearLayout>"
    }

    /// OwnTracks' declaration as written: secondary constructors, so no parentheses after the superclass.
    static let kotlin = """
        @SuppressLint("RestrictedApi")
        class AutoResizingTextViewWithListener : AppCompatTextView {
          constructor(context: Context, attrs: AttributeSet) : super(context, attrs)
          override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) { super.onMeasure(widthMeasureSpec, heightMeasureSpec) }
        }
        """

    static func label(_ tag: String, code: String) throws -> ScannedElement? {
        let files = ["res/layout/contactsheet.xml": layout(tag), "java/app/AutoResizingTextViewWithListener.kt": code]
        return try AndroidCodeTextTests.elements("contactsheet", files)["label"]
    }

    @Test func anAppsOwnTextViewSubclassIsTextThatShrinks() throws {
        let label = try Self.label("org.owntracks.android.ui.map.AutoResizingTextViewWithListener", code: Self.kotlin)
        #expect(label?.kind == .label)
        // It shrinks; its 1 sp minimum is a floor under 6 sp, so no percentage is given.
        #expect(label?.shrink != nil && label?.shrink?.minimumScale == nil)
    }

    @Test func aJavaSubclassOfAnAppsOwnSubclassIsTextToo() throws {
        let java = "public class Fancy extends Plain {}\nclass Plain extends android.widget.TextView {}"
        #expect(try Self.label("com.example.Fancy", code: java)?.kind == .label)
    }

    @Test func aLayoutSubclassOrAnUndeclaredClassIsNoText() throws {
        #expect(try Self.label("org.owntracks.android.ui.map.AutoResizingTextViewWithListener", code: "class Other : TextView")?.kind == nil)
        #expect(try Self.label("com.example.Box", code: "class Box : FrameLayout {}")?.kind == nil)
    }
}
