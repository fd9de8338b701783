import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// Texts code sets through an array of views or `RemoteViews`: the layout's text is then a
/// placeholder, not audited (FairEmail e23dd9df dialog_folder_select.xml:43 `android:text="favorite1"`,
/// set by FragmentDialogSelectFolder.java:454 `btn[i].setText(…)`; widget.xml:42 "account", set by
/// Widget.java:209 `views.setTextViewText(R.id.tvAccount, name)`). Cases written by hand after them.
@Suite struct AndroidIndirectCodeTextTests {
    static let layout = AndroidCodeTextTests.layout(["btn_favorite1", "btn_favorite2", "tv_account", "tv_other"])

    static func elements(_ code: String, file: String = "java/app/Dialog.java") throws -> [String: ScannedElement] {
        try AndroidCodeTextTests.elements("dialog_folder_select", ["res/layout/dialog_folder_select.xml": layout, file: code])
    }

    @Test func eachViewOfAnArrayGetsTheTextSetOnItsElements() throws {
        let java = """
            public class Dialog {
                View make(Context context) {
                    final View dview = LayoutInflater.from(context).inflate(R.layout.dialog_folder_select, null);
                    final Button btnFavorite1 = dview.findViewById(R.id.btn_favorite1);
                    final Button btnFavorite2 = dview.findViewById(R.id.btn_favorite2);
                    Button[] btn = new Button[]{btnFavorite1, btnFavorite2};
                    for (int i = 0; i < btn.length; i++)
                        btn[i].setText(favorite.getDisplayName(context));
                    return dview;
                }
            }
            """
        let elements = try Self.elements(java)
        // Must: both listed views show what code sets, unreadable; their "Sample text" is a placeholder.
        for id in ["btn_favorite1", "btn_favorite2"] {
            #expect(elements[id]?.text == nil, "\(id)")
            #expect(elements[id]?.codeText?.value == .unreadable("favorite.getDisplayName(context)"), "\(id)")
        }
        // Must not: a view the array does not list keeps its text.
        #expect(elements["tv_other"]?.text?.key == "sample")
    }

    @Test func kotlinListsAndRemoteViewsSetTexts() throws {
        let kotlin = """
            class Widget {
                fun update(binding: DialogFolderSelectBinding, views: RemoteViews) {
                    val buttons = listOf(binding.btnFavorite1, binding.btnFavorite2)
                    buttons[0].text = getString(R.string.welcome)
                    views.setTextViewText(R.id.tv_account, name)
                }
            }
            """
        let elements = try Self.elements(kotlin, file: "java/app/Widget.kt")
        #expect(elements["btn_favorite1"]?.text == ScannedText(key: "welcome", literal: "Welcome"))
        #expect(elements["tv_account"]?.text == nil)
        #expect(elements["tv_account"]?.codeText?.value == .unreadable("name"))
        #expect(elements["tv_other"]?.codeText == nil)
    }
}
