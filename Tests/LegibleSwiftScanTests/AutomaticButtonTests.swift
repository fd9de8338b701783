import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A `Button` in the default (automatic) style with a one-line text title is borderless on iOS,
/// its hit area its label, where no list row takes its tap, no system container draws it and no
/// `.buttonStyle` styles it, in views every use of which in the app is so placed
/// (``AutomaticButtonPlacement``, ``AutomaticButtonViews``). phoenix 13c8ddb6
/// `ChannelInfoPopup.swift:129`: `Button("Close").font(.title2)` in a popover's footer, about
/// 28 pt tall, which an action of another view hands to the app's presenter, was never judged.
@Suite struct AutomaticButtonTests {
    /// A popover whose footer method holds the close button, in a file that names UIKit.
    static let popover = """
        import SwiftUI
        import UIKit

        struct RoutePopover: View {
            let dismiss: () -> Void
            var body: some View {
                VStack {
                    Text("Route details")
                    footer()
                }
                .background(Color(UIColor.systemBackground))
            }
            @ViewBuilder
            func footer() -> some View {
                HStack {
                    Spacer()
                    Button("Close") { dismiss() }
                        .font(.title2)
                }
            }
        }
        """

    /// `popover` and a screen whose body is `placement`, a use of it.
    static func app(_ placement: String, popover: String = popover) -> [String: String] {
        let screen = """
            import SwiftUI

            struct RoutesScreen: View {
                @State var shown = false
                var body: some View {
                    \(placement)
                }
            }

            @main
            struct RoutesApp: App {
                var body: some Scene { WindowGroup { RoutesScreen() } }
            }
            """
        return ["RoutePopover.swift": popover, "RoutesScreen.swift": screen]
    }

    static func small(_ files: [String: String]) async throws -> [Finding] {
        try await scanFindings(swiftFiles: files).filter { $0.rule == "target.small" }
    }

    @Test func anAutomaticTitleButtonPlacedOnItsOwnScreenIsItsLine() async throws {
        // Must fire: presented in a sheet from a list's screen, the button is its 28 pt Title 2 line.
        let sheet = try await Self.small(Self.app(#"List { Text("Route") }.sheet(isPresented: $shown) { RoutePopover(dismiss: {}) }"#))
        #expect(sheet.count == 1 && sheet.first?.message.contains("28 pt tall") == true, "\(sheet.map(\.message))")
        // Must fire: in a stack of a screen the app shows.
        let stacked = try await Self.small(Self.app("VStack { RoutePopover(dismiss: {}) }"))
        #expect(stacked.count == 1, "\(stacked.map(\.message))")
    }

    @Test func whereAnAutomaticButtonIsNotItsLabel() async throws {
        let cases = [
            // Must NOT fire: a list row takes its tap; a toolbar or menu draws it.
            Self.app("List { RoutePopover(dismiss: {}) }"),
            Self.app(#"Text("Routes").toolbar { ToolbarItem { RoutePopover(dismiss: {}) } }"#),
            Self.app(#"Menu("More") { RoutePopover(dismiss: {}) }"#),
            // A style around a use, or on the button, pads it by amounts Apple does not publish.
            Self.app("VStack { RoutePopover(dismiss: {}) }.buttonStyle(.bordered)"),
            Self.app(
                "VStack { RoutePopover(dismiss: {}) }",
                popover: Self.popover.replacingOccurrences(of: ".font(.title2)", with: ".font(.title2).buttonStyle(.borderedProminent)")),
            // A file that may be built for the Mac, where the automatic button is a bordered push button.
            Self.app(
                "VStack { RoutePopover(dismiss: {}) }",
                popover: Self.popover.replacingOccurrences(of: "import UIKit\n", with: "").replacingOccurrences(
                    of: "Color(UIColor.systemBackground)", with: "Color.white")),
            // A view no file uses may be put anywhere.
            ["RoutePopover.swift": Self.popover],
        ]
        for files in cases {
            #expect(try await Self.small(files).isEmpty, "\(files)")
        }
    }

    @Test func aViewShownByARowViewInAListIsNotJudged() async throws {
        // Must NOT fire: the popover is in a row view another view puts in a list.
        let row = """
            import SwiftUI

            struct RouteRow: View {
                var body: some View { HStack { RoutePopover(dismiss: {}) } }
            }
            """
        var files = Self.app("List { RouteRow() }")
        files["RouteRow.swift"] = row
        #expect(try await Self.small(files).isEmpty)
    }

    /// nos 0ea82184 `Nos/Views/Onboarding/Components/CopyKeyView.swift:28`: an automatic button
    /// whose label is only `Text(…)`, with no font on it or on any chain around it in the file, is
    /// one line of Body (22 pt at Large) tall; the copy icon beside it is outside the button.
    static func copyRow(label: String) -> String {
        """
        import SwiftUI
        import UIKit

        struct KeyCopyRow: View {
            @State var copied = false
            var body: some View {
                HStack {
                    Image(systemName: "doc.on.doc").frame(width: 20, height: 20)
                    Button {
                        UIPasteboard.general.string = "key"
                        copied = true
                    } label: {
                        \(label)
                    }
                    Spacer()
                }
                .foregroundStyle(Color.orange)
            }
        }
        """
    }

    @Test func anAutomaticButtonWhoseTextHasNoFontIsABodyLine() async throws {
        // Must fire: one line of Body, 22 pt.
        let found = try await Self.small(Self.app("VStack { KeyCopyRow() }", popover: Self.copyRow(label: #"Text(copied ? "copied" : "copyKey")"#)))
        #expect(found.count == 1 && found.first?.message.contains("22 pt tall") == true, "\(found.map(\.message))")
        // Must NOT fire: the same text padded 11 pt above and below is 44 pt.
        let padded = Self.copyRow(label: #"Text(copied ? "copied" : "copyKey").padding(.vertical, 11)"#)
        #expect(try await Self.small(Self.app("VStack { KeyCopyRow() }", popover: padded)).isEmpty)
    }
}
