import Foundation
import LegibleScan
import LegibleSwiftScan
import Testing

/// Text styles an app's theme object holds (``HeldStyleFonts``), reduced from element-ios
/// (fresh-ios22a, Misses): DesignKit's `ElementFonts` makes each style with
/// `UIFont.preferredFont(forTextStyle:)` (ElementFonts.swift:34-36), `FontsUIKit` stores them
/// once in its initializer (FontsUIkit.swift:55-75), and `SpaceMenuViewController.swift:98`
/// sets `titleLabel.font = theme.fonts.title3SB` with no `adjustsFontForContentSizeCategory`:
/// text.not-live, which was a placeholder note.
@Suite struct HeldThemeFontTests {
    static let fonts = """
        import SwiftUI
        public class ElementFonts {
            public struct SharedFont {
                public let uiFont: UIFont
                public let font: Font
            }
            public init() {}
            fileprivate func font(forTextStyle textStyle: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
                return UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traitCollection)
            }
        }
        extension ElementFonts {
            public var title3: SharedFont {
                let uiFont = self.font(forTextStyle: .title3)
                return SharedFont(uiFont: uiFont, font: .title3)
            }
            public var title3SB: SharedFont {
                let uiFont = self.title3.uiFont.vc_semiBold
                return SharedFont(uiFont: uiFont, font: .title3.weight(.semibold))
            }
            public var caption1: SharedFont {
                let uiFont = self.font(forTextStyle: .caption1)
                return SharedFont(uiFont: uiFont, font: .caption)
            }
            public var mono: SharedFont {
                let uiFont = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)
                return SharedFont(uiFont: uiFont, font: .body)
            }
        }
        public extension UIFont {
            func vc_withWeight(weight: Weight) -> UIFont {
                let descriptor = fontDescriptor.addingAttributes([UIFontDescriptor.AttributeName.traits: [UIFontDescriptor.TraitKey.weight: weight]])
                return UIFont(descriptor: descriptor, size: 0)
            }
            var vc_semiBold: UIFont {
                return self.vc_withWeight(weight: .semibold)
            }
        }
        @objcMembers public class FontsUIKit: NSObject {
            public var title3SB: UIFont
            public var caption1: UIFont
            public var mono: UIFont
            public init(values: ElementFonts) {
                self.title3SB = values.title3SB.uiFont
                self.caption1 = values.caption1.uiFont
                self.mono = values.mono.uiFont
            }
        }
        public struct FontSwiftUI {
            public var title3SB: Font
            public var caption1: Font
        }
        @objc public protocol ThemeV2 {
            var fonts: FontsUIKit { get }
        }
        public protocol ThemeSwiftUIType {
            var fonts: FontSwiftUI { get }
        }
        class DefaultTheme: NSObject, ThemeV2 {
            var fonts: FontsUIKit = FontsUIKit(values: ElementFonts())
        }
        """

    static let screen = """
        import UIKit
        import SwiftUI
        final class SpaceMenuViewController: UIViewController {
            @IBOutlet private weak var titleLabel: UILabel!
            @IBOutlet private weak var subtitleLabel: UILabel!
            @IBOutlet private weak var codeLabel: UILabel!
            private func update(theme: ThemeV2) {
                self.titleLabel.font = theme.fonts.title3SB
                self.subtitleLabel.font = theme.fonts.caption1
                self.subtitleLabel.adjustsFontForContentSizeCategory = true
                self.codeLabel.font = theme.fonts.mono
            }
        }
        struct SpaceRow: View {
            let theme: ThemeSwiftUIType
            var body: some View { Text("Space").font(theme.fonts.caption1) }
        }
        """

    @Test func aStyleTheThemeHoldsIsNotLiveWithoutAdjusting() async throws {
        let found = try await AppFontTests.scan(["Fonts.swift": Self.fonts, "SpaceMenu.swift": Self.screen], on: "SpaceMenu.swift")
        // Must fire: line 8, Title 3 (semibold) with no adjusting. Must not: line 9, made live at
        // line 10; line 11, a fixed font held the same way (no style); line 16, SwiftUI's `Font`.
        #expect(found["text.not-live"] == [8], "\(found)")
    }

    /// A holder property declared once with a type the scan does not know stays unknown: another
    /// `fonts` may be anything.
    @Test func aHolderNameAlsoDeclaredOtherwiseStaysUnknown() async throws {
        let other = """
            import UIKit
            final class Printer { var fonts = makeFonts() }
            """
        let found = try await AppFontTests.scan(
            ["Fonts.swift": Self.fonts, "Printer.swift": other, "SpaceMenu.swift": Self.screen], on: "SpaceMenu.swift")
        #expect(found["text.not-live"] == nil, "\(found)")
    }
}
