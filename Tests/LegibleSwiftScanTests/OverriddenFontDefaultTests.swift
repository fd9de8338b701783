import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A view initializer's fixed `Font` default that every call in the app replaces (fresh-ios21a,
/// class 4): bitkit-ios `TextStyle.swift:495`, `AccentedText`'s `font: Font = .system(size: 17)`,
/// was a `text.fixed-size` warning though all 14 calls pass `font:`.
@Suite struct OverriddenFontDefaultTests {
    /// TextStyle.swift:485-500, shortened, with a view some call makes at its default.
    static let views = """
        import SwiftUI
        struct AccentedText: View {
            let text: String
            let font: Font
            init(
                _ text: String,
                font: Font = .system(size: 17),
                fontColor: Color = .primary
            ) {
                self.text = text
                self.font = font
            }
            var body: some View { Text(text).font(font) }
        }
        struct BadgeText: View {
            let text: String
            let font: Font
            init(_ text: String, font: Font = .system(size: 12)) {
                self.text = text
                self.font = font
            }
            var body: some View { Text(text).font(font) }
        }
        """

    /// TextStyle.swift:31-40 and WidgetsOnboardingView.swift:10.
    static let uses = """
        import SwiftUI
        struct DisplayText: View {
            var body: some View {
                VStack {
                    AccentedText(text, font: Fonts.black(size: 44), fontColor: .white)
                    AccentedText.init("t", font: .title)
                    BadgeText("new", font: .caption)
                    BadgeText("old")
                }
            }
        }
        """

    @Test func aDefaultEveryCallReplacesIsNotReportedAndOneACallUsesIs() async throws {
        let found = try await AppFontTests.scan(["TextStyle.swift": Self.views, "Uses.swift": Self.uses], on: "TextStyle.swift")
        // Must not fire: AccentedText's default (line 7). Must fire: BadgeText's, which `BadgeText("old")` uses.
        #expect(found["text.fixed-size"] == [18], "\(found)")
    }

    @Test func aDefaultOfAViewNamedAsAValueOrNeverMadeIsStillReported() async throws {
        let mapped = """
            import SwiftUI
            struct List: View {
                var body: some View {
                    AccentedText("a", font: .body)
                    ForEach(items.map(AccentedText.init)) { $0 }
                }
            }
            """
        let found = try await AppFontTests.scan(["TextStyle.swift": Self.views, "Uses.swift": mapped], on: "TextStyle.swift")
        // Must fire: a call through `AccentedText.init` passed as a value may use the default;
        // BadgeText, which nothing makes, keeps its finding too.
        #expect(found["text.fixed-size"] == [7, 18], "\(found)")
    }
}
