import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Home Assistant iOS d722d781, fresh judge ios22b (issue 33): a button label that shows text in
/// one state only, the app's `srgb(…)` colour helper, hierarchical and faded label styles, rows
/// built by helper functions, and plain symbol buttons with no font.
@Suite struct HomeAssistantTwentyTwoBTests {
    /// `HADesignSystem/Sources/Colors/Color+Semantic.swift:6-7, :42-48`, cut to what decides.
    static let colors = """
        import SwiftUI
        public extension ShapeStyle where Self == Color {
            static var haPrimary: Color { srgb(0x00, 0x9A, 0xC7, opacity: 1) }
            static var tileBorder: Color { displayP3(0xE0, 0xE0, 0xE0, opacity: 1) }
        }
        private func srgb(_ red: Double, _ green: Double, _ blue: Double, opacity: Double) -> Color {
            Color(.sRGB, red: red / 255.0, green: green / 255.0, blue: blue / 255.0, opacity: opacity)
        }
        private func displayP3(_ red: Double, _ green: Double, _ blue: Double, opacity: Double) -> Color {
            Color(.displayP3, red: red / 255.0, green: green / 255.0, blue: blue / 255.0, opacity: opacity)
        }
        """

    /// `Thread/CredentialsManagement/Views/ThreadCredentialDetailsView.swift:30-88`, reduced.
    static let thread = """
        import SwiftUI
        struct Details: View {
            enum ActionButtonState { case standard, loading, success, error }
            @State private var state: ActionButtonState = .standard
            var body: some View { VStack { transferButton } }
            private var transferButton: some View {
                Button {
                    state = .loading
                } label: {
                    switch state {
                    case .standard:
                        Text("Transfer")
                    case .loading:
                        ProgressView()
                            .progressViewStyle(.circular)
                    case .success:
                        Image(systemName: "checkmark.circle")
                    case .error:
                        Image(systemName: "xmark.circle")
                    }
                }
                .buttonStyle(.plain)
                .disabled(state != .standard)
                .frame(maxWidth: .infinity)
                .frame(height: 50)
                .background(background)
                .foregroundColor(.white)
            }
            private var background: some View {
                switch state {
                case .standard, .loading:
                    Color.haPrimary
                case .success:
                    Color.green
                case .error:
                    Color.red
                }
            }
        }
        """

    // Must fire: white on #009AC7 (luminance 0.7152×0.3231 + 0.0722×0.5711 ≈ 0.2723, so
    // 1.05 / 0.3223 ≈ 3.26:1; 3.25:1 from the 8-bit values) in the one state that shows text (its
    // phrase leaves out `.loading`, a spinner). Must not fire: green and red, behind icons only.
    @Test func onlyTheStateThatShowsTextIsJudged() async throws {
        let found = try await scanFindings(swiftFiles: ["Colors.swift": Self.colors, "Details.swift": Self.thread])
            .filter { $0.rule == "contrast.text" && $0.severity > .note }
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("when state is .standard: #ffffff on #009ac7 is 3.25:1") == true, "\(found.map(\.message))")
        #expect(found.first?.message.contains("systemGreen") == false)
    }

    // Must not fire: a colour in Display P3 through such a helper is not taken for sRGB.
    @Test func aHelperInAnotherColourSpaceStaysUnknown() async throws {
        let source = Self.thread.replacingOccurrences(of: "Color.haPrimary", with: "Color.tileBorder")
        let found = try await scanFindings(swiftFiles: ["Colors.swift": Self.colors, "Details.swift": source])
            .filter { $0.rule == "contrast.text" && $0.severity > .note }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// `LiveActivitySettingsView.swift:152-192` and `:944-970`, `JinjaTemplateEditorSheet.swift:241-243`, reduced.
    static let settings = """
        import SwiftUI
        struct Settings: View {
            let samples: [String]
            let onEnd: () -> Void
            var body: some View {
                List {
                    Section {
                        ForEach(samples, id: \\.self) { sample in
                            sampleLink(sample)
                        }
                    }
                    Section {
                        HStack {
                            VStack(alignment: .leading) {
                                Text("tag")
                                    .font(.caption2)
                                    .foregroundStyle(.tertiary)
                                Text("result")
                                    .font(.footnote)
                                    .foregroundStyle(.secondary.opacity(0.6))
                            }
                            Spacer()
                            Button(role: .destructive, action: onEnd) {
                                Image(systemName: "xmark.circle.fill")
                                    .foregroundStyle(.red)
                            }
                            .buttonStyle(.plain)
                        }
                    }
                }
            }
            private func sampleLink(_ sample: String) -> some View {
                NavigationLink {
                    Text(sample)
                } label: {
                    VStack(alignment: .leading, spacing: 3) {
                        Text(sample)
                        Text("summary")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
        """

    // Must fire: tertiaryLabel (#3c3c43 at 30%, about 1.7:1) and secondaryLabel at 60% opacity (at
    // 36%, about 2.2:1) are errors on the row's white; the helper function's secondary text is
    // Apple's secondary colour (3.43:1), a warning.
    @Test func fadedStylesAndHelperRowsAreJudged() async throws {
        let found = try await scanFindings(swift: Self.settings).filter { $0.rule == "contrast.text" }
        let byLine = Dictionary(found.map { ($0.location?.line ?? 0, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byLine[15]?.severity == .error && byLine[15]?.message.hasPrefix("tertiaryLabel") == true, "\(found.map(\.message))")
        #expect(byLine[18]?.severity == .error && byLine[18]?.message.hasPrefix("secondaryLabel.opacity(0.6) (#3c3c43 at 36%)") == true)
        #expect(byLine[38]?.severity == .warning, "\(found.map(\.message))")
        #expect(found.count == 3, "\(found.map(\.message))")
    }

    // Must fire: the plain xmark button, a Body-size symbol (about 20 pt) tapped on its own in the row.
    @Test func aPlainSymbolButtonWithNoFontIsBodySized() async throws {
        let found = try await scanFindings(swift: Self.settings).filter { $0.rule == "target.small" }
        #expect(found.map { $0.location?.line ?? 0 } == [23], "\(found.map(\.message))")
    }

    // Must not fire: without its own style the row takes the tap; a stack's font the scan cannot
    // read may size the symbol anything.
    @Test func aRowButtonOrAnUnreadFontIsNotSized() async throws {
        let rowStyle = Self.settings.replacingOccurrences(of: "                .buttonStyle(.plain)\n", with: "")
        #expect(try await scanFindings(swift: rowStyle).filter { $0.rule == "target.small" }.isEmpty)
        let unread = Self.settings.replacingOccurrences(
            of: "            }\n        }\n    }\n    private func", with: "            }\n            .font(iconFont)\n        }\n    }\n    private func")
        #expect(unread != Self.settings)
        #expect(try await scanFindings(swift: unread).filter { $0.rule == "target.small" }.isEmpty)
    }
}
