import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// fresh-ios20c: a font whose size `UIFontMetrics` scales in a static or global constant is made
/// once, at the constant's first read, and keeps that size until the app is relaunched.
@Suite struct ScaledOnceFontTests {
    /// ios-kMail `MailCore/Utils/MailTextStyle.swift:44-66, 128-131, 158-161`, reduced: every
    /// style is a `static let`, and the ones made from another (`bodyMedium`) do not scale again.
    /// One finding per scaled constant, at its font (missed: the size is no number).
    @Test func aStaticLetScaledByMetricsIsNotLive() async throws {
        let source = """
            import SwiftUI
            public struct MailTextStyle {
                public let font: Font
                public let color: Color
                private init(font: Font, color: Color) { self.font = font; self.color = color }
                private init(mailFont: MailTextStyle, weight: Font.Weight) { self.init(font: mailFont.font.weight(weight), color: mailFont.color) }
            }
            public extension MailTextStyle {
                static let header1 = MailTextStyle(
                    font: .system(size: UIFontMetrics.default.scaledValue(for: 22)).weight(.semibold),
                    color: .primary
                )
                static let body = MailTextStyle(
                    font: .system(size: UIFontMetrics.default.scaledValue(for: 16)),
                    color: .primary
                )
                static let bodyMedium = MailTextStyle(mailFont: .body, weight: .medium)
                static let bodySmallItalic = MailTextStyle(
                    font: .system(size: UIFontMetrics.default.scaledValue(for: 14)).italic(),
                    color: .secondary
                )
            }
            struct Row: View {
                var body: some View {
                    Text("Inbox").font(MailTextStyle.body.font)
                    Text("Sent").font(MailTextStyle.bodyMedium.font)
                }
            }
            """
        let notLive = try await scanFindings(swift: source).filter { $0.rule == "text.not-live" }
        #expect(notLive.map { $0.location?.line ?? 0 } == [10, 14, 19])
        #expect(
            notLive.first?.message
                == "UIFontMetrics scales the font's size once, when static let header1 is first read, so the text keeps it until the app is relaunched; make header1 a computed property"
        )
        #expect(notLive.first?.severity == .warning)
    }

    /// ios-kDrive `kDriveCore/UI/IKLargeButton.swift:55-60`, reduced: a UIKit style's title font,
    /// `UIFont.systemFont(ofSize: UIFontMetrics.default.scaledValue(for: 16), weight: .medium)`, and a
    /// global constant and a named metrics value, and a `scaledFont(for:).pointSize`.
    @Test func aUIKitStaticOrGlobalIsNotLive() async throws {
        let source = """
            import UIKit
            let bodyMetrics = UIFontMetrics(forTextStyle: .body)
            let captionFont = UIFont.systemFont(ofSize: bodyMetrics.scaledValue(for: 12))
            public struct Style {
                public var titleFont: UIFont
                public static let primaryButton = Style(
                    titleFont: UIFont.systemFont(ofSize: UIFontMetrics.default.scaledValue(for: 16), weight: .medium)
                )
                static let title: UIFont = {
                    return .boldSystemFont(ofSize: UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20)).pointSize + 2)
                }()
            }
            """
        let notLive = try await scanFindings(swift: source).filter { $0.rule == "text.not-live" }
        #expect(notLive.map { $0.location?.line ?? 0 } == [3, 7, 10])
        #expect(notLive.first?.message.contains("when let captionFont is first read") == true)
    }

    /// The same call where it runs again: a computed property, a function, a view's body, an
    /// instance's property, a closure kept and called later. And a `scaledFont(for:)` font kept
    /// whole, which UIKit updates on a view that adjusts (`adjustsFontForContentSizeCategory`).
    @Test func theSameCallMadeAgainIsNotReported() async throws {
        let source = """
            import SwiftUI
            import UIKit
            enum Styles {
                static var body: Font { .system(size: UIFontMetrics.default.scaledValue(for: 16)) }
                static var title: UIFont {
                    get { UIFont.systemFont(ofSize: UIFontMetrics.default.scaledValue(for: 22)) }
                }
                static func caption() -> Font { .system(size: UIFontMetrics.default.scaledValue(for: 12)) }
                static let make: (CGFloat) -> Font = { size in .system(size: UIFontMetrics.default.scaledValue(for: size)) }
                static let pinned = UIFont.systemFont(ofSize: UIFontMetrics.default.scaledValue(for: 16, compatibleWith: nil))
                static let scaled = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 16))
            }
            struct Card: View {
                let titleFont = Font.system(size: UIFontMetrics.default.scaledValue(for: 18))
                var body: some View {
                    Text("Hi").font(.system(size: UIFontMetrics.default.scaledValue(for: 16)))
                }
            }
            final class Cell: UITableViewCell {
                let label = UILabel()
                func setUp() {
                    label.font = Styles.scaled
                    label.adjustsFontForContentSizeCategory = true
                }
            }
            """
        #expect(try await scanFindings(swift: source).filter { $0.rule == "text.not-live" }.isEmpty)
    }
}
