import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// A layout an app widget shows through `RemoteViews` is inflated without AppCompat's view
/// factory, so AppCompat's `app:autoSizeTextType` does nothing there and the text does not
/// shrink; the framework's `android:autoSizeTextType` still does (Catima 80ec71d9
/// ListWidget.kt:69/102 for list_widget_empty.xml:8 and list_widget_item.xml:27, which were
/// `text.shrinks` warnings). An activity's layout with `app:` still shrinks.
@Suite struct AndroidRemoteViewsShrinkTests {
    static func layout(_ attribute: String) -> String {
        #"<LinearLayout \#(AndroidCodeTextTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">"#
            + #"<TextView android:id="@+id/empty" android:layout_width="100dp" android:layout_height="40dp" android:textSize="14sp" android:text="@string/sample" \#(attribute)="uniform"/>"#
            + "</LinearLayout>"
    }

    static let widget = """
        class ListWidget : AppWidgetProvider() {
            fun update(context: Context) {
                val views = RemoteViews(context.packageName, R.layout.list_widget)
            }
        }
        """

    static let activity = """
        class ListActivity : AppCompatActivity() {
            override fun onCreate(state: Bundle?) { setContentView(R.layout.list_widget) }
        }
        """

    static func shrink(_ attribute: String, code: String) throws -> ScannedShrink? {
        let files = ["res/layout/list_widget.xml": layout(attribute), "java/app/Code.kt": code]
        return try AndroidCodeTextTests.elements("list_widget", files)["empty"]?.shrink
    }

    @Test func appCompatsAutoSizeDoesNothingInAWidget() throws {
        #expect(try Self.shrink("app:autoSizeTextType", code: Self.widget) == nil)
    }

    @Test func theFrameworksAutoSizeShrinksInAWidget() throws {
        #expect(try Self.shrink("android:autoSizeTextType", code: Self.widget) != nil)
    }

    @Test func appCompatsAutoSizeShrinksInAnActivity() throws {
        #expect(try Self.shrink("app:autoSizeTextType", code: Self.activity) != nil)
    }
}
