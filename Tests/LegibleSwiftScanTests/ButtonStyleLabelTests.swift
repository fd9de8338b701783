import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A `ButtonStyle`'s `configuration.label` chain is every button given the style (issue 33,
/// recall). Aidoku eb812a56 `MangaDetailsHeaderView.swift:541`: `MangaActionButtonStyle` frames
/// its label 40×32 pt, the whole of each action button under the title, and the scan saw only its
/// font. By hand (HIG, 44×44 pt): 44 − 40 = 4 pt wide, 2 pt left and right; 44 − 32 = 12 pt tall,
/// 6 pt top and bottom.
@Suite struct ButtonStyleLabelTests {
    private func targets(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source, file: "Header.swift").filter { $0.rule == "target.small" }
    }

    private func style(_ conformance: String, frame: String) -> String {
        """
        import SwiftUI
        private struct MangaActionButtonStyle: \(conformance) {
            var selected = false
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .foregroundStyle(selected ? Color.white : Color.accentColor)
                    .opacity(configuration.isPressed ? 0.4 : 1)
                    .font(.system(size: 16, weight: .semibold))
                    .frame(\(frame))
                    .background(selected ? Color.accentColor : Color(UIColor.secondarySystemFill))
                    .clipShape(RoundedRectangle(cornerRadius: 6, style: .continuous))
            }
        }
        """
    }

    @Test func aStylesSmallLabelIsASmallTarget() async throws {
        // Must fire, at the frame (line 9).
        let found = try await targets(style("ButtonStyle", frame: "width: 40, height: 32"))
        #expect(found.count == 1 && found.first?.location?.line == 9, "\(found.map(\.message))")
        #expect(found.first?.message == "hit area 40×32 pt is under the Apple HIG minimum of 44×44 pt; grow it by 2 pt left and right, 6 pt top and bottom")
    }

    @Test func aLargeEnoughLabelOrAnotherStyleIsNoTarget() async throws {
        // Must NOT fire: 44×44 pt passes; a toggle style's label is not the toggle's hit area.
        #expect(try await targets(style("ButtonStyle", frame: "width: 44, height: 44")).isEmpty)
        #expect(try await targets(style("ToggleStyle", frame: "width: 40, height: 32")).isEmpty)
    }
}
