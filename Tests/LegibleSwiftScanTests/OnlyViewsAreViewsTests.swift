import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33, class 6: only views are views. An `AttributeContainer` is a configuration's title
/// attributes, a button given only an image has no title to size, and `adjustsFontSizeToFitWidth`
/// without a `minimumScaleFactor` does not shrink (Apple: "If you specify a value of 0 for this
/// property, the label doesn't scale the text down. The default value of this property is 0.").
/// Class 7's UIKit parts too: fonts kept in constants, and one fixed Dynamic Type size.
@Suite("Swift: only views are views")
struct OnlyViewsAreViewsTests {
    @Test func attributeContainersInATransformerAreTheButtonsTitleNotALabel() throws {
        let source = """
            final class Cell {
                func configure(_ button: UIButton) {
                    var configuration = UIButton.Configuration.filled()
                    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                        var outgoing = incoming
                        outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
                        return outgoing
                    }
                    var container = AttributeContainer()
                    container.font = UIFont.systemFont(ofSize: 15)
                    use(container)
                    button.configuration = configuration
                }
            }
            """
        let result = try scanSwift(source)
        #expect(result.elements.map(\.kind) == [.button, .button])
        // The transformer runs on every configuration update: its text style is live, not text.not-live.
        #expect(result.elements.first?.font == .textStyle(.headline, weight: nil, live: true))
        // A fixed size in a container is still a fixed size.
        #expect(result.elements.last?.font == .fixed(size: 15, unit: "pt", weight: .regular, family: nil))
    }

    @Test func aLabelDrawnIntoAnImageIsAPictureNotText() throws {
        // DuckDuckGo's letter favicon: a label that shrinks, drawn into an image context.
        let source = """
            final class Favicons {
                func icon(size: CGFloat) -> UIImage {
                    UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { context in
                        let label = UILabel(frame: .zero)
                        label.adjustsFontSizeToFitWidth = true
                        label.minimumScaleFactor = 0.1
                        label.font = UIFont.boldSystemFont(ofSize: size)
                        label.layer.draw(in: context.cgContext)
                    }
                }
                func badge() -> UILabel {
                    let label = UILabel()
                    label.adjustsFontSizeToFitWidth = true
                    label.minimumScaleFactor = 0.5
                    label.font = UIFont.systemFont(ofSize: 12)
                    return label
                }
            }
            """
        // Only the badge, which is shown, is an element: the favicon's label is not judged.
        let result = try scanSwift(source)
        #expect(result.elements.count == 1)
        #expect(result.elements.first?.font == .fixed(size: 12, unit: "pt", weight: .regular, family: nil))
        #expect(result.elements.first?.shrink != nil)
    }

    @Test func aButtonGivenOnlyAnImageHasNoTitleToSize() throws {
        let source = """
            final class Toolbar {
                let close = UIButton(type: .system)
                let share = UIButton(type: .system)
                func setUp() {
                    close.setImage(UIImage(systemName: "xmark"), for: .normal)
                    close.titleLabel?.font = UIFont.systemFont(ofSize: 13)
                    share.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                    share.setTitle("Share", for: .normal)
                    share.titleLabel?.font = UIFont.systemFont(ofSize: 13)
                }
            }
            """
        let elements = try scanSwift(source).elements
        // Only `share`, which has a title, is text (line 9).
        #expect(elements.map(\.location.line) == [9])
        #expect(elements.first?.kind == .button)
    }

    @Test func adjustsFontSizeToFitWidthShrinksOnlyWithAScaleFactor() throws {
        let source = """
            final class Badge {
                let plain = UILabel()
                let scaled = UILabel()
                let zero = UILabel()
                let field = UITextField()
                func setUp() {
                    plain.adjustsFontSizeToFitWidth = true
                    scaled.adjustsFontSizeToFitWidth = true
                    scaled.minimumScaleFactor = 0.6
                    zero.adjustsFontSizeToFitWidth = true
                    zero.minimumScaleFactor = 0
                    field.adjustsFontSizeToFitWidth = true
                }
            }
            """
        let shrinking = try scanSwift(source).elements.filter { $0.shrink != nil }
        // `scaled` (line 8) and the text field (line 12, which shrinks to its minimumFontSize).
        #expect(shrinking.map(\.location.line) == [8, 12])
        #expect(shrinking.first?.shrink?.minimumScale == 0.6)
    }

    @Test func fontsKeptInConstantsAreReadWhereTheyAreAssigned() throws {
        let source = """
            final class Header {
                private let titleFont = UIFont.systemFont(ofSize: 15, weight: .semibold)
                private let bodyFont = UIFont.preferredFont(forTextStyle: .body)
                let title = UILabel()
                let body = UILabel()
                func setUp() {
                    title.font = titleFont
                    body.font = self.bodyFont
                    body.adjustsFontForContentSizeCategory = true
                }
            }
            """
        let elements = try scanSwift(source).elements
        #expect(elements.map(\.location.line) == [7, 8])
        #expect(elements.map(\.font) == [.fixed(size: 15, unit: "pt", weight: .semibold, family: nil), .textStyle(.body, weight: nil, live: true)])
    }

    @Test func aFontConstantBoundTwiceIsNotGuessed() throws {
        let source = """
            final class A { let font1 = UIFont.systemFont(ofSize: 15); let label = UILabel(); func f() { label.font = font1 } }
            final class B { let font1 = UIFont.preferredFont(forTextStyle: .body) }
            """
        #expect(try scanSwift(source).elements.allSatisfy { $0.font == nil })
    }

    @Test func oneFixedDynamicTypeSizeIsClamped() throws {
        let source = """
            ContentView().environment(\\.dynamicTypeSize, .large)
            ContentView().environment(\\.sizeCategory, .extraLarge)
            ContentView().dynamicTypeSize(.large)
            ContentView().environment(\\.colorScheme, .dark)
            ContentView().environment(\\.dynamicTypeSize, .accessibility5)
            """
        let clamped = try findings(source, rule: "text.clamped")
        #expect(clamped.map(\.location?.line) == [1, 2, 3])
        #expect(clamped.first?.message.hasPrefix(".environment(\\.dynamicTypeSize, .large) stops Dynamic Type at Large") == true)
    }
}
