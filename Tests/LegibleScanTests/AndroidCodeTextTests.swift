import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 34 item 4 on Android: the text a layout's view shows is the one the app's Kotlin or Java
/// sets (`setText(R.string.x)`, `text = getString(R.string.x)` through view binding or
/// `findViewById`) or data binding binds (`@{@string/x}`); a text set from a variable is not
/// audited, and says so.
@Suite struct AndroidCodeTextTests {
    static let namespaces = AndroidContentViewTests.namespaces
    static let strings = """
        <resources><string name="welcome">Welcome</string><string name="sample">Sample text</string><string name="other">Other</string></resources>
        """

    /// A layout of 100 dp wide one-line text views with these ids, each showing `@string/sample`.
    static func layout(_ ids: [String]) -> String {
        let views = ids.map {
            #"<TextView android:id="@+id/\#($0)" android:layout_width="100dp" android:layout_height="wrap_content" android:maxLines="1" android:textSize="14sp" android:text="@string/sample"/>"#
        }
        return #"<LinearLayout \#(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">"#
            + views.joined(separator: "\n") + "</LinearLayout>"
    }

    static func elements(_ name: String, _ files: [String: String]) throws -> [String: ScannedElement] {
        try AndroidContentViewTests.elements(name, ["res/values/strings.xml": strings].merging(files) { $1 })
    }

    @Test func viewBindingInKotlinSetsAStringResource() throws {
        let kotlin = """
            class NoteHolder(private val binding: ItemNoteBinding) : RecyclerView.ViewHolder(binding.root) {
                fun bind(note: Note) {
                    binding.noteTitle.text = itemView.context.getString(R.string.welcome)
                    binding.noteBody.text = note.body
                }
            }
            """
        let files = ["res/layout/item_note.xml": Self.layout(["note_title", "note_body", "note_date"]), "java/app/NoteHolder.kt": kotlin]
        let elements = try Self.elements("item_note", files)
        #expect(elements["note_title"]?.text == ScannedText(key: "welcome", literal: "Welcome"))
        #expect(elements["note_title"]?.codeText?.location.line == 3)
        // From a model: not audited (no text), and the reason is kept for the note.
        #expect(elements["note_body"]?.text == nil)
        #expect(elements["note_body"]?.codeText?.value == .unreadable("note.body"))
        // A view code does not touch keeps the layout's text.
        #expect(elements["note_date"]?.text == ScannedText(key: "sample", literal: "Sample text"))
        #expect(elements["note_date"]?.codeText == nil)
    }

    @Test func anotherLayoutsViewOfTheSameIdIsNotTheOne() throws {
        let kotlin = "class NoteHolder(val binding: ItemNoteBinding) {\n fun bind() { binding.noteTitle.setText(R.string.welcome) }\n}"
        let files = [
            "res/layout/item_note.xml": Self.layout(["note_title"]), "res/layout/item_other.xml": Self.layout(["note_title"]),
            "java/app/NoteHolder.kt": kotlin,
        ]
        #expect(try Self.elements("item_note", files)["note_title"]?.text?.key == "welcome")
        #expect(try Self.elements("item_other", files)["note_title"]?.text?.key == "sample")
    }

    @Test func javaAndKotlinFindViewById() throws {
        let java = """
            public class MainActivity extends AppCompatActivity {
                private TextView status;
                protected void onCreate(Bundle state) {
                    setContentView(R.layout.main);
                    ((TextView) findViewById(R.id.title)).setText(R.string.welcome);
                    status = (TextView) findViewById(R.id.status);
                    status.setText("Offline");
                    TextView count = findViewById(R.id.count);
                    count.setText(String.valueOf(total));
                }
            }
            """
        let kotlin = """
            class DetailActivity : AppCompatActivity() {
                override fun onCreate(state: Bundle?) {
                    setContentView(R.layout.detail)
                    val label = findViewById<TextView>(R.id.label)
                    label.setText(getString(R.string.other, name), TextView.BufferType.NORMAL)
                    findViewById<TextView>(R.id.hint)?.text = resources.getText(R.string.welcome)
                }
            }
            """
        let files = [
            "res/layout/main.xml": Self.layout(["title", "status", "count"]), "res/layout/detail.xml": Self.layout(["label", "hint"]),
            "java/app/MainActivity.java": java, "java/app/DetailActivity.kt": kotlin,
        ]
        let main = try Self.elements("main", files)
        #expect(main["title"]?.text?.key == "welcome")
        #expect(main["status"]?.text == ScannedText(literal: "Offline"))
        #expect(main["count"]?.text == nil)
        #expect(main["count"]?.codeText?.value == .unreadable("String.valueOf(total)"))
        let detail = try Self.elements("detail", files)
        #expect(detail["label"]?.text == ScannedText(key: "other", literal: "Other"))
        #expect(detail["hint"]?.text?.key == "welcome")
    }

