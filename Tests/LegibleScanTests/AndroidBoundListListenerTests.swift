import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// `target.small` listeners on views ButterKnife binds as a list (apollo e983980e
/// `MuunNumericKeyboard.java:54-65`, `@BindViews({R.id.key_0, …}) TextView[] numberKeys;`, and
/// `:107-120`, `final TextView numberKey = numberKeys[number];` … `numberKey.setOnClickListener(…)`):
/// the 32 dp tall keys of `muun_numeric_keyboard.xml` were never judged.
@Suite struct AndroidBoundListListenerTests {
    private static func smallTargets(_ files: [String: String]) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
    }

    private static func view(_ tag: String, _ id: String) -> String {
        let content = tag == "TextView" ? #"android:text="1""# : #"android:src="@drawable/dot""#
        return #"<\#(tag) android:id="@+id/\#(id)" android:layout_width="wrap_content" android:layout_height="32dp" \#(content)/>"#
    }

    private static let pad = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            \(view("TextView", "pad_1"))
            \(view("TextView", "pad_2"))
            \(view("ImageView", "dot_1"))
            \(view("ImageView", "dot_2"))
        </LinearLayout>
        """

    @Test func aListenerOnAnElementOfABoundListListensOnEachOfItsViews() async throws {
        let java = """
            public class PinActivity extends AppCompatActivity {
                @BindViews({
                        R.id.pad_1,
                        R.id.pad_2
                })
                TextView[] padKeys;

                @BindViews({R.id.dot_1, R.id.dot_2})
                List<ImageView> dots;

                protected void onCreate(Bundle savedInstanceState) {
                    super.onCreate(savedInstanceState);
                    setContentView(R.layout.activity_pin);
                    ButterKnife.bind(this);
                    for (int i = 0; i < padKeys.length; i++) {
                        final int number = i;
                        final TextView padKey = padKeys[number];
                        padKey.setText("" + number);
                        padKey.setOnClickListener(ignored -> pressed(number));
                    }
                    for (ImageView dot : dots) {
                        dot.setEnabled(false);
                    }
                    dots.get(0).setAlpha(0.5f);
                }

                void bindOther(View dot) {
                    dot.setOnClickListener(v -> other());
                }
            }
            """
        // Must fire: each key of the list whose element gets a listener. Must not: the dots, a
        // list whose elements are only enabled and faded, nor through a parameter of the same
        // name as the loop variable outside its loop.
        let found = try await Self.smallTargets(["res/layout/activity_pin.xml": Self.pad, "java/PinActivity.java": java])
        #expect(found == ["pad_1", "pad_2"], "\(found)")
        let unbound = java.replacingOccurrences(of: "padKey.setOnClickListener(ignored -> pressed(number));", with: "")
        #expect(try await Self.smallTargets(["res/layout/activity_pin.xml": Self.pad, "java/PinActivity.java": unbound]) == [])
    }

    @Test func eachFormOfElementListenerIsRead() {
        func clicks(_ body: String, kotlin: Bool = false) -> [[String]] {
            let declaration =
                kotlin ? "@BindViews(R.id.a_key, R2.id.b_key)\nlateinit var keys: List<TextView>" : "@BindViews({R.id.a_key, R2.id.b_key}) List<TextView> keys;"
            return AndroidSourceFacts.butterKnifeListClicks(in: Array("class Pad {\n\(declaration)\n\(body)\n}".utf8)).map(\.ids)
        }
        let both = [["akey", "bkey"]]
        // Must fire.
        #expect(clicks("void a() { keys[1].setOnClickListener(this); }") == both)
        #expect(clicks("void a() { keys.get(0).setOnClickListener(v -> go()); }") == both)
        #expect(clicks("void a() { for (View k : keys) k.setOnClickListener(this); }") == both)
        #expect(clicks("fun a() {\n    for (k in keys) {\n        k.setOnClickListener { go() }\n    }\n}", kotlin: true) == both)
        #expect(clicks("fun a() {\n    keys.forEach { key -> key.setOnClickListener { go() } }\n}", kotlin: true) == both)
        #expect(clicks("fun a() {\n    val key: TextView = keys[0]\n    key.setOnClickListener { go() }\n}", kotlin: true) == both)
        let listen = "static final ButterKnife.Action<View> LISTEN = (view, index) -> view.setOnClickListener(v -> go(index));"
        #expect(clicks("\(listen)\nvoid a() { ButterKnife.apply(keys, LISTEN); }") == both)
        // Must not: no listener, or one removed; an action that sets none; a name bound to
        // an element in a block that has closed, or rebound since.
        #expect(clicks("void a() { keys[1].setOnClickListener(null); keys.get(0).setEnabled(false); }") == [])
        let disable = "static final ButterKnife.Action<View> DISABLE = (view, index) -> view.setEnabled(false);"
        #expect(clicks("\(disable)\nvoid a() { ButterKnife.apply(keys, DISABLE); ButterKnife.apply(keys, View.ALPHA, 0.5f); }") == [])
        #expect(clicks("void a() { for (View k : keys) k.setEnabled(false); k.setOnClickListener(this); }") == [])
        #expect(clicks("void a() { if (on) { View k = keys[0]; } k.setOnClickListener(this); }") == [])
        #expect(clicks("void a() { View k = keys[0]; k = other; k.setOnClickListener(this); }") == [])
        #expect(clicks("void a() { others[1].setOnClickListener(this); }") == [])
    }
}
