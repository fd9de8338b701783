import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// fresh-ios26b patterns 1, 2 and 6: each a reduced snippet of the real file, with the
/// neighbouring case that must still fire (or must not).
@Suite struct FreshScanTwentySixBTests {
    /// Antidote ffc5ae25 `Antidote/Antidote/UIFontExtension.swift:7-47`: a `class func` of a
    /// `UIFont` extension whose `#available` branch returns the system font at its size parameter
    /// (pattern 1), with two neighbours that must not fire: a helper that scales its font with
    /// `UIFontMetrics`, and one that returns a text style.
    static let helpers = """
        import UIKit
        extension UIFont {
            enum AWeight {
                case light
                case medium
                case bold
                func w() -> UIFont.Weight {
                    if #available(iOS 8.2, *) {
                        switch self {
                            case .light: return UIFont.Weight.light
                            case .medium: return UIFont.Weight.medium
                            case .bold: return UIFont.Weight.bold
                        }
                    }
                    return UIFont.Weight(0.0)
                }
                func name() -> String {
                    switch self {
                        case .light: return "HelveticaNeue-Light"
                        case .medium: return "HelveticaNeue-Medium"
                        case .bold: return "HelveticaNeue-Bold"
                    }
                }
            }

            class func antidoteFontWithSize(_ size: CGFloat, weight: AWeight) -> UIFont {
                if #available(iOS 8.2, *) {
                    return UIFont.systemFont(ofSize: size, weight: weight.w())
                } else {
                    return UIFont(name: weight.name(), size: size)!
                }
            }

            class func scaledAppFont(_ size: CGFloat) -> UIFont {
                if #available(iOS 11.0, *) {
                    return UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: size))
                } else {
                    return UIFont.systemFont(ofSize: size)
                }
            }

            class func styledAppFont(_ size: CGFloat) -> UIFont {
                if #available(iOS 10.0, *) {
                    return UIFont.preferredFont(forTextStyle: .body)
                }
                return UIFont.systemFont(ofSize: size)
            }
        }
        """

    /// `ChatListCell.swift:71` and `CallBaseController.swift:83` (must fire at the call's literal
    /// size, Light from the `#available` branch); `AvatarManager.swift:89`, a size that is no
    /// literal (no size: must not fire); and the two scaling helpers (must not fire).
    @Test func aClassFontHelpersAvailableBranchIsReadAtTheCall() async throws {
        let cell = """
            import UIKit
            final class ChatListCell: UITableViewCell {
                let dateLabel = UILabel()
                let infoLabel = UILabel()
                let avatarLabel = UILabel()
                let scaledLabel = UILabel()
                let styledLabel = UILabel()
                func createViews(fontSize: CGFloat) {
                    dateLabel.font = UIFont.antidoteFontWithSize(12.0, weight: .light)
                    infoLabel.font = UIFont.antidoteFontWithSize(18.0, weight: .bold)
                    avatarLabel.font = UIFont.antidoteFontWithSize(fontSize * 0.6, weight: .light)
                    scaledLabel.font = UIFont.scaledAppFont(17)
                    scaledLabel.adjustsFontForContentSizeCategory = true
                    styledLabel.font = UIFont.styledAppFont(17)
                    styledLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """
        let findings = try await scanFindings(swiftFiles: ["UIFontExtension.swift": Self.helpers, "ChatListCell.swift": cell])
        let fixed = findings.filter { $0.rule == "text.fixed-size" && $0.location?.file.hasSuffix("ChatListCell.swift") == true }
        #expect(fixed.map { $0.location?.line } == [9, 10], "\(fixed.map(\.message))")
        #expect(fixed.first?.message.contains("fixed 12 pt System Light") == true, "\(fixed.map(\.message))")
        #expect(fixed.last?.message.contains("fixed 18 pt System Bold") == true, "\(fixed.map(\.message))")
    }

    /// `AvatarManager.swift:78-89`: a size the code fits to an avatar, passed to the helper
    /// times a number, is no size the scan knows (the file names no Dynamic Type API, so a
    /// factor's name alone decided it): must not fire.
    @Test func aHelperGivenAComputedSizeGivesNoSize() async throws {
        let manager = """
            import UIKit
            final class AvatarManager {
                func avatarFromString(_ avatarString: String, diameter: CGFloat) -> UIImage {
                    let label = UILabel()
                    var fontSize = diameter
                    repeat {
                        fontSize -= 1
                    } while fontSize > diameter
                    label.font = UIFont.antidoteFontWithSize(fontSize * 0.6, weight: .light)
                    return imageWithLabel(label)
                }
                func imageWithLabel(_ label: UILabel) -> UIImage { UIImage() }
            }
            """
        let findings = try await scanFindings(swiftFiles: ["UIFontExtension.swift": Self.helpers, "AvatarManager.swift": manager])
        let fixed = findings.filter { $0.rule == "text.fixed-size" && $0.location?.file.hasSuffix("AvatarManager.swift") == true }
        #expect(fixed.isEmpty, "\(fixed.map(\.message))")
    }

