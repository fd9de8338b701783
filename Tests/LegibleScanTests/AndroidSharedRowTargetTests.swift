import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// `target.small` (issue 33, fresh-android11b D1 and D7): a small tappable text inside a row code
/// makes clickable is not the target, the row is; and a monospace text is as tall as a Roboto one.
/// Conversations d161f500 `contact_key.xml:26` (the 17 dp `key_type` in a row
/// `ContactDetailsActivity.java:489-498` inflates into `view` and clicks), `message_content.xml:4`
/// (the 19 dp `message_body` included in the 53 dp `message_box` bubble `MessageAdapter.java:795`
/// clicks), and `activity_edit_account.xml:552` (the 14 sp monospace `pgp_fingerprint`).
@Suite struct AndroidSharedRowTargetTests {
    private static let namespaces = AndroidContentViewTests.namespaces

    /// The ids `target.small` names, sorted.
    private func smallTargets(_ files: [String: String]) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }
            .map(\.id).sorted()
    }

    private static let contactKey = """
        <layout \(namespaces)><RelativeLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:padding="8dp">
            <LinearLayout android:layout_width="wrap_content" android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:id="@+id/key_type" android:layout_width="wrap_content" android:layout_height="wrap_content" android:clickable="true" android:textSize="12sp" android:text="OpenPGP key ID"/>
            </LinearLayout>
        </RelativeLayout></layout>
        """

    @Test func aTextInARowCodeInflatesIntoALocalAndClicksIsNotTheTarget() async throws {
        func activity(_ root: String) -> String {
            """
            class ContactDetailsActivity {
                void other() { setContentView(R.layout.other); }
                void populate() {
                    View view = inflater.inflate(R.layout.contact_key, binding.detailsContactKeys, false);
                    TextView keyType = view.findViewById(R.id.key_type);
                    final OnClickListener openKey = v -> launchOpenKeyChain(id);
                    \(root)
                    keyType.setOnClickListener(openKey);
                }
            }
            """
        }
        let layouts = ["res/layout/contact_key.xml": Self.contactKey, "res/layout/other.xml": "<FrameLayout \(Self.namespaces)/>"]
        // Must fire: no listener on the row, only on the 12 sp caption.
        #expect(try await smallTargets(layouts.merging(["java/ContactDetailsActivity.java": activity("")]) { $1 }) == ["key_type"])
        // Must NOT fire: the inflated root gets the same listener (and OmemoActivity's binding root).
        #expect(try await smallTargets(layouts.merging(["java/ContactDetailsActivity.java": activity("view.setOnClickListener(openKey);")]) { $1 }) == [])
        let omemo = """
            class OmemoActivity {
                void other() { setContentView(R.layout.other); }
                void add() {
                    ContactKeyBinding binding = DataBindingUtil.inflate(getLayoutInflater(), R.layout.contact_key, keys, true);
                    binding.getRoot().setOnClickListener(toast);
                    binding.keyType.setOnClickListener(toast);
                }
            }
            """
        #expect(try await smallTargets(layouts.merging(["java/OmemoActivity.java": omemo]) { $1 }) == [])
    }

    @Test func aTextIncludedInABubbleCodeClicksIsNotTheTarget() async throws {
        func files(_ listeners: String) -> [String: String] {
            [
                "res/layout/message_received.xml": """
                <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                    <LinearLayout android:id="@+id/message_box" android:layout_width="wrap_content" android:layout_height="wrap_content" android:minHeight="53dp" android:orientation="vertical">
                        <include android:id="@+id/message_content" layout="@layout/message_content"/>
                    </LinearLayout>
                </LinearLayout>
                """,
                "res/layout/message_content.xml": """
                <merge \(Self.namespaces)>
                    <TextView android:id="@+id/message_body" android:layout_width="wrap_content" android:layout_height="wrap_content" android:autoLink="web" android:textSize="14sp" android:text="Hello"/>
                </merge>
                """,
                "java/MessageAdapter.java": """
                class MessageAdapter {
                    View create() { return inflate(R.layout.message_received); }
                    void bind(ViewHolder viewHolder) {
                        \(listeners)
                    }
                }
                """,
            ]
        }
        // Must fire: only the 19 dp text listens.
        #expect(try await smallTargets(files("viewHolder.messageBody.setOnClickListener(this::promptOpenKeychainInstall);")) == ["message_body"])
        // Must NOT fire: the 53 dp bubble around its include gets the same listener.
        let both =
            "viewHolder.message_box.setOnClickListener(this::promptOpenKeychainInstall);\nviewHolder.messageBody.setOnClickListener(this::promptOpenKeychainInstall);"
        #expect(try await smallTargets(files(both)) == [])
    }

    @Test func aMonospaceTextCodeClicksIsAsTallAsItsLine() async throws {
        func files(_ extra: String) -> [String: String] {
            [
                "res/layout/activity_edit_account.xml": """
                <LinearLayout \(Self.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                    <TextView android:id="@+id/pgp_fingerprint" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="14sp" android:fontFamily="monospace" android:typeface="monospace" \(extra)/>
                </LinearLayout>
                """,
                "java/EditAccountActivity.java": """
                class EditAccountActivity {
                    void create() { setContentView(R.layout.activity_edit_account); pgpFingerprint = findViewById(R.id.pgp_fingerprint); pgpFingerprint.setOnClickListener(openPgp); }
                }
                """,
            ]
        }
        // Must fire: about 19 dp tall.
        #expect(try await smallTargets(files("")) == ["pgp_fingerprint"])
        // Must NOT fire: a 48 dp minimum height; a log whose preview text has line breaks (openHAB
        // 5and `activity_log.xml:40`).
        #expect(try await smallTargets(files(#"android:minHeight="48dp""#)) == [])
        #expect(try await smallTargets(files(#"tools:text="D/Widget: onCreate()\nI/Widget: onCreateView""#)) == [])
    }
}
