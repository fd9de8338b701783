import Foundation
import LegibleScan
import LegibleSwiftScan
import Testing

/// Fonts an app keeps as the properties of an object a static constant holds (``AppFontObjects``),
/// reduced from planetary-ios (fresh-ios23a, Misses): `struct VerseFonts { let contactName =
/// UIFont.systemFont(ofSize: 17, weight: .semibold) … }` with `extension UIFont { static let verse
/// = VerseFonts() }` (UIFont+Verse.swift:12-37, :74-78), set as `label.font =
/// UIFont.verse.contactName` (ExtendedAboutView.swift:26) and `.font(Font(UIFont.verse.peerCount))`
/// (RoomCard.swift:40): fixed sizes that were missed.
@Suite struct AppFontObjectTests {
    static let fonts = """
        import UIKit
        struct VerseFonts {
            let peerCount = UIFont.systemFont(ofSize: 12, weight: .regular)
            let contactName = UIFont.systemFont(ofSize: 17, weight: .semibold)
            let scaled: UIFont = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 17))
        }
        struct SmallPostFonts {
            var bigHeading = UIFont.systemFont(ofSize: 14, weight: .semibold)
            var code = UIFont.systemFont(ofSize: 14, weight: .regular)
            init() {
                if #available(iOS 13, *) { self.code = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular) }
            }
        }
        final class ThemeFonts {
            let title = UIFont.systemFont(ofSize: 20)
            var body = UIFont.systemFont(ofSize: 15)
        }
        extension UIFont {
            static let verse = VerseFonts()
            static let smallPost = SmallPostFonts()
            static let theme = ThemeFonts()
        }
        """

    static let screen = """
        import UIKit
        import SwiftUI
        final class ExtendedAboutView: UIView {
            let nameLabel = UILabel()
            let scaledLabel = UILabel()
            let codeLabel = UILabel()
            let headingLabel = UILabel()
            let titleLabel = UILabel()
            let bodyLabel = UILabel()
            func setUp() {
                nameLabel.font = UIFont.verse.contactName
                scaledLabel.font = UIFont.verse.scaled
                codeLabel.font = UIFont.smallPost.code
                headingLabel.font = UIFont.smallPost.bigHeading
                titleLabel.font = UIFont.theme.title
                bodyLabel.font = UIFont.theme.body
            }
        }
        struct RoomCard: View {
            var body: some View {
                Text("12 peers").font(Font(UIFont.verse.peerCount))
            }
        }
        """

    @Test func aFontTheHeldObjectKeepsIsItsValue() async throws {
        let found = try await AppFontTests.scan(["UIFont+Verse.swift": Self.fonts, "ExtendedAboutView.swift": Self.screen], on: "ExtendedAboutView.swift")
        // Must fire: `let`s of a struct and a class, and a struct's `var` no initializer sets (lines 11, 14, 15, 21).
        // Must NOT fire: a metrics-scaled font (12), a struct `var` its `init()` sets (13), a class's `var` (16).
        #expect(found["text.fixed-size"] == [11, 14, 15, 21], "\(found)")
    }

    /// Must NOT fire: a second type of the name makes which one `VerseFonts()` makes unknown.
    @Test func aTypeDeclaredTwiceIsNotRead() async throws {
        let other = "import UIKit\nenum Legacy { struct VerseFonts { let contactName = UIFont.preferredFont(forTextStyle: .body) } }\n"
        let found = try await AppFontTests.scan(
            ["UIFont+Verse.swift": Self.fonts, "Legacy.swift": other, "ExtendedAboutView.swift": Self.screen], on: "ExtendedAboutView.swift")
        #expect(found["text.fixed-size"] == [14, 15], "\(found)")
    }
}
