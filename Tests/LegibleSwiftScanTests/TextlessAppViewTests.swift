import LegibleScan
import LegibleSwiftScan
import Testing

/// A font on an app view whose body draws only SF Symbols sizes no text (EhPanda a67ba072).
@Suite struct TextlessAppViewTests {
    /// EhPanda a67ba072 `DetailView.swift:517` and `RatingView.swift:15-76`: the stars are views
    /// of the same file, each one `Image(systemSymbol:)`. A view that shows a `Text` is still text.
    @Test func aFontOnAViewOfSymbolsIsNoFixedSizeText() async throws {
        let source = """
            struct RatingView: View {
                let rating: Float
                var body: some View {
                    HStack(spacing: 0) {
                        if rating == 0.0 {
                            ForEach(0..<5) { _ in NotFilledStar() }
                        } else {
                            ForEach(0..<5) { _ in FilledStar() }
                        }
                    }
                }
            }
            private extension RatingView {
                struct FilledStar: View {
                    var body: some View { Image(systemSymbol: .starFill) }
                }
                struct NotFilledStar: View {
                    var body: some View { Image(systemSymbol: .star) }
                }
            }
            struct ScoreView: View {
                let rating: Float
                var body: some View {
                    HStack { Image(systemSymbol: .starFill); Text(String(rating)) }
                }
            }
            struct DetailView: View {
                var body: some View {
                    VStack {
                        RatingView(rating: 4).font(.system(size: 12)).foregroundStyle(.primary)
                        ScoreView(rating: 4).font(.system(size: 12))
                    }
                }
            }
            """
        let lines = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }.compactMap(\.location?.line)
        #expect(lines == [31])
    }
}
