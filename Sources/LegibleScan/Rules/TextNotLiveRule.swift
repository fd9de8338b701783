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
                live. Fix: switch the setting on. Not judged in a macOS file (Scan.md, "Platforms"): macOS has no
                Dynamic Type, so the text never changes size.
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
            .fires(.objectiveC, "self.titleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];"),
            .doesNotFire(
                .objectiveC,
                "self.titleLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];\n    self.titleLabel.adjustsFontForContentSizeCategory = YES;"),
        ],
        check: { element, context in
            guard element.kind.showsText, element.platform == .iOS, case .textStyle(let style, _, false) = element.font else { return [] }
            // macOS has no Dynamic Type: a text style there never changes size.
            let decision = context.decision(for: element)
            guard decision?.platform != .macOS else { return [] }
            return [
                context.finding(
                    element, textNotLive,
                    "the \(style.displayName) text style is set without adjustsFontForContentSizeCategory\(decision?.otherPlatformPhrase ?? ""), so the text changes size only after the app is relaunched"
                )
            ]
        })
}
