import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// openHAB eb34c7f5 `openHAB/NotificationsView.swift:38-40`: a grey caption in a view that only
/// a `List` row shows is measured on the row's colour (``ListRowBackdrop``).
@Suite struct ListRowBackdropTests {
    /// The app's file, cut to what decides the case; `list` is the `List` expression.
    static func notifications(list: String = "List(notifications, id: \\.id) { notification in\n NotificationRow(notification: notification)\n }") -> String {
        """
        import SwiftUI

        struct NotificationRow: View {
            var notification: OpenHABNotification
            var body: some View {
                HStack {
                    VStack(alignment: .leading) {
                        Text(notification.message ?? "")
                            .font(.body)
                        if let timeStamp = notification.created {
                            Text(dateString(from: timeStamp))
                                .font(.caption)
                                .foregroundColor(.gray)
                        }
                    }
                }
                .padding(.vertical, 8)
            }
        }

        struct NotificationsView: View {
            @State var notifications: [OpenHABNotification] = []
            var body: some View {
                \(list)
                .navigationTitle("Notifications")
            }
        }
        """
    }

    static func contrast(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source).filter { $0.rule == "contrast.text" }
    }

    @Test func aGreyCaptionInAListRowIsMeasuredOnTheRow() async throws {
        let found = try await Self.contrast(Self.notifications())
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.message.contains("on secondarySystemGroupedBackground") == true, "\(found.map(\.message))")
        // A plain list's rows are systemBackground.
        let plain = try await Self.contrast(
            Self.notifications(list: "List(notifications, id: \\.id) { n in NotificationRow(notification: n) }.listStyle(.plain)"))
        #expect(plain.first?.message.contains("on systemBackground") == true, "\(plain.map(\.message))")
        // Written in the List itself, through ForEach, with the row's own colour.
        let inline = """
            List { ForEach(items) { item in Text(item.name).foregroundColor(.gray).listRowBackground(Color.black) } }
            """
        let dark = try await Self.contrast(Self.notifications(list: inline))
        #expect(dark.contains { $0.message.contains("on #000000") }, "\(dark.map(\.message))")
    }

    @Test func whatARowDoesNotDecide() async throws {
        // Must NOT fire: the row view is also shown outside a List, on a colour this file does not know.
        let outside = "VStack { List { NotificationRow(notification: a) }\n NotificationRow(notification: b) }"
        #expect(try await Self.contrast(Self.notifications(list: outside)).isEmpty)
        // A background between the text and the List is the text's backdrop, not the row.
        let painted = "List { NotificationRow(notification: a).background(theme.card) }"
        #expect(try await Self.contrast(Self.notifications(list: painted)).isEmpty)
        // A Section header is not a row; a Button's label may be tinted or styled.
        let header = #"List { Section(header: Text("Old").foregroundColor(.gray)) { EmptyView() } }"#
        #expect(try await Self.contrast(Self.notifications(list: header)).filter { $0.message.contains("Old") || $0.location?.line == 37 }.isEmpty)
        let button = #"List { Button { } label: { Text("Old").foregroundColor(.gray) } }"#
        #expect(try await Self.contrast(Self.notifications(list: button)).filter { $0.location?.line == 37 }.isEmpty)
        // A plain list with its background hidden may show what is behind its rows.
        let hidden = "List { NotificationRow(notification: a) }.listStyle(.plain).scrollContentBackground(.hidden)"
        #expect(try await Self.contrast(Self.notifications(list: hidden)).isEmpty)
        // A watch list row is a dark platter, not a table cell: the colour is an iOS row's, which
        // the scan drops when the file is judged for watchOS (``LinkRowLabelTests``).
        let iPhone = try scanSwift(Self.notifications(), path: "openHAB/NotificationsView.swift").elements
        #expect(iPhone.contains { $0.backgroundColor != nil && $0.listRowBackdrop })
        let watch = try scanSwift(Self.notifications(), path: "openHABWatch Extension/Views/NotificationsView.swift").elements
        #expect(watch.allSatisfy { $0.backgroundColor == nil || $0.listRowBackdrop })
    }
}

extension ListRowBackdropTests {
    /// IceCubes 0fc41d2c `AboutView.swift:84-121`: the Section's row colour is set in an
    /// `#if !os(visionOS)` clause, the app's theme colour, which this file does not know.
    @Test func aRowColourInAnIfClauseIsTheRowsColour() async throws {
        let section = """
            List {
                Section {
                    Text("Built with").foregroundStyle(.secondary)
                }
                #if !os(visionOS)
                  .listRowBackground(theme.primaryBackgroundColor)
                #endif
            }
            """
        // Must NOT fire: the row is the theme's colour.
        #expect(try await Self.contrast(Self.notifications(list: section)).isEmpty)
        // Must fire: a colour the file spells.
        let black = section.replacingOccurrences(of: "theme.primaryBackgroundColor", with: "Color.black")
        let found = try await Self.contrast(Self.notifications(list: black))
        #expect(found.contains { $0.message.contains("on #000000") }, "\(found.map(\.message))")
    }
}

extension ListRowBackdropTests {
    /// MovieSwiftUI 72eb4ae7 `SettingsForm.swift:59`: "Reset application data" in `.red` in a
    /// `Form`'s `Section(header:footer:content:)`, 3.56:1 on the grouped row's white. The
    /// Section's header and footer are not rows, nor is a row with its own background.
    @Test func aFormRowIsAGroupedListRow() async throws {
        let form = """
            Form {
                Section(header: Text("App data").foregroundColor(.red), footer: Text("None of those action are working yet ;)"), content: {
                    Text("Export my data")
                    Text("Reset application data").foregroundColor(.red)
                    Text("Painted").foregroundColor(.red).background(theme.card)
                })
            }
            """
        let found = try await Self.contrast(Self.notifications(list: form))
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.location?.line == 27 && found.first?.message.contains("on secondarySystemGroupedBackground") == true, "\(found.map(\.message))")
    }

    /// blink `Settings/ViewControllers/GetInTouch/FeedbackView.swift:67,77` (fresh-ios23b class 6):
    /// a row's `Text("").foregroundColor(.secondary)` holds a place beside a link and draws nothing;
    /// it was a contrast.text warning, the row's `Text("r/BlinkShell")` of the same colour is right.
    @Test func anEmptyTextInAListRowIsNotMeasured() async throws {
        let source = """
            import SwiftUI

            struct FeedbackView: View {
                var body: some View {
                    List {
                        Section {
                            HStack {
                                Button { open() } label: { Label("Reddit", systemImage: "link") }
                                Spacer()
                                Text("r/BlinkShell").foregroundColor(.secondary)
                            }
                            HStack {
                                Button { open() } label: { Label("Discord", systemImage: "link") }
                                Spacer()
                                Text("").foregroundColor(.secondary)
                            }
                        }
                    }
                }
            }
            """
        let found = try await Self.contrast(source)
        // Must fire: the handle's text; must not: the empty one (line 15).
        #expect(found.map { $0.location?.line } == [10], "\(found.map(\.message))")
    }
}
