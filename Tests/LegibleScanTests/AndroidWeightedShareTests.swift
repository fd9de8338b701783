import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A weighted view whose width is its own plus a share of the row's spare width, beside views as
/// wide as their text (issue 34: Nextcloud 36277a10 files_folder_picker.xml:52, four weighted
/// `wrap_content` buttons). AOSP `LinearLayout.measureHorizontal` measures every child first (a
/// weighted one in all of the row: `usedWidth` is 0 once a weight is met), adds them up, then
/// gives each weighted child `getMeasuredWidth() + weight × excess / weightSum` (a `0dp` child
/// only the share), never less than 0.
///
/// Widths from `hb-shape Fonts/Roboto/Roboto-Regular.ttf` (2048 units per em), summed by hand
/// (the same texts as ``AndroidBesideTextTests``):
///
///     "Shared with you"      14476 → 7.0684 em
///     "12 MB"                 5874 → 2.8682 em
///     "Last modified today"  17994 → 8.7861 em
///
/// 14 sp at Android 14's font scales: 1x 14, 1.15x 16.4, 1.3x 18.8, 1.5x 22, 1.8x 24.4, 2x 26
/// dp. The row is the screen less 2 · 16 dp: 288 at 320, 328 at 360, 379 at 411.
///
/// Two `wrap_content` texts of weight 1: each is its text plus half of `row − both texts`, so
/// "Shared with you" (one line) fits exactly when both texts fit side by side, 15.8545 em:
/// at 320 from 1.3x it does not (298.1 > 288), at 360 from 1.5x (348.8 > 328), at 411 from
/// 1.8x (386.9 > 379).
@Suite struct AndroidWeightedShareTests {
    typealias Solve = AndroidLayoutSolveTests

    static func text(_ id: String, width: String = "wrap_content", extra: String = "") -> String {
        #"<TextView android:id="@+id/\#(id)" android:layout_width="\#(width)" android:layout_height="wrap_content" android:layout_weight="1" android:textSize="14sp" android:maxLines="1" \#(extra) android:text="@string/\#(id)"/>"#
    }

    static func project(_ views: String, size: String) -> [String: String] {
        var files = AndroidBesideTextTests.project(AndroidBesideTextTests.row(views), size: size)
        files["res/values/strings.xml"] = #"<resources><string name="size">\#(size)</string><string name="title">Shared with you</string></resources>"#
        return files
    }

    static func findings(_ report: ScanReport, _ id: String) -> [Finding] {
        AndroidBesideTextTests.overflows(report).filter { $0.id.hasPrefix(id + " ") }
    }

    // By hand, 320 dp at 1.3x: "Last modified today" 165.18 and "Shared with you" 132.89 dp
    // take 298.07 of 288; the excess −10.07 is shared 1 : 1, so the title is 132.89 − 5.03 = 127.85.
    // A 0dp title gets only its half of 288 − 165.18 = 61.41; with weightSum 4, a quarter.
    @Test func theShareIsTheOwnWidthPlusAPartOfTheExcess() {
        let font = ScannedFont.scaled(size: 14, relativeTo: nil, weight: .regular, family: nil)
        var size = ScannedBesideText(font: font, text: ScannedText(literal: "x"), inset: 0, room: 288)
        size.measuredAlone = true
        var title = size
        title.id = "title"
        var width = ScreenTextWidth(screen: 320, width: 288, besideTexts: [size])
        width.share = ScannedRowShare(fraction: 0.5, inset: 0, ownText: title)
        #expect(abs((width.points(besideTextWidths: [165.18], ownTextWidth: 132.89) ?? 0) - 127.855) < 1e-9)
        // Both fit side by side (1x: 123.01 + 98.96): the title gets more than its text.
        #expect((width.points(besideTextWidths: [123.01], ownTextWidth: 98.96) ?? 0) > 98.96)
        width.share = ScannedRowShare(fraction: 0.5, inset: 0)
        #expect(abs((width.points(besideTextWidths: [165.18]) ?? 0) - 61.41) < 1e-9)
        width.share = ScannedRowShare(fraction: 0.25, inset: 0)
        #expect(abs((width.points(besideTextWidths: [165.18]) ?? 0) - 30.705) < 1e-9)
        // A frame squeezed below its inset leaves the text nothing, never less.
        width.share = ScannedRowShare(fraction: 0.5, inset: 24, ownText: title)
        #expect(width.points(besideTextWidths: [400], ownTextWidth: 10) == 0)
    }

    // The solve: each weighted text gets the row's spare width as its frame, the other text
    // measured in all of the row, and its half with its own text.
    @Test func eachWeightedTextCarriesItsShare() throws {
        let values = #"<string name="size">12 MB</string><string name="title">Shared with you</string>"#
        let elements = try Solve.read(
            AndroidBesideTextTests.row(Self.text("size") + Self.text("title")), screens: [320, 360], values: values)
        #expect(Solve.close(Solve.widths(elements, "title"), [320: 288, 360: 328]))
        let widths = elements["title"]?.screenTextWidths ?? []
        #expect(widths.map { $0.besideTexts.map(\.id) } == [["size"], ["size"]])
        #expect(widths.allSatisfy { $0.besideTexts.first?.measuredAlone == true })
        #expect(widths.map { $0.share?.fraction } == [0.5, 0.5])
        #expect(widths.map { $0.share?.ownText?.id } == ["title", "title"])
        #expect(elements["size"]?.screenTextWidths.first?.besideTexts.map(\.id) == ["title"])
    }

