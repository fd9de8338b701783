import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A layout an app widget provider names as its `android:previewLayout` is what the launcher's
/// widget picker draws, at the widget's size: SeriesGuide 72ea839f `layout/appwidget_preview.xml:44`
/// ("Следующие эпизоды", 18 sp medium, one line, 16 dp padding a side), named by
/// `xml/appwidget_v11_info.xml:12`, was an error at 320 dp (301.8 of 288 dp at 2x). The screen's
/// width is not the preview's, so the overflow is a note that says whose preview it is.
@Suite struct AndroidWidgetPreviewTests {
    static func project(previewLayout: String) -> [String: String] {
        let layout = ##"""
            <FrameLayout NS android:layout_width="match_parent" android:layout_height="match_parent">
                <FrameLayout android:id="@+id/widget_title" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:paddingStart="16dp" android:paddingEnd="16dp">
                    <TextView android:id="@+id/widgetTitle" android:layout_width="wrap_content" android:layout_height="wrap_content"
                        android:fontFamily="sans-serif-medium" android:textSize="18sp" android:ellipsize="end" android:maxLines="1"
                        android:text="@string/upcoming"/>
                </FrameLayout>
            </FrameLayout>
            """##
        return [
            "res/values/strings.xml": #"<resources><string name="upcoming">Следующие эпизоды</string></resources>"#,
            "res/xml/appwidget_v11_info.xml": ##"""
            <?xml version="1.0" encoding="utf-8"?>
            <appwidget-provider xmlns:android="http://schemas.android.com/apk/res/android" android:initialLayout="@layout/appwidget"
                android:minWidth="250dp" android:minHeight="140dp" android:previewLayout="\##(previewLayout)" android:resizeMode="horizontal|vertical"/>
            """##,
            "res/xml/backup_rules.xml": #"<full-backup-content><include domain="sharedpref" path="."/></full-backup-content>"#,
            "res/layout/appwidget_preview.xml": layout.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
        ]
    }

    static func titleOverflows(previewLayout: String) async throws -> [Finding] {
        let report = try await AndroidTargetJudgingTests.scan(project(previewLayout: previewLayout))
        return report.findings.findings.filter { $0.rule == "overflow.label" && $0.id.hasPrefix("widgetTitle") }
    }

    // Must not be an error: the provider names the layout as its preview.
    @Test func aPreviewLayoutsOverflowIsANote() async throws {
        let found = try await Self.titleOverflows(previewLayout: "@layout/appwidget_preview")
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.severity == .note }, "\(found.map(\.message))")
        let message = try #require(found.first?.message)
        #expect(message.hasPrefix("widget picker preview of xml/appwidget_v11_info.xml, drawn at the widget's size: at 320 dp, "), "\(message)")
        #expect(message.contains("needs 301.8 dp, 288 dp available"), "\(message)")
    }

    // Must fire: a layout no provider names as its preview is on the screen, cut at 2x.
    @Test func anotherLayoutsOverflowStaysAnError() async throws {
        let found = try await Self.titleOverflows(previewLayout: "@layout/appwidget_other")
        #expect(found.contains { $0.severity == .error && $0.message.contains("from 2x") }, "\(found.map(\.message))")
    }
}
