import Foundation
import LegibleTestSupport
import Testing

@testable import LegibleScan

/// A Subtitle cell's two labels, each alone on its line, get the room a Basic title gets: the
/// content view less its margins (16 pt at 375, 20 pt at 440), or less the leading margin and
/// 8 pt beside an accessory (`Tables/apple-table-cell-insets.csv`: Xcode's frames start both
/// labels at the margin, as KeePassium's EntryHistoryViewerVC.storyboard:66/76 at 16 pt and
/// ParameterValueCell.xib:20/27 at 20 pt draw them). Widths worked out by hand beside each case.
@Suite("Scan widths of Subtitle cell labels")
struct ScanSubtitleCellTests {
    typealias Cells = ScanCellStyleLabelTests
    typealias Widths = ScanButtonCellWidthTests
    static let subtitle = "IBUITableViewCellStyleSubtitle"

    @Test func bothLabelsSpanTheContentViewBetweenItsMargins() throws {
        // No accessory: 375 − 16 − 16 = 343 and 440 − 20 − 20 = 400, for the title and the detail.
        let elements = try Widths.elements(Cells.table(style: Self.subtitle))
        #expect(Widths.widths(elements["t"]) == [.fixed(343), .fixed(400)])
        #expect(Widths.widths(elements["d"]) == [.fixed(343), .fixed(400)])
    }

    @Test func bothLabelsStopEightPointsBeforeAnAccessory() throws {
        // A disclosure indicator keeps 25.5 pt of the cell (content view 349.5 pt in 375):
        // 375 − 25.5 − 16 − 8 = 325.5 and 440 − 25.5 − 20 − 8 = 386.5.
        let text = Cells.table(style: Self.subtitle, contentWidth: 349.5, accessory: #"accessoryType="disclosureIndicator""#)
        let elements = try Widths.elements(text)
        #expect(Widths.widths(elements["t"]) == [.fixed(325.5), .fixed(386.5)])
        #expect(Widths.widths(elements["d"]) == [.fixed(325.5), .fixed(386.5)])
    }

    @Test func labelsMovedByAnImageStayNotesThatSayWhy() throws {
        // An image moves both labels to x = 60 by a width UIKit takes from the image at run time.
        let elements = try Widths.elements(Cells.table(style: Self.subtitle, titleX: 60, cellAttributes: #"image="star""#))
        for id in ["t", "d"] {
            #expect(elements[id]?.screenTextWidths == [], "\(id)")
            let reason = Cells.reason(elements[id]) ?? ""
            #expect(reason.contains("Subtitle cell's") && reason.contains("past the cell's margin"), "\(reason)")
        }
    }

    @Test func aLongDetailOverflowsAndAShortOneDoesNot() async throws {
        // The detail is 12 pt System, fixed: 343 pt holds "Detail text" at every size, while a
        // path of some 90 characters (about 0.55 em each, some 600 pt at 12 pt) on one line does not.
        func cell(_ detail: String) -> String {
            Cells.table(style: Self.subtitle).replacingOccurrences(of: "Detail text", with: detail)
        }
        let long = String(repeating: "Documents/Archive/", count: 5)
        let fits = try ScanFolder(["Short.storyboard": cell("Detail text")])
        let overflows = try ScanFolder(["Long.storyboard": cell(long)])
        defer {
            fits.remove()
            overflows.remove()
        }
        #expect(!(try await fits.scan().ids("overflow.label")).contains("d"))
        #expect((try await overflows.scan().ids("overflow.label")).contains { $0.hasPrefix("d") })
    }
}
