import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A label after a `wrap_content` text view in a `LinearLayout` row gets what that text leaves,
/// at each screen, font scale and locale (issue 34): `LinearLayout.measureHorizontal` measures
/// unweighted children in order, each in what the ones before it left, and a `TextView` as wide
/// as its content takes its one-line text plus padding, at most that room.
///
/// Widths from `hb-shape Fonts/Roboto/Roboto-Regular.ttf` (2048 units per em), summed by hand:
///
///     "Shared with you"      14476 → 7.0684 em
///     "12 MB"                 5874 → 2.8682 em
///     "Last modified today"  17994 → 8.7861 em
///
/// 14 sp at Android 14's font scales (Tables/android-font-scale-curves.csv): 1x 14, 1.15x 16.4,
/// 1.3x 18.8, 1.5x 22, 1.8x 24.4, 2x 26 dp. The row is the screen less 2 · 16 dp of padding:
/// 288 at 320, 328 at 360, 379 at 411.
///
/// - Beside "12 MB": (2.8682 + 7.0684) em = 9.9365 em, 258.3 dp at 2x: fits everywhere.
/// - Beside "Last modified today": 15.8545 em: at 320 260.0 fits at 1.15x, 298.1 > 288 at 1.3x;
///   at 360 298.1 fits at 1.3x, 348.8 > 328 at 1.5x; at 411 348.8 fits at 1.5x, 386.9 > 379 at
///   1.8x. Alone, the title is 183.8 dp at 2x: only the text beside it makes it overflow.
@Suite struct AndroidBesideTextTests {
    typealias Solve = AndroidLayoutSolveTests

    static func row(_ views: String, padding: String = #"android:paddingHorizontal="16dp""#) -> String {
        #"<LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal" \#(padding)>\#(views)</LinearLayout>"#
    }

    static let size =
        #"<TextView android:id="@+id/size" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="14sp" android:text="@string/size"/>"#
    static let title =
        #"<TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="14sp" android:maxLines="1" android:text="@string/title"/>"#

    static func project(_ layout: String, size: String, german: String? = nil) -> [String: String] {
        var files = [
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"),
            "res/values/themes.xml": #"<resources><style name="Theme.App" parent="Theme.Material3.Light"/></resources>"#,
            "res/values/strings.xml": #"<resources><string name="size">\#(size)</string><string name="title">Shared with you</string></resources>"#,
            "res/layout/main.xml": layout.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
        ]
        // The title's German text is its English one: only the text beside it differs.
        if let german {
            files["res/values-de/strings.xml"] = #"<resources><string name="size">\#(german)</string><string name="title">Shared with you</string></resources>"#
        }
        return files
    }

    static func overflows(_ report: ScanReport) -> [Finding] {
        report.findings.findings.filter { $0.rule == "overflow.label" }
    }

    // The solve: the title's room is the whole row (288 at 320, 328 at 360) with "size" measured
    // before it in that room, no padding of its own.
    @Test func theLabelsRoomComesWithTheTextBeforeIt() throws {
        let elements = try Solve.read(
            Self.row(Self.size + Self.title), screens: [320, 360], values: #"<string name="size">12 MB</string><string name="title">Shared with you</string>"#)
        #expect(Solve.close(Solve.widths(elements, "title"), [320: 288, 360: 328]))
        let widths = elements["title"]?.screenTextWidths ?? []
        #expect(widths.map { $0.besideTexts.map(\.id) } == [["size"], ["size"]])
        #expect(widths.map { $0.besideTexts.map(\.room) } == [[288], [328]])
        #expect(widths.allSatisfy { $0.besideTexts.first?.inset == 0 })
        // The text before has nothing before it: its own room, no texts.
        #expect(elements["size"]?.screenTextWidths.allSatisfy(\.besideTexts.isEmpty) == true)
    }

    // Each text takes its width plus inset, at most its room less what the texts before it took;
    // the label gets the rest, never less than nothing. Row 288: 100 + 8 = 108 and 50 → 130 left;
    // a 300 dp first text takes its whole room, 288, and the label and the second get nothing.
    @Test func textsTakeTheirWidthAtMostTheirRoom() {
        let text = { (inset: Double) in
            ScannedBesideText(font: .scaled(size: 14, relativeTo: nil, weight: .regular, family: nil), text: ScannedText(literal: "x"), inset: inset, room: 288)
        }
        let width = ScreenTextWidth(screen: 320, width: 288, besideTexts: [text(8), text(0)])
        #expect(width.points(besideTextWidths: [100, 50]) == 130)
        #expect(width.points(besideTextWidths: [300, 50]) == 0)
        #expect(ScreenTextWidth(screen: 320, width: 288).points(besideTextWidths: []) == 288)
    }

    // Must not fire: "12 MB" leaves the title room at every scale and screen.
    @Test func aShortTextBesideLeavesRoom() async throws {
        let report = try await AndroidTargetJudgingTests.scan(Self.project(Self.row(Self.size + Self.title), size: "12 MB"))
        #expect(Self.overflows(report).isEmpty, "\(Self.overflows(report).map(\.message))")
        #expect(report.labels.contains { $0.element.id == "title" })
        // The derived spec's one width per entry is the row's: its comment says so.
        let spec = report.derivedLayoutSpec(for: .android) ?? ""
        #expect(spec.contains("the width is the row's before size beside it take their text's width"), "\(spec)")
        #expect(!report.findings.findings.contains { $0.rule == "overflow.unknown-width" && $0.id == "title" })
    }

    // Must fire: "Last modified today" leaves 320 too little from 1.3x, 360 from 1.5x, 411 from 1.8x.
    @Test func aLongTextBesideCutsTheLabel() async throws {
        let report = try await AndroidTargetJudgingTests.scan(Self.project(Self.row(Self.size + Self.title), size: "Last modified today"))
        let found = Self.overflows(report).filter { $0.id.hasPrefix("title") }
        #expect(found.count == 1, "\(found.map(\.message))")
        let message = found.first?.message ?? ""
        #expect(message.hasPrefix("at 320 dp (also 360 and 411 dp)"), "\(message)")
        #expect(message.contains("from 1.3x"), "\(message)")
        #expect(message.contains("beside size"), "\(message)")
        // 288 − 8.7861 em × 18.8 = 122.8 dp available at 320 and 1.3x.
        #expect(message.contains("122.8 dp"), "\(message)")
    }

    // The text beside is measured in each locale: only German's long text cuts the title, and
    // English (the row's "12 MB") does not.
    @Test func eachLocaleMeasuresItsOwnTextBeside() async throws {
        let report = try await AndroidTargetJudgingTests.scan(
            Self.project(Self.row(Self.size + Self.title), size: "12 MB", german: "Last modified today"))
        let found = Self.overflows(report).filter { $0.id.hasPrefix("title") }
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.id.contains("[de]") == true, "\(found.map(\.id))")
        #expect(found.first?.message.contains("from 1.3x") == true, "\(found.map(\.message))")
    }

