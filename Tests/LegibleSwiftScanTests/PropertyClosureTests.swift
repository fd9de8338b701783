import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// A view built in the closure that initialises a stored property is that property's view
/// (issue 33): what the type's code later sets through the property replaces what the closure
/// set. Aidoku eb812a56 `TextSinglePageViewController.swift:18` builds its reader's `textView`
/// with an 18 pt placeholder font, then `viewDidLoad` sets `textView.attributedText =
/// page.attributedContent` (pages laid out in the reader's own font size setting): the 18 pt was
/// a fixed-size warning about a font no page shows.
@Suite struct PropertyClosureTests {
    private func fixedSize(_ source: String) async throws -> [Finding] {
        try await scanFindings(swift: source, file: "Reader.swift").filter { $0.rule == "text.fixed-size" }
    }

    private func reader(viewDidLoad: String) -> String {
        """
        import UIKit
        class TextSinglePageViewController: UIViewController {
            private lazy var textView: UITextView = {
                let tv = UITextView()
                tv.isEditable = false
                tv.font = .systemFont(ofSize: 18)
                return tv
            }()
            override func viewDidLoad() {
                super.viewDidLoad()
                \(viewDidLoad)
                view.addSubview(textView)
            }
        }
        """
    }

    @Test func attributedTextTheTypeSetsMakesTheClosuresFontAPlaceholder() async throws {
        // Must NOT be a warning: a note that names what replaces it.
        let found = try await fixedSize(reader(viewDidLoad: "textView.attributedText = page.attributedContent"))
        #expect(found.count == 1 && found.first?.severity == .note, "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("code sets TextSinglePageViewController.textView.font, so the file's value is a placeholder") == true)
    }

    @Test func aClosuresFontNothingReplacesIsStillAWarning() async throws {
        // Must fire: only plain text is set, in the closure's 18 pt (no text style is 18 pt at Large).
        let found = try await fixedSize(reader(viewDidLoad: "textView.text = page.markdownContent"))
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }

    @Test func aLocalNamedAsItsPropertyIsNoPlaceholderOfItself() async throws {
        // Must fire: Aidoku eb812a56 `DoubleBadgeView.swift:38` names the closure's label as its
        // property; the closure's own `badgeLabel.font = …` replaces nothing.
        let source = """
            import UIKit
            class DoubleBadgeView: UIView {
                var badgeNumber: Int = 0 { didSet { badgeLabel.text = String(badgeNumber) } }
                private let badgeLabel = {
                    let badgeLabel = UILabel()
                    badgeLabel.textColor = .white
                    badgeLabel.font = .systemFont(ofSize: 13, weight: .medium)
                    return badgeLabel
                }()
            }
            """
        let found = try await fixedSize(source)
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
    }

    /// Mastodon a9e088a9c `ProfileStatusDashboardMeterView.swift:16-21`: a font made by a closure
    /// called in place, returning a rounded copy of a fixed 20 pt Semibold `?? font`, was missed.
    static func meterView(font: String) -> String {
        """
        import UIKit
        public final class ProfileStatusDashboardMeterView: UIView {
            public let numberLabel: UILabel = {
                let label = UILabel()
                label.font = {
                    let font = \(font)
                    return font.fontDescriptor.withDesign(.rounded).flatMap {
                        UIFont(descriptor: $0, size: 20)
                    } ?? font
                }()
                label.text = "999"
                return label
            }()
        }
        """
    }

    @Test func aFontAClosureReturnsIsRead() async throws {
        // Must fire: the real shape, a fixed 20 pt.
        let found = try await fixedSize(Self.meterView(font: "UIFont.systemFont(ofSize: 20, weight: .semibold)"))
        #expect(found.map(\.severity) == [.warning], "\(found.map(\.message))")
        #expect(found.first?.message.contains("20 pt System Semibold") == true, "\(found.map(\.message))")
        // Must NOT fire: the same closure around a text style.
        #expect(try await fixedSize(Self.meterView(font: "UIFont.preferredFont(forTextStyle: .title2)")).isEmpty)
        // A closure that returns in a branch is not read: which font shows is not known.
        let branched = "{ if compact { return UIFont.systemFont(ofSize: 12) }; return UIFont.preferredFont(forTextStyle: .body) }()"
        #expect(try scanSwift("label.font = \(branched)").elements.allSatisfy { $0.font == nil })
    }
}
