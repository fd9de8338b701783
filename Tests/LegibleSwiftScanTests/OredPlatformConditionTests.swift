import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// An `#if` that only ors `os(…)` checks (issue 33): the code compiles for those platforms and no
/// other, so it is judged for them, not for iPhone. Enchanted 2aa9d140
/// `ToolbarView_macOS.swift:29`, in `#if os(macOS) || os(visionOS)` in a target that builds for
/// iPhone, Mac and Vision Pro, was a 30 pt tall button held to iPhone's 44 pt. By hand (the HIG):
/// 30 pt passes macOS's 28×28 and fails visionOS's 60×60 by 15 pt top and bottom.
@Suite struct OredPlatformConditionTests {
    private func findings(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source, file: "Toolbar.swift")
    }

    private func button(in condition: String) -> String {
        """
        \(condition)
        struct Toolbar: View {
            var body: some View {
                Button(action: go) { Image(systemName: "square.and.pencil").frame(height: 20).padding(5) }
            }
        }
        #endif
        """
    }

    @Test func aMacAndVisionBlockIsJudgedForThoseAlone() async throws {
        // Must fire, for visionOS only: 30 pt tall.
        let targets = try await findings(button(in: "#if os(macOS) || os(visionOS)")).filter { $0.rule == "target.small" }
        #expect(targets.count == 1)
        #expect(targets.first?.message.contains("Apple HIG (visionOS) minimum of 60×60 pt") == true)
        #expect(targets.first?.message.contains("44×44") == false)
        #expect(targets.first?.message.contains("grow it by 15 pt top and bottom") == true)
    }

    @Test func aBlockThatAllowsIOSIsStillJudgedForIOS() async throws {
        // Must fire with iPhone's numbers: iOS is one of the platforms it compiles for.
        let targets = try await findings(button(in: "#if os(iOS) || os(macOS)")).filter { $0.rule == "target.small" }
        #expect(targets.count == 1 && targets.first?.message.contains("Apple HIG minimum of 44×44 pt") == true)
    }

    @Test func aMacOnlyBlockOfTwoNamesFindsNothingAbove28Points() async throws {
        // Must NOT fire: macOS and its old name, 30 pt ≥ 28 pt, and macOS has no Dynamic Type.
        let source = button(in: "#if os(macOS) || os(OSX)").replacingOccurrences(of: "Button", with: "Text(\"Hi\").font(.system(size: 14)); Button")
        let found = try await findings(source).filter { $0.severity != .note }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aConditionWithAnythingButOredOSChecksStaysUndecided() throws {
        // Must NOT narrow: a negation, a flag or a non-Apple platform may compile anywhere.
        for condition in ["#if os(macOS) || DEBUG", "#if !os(iOS) || os(macOS)", "#if os(macOS) || os(Linux)", "#if os(macOS) && os(visionOS)"] {
            let element = try scanSwift(button(in: condition)).elements.first
            #expect(element?.sourcePlatform?.platforms ?? [] == [], "\(condition)")
        }
        let ored = try scanSwift(button(in: "#if os(macOS) || os(visionOS)")).elements.first?.sourcePlatform
        #expect(ored?.platforms == [.macOS, .visionOS] && ored?.platform == nil)
        #expect(ored?.condition == "#if os(macOS) || os(visionOS) at line 1")
    }
}
