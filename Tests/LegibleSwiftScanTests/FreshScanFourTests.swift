import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33, the fourth round of first scans (Simplenote d3e2599c, Mastodon a9e088a9c, Ice Cubes
/// 0fc41d2c): each case as the app writes it, with the one beside it that must go the other way.
@Suite struct FreshScanFourTests {
    /// Mastodon `StatusMetricRowView.swift:23`/`:33`: the override reads the size category only to
    /// turn a stack, so a metrics-scaled font set once at init stays at its first size (missed).
    /// An override that calls the type's own method, or sets a font, may set the font again.
    @Test func aTraitOverrideThatSetsNoFontKeepsNothingLive() throws {
        func source(_ handler: String) -> String {
            """
            final class MetricRow: UIView {
                let textLabel = UILabel()
                func setUp() {
                    textLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: .regular))
                }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    \(handler)
                }
            }
            """
        }
        let axisOnly = "let vertical = traitCollection.preferredContentSizeCategory.isAccessibilityCategory\n stack.axis = vertical ? .vertical : .horizontal"
        #expect(try findings(source(axisOnly), rule: "text.not-live").count == 1)
        let relayout = "if traitCollection.preferredContentSizeCategory.isAccessibilityCategory { setNeedsLayout() }"
        #expect(try findings(source(relayout), rule: "text.not-live").count == 1)
        let refreshes = "if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { setUp() }"
        #expect(try findings(source(refreshes), rule: "text.not-live").isEmpty)
        let setsFont = "if traitCollection.preferredContentSizeCategory.isAccessibilityCategory { textLabel.font = nil }"
        #expect(try findings(source(setsFont), rule: "text.not-live").isEmpty)
    }

    /// Mastodon `ComposeContentToolbarView.swift:117-119`: `.font(font)` with `let font =
    /// Font.system(size: 11, …)` is fixed, so its `.minimumScaleFactor(0.5)` undoes no chosen size
    /// (was text.shrinks). Ice Cubes `StatusActionButton.swift:117`: a count pinned to
    /// `.dynamicTypeSize(.medium)` likewise. A text style, or a range that lets the size grow, still shrinks.
    @Test func aShrinkOfAFixedOrPinnedSizeUndoesNoChoice() throws {
        func shrinks(_ text: String) throws -> [Bool] {
            let source = """
                struct Toolbar: View {
                    var body: some View {
                        let font = SwiftUI.Font.system(size: 11, weight: .semibold)
                        \(text)
                    }
                }
                """
            // The constant's own font (line 3) is an element too, where text.fixed-size is reported: only the Text's.
            return try scanSwift(source).elements.filter { $0.kind == .label && $0.location.line == 4 }.map { $0.shrink != nil }
        }
        #expect(try shrinks(#"Text("EN").font(font).minimumScaleFactor(0.5)"#) == [false])
        #expect(try shrinks(#"Text("EN").font(.footnote).minimumScaleFactor(0.5)"#) == [true])
        #expect(try shrinks(#"Text("1.2K").lineLimit(1).minimumScaleFactor(0.6).font(.footnote).dynamicTypeSize(.medium)"#) == [false])
        #expect(try shrinks(#"Text("1.2K").lineLimit(1).minimumScaleFactor(0.6).font(.footnote).dynamicTypeSize(...DynamicTypeSize.xxxLarge)"#) == [true])
    }

    /// Simplenote `MagicLinkRequestedView.swift:29`: `.system(size: Metrics.titleFontSize)` with
    /// `static let titleFontSize: CGFloat = 22` in a `private enum Metrics` is a fixed 22 pt (was
    /// missed). Two types of one name with different values leave the size unknown.
    @Test func aTypesStaticConstantGivesTheSize() throws {
        let source = """
            private enum Metrics {
                static let titleFontSize: CGFloat = 22
            }
            struct Requested: View {
                var body: some View { Text("Check your email").font(.system(size: Metrics.titleFontSize)) }
            }
            """
        #expect(try fonts(source) == [.fixed(size: 22, unit: "pt", weight: .regular, family: nil)])
        let ambiguous = """
            struct A: View {
                private enum Metrics { static let size: CGFloat = 22 }
                var body: some View { Text("a").font(.system(size: Metrics.size)) }
            }
            struct B: View {
                private enum Metrics { static let size: CGFloat = 20 }
                var body: some View { Text("b").font(.system(size: Metrics.size)) }
            }
            """
        #expect(try fonts(ambiguous).isEmpty)
    }

    /// Simplenote `SPRatingsPromptView.swift:90-97`: `let buttons = [leftButton, rightButton].compactMap
    /// { $0 }` then `for button in buttons { button.titleLabel?.font = … }` sets both outlets' fonts,
    /// so the xib's 14 pt (`SPRatingsPromptView.xib:28`/`:39`) is a placeholder (was text.fixed-size).
    /// A button the loop leaves out keeps its finding.
    @Test func aLoopOverOutletsSetsEachOne() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-forloop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func button(_ id: String, x: Int) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" id="\(id)"><rect key="frame" x="\(x)" y="8" width="120" height="44"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/><state key="normal" title="Sure"/></button>
            """
        }
        let xib = OwnedXib.document(
            owner: "RatingsPrompt", outlets: [("leftButton", "l"), ("rightButton", "r"), ("otherButton", "o")],
            subviews: [button("l", x: 0), button("r", x: 130), button("o", x: 260)])
        let code = """
            final class RatingsPrompt: UIView {
                @IBOutlet var leftButton: UIButton!
                @IBOutlet var rightButton: UIButton!
                @IBOutlet var otherButton: UIButton!
                func refreshButtonsStyle() {
                    let buttonFont = UIFont.preferredFont(forTextStyle: .subheadline)
                    let buttons = [leftButton, rightButton].compactMap { $0 }
                    for button in buttons {
                        button.titleLabel?.font = buttonFont
                        button.titleLabel?.adjustsFontForContentSizeCategory = true
                    }
                }
            }
            """
        try xib.write(to: folder.appendingPathComponent("RatingsPrompt.xib"), atomically: true, encoding: .utf8)
        try code.write(to: folder.appendingPathComponent("RatingsPrompt.swift"), atomically: true, encoding: .utf8)
        let report = try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
        let fixed = Dictionary(uniqueKeysWithValues: report.findings.findings.filter { $0.rule == "text.fixed-size" }.map { ($0.id, $0.severity) })
        #expect(fixed["o"].map { $0 > .note } == true)
        #expect(fixed["l"] == .note)
        #expect(fixed["r"] == .note)
    }

    /// Simplenote `UIFont+Simplenote.swift:21`: the app's `UIFont.preferredFont(for:weight:)` makes
    /// a text-style font at the size of the moment; a label given it once without
    /// `adjustsFontForContentSizeCategory` keeps that size (`SPAboutViewController.swift:114` and
    /// eight more were missed). With adjusts it is live.
    @Test func anAppsPreferredFontHelperIsATextStyle() throws {
        let source = """
            final class About: UIViewController {
                let label = UILabel()
                let live = UILabel()
                func setUp() {
                    label.font = UIFont.preferredFont(for: .largeTitle, weight: .bold)
                    live.font = .preferredFont(for: .body, weight: .semibold)
                    live.adjustsFontForContentSizeCategory = true
                }
            }
            """
        #expect(try fonts(source) == [.textStyle(.largeTitle, weight: .bold, live: false), .textStyle(.body, weight: .semibold, live: true)])
    }

    /// Mastodon `MetaLabel.swift:89`: `font = .systemFont(ofSize: 17, weight: .semibold)` in
    /// `extension MetaLabel`'s init (the class is another module's label) sets the label's own font
    /// (was missed). The same line in an extension of a model type sets no view's font.
    @Test func aLabelExtensionSetsItsOwnFont() throws {
        let label = """
            extension MetaLabel {
                convenience init(style: Style) {
                    self.init()
                    font = .systemFont(ofSize: 17, weight: .semibold)
                }
            }
            """
        #expect(try fonts(label) == [.fixed(size: 17, unit: "pt", weight: .semibold, family: nil)])
        #expect(try fonts(label.replacingOccurrences(of: "MetaLabel", with: "ProfileStyle")).isEmpty)
    }
}
