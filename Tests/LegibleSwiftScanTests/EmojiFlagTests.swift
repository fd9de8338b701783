import LegibleReporting
import LegibleScan
import Testing

/// A fixed font set only when a flag that follows an only-emoji test is true sizes emoji, drawn as
/// pictures: a note, as `Text("🎉")` is (fresh iOS judge 14b, D5). Element X 5d0343c4
/// `Timeline/View/TimelineItemViews/FormattedBodyText.swift:32-34` (`if boostFontSize, … { …font =
/// UIFont.systemFont(ofSize: 48.0) }`) was a `text.fixed-size` warning advising Large Title:
/// `boostFontSize` is given `timelineItem.shouldBoost` (`TextRoomTimelineView.swift:32`), and
/// `shouldBoost` is `item.lazyProvider.containsOnlyEmojis()` (`TimelineItemProxy.swift:152-154`).
@Suite struct EmojiFlagTests {
    /// Element X's `FormattedBodyText`, cut to the flag and the font.
    static let body = """
        import SwiftUI
        struct FormattedBodyText: View {
            private let attributedString: AttributedString
            private let boostFontSize: Bool
            private var attributedComponents: AttributedString {
                var adjustedAttributedString = attributedString
                let string = String(attributedString.characters)
                if boostFontSize, let range = adjustedAttributedString.range(of: string) {
                    adjustedAttributedString[range].font = UIFont.systemFont(ofSize: 48.0)
                }
                return adjustedAttributedString
            }
            init(attributedString: AttributedString, boostFontSize: Bool = false) {
                self.attributedString = attributedString
                self.boostFontSize = boostFontSize
            }
            init(text: String, boostFontSize: Bool = false) {
                self.init(attributedString: AttributedString(text),
                          boostFontSize: boostFontSize)
            }
            var body: some View { Text(attributedComponents) }
        }
        """

    static let proxy = """
        struct TimelineItemProxy {
            let item: EventTimelineItem
            var shouldBoost: Bool {
                item.lazyProvider.containsOnlyEmojis()
            }
        }
        """

    static let textView = """
        import SwiftUI
        struct TextRoomTimelineView: View {
            let timelineItem: TextRoomTimelineItem
            var body: some View {
                FormattedBodyText(attributedString: timelineItem.content,
                                  boostFontSize: timelineItem.shouldBoost)
            }
        }
        #Preview {
            FormattedBodyText(text: "❤️", boostFontSize: true)
        }
        """

    @Test func aFixedFontSetOnlyForEmojiIsANote() async throws {
        // Must NOT be a warning: the 48 pt font is set only for emoji-only messages.
        let found = try await scanFindings(swiftFiles: [
            "FormattedBodyText.swift": Self.body, "TimelineItemProxy.swift": Self.proxy, "TextRoomTimelineView.swift": Self.textView,
        ]).filter { $0.rule == "text.fixed-size" }
        #expect(found.map(\.severity) == [.note], "\(found.map(\.message))")
        #expect(found.first?.location?.line == 9)
        #expect(found.first?.message.contains("only when boostFontSize is true, which follows containsOnlyEmojis()") == true)
    }

    @Test func aFlagAlsoGivenAnythingElseIsStillJudged() async throws {
        // Must fire: another screen boosts a message that is not only emoji.
        let other = """
            import SwiftUI
            struct NoticeView: View {
                let isImportant: Bool
                var body: some View { FormattedBodyText(attributedString: "Notice", boostFontSize: isImportant) }
            }
            """
        let found = try await scanFindings(swiftFiles: [
            "FormattedBodyText.swift": Self.body, "TimelineItemProxy.swift": Self.proxy, "TextRoomTimelineView.swift": Self.textView,
            "NoticeView.swift": other,
        ]).filter { $0.rule == "text.fixed-size" }
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }
}
