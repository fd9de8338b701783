import Foundation
import LegibleReporting
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A `RemoteViews` button given the same intent as the widget around it, on the same
/// `RemoteViews`, is no target of its own, even when another `RemoteViews` of the layout gives
/// the widget another intent (fresh Android round 17b, C2): gnucash 2ad44adf
/// `WidgetConfigurationActivity.java:313` and `:316` give `widget_layout` and `btn_view_account`
/// (`widget_4x1.xml:59`) both `accountPendingIntent`; the deleted-account branch at `:274` gives
/// `widget_layout` and `btn_new_transaction` a `pendingIntent` of its own.
@Suite struct AndroidRemoteSharedIntentTests {
    static let layout = ##"""
        <LinearLayout NS android:id="@+id/widget_layout" android:layout_width="match_parent" android:layout_height="72dp" android:orientation="horizontal">
            <TextView android:id="@+id/account_name" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:textSize="18sp"/>
            <ImageButton android:id="@+id/btn_new_transaction" android:layout_width="48dp" android:layout_height="32dp" android:contentDescription="New"/>
            <ImageButton android:id="@+id/btn_view_account" android:layout_width="48dp" android:layout_height="32dp" android:contentDescription="View"/>
        </LinearLayout>
        """##

    static let code = """
        public class WidgetConfigurationActivity extends Activity {
            public static void updateWidget(Context context, int appWidgetId, AppWidgetManager appWidgetManager) {
                final Account account;
                try {
                    account = adapter.getRecord(accountUID);
                } catch (IllegalArgumentException e) {
                    RemoteViews views = new RemoteViews(context.getPackageName(), R.layout.widget_4x1);
                    PendingIntent pendingIntent = PendingIntent.getActivity(context, 0, new Intent(context, AccountsActivity.class), 0);
                    views.setOnClickPendingIntent(R.id.widget_layout, pendingIntent);
                    views.setOnClickPendingIntent(R.id.btn_new_transaction, pendingIntent);
                    appWidgetManager.updateAppWidget(appWidgetId, views);
                    return;
                }
                final RemoteViews views = new RemoteViews(context.getPackageName(), R.layout.widget_4x1);
                PendingIntent accountPendingIntent = PendingIntent.getActivity(context, appWidgetId, accountViewIntent, 0);
                views.setOnClickPendingIntent(R.id.widget_layout, accountPendingIntent);
                if (adapter.isPlaceholderAccount(accountUID)) {
                    views.setOnClickPendingIntent(R.id.btn_view_account, accountPendingIntent);
                } else {
                    PendingIntent pendingIntent = PendingIntent.getActivity(context, appWidgetId, newTransactionIntent, 0);
                    views.setOnClickPendingIntent(R.id.btn_new_transaction, pendingIntent);
                }
                appWidgetManager.updateAppWidget(appWidgetId, views);
            }
        }
        """

    // Must fire: the new-transaction button has an intent of its own on the second RemoteViews.
    // Must not: the view-account button does what the widget around it does.
    @Test func aButtonGivenTheWidgetsIntentOnTheSameRemoteViewsIsNoTarget() async throws {
        let report = try await AndroidTargetJudgingTests.scan([
            "res/layout/widget_4x1.xml": Self.layout.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
            "java/app/WidgetConfigurationActivity.java": Self.code,
        ])
        let found = report.findings.findings.filter { $0.rule == "target.small" && $0.severity == .error }
        #expect(found.map(\.id) == ["btn_new_transaction"], "\(found.map { "\($0.id): \($0.message)" })")
    }
}
