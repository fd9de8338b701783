import LegibleScan
import LegibleSwiftScan
import Testing

/// A container's fixed font is text only when some text is inside it (isowords c727d3a7).
@Suite struct ImageContainerFontTests {
    /// isowords `Home.swift:413` (an `HStack` of `CubeIconView`, whose body is a `Button` of one `Image`, and two
    /// icon buttons), `GameOverView.swift:416` (an `Image` and an `if` holding an icon button) and
    /// `WordSubmitButton.swift:184` (a `Group` of an `if`/`else` of two symbols): fonts that size
    /// symbols, no `text.fixed-size`. The same stacks holding a `Text`, a titled `Button` or an
    /// overlay `Text` still are text.
    @Test func aFixedFontOnImagesOnlyIsNoText() async throws {
        let source = """
            struct HomeView: View {
                var body: some View {
                    VStack {
                        HStack {
                            CubeIconView { cubeTapped() }
                            Spacer()
                            Button { help() } label: { Image(systemName: "questionmark.circle") }
                            Button { settings() } label: { Image(systemName: "gear") }
                        }
                        .font(.system(size: 24))
                        HStack {
                            Image(systemName: "cube.fill")
                            if !isDemo {
                                Spacer()
                                Button { close() } label: { Image(systemName: "xmark") }
                            }
                        }
                        .font(.system(size: 24))
                        Group {
                            if open { Image(systemName: "hand.thumbsup") } else { Image(systemName: "xmark") }
                        }
                        .font(.system(size: isPad ? 40 : 30))
                        HStack { Image(systemName: "cube.fill"); Text("Score") }
                            .font(.system(size: 24))
                        HStack { Image(systemName: "gear"); Button("Settings") { settings() } }
                            .font(.system(size: 24))
                        HStack { Image(systemName: "gear").overlay(Text("1")) }
                            .font(.system(size: 24))
                        HStack { Image(systemName: "gear"); OtherFileView() }
                            .font(.system(size: 24))
                    }
                }
            }
            private struct CubeIconView: View {
                let action: () -> Void
                var body: some View {
                    Button(action: self.action) {
                        Image(systemName: "cube.fill").modifier(ShakeEffect(animatableData: 1)).animation(.easeInOut(duration: 1), value: 1)
                    }
                }
            }
            """
        let lines = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }.compactMap(\.location?.line)
        #expect(lines == [24, 26, 28, 30])
    }

    /// winston 3de4a170 `PostInBoxLink.swift:88` and `CommentLinkContent.swift:161`: a stack's
    /// fixed font over two arrows and a `Text` with a font of its own sizes no text, so only the
    /// text is reported (at its own line). A stack around a `Text` without a font still is text.
    @Test func aContainerFontNoTextTakesIsNoText() async throws {
        let source = """
            struct Score: View {
                var body: some View {
                    VStack {
                        HStack(alignment: .center, spacing: 4) {
                            Image(systemName: "arrow.up")
                            Text(score)
                                .font(.system(size: 13, weight: .semibold))
                            Image(systemName: "arrow.down")
                        }
                        .font(.system(size: 13, weight: .medium))
                        VStack {
                            Image(systemName: "arrow.up")
                            Text(score)
                        }
                        .font(.system(size: 13))
                    }
                }
            }
            """
        let lines = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }.compactMap(\.location?.line)
        #expect(lines == [6, 15])
    }
}
