import LegibleReporting
import Testing

/// A `.font(…)` that reaches no text is no text finding (nostur-ios-public, fresh-ios21b):
/// `OverlayPlayer.swift:359`, `iconFont: isLandscape ? .system(size: 34, …) : .system(size: 25, …)`,
/// an argument named for an icon given one of two sizes; `VineVideoPreview.swift:101`, a stack's
/// `.font(.system(size: 18, …))` over `previewButton(systemName:)`, a function of the view that
/// returns an `Image` (:109-111).
@Suite struct IconOnlyContainerFontTests {
    private func fixedSize(_ source: String) async throws -> [Int] {
        try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" && $0.severity > .note }.compactMap { $0.location?.line }
    }

    private static func overlay(_ label: String) -> String {
        """
        import SwiftUI
        struct OverlayPlayer: View {
            var isLandscape: Bool
            var body: some View {
                transportControls(
                    \(label): isLandscape ? .system(size: 34, weight: .semibold) : .system(size: 25, weight: .semibold)
                )
            }
            private func transportControls(\(label): Font) -> some View {
                Image(systemName: "gobackward.10").font(\(label))
            }
        }
        """
    }

    @Test func aChoiceOfSizesForAnIconArgumentIsNoText() async throws {
        // Must not: both sizes go to `iconFont:`. Must fire: the same choice given to `titleFont:`.
        #expect(try await fixedSize(Self.overlay("iconFont")).isEmpty)
        #expect(try await fixedSize(Self.overlay("titleFont")) == [6, 6])
    }

    private static func preview(_ button: String) -> String {
        """
        import SwiftUI
        struct VineVideoPreview: View {
            var body: some View {
                VStack(alignment: .center, spacing: 8) {
                    Spacer()
                    previewButton(systemName: "bubble.left")
                    previewButton(systemName: "bolt.fill")
                }
                .font(.system(size: 18, weight: .semibold))
            }
            private func previewButton(systemName: String) -> some View {
                \(button)
            }
        }
        """
    }

    @Test func aStackOfTheViewsOwnImageFunctionsHasNoText() async throws {
        // Must not: the function returns an Image, also with `return`.
        #expect(try await fixedSize(Self.preview("Image(systemName: systemName).frame(width: 30, height: 30)")).isEmpty)
        #expect(try await fixedSize(Self.preview("return Image(systemName: systemName)")).isEmpty)
        // Must fire: a function that returns a text takes the stack's 18 pt.
        #expect(try await fixedSize(Self.preview("Text(systemName)")) == [9])
    }
}
