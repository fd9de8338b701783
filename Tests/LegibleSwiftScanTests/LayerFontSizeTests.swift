import LegibleReporting
import LegibleScan
import Testing

/// A `CATextLayer` draws at its `fontSize`, not at its font's size (GoMap `MapPinButton.swift:76-77`).
@Suite struct LayerFontSizeTests {
    @Test func aNumberedFontSizeIsAFixedSizeNotAStyleThatIsNotLive() async throws {
        let source = """
            final class MapPinButton: UIButton {
                func setLabel(_ label: String) {
                    let textLayer = CATextLayer()
                    textLayer.string = label
                    textLayer.font = UIFont.preferredFont(forTextStyle: .caption1)
                    textLayer.fontSize = 20
                    layer.addSublayer(textLayer)
                }
            }
            final class SpeechBalloonView: UIView {
                init(text: String?) {
                    let textLayer = CATextLayer()
                    textLayer.font = UIFont.preferredFont(forTextStyle: .headline)
                    textLayer.fontSize = 18
                    super.init(frame: .zero)
                    layer.addSublayer(textLayer)
                }
            }
            """
        let found = try await scanFindings(swift: source)
        // Must fire: text.fixed-size at each fontSize line, in the style's weight.
        let fixed = found.filter { $0.rule == "text.fixed-size" }
        #expect(fixed.compactMap(\.location?.line) == [6, 14], "\(found.map(\.message))")
        #expect(fixed.first?.message.contains("fixed 20 pt System Regular") == true, "\(fixed.map(\.message))")
        #expect(fixed.last?.message.contains("fixed 18 pt System Semibold") == true, "\(fixed.map(\.message))")
        #expect(found.filter { $0.rule == "text.not-live" }.isEmpty, "\(found.map(\.message))")
    }

    @Test func aFontSizeTakenFromTheFontLeavesTheStyle() async throws {
        // GoMap `PushPinView.swift:134-135`: `fontSize = font.pointSize` keeps the style's size as set, so not-live stands.
        let source = """
            final class PushPinView: UIView {
                func setUp() {
                    let textLayer = CATextLayer()
                    let font = UIFont.preferredFont(forTextStyle: .headline)
                    textLayer.font = font
                    textLayer.fontSize = font.pointSize
                }
            }
            """
        let found = try await scanFindings(swift: source)
        #expect(found.filter { $0.rule == "text.fixed-size" }.isEmpty, "\(found.map(\.message))")
    }
}
