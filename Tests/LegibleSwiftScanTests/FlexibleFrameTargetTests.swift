import LegibleScan
import LegibleSwiftScan
import Testing

/// `target.small` (issue 33): a flexible frame (`.frame(maxHeight: 62)`) is as large as its parent
/// proposes, up to the maximum, and never smaller than the view inside; so a maximum above the
/// view's known size, `.infinity` or a variable leaves the size to the parent, which one chain
/// does not show. Mlem 83702b65 `CollapsibleSheetView.swift:30`: a 16 pt chevron given
/// `.frame(maxWidth: .infinity, maxHeight: 62).contentShape(.rect)` was reported 16 pt tall.
@Suite struct FlexibleFrameTargetTests {
    private func buttonSizes(_ source: String) throws -> [[Double?]] {
        try scanSwift(source).elements.filter { $0.kind == .button }.map { [$0.width, $0.height] }
    }

    @Test func aLargerOrInfiniteMaximumLeavesTheSizeToTheParent() throws {
        // Must NOT be judged: Mlem's shape, and a 24 pt icon widened by `.infinity`.
        let source = """
            Button { expand() } label: {
                Image(systemName: "chevron.compact.up").resizable().frame(height: 16).frame(maxWidth: .infinity, maxHeight: 62).contentShape(.rect)
            }
            Button { go() } label: { Image(systemName: "x").frame(width: 24, height: 24).frame(maxWidth: .infinity) }
            Button { go() } label: { Image(systemName: "x").frame(width: 24, height: 24).frame(maxHeight: rowHeight) }
            """
        #expect(try buttonSizes(source) == [[nil, nil], [nil, 24], [24, nil]])
    }

    @Test func aMaximumAtOrBelowTheSizeStillLimitsIt() throws {
        // Must fire: a maximum that caps the known size (30 → 20), or equals it, keeps it known.
        let source = """
            Button { go() } label: { Image(systemName: "x").frame(width: 30, height: 30).frame(maxWidth: 20, maxHeight: 30) }
            """
        #expect(try buttonSizes(source) == [[20, 30]])
    }
}
