import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A `Text` of a property whose one value is emoji shows a picture (fresh-ios13b D3): Jami
/// a8d4bcb1 `MessagePanelView.swift:236-238`, `Text(model.defaultEmoji).font(.system(size:
/// 26)).bold()`, with `@Published var defaultEmoji = "👍"` at `MessagePanelVM.swift:26` and no
/// other assignment, the send button's emoji, was a fixed-size warning; Rules.md makes emoji-only
/// text a note.
@Suite struct EmojiPropertyTextTests {
    static let model = """
        import Combine
        class MessagePanelVM: ObservableObject {
            @Published var text = ""
            @Published var defaultEmoji = "👍"
            func send() {
                let textToSend = text.isEmpty ? defaultEmoji : text
                print(textToSend)
            }
        }
        """

    static let view = """
        import SwiftUI
        struct MessagePanelView: View {
            @ObservedObject var model: MessagePanelVM
            var body: some View {
                Button(action: { model.send() }) {
                    Text(model.defaultEmoji)
                        .font(.system(size: 26))
                        .bold()
                }
            }
        }
        """

    private func fixedSize(model: String) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-emoji-property-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try model.write(to: folder.appendingPathComponent("MessagePanelVM.swift"), atomically: true, encoding: .utf8)
        try Self.view.write(to: folder.appendingPathComponent("MessagePanelView.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "text.fixed-size" }
    }

    @Test func aTextOfAnEmojiPropertyIsANote() async throws {
        // Must NOT be a warning: the real shape.
        let found = try await fixedSize(model: Self.model)
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.message.contains("it shows only emoji (\"👍\")") == true, "\(found.map(\.message))")
    }

    @Test func aPropertyThatMayHoldWordsStaysAWarning() async throws {
        // Must fire: a value that is words, another assignment, a binding a text field may edit,
        // and a second declaration of the name.
        for model in [
            Self.model.replacingOccurrences(of: "\"👍\"", with: "\"Send\""),
            Self.model.replacingOccurrences(of: "print(textToSend)", with: "defaultEmoji = \"Send\""),
            Self.model.replacingOccurrences(of: "print(textToSend)", with: "_ = TextField(\"\", text: $defaultEmoji)"),
            Self.model + "\nstruct Other { var defaultEmoji: String { \"OK\" } }\n",
        ] {
            let found = try await fixedSize(model: model)
            #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
        }
    }
}
