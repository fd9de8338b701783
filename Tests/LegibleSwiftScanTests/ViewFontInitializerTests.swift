import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// The app's own initializers and button configurations that set a font they are given, and
/// text sizes of the app's own size setting (fresh-ios21a): primal-ios-app's `UILabel(_:color:font:)`
/// (UILabel+Extra.swift:11), `.pill(text:…font:)` and `.accent(_:font:)` (PremiumManageLegendController.swift:15,
/// UIButtonConfiguration.swift:31), and `FontSizeSelection.current.contentFontSize` (Theme.swift:64-91)
/// gave fixed fonts no finding showed.
@Suite struct ViewFontInitializerTests {
    /// The app's declarations, reduced: the font helper, the initializers, the configurations and the setting.
    static let declarations = """
        import UIKit
        extension UIFont {
            static func appFont(withSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
                {
                    switch weight {
                    case .regular: return UIFont(name: "Nacelle-Regular", size: size)
                    case .bold: return UIFont(name: "Nacelle-Bold", size: size)
                    default: return nil
                    }
                }() ?? UIFont.systemFont(ofSize: size, weight: weight)
            }
        }
        extension UILabel {
            convenience init(_ text: String, color: UIColor, font: UIFont, multiline: Bool = false) {
                self.init(frame: .zero)
                self.font = font
                self.textColor = color
                let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
                numberOfLines = multiline ? 0 : 1
                attributedText = .init(string: text, attributes: attributes)
            }
        }
        final class ScaledLabel: UILabel {
            convenience init(_ text: String, font: UIFont) {
                self.init(frame: .zero)
                self.text = text
                self.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: font)
                adjustsFontForContentSizeCategory = true
            }
        }
        extension UIButton.Configuration {
            static func pill(text: String, foregroundColor: UIColor, font: UIFont) -> UIButton.Configuration {
                var config = UIButton.Configuration.filled()
                config.attributedTitle = .init(text, attributes: .init([.font: font]))
                config.baseForegroundColor = foregroundColor
                return config
            }
            static func accent(_ text: String, font: UIFont = UIFont.appFont(withSize: 16, weight: .regular)) -> UIButton.Configuration {
                var configuration = UIButton.Configuration.borderless()
                configuration.attributedTitle = .init(text, attributes: AttributeContainer([.font: font]))
                return configuration
            }
        }
        enum FontSizeSelection: Int {
            case small = -1, standard = 0, large = 1, huge = 2
            static var current: FontSizeSelection {
                get { FontSizeSelection(rawValue: UserDefaults.standard.integer(forKey: "fontSelection")) ?? .standard }
                set { UserDefaults.standard.set(newValue.rawValue, forKey: "fontSelection") }
            }
            var nameSize: CGFloat { contentFontSize }
            var contentFontSize: CGFloat {
                switch self {
                case .small: return 15
                case .standard: return 16
                case .large: return 18
                case .huge: return 20
                }
            }
        }
        """

    /// SettingsWalletViewController.swift:375-406, OnboardingInterestsController.swift:14,
    /// EventDetailsView.swift:197 and PostCell.swift:299-302, reduced, with the cases that must not fire.
    static let screen = """
        import UIKit
        final class WalletBackupInfoView: UIView {
            let titleLabel = UILabel("", color: .white, font: .appFont(withSize: 16, weight: .bold))
            let descriptionLabel = UILabel(
                "This wallet has not been backed up.",
                color: .white,
                font: .appFont(withSize: 14, weight: .regular)
            )
            let scaledLabel = ScaledLabel("Balance", font: .appFont(withSize: 14, weight: .regular))
            let styledLabel = UILabel("Styled", color: .white, font: .preferredFont(forTextStyle: .body))
            let restyledLabel = UILabel("Restyled", color: .white, font: .appFont(withSize: 12, weight: .regular))
            let plainLabel = UILabel(frame: .zero)
            let backupButton = UIButton()
            let moreButton = UIButton()
            let styledButton = UIButton()
            let nameLabel = UILabel()
            let mainLabel = UILabel()
            func updateTheme() {
                backupButton.configuration = .pill(text: "Back Up Wallet Now", foregroundColor: .white, font: .appFont(withSize: 16, weight: .bold))
                moreButton.configuration = .accent("Show more...")
                styledButton.configuration = .accent("Styled", font: .preferredFont(forTextStyle: .body))
                styledLabel.adjustsFontForContentSizeCategory = true
                restyledLabel.font = .preferredFont(forTextStyle: .caption1)
                restyledLabel.adjustsFontForContentSizeCategory = true
                nameLabel.font = .appFont(withSize: FontSizeSelection.current.nameSize, weight: .bold)
                mainLabel.font = UIFont.appFont(withSize: FontSizeSelection.current.contentFontSize - 1, weight: .regular)
                [titleLabel, descriptionLabel, scaledLabel, styledLabel, restyledLabel, plainLabel, nameLabel, mainLabel].forEach(addSubview)
            }
        }
        """

