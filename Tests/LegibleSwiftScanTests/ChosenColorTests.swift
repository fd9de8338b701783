import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// phoenix `phoenix-ios/utils/AppColors.swift:13/34-40`: `Color.appAccent = Color(UIColor.appAccent)`,
/// where `UIColor.appAccent` returns the testnet blue or the mainnet green by `Biz.isTestnet`,
/// each a stored `static var` no file assigns. `HomeView.swift:463-474`, white "+N" on
/// `Capsule().fill(Color.appAccent)`, was never judged (``ChosenColors``).
@Suite struct ChosenColorTests {
    /// Colours of my own, as the app's are: the blue #25a5ff and the green #50b338.
    static let colors = """
        import SwiftUI
        import UIKit

        final class Network { static let shared = Network(); var isStaging = false }
        enum Build { static let useNewPalette = false }

        extension Color {
            static var brandTint = Color(UIColor.brandTint)
            static var calmTint = Color(UIColor.calmTint)
            static var paletteTint: Color { Build.useNewPalette ? Color.yellow : Color.black }
            static var modeTint: Color { Network.shared.isDarkMode ? Color.yellow : Color.black }
            static var resetTint = Color(UIColor.resetBase)
        }

        extension UIColor {
            static var brandTint: UIColor {
                if Network.shared.isStaging {
                    return UIColor.brandStaging
                } else {
                    return UIColor.brandLive
                }
            }
            static var brandStaging = UIColor(red: 0x25 / 255.0, green: 0xa5 / 255.0, blue: 1, alpha: 1)
            static var brandLive = UIColor(red: 0x50 / 255.0, green: 0xb3 / 255.0, blue: 0x38 / 255.0, alpha: 1)
            static var calmTint: UIColor { !Network.shared.isStaging ? UIColor(white: 0.2, alpha: 1) : .black }
            static var resetBase = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
        }
        """

    static let badges = """
        import SwiftUI

        struct CountBadges: View {
            let count: Int
            var body: some View {
                HStack {
                    Text("+\\(count)")
                        .foregroundColor(.white)
                        .background(Capsule().fill(Color.brandTint))
                    Text("calm").foregroundColor(.white).background(Capsule().fill(Color.calmTint))
                    Text("palette").foregroundColor(.white).background(Color.paletteTint)
                    Text("mode").foregroundColor(.white).background(Color.modeTint)
                    Text("reset").foregroundColor(.white).background(Capsule().fill(Color.resetTint))
                }
            }
        }

        struct Home: View {
            var body: some View { CountBadges(count: 3) }
        }

        func paint() { UIColor.resetBase = .black }
        """

    @Test func aColourAFlagChoosesIsJudgedInEachBranch() async throws {
        let found = try await scanFindings(swiftFiles: ["Colors.swift": Self.colors, "Badges.swift": Self.badges])
            .filter { $0.rule == "contrast.text" && $0.location?.file.hasSuffix("Badges.swift") == true }
        // Must fire: white on the staging blue (by hand 1.05 / 0.395 ≈ 2.66:1) and on the live green
        // (1.05 / 0.393 ≈ 2.67:1), line 7, the worse branch named first.
        // Must not: white on #333333 or black, both readable (line 10); a member a constant flag
        // chooses (11) or one chosen by appearance (12); a stored member another file assigns (13).
        #expect(found.map { $0.location?.line ?? 0 } == [7], "\(found.map(\.message))")
        let message = found.first?.message ?? ""
        #expect(message.hasPrefix("when Network.shared.isStaging: #ffffff on #25a5ff"), "\(message)")
        #expect(message.contains("it also fails when not Network.shared.isStaging"), "\(message)")
    }

    /// phoenix `ResetWalletView_Action.swift:223`: "Done" in `.foregroundColor(.appPositive)`,
    /// `static var appPositive = Color("appAccentGreen")`, a stored member no file assigns, on an
    /// inset grouped row's white. Here a green of my own, #50b338 (2.67:1 on white): must fire at
    /// line 10. Must not: the same colour in a stored member another file assigns (line 11).
    static let rows = """
        import SwiftUI

        extension Color {
            static var success = Color(red: 0x50 / 255.0, green: 0xb3 / 255.0, blue: 0x38 / 255.0)
            static var reskinned = Color(red: 0x50 / 255.0, green: 0xb3 / 255.0, blue: 0x38 / 255.0)
        }
        struct ResetSteps: View {
            var body: some View {
                List {
                    Text("Done").foregroundColor(.success)
                    Text("Skinned").foregroundColor(.reskinned)
                }
                .listStyle(.insetGrouped)
            }
        }
        """

    static let skins = """
        import SwiftUI

        func applyDarkSkin() { Color.reskinned = .black }
        """

    @Test func aStoredColourNoFileAssignsIsItsInitialValue() async throws {
        let found = try await scanFindings(swiftFiles: ["Rows.swift": Self.rows, "Skins.swift": Self.skins])
            .filter { $0.rule == "contrast.text" && $0.location?.file.hasSuffix("Rows.swift") == true }
        #expect(found.map { $0.location?.line ?? 0 } == [10], "\(found.map(\.message))")
    }
}