    // A lone weighted title (0dp, weight 1) after the text and before a 24 dp icon: the excess
    // less the text, 288 − 24 = 264 at 320 and 304 at 360, with "size" beside it. Two weighted
    // views after a text share what it leaves: each gets half (AndroidWeightedShareTests).
    @Test func aLoneWeightedLabelGetsWhatTheTextLeaves() throws {
        let values = #"<string name="size">12 MB</string><string name="title">Shared with you</string>"#
        let weighted = Self.title.replacingOccurrences(
            of: #"android:layout_width="wrap_content""#, with: #"android:layout_width="0dp" android:layout_weight="1""#)
        let icon = #"<View android:layout_width="24dp" android:layout_height="24dp"/>"#
        let lone = try Solve.read(Self.row(Self.size + weighted + icon), screens: [320, 360], values: values)
        #expect(Solve.close(Solve.widths(lone, "title"), [320: 264, 360: 304]))
        #expect(lone["title"]?.screenTextWidths.allSatisfy { $0.besideTexts.map(\.id) == ["size"] } == true)
        let second = weighted.replacingOccurrences(of: "@+id/title", with: "@+id/other")
        let two = try Solve.read(Self.row(Self.size + weighted + second), screens: [320, 360], values: values)
        #expect(Solve.close(Solve.widths(two, "title"), [320: 288, 360: 328]))
        #expect(two["title"]?.screenTextWidths.allSatisfy { $0.share?.fraction == 0.5 && $0.share?.ownText == nil } == true)
    }

    // A text beside whose text code sets at run time (tools:text only) is not measured: the
    // label stays unknown and says why; a button before it (its style's minimum width) too.
    @Test func textCodeSetsOrAButtonBesideStaysUnknown() throws {
        let values = #"<string name="title">Shared with you</string>"#
        let placeholder =
            #"<TextView android:id="@+id/size" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="14sp" tools:text="12 MB"/>"#
        let fromCode = try Solve.read(Self.row(placeholder + Self.title), screens: [320, 360], values: values)
        #expect(fromCode["title"]?.screenTextWidths.isEmpty == true)
        guard case .unknown(let reason)? = fromCode["title"]?.textWidth else {
            Issue.record("not unknown")
            return
        }
        #expect(reason == "a text view before it in the row (size) is as wide as its text, which the layout does not give (code sets it)", "\(reason)")
        let button = #"<Button android:id="@+id/go" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Go"/>"#
        let besideButton = try Solve.read(Self.row(button + Self.title), screens: [320, 360], values: values)
        #expect(besideButton["title"]?.screenTextWidths.isEmpty == true)
        // A button that does nothing (disabled) is judged as text, but it is still a button, as
        // wide as its style's minimum width (LibreTube fb7dc11e dialog_edit_channel_group.xml:57).
        let inert = button.replacingOccurrences(of: "<Button ", with: #"<com.google.android.material.button.MaterialButton android:enabled="false" "#)
        let besideInert = try Solve.read(Self.row(inert + Self.title), screens: [320, 360], values: values)
        #expect(besideInert["go"]?.kind == .label)
        #expect(besideInert["title"]?.screenTextWidths.isEmpty == true)
    }
}

extension AndroidBesideTextTests {
    // A row of more text views than the solve measures before one view (a hostile file): the
    // views past them are unknown, and the scan stays quick.
    @Test func aRowOfManyTextsStopsMeasuringPastTheLimit() throws {
        let many = (0..<40).map {
            #"<TextView android:id="@+id/t\#($0)" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="14sp" android:text="a"/>"#
        }
        let elements = try Solve.read(Self.row(many.joined()), screens: [320])
        #expect(elements["t16"]?.screenTextWidths.first?.besideTexts.count == 16)
        #expect(elements["t17"]?.screenTextWidths.isEmpty == true)
        #expect(elements["t39"]?.screenTextWidths.isEmpty == true)
    }
}
