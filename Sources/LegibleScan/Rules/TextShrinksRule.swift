import LegibleReporting
import LegibleTargets

extension ScanRules {
    /// When a text that wraps shrinks, and what to do instead; `nil` for one line. isowords
    /// c727d3a7 `NotificationsAuthAlert.swift:116` (`.lineLimit(.max)`),
    /// `UpgradeInterstitialView.swift:188` and `OnboardingStepView.swift:281` (no `.lineLimit`)
    /// wrap, and shrink only when the lines run out of room: "instead of wrapping" was untrue.
    /// A SwiftUI text with no line limit the reader knows wraps (`Text`'s default); a shrink on a
    /// stack or view (``ScannedElement/codeClass``: EhPanda a67ba072 `DetailView.swift:395`, an
    /// `HStack` around a one-line "READ") reaches texts whose lines it does not say.
    static func wrapping(_ element: ScannedElement, shrink: ScannedShrink) -> (when: String, advice: String)? {
        let swiftUI = shrink.mechanism.hasPrefix(".minimumScaleFactor(") && element.codeClass == nil
        switch element.maxLines {
        case 1?: return nil
        case let lines? where lines > 1: return ("when its \(lines) lines run out of room", "let it wrap onto more lines")
        case 0?,
            nil where swiftUI:
            return ("when it runs out of room as it wraps", "give it the room to wrap instead")
        default: return nil
        }
    }

