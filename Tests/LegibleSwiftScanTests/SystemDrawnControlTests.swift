import LegibleReporting
import LegibleScan
import Testing

/// Issue 33, iOS: `target.small` judges what a finger hits at the size the app gives it. The
/// system draws the buttons of a `Menu`, a `.contextMenu`, `.swipeActions` and an alert as its own
/// full-size rows (Apple's SwiftUI documentation: "Compose the menu by returning controls like
/// Button, Toggle, and Picker"; swipe actions are "custom swipe actions to a row in a list"), and
/// nobody taps a disabled or hidden control.
@Suite struct SystemDrawnControlTests {
    /// The buttons' sizes by line: `nil` for a size not judged.
    static func sizes(_ source: String) throws -> [Int: Double?] {
        let elements = try scanSwift(source).elements.filter { $0.kind == .button }
        return Dictionary(elements.map { ($0.location.line ?? 0, $0.width) }) { first, _ in first }
    }

    @Test func buttonsTheSystemDrawsAsMenuRowsAreNotJudged() throws {
        let sizes = try Self.sizes(
            """
            struct Row: View {
                var body: some View {
                    HStack {
                        Menu {
                            Button("Share") { tap() }.frame(width: 20, height: 20)
                        } label: {
                            Button("More") { tap() }.frame(width: 21, height: 21)
                        }
                        Text("Row")
                            .contextMenu { Button("Copy") { tap() }.frame(width: 22, height: 22) }
                            .swipeActions(edge: .trailing) { Button("Delete") { tap() }.frame(width: 23, height: 23) }
                        Button("Small") { tap() }.frame(width: 24, height: 24)
                    }
                    .toolbar { ToolbarItem { Menu("Sort") { Button("Date") { tap() }.frame(width: 25, height: 25) } } }
                    .alert("Gone", isPresented: $gone) { Button("OK") { tap() }.frame(width: 26, height: 26) }
                }
            }
            """)
        #expect(sizes[5] == .some(nil))
        #expect(sizes[10] == .some(nil))
        #expect(sizes[11] == .some(nil))
        #expect(sizes[14] == .some(nil))
        #expect(sizes[15] == .some(nil))
        // Must stay judged: a Menu's label (the control a person taps to open it) and a plain button.
        #expect(sizes[7] == 21)
        #expect(sizes[12] == 24)
    }

    /// A bar item's hit area is the bar's: the framed-button check judged a 24 pt frame inside
    /// `.toolbar { ToolbarItem { … } }` although the symbol- and text-sized checks already left
    /// toolbars to the system (noticed by the issue 33 alert round, `isInSystemContainer`).
    @Test func framedButtonsInAToolbarAreNotJudged() throws {
        let sizes = try Self.sizes(
            """
            struct Detail: View {
                var body: some View {
                    VStack {
                        Button { close() } label: { Image(systemName: "xmark") }.frame(width: 24, height: 24)
                    }
                    .toolbar {
                        ToolbarItem(placement: .navigationBarTrailing) {
                            Button { close() } label: { Image(systemName: "xmark") }.frame(width: 24, height: 24)
                        }
                        ToolbarItemGroup(placement: .bottomBar) {
                            HStack { Button { share() } label: { Image(systemName: "square.and.arrow.up") }.frame(width: 24, height: 24) }
                        }
                    }
                    .toolbar { Button { edit() } label: { Image(systemName: "pencil") }.frame(width: 24, height: 24) }
                }
            }
            """)
        // Must stay judged: the same button in the stack the toolbar is attached to.
        #expect(sizes[4] == 24)
        // Must not: the bar's items, in a ToolbarItem, a ToolbarItemGroup's stack, or the toolbar itself.
        #expect(sizes[8] == .some(nil))
        #expect(sizes[11] == .some(nil))
        #expect(sizes[14] == .some(nil))
    }

    @Test func disabledOrHiddenControlsAreNotJudgedUnlessTheConditionIsAVariable() throws {
        let sizes = try Self.sizes(
            """
            struct Form: View {
                var body: some View {
                    VStack {
                        Button("A") { tap() }.frame(width: 20, height: 20).disabled(true)
                        Button("B") { tap() }.frame(width: 20, height: 20).hidden()
                        Button("C") { tap() }.frame(width: 20, height: 20).opacity(0)
                        Button("D") { tap() }.frame(width: 20, height: 20).allowsHitTesting(false)
                        Button("E") { tap() }.frame(width: 20, height: 20).disabled(isBusy)
                        Button("F") { tap() }.frame(width: 20, height: 20).opacity(0.5)
                    }
                }
            }
            """)
        #expect([4, 5, 6, 7].map { sizes[$0] } == [.some(nil), .some(nil), .some(nil), .some(nil)])
        #expect(sizes[8] == 20)
        #expect(sizes[9] == 20)
    }

