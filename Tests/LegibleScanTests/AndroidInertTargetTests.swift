import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// Views a tap does nothing on are no targets (issue 33, fresh-android10b D3 and D4).
///
/// AppManager `CodeEditorFragment.java:469-471` gives the 18 dp status text
/// `fragment_code_editor.xml:155` a listener whose body is only a `// TODO` comment; `:434-436`
/// does the same for `language` (`:182`). AppManager `item_app_details_primary.xml:14` is a
/// 12 dp tall Material `Chip` in a card style whose code only sets its text
/// (`AppDetailsComponentsFragment.java:555-557`), in a Material 3 theme whose `chipStyle` is an
/// assist chip: a badge.
@Suite struct AndroidInertTargetTests {
    private static func status(_ id: String) -> String {
        #"<com.google.android.material.textview.MaterialTextView android:id="@+id/\#(id)" android:layout_width="wrap_content" android:layout_height="wrap_content" android:layout_weight="1" android:textSize="13sp" android:text="Java"/>"#
    }

    private static func smallTargets(_ files: [String: String]) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
    }

    @Test func aListenerThatDoesNothingMakesNoTarget() async throws {
        let layout = """
            <androidx.appcompat.widget.LinearLayoutCompat \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
            \(["position", "language", "line_separator", "tab_size", "anonymous", "kotlin", "kotlin_todo"].map(Self.status).joined(separator: "\n"))
            </androidx.appcompat.widget.LinearLayoutCompat>
            """
        let java = """
            class CodeEditorFragment extends Fragment {
                public View onCreateView(LayoutInflater inflater, ViewGroup container, Bundle state) {
                    View view = inflater.inflate(R.layout.fragment_code_editor, container, false);
                    TextView languageButton = view.findViewById(R.id.language);
                    languageButton.setOnClickListener(v -> {
                        // TODO: 13/9/22 Display all the supported languages
                    });
                    TextView lineSeparatorButton = view.findViewById(R.id.line_separator);
                    lineSeparatorButton.setOnClickListener(v -> {
                        PopupMenu popupMenu = new PopupMenu(requireContext(), v);
                        popupMenu.show();
                    });
                    mPositionButton = view.findViewById(R.id.position);
                    mPositionButton.setOnClickListener(v -> {
                        // TODO: 13/9/22 Enable going to custom places
                    });
                    view.findViewById(R.id.anonymous).setOnClickListener(new View.OnClickListener() {
                        @Override
                        public void onClick(View v) {
                            /* nothing yet */
                        }
                    });
                    view.findViewById(R.id.tab_size).setOnClickListener(this::pickTabSize);
                    return view;
                }
            }
            """
        let kotlin = """
            class Holder(private val binding: FragmentCodeEditorBinding) {
                fun bind() {
                    binding.kotlin.setOnClickListener { }
                    binding.kotlinTodo.setOnClickListener { _ ->
                        // TODO
                    }
                }
            }
            """
        let found = try await Self.smallTargets([
            "res/layout/fragment_code_editor.xml": layout, "java/CodeEditorFragment.java": java, "java/Holder.kt": kotlin,
        ])
        // Must fire: a listener with a statement, a method reference. Must not: a lambda or
        // anonymous class whose body is empty or comments only, in Java or Kotlin.
        #expect(found == ["line_separator", "tab_size"])
    }

    @Test func emptyListenerShapes() {
        for empty in [
            "v->{}", "(v)->{}", "(Viewv)->{}", "{}", "{_->}", "View.OnClickListener{}", "newView.OnClickListener(){@OverridepublicvoidonClick(Viewv){}}",
            "object:View.OnClickListener{overridefunonClick(v:View?){}}",
        ] {
            #expect(AndroidSourceFacts.doesNothing(empty), "\(empty)")
        }
        for acting in [
            "v->{toggle();}", "v->toggle()", "this::onClick", "{toggle()}", "newView.OnClickListener(){publicvoidonClick(Viewv){go();}}", "listener",
        ] {
            #expect(!AndroidSourceFacts.doesNothing(acting), "\(acting)")
        }
    }

    private static let theme = """
        <resources>
            <style name="AppTheme" parent="Theme.Material3.Light.NoActionBar">
                <item name="chipStyle">@style/Widget.AppTheme.Chip.Assist</item>
            </style>
            <style name="Widget.AppTheme.Chip.Assist" parent="Widget.Material3.Chip.Assist"/>
            <style name="Widget.AppTheme.CardView.Outlined.DiagonallyRounded" parent="Widget.Material3.CardView.Outlined"/>
        </resources>
        """

    private static func chip(_ id: String, _ attributes: String = "") -> String {
        #"<com.google.android.material.chip.Chip android:id="@+id/\#(id)" style="@style/Widget.AppTheme.CardView.Outlined.DiagonallyRounded" android:layout_width="wrap_content" android:layout_height="12dp" android:textSize="10sp" android:text="Type" \#(attributes)/>"#
    }

    @Test func aChipNothingListensToIsABadge() async throws {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
            \(Self.chip("type"))
            \(Self.chip("listened"))
            \(Self.chip("checked"))
            \(Self.chip("checkable", #"android:checkable="true""#))
            \(Self.chip("on_click", #"android:onClick="onType""#))
            <com.google.android.material.chip.Chip android:id="@+id/filter" style="@style/Widget.Material3.Chip.Filter" android:layout_width="wrap_content" android:layout_height="12dp" android:text="F"/>
            </LinearLayout>
            """
        let java = """
            class Adapter {
                void bind(View itemView) {
                    View row = inflater.inflate(R.layout.item_app_details_primary, null);
                    Chip chipType = itemView.findViewById(R.id.type);
                    chipType.setText(R.string.activity);
                    chipType.setVisibility(View.VISIBLE);
                    ((Chip) itemView.findViewById(R.id.listened)).setOnClickListener(v -> open());
                    Chip checked = itemView.findViewById(R.id.checked);
                    checked.setOnCheckedChangeListener((c, on) -> save(on));
                }
            }
            """
        let found = try await Self.smallTargets([
            "AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/AppTheme"/></manifest>"#,
            "res/values/styles.xml": Self.theme, "res/layout/item_app_details_primary.xml": layout, "java/Adapter.java": java,
        ])
        // Must fire: a listener in code (click or checked), `checkable`, `onClick`, a chip style
        // of its own. Must not: AppManager's badge, whose code only sets its text.
        #expect(found == ["checkable", "checked", "filter", "listened", "on_click"])
    }
}
