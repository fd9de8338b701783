import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, fresh iOS round 18a, class M1: Pocket Casts c23892d1 `UIFont+FontStyle.swift:52-81`
/// declares `View.font(size:style:weight:maxSizeCategory: = .extraExtraLarge)`, whose
/// `ViewModifier` scales the size only up to the one at `maxSizeCategory`. About 136 texts use it
/// (EndOfYearCard.swift:26, UpgradeLandingView.swift:146, PlusLabel.swift:41), and none was
/// reported as `text.clamped`.
@Suite struct ClampingModifierTests {
    static let helper = """
        import SwiftUI
        import UIKit
        public extension View {
            func font(size: Double? = nil, style: Font.TextStyle, weight: Font.Weight = .regular,
                      maxSizeCategory: UIContentSizeCategory = .extraExtraLarge) -> some View {
                return modifier(DynamicallyScalableFont(size: size, style: style, weight: weight, maxSizeCategory: maxSizeCategory))
            }
            func capped(at largest: DynamicTypeSize = .xxxLarge) -> some View {
                dynamicTypeSize(...largest)
            }
            func tinted(_ color: Color) -> some View {
                modifier(Tint(color: color))
            }
        }
        private struct DynamicallyScalableFont: ViewModifier {
            @Environment(\\.sizeCategory) var sizeCategory
            var size: Double?
            var style: Font.TextStyle
            var weight: Font.Weight = .regular
            var maxSizeCategory: UIContentSizeCategory = .accessibilityExtraExtraExtraLarge
            func body(content: Content) -> some View {
                let metrics = UIFontMetrics(forTextStyle: .body)
                let size = self.size ?? 17
                let maxPointSize = metrics.scaledValue(for: size, compatibleWith: UITraitCollection(preferredContentSizeCategory: maxSizeCategory))
                let scaledSize = min(maxPointSize, metrics.scaledValue(for: size))
                return content.font(.system(size: scaledSize, weight: weight))
            }
        }
        private struct Tint: ViewModifier {
            var color: Color
            func body(content: Content) -> some View { content.foregroundStyle(color) }
        }
        """

    static let card = """
        import SwiftUI
        struct EndOfYearCard: View {
            var body: some View {
                VStack {
                    Text("Your year").font(style: .title2, weight: .bold, maxSizeCategory: .extraExtraLarge)
                    Text("Listening").font(style: .body, weight: .medium)
                    Text("Huge").font(size: 18, style: .body, maxSizeCategory: .accessibilityExtraExtraExtraLarge)
                    Text("Plain").font(.body)
                    Text("Tinted").tinted(.red)
                    Text("Capped").capped()
                }
            }
        }
        """

    @Test func anAppModifierThatCapsTheSizeIsReportedAtEachCall() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-clamping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.helper.write(to: folder.appendingPathComponent("UIFont+FontStyle.swift"), atomically: true, encoding: .utf8)
        try Self.card.write(to: folder.appendingPathComponent("EndOfYearCard.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan()
        let clamped = report.findings.findings.filter { $0.rule == "text.clamped" }
        let lines = Dictionary(clamped.map { ($0.location?.line ?? 0, $0) }) { first, _ in first }
        // Must fire: a cap passed (xxLarge), the default cap (xxLarge), a capping function's default (xxxLarge).
        #expect(lines[5]?.severity == .warning && lines[5]?.message.contains("stops Dynamic Type at xxLarge") == true, "\(clamped.map(\.message))")
        #expect(lines[6]?.severity == .warning && lines[6]?.message.contains("stops Dynamic Type at xxLarge") == true, "\(clamped.map(\.message))")
        #expect(lines[10]?.severity == .warning && lines[10]?.message.contains("stops Dynamic Type at xxxLarge") == true, "\(clamped.map(\.message))")
        // Must not fire: a cap at AX5, SwiftUI's own `.font(_:)`, a modifier that caps nothing.
        #expect(lines[7] == nil && lines[8] == nil && lines[9] == nil, "\(clamped.map(\.message))")
        #expect(clamped.count == 3, "\(clamped.map(\.message))")
    }
}