    /// The line of the first line of `screen` that contains `marker`.
    static func line(_ marker: String) -> Int {
        (screen.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) } ?? -1) + 1
    }

    static func findings() async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-viewfontinit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try declarations.write(to: folder.appendingPathComponent("UILabel+Extra.swift"), atomically: true, encoding: .utf8)
        try screen.write(to: folder.appendingPathComponent("WalletBackupInfoView.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.location?.file.hasSuffix("WalletBackupInfoView.swift") == true }
    }

    @Test func aFontGivenToTheAppsOwnInitializerOrConfigurationIsTheViewsFont() async throws {
        let found = try await Self.findings()
        let fixed = found.filter { $0.rule == "text.fixed-size" && $0.severity == .warning }
        let lines = fixed.compactMap(\.location?.line).sorted()
        // Must fire: the labels the initializer gives a fixed helper font (at the font's argument),
        // the pill's title, and the accent's default title font that the call leaves in place.
        let expected = [
            Self.line("let titleLabel"), Self.line("font: .appFont(withSize: 14"), Self.line("backupButton.configuration"),
            Self.line("moreButton.configuration"), Self.line("nameLabel.font"), Self.line("mainLabel.font"),
        ].sorted()
        #expect(lines == expected, "\(found.map { "\($0.location?.line ?? 0) \($0.rule) \($0.message)" })")
        let title = fixed.first { $0.location?.line == Self.line("let titleLabel") }
        #expect(title?.message.hasPrefix("the font is a fixed 16 pt Nacelle-Bold") == true, "\(title?.message ?? "")")
        // Must not: a font the initializer scales with UIFontMetrics (and keeps live), a text style
        // given to it, a font set again later, UIKit's own `UILabel(frame:)`, a configuration given a text style.
        for marker in ["let scaledLabel", "let styledLabel", "let restyledLabel", "let plainLabel", "styledButton.configuration"] {
            #expect(!found.contains { $0.location?.line == Self.line(marker) }, "\(marker): \(found.map(\.message))")
        }
        #expect(!found.contains { $0.rule == "text.not-live" }, "\(found.map(\.message))")
    }

    @Test func aSizeOfTheAppsOwnSettingIsNamedWithItsSizes() async throws {
        let found = try await Self.findings()
        let name = found.first { $0.location?.line == Self.line("nameLabel.font") }
        // Fixed as far as Dynamic Type goes, and the message names the setting and what it offers.
        #expect(
            name?.message
                == "the font's size is `FontSizeSelection.current.nameSize` (the app's own setting: 15 to 20 pt), which Dynamic Type never changes; "
                + "use a text style with adjustsFontForContentSizeCategory", "\(name?.message ?? "")")
        let main = found.first { $0.location?.line == Self.line("mainLabel.font") }
        #expect(
            main?.message.contains("`FontSizeSelection.current.contentFontSize - 1` (the app's own setting: 14 to 19 pt)") == true,
            "\(main?.message ?? "")")
        // Whole, not cut at 200 characters with an ellipsis.
        #expect(main?.message.hasSuffix("adjustsFontForContentSizeCategory") == true, "\(main?.message ?? "")")
    }
}
