import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33 class 4 on Android: the text measured is the text that shows. `getString(R.string.x,
/// arg)` fills the resource's specifiers (AOSP `Resources.getString(int, Object...)` is
/// `String.format(getString(id), formatArgs)`), so they get the audit's sample values; a resource of
/// nothing but specifiers shows only the arguments, which the scan cannot read; Java reaching a
/// Kotlin view holder's view through its getter (`holder.getFileName().setText(name)`) sets it.
@Suite struct AndroidFormattedCodeTextTests {
    static let strings = """
        <resources><string name="welcome">Welcome</string><string name="sample">Sample text</string>
        <string name="share_file">Share %1$s</string><string name="only_arg">%1$s</string>
        <string name="in_parens">(%1$s)</string><string name="full">88% Full</string></resources>
        """

    static func elements(_ name: String, _ files: [String: String]) throws -> [String: ScannedElement] {
        try AndroidContentViewTests.elements(name, ["res/values/strings.xml": strings].merging(files) { $1 })
    }

    @Test func aResourceCodeFormatsIsMeasuredWithSamplesAndOnlySpecifiersAreUnreadable() throws {
        let kotlin = """
            class ShareActivity : AppCompatActivity() {
                private lateinit var binding: ShareActivityBinding
                fun show(file: OCFile, label: String) {
                    binding.shareFileName.text = getString(R.string.share_file, file.fileName)
                    binding.title.text = getString(R.string.welcome)
                    binding.position.text = getString(R.string.only_arg, label)
                    binding.label.text = context.getString(R.string.in_parens, label)
                }
            }
            """
        let layout = AndroidCodeTextTests.layout(["share_file_name", "title", "position", "label"])
        let elements = try Self.elements("share_activity", ["res/layout/share_activity.xml": layout, "java/app/ShareActivity.kt": kotlin])
        // Words of its own: measured, with the code's argument as a sample.
        #expect(elements["share_file_name"]?.text == ScannedText(key: "share_file", literal: "Share %1$s"))
        #expect(elements["share_file_name"]?.codeText?.formatsArguments == true)
        // No arguments: shown as written.
        #expect(elements["title"]?.text?.key == "welcome")
        #expect(elements["title"]?.codeText?.formatsArguments == false)
        // Nothing but the argument (brackets are no words): what shows is the variable's text.
        #expect(elements["position"]?.text == nil)
        #expect(elements["position"]?.codeText?.value == .unreadable("getString(R.string.only_arg, …)"))
        #expect(elements["label"]?.text == nil)
        #expect(elements["label"]?.codeText?.value == .unreadable("getString(R.string.in_parens, …)"))
    }

    @Test func javaGettersOfAKotlinHolderAreItsViews() throws {
        let java = """
            public class FileListAdapter extends RecyclerView.Adapter<RecyclerView.ViewHolder> {
                public RecyclerView.ViewHolder onCreateViewHolder(ViewGroup parent, int viewType) {
                    return new GridItemViewHolder(GridItemBinding.inflate(LayoutInflater.from(parent.getContext()), parent, false));
                }
                private void bind(ListGridItemViewHolder holder, OCFile file, Pair<String, String> pair) {
                    holder.getBidiFilename().setText(pair.getFirst());
                    holder.getFileName().setText(R.string.welcome);
                    holder.getLabel(2).setText(file.getName());
                    holder.getRoot().setText(file.getName());
                }
            }
            """
        let layout = AndroidCodeTextTests.layout(["bidi_filename", "Filename", "label", "root"])
        let elements = try Self.elements("grid_item", ["res/layout/grid_item.xml": layout, "java/app/FileListAdapter.java": java])
        #expect(elements["bidi_filename"]?.text == nil)
        #expect(elements["bidi_filename"]?.codeText?.value == .unreadable("pair.getFirst()"))
        #expect(elements["bidi_filename"]?.codeText?.location.line == 6)
        #expect(elements["Filename"]?.text?.key == "welcome")
        // A getter with arguments, and the binding's root, name no view of the layout: its text stays.
        #expect(elements["label"]?.codeText == nil)
        #expect(elements["label"]?.text?.key == "sample")
        #expect(elements["root"]?.codeText == nil)
    }

    /// The whole scan: the formatted title overflows its 60 dp as "Share Alexandra" (never the
    /// literal `%1$s`) and says the argument is a sample; the file name from a variable and the
    /// specifier-only resource are notes; "88% Full" in the layout gets no sample (it would be
    /// "881,234.56ull": 13 characters of 26 dp type at 2x need about 170 dp, more than 150).
    @Test func theScanMeasuresSamplesAndNotesWhatItCannotRead() async throws {
        let kotlin = """
            class GridHolder(val binding: GridItemBinding) : RecyclerView.ViewHolder(binding.root) {
                fun bind(file: OCFile) {
                    binding.shareFileName.text = itemView.context.getString(R.string.share_file, file.fileName)
                    binding.fileName.text = file.fileName
                    binding.position.text = itemView.context.getString(R.string.only_arg, file.fileName)
                }
            }
            """
        let views = [
            ("share_file_name", 60, "@string/sample"), ("file_name", 60, "@string/sample"), ("position", 60, "@string/sample"), ("usage", 150, "@string/full"),
        ]
        .map {
            #"<TextView android:id="@+id/\#($0.0)" android:layout_width="\#($0.1)dp" android:layout_height="wrap_content" android:maxLines="1" android:textSize="14sp" android:text="\#($0.2)"/>"#
        }
        let layout =
            #"<LinearLayout \#(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">"#
            + views.joined(separator: "\n") + "</LinearLayout>"
        let files = [
            "app/src/main/res/values/strings.xml": Self.strings, "app/src/main/res/layout/grid_item.xml": layout,
            "app/src/main/java/app/GridHolder.kt": kotlin,
        ]
        let folder = try ScanFolder(files)
        defer { folder.remove() }
        let report = try await ProjectScanner(paths: [folder.path], readers: [AndroidLayoutReader()]).scan()
        let overflow = report.findings.findings.filter { $0.rule == "overflow.label" }
        #expect(overflow.map(\.id) == ["share_file_name share_file [en]"])
        let message = overflow.first?.message ?? ""
        #expect(message.contains("\"Share Alexandra\" overflows"))
        // The text around the sample overflows too, from 1.8x: "Share" (its space hangs at the line's
        // end), 5219 of Roboto's 2048 units per em, is 56.1 dp at 1.5x's 22 dp and 62.2 at 1.8x's 24.4.
        // That size comes first, the samples' second (issue 33: a guessed sample's "fits at no size" overstated it).
        #expect(message.contains(#"overflows from 1.8x without its arguments, from 0.85x with the sample argument "Alexandra""#), "\(message)")
        #expect(!message.contains("fits at no size"), "\(message)")
        #expect(overflow.first?.severity == .error)
        // The sample that stood for each specifier is named, so a reader can judge it.
        #expect(overflow.first?.property("sampleArguments") == #"%1$s = "Alexandra""#)
        #expect(!message.contains("%1$s"))
        let notes = report.findings.findings.filter { $0.rule == "overflow.text-in-code" }
        #expect(notes.map(\.id).sorted() == ["file_name", "position"])
        #expect(notes.first { $0.id == "position" }?.message.hasPrefix("code sets the text from getString(R.string.only_arg, …) (GridHolder.kt:5)") == true)
    }
}
