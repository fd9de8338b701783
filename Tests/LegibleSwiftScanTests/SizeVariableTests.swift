import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Sileo c9f70158 (issue 33, D9): `UIFont.systemFont(ofSize: variable)` keeps whatever number the
/// variable holds, so it is fixed when the file traces the variable to numbers, and unknown when
/// the number may come from a scaling API.
@Suite struct SizeVariableTests {
    /// `Sileo/UI/PackageViewController/DepictionView/DepictionLabelView/DepictionLabelView.swift:50, :71`
    /// (missed), and a stored property and a parameter whose callers pass numbers.
    @Test func aSizeTracedToNumbersIsFixed() async throws {
        let source = """
            import UIKit
            class DepictionLabelView: UIView {
                let label = UILabel()
                let captionLabel = UILabel()
                let titleLabel = UILabel()
                var captionSize: CGFloat = 12
                init(dictionary: [String: Any]) {
                    super.init(frame: .zero)
                    let fontSize = (dictionary["fontSize"] as? CGFloat) ?? 14.0
                    label.font = UIFont.systemFont(ofSize: fontSize, weight: .regular)
                }
                func compact() {
                    captionSize = 10
                    captionLabel.font = UIFont.systemFont(ofSize: captionSize)
                }
                func style(size: CGFloat) {
                    titleLabel.font = UIFont.boldSystemFont(ofSize: size)
                }
                func setUp() {
                    style(size: 15)
                    style(size: 17)
                }
            }
            """
        let fixed = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line ?? 0 } == [10, 14, 17])
        #expect(fixed.first?.message.hasPrefix("the font's size is a size from `fontSize` (14 by default), a fixed size") == true)
        #expect(fixed.dropFirst().first?.message.contains("a size from `captionSize` (a property, 12 by default)") == true)
        #expect(fixed.last?.message.contains("a size from `size` (its callers pass 15, 17)") == true)
    }

    /// A size a scaling API gives, or one whose source is not known, is not read.
    @Test func aSizeFromAScalingAPIOrUnknownIsNotFixed() async throws {
        let source = """
            import UIKit
            class DepictionLabelView: UIView {
                let label0 = UILabel(), label1 = UILabel(), label2 = UILabel(), label3 = UILabel(), label = UILabel()
                var bodySize: CGFloat = 14
                init(dictionary: [String: Any]) {
                    super.init(frame: .zero)
                    let scaled = UIFontMetrics.default.scaledValue(for: 14)
                    label0.font = UIFont.systemFont(ofSize: scaled)
                    let read = UIFont.preferredFont(forTextStyle: .body).pointSize
                    label1.font = UIFont.systemFont(ofSize: read)
                    let other = helperSize() ?? 14
                    label2.font = UIFont.systemFont(ofSize: other)
                    bodySize = UIFontMetrics.default.scaledValue(for: 14)
                    label3.font = UIFont.systemFont(ofSize: bodySize)
                }
                func style(size: CGFloat) {
                    label.font = UIFont.boldSystemFont(ofSize: size)
                }
                func setUp() {
                    style(size: UIFontMetrics.default.scaledValue(for: 15))
                }
            }
            """
        #expect(try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }.isEmpty)
    }
}
