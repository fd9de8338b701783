import Foundation
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTestSupport
import Testing

/// Issue 33, fresh-ios15b (Vocable 447a8e21): D7, a size bound to a ternary of two numbers;
/// D2, an attributed font a later `label.font =` replaces; D5, a xib's shrinking text whose font
/// code sets to a fixed size; D1, a button class that draws its images at 34 pt in code.
@Suite struct VocableSizeTests {
    /// D7: `KeyboardLayoutViewController.swift:126-127` and `OutputTextView.swift:190-191`
    /// (missed). A `var` may change later and is not read.
    @Test func aLocalTernaryOfTwoNumbersIsAFixedSize() async throws {
        let source = """
            import UIKit
            final class Footer: UIViewController {
                let footerLabel = UILabel(), titleLabel = UILabel(), otherLabel = UILabel()
                func configure(compact: Bool) {
                    let fontSize: CGFloat = compact ? 18 : 26
                    footerLabel.font = .systemFont(ofSize: fontSize)
                    let titleSize: CGFloat = compact ? 28 : 48
                    let desiredFont = UIFont.systemFont(ofSize: titleSize, weight: .bold)
                    titleLabel.font = desiredFont
                    var otherSize: CGFloat = compact ? 18 : 26
                    otherSize = UIFontMetrics.default.scaledValue(for: otherSize)
                    otherLabel.font = .systemFont(ofSize: otherSize)
                }
            }
            """
        let fixed = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" && $0.severity > .note }
        // Must fire: the smaller size of each ternary; must not: the `var` scaled later.
        #expect(fixed.map { $0.location?.line ?? 0 } == [6, 9], "\(fixed.map(\.message))")
        #expect(fixed.first?.message.hasPrefix("the font is a fixed 18 pt System Regular") == true, "\(fixed.map(\.message))")
        #expect(fixed.last?.message.hasPrefix("the font is a fixed 28 pt System Bold") == true, "\(fixed.map(\.message))")
    }

    /// D8: `PaginationView.swift:113-119`, 22 pt before an early `return` on compact size
    /// classes, 28 pt after: two branches, each reported. Without the `return` the later one replaces it.
    @Test func aFontSetBeforeAnEarlyReturnIsItsOwnBranch() async throws {
        let source = """
            import UIKit
            final class PaginationView: UIView {
                let textLabel = UILabel(), otherLabel = UILabel()
                func update(compact: Bool) {
                    if compact {
                        textLabel.font = .systemFont(ofSize: 22, weight: .bold)
                        return
                    }
                    textLabel.font = .systemFont(ofSize: 28, weight: .bold)
                }
                func other(compact: Bool) {
                    if compact {
                        otherLabel.font = .systemFont(ofSize: 12)
                    }
                    otherLabel.font = .systemFont(ofSize: 14)
                }
            }
            """
        let fixed = try await scanFindings(swift: source).filter { $0.rule == "text.fixed-size" && $0.severity > .note }
        // Must fire: :6 and :9; must not: :13, which :15 replaces.
        #expect(fixed.map { $0.location?.line ?? 0 } == [6, 9, 15], "\(fixed.map { ($0.location?.line ?? 0, $0.message) })")
    }

    /// D2: `EmptyStateView.swift:141` (24 pt, reported) given through `titleAttributedText`, whose
    /// setter forwards to `titleLabel`, which `commonInit()` → `updateContent()` gives 22 pt (:224).
    static func emptyState(lateFont: String) -> String {
        """
        import UIKit
        final class EmptyStateView: UIView {
            var titleAttributedText: NSAttributedString? {
                get { titleLabel.attributedText }
                set { titleLabel.attributedText = newValue }
            }
            private let titleLabel = UILabel(frame: .zero)
            private let descriptionLabel = UILabel(frame: .zero)
            init(title: String) {
                super.init(frame: .zero)
                let attributedTitle = NSAttributedString(string: title, attributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
                titleAttributedText = attributedTitle
                descriptionLabel.attributedText = NSAttributedString(string: title, attributes: [.font: UIFont.systemFont(ofSize: 13)])
                commonInit()
            }
            required init?(coder: NSCoder) { fatalError() }
            private func commonInit() {
                updateContent()
            }
            private func updateContent() {
                \(lateFont)
            }
        }
        """
    }

    @Test func anAttributedFontALaterLabelFontReplacesIsNotReported() async throws {
        let replaced = try await scanFindings(swift: Self.emptyState(lateFont: "titleLabel.font = .systemFont(ofSize: 22, weight: .bold)"))
            .filter { $0.rule == "text.fixed-size" }
        // Must not fire: the 24 pt at :11 never shows; must fire: the 22 pt that does (:21), and the
        // description's 13 pt (:13), which no font replaces.
        #expect(replaced.map { $0.location?.line ?? 0 } == [13, 21], "\(replaced.map { ($0.location?.line ?? 0, $0.message) })")
        // Must fire: with no later font the attributes' 24 pt shows.
        let kept = try await scanFindings(swift: Self.emptyState(lateFont: "descriptionLabel.textAlignment = .center"))
            .filter { $0.rule == "text.fixed-size" }
        #expect(kept.map { $0.location?.line ?? 0 } == [11, 13], "\(kept.map { ($0.location?.line ?? 0, $0.message) })")
    }

