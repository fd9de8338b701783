import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, fresh-ios26a patterns 5 and 6: unstoppable-wallet-ios 426cdf59 declares its fixed
/// Manrope fonts as `extension UIFont { static let subhead2 = UIFont(name: "Manrope-Regular",
/// size: 14)! }` (`ThemeKit/Fonts.swift`); the scan found them set directly (`label.font =
/// .subhead1`) but not one step further: through an instance `let`, `Self.x`, a static `let` of
/// another type, a local `let` a closure captures, or a `switch` whose every case is fixed.
@Suite struct IndirectAppFontTests {
    /// The app's fonts, as `ThemeKit/Fonts.swift` declares them (shortened).
    static let fonts = """
        import UIKit
        public extension UIFont {
            static let body = UIFont(name: "Manrope-Medium", size: 16)!
            static let subhead1 = UIFont(name: "Manrope-Medium", size: 14)!
            static let subhead2 = UIFont(name: "Manrope-Regular", size: 14)!
            static let caption = UIFont(name: "Manrope-Regular", size: 12)!
            static let captionSB = UIFont(name: "Manrope-SemiBold", size: 12)!
        }
        """

    /// The `text.fixed-size` lines of `file` when scanned with the app's fonts.
    static func fixedLines(_ source: String, file: String = "View.swift") async throws -> [Int] {
        let findings = try await scanFindings(swiftFiles: ["Fonts.swift": fonts, file: source])
        return findings.filter { $0.rule == "text.fixed-size" && $0.location?.file.hasSuffix(file) == true }.map { $0.location?.line ?? 0 }.sorted()
    }

    /// `FormCautionView.swift:5-23`: `private let font: UIFont = .caption`, then `label.font = font`.
    static func cautionView(font: String) -> String {
        """
        import UIKit
        class FormCautionView: UIView {
            private let font: UIFont = \(font)
            private let label = UILabel()
            init() {
                super.init(frame: .zero)
                addSubview(label)
                label.numberOfLines = 0
                label.font = font
            }
        }
        """
    }

    /// An instance constant typed `UIFont` holding `.caption` is the app's `UIFont.caption` (12 pt),
    /// not SwiftUI's Caption text style, which it was read as.
    @Test func anInstanceConstantOfTheAppsFontIsFixed() async throws {
        #expect(try await Self.fixedLines(Self.cautionView(font: ".caption")) == [9])
    }

    /// The neighbouring correct cases: a text style or a metrics-scaled font in that constant.
    @Test func anInstanceConstantOfAScaledFontIsNotFixed() async throws {
        #expect(try await Self.fixedLines(Self.cautionView(font: "UIFont.preferredFont(forTextStyle: .caption1)")).isEmpty)
        #expect(try await Self.fixedLines(Self.cautionView(font: "UIFontMetrics.default.scaledFont(for: .caption)")).isEmpty)
    }

    /// `Cells/MnemonicWordCell.swift:3-33`: `private static let indexFont: UIFont = .subhead1`,
    /// read as `Self.indexFont`; the recovery phrase's index and word were not reported at all.
    static func mnemonicWordCell(wordFont: String) -> String {
        """
        import UIKit
        class MnemonicWordCell: UICollectionViewCell {
            private static let indexFont: UIFont = .subhead1
            private static let wordFont: UIFont = \(wordFont)
            private let indexText = TextComponent()
            private let wordText = TextComponent()
            override init(frame: CGRect) {
                super.init(frame: frame)
                let stackView = UIStackView()
                contentView.addSubview(stackView)
                stackView.addArrangedSubview(indexText)
                indexText.font = Self.indexFont
                stackView.addArrangedSubview(wordText)
                wordText.font = Self.wordFont
            }
        }
        """
    }

    @Test func aStaticConstantReadThroughSelfIsFixed() async throws {
        #expect(try await Self.fixedLines(Self.mnemonicWordCell(wordFont: ".body")) == [12, 14])
    }

    @Test func aStaticConstantOfATextStyleReadThroughSelfIsNotFixed() async throws {
        #expect(try await Self.fixedLines(Self.mnemonicWordCell(wordFont: "UIFont.preferredFont(forTextStyle: .body)")) == [12])
    }