    @Test func dataBindingAStringIsReadAndAnExpressionIsNot() throws {
        let layout = """
            <layout \(Self.namespaces)><data><variable name="user" type="app.User"/></data>
            <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            <TextView android:id="@+id/greeting" android:layout_width="100dp" android:layout_height="wrap_content" android:textSize="14sp" android:text="@{@string/welcome}"/>
            <TextView android:id="@+id/formatted" android:layout_width="100dp" android:layout_height="wrap_content" android:textSize="14sp" android:text="@{@string/other(user.name)}"/>
            <TextView android:id="@+id/name" android:layout_width="100dp" android:layout_height="wrap_content" android:textSize="14sp" android:text="@{user.name}"/>
            </LinearLayout></layout>
            """
        let elements = try Self.elements("profile", ["res/layout/profile.xml": layout])
        #expect(elements["greeting"]?.text == ScannedText(key: "welcome", literal: "Welcome"))
        #expect(elements["formatted"]?.text == ScannedText(key: "other", literal: "Other"))
        #expect(elements["name"]?.text == nil)
        #expect(elements["name"]?.codeText?.value == .unreadable("@{user.name}"))
    }

    /// The whole scan: the German string code sets is too long for its 100 dp; the note for the
    /// text from a model; no overflow for the placeholder the layout holds.
    @Test func aGermanStringCodeSetsOverflowsAndAVariableIsANote() async throws {
        let kotlin = """
            class NoteHolder(private val binding: ItemNoteBinding) {
                fun bind(note: Note) {
                    binding.noteTitle.setText(R.string.welcome)
                    binding.noteBody.text = note.body
                }
            }
            """
        // `sample` in German would overflow too, were the placeholder audited.
        let german = """
            <resources><string name="welcome">Herzlich willkommen bei der App</string><string name="sample">Beispieltext, der viel zu lang ist</string></resources>
            """
        let files = [
            "app/src/main/res/values/strings.xml": Self.strings, "app/src/main/res/values-de/strings.xml": german,
            "app/src/main/res/layout/item_note.xml": Self.layout(["note_title", "note_body"]), "app/src/main/java/app/NoteHolder.kt": kotlin,
        ]
        let folder = try ScanFolder(files)
        defer { folder.remove() }
        let report = try await ProjectScanner(paths: [folder.path], readers: [AndroidLayoutReader()]).scan()
        let overflow = report.findings.findings.filter { $0.rule == "overflow.label" }
        // German at every size; `Welcome` (101.2 dp) only from 1.8x. Never the placeholder of note_body.
        #expect(overflow.map(\.id).contains("note_title welcome [de]"))
        #expect(overflow.allSatisfy { $0.id.hasPrefix("note_title welcome") })
        let notes = report.findings.findings.filter { $0.rule == "overflow.text-in-code" }
        #expect(notes.map(\.id) == ["note_body"])
        #expect(
            notes.first?.message
                == "code sets the text from note.body (NoteHolder.kt:4), which the scan cannot read; the file's text is a placeholder, not audited for overflow"
        )
    }

}

extension AndroidCodeTextTests {
    /// A loading skeleton of block characters is no text anyone reads: the model's text, which the
    /// scan cannot read, is the one the view shows.
    @Test func aSkeletonOfSymbolsIsNotTheTextChosen() {
        func at(_ line: Int) -> Finding.Location { Finding.Location(file: "A.java", line: line, column: 1) }
        let skeleton = ScannedCodeText(.text(ScannedText(literal: "████")), location: at(1))
        let model = ScannedCodeText(.unreadable("item.getTitle()"), location: at(9))
        let key = ScannedCodeText(.text(ScannedText(key: "loading")), location: at(5))
        #expect(ScannedCodeText.chosen([skeleton, model]) == model)
        // The key is chosen, naming the model's text that may replace it (CodeReplacedTextTests).
        var replaced = key
        replaced.mayBeReplacedBy = "item.getTitle()"
        #expect(ScannedCodeText.chosen([model, key, skeleton]) == replaced)
        #expect(ScannedCodeText.chosen([skeleton]) == skeleton)
        #expect(ScannedCodeText.chosen([]) == nil)
    }
}
