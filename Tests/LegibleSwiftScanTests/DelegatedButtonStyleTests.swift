import LegibleReporting
import Testing

/// XcodesApp 7fd5b660 `Xcodes/Frontend/XcodeList/AppStoreButtonStyle.swift:3-93`: `makeBody`
/// returns a view nested in the style, whose body pads `configuration.label` with
/// `EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)`, gives it at least 65 pt of width, a
/// capsule and 1 pt more on each side, in Caption bold. Its text buttons (`XcodeListViewRow.swift:159`
/// "Open", `XcodeListView.swift:336` and `:341`) are a Caption line (16 pt at Large) + 8 + 2 = 26 pt
/// tall, and were never judged.
@Suite struct DelegatedButtonStyleTests {
    static func style(vertical: Int) -> String {
        """
        import SwiftUI

        struct AppStoreButtonStyle: ButtonStyle {
            var primary: Bool
            var highlighted: Bool

            private struct AppStoreButton: View {
                var configuration: ButtonStyle.Configuration
                var primary: Bool
                var highlighted: Bool

                var body: some View {
                    configuration.label
                        .font(Font.caption.weight(.bold))
                        .foregroundColor(primary ? .white : .accentColor)
                        .padding(EdgeInsets(top: \(vertical), leading: 8, bottom: \(vertical), trailing: 8))
                        .frame(minWidth: 65)
                        .background(Capsule().fill(Color.accentColor))
                        .padding(1)
                }
            }

            func makeBody(configuration: ButtonStyle.Configuration) -> some View {
                AppStoreButton(configuration: configuration, primary: primary, highlighted: highlighted)
            }
        }
        """
    }

    /// XcodeListView.swift:332-346, placed in a row's `HStack` (the `@ViewBuilder` property's use).
    static let row = """
        import SwiftUI

        struct XcodeRow: View {
            var body: some View {
                HStack {
                    Text("Xcode 16")
                    Spacer()
                    Button("Open") { print("open") }
                        .textCase(.uppercase)
                        .buttonStyle(AppStoreButtonStyle(primary: true, highlighted: false))
                        .help("OpenDescription")
                }
            }
        }
        """

    static func small(vertical: Int) async throws -> [Finding] {
        try await scanFindings(swiftFiles: ["AppStoreButtonStyle.swift": style(vertical: vertical), "XcodeRow.swift": row])
            .filter { $0.rule == "target.small" }
    }

    @Test func aStyleDrawnByItsOwnViewGivesItsPaddingAndFont() async throws {
        let found = try await Self.small(vertical: 4)
        #expect(found.map(\.location?.line) == [8], "\(found.map(\.message))")
        #expect(found.first?.message.contains("26 pt tall") == true, "\(found.map(\.message))")
    }

    @Test func aStyleWhosePaddingMakes44PtIsNot() async throws {
        // Must not fire: 16 + 2 × 14 + 2 = 46 pt.
        #expect(try await Self.small(vertical: 14).isEmpty)
    }
}