    /// A one-line label that shrinks, of the Title 1 style (`SuggestionCollectionViewCell.xib:19`).
    static func shrinkingLabel(_ id: String) -> String {
        """
        <label text="Hello" numberOfLines="1" minimumScaleFactor="0.5" id="\(id)"><rect key="frame" x="0" y="0" width="300" height="40"/>
        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/></label>
        """
    }

    /// D5: `SuggestionCollectionViewCell.swift:37`, `textLabel.font = .systemFont(ofSize: 22, weight: .bold)`.
    @Test func shrinkingTextCodeGivesAFixedFontIsANote() async throws {
        let xib = OwnedXib.document(
            owner: "SuggestionCell", outlets: [("textLabel", "fixed"), ("styledLabel", "styled")],
            subviews: [Self.shrinkingLabel("fixed"), Self.shrinkingLabel("styled"), Self.shrinkingLabel("plain")])
        let code = """
            import UIKit
            final class SuggestionCell: UICollectionViewCell {
                @IBOutlet var textLabel: UILabel!
                @IBOutlet var styledLabel: UILabel!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    textLabel.font = .systemFont(ofSize: 22, weight: .bold)
                    styledLabel.font = .preferredFont(forTextStyle: .title2)
                }
            }
            """
        let findings = try await scan(["Suggestion.xib": xib, "SuggestionCell.swift": code])
        let shrinks = Dictionary(grouping: findings.filter { $0.rule == "text.shrinks" }, by: { String($0.id.prefix { $0 != ":" }) })
        // Must not fire: the fixed 22 pt code sets has no text size to undo.
        #expect(shrinks["fixed"]?.allSatisfy { $0.severity == .note } == true, "\(shrinks)")
        #expect(shrinks["fixed"]?.first?.message.hasPrefix("code sets SuggestionCell.textLabel.font to a fixed size") == true, "\(shrinks)")
        // Must fire: a text style code sets, and a label code leaves alone, still shrink.
        #expect(shrinks["styled"]?.contains { $0.severity > .note } == true, "\(shrinks)")
        #expect(shrinks["plain"]?.contains { $0.severity > .note } == true, "\(shrinks)")
    }

    /// A 37.67 pt wide storyboard button of `customClass` with a system image (`Root.storyboard:76`).
    static func imageButton(_ id: String, _ customClass: String, y: Int) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" customClass="\(customClass)" id="\(id)">
            <rect key="frame" x="16" y="\(y)" width="37.666666666666657" height="48"/>
            <state key="normal" image="gear" catalog="system"/>
        </button>
        """
    }

    /// D1: `GazeableButton.swift:147-151` draws every image at 34 pt Bold.
    @Test func aButtonClassThatDrawsLargeImagesMakesTheFrameAPlaceholder() async throws {
        let xib = OwnedXib.document(
            owner: "RootViewController", outlets: [],
            subviews: [Self.imageButton("gazeable", "GazeableButton", y: 0), Self.imageButton("small", "SmallSymbolButton", y: 60)])
        let code = """
            import UIKit
            final class RootViewController: UIViewController {}
            class GazeableButton: UIButton {
                override func setImage(_ image: UIImage?, for state: UIControl.State) {
                    let symbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34, weight: .bold)
                    super.setImage(image?.withConfiguration(symbolConfiguration), for: state)
                }
            }
            class SmallSymbolButton: UIButton {
                override func setImage(_ image: UIImage?, for state: UIControl.State) {
                    super.setImage(image?.withConfiguration(UIImage.SymbolConfiguration(pointSize: 12)), for: state)
                }
            }
            """
        let findings = try await scan(["Root.xib": xib, "Buttons.swift": code])
        let small = Dictionary(grouping: findings.filter { $0.rule == "target.small" }, by: { String($0.id.prefix { $0 != ":" }) })
        // Must not fire: the class's own code draws a larger image than the file's frame holds.
        #expect(small["gazeable"]?.first?.severity == .note, "\(small)")
        #expect(small["gazeable"]?.first?.message.hasPrefix("GazeableButton overrides setImage(_:for:) to draw its image larger in code") == true, "\(small)")
        // Must fire: a 12 pt symbol does not make the button larger.
        #expect(small["small"]?.first.map { $0.severity > .note } == true, "\(small)")
    }

    private func scan(_ files: [String: String]) async throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-vocable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan().findings.findings
    }
}
