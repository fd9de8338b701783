import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// `text.clamped` where nothing clamped is text (Threema a92bb3b9): `maximumContentSizeCategory`
/// on a `UIImageView` showing a symbol (`ChatViewWorkStatusBannerView.swift:82`,
/// `DetailsHeaderProfileView.swift:173`), and `.dynamicTypeSize(...xxxLarge)` over circles and
/// `Image(systemName:)` buttons made by the view's own functions (`EmojiGridScrollCoordinator.swift:139`).
@Suite struct ClampedWithoutTextTests {
    private func clamped(_ source: String) throws -> [Int] {
        try findings(source, rule: "text.clamped").compactMap(\.location?.line)
    }

    @Test func anImageViewsCapIsNoFinding() throws {
        let source = """
            final class BannerView: UIView {
                private lazy var textLabel: UILabel = {
                    let label = UILabel()
                    label.font = .preferredFont(forTextStyle: .body)
                    label.maximumContentSizeCategory = .extraExtraExtraLarge
                    return label
                }()
                private lazy var expandImage: UIImageView = {
                    let imageView = UIImageView()
                    imageView.image = UIImage(systemName: "chevron.down.circle")
                    imageView.maximumContentSizeCategory = .extraExtraExtraLarge
                    return imageView
                }()
                private let statusImage = UIImageView()
                func setUp() {
                    statusImage.maximumContentSizeCategory = .extraExtraExtraLarge
                    self.statusImage.maximumContentSizeCategory = .extraLarge
                }
            }
            """
        // Must fire: the label (line 5). Must NOT: the image views (11, 16, 17).
        #expect(try clamped(source) == [5])
    }

    /// Threema's toolbar, reduced.
    private func toolbar(button: String, extra: String = "") -> String {
        """
        struct EmojiToolBar: View {
            @EnvironmentObject var coordinator: Coordinator
            var body: some View {
                ZStack(alignment: .center) {
                    highlight(in: 40)
                    sections(in: 40)\(extra)
                }
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            }
            private func highlight(in width: CGFloat) -> some View {
                HStack(spacing: 0) {
                    Circle().fill(.ultraThinMaterial).frame(width: width / CGFloat(8)).offset(x: offset(for: width))
                    Spacer()
                }
            }
            private func sections(in width: CGFloat) -> some View {
                HStack(spacing: 0) {
                    ForEach(EmojiPicker.sections) { section in
                        ZStack {
                            Circle().fill(Color.clear)
                            \(button)
                            .buttonStyle(.plain)
                        }
                    }
                }
            }
            private func offset(for width: CGFloat) -> CGFloat { width / 2 }
        }
        """
    }

    @Test func aSubtreeOfSymbolsAndShapesIsNoFinding() throws {
        let symbol = "Button { coordinator.select(section) } label: { Image(systemName: section.icon) }"
        #expect(try clamped(toolbar(button: symbol)).isEmpty)
        #expect(try clamped(toolbar(button: "Button(action: { coordinator.select(section) }) { Image(systemName: \"star\") }")).isEmpty)
    }

    @Test func aSubtreeWithTextStillFires() throws {
        // Must fire: a titled button, a Text, a view of another file, a name that may be text.
        for button in [
            "Button(\"Smileys\") { coordinator.select(section) }",
            "Button { coordinator.select(section) } label: { Text(section.name) }",
            "Button { coordinator.select(section) } label: { SectionLabel(section) }",
            "Button { coordinator.select(section) } label: { Image(systemName: section.icon).overlay(caption) }",
        ] {
            #expect(try clamped(toolbar(button: button)) == [8], "\(button)")
        }
        let symbol = "Button { coordinator.select(section) } label: { Image(systemName: section.icon) }"
        #expect(try clamped(toolbar(button: symbol, extra: "\n            title")) == [9])
    }

    /// A clamp in an `#if` postfix clause applies to the view before the `#if`; the clause's
    /// modifiers alone (`.font(.footnote).dynamicTypeSize(.medium)`) are no subtree of their own.
    @Test func aClampInAnIfConfigJudgesTheViewBeforeTheIf() throws {
        let counted = """
            struct StatusActionButton: View {
                let count: Int
                var body: some View {
                    Text(count, format: .number)
                        #if targetEnvironment(macCatalyst)
                        .font(.scaledFootnote)
                        #else
                        .font(.footnote)
                        .dynamicTypeSize(.medium)
                        #endif
                }
            }
            """
        // Must fire: the count (Ice Cubes 0fc41d2c StatusActionButton.swift:117-129, reduced).
        #expect(try clamped(counted) == [9])
        let symbols = """
            struct Toolbar: View {
                var body: some View {
                    ZStack {
                        Circle().fill(Color.clear)
                        Image(systemName: "star")
                    }
                    #if os(iOS)
                    .padding(4)
                    .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                    #endif
                }
            }
            """
        // Must NOT fire: the view before the `#if` is a circle and a symbol.
        #expect(try clamped(symbols).isEmpty)
    }
}
