import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A `UILabel` drawn only into an image is a picture of a letter, not text on a screen (issue 33,
/// fresh-ios9b D4). Focus a2832521 `BlockzillaPackage/Sources/UIHelpers/FaviIconGenerator.swift:18-31`
/// builds a 60×60 label with a 40 pt font and renders it into a bitmap with
/// `UIGraphicsGetCurrentContext().map(faviconLabel.layer.render(in:))` — a method reference, not a
/// call — and was a wrong `text.fixed-size` at :21. The same label also added to a view is shown.
@Suite("Swift: a label drawn only into an image")
struct LabelDrawnIntoImageTests {
    /// Focus's generator, as written.
    static let generator = """
        import UIKit

        public class FaviIconGenerator {
            private let cachedImages = NSCache<NSString, UIImage>()
            public func faviconImage(capitalLetter: String, textColor: UIColor? = nil, backgroundColor: UIColor? = nil) -> UIImage? {
                if let image = cachedImages.object(forKey: capitalLetter as NSString) {
                    return image
                }

                let faviconLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
                faviconLabel.text = capitalLetter
                faviconLabel.textAlignment = .center
                faviconLabel.font = UIFont.systemFont(ofSize: 40, weight: .regular)
                textColor.map { faviconLabel.textColor = $0 }
                backgroundColor.map { faviconLabel.backgroundColor = $0 }

                UIGraphicsBeginImageContextWithOptions(faviconLabel.bounds.size, false, 0.0)
                defer {
                    UIGraphicsEndImageContext()
                }
                UIGraphicsGetCurrentContext().map(faviconLabel.layer.render(in:))

                let image = UIGraphicsGetImageFromCurrentImageContext()
                return image
            }
        }
        """

    @Test func aLabelOnlyRenderedIntoAnImageIsNotText() throws {
        // Must NOT fire: the 40 pt label is only ever a bitmap.
        let result = try scanSwift(Self.generator)
        #expect(result.elements.filter { $0.font != nil }.isEmpty, "\(result.elements.map(\.location))")
    }

    @Test func aLabelDrawnThroughDrawHierarchyOrItsOwnDrawIsNotText() throws {
        // Must NOT fire: `drawHierarchy(in:afterScreenUpdates:)` and UIView's `draw(_:)` draw it too.
        for drawing in ["faviconLabel.drawHierarchy(in: faviconLabel.bounds, afterScreenUpdates: true)", "faviconLabel.draw(faviconLabel.bounds)"] {
            let source = Self.generator.replacingOccurrences(of: "UIGraphicsGetCurrentContext().map(faviconLabel.layer.render(in:))", with: drawing)
            #expect(try scanSwift(source).elements.filter { $0.font != nil }.isEmpty, "\(drawing)")
        }
    }

    @Test func theSameLabelAlsoAddedToAViewIsJudged() throws {
        // Must fire: added to a view, the label is on screen as well as in the image.
        let source = Self.generator.replacingOccurrences(
            of: "let image = UIGraphicsGetImageFromCurrentImageContext()",
            with: "let image = UIGraphicsGetImageFromCurrentImageContext()\n        containerView.addSubview(faviconLabel)")
        let elements = try scanSwift(source).elements.filter { $0.font != nil }
        #expect(elements.count == 1)
        #expect(elements.first?.font == .fixed(size: 40, unit: "pt", weight: .regular, family: nil))
        #expect(elements.first?.location.line == 13)
    }

    @Test func superDrawInAViewsOwnDrawIsNoPicture() throws {
        // Must fire: `super.draw(rect)` in a label subclass draws the label on screen.
        let source = """
            final class Badge: UILabel {
                override func draw(_ rect: CGRect) {
                    font = UIFont.systemFont(ofSize: 11)
                    super.draw(rect)
                }
            }
            """
        #expect(try scanSwift(source).elements.contains { $0.font == .fixed(size: 11, unit: "pt", weight: .regular, family: nil) })
    }
}
