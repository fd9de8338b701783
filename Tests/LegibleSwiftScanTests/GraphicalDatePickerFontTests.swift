import LegibleReporting
import LegibleScan
import Testing

/// Clendar `QuickEventView.swift:88`: a `.font` on a graphical `DatePicker` reaches no visible text.
@Suite struct GraphicalDatePickerFontTests {
    @Test func aFontOnAGraphicalDatePickerSizesNoText() async throws {
        let source = """
            struct QuickEventView: View {
                var body: some View {
                    VStack {
                        Text("Start time")
                            .font(.system(size: 15, weight: .semibold))
                        DatePicker("Start time", selection: $startTime)
                            .datePickerStyle(GraphicalDatePickerStyle())
                            .font(.system(size: 15))
                        DatePicker("End time", selection: $endTime)
                            .datePickerStyle(.graphical)
                            .font(.system(size: 15))
                        DatePicker("Due", selection: $due)
                            .datePickerStyle(.compact)
                            .font(.system(size: 15))
                    }
                }
            }
            """
        let found = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
        // Must fire: the Text (:4) and the compact picker, whose label shows (:14). Must not: :8, :11.
        #expect(found.compactMap(\.location?.line) == [4, 14], "\(found.map { "\($0.location?.line ?? 0) \($0.message)" })")
    }
}
