import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// fresh-ios16c class 4: Loop 710182e2 `AbsorptionTimeSelection.swift:58`,
/// `Text(absorptionTime.emoji).font(.system(size: 25))`, shows only "🍭", "🌮" or "🍕": the enum's
/// `var emoji: String { switch self { … } }` (CarbAbsorptionTime.swift:14-22) returns nothing
/// else. It was a fixed-size warning; emoji-only text is a note. Another type's `emoji` of the
/// same name (Loop's OverrideBadgeView) and a switch with a word in it keep the text judged.
@Suite struct EmojiSwitchTextTests {
    static let model = """
        enum CarbAbsorptionTime: Int, CaseIterable {
            case fast = 0
            case medium
            case slow

            var emoji: String {
                switch self {
                case .fast:
                    return "🍭"
                case .medium:
                    return "🌮"
                case .slow:
                    return "🍕"
                }
            }
        }
        struct OverrideBadgeView {
            var emoji: String? { "Pre-meal" }
        }
        """

    static let view = """
        import SwiftUI
        struct AbsorptionTimeSelection: View {
            var selected: CarbAbsorptionTime
            var badge: OverrideBadgeView
            var body: some View {
                VStack {
                    label(for: selected)
                    Text(badge.emoji ?? "")
                        .font(.system(size: 25))
                }
            }
            private func label(for absorptionTime: CarbAbsorptionTime) -> some View {
                Text(absorptionTime.emoji)
                    .font(.system(size: 25))
            }
        }
        """

    private func fixedSize(model: String) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-emoji-switch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try model.write(to: folder.appendingPathComponent("CarbAbsorptionTime.swift"), atomically: true, encoding: .utf8)
        try Self.view.write(to: folder.appendingPathComponent("AbsorptionTimeSelection.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" }
    }

    @Test func aTextOfAnEmojiSwitchIsANote() async throws {
        let found = try await fixedSize(model: Self.model)
        let emoji = found.filter { $0.location?.line == 13 }
        let badge = found.filter { $0.location?.line == 8 }
        // Must not fire: only emoji. Must fire: another type's property of the same name.
        #expect(emoji.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(emoji.first?.message.contains("only emoji") == true, "\(found.map(\.message))")
        #expect(badge.map(\.severity) == [.warning], "\(found.map(\.message))")
    }

    @Test func aSwitchThatMayReturnWordsStaysAWarning() async throws {
        for model in [
            Self.model.replacingOccurrences(of: "return \"🌮\"", with: "return \"Medium\""),
            Self.model.replacingOccurrences(of: "return \"🌮\"", with: "return name"),
        ] {
            let found = try await fixedSize(model: model).filter { $0.location?.line == 13 }
            #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
        }
    }
}
