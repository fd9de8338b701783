import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A widget's texts are measured on its container background (``WidgetContainerBackdrop``):
/// xdripswift `xDrip Widget/Views/SystemSmallView.swift:13-124` fills its `VStack` black through
/// the app's `.widgetBackground(backgroundView: Color.black)` (`xDrip/Extensions/View.swift:14`,
/// which calls `containerBackground(for: .widget) { backgroundView }`); no widget text was
/// measured. By hand (WCAG): #333333 on black is 1.66:1.
@Suite struct WidgetContainerBackdropTests {
    /// xdrip's wrapper, as the app writes it (2fas-ios `TwoFASWidget.swift:160` is the same).
    static let wrapper = """
        import SwiftUI
        import WidgetKit
        extension View {
            func widgetBackground(backgroundView: some View) -> some View {
                if #available(watchOS 10.0, iOSApplicationExtension 17.0, iOS 17.0, *) {
                    return containerBackground(for: .widget) {
                        backgroundView
                    }
                } else {
                    return background(backgroundView)
                }
            }
        }
        """

    /// `SystemSmallView`, reduced: a date in a stack of a stack of the filled `VStack`.
    static func smallView(fill: String, between: String = "") -> String {
        """
        import SwiftUI
        import WidgetKit
        extension XDripWidget.EntryView {
            var systemSmallView: some View {
                VStack(spacing: 0) {
                    if isNotBeingUsedInStandByMode {
                        HStack(alignment: .center) {
                            Text(entry.widgetState.dataSourceDescription)
                                .font(.caption).bold()
                            Spacer()
                            Text(entry.widgetState.readingDate)
                                .font(.caption)
                                .foregroundStyle(Color(red: 0.2, green: 0.2, blue: 0.2))
                        }
                        .padding(.top, 6)\(between)
                    }
                }
                \(fill)
            }
        }
        """
    }

    private func contrast(_ view: String) async throws -> [Finding] {
        try await scanFindings(swiftFiles: ["View.swift": Self.wrapper, "SystemSmallView.swift": view]).filter {
            $0.rule == "contrast.text" && $0.severity > .note
        }
    }

    @Test func aWidgetTextIsMeasuredOnItsContainerBackground() async throws {
        // Must fire: through the app's wrapper, and written out, either way.
        for fill in [
            ".widgetBackground(backgroundView: Color.black)", ".containerBackground(Color.black, for: .widget)",
            ".containerBackground(for: .widget) { Color.black }",
        ] {
            let found = try await contrast(Self.smallView(fill: fill))
            #expect(found.map { $0.location?.line } == [11], "\(fill): \(found.map(\.message))")
        }
    }

    @Test func anUnknownOrCoveredFillIsNotMeasured() async throws {
        // Must NOT fire: a clear, gradient or material fill, a fill for another container, a
        // `.background` between the text and the fill, an app's own modifier between.
        for fill in [
            ".widgetBackground(backgroundView: Color.clear)", ".containerBackground(.red.gradient, for: .widget)",
            ".containerBackground(.ultraThinMaterial, for: .widget)", ".containerBackground(Color.black, for: .navigation)",
        ] {
            #expect(try await contrast(Self.smallView(fill: fill)).isEmpty, "\(fill)")
        }
        let black = ".containerBackground(Color.black, for: .widget)"
        #expect(try await contrast(Self.smallView(fill: black, between: "\n.background(.thinMaterial)")).isEmpty)
        #expect(try await contrast(Self.smallView(fill: black, between: "\n.cardStyle()")).isEmpty)
        // Must NOT fire: a lock-screen family, whose container background the system removes.
        let accessory = Self.smallView(fill: black).replacingOccurrences(of: "systemSmallView", with: "accessoryRectangularView")
        #expect(try await contrast(accessory).isEmpty)
    }
}
