import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, "targets are what a finger can hit": a control that is a list row is tapped
/// anywhere in the row, which the list draws at least its minimum row height. Trio 29350e31
/// `TreatmentsRootView.swift:511`: a bolus button whose label is framed 35 pt tall, given
/// `.listRowBackground(…)`, was a `target.small` error.
@Suite struct ListRowTargetTests {
    private func buttonSizes(_ source: String) throws -> [[Double?]] {
        try scanSwift(source).elements.filter(\.kind.isInteractive).map { [$0.width, $0.height] }
    }

    @Test func aListRowIsNotJudgedByItsLabelsFrame() throws {
        // Must NOT be judged: the row, not the 35 pt label, takes the tap.
        let source = """
            Button { bolus() } label: { Text("Enact").frame(height: 35) }.listRowBackground(Color.blue)
            Button { bolus() } label: { Text("Enact") }.frame(height: 35).listRowInsets(EdgeInsets())
            """
        #expect(try buttonSizes(source) == [[nil, nil], [nil, nil]])
    }

    @Test func aButtonOutsideAListRowIsJudged() throws {
        // Must be judged: the same button with a background of its own, not a row's.
        let source = """
            Button { bolus() } label: { Text("Enact") }.frame(height: 35).background(Color.blue)
            """
        #expect(try buttonSizes(source) == [[nil, 35]])
    }
}
