import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33: a SwiftUI background a computed property gives is judged in each colour it returns.
@Suite struct ComputedBackgroundTests {
    /// Kiwix 973f26d2 `Views/BuildingBlocks/FlavorTag.swift:25-45`: white `.caption` text on
    /// `backgroundColor`, `.green`, `.blue` or `.orange` by flavour. By hand, systemGreen #34c759
    /// has luminance 0.2126×0.0343 + 0.7152×0.5711 + 0.0722×0.0999 ≈ 0.423, so white on it is
    /// 1.05 / 0.473 ≈ 2.2:1, under 4.5:1: must fire (the `Text`, line 6). Must not fire: the same text on a
    /// property returning `.black` (21:1) or `Color(white: 0.2)` (luminance 0.0331, 1.05 / 0.0831
    /// ≈ 12.6:1), line 21.
    static let source = """
        import SwiftUI
        enum Flavor { case max, noPic, mini }
        struct FlavorTag: View {
            let flavor: Flavor
            var body: some View {
                Text("maxi")
                    .font(.caption).foregroundColor(.white)
                    .background(backgroundColor)
            }
            var backgroundColor: Color {
                switch flavor {
                case .max: return .green
                case .noPic: return .blue
                case .mini: return .orange
                }
            }
        }
        struct DarkTag: View {
            let flavor: Flavor
            var body: some View {
                Text("dark").font(.caption).foregroundColor(.white).background(self.fill)
            }
            var fill: Color {
                switch flavor {
                case .max: .black
                default: Color(white: 0.2)
                }
            }
        }
        struct Library: View {
            var body: some View { VStack { FlavorTag(flavor: .max); DarkTag(flavor: .mini) } }
        }
        """

    @Test func eachColourTheComputedPropertyReturnsIsJudged() async throws {
        let contrast = try await scanFindings(swift: Self.source).filter { $0.rule == "contrast.text" }
        #expect(contrast.map { $0.location?.line ?? 0 } == [6])
        #expect(contrast.first?.severity == .error)
        #expect(contrast.first?.message.hasPrefix("when flavor is .max: #ffffff on systemGreen") == true)
    }
}