    /// `FriendListController.swift:273`: the helper's font given to attributed text, under
    /// Swift 4.0's key name `NSAttributedStringKey.font` (and today's).
    @Test(arguments: ["NSAttributedStringKey.font", "NSAttributedString.Key.font"])
    func aClassFontHelperGivenToAttributedTextFires(key: String) async throws {
        let controller = """
            import UIKit
            final class FriendListController: UIViewController {
                let placeholderLabel = UILabel()
                func createPlaceholder() {
                    let text = NSMutableAttributedString(string: "No friends")
                    let fullRange = NSRange(location: 0, length: text.length)
                    text.addAttribute(\(key), value: UIFont.antidoteFontWithSize(26.0, weight: .light), range: fullRange)
                    placeholderLabel.attributedText = text
                }
            }
            """
        let findings = try await scanFindings(swiftFiles: ["UIFontExtension.swift": Self.helpers, "FriendListController.swift": controller])
        let fixed = findings.filter { $0.rule == "text.fixed-size" && $0.location?.file.hasSuffix("FriendListController.swift") == true }
        #expect(fixed.map { $0.location?.line } == [7], "\(fixed.map(\.message))")
    }

    /// a-shell 1107632c `a-Shell-IntentsUI/IntentViewController.swift:30-45` (pattern 2): the
    /// monospaced 13 pt set first is the view's font in every branch but the one that replaces
    /// it with the system font at :40; both fire.
    @Test func aMonospacedFontReplacedOnlyInOneBranchStillFires() async throws {
        let controller = """
            import IntentsUI
            class IntentViewController: UIViewController {
                func configureView(for interaction: INInteraction) {
                    let responseView = UITextView(frame: .zero)
                    responseView.font = UIFont.monospacedSystemFont(ofSize: 13, weight: .regular)
                    if interaction.intentHandlingStatus == .success {
                        if let response = interaction.intentResponse as? ExecuteCommandIntentResponse {
                            responseView.text = response.property
                        } else if interaction.intentResponse is PutFileIntentResponse {
                            responseView.font = UIFont.systemFont(ofSize: 13)
                            responseView.text = "File created."
                        }
                        view.addSubview(responseView)
                    }
                }
            }
            """
        let fixed = try await scanFindings(swift: controller).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line } == [5, 10], "\(fixed.map(\.message))")
    }

    /// The neighbour that must not fire twice: a font set and then replaced on every path.
    @Test func aFontReplacedOnEveryPathFiresOnce() async throws {
        let controller = """
            import UIKit
            class IntentViewController: UIViewController {
                func configureView() {
                    let responseView = UITextView(frame: .zero)
                    responseView.font = UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .regular)
                    responseView.font = UIFont.preferredFont(forTextStyle: .body)
                    responseView.adjustsFontForContentSizeCategory = true
                    view.addSubview(responseView)
                }
            }
            """
        let fixed = try await scanFindings(swift: controller).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.isEmpty, "\(fixed.map(\.message))")
    }

    /// VernissageMobile ba047448 `Sources/Features/Screens/StatusComposeScreen.swift:583-657`
    /// (pattern 6): the toolbar's `.font(.system(size: 20))` reaches a `Menu` and `Button`s whose
    /// labels are SF Symbols and a `Text` with its own font: only that `Text` fires.
    static func composerToolbar(counter: String) -> String {
        """
        import SwiftUI
        struct StatusComposeScreen: View {
            @State private var isSensitive = false
            var body: some View {
                HStack(spacing: 14) {
                    Menu {
                        Button("Photo library") {}
                    } label: {
                        composerToolbarIconLabel(systemName: "photo.on.rectangle")
                    }
                    .buttonStyle(.plain)
                    Button {
                        isSensitive.toggle()
                    } label: {
                        composerToolbarIconLabel(systemName: isSensitive ? "exclamationmark.square.fill" : "exclamationmark.square")
                    }
                    .buttonStyle(.plain)
                    Spacer(minLength: 0)
                    \(counter)
                }
                .font(.system(size: 20, weight: .regular))
                .padding(.horizontal, 16)
            }
            private func composerToolbarIconLabel(systemName: String) -> some View {
                Image(systemName: systemName)
                    .frame(width: 28, height: 28)
                    .contentShape(Rectangle())
            }
        }
        """
    }

    @Test func aContainerFontThatReachesNoTextDoesNotFire() async throws {
        let source = Self.composerToolbar(counter: "Text(\"500\").font(.system(size: 18, weight: .regular, design: .rounded))")
        let fixed = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line } == [19], "\(fixed.map(\.message))")
    }

    /// The neighbour: a `Text` without a font of its own takes the toolbar's 20 pt, which fires.
    @Test func aContainerFontThatReachesATextFires() async throws {
        let source = Self.composerToolbar(counter: "Text(\"500\")")
        let fixed = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line } == [21], "\(fixed.map(\.message))")
    }

    /// A `Menu` with a title shows text: the font reaches it.
    @Test func aContainerFontOverATitledMenuFires() async throws {
        let source = Self.composerToolbar(counter: "Menu(\"More\") { Button(\"Copy\") {} }")
        let fixed = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line } == [21], "\(fixed.map(\.message))")
    }
}