    // Must not fire: "12 MB" and "Shared with you" side by side are 258.3 dp at 2x, under 288.
    @Test func twoShortWeightedTextsFit() async throws {
        let report = try await AndroidTargetJudgingTests.scan(Self.project(Self.text("size") + Self.text("title"), size: "12 MB"))
        #expect(Self.findings(report, "title").isEmpty, "\(Self.findings(report, "title").map(\.message))")
        #expect(report.labels.contains { $0.element.id == "title" })
        #expect(!report.findings.findings.contains { $0.rule == "overflow.unknown-width" })
    }

    // Must fire: beside "Last modified today", from 1.3x at 320 (127.9 dp for 132.9), 1.5x at
    // 360 and 1.8x at 411, as both texts stop fitting side by side.
    @Test func twoLongWeightedTextsSqueezeEachOther() async throws {
        let report = try await AndroidTargetJudgingTests.scan(Self.project(Self.text("size") + Self.text("title"), size: "Last modified today"))
        let found = Self.findings(report, "title")
        #expect(found.count == 1, "\(found.map(\.message))")
        let message = found.first?.message ?? ""
        #expect(message.hasPrefix("at 320 dp (also 360 and 411 dp)"), "\(message)")
        #expect(message.contains("from 1.3x"), "\(message)")
        #expect(message.contains("127.9 dp"), "\(message)")
        let full = found.first?.property("fullMessage") ?? message
        #expect(full.contains("its own text plus 50% of the row's spare width"), "\(full)")
    }

    // A 0dp title beside a weighted "Last modified today": half of what the text leaves. At 320
    // and 1x (288 − 123.0) / 2 = 82.5 < 99.0 fires; at 360 1x leaves 102.5 ≥ 99.0, 1.15x
    // (328 − 144.1) / 2 = 92.0 < 115.9 fires. Beside "12 MB" at 2x (288 − 74.6) / 2 = 106.7 < 183.8
    // fires too, but at 411 and 1x (379 − 40.2) / 2 = 169.4 ≥ 99.0 it fits.
    @Test func aZeroWidthLabelGetsHalfOfWhatTheTextLeaves() async throws {
        let views = Self.text("size") + Self.text("title", width: "0dp")
        let long = try await AndroidTargetJudgingTests.scan(Self.project(views, size: "Last modified today"))
        let message = Self.findings(long, "title").first?.message ?? ""
        #expect(message.hasPrefix("at 320 dp") || message.hasPrefix("at 320, 360"), "\(message)")
        #expect(message.contains("from 1x") || message.contains("at every size"), "\(message)")
        #expect(message.contains("82.5 dp"), "\(message)")
        let short = try await AndroidTargetJudgingTests.scan(Self.project(views, size: "12 MB"))
        let shortMessage = Self.findings(short, "title").first?.message ?? ""
        #expect(!shortMessage.contains("from 1x"), "\(shortMessage)")
    }
}

extension AndroidWeightedShareTests {
    // A weighted text code shows in place of its siblings (Nextcloud 36277a10
    // FolderPickerActivity.kt:149 shows Choose and hides Copy and Move): gone in the file,
    // previewed visible, its share is not known, and the note says why.
    @Test func aGoneWeightedTextBesideTextsStaysUnknown() throws {
        let values = #"<string name="size">12 MB</string><string name="title">Shared with you</string>"#
        let gone = Self.text("title", extra: #"android:visibility="gone" tools:visibility="visible""#)
        let elements = try Solve.read(AndroidBesideTextTests.row(Self.text("size") + gone), screens: [320, 360], values: values)
        guard case .unknown(let reason)? = elements["title"]?.textWidth else {
            Issue.record("not unknown")
            return
        }
        #expect(reason.contains("which code may hide as it shows it"), "\(reason)")
    }

    // A weighted container beside a weighted text: its children would need a frame that depends
    // on the text, so it stays unknown; a weighted text whose text code sets names that view.
    @Test func aWeightedContainerOrCodeTextStaysUnknown() throws {
        let values = #"<string name="size">12 MB</string><string name="title">Shared with you</string>"#
        let box =
            #"<LinearLayout android:layout_width="0dp" android:layout_height="wrap_content" android:layout_weight="1">\#(AndroidBesideTextTests.title)</LinearLayout>"#
        let container = try Solve.read(AndroidBesideTextTests.row(Self.text("size") + box), screens: [320], values: values)
        #expect(container["title"]?.screenTextWidths.isEmpty == true)
        let placeholder =
            #"<TextView android:id="@+id/size" android:layout_width="wrap_content" android:layout_height="wrap_content" android:layout_weight="1" android:textSize="14sp" tools:text="12 MB"/>"#
        let fromCode = try Solve.read(AndroidBesideTextTests.row(placeholder + Self.text("title", width: "0dp")), screens: [320], values: values)
        guard case .unknown(let reason)? = fromCode["title"]?.textWidth else {
            Issue.record("not unknown")
            return
        }
        #expect(reason.contains("(size)") && reason.contains("code sets it"), "\(reason)")
    }
}
