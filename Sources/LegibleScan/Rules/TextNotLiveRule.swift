import LegibleReporting

extension ScanRules {
    /// `text.not-live`: a text style that is read once, so the text changes size only after
    /// the app is relaunched.
    public static let textNotLive: ScanRule = ScanRule(
        RuleDescriptor(
            id: "text.not-live", name: "TextNotLive",
            summary: "A UIKit text style is set without adjustsFontForContentSizeCategory, so the text changes size only after the app is relaunched.",
            help: "Set adjustsFontForContentSizeCategory = true on the view (in Interface Builder: Dynamic Type, Automatically Adjusts Font).",
            helpURI: typography, defaultSeverity: .warning,
            citation: "HIG: Typography (Dynamic Type)",
            documentation: """
                A UIKit text style set without `adjustsFontForContentSizeCategory` (in Interface
                Builder: *Dynamic Type: Automatically Adjusts Font*). The font is read once, when the view is
                made, so the text changes size only after the app is relaunched. SwiftUI text styles are always
                live. A font set in code is read again each time that code runs (a sheet's `viewDidLoad`, a header's
                `willDisplayHeaderView`), so there the message says the text keeps its size until the view is
                rebuilt or redisplayed. Fix: switch the setting on. Not judged in a macOS file (Scan.md, "Platforms"): macOS has no
                Dynamic Type, so the text never changes size.

                A custom font scaled with `UIFontMetrics(forTextStyle:).scaledFont(for:)` (or
                `UIFontMetrics.default`) is the same: it is scaled to the text size of the moment it is made, and
                Apple's documentation of `adjustsFontForContentSizeCategory` lists fonts vended by
                `UIFontMetrics` among those the setting keeps up to date
                (https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory).
                The Swift reader reports it where the font is set. A view whose text-style or scaled font is
                set again in `traitCollectionDidChange(_:)`, in a `registerForTraitChanges` handler for the
                content size category or in an observer of `UIContentSizeCategory.didChangeNotification` is
                live.

                A font whose size is `UIFontMetrics` scaled (`scaledValue(for:)`, `scaledFont(for:).pointSize`)
                in the value of a `static let` or a global constant is made once, the first time the constant
                is read, and keeps that size until the app is relaunched, in SwiftUI as in UIKit: reported
                once, at the font's definition. Not in a computed property, a function or a view's body,
                which make the font again each time they run.
                """),
        examples: [
            .fires(
                .storyboard,
                #"""
                <label text="Hello" id="l1">
                <rect key="frame" x="16" y="0" width="200" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                """#
            ),
            .fires(
                .swift,
                """
                import UIKit
                final class Cell: UITableViewCell {
                    let title = UILabel()
                    func setUp() { title.font = UIFont.preferredFont(forTextStyle: .body) }
                }
                """),
            .doesNotFire(
                .storyboard,
                #"""
                <label text="Hello" adjustsFontForContentSizeCategory="YES" id="l1">
                <rect key="frame" x="16" y="0" width="200" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                """#
            ),
            .doesNotFire(.swift, #"Text("Hello").font(.headline)"#),
            .fires(.swift, "label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15))"),
            .doesNotFire(
                .swift,
                "label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15))\nlabel.adjustsFontForContentSizeCategory = true"),
            .fires(.swift, "enum Styles {\n    static let body = Font.system(size: UIFontMetrics.default.scaledValue(for: 16))\n}"),
            .doesNotFire(.swift, "enum Styles {\n    static var body: Font { .system(size: UIFontMetrics.default.scaledValue(for: 16)) }\n}"),
            .fires(.objectiveC, "self.titleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];"),
            .doesNotFire(
                .objectiveC,
                "self.titleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];\n    self.titleLabel.adjustsFontForContentSizeCategory = YES;"),
        ],
        check: { element, context in
            guard element.kind.showsText, element.platform == .iOS else { return [] }
            // macOS has no Dynamic Type: a text style there never changes size.
            let decision = context.decision(for: element)
            guard decision?.platform != .macOS else { return [] }
            // ios-kMail `MailTextStyle.swift:45`: `static let header1 = MailTextStyle(font: .system(size:
            // UIFontMetrics.default.scaledValue(for: 22)) …)`, the app's every text style, scaled at first use.
            if let constant = element.scaledOnce {
                let name = constant.split(separator: " ").last.map(String.init) ?? constant
                return [
                    context.finding(
                        element, textNotLive,
                        "UIFontMetrics scales the font's size once, when \(constant) is first read, so the text keeps it until the app is relaunched\(decision?.otherPlatformPhrase ?? ""); make \(name) a computed property"
                    )
                ]
            }
            // A text style's size read once and made into a fixed font (``readOnceStyle``).
            if let style = element.readOnceStyle {
                return [notLivePointSize(style: style, id: element.id, location: element.location, read: element.readOnceFrom)]
            }
            guard case .textStyle(let style, _, false) = element.font else { return [] }
            // Code sets the font each time it runs: a sheet built when it is shown, a header in
            // `willDisplayHeaderView` (GoMap `CustomActionSheetController.swift:169`, tba
            // `TBATableViewController.swift:72`), so "only after the app is relaunched" was false.
            if element.wrapsUIFont {
                // Element X 5d0343c4 `MessageComposerTextField.swift:37`, `Text(placeholder).font(Font(UIFont
                // .preferredFont(forTextStyle: .body)))`, was told to set a UIKit flag a `Text` lacks (fresh iOS judge 14b, D3).
                let swiftUI = style == .title1 ? "title" : style == .caption1 ? "caption" : style.rawValue
                return [
                    context.finding(
                        element, textNotLive,
                        "the font is Font(UIFont) of the \(style.displayName) text style, which keeps the size the UIFont had when it was made, so text on screen keeps its size until the view is rebuilt; use .font(.\(swiftUI))"
                    )
                ]
            }
            let file = element.location.file
            let when =
                file.hasSuffix(".storyboard") || file.hasSuffix(".xib")
                ? "the text changes size only after the app is relaunched"
                : "text on screen keeps its size until code sets the font again (when the view is rebuilt or redisplayed)"
            return [
                context.finding(
                    element, textNotLive,
                    "the \(style.displayName) text style is set without adjustsFontForContentSizeCategory\(decision?.otherPlatformPhrase ?? ""), so \(when)")
            ]
        })
}

extension ScanRules {
    /// `text.not-live` for a UIKit font scaled once with `UIFontMetrics.scaledFont(for:)` on a
    /// view without `adjustsFontForContentSizeCategory`, as the Swift reader finds it.
    ///
    /// - Parameters:
    ///   - id: the element id the finding names.
    ///   - location: where the font is set.
    package static func notLiveScaledFont(id: String, location: Finding.Location) -> Finding {
        Finding(
            id: id, rule: textNotLive.id, severity: textNotLive.defaultSeverity,
            message:
                "a UIFontMetrics-scaled font is set without adjustsFontForContentSizeCategory, so the text keeps the size it had when the view was made",
            location: location)
    }

    /// `text.not-live` for a font made at a text style's point size read once
    /// (`UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .callout).pointSize)`), as the
    /// Swift reader finds it where the size is read.
    ///
    /// - Parameters:
    ///   - style: the text style's name (`Callout`).
    ///   - id: the element id the finding names.
    ///   - location: where the size is read.
    ///   - read: what reads the size, when not the style's own font (a table cell's built-in
    ///     `textLabel`, whose font starts at the Body style).
    package static func notLivePointSize(
        style: String, id: String, location: Finding.Location, read: String? = nil
    ) -> Finding {
        Finding(
            id: id, rule: textNotLive.id, severity: textNotLive.defaultSeverity,
            message:
                "the font is made at the \(style) style's size read once (\(read ?? "preferredFont(forTextStyle:).pointSize")), so it keeps that size after a text size change; use UIFontMetrics(forTextStyle:).scaledFont(for:)",
            location: location)
    }
}
