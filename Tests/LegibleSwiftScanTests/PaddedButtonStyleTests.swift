import LegibleScan
import LegibleSwiftScan
import Testing

/// `target.small` (issue 33): a bordered or glass button style draws a platter around the label
/// and pads it on every side by amounts Apple does not publish, so the label's frame is not the
/// button's size. IceCubes `AddAccountsView.swift:174` (0fc41d2c): a 44 pt tall label in
/// `signinButton.buttonStyle(.borderedProminent)` (and `.glassProminent`) was reported as a
/// 44 pt visionOS target. A plain or borderless style draws no platter: the label's frame is the
/// button's, as before.
@Suite struct PaddedButtonStyleTests {
    private func buttonHeights(_ source: String) throws -> [Double?] {
        try scanSwift(source).elements.filter { $0.kind == .button }.map(\.height)
    }

    @Test func aStyleAtEveryUseOfThePropertyLeavesTheSizeUnknown() throws {
        // IceCubes' shape: the style is applied where the property is used, in both branches.
        let source = """
            struct AddAccount: View {
                var body: some View {
                    if #available(iOS 26.0, *) {
                        signinButton.buttonStyle(.glassProminent)
                    } else {
                        self.signinButton.buttonStyle(.borderedProminent)
                    }
                }
                private var signinButton: some View {
                    Button { go() } label: {
                        Text("Sign in").frame(maxWidth: .infinity).frame(height: 44)
                    }
                    .listRowInsets(.init())
                }
            }
            """
        #expect(try buttonHeights(source) == [nil])
    }

    @Test func aStyleOnTheChainOrAContainerLeavesTheSizeUnknown() throws {
        let source = """
            Button { go() } label: { Text("Go").frame(height: 30) }.buttonStyle(.bordered)
            HStack {
                Button { go() } label: { Image(systemName: "a").frame(width: 20, height: 20) }
            }
            .buttonStyle(BorderedProminentButtonStyle())
            """
        #expect(try buttonHeights(source) == [nil, nil])
    }

    @Test func withoutAPaddedStyleTheLabelsFrameIsTheButtons() throws {
        // Must still fire: a plain style, no style, or a padded style at only one of two uses.
        let source = """
            struct Bar: View {
                var body: some View {
                    VStack {
                        Button { go() } label: { Text("Go").frame(height: 30) }.buttonStyle(.plain)
                        Button { go() } label: { Image(systemName: "a").frame(width: 20, height: 20) }
                        closeButton.buttonStyle(.bordered)
                        closeButton
                    }
                    .buttonStyle(.borderless)
                }
                var closeButton: some View {
                    Button { close() } label: { Image(systemName: "xmark").frame(width: 24, height: 24) }
                }
            }
            """
        #expect(try buttonHeights(source) == [30, 20, 24])
    }
}
