import LegibleReporting
import Testing

/// blink `Settings/ViewControllers/Subscriptions/BuildView.swift:205-250, 292-344` (fresh-ios23b
/// misses), reduced: `private struct LayoutProps` whose `let h1, h2` every branch of its
/// initializer sets to numbers, and `.font(.system(size: props.h1, weight: .bold))`: 22 to 32 pt
/// whatever the text size (``LiteralStructSizes``).
@Suite struct LiteralStructSizeTests {
    static func source(h2Value: String = "20", modifier: String = "private") -> String {
        """
        import SwiftUI

        \(modifier) struct LayoutProps {
          let h1: CGFloat
          let h2: CGFloat
          init(size: CGSize) {
            if UIDevice.current.userInterfaceIdiom == .phone {
              self.h1 = 28
              self.h2 = 14
            } else {
              var h1: CGFloat = 32
              if size.height < 500 {
                h1 = 28
              }
              self.h1 = h1
              self.h2 = \(h2Value)
            }
          }
        }

        struct BuildIntroView: View {
          var body: some View {
            GeometryReader { proxy in
              let props = LayoutProps(size: proxy.size)
              VStack {
                Text("Get a free month to Build")
                  .font(.system(size: props.h1, weight: .bold))
                Text("Run work environments from all your devices.")
                  .font(.system(size: props.h2))
              }
            }
          }
        }
        """
    }

    static func fixed(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" && $0.severity > .note }
    }

    @Test func aPrivateStructsLetSetOnlyToNumbersIsAFixedSize() async throws {
        let found = try await Self.fixed(Self.source())
        // Must fire: both texts (lines 26 and 28), at the sizes the initializer states.
        #expect(found.map { $0.location?.line } == [26, 28], "\(found.map(\.message))")
        #expect(found.first?.message.contains("`props.h1` (LayoutProps's h1, set only to 28 or 32 pt)") == true, "\(found.map(\.message))")
    }

    @Test func aValueTheFileDoesNotStateOrAStructOtherFilesMayExtendIsNotJudged() async throws {
        // Must not fire: `h2` from a setting, and a struct another file may give an initializer.
        let setting = try await Self.fixed(Self.source(h2Value: "UIFont.preferredFont(forTextStyle: .body).pointSize"))
        #expect(setting.map { $0.location?.line } == [26], "\(setting.map(\.message))")
        let open = try await Self.fixed(Self.source(modifier: "internal"))
        #expect(open.isEmpty, "\(open.map(\.message))")
    }
}
