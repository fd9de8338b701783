import Foundation
import Testing

/// The executable's exit status and last line follow its documented policy: colour pairs fail in
/// both modes, the palette fails as designed, two controls are too small; the titles fit.
@Suite("The report and its exit status")
struct ExitPolicyTests {
    @Test func failsWithTheChecksThatFailed() {
        let run = ChecksRun.shared
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.hasSuffix("Failed: colour pairs (light), colour pairs (dark), chart palette, touch targets.\n"))
        for section in ["Colour pairs, light mode", "Colour pairs, dark mode", "Type ramp", "Button titles", "Chart palette", "Touch targets"] {
            #expect(!run.section(section).isEmpty, "\(section)")
        }
    }
}
