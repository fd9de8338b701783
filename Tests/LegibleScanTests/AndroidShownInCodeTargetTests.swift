import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// A view the layout hides (`visibility="gone"`) that the app's code shows is judged, with its
/// children, as it is whenever it is on screen: Amaze 5cb924a11 `text_editor_search_bar.xml:2`,
/// shown by `TextEditorActivity.java:490`, holds two 40 dp image buttons (24 dp icon, 8 dp padding).
@Suite struct AndroidShownInCodeTargetTests {
    static let namespaces = ##"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto""##

    static func smallTargets(java: String) async throws -> [String] {
        let files = [
            "res/drawable/ic_keyboard_arrow_up_white.xml":
                ##"<vector \##(namespaces) android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"/>"##,
            "res/layout/text_editor_search_bar.xml": ##"""
            <androidx.constraintlayout.widget.ConstraintLayout \##(namespaces) android:id="@+id/textEditorSearchBar"
                android:layout_width="match_parent" android:layout_height="wrap_content" android:visibility="gone">
                <androidx.appcompat.widget.AppCompatImageButton android:id="@+id/textEditorSearchPrevButton" android:layout_width="wrap_content"
                    android:layout_height="wrap_content" android:background="?android:selectableItemBackground" android:padding="8dp"
                    app:srcCompat="@drawable/ic_keyboard_arrow_up_white"/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """##,
            "java/TextEditorActivity.java": java,
        ]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.id)
    }

    @Test func aBarCodeShowsHasItsButtonsJudged() async throws {
        let shows = """
            class TextEditorActivity {
                void onCreate() { searchViewLayout = findViewById(R.id.textEditorSearchBar); }
                void show() { searchViewLayout.setVisibility(View.VISIBLE); }
            }
            """
        #expect(try await Self.smallTargets(java: shows) == ["textEditorSearchPrevButton"])
    }

    @Test func aBarCodeOnlyHidesStaysHidden() async throws {
        let hides = """
            class TextEditorActivity {
                void onCreate() { searchViewLayout = findViewById(R.id.textEditorSearchBar); }
                void hide() { searchViewLayout.setVisibility(View.GONE); searchViewLayout.setVisibility(View.INVISIBLE); }
            }
            """
        #expect(try await Self.smallTargets(java: hides).isEmpty)
    }
}