    /// winston 3de4a170 `SubredditPosts.swift:331-355`: a submenu's `Label` with a 17 pt Bold
    /// `.font` inside a `Menu`'s content is a UIMenu row drawn in the system's font, so its font
    /// is not judged; the outer `Menu`'s label is the app's own view and still is.
    @Test func textTheSystemDrawsInAMenuIsNotJudgedForFont() async throws {
        let found = try await scanFindings(
            swift:
                """
                struct Posts: View {
                    var body: some View {
                        Menu {
                            ForEach(SubListingSortOption.allCases) { opt in
                                if case .top(_) = opt {
                                    Menu {
                                        Button("Day") { tap() }
                                    } label: {
                                        Label(opt.rawVal.value.capitalized, systemImage: opt.rawVal.icon)
                                            .font(.system(size: 17, weight: .bold))
                                    }
                                }
                            }
                            Picker("Sort", selection: $sort) {
                                Text("New").font(.system(size: 12)).tag(0)
                            }
                            .pickerStyle(.menu)
                        } label: {
                            Text("Sort").font(.system(size: 13))
                        }
                        Picker("Sort", selection: $sort) { Text("Hot").font(.system(size: 11)).tag(0) }.pickerStyle(.menu)
                        Picker("Sort", selection: $sort) { Text("Top").font(.system(size: 14)).tag(0) }.pickerStyle(.inline)
                        Text("Row").contextMenu { Text("Copy").font(.system(size: 15)) }
                    }
                }
                """)
        let fixed = found.filter { $0.rule == "text.fixed-size" }.map { $0.location?.line ?? 0 }
        // Must not fire: the submenu's Label (:9), menu picker options (:15, :21), context menu text (:23).
        #expect(!fixed.contains(9))
        #expect(!fixed.contains(15))
        #expect(!fixed.contains(21))
        #expect(!fixed.contains(23))
        // Must fire: the outer Menu's label (:19), and an option of an inline picker (:22).
        #expect(fixed.contains(19))
        #expect(fixed.contains(22))
    }

    /// Jami a8d4bcb1 `SmartListContainer.swift:213-221`: `private var shareLinkButton`, white on
    /// blue, whose one use is in a `Menu`'s content (`:180`, inside `if #available`), is a menu row
    /// the system draws; it was a `contrast.text` error. Used anywhere else, it is the app's view.
    @Test func aPrivateMemberUsedOnlyInMenuContentIsAMenuRow() async throws {
        func source(_ extra: String) -> String {
            """
            struct SmartListContainer: View {
                var body: some View {
                    VStack {
                        Menu {
                            if #available(iOS 16.0, *) {
                                shareLinkButton
                            }
                        } label: {
                            Image(systemName: "ellipsis.circle")
                        }
                        \(extra)
                    }
                }
                private var shareLinkButton: some View {
                    ShareLink(item: link) {
                        Label("Invite friends", systemImage: "envelope.open")
                            .padding()
                            .background(Color.blue)
                            .foregroundColor(.white)
                            .cornerRadius(8)
                    }
                }
            }
            """
        }
        // Must not fire: only the menu shows it.
        let menu = try await scanFindings(swift: source("Text(\"Chats\")")).filter { $0.rule == "contrast.text" }
        #expect(menu.isEmpty, "\(menu.map(\.message))")
        // Must fire: the stack shows it too.
        let shown = try await scanFindings(swift: source("shareLinkButton")).filter { $0.rule == "contrast.text" }
        #expect(shown.contains { $0.location?.line == 16 }, "\(shown.map { ($0.location?.line, $0.message) })")
    }

    /// Jami `MessagePanelView.swift:165`, `Menu(content: menuContent, label: { … })`: a private
    /// function passed as a menu's content is drawn as menu rows too.
    @Test func aPrivateFunctionPassedAsMenuContentIsMenuRows() throws {
        func sizes(_ use: String) throws -> [Int: Double?] {
            try Self.sizes(
                """
                struct MessagePanelView: View {
                    var body: some View {
                        \(use)
                    }
                    private func menuContent() -> some View {
                        Button("Share") { tap() }.frame(width: 20, height: 20)
                    }
                }
                """)
        }
        // Must not be judged: only the menu's content shows it.
        #expect(try sizes("Menu(content: menuContent, label: { Text(\"More\") })")[6] == .some(nil))
        // Must be judged: the body shows it.
        #expect(try sizes("VStack { menuContent() }")[6] == 20)
    }
}
