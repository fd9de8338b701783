import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// Issue 33: an adapter that inflates a layout id its caller passes in names that layout.
/// Gadgetbridge `AppBlacklistActivity.java:43` builds `new AppBlacklistAdapter(R.layout.item_app_blacklist, this)`,
/// and `AppBlacklistAdapter.java:106` inflates `mLayoutId`; the listener it gives `btnConfigureApp`
/// (`:146`) was not seen, so `item_app_blacklist.xml:73`, 24×48 dp, was not judged. And
/// `GBDeviceAppAdapter.java:90` sets `item_details`, whose placeholder "Item Description" was
/// measured (`item_appmanager_watchapp.xml:74`).
@Suite struct AndroidPassedLayoutTests {
    static let layout = """
        <RelativeLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <TextView android:id="@+id/item_details" android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:text="Item Description" android:textSize="14sp"/>
            <ImageView android:id="@+id/btn_configureApp" android:layout_width="24dp" android:layout_height="48dp"
                android:layout_alignParentEnd="true" android:src="@drawable/ic_settings"/>
        </RelativeLayout>
        """

    static let adapter = """
        public class AppBlacklistAdapter extends RecyclerView.Adapter<AppBlacklistAdapter.AppBLViewHolder> {
            private final int mLayoutId;

            public AppBlacklistAdapter(int layoutId, Context context) {
                mLayoutId = layoutId;
            }

            public AppBLViewHolder onCreateViewHolder(ViewGroup parent, int viewType) {
                View view = LayoutInflater.from(mContext).inflate(mLayoutId, parent, false);
                return new AppBLViewHolder(view);
            }

            public void onBindViewHolder(final AppBLViewHolder holder, int position) {
                holder.deviceAppVersionAuthorLabel.setText(appInfo.packageName);
                holder.btnConfigureApp.setOnClickListener(new View.OnClickListener() {
                    public void onClick(View view) { configure(); }
                });
            }

            public class AppBLViewHolder extends RecyclerView.ViewHolder {
                final TextView deviceAppVersionAuthorLabel;
                final ImageView btnConfigureApp;
                AppBLViewHolder(View itemView) {
                    super(itemView);
                    deviceAppVersionAuthorLabel = itemView.findViewById(R.id.item_details);
                    btnConfigureApp = itemView.findViewById(R.id.btn_configureApp);
                }
            }
        }
        """

    static func activity(_ layout: String) -> String {
        """
        public class AppBlacklistActivity extends AbstractGBActivity {
            protected void onCreate(Bundle savedInstanceState) {
                setContentView(R.layout.activity_app_blacklist);
                appBlacklistAdapter = new AppBlacklistAdapter(
                        R.layout.\(layout),
                        this);
            }
        }
        """
    }

    /// With a second layout of the same ids (`item_app_specific_notification_app_list.xml:49` in
    /// Gadgetbridge), so that the id alone does not say which layout a listener is for.
    static func project(passing layout: String) -> [String: String] {
        [
            "res/layout/item_app_blacklist.xml": Self.layout, "res/layout/item_app_specific.xml": Self.layout,
            "java/app/AppBlacklistAdapter.java": adapter,
            "java/app/AppBlacklistActivity.java": activity(layout),
        ]
    }

    // Must fire: the caller passes the layout, so the adapter's listener makes the icon a target
    // and the text it sets replaces the placeholder.
    @Test func anAdapterNamesTheLayoutItsCallerPasses() async throws {
        let report = try await AndroidTargetJudgingTests.scan(Self.project(passing: "item_app_blacklist"))
        let targets = report.findings.findings.filter { $0.rule == "target.small" && $0.location?.file.hasSuffix("item_app_blacklist.xml") == true }.map(\.id)
        #expect(targets.contains { $0.hasPrefix("btn_configureApp") }, "\(targets)")
        let elements = try AndroidContentViewTests.elements("item_app_blacklist", Self.project(passing: "item_app_blacklist"))
        #expect(try #require(elements["item_details"]).codeText != nil)
    }

    // Must not fire: a caller that passes another layout says nothing of this one.
    @Test func anotherLayoutPassedLeavesThisOneUnnamed() async throws {
        let report = try await AndroidTargetJudgingTests.scan(Self.project(passing: "item_other"))
        let targets = report.findings.findings.filter { $0.rule == "target.small" && $0.location?.file.hasSuffix("item_app_blacklist.xml") == true }.map(\.id)
        #expect(!targets.contains { $0.hasPrefix("btn_configureApp") }, "\(targets)")
        let elements = try AndroidContentViewTests.elements("item_app_blacklist", Self.project(passing: "item_other"))
        #expect(try #require(elements["item_details"]).codeText == nil)
    }

    @Test func onlyACapitalisedCallIsAConstructor() {
        let code = Array("v = inflater.inflate(R.layout.row, parent, false); a = new RowAdapter<>(list, R.layout.item_row);".utf8)
        #expect(AndroidSourceFacts.layoutsPassedToConstructors(in: code) == ["RowAdapter": ["item_row"]])
    }
}
