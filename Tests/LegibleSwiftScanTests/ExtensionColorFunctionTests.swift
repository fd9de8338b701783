import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, a miss (fresh-ios18b): nightguard 4d82879b `DurationView.swift:145` shows white bold
/// `.caption` "PRO" on `Color.nightguardAccent`, which is `Color(UIColor.nightguardAccent())`
/// (`ColorExtension.swift:10`); that function returns `nightguardGreen()`, which returns
/// `UIColor(red: 0.57, green: 0.79, blue: 0.23, alpha: 1.00)` (`UIColorExtension.swift:25-31`):
/// 1.96:1. An app's parameterless colour function is read as its one returned colour.
@Suite struct ExtensionColorFunctionTests {
    static func palette(green: String) -> String {
        """
        import UIKit
        extension UIColor {
            static func nightguardGreen() -> UIColor {
                return \(green)
            }
            static func nightguardAccent() -> UIColor {
                return nightguardGreen()
            }
        }
        """
    }

    static let accent = """
        import SwiftUI
        extension Color {
            static let nightguardAccent = Color(UIColor.nightguardAccent())
        }
        """

    static let badge = """
        import SwiftUI
        struct DurationView: View {
            var body: some View {
                Text("PRO")
                    .font(.caption)
                    .fontWeight(.bold)
                    .foregroundColor(.white)
                    .background(Color.nightguardAccent)
            }
        }
        """

    private func contrast(green: String) async throws -> [Finding] {
        let files = ["UIColorExtension.swift": Self.palette(green: green), "ColorExtension.swift": Self.accent, "DurationView.swift": Self.badge]
        return try await scanFindings(swiftFiles: files).filter { $0.rule == "contrast.text" }
    }

    @Test func aColourFunctionChainIsItsLiteral() async throws {
        // Must fire: white on #91C93B is 1.96:1.
        let found = try await contrast(green: "UIColor(red: 0.57, green: 0.79, blue: 0.23, alpha: 1.00)")
        #expect(found.count == 1 && found.first?.severity == .error && found.first?.location?.line == 4, "\(found.map(\.message))")
        #expect(found.first?.message.contains("1.96:1") == true, "\(found.map(\.message))")
    }

    @Test func aColourFunctionTheScanCannotReadLeavesTheColourUnknown() async throws {
        // Must NOT fire: a colour made by the app's own parser is not known.
        #expect(try await contrast(green: "hexStringToUIColor(hex: \"#91C93B\")").isEmpty)
    }
}
