import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A view code shows only when a field that is false by default is true: OpenKeychain's
/// MaterialChipsInput `ChipView.java:227-237` (`if (!mDeletable) mDeleteButton.setVisibility(GONE);
/// else mDeleteButton.setVisibility(VISIBLE);`, `private boolean mDeletable = false;` at `:35`)
/// left `chip_view.xml:29`, a 24 dp delete button no OpenKeychain chip shows, a target.small
/// error. It is a note that says when it shows.
@Suite struct AndroidFieldBranchVisibilityTests {
    static let layout = """
        <RelativeLayout \(AndroidContentViewTests.namespaces) android:layout_width="wrap_content" android:layout_height="32dp">
            <ImageButton android:id="@+id/delete_button" android:layout_width="24dp" android:layout_height="24dp" android:background="@null"
                android:src="@drawable/ic_close"/>
        </RelativeLayout>
        """

    static func chipView(declaration: String, condition: String = "!mDeletable") -> String {
        """
        public class ChipView extends RelativeLayout {
            private ImageButton mDeleteButton;
            \(declaration)

            private void init(Context context) {
                View rootView = inflate(getContext(), R.layout.chip_view, this);
                mDeleteButton = (ImageButton) rootView.findViewById(R.id.delete_button);
                setDeletable(mDeletable);
            }

            public void setDeletable(boolean deletable) {
                mDeletable = deletable;
                if (\(condition)) {
                    // hide delete icon
                    mDeleteButton.setVisibility(GONE);
                } else {
                    // show icon
                    mDeleteButton.setVisibility(VISIBLE);
                }
            }

            public void setOnDeleteClicked(OnClickListener onClickListener) {
                mDeleteButton.setOnClickListener(onClickListener);
            }
        }
        """
    }

    /// MaterialChipsInput's `DetailedChipView.java` inflates `detailed_chip_view.xml`, whose own
    /// `delete_button` (`:64`) it always shows.
    static let detailed = """
        public class DetailedChipView extends RelativeLayout {
            private ImageButton mDeleteButton;
            private void init(Context context) {
                View rootView = inflate(getContext(), R.layout.detailed_chip_view, this);
                mDeleteButton = (ImageButton) rootView.findViewById(R.id.delete_button);
            }
            public void setOnDeleteClicked(OnClickListener onClickListener) {
                mDeleteButton.setOnClickListener(onClickListener);
            }
        }
        """

    static func targets(_ code: String, file: String = "chip_view.xml") async throws -> [Finding] {
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/chip_view.xml": layout, "java/app/ChipView.java": code,
            "res/layout/detailed_chip_view.xml": layout, "java/app/DetailedChipView.java": detailed,
        ])
        return report.findings.findings.filter {
            $0.rule == "target.small" && $0.id.hasPrefix("delete_button") && $0.location?.file.hasSuffix("/\(file)") == true
        }
    }

    // Must not be an error: shown only when mDeletable, false by default, is set.
    @Test func aViewShownOnlyWhenAFalseFieldIsSetIsANote() async throws {
        let found = try await Self.targets(Self.chipView(declaration: "private boolean mDeletable = false;"))
        #expect(found.count == 1 && found.allSatisfy { $0.severity == .note }, "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("shown only when mDeletable is true") == true, "\(found.map(\.message))")
    }

    // Must fire: a field that is true by default, or a condition that is no field, shows it; and
    // another layout's view of the same id that its own class always shows.
    @Test func otherwiseTheTargetIsAnError() async throws {
        let detailed = try await Self.targets(Self.chipView(declaration: "private boolean mDeletable = false;"), file: "detailed_chip_view.xml")
        #expect(detailed.count == 1 && detailed.allSatisfy { $0.severity == .error }, "\(detailed.map(\.message))")
        for code in [
            Self.chipView(declaration: "private boolean mDeletable = true;"),
            Self.chipView(declaration: "private boolean mDeletable;", condition: "!isDeletable()"),
        ] {
            let found = try await Self.targets(code)
            #expect(found.contains { $0.severity == .error }, "\(found.map(\.message))")
        }
    }
}
