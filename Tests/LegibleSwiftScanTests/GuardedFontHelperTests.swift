import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, fresh-ios24a patterns 4 and 8: an app's font helper that returns its bundled font
/// at the size it is given, or a system font of that size when the font is missing
/// (`guard let font = UIFont(name:size:) else { return … }; return font`), makes a fixed font.
@Suite struct GuardedFontHelperTests {
    /// breadwallet-ios a81bc58d `breadwallet/src/Extensions/UIFont+BRWAdditions.swift:15-21`,
    /// with a helper that scales its font (the neighbour that must not fire).
    static let helpers = """
        import UIKit
        extension UIFont {
            static func customBold(size: CGFloat) -> UIFont {
                guard let font = UIFont(name: "CircularPro-Bold", size: size) else { return UIFont.systemFont(ofSize: size, weight: .bold) }
                return font
            }
            static func customBody(size: CGFloat) -> UIFont {
                guard let font = UIFont(name: "CircularPro-Book", size: size) else { return UIFont.systemFont(ofSize: size, weight: .regular) }
                return font
            }
            static func scaledBody(size: CGFloat) -> UIFont {
                guard let font = UIFont(name: "CircularPro-Book", size: size) else { return UIFont.preferredFont(forTextStyle: .body) }
                return UIFontMetrics(forTextStyle: .body).scaledFont(for: font)
            }
        }
        """

    /// `breadwallet/src/Extensions/UILabel+BRWAdditions.swift:34-38`.
    static let labelInitializer = """
        import UIKit
        extension UILabel {
            convenience init(font: UIFont, color: UIColor) {
                self.init()
                self.font = font
                self.textColor = color
            }
        }
        """

    /// `ShareDataViewController.swift:13` and `AmountViewController.swift:82, :244-245`: fixed
    /// fonts, and the amount's shrinking undoes no size a person chose.
    @Test func aHelpersFixedFontFiresAtTheCallAndItsShrinkIsExcluded() async throws {
        let view = """
            import UIKit
            final class AmountViewController: UIViewController {
                private let titleLabel = UILabel(font: .customBold(size: 26.0), color: .white)
                private let amountLabel = UILabel(font: .customBody(size: 26.0), color: .darkText)
                private func preventAmountOverflow() {
                    amountLabel.minimumScaleFactor = 0.5
                    amountLabel.adjustsFontSizeToFitWidth = true
                }
            }
            """
        let found = try await AppFontTests.scan(
            ["UIFont+BRWAdditions.swift": Self.helpers, "UILabel+BRWAdditions.swift": Self.labelInitializer, "AmountViewController.swift": view],
            on: "AmountViewController.swift")
        #expect(found["text.fixed-size"] == [3, 4], "\(found)")
        #expect(found["text.shrinks"] == nil, "\(found)")
    }

    /// The neighbour: a helper that returns the bundled font scaled by `UIFontMetrics` is not fixed.
    @Test func aHelperThatScalesItsFontIsNotFixed() async throws {
        let view = """
            import UIKit
            final class InfoView: UIView {
                private let infoLabel = UILabel(font: .scaledBody(size: 14.0), color: .darkText)
                func setUp() { infoLabel.adjustsFontForContentSizeCategory = true }
            }
            """
        let found = try await AppFontTests.scan(
            ["UIFont+BRWAdditions.swift": Self.helpers, "UILabel+BRWAdditions.swift": Self.labelInitializer, "InfoView.swift": view],
            on: "InfoView.swift")
        #expect(found["text.fixed-size"] == nil, "\(found)")
    }
    /// breadwallet-ios a81bc58d `breadwallet/src/Theme/Theme.swift:61-69, :120, :124, :198-201`:
    /// a getter calls an overloaded private helper by its bare name, which sizes the bundled font
    /// by an enum's raw value; `preferredFont` is only the fallback for a missing font. With a
    /// helper sized by a text style's point size (the neighbour, not fixed).
    static let theme = """
        import UIKit
        class Theme: BRDTheme {
            enum FontSize: CGFloat {
                case h0Title = 36.0
                case body1 = 16.0
                case caption = 12.0
            }
            enum FontName: String {
                case book = "CircularPro-Book"
                case bold = "CircularPro-Bold"
            }
            static var body1Accent: UIFont {
                return font(.bold, .body1, .body)
            }
            static var caption: UIFont {
                return font(.caption, .caption1)
            }
            static var scaledBody: UIFont {
                return scaled(.body)
            }
            private static func font(_ size: FontSize, _ fallbackStyle: UIFont.TextStyle) -> UIFont {
                return font(.book, size, fallbackStyle)
            }
            private static func font(_ name: FontName, _ size: FontSize, _ fallbackStyle: UIFont.TextStyle) -> UIFont {
                guard let font = UIFont(name: name.rawValue, size: size.rawValue)
                    else { return UIFont.preferredFont(forTextStyle: fallbackStyle) }
                return font
            }
            private static func scaled(_ style: UIFont.TextStyle) -> UIFont {
                guard let font = UIFont(name: FontName.book.rawValue, size: UIFont.preferredFont(forTextStyle: style).pointSize)
                    else { return UIFont.preferredFont(forTextStyle: style) }
                return font
            }
        }
        """

    /// `Views/InfoView.swift:44-46`: `Theme.caption`, a fixed 12 pt, shrinks.
    @Test func aThemeGetterSizedByAnEnumRawValueIsFixed() async throws {
        let view = """
            import UIKit
            class InfoView: UIView {
                private let infoLabel = UILabel()
                private let titleLabel = UILabel()
                private let scaledLabel = UILabel()
                func setUp() {
                    infoLabel.font = Theme.caption
                    infoLabel.adjustsFontSizeToFitWidth = true
                    infoLabel.minimumScaleFactor = 0.5
                    titleLabel.font = Theme.body1Accent
                    scaledLabel.font = Theme.scaledBody
                }
            }
            """
        let found = try await AppFontTests.scan(["Theme.swift": Self.theme, "InfoView.swift": view], on: "InfoView.swift")
        #expect(found["text.fixed-size"] == [7, 10], "\(found)")
        #expect(found["text.shrinks"] == nil, "\(found)")
    }
}
