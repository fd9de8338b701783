import Foundation
import LegibleReporting
import Testing

/// fresh-ios26b miss 5: a button's framed label written in a helper function, and an icon-only
/// link that is a view's whole body; each a reduced snippet of the real file, with the
/// neighbouring case that must stay silent.
@Suite struct FreshScanTwentySixBTargetTests {
    static func small(_ files: [String: String]) async throws -> [String: [Int]] {
        let found = try await scanFindings(swiftFiles: files).filter { $0.rule == "target.small" }
        return Dictionary(grouping: found) { URL(fileURLWithPath: $0.location?.file ?? "").lastPathComponent }.mapValues {
            $0.compactMap { $0.location?.line }.sorted()
        }
    }

    /// VernissageMobile ba047448 `Sources/Features/Screens/StatusComposeScreen.swift:583-657`: the
    /// compose toolbar's plain buttons and menu, each labelled by `composerToolbarIconLabel`, 28×28 pt.
    static func composer(side: Int) -> String {
        """
        import SwiftUI
        struct StatusComposeScreen: View {
            var body: some View {
                ScrollView { editor }
                    .safeAreaInset(edge: .bottom, spacing: 0) { composerToolbar }
            }
            private var composerToolbar: some View {
                HStack(spacing: 14) {
                    Menu {
                        Button("Camera") {}
                    } label: {
                        composerToolbarIconLabel(systemName: "photo.on.rectangle")
                    }
                    .buttonStyle(.plain)
                    Button {
                        insertComposerToken("#")
                    } label: {
                        composerToolbarIconLabel(systemName: "number")
                    }
                    .buttonStyle(.plain)
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, 16)
            }
            private func composerToolbarIconLabel(systemName: String) -> some View {
                Image(systemName: systemName)
                    .frame(width: \(side), height: \(side))
                    .contentShape(Rectangle())
            }
        }
        """
    }

    @Test func aLabelHelpersFrameIsTheButtons() async throws {
        #expect(try await Self.small(["StatusComposeScreen.swift": Self.composer(side: 28)]) == ["StatusComposeScreen.swift": [9, 15]])
        // Must not fire: the same helper framing its icon at 44×44.
        #expect(try await Self.small(["StatusComposeScreen.swift": Self.composer(side: 44)]) == [:])
    }

    /// CotEditor 611b0ce5 `Sources/Views/SwiftUI/LinkButton.swift:28-45`, an icon-only borderless link.
    static let linkButton = """
        import SwiftUI
        struct LinkButton: View {
            var url: String
            var body: some View {
                if let url = URL(string: self.url) {
                    Link(destination: url) {
                        Label("Jump to URL", systemImage: "arrow.forward")
                            .symbolVariant(.circle)
                    }
                    .labelStyle(.iconOnly)
                    .buttonStyle(.borderless)
                    .help(self.url)
                }
            }
        }
        #Preview {
            LinkButton(url: "https://coteditor.com")
                .scenePadding()
        }
        """

    /// `AboutView.swift:250-258`: a use in a stack.
    static let about = """
        import SwiftUI
        struct ContributorView: View {
            var contributor: Contributor
            var body: some View {
                HStack(alignment: .firstTextBaseline, spacing: 2) {
                    Text(self.contributor.name)
                    LinkButton(url: self.contributor.url ?? "")
                        .foregroundStyle(.tint)
                }
            }
        }
        """

    /// `ThemeView.swift:578-594`: a use in a form row, the form in `.controlSize(.small)`, which
    /// makes the symbol smaller, not larger.
    static let themeMetadata = """
        import SwiftUI
        private struct ThemeMetadataView: View {
            var body: some View {
                Form {
                    HStack {
                        TextField("URL", text: $url)
                        LinkButton(url: url)
                    }
                }
                .textFieldStyle(.plain)
                .controlSize(.small)
                .frame(width: 280, alignment: .leading)
            }
        }
        """

    @Test func anIconOnlyLinkPlacedInStacksIsItsSymbolTall() async throws {
        let files = ["LinkButton.swift": Self.linkButton, "AboutView.swift": Self.about, "ThemeView.swift": Self.themeMetadata]
        #expect(try await Self.small(files) == ["LinkButton.swift": [6]])
    }

    /// Must not fire: a use in a toolbar, where the system sizes the item, or with a font of its own.
    @Test func anIconOnlyLinkAnotherFilePutsInAToolbarIsNotJudged() async throws {
        let toolbar = Self.about.replacingOccurrences(of: "Text(self.contributor.name)", with: "Text(self.contributor.name).toolbar { LinkButton(url: \"\") }")
        let font = Self.about.replacingOccurrences(of: ".foregroundStyle(.tint)", with: ".font(.largeTitle)")
        let large = Self.about.replacingOccurrences(of: ".foregroundStyle(.tint)", with: ".controlSize(.large)")
        for use in [toolbar, font, large] {
            #expect(use != Self.about)
            #expect(try await Self.small(["LinkButton.swift": Self.linkButton, "AboutView.swift": use]) == [:])
        }
    }
}
