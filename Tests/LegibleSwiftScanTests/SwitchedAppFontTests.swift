import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// An app's font helper that chooses a face in a `switch` on its weight, in a closure called in
/// place, with a system font as the fallback (fresh-ios21a, class 1): primal-ios-app
/// `Font+Extra.swift:11-25` was not read, so its 956 calls (`.appFont(withSize: 48, weight:
/// .bold)`, WalletReceiveViewController.swift:216) were unknown fonts and a 48 pt label that
/// shrinks to fit was a wrong `text.shrinks`.
@Suite struct SwitchedAppFontTests {
    /// primal-ios-app's helper, shortened, beside helpers that scale.
    static let helpers = """
        import UIKit
        extension UIFont {
            static func appFont(withSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
                {
                    switch weight {
                    case .regular:          return UIFont(name: "Nacelle-Regular", size: size)
                    case .medium, .semibold: return UIFont(name: "Nacelle-SemiBold", size: size)
                    case .bold:             return UIFont(name: "Nacelle-Bold", size: size)
                    default:                return nil
                    }
                }() ?? UIFont.systemFont(ofSize: size, weight: weight)
            }
            static func scaledAppFont(withSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
                UIFontMetrics(forTextStyle: .body).scaledFont(for: {
                    switch weight {
                    case .bold: return UIFont(name: "Nacelle-Bold", size: size)
                    default: return nil
                    }
                }() ?? UIFont.systemFont(ofSize: size, weight: weight))
            }
            static func styledAppFont(weight: UIFont.Weight) -> UIFont {
                {
                    switch weight {
                    case .bold: return UIFont(name: "Nacelle-Bold", size: 17)
                    default: return nil
                    }
                }() ?? UIFont.preferredFont(forTextStyle: .body)
            }
        }
        """

    /// WalletReceiveViewController.swift:213-217, with labels given the other helpers.
    static let controller = """
        import UIKit
        final class WalletReceiveViewController: UIViewController {
            let ludLabel = UILabel()
            let heavyLabel = UILabel()
            let scaledLabel = UILabel()
            let styledLabel = UILabel()
            let chosenLabel = UILabel()
            func setup(weight: UIFont.Weight) {
                ludLabel.font = .appFont(withSize: 48, weight: .bold)
                ludLabel.adjustsFontSizeToFitWidth = true
                ludLabel.minimumScaleFactor = 0.5
                heavyLabel.font = UIFont.appFont(withSize: 16, weight: .heavy)
                scaledLabel.font = .scaledAppFont(withSize: 16, weight: .bold)
                scaledLabel.adjustsFontForContentSizeCategory = true
                styledLabel.font = .styledAppFont(weight: .light)
                styledLabel.adjustsFontForContentSizeCategory = true
                chosenLabel.font = .appFont(withSize: 15, weight: weight)
                chosenLabel.adjustsFontSizeToFitWidth = true
                chosenLabel.minimumScaleFactor = 0.5
                [ludLabel, heavyLabel, scaledLabel, styledLabel, chosenLabel].forEach(view.addSubview)
            }
        }
        """

    @Test func theCaseTheCallChoosesIsTheFont() throws {
        let fonts = try AppFontTests.fonts(Self.controller, declarations: [Self.helpers])
        // Must fire: the `.bold` case's face at the call's size, and the fallback for a weight no case names.
        #expect(fonts[9] == .fixed(size: 48, unit: "pt", weight: .regular, family: "Nacelle-Bold"), "\(fonts)")
        #expect(fonts[12] == .fixed(size: 16, unit: "pt", weight: .heavy, family: nil), "\(fonts)")
        // Must not: a helper that scales its choice, or falls back to a text style, is no fixed size.
        #expect(fonts[13] == .scaled(size: 16, relativeTo: .body, weight: .regular, family: "Nacelle-Bold"), "\(fonts)")
        #expect(fonts[15] == .textStyle(.body, weight: nil, live: true), "\(fonts)")
        // Must not: a weight only the running code knows chooses no case.
        #expect(fonts[17] == nil, "\(fonts)")
    }

    @Test func aFixedHelperFontIsAFixedSizeAndItsShrinkIsNoFinding() async throws {
        let found = try await AppFontTests.scan(
            ["Font+Extra.swift": Self.helpers, "WalletReceiveViewController.swift": Self.controller], on: "WalletReceiveViewController.swift")
        // Must fire: both fixed sizes. Must not: the 48 pt label's shrink (it undoes no size a
        // person chose), the scaled fonts; must still fire: the unknown font's shrink.
        #expect(found["text.fixed-size"] == [9, 12], "\(found)")
        #expect(found["text.shrinks"] == [18], "\(found)")
    }
}
