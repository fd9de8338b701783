import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, fourteenth round. Element X `PollFormScreen.swift:187/203` (class D1 of
/// fresh-ios14b): a 20 × 20 pt label with `.buttonStyle(.compound(.tertiary, size: .toolbarIcon))`,
/// whose style pads by computed properties that `switch` over `size`
/// (`compound-ios/Sources/Compound/BaseStyles/CompoundButtonStyle.swift:15-17, 60-83, 107-114`):
/// a 26 × 26 pt button, reported as 20 × 20. Amperfy d3513f85 `ButtonStyles.swift:26-34`, a style
/// that pads only `[.top, .bottom]` by 8, on text buttons in a `List` row
/// (`UpdatePasswordView.swift:103-120`): 22 + 16 = 38 pt tall, never judged.
@Suite struct StylePaddingValueTests {
    static let compound = """
        import SwiftUI
        public extension ButtonStyle where Self == CompoundButtonStyle {
            static func compound(_ kind: Self.Kind, size: Self.Size = .large) -> CompoundButtonStyle {
                CompoundButtonStyle(kind: kind, size: size)
            }
        }
        public struct CompoundButtonStyle: ButtonStyle {
            var kind: Kind
            public enum Kind { case primary, tertiary, textLink }
            var size: Size
            public enum Size { case large, medium, toolbarIcon }
            private var horizontalPadding: CGFloat {
                if kind == .textLink {
                    return 0
                }
                return switch size {
                case .large: 20
                case .medium: 20
                case .toolbarIcon: 3
                }
            }
            private var verticalPadding: CGFloat {
                if kind == .textLink {
                    return 0
                }
                return switch size {
                case .large: 14
                case .medium: 7
                case .toolbarIcon: 3
                }
            }
            private var maxWidth: CGFloat? { nil }
            public func makeBody(configuration: Self.Configuration) -> some View {
                configuration.label
                    .padding(.horizontal, horizontalPadding)
                    .padding(.vertical, verticalPadding)
                    .frame(maxWidth: maxWidth)
                    .contentShape(Capsule())
            }
        }
        """

    static let poll = """
        import SwiftUI
        struct PollRow: View {
            var body: some View {
                Button(action: decrement) { Image(systemName: "minus").frame(width: 20, height: 20) }
                    .buttonStyle(.compound(.tertiary, size: .toolbarIcon))
                Button(action: decrement) { Image(systemName: "minus").frame(width: 20, height: 20) }
                    .buttonStyle(.compound(.tertiary))
                Button(action: decrement) { Image(systemName: "minus").frame(width: 20, height: 20) }
                    .buttonStyle(.compound(.textLink, size: .toolbarIcon))
            }
        }
        """

    static let amperfy = """
        import SwiftUI
        struct DefaultButtonStyle: ButtonStyle {
            func makeBody(configuration: Self.Configuration) -> some View {
                configuration.label
                    .foregroundColor(.systemBackground)
                    .padding([.top, .bottom], 8)
                    .background(Color.blue)
                    .cornerRadius(15.0)
                    .contentShape(Rectangle())
            }
        }
        struct LinkStyle: ButtonStyle {
            func makeBody(configuration: Self.Configuration) -> some View {
                configuration.label.font(.custom("Inter", size: 16)).padding(.vertical, 0)
            }
        }
        struct TallButtonStyle: ButtonStyle {
            func makeBody(configuration: Self.Configuration) -> some View {
                configuration.label.padding(.vertical, 11)
            }
        }
        """

    static let dialog = """
        import SwiftUI
        struct UpdatePasswordView: View {
            var body: some View {
                List {
                    Section {
                        HStack {
                            Button(action: { isVisible = false }) {
                                HStack {
                                    Spacer()
                                    Text("Cancel")
                                        .fontWeight(.semibold)
                                    Spacer()
                                }
                            }
                            .buttonStyle(DefaultButtonStyle())
                            Button(action: { isVisible = false }) {
                                HStack {
                                    Spacer()
                                    Text("OK")
                                    Spacer()
                                }
                            }
                            .buttonStyle(TallButtonStyle())
                            Button(action: { isVisible = false }) { Text("Link") }
                                .buttonStyle(LinkStyle())
                        }
                    }
                }
            }
        }
        """

    static func smallTargets(_ files: [String: String]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-style-values-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let report = try await ProjectScanner(paths: [folder.path], readers: [SwiftSourceReader()]).scan()
        return report.findings.findings.filter { $0.rule == "target.small" && $0.severity >= .warning }
    }

    @Test func aComputedPaddingIsReadAtTheFactoryCall() async throws {
        let small = try await Self.smallTargets(["CompoundButtonStyle.swift": Self.compound, "PollRow.swift": Self.poll])
        // Must fire: line 4, 20 + 2 × 3 = 26 pt, with the padding named; line 8, `.textLink` pads
        // nothing. Must not fire: line 6, `.large` by default pads 20 and 14: 60 × 48 pt.
        #expect(small.map { $0.location?.line ?? 0 }.sorted() == [4, 8])
        let stepper = try #require(small.first { $0.location?.line == 4 })
        #expect(stepper.message.contains("26×26"))
        #expect(stepper.message.contains("3 pt of padding on each side"))
    }

    @Test func aStylePaddingTopAndBottomMakesATextButton38PointsTall() async throws {
        let small = try await Self.smallTargets(["ButtonStyles.swift": Self.amperfy, "UpdatePasswordView.swift": Self.dialog])
        // Must fire: line 7, one Body line (22 pt) + 8 + 8 = 38 pt. Must not fire: line 16, 22 + 11 + 11 = 44 pt;
        // line 24, a style that sets its own font, whose line height is not known.
        #expect(small.map { $0.location?.line ?? 0 } == [7])
        #expect(small.first?.message.contains("38 pt tall") == true)
    }
}
