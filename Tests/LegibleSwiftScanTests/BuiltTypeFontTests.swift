import Foundation
import LegibleScan
import LegibleSwiftScan
import Testing

/// Fixed fonts the app's own struct carries from every construction (``BuiltTypeFonts``),
/// reduced from Unstoppable Wallet 426cdf59 (fresh-ios26a pattern 4): `CellElement.swift:110-119`
/// `struct Text` whose factories each pass an app font (`Fonts.swift:31-50`, Manrope 12–16 pt) and
/// `CellElement.swift:11` `component.font = text.font`, which was missed.
@Suite struct BuiltTypeFontTests {
    // Fonts.swift:31-50, reduced.
    static let fonts = """
        import UIKit
        public extension UIFont {
            private static func manRopeFont(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
                switch weight {
                case .regular: return UIFont(name: "Manrope-Regular", size: size)!
                default: return UIFont(name: "Manrope-Medium", size: size)!
                }
            }
            static let body: UIFont = .manRopeFont(ofSize: 16, weight: .medium)
            static let subhead1: UIFont = .manRopeFont(ofSize: 14, weight: .medium)
            static let caption: UIFont = .manRopeFont(ofSize: 12, weight: .regular)
        }
        """

    /// CellElement.swift:5-15 and :110-119, reduced; `factories` replaces the factory lines.
    static func cellElement(factories: String) -> String {
        """
        import UIKit
        extension CellBuilderNew.CellElement {
            static func textElement(text: Text?) -> CellBuilderNew.CellElement {
                .text { component in
                    if let text {
                        component.font = text.font
                        component.text = text.text
                    }
                }
            }
            struct Text {
        \(factories)
                let text: String?
                let font: UIFont
                let textColor: UIColor
            }
        }
        """
    }

    static let fixedFactories = """
                static func body(_ text: String?, color: UIColor = .themeLeah) -> Self { Text(text: text, font: .body, textColor: color) }
                static func subhead1(_ text: String?, color: UIColor = .themeLeah) -> Self { Text(text: text, font: .subhead1, textColor: color) }
                static func caption(_ text: String?, color: UIColor = .themeGray) -> Self { Text(text: text, font: .caption, textColor: color) }
                static func custom(_ text: String?, _ font: UIFont, _ color: UIColor) -> Self { Text(text: text, font: font, textColor: color) }
        """

    // CellBuilderNew (ComponentKit), reduced: the `.text` element hands its closure a label.
    static let builder = """
        import UIKit
        public class TextComponent: UILabel {}
        enum CellBuilderNew {
            enum CellElement {
                case text(_ block: (TextComponent) -> Void)
            }
        }
        struct Row {
            // SecondaryActiveButtonStyle.swift:78, a case pattern of another enum's `.custom`, is no call.
            func icon(_ style: Style) -> String? { switch style { case let .custom(icon, _, _): return icon; default: return nil } }
        }
        enum Style { case plain; case custom(String, Bool, Bool) }
        // HUDStatusFactory.swift:33, another type's `.custom` member, is no use of the factory.
        func progressAction() -> HUDTimeAction { HUDTimeAction(type: .custom, interval: 0) }
        """

    static func findings(factories: String, more: [String: String] = [:]) async throws -> [String: [Int]] {
        let files = ["Fonts.swift": fonts, "Builder.swift": builder, "CellElement.swift": cellElement(factories: factories)].merging(more) { _, new in new }
        return try await AppFontTests.scan(files, on: "CellElement.swift")
    }

    @Test func everyFactoryFixedReportsTheAssignment() async throws {
        // Must fire: line 6, `component.font = text.font`; `custom(_:_:_:)` is never called.
        let found = try await Self.findings(factories: Self.fixedFactories)
        #expect(found["text.fixed-size"] == [6], "\(found)")
    }

    @Test func aFactoryWithATextStyleStaysSilent() async throws {
        let styled =
            Self.fixedFactories + """

                        static func styled(_ text: String?) -> Self { Text(text: text, font: .preferredFont(forTextStyle: .body), textColor: .black) }
                """
        let found = try await Self.findings(factories: styled)
        #expect(found["text.fixed-size"] == nil, "\(found)")
    }

    @Test func aFactoryWithAMetricsScaledFontStaysSilent() async throws {
        let scaled =
            Self.fixedFactories + """

                        static func scaled(_ text: String?) -> Self { Text(text: text, font: UIFontMetrics(forTextStyle: .body).scaledFont(for: .body), textColor: .black) }
                """
        let found = try await Self.findings(factories: scaled)
        #expect(found["text.fixed-size"] == nil, "\(found)")
    }

    /// A factory that passes its caller's font, called with a font the scan does not know: silent.
    @Test func aFontParameterACallerFillsStaysSilent() async throws {
        let caller = """
            import UIKit
            final class Screen {
                func row(font: UIFont) -> CellBuilderNew.CellElement {
                    .textElement(text: .custom("Title", font, .black))
                }
            }
            """
        let found = try await Self.findings(factories: Self.fixedFactories, more: ["Screen.swift": caller])
        #expect(found["text.fixed-size"] == nil, "\(found)")
    }

    /// A construction elsewhere with a font the scan cannot read: silent.
    @Test func aConstructionWithAnUnknownFontStaysSilent() async throws {
        let caller = """
            import UIKit
            final class Screen {
                func row(font: UIFont) -> CellBuilderNew.CellElement {
                    .textElement(text: CellBuilderNew.CellElement.Text(text: "Title", font: font, textColor: .black))
                }
            }
            """
        let found = try await Self.findings(factories: Self.fixedFactories, more: ["Screen.swift": caller])
        #expect(found["text.fixed-size"] == nil, "\(found)")
    }
}
