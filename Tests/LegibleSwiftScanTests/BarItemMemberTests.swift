import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A view member that every file uses only as a bar item is one, wherever it is declared (issue
/// 33): zashi-ios 2.4.x declares its navigation bar's buttons in `extension HomeView { func
/// settingsButton() -> some View { … } }` (`Home/GlobalNavBar.swift:15-42`) and `HomeView.swift:
/// 134-141` passes them to `.navigationBarItems(leading:trailing:)`; `TransactionDetailsView.swift:
/// 185-196` passes its own internal `hideBalancesButton()` and `bookmarkButton()` so. Each 40 pt
/// button (`icon.zImage(size: 24, …).padding(8)`) was a wrong `target.small`: the bar gives a bar
/// item its own hit area.
@Suite struct BarItemMemberTests {
    /// zashi's `GlobalNavBar.swift`, reduced; `helpButton()` is also shown in a view's body.
    static let globalNavBar = """
        import SwiftUI
        extension HomeView {
            func settingsButton() -> some View {
                Button {
                    store.send(.moreTapped)
                } label: {
                    Asset.Assets.Icons.dotsMenu.image
                        .zImage(size: 24, style: Design.Text.primary)
                        .padding(8)
                        .onTapGesture(count: 2) { store.send(.settingsTapped) }
                }
            }

            @ViewBuilder func hideBalancesButton() -> some View {
                Button { toggle() } label: { eye.zImage(size: 24, style: Design.Text.primary).padding(8) }
            }

            @ViewBuilder func helpButton() -> some View {
                Button { help() } label: { help.zImage(size: 24, style: Design.Text.primary).padding(8) }
            }

            var trailingItems: some View {
                HStack(spacing: 0) { bookmarkButton() }
            }

            func bookmarkButton() -> some View {
                Button { bookmark() } label: { mark.zImage(size: 24, style: Design.Text.primary).padding(8) }
            }
        }
        """

    static let homeView = """
        import SwiftUI
        struct HomeView: View {
            var body: some View {
                VStack {
                    balance
                    helpButton()
                }
                .navigationBarItems(
                    trailing:
                        HStack(spacing: 0) {
                            hideBalancesButton()
                            settingsButton()
                        }
                )
                .toolbar { ToolbarItem { trailingItems } }
                .navigationBarItems(leading: helpButton())
            }
        }
        """

    private func targets() async throws -> [Finding] {
        let files = ["ZashiImage.swift": SizeWrapperTests.zashiImage, "GlobalNavBar.swift": Self.globalNavBar, "HomeView.swift": Self.homeView]
        return try await scanFindings(swiftFiles: files).filter { $0.rule == "target.small" && $0.severity > .note }
    }

    @Test func aMemberAnotherFileShowsOnlyInTheBarIsNotJudged() async throws {
        let found = try await targets()
        let lines = found.filter { $0.location?.file.hasSuffix("GlobalNavBar.swift") == true }.compactMap { $0.location?.line }
        // Must NOT fire: `settingsButton()` (:4, and its double-tapped icon :7) and `hideBalancesButton()` (:15), only
        // in `.navigationBarItems`; `bookmarkButton()` (:27), only in `trailingItems`, only in a `ToolbarItem`.
        #expect(!lines.contains(4) && !lines.contains(7) && !lines.contains(15) && !lines.contains(27))
        // Must fire: `helpButton()` (:19) is also in the view's `VStack`, where its 40 pt are the app's.
        #expect(lines == [19])
    }

    /// A name that another type also declares, and uses outside a bar, is judged in both.
    @Test func aNameUsedOutsideABarAnywhereIsJudged() async throws {
        let other = """
            import SwiftUI
            struct SendView: View {
                var body: some View {
                    VStack { settingsButton() }
                }
                func settingsButton() -> some View {
                    Button { open() } label: { gear.zImage(size: 20, style: Design.Text.primary) }
                }
            }
            """
        let files = [
            "ZashiImage.swift": SizeWrapperTests.zashiImage, "GlobalNavBar.swift": Self.globalNavBar, "HomeView.swift": Self.homeView,
            "SendView.swift": other,
        ]
        let found = try await scanFindings(swiftFiles: files).filter { $0.rule == "target.small" && $0.severity > .note }
        // Must fire: both `settingsButton()`s, the bar's (:4) and the `VStack`'s (SendView :7).
        #expect(found.contains { $0.location?.file.hasSuffix("GlobalNavBar.swift") == true && $0.location?.line == 4 })
        #expect(found.contains { $0.location?.file.hasSuffix("SendView.swift") == true && $0.location?.line == 7 })
    }
}
