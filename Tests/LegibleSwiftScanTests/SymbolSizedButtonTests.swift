import LegibleReporting
import LegibleTestSupport
import Testing

/// An icon button sized by its symbol's font alone (``SymbolSizedButtons``): EhPanda a67ba072
/// `View/Reading/Support/ControlPanel.swift:141-191` and `View/Reading/ReadingView.swift:561-564`.
@Suite struct SymbolSizedButtonTests {
    /// The reading control panel's trailing group, as written (ControlPanel.swift:139-192).
    static func panel(_ buttons: String) -> String {
        """
        import SFSafeSymbols
        import SwiftUI

        struct ControlPanel: View {
            @Binding var enablesLiveText: Bool
            @Binding var setting: Setting
            var body: some View {
                HStack {
                    Spacer()
                    HStack(spacing: 20) {
                        \(buttons)
                    }
                    .padding(.vertical, 12)
                    .padding(.horizontal, 20)
                    .glassEffect(.regular.interactive())
                }
            }
        }
        """
    }

    static let liveText = """
        Button {
            enablesLiveText.toggle()
        } label: {
            Image(systemSymbol: .viewfinderCircle)
                .symbolVariant(enablesLiveText ? .fill : .none)
                .font(.title2)
        }
        """

    /// ControlPanel.swift:151-171: the variant's condition is a member of another value.
    static let dualPage = """
        Menu {
            Button("Dual page") { setting.enablesDualPageMode.toggle() }
        } label: {
            Image(systemSymbol: .rectangleSplit2x1)
                .symbolVariant(setting.enablesDualPageMode ? .fill : .none)
                .font(.title2)
        }
        """

    static let timer = """
        Menu {
            Button("Off") { enablesLiveText = false }
        } label: {
            Image(systemSymbol: .timer)
                .font(.title2)
        }
        .buttonStyle(.borderless)
        """

    /// ReadingView.swift:559-566, the reload button over a failed page.
    static let reload = """
        ZStack {
            Button(action: { enablesLiveText.toggle() }) {
                Image(systemSymbol: .exclamationmarkArrowTriangle2Circlepath)
            }
            .font(.system(size: 30, weight: .medium)).foregroundColor(.gray)
            .opacity(enablesLiveText ? 0 : 1)
            ProgressView()
        }
        """

    static func small(_ buttons: String) async throws -> [Finding] {
        try await scanFindings(swift: panel(buttons)).filter { $0.rule == "target.small" }
    }

    @Test func aSymbolButtonIsItsFontsSymbolTall() async throws {
        // Title 2 is 22 pt at Large: the symbol about 26 pt tall; circled on the label too, within
        // the 1.4 × bound (CotEditor 611b0ce5 `LinkButton.swift:38`, `.symbolVariant(.circle)`).
        let circled = Self.liveText.replacingOccurrences(of: "enablesLiveText ? .fill : .none", with: ".circle")
        for source in [Self.liveText, Self.dualPage, Self.timer, circled] {
            let found = try await Self.small(source)
            #expect(found.count == 1 && found.first?.message.contains("26 pt tall") == true, "\(found.map(\.message))")
        }
        // No font the chain names: the Body style's 17 pt symbol, about 20 pt, whatever its variant
        // (a variant never changes the point size; `.fill` keeps the outline).
        let bare = try await Self.small(Self.liveText.replacingOccurrences(of: ".font(.title2)\n}", with: "\n}"))
        #expect(bare.count == 1 && bare.first?.message.contains("20 pt tall") == true, "\(bare.map(\.message))")
        let reload = try await Self.small(Self.reload)
        #expect(reload.count == 1 && reload.first?.message.contains("36 pt tall") == true, "\(reload.map(\.message))")
    }

    @Test func whatEnlargesASymbolButton() async throws {
        let label = ".font(.title2)\n}"
        let cases = [
            // Must NOT fire: a bordered style, a control size, padding made tappable, a minimum frame.
            Self.liveText + ".buttonStyle(.bordered)",
            Self.liveText + ".controlSize(.large)",
            Self.liveText.replacingOccurrences(of: label, with: ".font(.title2)\n.padding(8)\n.contentShape(Rectangle())\n}"),
            Self.liveText + ".padding(10)",
            Self.liveText.replacingOccurrences(of: label, with: ".font(.title2)\n.frame(minWidth: 44, minHeight: 44)\n}"),
            // The system sizes toolbar and navigation bar buttons; a List row takes the tap.
            "Color.clear.toolbar { ToolbarItem { \(Self.liveText) } }",
            "Color.clear.navigationBarItems(trailing: \(Self.liveText))",
            "List { \(Self.liveText) }",
            // A large image scale, an enclosing variant on the button, a padded style from the container.
            Self.liveText.replacingOccurrences(of: label, with: ".font(.title2)\n.imageScale(.large)\n}"),
            Self.liveText + ".symbolVariant(.circle)",
            "VStack { \(Self.liveText) }.buttonStyle(.borderedProminent)",
            // Large Title's 34 pt: the tallest symbols reach 47 pt, so the verdict would depend on the symbol.
            Self.liveText.replacingOccurrences(of: ".title2", with: ".largeTitle"),
            // An asset image, text beside the symbol.
            Self.liveText.replacingOccurrences(of: "Image(systemSymbol: .viewfinderCircle)", with: #"Image("viewfinder")"#),
            Self.liveText.replacingOccurrences(of: label, with: ".font(.title2)\nText(\"Live Text\")\n}"),
        ]
        for source in cases {
            #expect(try await Self.small(source).isEmpty, "\(source)")
        }
    }

    /// A button that is a view's whole body may be put in a toolbar by another file.
    @Test func aButtonThatIsAWholeBodyIsNotJudged() async throws {
        let source = """
            import SwiftUI
            struct LiveTextButton: View {
                @Binding var enablesLiveText: Bool
                var body: some View {
                    \(Self.liveText)
                }
            }
            """
        #expect(try await scanFindings(swift: source).filter { $0.rule == "target.small" }.isEmpty)
    }
}
