import LegibleReporting
import LegibleScan
import Testing

/// A list row's colour reaches a text through a `ZStack` whose earlier views draw nothing (a
/// hidden `NavigationLink { EmptyView() }`), a computed view property, and two views in the file
/// (fresh iOS judge 14b, D8): ntfy 96e659ca `ntfy/Views/Subscriptions/SubscriptionListView.swift:161`
/// and `:169`, `.gray` Subheadline text (systemGray on the plain list's white, 3.26:1), were never
/// measured.
@Suite struct RowThroughZStackTests {
    /// ntfy's `SubscriptionListView.swift:40-45`, `:103-130` and `:150-175`, cut down.
    static let list = """
        import SwiftUI
        struct SubscriptionListView: View {
            var body: some View {
                List {
                    ForEach(subscriptions) { subscription in
                        SubscriptionItemNavView(subscription: subscription)
                    }
                }
                .listStyle(PlainListStyle())
                .overlay(Group { if subscriptions.isEmpty { Text("No subscriptions") } })
            }
        }
        struct SubscriptionItemNavView: View {
            let subscription: Subscription
            var body: some View {
                if #available(iOS 15.0, *) {
                    subscriptionRow
                        .swipeActions(edge: .trailing) { Button("Delete") {} }
                } else {
                    subscriptionRow
                }
            }
            private var subscriptionRow: some View {
                ZStack {
                    NavigationLink(destination: Text("Detail")) {
                        EmptyView()
                    }
                    .opacity(0.0)
                    .buttonStyle(PlainButtonStyle())
                    SubscriptionItemRowView(subscription: subscription)
                }
            }
        }
        struct SubscriptionItemRowView: View {
            let subscription: Subscription
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text(subscription.lastDate)
                        .font(.subheadline)
                        .foregroundColor(.gray)
                }
            }
        }
        """

    @Test func grayTextBehindAHiddenLinkInAPlainListRowIsMeasured() async throws {
        // Must fire: systemGray on systemBackground, 3.26:1.
        let found = try await scanFindings(swift: Self.list).filter { $0.rule == "contrast.text" && $0.severity >= .warning }
        #expect(found.map { $0.location?.line ?? 0 } == [38], "\(found.map(\.message))")
    }

    @Test func aZStackWithAViewThatDrawsUnderTheTextIsNotMeasured() async throws {
        // Must NOT fire: an image under the text may be what it sits on.
        let drawn = Self.list.replacingOccurrences(of: ".opacity(0.0)", with: ".padding()")
            .replacingOccurrences(of: "EmptyView()", with: "Image(\"banner\")")
        let found = try await scanFindings(swift: drawn).filter { $0.rule == "contrast.text" && $0.severity >= .warning }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
