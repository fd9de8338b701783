import LegibleScan
import LegibleSwiftScan
import Testing

/// Fonts in attributed text (issue 33, item 7): a fixed size given through attributes is
/// `text.fixed-size` at the font's line; a text style, a scaled font and bar title attributes are not.
@Suite struct AttributedFontTests {
    private static let fixed14 = ScannedFont.fixed(size: 14, unit: "pt", weight: .regular, family: nil)

    @Test func attributesDictionaryOfAnAttributedString() throws {
        let source = """
            import UIKit
            final class Cell: UITableViewCell {
                let title = UILabel()
                func configure(_ text: String) {
                    title.attributedText = NSAttributedString(
                        string: text,
                        attributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.label])
                }
            }
            """
        let elements = try scanSwift(source).elements
        #expect(elements.map(\.font) == [Self.fixed14])
        #expect(elements.map(\.location.line) == [7])
    }

    @Test func addAttributeAndAddAttributes() throws {
        let source = """
            import UIKit
            func styled(_ text: String) -> NSAttributedString {
                let result = NSMutableAttributedString(string: text)
                result.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 14), range: NSRange(location: 0, length: 3))
                result.addAttributes([NSAttributedString.Key.font: UIFont.systemFont(ofSize: 14)], range: NSRange(location: 3, length: 2))
                return result
            }
            """
        let elements = try scanSwift(source).elements
        #expect(elements.map(\.font) == [.fixed(size: 14, unit: "pt", weight: .bold, family: nil), Self.fixed14])
        #expect(elements.map(\.location.line) == [4, 5])
    }

    @Test func attributedStringFontGivenToText() throws {
        let source = """
            import SwiftUI
            struct Banner: View {
                var body: some View {
                    var text = AttributedString("Sale")
                    text.font = .system(size: 14)
                    return Text(text)
                }
            }
            """
        #expect(try fonts(source) == [Self.fixed14])
    }

    @Test func scalingFontsInAttributesAreNotFixed() throws {
        let source = """
            import UIKit
            let a = NSAttributedString(string: "a", attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
            let b = NSAttributedString(string: "b", attributes: [.font: UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 14))])
            let c = NSAttributedString(string: "c", attributes: [.foregroundColor: UIColor.secondaryLabel])
            """
        #expect(try scanSwift(source).elements.isEmpty)
    }

    @Test func barTitleAttributesAreNotTheAppsText() throws {
        let source = """
            import UIKit
            func style(_ bar: UINavigationBar, _ item: UIBarButtonItem) {
                bar.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 17)]
                item.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal)
            }
            """
        #expect(try scanSwift(source).elements.isEmpty)
    }

    @Test func attributesOfTextDrawnOrMeasuredAreNoElement() throws {
        let source = """
            import UIKit
            func badge(_ letter: String, in rect: CGRect) -> CGFloat {
                (letter as NSString).draw(in: rect, withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
                let size = letter.size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
                let box = letter.boundingRect(with: rect.size, options: [], attributes: [.font: UIFont.systemFont(ofSize: 12)], context: nil)
                return size.width + box.width
            }
            let shown = NSAttributedString(string: "x", attributes: [.font: UIFont.systemFont(ofSize: 12)])
            """
        #expect(try scanSwift(source).elements.map(\.location.line) == [8])
    }

    @Test func aTransformerWithATextStyleIsNotFixed() throws {
        let source = """
            import UIKit
            func make() -> UIButton {
                var configuration = UIButton.Configuration.filled()
                configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                    var outgoing = incoming
                    outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
                    return outgoing
                }
                return UIButton(configuration: configuration)
            }
            """
        #expect(try fonts(source).allSatisfy { if case .fixed = $0 { false } else { true } })
    }

    @Test func fixedAttributedFontIsJudged() async throws {
        let source = "import UIKit\nlet a = NSAttributedString(string: \"a\", attributes: [.font: UIFont.systemFont(ofSize: 14)])\nstruct S {}"
        let example = ScanRuleExample.fires(.swift, source)
        let findings = try await ScanRuleExampleTests.scan(example, switchingOn: "text.fixed-size").filter { $0.rule == "text.fixed-size" }
        #expect(findings.map(\.location?.line) == [2])
    }
}

extension AttributedFontTests {
    /// Loop 710182e2 `AlertPermissionsChecker.swift:134`: an 8 pt font given to `"\n\n"` sets the
    /// gap under an alert's icon; the readable title beside it uses Headline. A spacer of line
    /// breaks and spaces is no text; the same font on words is.
    @Test func aFontOnLineBreaksOnlyIsASpacerNotText() throws {
        let source = """
            import UIKit
            func title(_ text: String) -> NSAttributedString {
                let result = NSMutableAttributedString(string: "\\n\\n", attributes: [.font: UIFont.systemFont(ofSize: 8)])
                result.append(NSMutableAttributedString(string: " \\n", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
                result.append(NSMutableAttributedString(string: "Notifications off", attributes: [.font: UIFont.systemFont(ofSize: 14)]))
                return result
            }
            """
        let elements = try scanSwift(source).elements
        #expect(elements.map(\.font) == [Self.fixed14])
        #expect(elements.map(\.location.line) == [5])
    }
}
