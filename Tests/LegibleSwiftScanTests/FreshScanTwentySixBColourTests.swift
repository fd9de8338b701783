import LegibleReporting
import Testing

/// fresh-ios26b misses 4 and 5 (colours a container or a navigation stack gives its texts):
/// each a reduced snippet of the real file, with the neighbouring case that must stay silent.
/// The targets of pattern 5 are in ``FreshScanTwentySixBTargetTests``.
@Suite struct FreshScanTwentySixBColourTests {
    static func contrast(_ source: String) async throws -> [Int] {
        try await scanFindings(swift: source).filter { $0.rule == "contrast.text" }.compactMap { $0.location?.line }.sorted()
    }

    /// CotEditor 611b0ce5 `Sources/Document Window/Content View/StatusBar.swift:325-334`: the
    /// counts take the `HStack`'s `.secondary`; here on a white bar, Apple's secondary label
    /// colour is 3.43:1. Once for the `Text` written, however many the `ForEach` draws.
    static let counts = """
        import SwiftUI
        struct EditorCountView: View {
            var body: some View {
                HStack {
                    ForEach(CountType.allCases, id: \\.self) { type in
                        if shows(type: type) {
                            Text("\\(type.label): \\(value)")
                        }
                    }
                }
                .foregroundStyle(.secondary)
                .monospacedDigit()
                .background(Color.white)
            }
        }
        """

    @Test func aContainersStyleReachesItsTexts() async throws {
        #expect(try await Self.contrast(Self.counts) == [7])
    }

    @Test func aTextsOwnColourWinsOverItsContainers() async throws {
        // Must not fire: the text sets its own colour, black, 21:1 on the white bar.
        let own = Self.counts.replacingOccurrences(of: #"Text("\(type.label): \(value)")"#, with: "Text(type.label).foregroundStyle(Color.black)")
        #expect(own != Self.counts)
        #expect(try await Self.contrast(own) == [])
    }

    /// The real status bar: the app's own `TruncatingHStack` layout, and a background faded to
    /// nothing unless a setting makes it opaque (`StatusBar.swift:139`, off by default), over the
    /// editor, whose colour is the user's theme. Nothing is sure: must not fire.
    @Test func theRealStatusBarsBackgroundIsNotKnown() async throws {
        let real = Self.counts.replacingOccurrences(of: "HStack {", with: "TruncatingHStack {")
            .replacingOccurrences(of: ".background(Color.white)", with: ".background(.windowBackground.opacity(opaque ? 1 : 0))")
        #expect(try await Self.contrast(real) == [])
    }

    /// VernissageMobile ba047448 `Sources/Features/Sheets/UserMuteSheet.swift:49-53`: a footnote in
    /// `.secondary` straight on the sheet's `NavigationStack`, on the system background.
    static let muteSheet = """
        import SwiftUI
        struct UserMuteSheet: View {
            var body: some View {
                NavigationStack {
                    VStack(alignment: .leading, spacing: 16) {
                        Text("Muting statuses and reblogs only applies to your private photo timeline.")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                        Toggle("Mute new statuses", isOn: $muteStatuses)
                        Spacer(minLength: 0)
                    }
                    .padding(16)
                    .navigationTitle("Mute account")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Cancel") { dismiss() } }
                    }
                }
                .errorAlertToast($errorMessage)
            }
        }
        """

    @Test func aNavigationStacksScreenIsTheSystemBackground() async throws {
        #expect(try await Self.contrast(Self.muteSheet) == [6])
    }

    /// `SearchStatusRowView.swift:36-38`'s `.secondary` on the app's `.liquidGlassCard()`, a
    /// background the scan cannot read; a white text (likely a dark screen set elsewhere); a
    /// `.containerBackground(for: .navigation)` that replaces the colour: none must fire.
    @Test func aNavigationStackWithSomethingBetweenIsNotJudged() async throws {
        let card = Self.muteSheet.replacingOccurrences(of: ".padding(16)", with: ".padding(16).liquidGlassCard()")
        let white = Self.muteSheet.replacingOccurrences(of: ".foregroundStyle(.secondary)", with: ".foregroundStyle(.white)")
        let replaced = Self.muteSheet.replacingOccurrences(of: "Spacer(minLength: 0)", with: "Spacer().containerBackground(.black, for: .navigation)")
        for source in [card, white, replaced] {
            #expect(source != Self.muteSheet)
            #expect(try await Self.contrast(source) == [])
        }
    }
}
