import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Home Assistant iOS d722d781 (issue 33, fresh-ios15a): a `NavigationLink { } label: { }` row,
/// a stack with an `if` beside its text, and a `Text(verbatim: "·")` separator.
@Suite struct HomeAssistantFifteenATests {
    static func contrast(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source).filter { $0.rule == "contrast.text" }
    }

    /// `AssistSettingsView.swift:121-127`: a `.secondary` value in a link's `label:` closure in a `Form`.
    static func assistSettings(link: String) -> String {
        """
        import SwiftUI

        struct AssistSettingsView: View {
            @State var selectedVoiceDisplayName = ""
            var body: some View {
                Form {
                    Section {
                        \(link)
                    }
                }
            }
        }
        """
    }

    // Must fire (M1): the label of `NavigationLink { … } label: { … }` is the row, as the
    // trailing closure of `NavigationLink(destination:) { … }` already was.
    @Test(arguments: [
        "NavigationLink { TTSVoicePickerView() } label: { HStack { Text(\"Voice\"); Spacer(); Text(selectedVoiceDisplayName).foregroundStyle(.secondary) } }",
        "NavigationLink(destination: TTSVoicePickerView(), label: { HStack { Text(\"Voice\"); Text(selectedVoiceDisplayName).foregroundStyle(.secondary) } })",
        "NavigationLink(destination: TTSVoicePickerView()) { HStack { Text(\"Voice\"); Text(selectedVoiceDisplayName).foregroundStyle(.secondary) } }",
    ])
    func aLinkLabelInAFormIsARow(_ link: String) async throws {
        let found = try await Self.contrast(Self.assistSettings(link: link))
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains("on secondarySystemGroupedBackground") == true, "\(found.map(\.message))")
    }

    // Must not fire: a link's destination is another screen, not the row.
    @Test func aLinkDestinationIsNotTheRow() async throws {
        let link = "NavigationLink { Text(selectedVoiceDisplayName).foregroundStyle(.secondary) } label: { Text(\"Voice\") }"
        let found = try await Self.contrast(Self.assistSettings(link: link))
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// `HADesignSystem/Sources/Components/LabsLabel.swift:21-38`, cut to what decides the case.
    static func labsLabel(beside: String) -> String {
        """
        import SwiftUI

        public struct LabsLabel: View {
            private let info: String?
            public var body: some View {
                HStack(spacing: .zero) {
                    Image(uiImage: Self.labsIcon)
                    Text("Labs")
                        .font(.caption2.bold())
                    \(beside)
                }
                .foregroundColor(.white)
                .padding(.vertical, 4)
                .background(Color.orange)
                .clipShape(Capsule())
            }
        }
        """
    }

    // Must fire (M2): an `if` of images only beside the text shows no other text.
    @Test(arguments: [
        "if info != nil { Image(systemSymbol: .infoCircle).resizable().frame(width: 15, height: 15) }",
        "if info != nil { Image(systemName: \"info\") } else { Spacer() }",
        "",
    ])
    func anIfOfImagesKeepsTheStacksColours(_ beside: String) async throws {
        let found = try await Self.contrast(Self.labsLabel(beside: beside))
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains("on systemOrange") == true, "\(found.map(\.message))")
    }

    // An `if` that may show another text beside it: "Labs" still takes the stack's white (SwiftUI
    // passes a container's foreground style to every text that sets none, ``ContainerColors``'s
    // inherited style) on the stack's orange, which the other text's own black does not cover.
    // Must not fire: that other text, white on its own black.
    @Test func anIfWithTextKeepsTheStacksColoursForEachText() async throws {
        let found = try await Self.contrast(Self.labsLabel(beside: "if info != nil { Text(info!).background(Color.black) }"))
        #expect(found.map { $0.location?.line } == [8], "\(found.map(\.message))")
        #expect(found.first?.message.contains("on systemOrange") == true, "\(found.map(\.message))")
    }

    /// `Extensions/Widgets/Energy/WidgetEnergyMediumView.swift:68-72`.
    static func energyMedium(_ separator: String) -> String {
        """
        import SwiftUI

        struct WidgetEnergyMediumView: View {
            var body: some View {
                HStack(spacing: 4) {
                    WidgetEnergyPeriodButton(period: entry.period)
                    \(separator)
                        .font(.system(size: 11))
                    WidgetEnergyRefreshButton(date: entry.date)
                }
            }
        }
        """
    }

    static func fixedSize(_ separator: String) async throws -> [Finding] {
        try await scanFindings(swift: energyMedium(separator)).filter { $0.rule == "text.fixed-size" && $0.location?.line == 7 }
    }

    // Must not fire (D2): a SwiftUI separator is a note, as an Android layout's is.
    @Test(arguments: ["Text(verbatim: \"·\")", "Text(\"·\")", "Text(verbatim: \" | \")"])
    func aSwiftUISeparatorIsANote(_ separator: String) async throws {
        let found = try await Self.fixedSize(separator)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.severity == .note, "\(found.map(\.message))")
        #expect(found.first?.message.contains("it shows only punctuation") == true, "\(found.map(\.message))")
    }

    // Must fire: words, digits or `%` at the same fixed size are text.
    @Test(arguments: ["Text(verbatim: \"kWh\")", "Text(\"-5\")", "Text(verbatim: \"%\")"])
    func textIsStillAWarning(_ separator: String) async throws {
        let found = try await Self.fixedSize(separator)
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.severity == .warning, "\(found.map(\.message))")
    }
}
