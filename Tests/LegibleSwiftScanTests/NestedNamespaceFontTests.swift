import Foundation
import LegibleScan
import LegibleSwiftScan
import Testing

/// Fonts declared in types nested in the app's own types (``AppFonts``, `AppFontScopes`):
/// 2fas-ios 693a08e5 `Theme.swift:155-222` keeps `private static let content =
/// UIFont.systemFont(ofSize: 17)` in `Theme.Fonts` and hands it out as `Theme.Fonts.Text.content`
/// (`static let content = Fonts.content` in `enum Text`) or `Theme.Fonts.Controls.title` (`static
/// let title = header`). About 80 such uses were unknown fonts: their fixed size was missed and a
/// shrink on one was a wrong `text.shrinks` (fresh-ios17a A: `SearchResultEmptyView.swift:26-32`,
/// `AppleWatchView.swift:45-46`).
@Suite struct NestedNamespaceFontTests {
    /// Reduced from `Theme.swift:155-222`, with an extension of the nested type.
    static let theme = """
        import UIKit
        enum Theme {
            enum Fonts {
                private static let header = UIFont.systemFont(ofSize: 17, weight: .semibold)
                private static let content = UIFont.systemFont(ofSize: 17, weight: .regular)
                enum Text {
                    static let content = Fonts.content
                    static let title = Theme.Fonts.header
                }
                enum Controls {
                    static let title = header
                    static let tint = ThemeColor.theme
                }
                static let sectionHeader = UIFont.systemFont(ofSize: 13, weight: .regular)
            }
        }
        extension Theme.Fonts {
            static let caption = UIFont.systemFont(ofSize: 11)
            static let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))
        }
        """

    /// `SearchResultEmptyView.swift:26-32` and `CameraViewController.swift:44-48`, reduced.
    static let views = """
        import UIKit
        final class EmptyView: UIView {
            private let a: UILabel = {
                let l = UILabel()
                l.text = "No results"
                l.font = Theme.Fonts.Text.content
                l.minimumScaleFactor = 0.5
                l.adjustsFontSizeToFitWidth = true
                return l
            }()
            private let b = UILabel()
            private let c = UILabel()
            private let d = UILabel()
            private let e = UILabel()
            func setUp() {
                b.font = Theme.Fonts.sectionHeader
                c.font = Theme.Fonts.Controls.title
                d.font = Theme.Fonts.Text.title
                e.font = Theme.Fonts.caption
                [a, b, c, d, e].forEach(addSubview)
            }
        }
        """

    @Test func aFontThroughNestedTypesIsTheFixedFontItNames() async throws {
        let found = try await AppFontTests.scan(["Theme.swift": Self.theme, "EmptyView.swift": Self.views], on: "EmptyView.swift")
        // Must fire: each fixed font (the shrinking one too). Must not: a shrink of a fixed font.
        #expect(found["text.fixed-size"] == [6, 16, 17, 18, 19], "\(found)")
        #expect(found["text.shrinks"] == nil, "\(found)")
    }

    /// `AddingServiceTokenValueView.swift:28-32`: `.font(Font(Theme.Fonts.Counter.syncCounter))`.
    @Test func theSwiftUIFormIsReadToo() async throws {
        let view = """
            import SwiftUI
            struct TokenView: View {
                var body: some View {
                    Text("123 456").font(Font(Theme.Fonts.Text.content)).minimumScaleFactor(0.7)
                }
            }
            """
        let found = try await AppFontTests.scan(["Theme.swift": Self.theme, "TokenView.swift": view], on: "TokenView.swift")
        #expect(found["text.fixed-size"] == [4], "\(found)")
        #expect(found["text.shrinks"] == nil, "\(found)")
    }

    /// A name that could mean two fonts stays unknown: a nested path declared twice with two sizes
    /// (two targets' `Theme`), a top-level `Fonts` beside `Theme.Fonts` whose members differ (inside
    /// `Theme`, `Fonts.content` is the nested one), a member naming something that is no font, and
    /// a nested member written from its own scope (`Text.content` is not followed at a use).
    @Test func aNameThatMayMeanTwoFontsStaysUnknown() async throws {
        let widget = """
            import UIKit
            enum Theme {
                enum Fonts {
                    enum Text { static let content = UIFont.systemFont(ofSize: 12) }
                }
            }
            enum Fonts {
                static let content = UIFont.systemFont(ofSize: 15)
            }
            """
        let view = """
            import UIKit
            final class Row: UITableViewCell {
                func configure() {
                    textLabel?.font = Theme.Fonts.Text.content
                    detailTextLabel?.font = Theme.Fonts.Controls.tint
                }
                func other(_ label: UILabel, _ second: UILabel) {
                    label.font = Text.content
                    second.font = Fonts.content
                }
            }
            """
        let found = try await AppFontTests.scan(["Theme.swift": Self.theme, "Widget.swift": widget, "Row.swift": view], on: "Row.swift")
        #expect(found["text.fixed-size"] == nil, "\(found)")
        // Must still fire: the unambiguous nested path.
        let alone = try await AppFontTests.scan(["Theme.swift": Self.theme, "Row.swift": view], on: "Row.swift")
        #expect(alone["text.fixed-size"] == [4], "\(alone)")
    }

    /// A scaled font reached the same way is the scaled font: not live without the flag.
    @Test func aScaledFontThroughANestedExtensionIsNotLive() async throws {
        let view = """
            import UIKit
            final class Row: UITableViewCell {
                func configure() { textLabel?.font = Theme.Fonts.scaled }
            }
            """
        let found = try await AppFontTests.scan(["Theme.swift": Self.theme, "Row.swift": view], on: "Row.swift")
        #expect(found["text.not-live"] == [3], "\(found)")
        #expect(found["text.fixed-size"] == nil, "\(found)")
    }
}
