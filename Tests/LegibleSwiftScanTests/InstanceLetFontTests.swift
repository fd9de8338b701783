import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, fresh-ios24a pattern 6: stepik keeps most of its fonts in a nested `struct
/// Appearance` as instance `let`s with a default, read as `self.appearance.textFont`. A `let`
/// given its value where it is declared holds it in every instance, so the font is fixed.
@Suite struct InstanceLetFontTests {
    /// stepik-ios a0e3696e `Stepic/Sources/Modules/Quizzes/CodeQuiz/Views/UnsupportedCodeLanguageView.swift:4-46`.
    static func unsupportedLanguageView(textFont: String, binding: String = "let") -> String {
        """
        import UIKit
        extension UnsupportedCodeLanguageView {
            struct Appearance {
                let height: CGFloat = 236
                \(binding) textFont = \(textFont)
                let textColor = UIColor.stepikSecondaryText
            }
        }
        final class UnsupportedCodeLanguageView: UIView {
            let appearance: Appearance
            private lazy var messageLabel: UILabel = {
                let label = UILabel()
                label.text = NSLocalizedString("NotSupportedLanguage", comment: "")
                label.numberOfLines = 0
                label.font = self.appearance.textFont
                label.textColor = self.appearance.textColor
                return label
            }()
            private lazy var containerView = UIView()
            init(frame: CGRect = .zero, appearance: Appearance = Appearance()) {
                self.appearance = appearance
                super.init(frame: frame)
                self.addSubviews()
            }
        }
        // :42-46: the label is shown (a view no code hands to anything is on no screen, MeasuringViews).
        extension UnsupportedCodeLanguageView: ProgrammaticallyInitializableViewProtocol {
            func addSubviews() {
                self.addSubview(self.containerView)
                self.containerView.addSubview(self.messageLabel)
            }
        }
        """
    }

    @Test func aFixedFontInAnAppearanceLetFiresWhereItIsSet() async throws {
        let findings = try await scanFindings(swift: Self.unsupportedLanguageView(textFont: "UIFont.systemFont(ofSize: 16)"))
        let fixed = findings.filter { $0.rule == "text.fixed-size" }
        // Where the label's font is set, as `label.font = Appearance.font` of a `static let` is.
        #expect(fixed.map { $0.location?.line ?? 0 } == [15], "\(findings)")
        #expect(fixed.first?.message.contains("16 pt") == true)
    }

    /// The neighbouring correct case: an `Appearance` whose font is a text style (or a font
    /// UIFontMetrics scales) is not fixed (it is judged for `adjustsFontForContentSizeCategory`,
    /// which this view never sets).
    @Test func aTextStyleInAnAppearanceLetIsNotFixed() async throws {
        let findings = try await scanFindings(swift: Self.unsupportedLanguageView(textFont: "UIFont.preferredFont(forTextStyle: .body)"))
        #expect(findings.filter { $0.rule == "text.fixed-size" }.isEmpty, "\(findings)")
        #expect(findings.filter { $0.rule == "text.not-live" }.map { $0.location?.line ?? 0 } == [15], "\(findings)")
        // Nor one UIFontMetrics scales.
        let scaled = try await scanFindings(
            swift: Self.unsupportedLanguageView(textFont: "UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 16))"))
        #expect(scaled.filter { $0.rule == "text.fixed-size" }.isEmpty, "\(scaled)")
    }

    /// A `var` member may be given another font by the memberwise initializer: not read.
    @Test func aVarMemberIsNotRead() async throws {
        let findings = try await scanFindings(swift: Self.unsupportedLanguageView(textFont: "UIFont.systemFont(ofSize: 16)", binding: "var"))
        #expect(findings.filter { $0.rule == "text.fixed-size" }.isEmpty, "\(findings)")
    }

    /// Two types named `Appearance` in one file whose fonts of one name differ: which one a
    /// property means is not known, so neither is read; nor a property given two types.
    @Test func twoAppearancesOfOneNameAreNotRead() async throws {
        let source = """
            import UIKit
            extension A { struct Appearance { let font = UIFont.systemFont(ofSize: 16) } }
            extension B { struct Appearance { var font = UIFont.preferredFont(forTextStyle: .body) } }
            final class A: UIView {
                let appearance: Appearance
                let label = UILabel()
                func setUp() { label.font = self.appearance.font }
            }
            final class C: UIView {
                let style: Style
                let other: Appearance
                let label = UILabel()
                func setUp() { label.font = style.font }
                func update(style: Other) { label.font = style.font }
            }
            struct Style { let font = UIFont.systemFont(ofSize: 12) }
            """
        let findings = try await scanFindings(swift: source)
        #expect(findings.filter { $0.rule == "text.fixed-size" }.isEmpty, "\(findings)")
    }
}
