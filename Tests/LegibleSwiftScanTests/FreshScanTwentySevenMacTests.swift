import Foundation
import LegibleReporting
import Testing

/// fresh-mac27 miss 3: tophat bcf81ca9 `Tophat/Views/Onboarding/OnboardingItemStatusIcon.swift:23-50`,
/// a view whose body is a `Group` over a `switch` on a step's status, one case a `.plain` button
/// whose only label is a symbol at `.font(.title2)`; the group's `.frame(minWidth: 20, minHeight:
/// 20)` lays it out. Every onboarding item places it in a stack; it was never judged. Reduced,
/// with names of our own.
@Suite struct FreshScanTwentySevenMacTests {
    static let statusBadge = """
        import SwiftUI
        struct StepBadge: View {
            @State private var shown = false
            let done: Bool
            var body: some View {
                Group {
                    switch done {
                    case true:
                        Image(systemName: "checkmark.circle")
                            .font(.title2)
                    case false:
                        Button {
                            shown.toggle()
                        } label: {
                            Image(systemName: "exclamationmark.circle.fill")
                                .font(.title2)
                                .foregroundColor(.orange)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .frame(minWidth: 20, minHeight: 20, alignment: .center)
                .padding(.trailing, 6)
            }
        }
        """

    static let stepRow = """
        import SwiftUI
        struct StepRow: View {
            var body: some View {
                HStack {
                    Text("Install the tools")
                    StepBadge(done: false)
                }
            }
        }
        """

    @Test func aSymbolButtonInACaseOfAGroupBodyIsJudged() async throws {
        // Must fire: the button of the `case false:` branch (line 12).
        #expect(
            try await FreshScanTwentySixBTargetTests.small(["StepBadge.swift": Self.statusBadge, "StepRow.swift": Self.stepRow]) == ["StepBadge.swift": [12]])
    }

    @Test func aGroupBodyOthersMayEnlargeOrPutInAToolbarIsNot() async throws {
        // Must not fire: a use in a toolbar (the system sizes it), a group that sets a larger
        // font, or a case that shows two views.
        let toolbar = Self.stepRow.replacingOccurrences(of: "StepBadge(done: false)", with: "Text(\"\").toolbar { StepBadge(done: false) }")
        let font = Self.statusBadge.replacingOccurrences(of: ".padding(.trailing, 6)", with: ".font(.largeTitle)")
        let twoViews = Self.statusBadge.replacingOccurrences(of: "case true:\n", with: "case true:\n            Text(\"Done\")\n")
        for (badge, row) in [(Self.statusBadge, toolbar), (font, Self.stepRow), (twoViews, Self.stepRow)] {
            #expect(badge != Self.statusBadge || row != Self.stepRow)
            #expect(try await FreshScanTwentySixBTargetTests.small(["StepBadge.swift": badge, "StepRow.swift": row]) == [:])
        }
    }
}
