import LegibleReporting
import LegibleTestSupport
import Testing

/// Icon buttons whose placement or font ``SymbolSizedButtons`` reads beyond the button's chain:
/// isowords c727d3a7 `DailyChallengeView.swift:435`, `Home.swift:403`, `:409`, `:511` and
/// `GameOverView.swift:411`.
@Suite struct SymbolSizedContextTests {
    /// DailyChallengeView.swift:350-445: a private view whose body is the bell button, used as the
    /// app's own nav bar `trailing:` view, shaken by a rotation-only `GeometryEffect`.
    static func bell(_ use: String = "ReminderBell {}.transition(.scale(scale: 0))", access: String = "private ") -> String {
        """
        import SwiftUI

        struct DailyChallengeView: View {
            var body: some View {
                Color.clear.navigationStyle(title: Text("Daily Challenge"), trailing: Group { \(use) })
            }
        }

        \(access)struct ReminderBell: View {
            @State var shake = false
            let action: () -> Void
            var body: some View {
                Button(action: self.action) {
                    Image(systemName: "bell.badge.fill")
                        .font(.system(size: 20))
                        .modifier(RingEffect(animatableData: CGFloat(self.shake ? 1 : 0)))
                        .onAppear { self.shake = true }
                }
            }
        }

        private struct RingEffect: GeometryEffect {
            var animatableData: CGFloat
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(rotationAngle: -.pi / 30 * sin(animatableData * .pi * 10)))
            }
        }
        """
    }

    /// Home.swift:394-413: a stack of icon buttons under one icon font.
    static func home(_ content: String = "", container: String = "") -> String {
        """
        import SwiftUI

        struct HomeView: View {
            var body: some View {
                VStack {
                    HStack {
                        Spacer()
                        Button {
                            print("help")
                        } label: {
                            Image(systemName: "questionmark.circle")
                        }
                        \(content)
                        Button {
                            print("settings")
                        } label: {
                            Image(systemName: "gear")
                        }
                    }
                    .font(.system(size: 24))\(container)
                }
            }
        }
        """
    }

    static func small(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source).filter { $0.rule == "target.small" }
    }

    @Test func aPrivateBellShakenByARotationIsJudged() async throws {
        // 20 pt: about 24 pt tall.
        let found = try await Self.small(Self.bell())
        #expect(found.count == 1 && found.first?.message.contains("24 pt tall") == true, "\(found.map(\.message))")

        // DailyChallengeView.swift:367: an alert on the screen around the nav bar holds no bell.
        let alerted = Self.bell().replacingOccurrences(
            of: "trailing: Group { ReminderBell {}.transition(.scale(scale: 0)) })",
            with: "trailing: Group { ReminderBell {} }).alert(\"Off\", isPresented: .constant(false)) {}")
        let underAlert = try await Self.small(alerted)
        #expect(underAlert.count == 1 && alerted.contains(".alert"), "\(underAlert.map(\.message))")
    }

    @Test func aBellOtherFilesOrToolbarsMayPlaceIsNot() async throws {
        let cases = [
            // Another file may put it in a toolbar; this file does; it is padded where it is used.
            Self.bell(access: ""),
            Self.bell("Color.clear.toolbar { ToolbarItem { ReminderBell {} } }"),
            Self.bell("ReminderBell {}.padding(12)"),
            // An effect that scales, not only rotates.
            Self.bell().replacingOccurrences(
                of: "CGAffineTransform(rotationAngle: -.pi / 30 * sin(animatableData * .pi * 10))", with: "CGAffineTransform(scaleX: 2, y: 2)"),
        ]
        for source in cases {
            #expect(try await Self.small(source).isEmpty, "\(source)")
        }
    }

    @Test func iconButtonsTakeTheirStacksIconFont() async throws {
        // 24 pt: about 29 pt tall, both buttons.
        let found = try await Self.small(Self.home())
        #expect(found.count == 2 && found.allSatisfy { $0.message.contains("29 pt tall") }, "\(found.map(\.message))")
        // GameOverView.swift:404-416: the button behind an `if`, beside a plain image.
        let gameOver = """
            import SwiftUI
            struct GameOverView: View {
                let isDemo: Bool
                var body: some View {
                    VStack {
                        HStack {
                            Image(systemName: "cube.fill")
                            if !isDemo {
                                Spacer()
                                Button { print("close") } label: { Image(systemName: "xmark") }
                            }
                        }
                        .font(.system(size: 24))
                        .padding()
                    }
                }
            }
            """
        let closing = try await Self.small(gameOver)
        #expect(closing.count == 1 && closing.first?.message.contains("29 pt tall") == true, "\(closing.map(\.message))")
    }

    @Test func aStackWithTextOrInAToolbarGivesNoFont() async throws {
        let cases = [
            // The stack shows text: its font is a text font, not the icons' size.
            Self.home(#"Text("Menu")"#),
            // The stack is in a toolbar, which sizes its buttons.
            """
            import SwiftUI
            struct HomeView: View {
                var body: some View {
                    Color.clear.toolbar {
                        ToolbarItem {
                            HStack {
                                Button { print("help") } label: { Image(systemName: "questionmark.circle") }
                                Button { print("settings") } label: { Image(systemName: "gear") }
                            }
                            .font(.system(size: 24))
                        }
                    }
                }
            }
            """,
            // A padded style or a large image scale the stack gives its buttons.
            Self.home(container: ".buttonStyle(.bordered)"),
            Self.home(container: ".imageScale(.large)"),
        ]
        for source in cases {
            #expect(try await Self.small(source).isEmpty, "\(source)")
        }
    }
}
