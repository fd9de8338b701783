import Foundation
import LegibleScan
import LegibleSwiftScan
import Testing

/// A button given a background image is no image-only button when the app's own `UIButton`
/// extension method gives it a title (``AppViewHelpers``), reduced from planetary-ios
/// (fresh-ios23a, Misses): OnboardingStepView.swift:99-109's "Next" button calls
/// `setBackgroundImage(_:for:)` and `setText(.next)` (UIButton+Text.swift:12-18, `setTitle(text.text,
/// for: .normal)`), so its fixed 15 pt title font (:107) was missed while the "Skip" button's (:94) was reported.
@Suite struct HelperTitledButtonTests {
    static let helper = """
        import UIKit
        extension UIButton {
            func setText(_ text: Localized) {
                setTitle(text.text, for: .normal)
            }
            func setPicture(_ image: UIImage) {
                setImage(image, for: .normal)
            }
        }
        """

    static func screen(_ titleCall: String) -> String {
        """
        import UIKit
        class OnboardingStepView: UIView {
            private lazy var primaryButton: UIButton = {
                let button = UIButton(type: .custom)
                let image = UIColor.systemBlue.image().resizableImage(withCapInsets: .zero)
                button.setBackgroundImage(image, for: .normal)
                \(titleCall)
                button.titleLabel?.font = UIFont.systemFont(ofSize: 15, weight: .medium)
                return button
            }()
        }
        """
    }

    @Test func aTitleFromTheAppsExtensionMakesTheFontText() async throws {
        // Must fire: the extension's `setTitle` gives the button text in that font (line 8).
        let found = try await AppFontTests.scan(
            ["UIButton+Text.swift": Self.helper, "OnboardingStepView.swift": Self.screen("button.setText(.next)")], on: "OnboardingStepView.swift")
        #expect(found["text.fixed-size"] == [8], "\(found)")
    }

    @Test func anImageOnlyButtonStaysWithoutText() async throws {
        // Must NOT fire: an extension method that sets only an image gives no title.
        let found = try await AppFontTests.scan(
            ["UIButton+Text.swift": Self.helper, "OnboardingStepView.swift": Self.screen("button.setPicture(image)")], on: "OnboardingStepView.swift")
        #expect(found["text.fixed-size"] == nil, "\(found)")
    }
}
