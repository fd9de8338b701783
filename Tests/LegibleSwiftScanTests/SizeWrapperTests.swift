import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// An app's own sizing modifier is read at its call sites (issue 33, fresh iOS round 17b):
/// zashi-ios declares `extension Image { func zImage(size: CGFloat, style: Colorable) -> some View
/// { self.resizable().renderingMode(.template).frame(width: size, height: size).zForegroundColor(style) } }`
/// (`UIComponents/Images/ZashiImage.swift:13-56`, with width/height overloads), and its switch
/// button `Button { … } label: { icon.zImage(size: 14, style: …).padding(5) }` (`SwapForm.swift:398`)
/// was not judged. By hand (HIG, 44×44 pt): 14 + 2·5 = 24 pt, grow it by 10 pt on every side.
@Suite struct SizeWrapperTests {
    /// A reduction of zashi's `ZashiImage.swift`, with an overload the call sites must tell apart.
    static let zashiImage = """
        import SwiftUI
        public extension Image {
            func zImage(width: CGFloat, height: CGFloat, style: Colorable) -> some View {
                self.resizable().renderingMode(.template).frame(width: width, height: height).zForegroundColor(style)
            }
            func zImage(size: CGFloat, style: Colorable) -> some View {
                self
                    .resizable()
                    .renderingMode(.template)
                    .frame(width: size, height: size)
                    .zForegroundColor(style)
            }
            func branchy(size: CGFloat) -> some View {
                if size > 10 { return AnyView(self.frame(width: size, height: size)) }
                return AnyView(self)
            }
        }
        """

    private func targets(_ label: String) async throws -> [Finding] {
        let source = """
            import SwiftUI
            struct SwapForm: View {
                var body: some View {
                    Button {
                        store.send(.switchInputTapped)
                    } label: {
                        \(label)
                    }
                }
            }
            """
        return try await scanFindings(swiftFiles: ["ZashiImage.swift": Self.zashiImage, "SwapForm.swift": source]).filter {
            $0.rule == "target.small" && $0.location?.file.hasSuffix("SwapForm.swift") == true
        }
    }

    @Test func aCallOfTheAppsSizingModifierSizesTheButton() async throws {
        // Must fire: 14 pt framed by the wrapper, 5 pt padding on every edge.
        let found = try await targets("Asset.Assets.Icons.switchHorizontal.image.zImage(size: 14, style: Design.Btns.Tertiary.fg).padding(5)")
        #expect(found.count == 1)
        #expect(found.first?.location?.line == 4)
        #expect(found.first?.message.contains("24") == true)
        // Must fire: the width/height overload, told apart by its labels.
        let wide = try await targets("icon.image.zImage(width: 20, height: 14, style: Design.fg)")
        #expect(wide.count == 1)
    }

    /// zashi-ios `RestoreWalletCoordFlowView.swift:218-226`: the same 40×40 pt icon button passed to
    /// `.navigationBarItems(trailing:)` is a bar item, whose hit area the bar gives, as a toolbar's.
    @Test func aNavigationBarItemIsNoFinding() async throws {
        let source = """
            import SwiftUI
            struct RestoreWalletCoordFlowView: View {
                var body: some View {
                    content
                        .navigationBarItems(
                            trailing:
                                Button {
                                    store.send(.helpSheetRequested)
                                } label: {
                                    Asset.Assets.Icons.help.image.zImage(size: 24, style: Design.Text.primary).padding(8)
                                }
                        )
                        .navigationBarItems(trailing: hideBalancesButton())
                }
                private func hideBalancesButton() -> some View {
                    Button { toggle() } label: { eye.zImage(size: 24, style: Design.Text.primary).padding(8) }
                }
            }
            """
        let found = try await scanFindings(swiftFiles: ["ZashiImage.swift": Self.zashiImage, "Flow.swift": source])
        // Must NOT fire: both are bar items.
        #expect(found.filter { $0.rule == "target.small" }.isEmpty)
    }

    @Test func aLargeEnoughOrUnreadCallIsNoFinding() async throws {
        // Must NOT fire: 44 pt is large enough.
        #expect(try await targets("icon.image.zImage(size: 34, style: Design.fg).padding(5)").isEmpty)
        // Must NOT fire: a size the scan cannot read, labels no overload has, or a body with a branch.
        #expect(try await targets("icon.image.zImage(size: iconSize, style: Design.fg).padding(5)").isEmpty)
        #expect(try await targets("icon.image.zImage(side: 14, style: Design.fg).padding(5)").isEmpty)
        #expect(try await targets("icon.image.branchy(size: 14).padding(5)").isEmpty)
    }
}
