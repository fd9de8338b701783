import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33: a view code hides as it sets it up, and nothing shows, is never on screen. AppManager
/// `FilePropertiesDialogFragment.java:135-136` runs
/// `mMoreButton = bodyView.findViewById(R.id.more); mMoreButton.setVisibility(View.GONE);` and
/// no code sets it VISIBLE, so `dialog_file_properties.xml:100`, a 40×40 dp button, was a
/// target.small error about a button nobody sees.
@Suite struct AndroidHiddenAtSetUpTests {
    static let layout = """
        <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
            <Button android:id="@+id/more" android:layout_width="40dp" android:layout_height="40dp" android:background="@null"/>
            <Button android:id="@+id/checksums" android:layout_width="40dp" android:layout_height="40dp" android:background="@null"/>
        </LinearLayout>
        """

    static func fragment(_ body: String, extra: String = "") -> String {
        """
        public class FilePropertiesDialogFragment extends CapsuleBottomSheetDialogFragment {
            private MaterialButton mMoreButton;
            private MaterialButton mChecksumsView;

            public View initRootView(LayoutInflater inflater, ViewGroup container, Bundle savedInstanceState) {
                return inflater.inflate(R.layout.dialog_file_properties, container, false);
            }

            public void onBodyInitialized(View bodyView, Bundle savedInstanceState) {
                mChecksumsView = bodyView.findViewById(R.id.checksums);
                mChecksumsView.setOnClickListener(v -> {
                    show();
                });
                mMoreButton = bodyView.findViewById(R.id.more);
                \(body)
            }
            \(extra)
        }
        """
    }

    static func targets(_ code: String) async throws -> [String] {
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/dialog_file_properties.xml": layout, "java/app/FilePropertiesDialogFragment.java": code,
        ])
        return report.findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
    }

    // Must not fire: hidden where it is found, and never shown.
    @Test func aViewHiddenWhereItIsFoundIsNotJudged() async throws {
        let found = try await Self.targets(Self.fragment("mMoreButton.setVisibility(View.GONE);"))
        #expect(!found.contains { $0.hasPrefix("more") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("checksums") }, "\(found)")
    }

    // Must fire: a hide in a branch, a show elsewhere, or a visibility code decides keeps it judged.
    @Test func aViewCodeMayShowIsJudged() async throws {
        let cases = [
            Self.fragment("if (readOnly) mMoreButton.setVisibility(View.GONE);"),
            Self.fragment("mMoreButton.setVisibility(View.GONE);", extra: "void loaded() { mMoreButton.setVisibility(View.VISIBLE); }"),
            Self.fragment("mMoreButton.setVisibility(View.GONE);", extra: "void loaded(int state) { mMoreButton.setVisibility(state); }"),
            // Hidden later, in a function that did not find it: shown until then.
            Self.fragment("", extra: "void loaded() { mMoreButton.setVisibility(View.GONE); }"),
        ]
        for code in cases {
            let found = try await Self.targets(code)
            #expect(found.contains { $0.hasPrefix("more") }, "\(found) for \(code)")
        }
    }
}
