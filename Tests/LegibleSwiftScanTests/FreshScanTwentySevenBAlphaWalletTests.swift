import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// fresh-ios27b, AlphaWallet e4e5cc89: nearly every font goes through the app's `Fonts` helpers,
/// which return R.swift's `UIFont(resource: R.font.…, size:)`, a bundled face at a fixed size,
/// reached directly or through `static let`s whose sizes are numbers chosen by screen size.
@Suite struct FreshScanTwentySevenBAlphaWalletTests {
    /// `AlphaWallet/Common/Types/AppStyle.swift:108-118` and `:292-298`, `Configuration.swift:423-431`
    /// and `ScreenChecker.swift:26-28`, reduced under names of their own.
    static let style = """
        import UIKit
        enum Typefaces {
            static func plain(size: CGFloat) -> UIFont {
                return UIFont(resource: R.font.openSansRegular, size: size)!
            }
            static func heavy(size: CGFloat) -> UIFont {
                return UIFont(resource: R.font.openSansBold, size: size)!
            }
        }
        enum Look {
            enum Card {
                enum Font {
                    static let heading: UIFont = Typefaces.plain(size: 20)
                    static let detail = Typefaces.plain(size: 15)
                }
            }
        }
        extension Settings {
            enum Font {
                static let amount = Typefaces.plain(size: DeviceSizes.size(big: 36, medium: 36, small: 26))
                static let accessory = Typefaces.heavy(size: DeviceSizes.size(big: 17, medium: 17, small: 14))
            }
        }
        """

    static let sizes = """
        import UIKit
        public class DeviceSizes {
            public var isNarrow: Bool { UIScreen.main.bounds.width < 375 }
        }
        extension DeviceSizes {
            public static func size(old: CGFloat? = nil, big: CGFloat, medium: CGFloat, small: CGFloat) -> CGFloat {
                return Hardware.size(old: old, small: small, medium: medium, big: big)
            }
        }
        """

    /// `BrowserHistoryHeaderView.swift:47`, `FungibleTokenViewCell` (`Screen.TokenCard.Font.title`),
    /// `TextView.swift:34`, `TransactionConfirmationRowDescriptionView.swift:10` and
    /// `SelectCurrencyButton.swift:20-22` (must fire as text.fixed-size, not text.shrinks);
    /// `ExportJsonKeystoreFileView.swift:14-16` scales the helper's font (must not fire).
    @Test func anRSwiftFontHelperIsAFixedSize() async throws {
        let view = """
            import UIKit
            final class HeaderView: UIView {
                let clearButton = UIButton(type: .system)
                let titleLabel = UILabel()
                let pasteButton = UIButton(type: .system)
                let rowLabel = UILabel()
                let amountLabel = UILabel()
                let scaledLabel = UILabel()
                func setUp() {
                    clearButton.titleLabel?.font = Typefaces.heavy(size: 12)
                    titleLabel.font = Look.Card.Font.heading
                    pasteButton.titleLabel?.font = Settings.Font.accessory
                    rowLabel.font = Typefaces.plain(size: DeviceSizes().isNarrow ? 16 : 18)
                    amountLabel.font = Settings.Font.amount
                    amountLabel.adjustsFontSizeToFitWidth = true
                    amountLabel.minimumScaleFactor = 0.6
                    scaledLabel.adjustsFontForContentSizeCategory = true
                    scaledLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: Typefaces.plain(size: 13.0))
                }
            }
            """
        let findings = try await scanFindings(swiftFiles: ["Style.swift": Self.style, "DeviceSizes.swift": Self.sizes, "HeaderView.swift": view])
        let here = findings.filter { $0.location?.file.hasSuffix("HeaderView.swift") == true && $0.rule.hasPrefix("text.") && $0.severity >= .warning }
        #expect(here.map(\.rule) == Array(repeating: "text.fixed-size", count: 5), "\(here.map(\.message))")
        #expect(here.map { $0.location?.line } == [10, 11, 12, 13, 14], "\(here.map(\.message))")
        let messages = here.map(\.message)
        #expect(messages.count == 5 && messages[0].contains("fixed 12 pt"), "\(messages)")
        #expect(messages.count == 5 && messages[2].contains("14 pt"), "\(messages)")
        #expect(messages.count == 5 && messages[3].contains("16 pt"), "\(messages)")
        #expect(messages.count == 5 && messages[4].contains("26 pt"), "\(messages)")
    }

    /// `EditableSlippageViewModel.swift:24-28`, an attributed string whose `.font` is the helper's,
    /// set on `EditableSlippageView.swift:54`'s label (must fire at the dictionary); beside it the
    /// same helper scaled by `UIFontMetrics` (must not fire).
    @Test func anAttributedHelperFontInAViewModelFires() async throws {
        let model = """
            import UIKit
            final class SlippageModel {
                var titleText: NSAttributedString {
                    return .init(string: "Custom: ", attributes: [
                        .font: Typefaces.plain(size: 14),
                    ])
                }
                var scaledText: NSAttributedString {
                    return .init(string: "Custom: ", attributes: [
                        .font: UIFontMetrics(forTextStyle: .body).scaledFont(for: Typefaces.plain(size: 14)),
                    ])
                }
            }
            """
        let view = """
            import UIKit
            final class SlippageView: UIView {
                let titleLabel = UILabel()
                let scaledLabel = UILabel()
                func configure(viewModel: SlippageModel) {
                    titleLabel.attributedText = viewModel.titleText
                    scaledLabel.adjustsFontForContentSizeCategory = true
                    scaledLabel.attributedText = viewModel.scaledText
                }
            }
            """
        let findings = try await scanFindings(swiftFiles: ["Style.swift": Self.style, "SlippageModel.swift": model, "SlippageView.swift": view])
        let fixed = findings.filter { $0.rule.hasPrefix("text.") && $0.severity >= .warning }
        let places = fixed.map { "\($0.location?.file.split(separator: "/").last ?? ""):\($0.location?.line ?? 0)" }
        #expect(places == ["SlippageModel.swift:5"], "\(fixed.map(\.message))")
    }
}
