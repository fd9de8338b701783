import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// fresh-ios25b wrong patterns 2, 3, 4a and 5a: each a reduced snippet of the real file, with
/// the neighbouring case that must still fire (or must not).
@Suite struct FreshScanTwentyFiveBTests {
    /// Ruuvi Station `Apps/RuuviStation/Widgets/Sources/View/MultiSensorWidgetView.swift:40-48`:
    /// the refresh button is 12×12; the padding after it lays it out but is not tapped (pattern 2).
    static let refreshButton = """
        import SwiftUI
        import WidgetKit
        struct MultiSensorWidgetEntryView: View {
            var body: some View {
                VStack {
                    Button(intent: WidgetRefresher(target: .multi)) {
                        Image(systemName: "arrow.clockwise")
                    }
                    .clipShape(Circle())
                    .frame(width: 12, height: 12)
                    .padding(.trailing, 12)
                    .padding(.bottom, 16)
                    Button(action: refresh) {
                        Image(systemName: "arrow.clockwise")
                            .frame(width: 24, height: 24)
                            .padding(10)
                    }
                    Button(action: refresh) {
                        Image(systemName: "xmark")
                    }
                    .frame(width: 24, height: 24)
                    .padding(10)
                }
            }
            func refresh() {}
        }
        """

    @Test func paddingAfterAButtonIsNotItsHitArea() async throws {
        let targets = try await scanFindings(swift: Self.refreshButton).filter { $0.rule == "target.small" }
        let byLine = Dictionary(targets.map { ($0.location?.line ?? 0, $0.message) }) { first, _ in first }
        // Must fire at the button's own 12×12, not 24×28.
        #expect(byLine[6]?.contains("12×12") == true, "\(byLine)")
        // Must not fire: padding inside the label (line 13) is the button's, 44×44.
        #expect(byLine[13] == nil, "\(byLine)")
        // Must fire: the padding after the 24×24 frame (lines 21-22) is outside the button.
        #expect(byLine[18]?.contains("24×24") == true, "\(byLine)")
    }

    /// UTM `Platform/Shared/VMPlaceholderView.swift:158-165`: a label style's icon font sizes
    /// the SF Symbol; the neighbour, a fixed font on `configuration.title`, is text (pattern 3).
    static let tileLabelStyle = """
        import SwiftUI
        private struct TileLabelStyle: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack {
                    configuration.icon
                        .font(.system(size: 48.0, weight: .medium))
                        .padding(.bottom)
                    configuration.title
                        .font(.system(size: 13))
                        .lineLimit(nil)
                }
            }
        }
        """

    @Test func aLabelStylesIconFontIsNotText() async throws {
        let fixed = try await scanFindings(swift: Self.tileLabelStyle).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line } == [9], "\(fixed.map(\.message))")
    }

    /// Ruuvi Station `Apps/RuuviStation/Sources/Classes/Presentation/FLEX/AlertDebugLogViewController.swift:1, :40`:
    /// a whole debug screen in `#if DEBUG || ALPHA` (pattern 4a). The neighbours: `DEBUG ||
    /// RELEASE_CANDIDATE` (a name not known to be pre-release) and `!DEBUG || ALPHA` ship.
    static let debugScreens = """
        #if DEBUG || ALPHA
        import UIKit
        final class AlertDebugLogViewController: UIViewController {
            private let textView = UITextView()
            override func viewDidLoad() {
                textView.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
            }
        }
        #endif
        #if DEBUG || RELEASE_CANDIDATE
        final class CandidateViewController: UIViewController {
            private let label = UILabel()
            override func viewDidLoad() { label.font = .systemFont(ofSize: 11) }
        }
        #endif
        #if !DEBUG || ALPHA
        final class ShippedViewController: UIViewController {
            private let label = UILabel()
            override func viewDidLoad() { label.font = .systemFont(ofSize: 11) }
        }
        #endif
        """

    @Test func aFileInDebugOrAlphaIsDebugOnly() async throws {
        let fixed = try await scanFindings(swift: Self.debugScreens).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line } == [13, 19], "\(fixed.map(\.message))")
    }

    /// Ruuvi Station `Widgets/Sources/View/SimpleWidgetView.swift:13-18`: wrapping text given its
    /// full height never shrinks (pattern 5a); with `.lineLimit(1)` (zashi-ios `ActionRow.swift:77`)
    /// or a fixed height before the fixed size it still may.
    static let wrappingNames = """
        import SwiftUI
        struct SimpleWidgetView: View {
            let name: String
            var body: some View {
                VStack {
                    Text(name)
                        .font(.custom("Mulish-Bold", size: 16, relativeTo: .headline))
                        .frame(maxWidth: .infinity, alignment: .bottomLeading)
                        .fixedSize(horizontal: false, vertical: true)
                        .minimumScaleFactor(0.5)
                    Text(name)
                        .font(.custom("Mulish-Bold", size: 16, relativeTo: .headline))
                        .fixedSize(horizontal: false, vertical: true)
                        .minimumScaleFactor(0.5)
                        .lineLimit(1)
                    Text(name)
                        .font(.custom("Mulish-Bold", size: 16, relativeTo: .headline))
                        .frame(height: 20)
                        .fixedSize(horizontal: false, vertical: true)
                        .minimumScaleFactor(0.5)
                }
            }
        }
        """

    @Test func wrappingTextGivenItsFullHeightDoesNotShrink() async throws {
        let shrinks = try await scanFindings(swift: Self.wrappingNames).filter { $0.rule == "text.shrinks" }
        #expect(shrinks.map { $0.location?.line } == [11, 16], "\(shrinks.map(\.message))")
    }
}