    /// `HighlightedDescriptionBaseView.swift:4-5` declares `static let font: UIFont = .subhead2`;
    /// `TitledHighlightedDescriptionView.swift:59` (another file) sets `label.font =
    /// HighlightedDescriptionBaseView.font`, the caution text of a signing request.
    @Test func aStaticConstantOfAnotherFilesTypeIsFixed() async throws {
        let base = """
            import UIKit
            class HighlightedDescriptionBaseView: UIView {
                static let font: UIFont = .subhead2
                static let scaled: UIFont = .preferredFont(forTextStyle: .body)
                let label = UILabel()
            }
            """
        let titled = """
            import UIKit
            class TitledHighlightedDescriptionView: HighlightedDescriptionBaseView {
                override init() {
                    super.init()
                    addSubview(label)
                    label.numberOfLines = 0
                    label.font = HighlightedDescriptionBaseView.font
                }
            }
            class ScaledDescriptionView: HighlightedDescriptionBaseView {
                override init() {
                    super.init()
                    addSubview(label)
                    label.font = HighlightedDescriptionBaseView.scaled
                }
            }
            """
        let findings = try await scanFindings(swiftFiles: ["Fonts.swift": Self.fonts, "Base.swift": base, "Titled.swift": titled])
        let fixed = findings.filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line ?? 0 } == [7], "\(findings)")
        #expect(fixed.first?.message.contains("14 pt") == true)
    }

    /// `CellComponent.swift:154-170`: `let titleFont: UIFont = .subhead2` in `static func
    /// fromToRow`, set in a `.text { component in … }` closure; the name is bound to other fonts in
    /// the file's other functions, so only the `let` the closure captures says which.
    static func fromToRow(valueFont: String) -> String {
        """
        import UIKit
        enum CellComponent {
            static func fromToRow(title: String, value: String) -> RowProtocol {
                let titleFont: UIFont = .subhead2
                let valueFont: UIFont = \(valueFont)
                return CellBuilderNew.row(
                    rootElement: .hStack([
                        .text { component in
                            component.font = titleFont
                            component.text = title
                        },
                        .text { component in
                            component.font = valueFont
                            component.text = value
                        },
                    ])
                )
            }
            static func otherRow(title: String) -> RowProtocol {
                let titleFont: UIFont = .subhead1
                let valueFont: UIFont = .caption
                return CellBuilderNew.row(rootElement: .text { component in component.text = title })
            }
        }
        """
    }

    @Test func aLocalLetACellClosureCapturesIsFixed() async throws {
        #expect(try await Self.fixedLines(Self.fromToRow(valueFont: ".subhead1")) == [9, 13])
    }

    /// A `var` may be set again before the closure runs, and a text style scales: neither is fixed.
    @Test func aLocalVarOrTextStyleACellClosureCapturesIsNotFixed() async throws {
        #expect(try await Self.fixedLines(Self.fromToRow(valueFont: "UIFont.preferredFont(forTextStyle: .body)")) == [9])
        let variable = Self.fromToRow(valueFont: ".subhead1").replacingOccurrences(
            of: "let valueFont: UIFont = .subhead1", with: "var valueFont: UIFont = .subhead1")
        #expect(try await Self.fixedLines(variable) == [9])
    }

    /// `ComponentKit/Buttons/SecondaryButton.swift:4-124`: `titleLabel?.font = Self.font(style:
    /// style)` (:36) of `private static func font(style:) -> UIFont` (:118), a `switch` whose every
    /// case returns a fixed font: the title is fixed whichever style runs, at 12 pt at the least.
    static func secondaryButton(tabFont: String) -> String {
        """
        import UIKit
        open class SecondaryButton: UIButton {
            public func set(style: Style) {
                titleLabel?.font = Self.font(style: style)
            }
            private static func font(style: Style) -> UIFont {
                switch style {
                case .default, .transparent: return .captionSB
                case .tab: return \(tabFont)
                case .transparent2: return .subhead2
                }
            }
        }
        extension SecondaryButton {
            public enum Style { case `default`, transparent, transparent2, tab }
        }
        """
    }

    @Test func aStaticFunctionWhoseEveryCaseIsFixedIsFixedAtTheSmallest() async throws {
        let findings = try await scanFindings(swiftFiles: ["Fonts.swift": Self.fonts, "SecondaryButton.swift": Self.secondaryButton(tabFont: ".subhead1")])
        let fixed = findings.filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line ?? 0 } == [4], "\(findings)")
        #expect(fixed.first?.message.contains("12 pt") == true, "\(fixed)")
    }

    /// One case that follows the text size: which case runs is not known, so the font is not fixed.
    @Test func aStaticFunctionWithOneScaledCaseIsNotFixed() async throws {
        let source = Self.secondaryButton(tabFont: "UIFont.preferredFont(forTextStyle: .subheadline)")
        #expect(try await Self.fixedLines(source, file: "SecondaryButton.swift").isEmpty)
    }

    /// `CellComponent.swift:41-64` with :348-372: `component.font = type.textFont` where `type:
    /// AmountType` and `var textFont: UIFont { switch self { … } }`, the amount of a transaction row.
    static func amountRow(secondaryFont: String) -> String {
        """
        import UIKit
        enum CellComponent {
            static func amountRow(coinAmount: String, type: AmountType) -> RowProtocol {
                CellBuilderNew.row(
                    rootElement: .text { (component: TextComponent) in
                        component.font = type.textFont
                        component.text = coinAmount
                    }
                )
            }
        }
        enum AmountType {
            case incoming, outgoing, neutral, secondary
            var textFont: UIFont {
                switch self {
                case .incoming, .outgoing, .neutral: return .subhead1
                case .secondary: return \(secondaryFont)
                }
            }
        }
        """
    }

    @Test func aComputedPropertyWhoseEveryCaseIsFixedIsFixed() async throws {
        let findings = try await scanFindings(swiftFiles: ["Fonts.swift": Self.fonts, "CellComponent.swift": Self.amountRow(secondaryFont: ".caption")])
        let fixed = findings.filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line ?? 0 } == [6], "\(findings)")
        #expect(fixed.first?.message.contains("12 pt") == true, "\(fixed)")
    }

    @Test func aComputedPropertyWithOneScaledCaseIsNotFixed() async throws {
        let source = Self.amountRow(secondaryFont: "UIFontMetrics.default.scaledFont(for: .caption)")
        #expect(try await Self.fixedLines(source, file: "CellComponent.swift").isEmpty)
    }

    /// `Extensions/SectionsTableView.swift:72-83` and :139-144: the parameter `font: UIFont? = nil`
    /// set through `if let font { cell.label.font = font }` is the caller's, not the `let font:
    /// UIFont = .caption` another function of the file binds, which is fixed where it is set.
    @Test func aParameterOfTheConstantsNameIsNotTheConstant() async throws {
        let source = """
            import UIKit
            extension SectionsTableView {
                func descriptionRow(text: String, font: UIFont? = nil) -> RowProtocol {
                    Row<DescriptionCell>(bind: { cell, _ in
                        cell.label.text = text
                        if let font {
                            cell.label.font = font
                        }
                    })
                }
                func highlightedDescriptionRow(text: String) -> RowProtocol {
                    let font: UIFont = .caption
                    return CellBuilderNew.row(rootElement: .text { component in
                        component.font = font
                        component.text = text
                    })
                }
            }
            """
        #expect(try await Self.fixedLines(source) == [14])
    }

    /// `CellComponent.swift:41` gives `type` the type `AmountType`, :262 `ValueType`: the
    /// parameter of the function around the use says which type's `textFont` it is.
    @Test func aParameterOfAFunctionSaysWhichTypesComputedFont() async throws {
        let source = Self.amountRow(secondaryFont: ".caption").replacingOccurrences(
            of: "enum AmountType {",
            with: """
                extension CellComponent {
                    static func valueRow(title: String, type: ValueType = .regular) -> RowProtocol { CellBuilderNew.row(rootElement: .text { c in c.text = title }) }
                }
                enum AmountType {
                """)
        #expect(try await Self.fixedLines(source, file: "CellComponent.swift") == [6])
    }
}