    /// `text.shrinks`: text that shrinks to fit its width instead of wrapping.
    ///
    /// A warning, not an error: shrink-to-fit undoes exactly the size a person chose, but a
    /// one-line numeric badge may shrink on purpose; re-grade it in `legible.yaml` where that is so.
    public static let textShrinks: ScanRule = ScanRule(
        RuleDescriptor(
            id: "text.shrinks", name: "TextShrinks",
            summary:
                "Text shrinks to fit its width (adjustsFontSizeToFitWidth, minimumScaleFactor, autoSizeTextType) instead of wrapping, undoing a larger text size.",
            help:
                "Let the text wrap (numberOfLines = 0, .lineLimit(nil), no maxLines) and give it the height it needs; the HIG asks apps to let text wrap at large sizes.",
            helpURI: typography, defaultSeverity: .warning,
            citation: "HIG: Typography; WCAG 2.2 SC 1.4.4 Resize Text",
            documentation: """
                Text that shrinks to fit its width instead of wrapping: `adjustsFontSizeToFitWidth`
                with a `minimumScaleFactor` (or `minimumFontSize`) below the font's size, SwiftUI's
                `.minimumScaleFactor(_:)`, Android's `autoSizeTextType`, Compose's
                `autoSize = TextAutoSize.StepBased(…)`. Shrinking undoes exactly the larger
                size a person chose. A warning rather than an error because a one-line numeric badge may
                shrink on purpose: re-grade it to `note` in `legible.yaml` where that is so. A shrinking label
                is not audited for overflow (it does not overflow; it shrinks). On Android the percentage is
                `autoSizeMinTextSize` (12 sp unless given) over `autoSizeMaxTextSize` when given (it replaces
                `textSize`), else over `textSize`; with no maximum written, autosize may also grow the text up to
                Android's default of 112 sp (`TextView`'s `DEFAULT_AUTO_SIZE_MAX_TEXT_SIZE_IN_SP`). A minimum
                under 6 sp is a floor rather than a size, and no percentage is given. In a layout an app widget
                shows through `RemoteViews`, a clock (`TextClock`) or a text of one to three characters whose
                maximum is at least twice its `textSize` is grown to fill the widget's resizable box: a note; so is
                a one-line text there (`maxLines="1"`) whose minimum is at least 14 sp, sized to the box in sp.
                So is any autosizing text with no `autoSizeMaxTextSize` whose height is a fixed length taller
                than one line of its size at the largest font scale (200%): it grows to fill that box, larger
                than any size the font size setting gives it.

                Not a finding: text that is only emoji (`tools:text="😀"` on a view whose id names emoji and
                whose text code sets), a picture sized to its box as an icon is; nor a view that shows no text
                (its own `android:text=""` replacing its style's, with no id code could fill); nor
                `adjustsFontSizeToFit="YES"` with no scale factor or minimum size below the
                font's size (UIKit then never shrinks it), nor shrinking in a macOS file (Scan.md, "Platforms"),
                which has no Dynamic Type to undo, nor shrinking text whose font has a fixed size (an
                `autoSizeMaxTextSize` in dp): it follows no size a person chose, and `text.fixed-size` reports it.
                Nor a SwiftUI text given its ideal size by `.fixedSize()` (both axes, with no `.frame` before it):
                it is laid out at its full size and never shrinks.
                A storyboard or xib label with `numberOfLines="0"` in a table or collection view cell, with no
                fixed height on it or between it and the cell, is a note: it wraps and the cell grows taller, and
                UIKit shrinks text only when it exceeds the label's bounds.
                A storyboard or xib's fixed size that code replaces on the view's outlet with a text style is a
                placeholder: that shrink is judged (the `codeFont` property names the code).
                """),
        examples: [
            .fires(.swift, #"Text("Hello").font(.body).minimumScaleFactor(0.5)"#),
            .fires(
                .storyboard,
                #"""
                <label text="Hello" adjustsFontSizeToFit="YES" minimumScaleFactor="0.5" adjustsFontForContentSizeCategory="YES" id="l1">
                <rect key="frame" x="16" y="0" width="200" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                """#
            ),
            .fires(
                .androidLayout,
                #"""
                <TextView
                    xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="100dp"
                    android:layout_height="wrap_content"
                    android:text="Hello"
                    android:textSize="14sp"
                    android:autoSizeTextType="uniform"/>
                """#
            ),
            .doesNotFire(
                .storyboard,
                #"""
                <label text="Hello" adjustsFontSizeToFit="YES" adjustsFontForContentSizeCategory="YES" id="l1">
                <rect key="frame" x="16" y="0" width="200" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                """#
            ),
            .fires(.compose, #"Text("Hello", style = MaterialTheme.typography.bodyLarge, autoSize = TextAutoSize.StepBased(minFontSize = 10.sp))"#),
            .doesNotFire(.swift, #"Text("Hello").font(.body).lineLimit(nil)"#),
            // Only emoji: a picture sized to its box, not text.
            .doesNotFire(.swift, #"Text("😀").font(.body).minimumScaleFactor(0.5)"#),
            // A fixed size undoes no chosen size; text.fixed-size reports it.
            .doesNotFire(.swift, #"Text("Hello").font(.system(size: 13)).minimumScaleFactor(0.7)"#),
            .doesNotFire(.swift, #"Text("Hello").font(.body).fixedSize().minimumScaleFactor(0.5)"#),
            .doesNotFire(.compose, #"Text("Hello", style = MaterialTheme.typography.bodyLarge)"#),
            .fires(.objectiveC, "self.titleLabel.adjustsFontSizeToFitWidth = YES;\n    self.titleLabel.minimumScaleFactor = 0.5;"),
            .doesNotFire(.objectiveC, "self.titleLabel.adjustsFontSizeToFitWidth = YES;"),
        ],
        check: { element, context in
            guard element.kind.showsText, let shrink = element.shrink else { return [] }
            // Only emoji: a picture sized to its box, as an icon is, not text a person reads
            // (SimpleTimeTracker `item_emoji_layout.xml:10`, an emoji picker's cell); contrast.text decides alike.
            if element.showsOnlyEmoji { return [] }
            // macOS has no Dynamic Type: shrinking there undoes no text size a person chose.
            let decision = context.decision(for: element)
            guard decision?.platform != .macOS else { return [] }
            // A fixed size follows no size a person chose, so shrinking it undoes none:
            // `text.fixed-size` is that element's finding (Home Assistant
            // WidgetEnergyAccessoryRectangularView.swift:17, a fixed 13 pt that also shrinks).
            // Unless code sets a font on the view's outlet that follows the text size: the file's
            // fixed size is then a placeholder (``ScannedShrink/codeFontLocation``).
            if case .fixed? = element.font, shrink.codeFontLocation == nil { return [] }
            if element.font == nil, element.fixedSizeConstant != nil { return [] }
            let scale = shrink.minimumScale.map { " down to \(LengthFormat.string($0 * 100))% of its size" } ?? ""
            let wrapping = ScanRules.wrapping(element, shrink: shrink)
            var finding: Finding
            if let phrase = decision?.otherPlatformPhrase, !phrase.isEmpty {
                // Another platform's file: shorter, so the platform it names fits in 200 characters.
                let percent = shrink.minimumScale.map { " to \(LengthFormat.string($0 * 100))%" } ?? ""
                let how = wrapping.map { " \($0.when)" } ?? " instead of wrapping it"
                finding = context.finding(
                    element, textShrinks, "\(shrink.mechanism) shrinks the text\(percent)\(how), undoing the text size a person chose\(phrase)")
            } else if let wrapping {
                finding = context.finding(
                    element, textShrinks,
                    "\(shrink.mechanism) makes the text shrink\(scale) \(wrapping.when), undoing the larger text size a person chose; \(wrapping.advice)")
            } else {
                finding = context.finding(
                    element, textShrinks,
                    "\(shrink.mechanism) makes the text shrink\(scale) to fit its width instead of wrapping, undoing the larger text size a person chose; let it wrap"
                )
            }
            // An app widget's clock or short text that autosize grows to fill a box the person
            // resizes: no chosen size is undone, but its smallest size is still worth a look.
            if let fills = shrink.fillsBox {
                finding.severity = .note
                finding.message = "\(shrink.mechanism): \(fills), rather than shrinking a size a person chose; check it stays legible at its smallest"
            }
            // In a slot the system sizes (a complication, the Dynamic Island), shrinking is how
            // a longer value fits: a note that says so, not a warning.
            if let slot = context.systemSlot(of: element) {
                let percent = shrink.minimumScale.map { " to \(LengthFormat.string($0 * 100))%" } ?? ""
                finding.severity = .note
                finding.message = "\(shrink.mechanism) shrinks the text\(percent)" + ScanRuleContext.systemSlotReason(slot)
            }
            // A storyboard label with no line limit and no fixed height in a cell wraps, and the
            // cell grows taller: UIKit shrinks text only when it exceeds the label's bounds (Apple,
            // `adjustsFontSizeToFitWidth`), which a label free to grow does not (Delta adee3c5c
            // Main.storyboard:104, the What's New description in a self-sizing cell, was a
            // warning). A note: a cell whose height is fixed would still make it shrink.
            // So does a scroll view's content (OnionBrowser 44edf9a8 WhyViewController.xib:151).
            if let grows = shrink.growingContainer, element.maxLines == 0, element.unwrappedLineLimit == nil, element.textHeight == nil,
                shrink.location == nil
            {
                finding.severity = .note
                finding.message =
                    grows == "cell"
                    ? "\(shrink.mechanism) in a cell, with numberOfLines 0 and no fixed height: the text wraps and the cell grows instead; it shrinks only in a cell of fixed height"
                    : "\(shrink.mechanism) in a scroll view, with numberOfLines 0 and no height constraint: the text wraps and the content grows instead; it never shrinks"
            }
            if let code = shrink.codeFontLocation {
                finding.properties.append(
                    Finding.Property(
                        "codeFont", "code sets the font at \(code.file.split(separator: "/").last.map(String.init) ?? code.file):\(code.line ?? 0)"))
            }
            // Code's shrink is reported where it is written, not at the font set lines above.
            if let location = shrink.location { finding.location = location }
            return [finding]
        })
}
