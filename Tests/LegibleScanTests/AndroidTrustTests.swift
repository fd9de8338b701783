import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33, the Android hand-check of 2026-12-02: what a library or the Gradle build defines is a
/// note, not a missing resource; one stray character in a `strings.xml` no longer drops its locale.
@Suite struct AndroidTrustTests {
    static let namespaces = AndroidContentViewTests.namespaces

    /// A white window showing `views` in a vertical LinearLayout, with `values` files beside it.
    static func project(_ views: String, values: [String: String]) -> [String: String] {
        var files = values
        files["res/layout/main.xml"] = ##"""
            <LinearLayout \##(namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:background="#FFFFFF" android:orientation="vertical">
            \##(views)
            </LinearLayout>
            """##
        return files
    }

    static let appColors = ["res/values/colors.xml": ##"<resources><color name="ink">#000000</color></resources>"##]

    static func unresolved(_ files: [String: String]) async throws -> [Finding] {
        try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "scan.unresolved" }
    }

    // MARK: Library resources

    /// AmazeFileManager's `@color/accent_material_light` (AppCompat's), Tusky's
    /// `@color/exo_bottom_bar_background` (Media3's) and `@style/PreferenceSummaryTextStyle`
    /// (AndroidX Preference's): the app builds, so they exist; the scan cannot read them.
    @Test func aLibrarysResourceIsANoteThatNamesTheLibrary() async throws {
        let views = ##"""
            <TextView android:id="@+id/a" android:layout_width="200dp" android:layout_height="wrap_content" android:text="A" android:textSize="14sp" android:textColor="@color/accent_material_light"/>
            <TextView android:id="@+id/b" android:layout_width="200dp" android:layout_height="wrap_content" android:text="B" android:textSize="14sp" android:textColor="@color/exo_bottom_bar_background"/>
            <TextView android:id="@+id/c" android:layout_width="200dp" android:layout_height="wrap_content" android:text="C" android:textSize="14sp" style="@style/PreferenceSummaryTextStyle"/>
            """##
        let found = try await Self.unresolved(Self.project(views, values: Self.appColors))
        let byID = Dictionary(found.map { ($0.id, $0) }) { first, _ in first }
        #expect(byID["a"]?.severity == .note)
        #expect(byID["a"]?.message.contains("comes from AppCompat") == true, "\(found)")
        #expect(byID["b"]?.message.contains("comes from ExoPlayer or Media3") == true, "\(found)")
        #expect(byID["c"]?.message.contains("comes from the AndroidX Preference library") == true, "\(found)")
        #expect(found.allSatisfy { $0.severity == .note && $0.message.count <= 200 }, "\(found)")
    }

    /// AmazeFileManager's `@color/colorAccent` and NewPipe's `@string/app_name` (a Gradle
    /// `resValue`): no library prefix, but the app read its own values and builds, so the name
    /// comes from somewhere the scan cannot read.
    @Test func aNameNoAppFolderDefinesIsANoteWhenTheAppsValuesWereRead() async throws {
        let views = ##"""
            <TextView android:id="@+id/accent" android:layout_width="200dp" android:layout_height="wrap_content" android:text="A" android:textSize="14sp" android:textColor="@color/colorAccent"/>
            <TextView android:id="@+id/name" android:layout_width="200dp" android:layout_height="wrap_content" android:text="@string/app_name" android:textSize="14sp" android:textColor="@color/ink"/>
            """##
        var values = Self.appColors
        values["res/values/strings.xml"] = "<resources><string name=\"other\">Other</string></resources>"
        let found = try await Self.unresolved(Self.project(views, values: values))
        #expect(Set(found.map(\.id)) == ["accent", "name"], "\(found)")
        #expect(found.allSatisfy { $0.severity == .note && $0.message.contains("another module or Gradle's resValue") }, "\(found)")
    }

    /// Must fire: the scan read no values at all (pointed at the layouts alone), so it cannot tell
    /// a library's name from the app's missing one — the finding says to point it at the res folders.
    @Test func aReferenceStaysAWarningWhenTheScanReadNoValues() async throws {
        let views = ##"""
            <TextView android:id="@+id/a" android:layout_width="200dp" android:layout_height="wrap_content" android:text="A" android:textSize="14sp" android:textColor="@color/brand_ink"/>
            """##
        let found = try await Self.unresolved(Self.project(views, values: [:]))
        let finding = try #require(found.first { $0.id == "a" })
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("point scan: at the app's res folders"), "\(finding.message)")
    }

    /// Must not fire: a colour the app defines.
    @Test func aDefinedColourIsNoFinding() async throws {
        let views = ##"""
            <TextView android:id="@+id/a" android:layout_width="200dp" android:layout_height="wrap_content" android:text="A" android:textSize="14sp" android:textColor="@color/ink"/>
            """##
        #expect(try await Self.unresolved(Self.project(views, values: Self.appColors)).isEmpty)
    }

    // MARK: strings.xml

    /// NewPipe's values-ru/strings.xml line 135: `…</string>&gt;`. The stray text is a note at its
    /// line and column (punctuation alone: no resource is lost, fresh-android26a D5); the file's
    /// other strings, and so the Russian locale, are still read:
    /// "Очень длинный заголовок настроек" overflows 100 dp on one line, "OK" does not.
    @Test func aStrayCharacterInStringsXMLDropsNothingButItself() async throws {
        let views = ##"""
            <TextView android:id="@+id/title" android:layout_width="100dp" android:layout_height="wrap_content" android:maxLines="1" android:text="@string/title" android:textSize="16sp" android:textColor="#000000"/>
            """##
        let values = [
            "res/values/strings.xml": "<resources>\n  <string name=\"title\">OK</string>\n</resources>",
            "res/values-ru/strings.xml":
                "<resources>\n  <string name=\"other\">Symbol</string>&gt;\n  <string name=\"title\">Очень длинный заголовок настроек</string>\n</resources>",
        ]
        let report = try await AndroidTargetJudgingTests.scan(Self.project(views, values: values))
        let unreadable = report.findings.findings.filter { $0.rule == "scan.unreadable" }
        #expect(unreadable.count == 1)
        let stray = try #require(unreadable.first)
        #expect(stray.severity == .note)
        #expect(stray.location?.file.hasSuffix("res/values-ru/strings.xml") == true)
        // `  <string name="other">Symbol</string>` is 2 + 21 + 6 + 9 = 38 characters: the `&` is column 39.
        #expect(stray.location?.line == 2 && stray.location?.column == 39, "\(String(describing: stray.location))")
        let overflows = report.findings.findings.filter { $0.rule == "overflow.label" }.map(\.id)
        #expect(overflows.contains { $0.contains("[ru]") }, "\(overflows)")
        #expect(!overflows.contains { $0.contains("[en]") }, "\(overflows)")
    }

    /// osmeditor4android 4f41a432 `values/strings.xml:1066` (`…</string>¨`) and `:1948` (a lone
    /// `/>` line), `values/tipkeys.xml:19`: punctuation between resources, which the merger drops
    /// with nothing lost, is a note; a stray word beside it may be a resource's lost text and
    /// stays a warning.
    @Test func strayPunctuationBetweenResourcesIsANote() async throws {
        let views = ##"""
            <TextView android:id="@+id/title" android:layout_width="100dp" android:layout_height="wrap_content" android:text="@string/title" android:textSize="16sp" android:textColor="#000000"/>
            """##
        let values = [
            "res/values/strings.xml": """
            <resources>
                <string name="title">OK</string>
                <string name="location_default_radius">300m</string>¨
                <string name="bookmarkstitle">Bookmarks</string>
                />
                <string name="location_radius">%1$dm</string>
                Bookmarks
            </resources>
            """
        ]
        let report = try await AndroidTargetJudgingTests.scan(Self.project(views, values: values))
        let unreadable = report.findings.findings.filter { $0.rule == "scan.unreadable" }
        // Must not warn: the `¨` and the `/>` are notes at their lines.
        let notes = unreadable.filter { $0.severity == .note }
        #expect(notes.compactMap(\.location?.line) == [3, 5], "\(unreadable.map { "\($0.severity) \($0.message)" })")
        // Must warn: a word, which may be a string whose tags went wrong.
        #expect(unreadable.filter { $0.severity == .warning }.compactMap(\.location?.line) == [7])
    }

    /// Proton Mail 215edbf4 `values/dimens.xml:58,60`: `// standard button low 2dp` written as
    /// text between two `<dimen>`s. The merger drops it and no resource is lost: a note at its
    /// place. Stray text that is not a comment (`&gt;`) stays a warning (above).
    @Test func aCommentWrittenAsTextBetweenResourcesIsANote() async throws {
        let views = ##"""
            <TextView android:id="@+id/title" android:layout_width="100dp" android:layout_height="wrap_content" android:text="@string/title" android:textSize="16sp" android:textColor="#000000"/>
            """##
        let values = [
            "res/values/strings.xml": "<resources>\n  <string name=\"title\">OK</string>\n</resources>",
            "res/values/dimens.xml": """
            <resources>
                <dimen name="elevation_s">2dp</dimen>
                // standard button low 2dp
                <dimen name="elevation_m">4dp</dimen>
                // standard app bar 4dp
                // standard FAB elevation 6dp
                <dimen name="elevation_l">6dp</dimen>
                oops
            </resources>
            """,
        ]
        let report = try await AndroidTargetJudgingTests.scan(Self.project(views, values: values))
        let unreadable = report.findings.findings.filter { $0.rule == "scan.unreadable" }
        // Must not warn: the two comment runs are notes at their lines.
        let notes = unreadable.filter { $0.severity == .note }
        #expect(notes.compactMap(\.location?.line) == [3, 5], "\(unreadable.map { "\($0.severity) \($0.message)" })")
        #expect(notes.first?.message.contains("\"// standard button low 2dp\"") == true)
        // Must warn: the bare word may be a resource's lost text.
        #expect(unreadable.filter { $0.severity == .warning }.compactMap(\.location?.line) == [8])
    }
}
