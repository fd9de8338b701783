import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// Issue 33: font sizes that are a number of the moment, not a text style — another font's size
/// copied, a text style's size read once, a size times the app's own factor.
@Suite struct FrozenFontSizeTests {
    /// Delta adee3c5c `Delta/Pause Menu/Cheats/CheatsViewController.swift:246`: the bold copy of the
    /// cell's font keeps the number it was made with (missed). The cell's own `textLabel` starts
    /// at the Body style, so the number is Body's of that moment: not live (Sileo c9f70158
    /// `CategoryViewController.swift:246`, ``CopiedCellLabelSizeTests``); another font's copy is fixed.
    @Test func anotherFontsPointSizeCopiedIsFixed() async throws {
        let source = """
            final class CheatsViewController: UITableViewController {
                func configure(_ cell: UITableViewCell) {
                    cell.textLabel?.text = "Infinite lives"
                    cell.textLabel?.font = UIFont.boldSystemFont(ofSize: cell.textLabel!.font.pointSize)
                    cell.detailTextLabel?.font = UIFont.boldSystemFont(ofSize: titleLabel.font.pointSize)
                }
            }
            """
        let findings = try await scanFindings(swift: source)
        #expect(findings.filter { $0.rule == "text.not-live" }.map { $0.location?.line ?? 0 } == [4])
        let fixed = findings.filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line ?? 0 } == [5])
        #expect(
            fixed.first?.message.hasPrefix(
                "the font's size is titleLabel.font.pointSize (copied from another font), a fixed size") == true)
    }

    /// Hackers ffea336a `DesignSystem/Sources/DesignSystem/Theme/TextScaling.swift:44-71`: every text
    /// style becomes `.system(size: N * factor)`, `factor` the app's own 0.8–1.2 slider, so no text
    /// of the app follows Dynamic Type (missed: the size was not a number).
    @Test func aSizeTimesTheAppsFactorIsFixed() async throws {
        let source = """
            import SwiftUI
            public extension Font {
                func scaled(with factor: CGFloat) -> Font {
                    switch self {
                    case .largeTitle:
                        .system(size: 34 * factor, weight: .regular, design: .default)
                    case .body:
                        .system(size: 17 * factor, weight: .regular, design: .default)
                    default:
                        self
                    }
                }
            }
            """
        let fixed = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" }
        #expect(fixed.map { $0.location?.line ?? 0 } == [6, 8])
        #expect(fixed.first?.message.hasPrefix("the font's size is 34 * factor (a number times the app's own factor), a fixed size") == true)
    }

    /// A factor that may follow the text size is not read: the file names `@ScaledMetric`, or the
    /// name says it is scaled.
    @Test func aFactorThatMayFollowTheTextSizeIsNotFixed() async throws {
        let scaledMetric = """
            import SwiftUI
            struct Badge: View {
                @ScaledMetric var scale: CGFloat = 1
                var body: some View { Text("New").font(.system(size: 12 * scale)) }
                static func title(_ factor: CGFloat) -> Font { .system(size: 20 * factor) }
            }
            """
        #expect(try await scanFindings(swift: scaledMetric).filter { $0.rule == "text.fixed-size" }.isEmpty)
        let named = """
            import SwiftUI
            extension Font {
                static func title(scaledFactor: CGFloat) -> Font { .system(size: 20 * scaledFactor) }
                static func body(_ factor: CGFloat, _ extra: CGFloat) -> Font { .system(size: 17 * factor + extra) }
            }
            """
        #expect(try await scanFindings(swift: named).filter { $0.rule == "text.fixed-size" }.isEmpty)
    }

    /// Hackers ffea336a `Features/Comments/Sources/Comments/CommentRow.swift:295-296`: the comment
    /// body's size is Callout's read once, times the app's factor, made into fonts by the app's
    /// `makeFont(size:)` and cached (missed).
    @Test func aTextStylesPointSizeMadeIntoAFontIsNotLive() async throws {
        let source = """
            import SwiftUI
            import UIKit
            final class CommentFontProvider {
                private let base: Font
                private let code: Font
                private init(textScaling: CGFloat) {
                    let basePointSize = UIFont.preferredFont(forTextStyle: .callout).pointSize * textScaling
                    let codePointSize = UIFont.preferredFont(forTextStyle: .subheadline).pointSize * textScaling
                    base = Self.makeFont(size: basePointSize, monospaced: false)
                    code = Self.makeFont(size: codePointSize, monospaced: true)
                }
                private static func makeFont(size: CGFloat, monospaced: Bool) -> Font {
                    Font(UIFont.systemFont(ofSize: size))
                }
            }
            final class Cell: UITableViewCell {
                func setUp() {
                    textLabel?.font = UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize, weight: .bold)
                }
            }
            """
        let notLive = try await scanFindings(swift: source).filter { $0.rule == "text.not-live" }
        #expect(notLive.map { $0.location?.line ?? 0 } == [7, 8, 18])
        #expect(notLive.first?.message.hasPrefix("the font is made at the Callout style's size read once") == true)
        #expect(notLive.allSatisfy { $0.message.count <= 200 })
        #expect(notLive.allSatisfy { $0.severity == .warning })
    }

    /// A text style's size used for something other than a font (a row's height), or read again
    /// when the size changes, is not a finding.
    @Test func aPointSizeNotMadeIntoAFontOrReadAgainIsNotAFinding() async throws {
        let layout = """
            import UIKit
            final class Cell: UITableViewCell {
                func height() -> CGFloat {
                    let lineHeight = UIFont.preferredFont(forTextStyle: .body).pointSize * 1.2
                    return lineHeight * 2
                }
                func icon() -> UIImage? {
                    UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: UIFont.preferredFont(forTextStyle: .body).pointSize))
                }
            }
            """
        #expect(try await scanFindings(swift: layout).filter { $0.rule == "text.not-live" }.isEmpty)
        let observed = """
            import UIKit
            final class Cell: UITableViewCell {
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    textLabel?.font = UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize, weight: .bold)
                }
            }
            """
        #expect(try await scanFindings(swift: observed).filter { $0.rule == "text.not-live" }.isEmpty)
    }
}
