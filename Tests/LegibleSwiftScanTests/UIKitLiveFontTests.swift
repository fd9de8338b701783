import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import LegibleTypeScale
import Testing

/// UIKit fonts that follow the text size: a font set again where size changes run
/// (`traitCollectionDidChange`, trait-change registrations, the size-change notification),
/// `UIFontMetrics.scaledFont(for:)` (live only with `adjustsFontForContentSizeCategory`, as
/// Apple's documentation of that property says), and `maximumPointSize:` caps (`text.clamped`).
@Suite struct UIKitLiveFontTests {
    /// The pattern of a text view made in a closure whose font the controller sets again in
    /// `traitCollectionDidChange(_:)`: both places are the same live view.
    @Test func aFontSetAgainInTraitCollectionDidChangeIsLive() throws {
        let source = """
            class AltTextController: UIViewController {
                let textView = {
                    let textView = UITextView()
                    textView.font = .preferredFont(forTextStyle: .callout)
                    return textView
                }()
                let caption = UILabel()
                func setUp() { caption.font = .preferredFont(forTextStyle: .footnote) }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    textView.font = .preferredFont(forTextStyle: .callout)
                }
            }
            """
        // The caption, not set again, is still read once.
        #expect(
            try fonts(source) == [
                .textStyle(.callout, weight: nil, live: true), .textStyle(.footnote, weight: nil, live: false),
                .textStyle(.callout, weight: nil, live: true),
            ])
    }

    @Test func registeredHandlersAreSizeChangeHandlers() throws {
        let source = """
            class A: UIViewController {
                let title = UILabel()
                func setUp() {
                    title.font = .preferredFont(forTextStyle: .body)
                    registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, _) in
                        self.title.font = .preferredFont(forTextStyle: .body)
                    }
                }
            }
            class B: UIViewController {
                let name = UILabel()
                func setUp() {
                    name.font = .preferredFont(forTextStyle: .headline)
                    NotificationCenter.default.addObserver(self, selector: #selector(Self.sizeChanged(_:)), name: UIContentSizeCategory.didChangeNotification, object: nil)
                }
                @objc func sizeChanged(_ note: Notification) { name.font = .preferredFont(forTextStyle: .headline) }
            }
            """
        #expect(try fonts(source).allSatisfy { if case .textStyle(_, _, true) = $0 { true } else { false } })
        #expect(try findings(source, rule: "text.not-live").isEmpty)
    }

    @Test func otherTraitsAndUnregisteredMethodsDoNotKeepTextLive() throws {
        let source = """
            class A: UIViewController {
                let title = UILabel()
                func setUp() {
                    title.font = .preferredFont(forTextStyle: .body)
                    registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _) in
                        self.title.font = .preferredFont(forTextStyle: .body)
                    }
                }
                func refresh() { title.font = .preferredFont(forTextStyle: .body) }
            }
            """
        #expect(try fonts(source).allSatisfy { $0 == .textStyle(.body, weight: nil, live: false) })
    }

    @Test func aScaledFontWithoutAdjustsIsNotLive() throws {
        let source = """
            final class Card: UIView {
                let byLabel = UILabel()
                let title = UILabel()
                let date = UILabel()
                func setUp() {
                    byLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15, weight: .regular))
                    title.font = UIFontMetrics.default.scaledFont(for: UIFont.boldSystemFont(ofSize: 17))
                    title.adjustsFontForContentSizeCategory = true
                    date.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))
                }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    date.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13))
                }
            }
            """
        let result = try findings(source, rule: "text.not-live")
        #expect(result.map(\.location!.line) == [6])
        // A list cell's content configuration adjusts its text properties' fonts itself.
        let cell = """
            var content = defaultContentConfiguration()
            content.textProperties.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17))
            content.secondaryTextProperties.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15))
            """
        #expect(try findings(cell, rule: "text.not-live").isEmpty)
        #expect(result.first?.severity == .warning)
        // The size read is still the font's own, scaled with its style.
        #expect(try fonts(source).first == .scaled(size: 15, relativeTo: .subheadline, weight: .regular, family: nil))
    }

    /// Hand-worked from Tables/dynamic-type-ios.csv: Headline is 16/17/19/21/23 pt at
    /// Medium/Large/xLarge/xxLarge/xxxLarge and 40/47/53 at AX3/AX4/AX5; Subheadline 19/21 at
    /// xxLarge/xxxLarge.
    @Test func maximumPointSizeStopsAtTheCategoryItReaches() throws {
        let source = """
            a.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold), maximumPointSize: 22)
            b.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 22), maximumPointSize: 20)
            c.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15), maximumPointSize: 20, compatibleWith: traits)
            d.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 40)
            e.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 53)
            f.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 60)
            g.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17))
            """
        let result = try findings(source, rule: "text.clamped")
        // 17 pt Headline is 21 at xxLarge, 23 ≥ 22 at xxxLarge; 22 pt is 22 × 16/17 = 20.7 ≥ 20 at
        // Medium; 15 pt Subheadline is 21 ≥ 20 at xxxLarge; a 40 cap is reached at AX3 (a note);
        // 53 is reached only at AX5 and 60 never: nothing is cut.
        #expect(result.map(\.location!.line) == [1, 2, 3, 4])
        #expect(result[0].message.contains("at xxxLarge") && result[0].message.contains("AX1–AX5") && result[0].severity == .warning)
        #expect(result[1].message.contains("at Medium") && result[1].message.contains("Large–AX5"))
        #expect(result[2].message.contains("at xxxLarge"))
        #expect(result[3].message.contains("at AX3") && result[3].message.contains("AX4–AX5") && result[3].severity == .note)
    }

    /// A button given a `UIButton.Configuration` shows its configuration's title font: the
    /// `titleLabel?.font` set beside it is not what shows.
    @Test func aConfiguredButtonsTitleLabelFontIsNotJudged() throws {
        let source = """
            final class Header: UIView {
                let followButton = UIButton()
                let plainButton = UIButton()
                func setUp() {
                    var configuration = UIButton.Configuration.filled()
                    configuration.title = "Follow"
                    followButton.configuration = configuration
                    followButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
                    plainButton.titleLabel?.font = .systemFont(ofSize: 15)
                    plainButton.setTitle("Edit", for: .normal)
                }
            }
            """
        #expect(try fonts(source) == [.fixed(size: 15, unit: "pt", weight: .regular, family: nil)])
    }
}
