import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Loop `WatchApp Extension/Views/CircularAccessoryButtonStyle.swift:20`: a style whose `makeBody`
/// draws the label over a circle framed 22 × 22 pt, given to the − and + buttons in another file
/// (`CarbAmountInput.swift:31`, `:40`), which no frame of their own sizes: each is a 22 × 22 pt
/// target, and none was judged.
@Suite struct FramedButtonStyleTests {
    static let styles = """
        struct CircularAccessoryButtonStyle: ButtonStyle {
            var color: Color
            func makeBody(configuration: Configuration) -> some View {
                Circle()
                    .fill(color.opacity(0.14))
                    .overlay(configuration.label.foregroundColor(color))
                    .padding(configuration.isPressed ? 1 : 0)
                    .frame(width: 22, height: 22)
                    .overlay(Color.black.opacity(configuration.isPressed ? 0.35 : 0))
            }
        }
        struct RoomyStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Circle().overlay(configuration.label).frame(width: 48, height: 48)
            }
        }
        struct GrownStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Circle().overlay(configuration.label).frame(width: 22, height: 22).contentShape(Rectangle().inset(by: -11))
            }
        }
        struct LabelFreeStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Circle().frame(width: 22, height: 22)
            }
        }
        """

    static let views = """
        struct CarbAmountInput: View {
            var body: some View {
                HStack {
                    decrementButton
                    incrementButton
                }
            }
            private var decrementButton: some View {
                Button(action: decrement, label: {
                    Text(verbatim: "−").font(.system(.body, design: .rounded)).bold()
                })
                .buttonStyle(CircularAccessoryButtonStyle(color: .carbs))
            }
            private var incrementButton: some View {
                Button(action: increment, label: {
                    Text(verbatim: "+")
                })
                .buttonStyle(RoomyStyle())
            }
            private var grown: some View {
                Button(action: increment) { Text(verbatim: "+") }.buttonStyle(GrownStyle())
            }
            private var labelFree: some View {
                Button(action: increment) { Text(verbatim: "+") }.buttonStyle(LabelFreeStyle())
            }
        }
        """

    @Test func aStyleThatFramesTheLabelSizesEachButton() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-framed-style-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.styles.write(to: folder.appendingPathComponent("Styles.swift"), atomically: true, encoding: .utf8)
        try Self.views.write(to: folder.appendingPathComponent("CarbAmountInput.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan()
        let small = report.findings.findings.filter { $0.rule == "target.small" && $0.severity > .note }
        // Must fire: the 22 × 22 pt style's button (line 9). Must NOT: the 48 pt style's (15), one
        // whose content shape may grow the tap (21), a style that draws no label (24), nor the
        // style's own file.
        #expect(small.map { "\($0.location?.file.split(separator: "/").last ?? ""):\($0.location?.line ?? 0)" } == ["CarbAmountInput.swift:9"])
        #expect(small.first?.message.contains("22×22") == true, "\(small.map(\.message))")
    }
}
