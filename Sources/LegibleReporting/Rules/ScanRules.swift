/// The rules `legible scan` applies to an app's own screens: Interface Builder files, Android
/// layouts and Swift source. The same ids serve every kind of file, so one `legible.yaml`
/// `rules:` entry, one baseline and one suppression name a rule wherever it fires.
///
/// `overflow.label` is the audit's own rule (the scan audits the labels it derives exactly as
/// `legible audit` does); its descriptor is the audit's.
///
/// ```swift
/// ScanRules.all.map(\.id)
/// // ["text.fixed-size", "text.not-live", "text.shrinks", "text.clamped", "overflow.unknown-width",
/// //  "target.small", "contrast.text", "color.literal", "scan.unresolved", "scan.suppression-reason",
/// //  "scan.unreadable", "text.custom-relative"]
/// ```
public enum ScanRules {
    private static let resizeText = "https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html"
    private static let typography = "https://developer.apple.com/design/human-interface-guidelines/typography"

    /// `text.fixed-size`: text at a fixed point size, which Dynamic Type and Android's font
    /// scale cannot change.
    public static let textFixedSize = RuleDescriptor(
        id: "text.fixed-size", name: "TextFixedSize",
        summary: "Text is set at a fixed size (points, dp or px) instead of a text style or sp, so it does not grow with the user's text size.",
        help:
            "Use a text style (UIFont.preferredFont(forTextStyle:), .font(.body), Font.custom(_:size:relativeTo:), UIFontMetrics.scaledFont(for:)) or, on Android, an sp size or a TextAppearance; the message names the nearest style.",
        helpURI: resizeText, defaultSeverity: .warning,
        citation: "WCAG 2.2 SC 1.4.4 Resize Text; HIG: Typography (Dynamic Type)")

    /// `text.not-live`: a text style that is read once, so the text changes size only after
    /// the app is relaunched.
    public static let textNotLive = RuleDescriptor(
        id: "text.not-live", name: "TextNotLive",
        summary: "A UIKit text style is set without adjustsFontForContentSizeCategory, so the text changes size only after the app is relaunched.",
        help: "Set adjustsFontForContentSizeCategory = true on the view (in Interface Builder: Dynamic Type, Automatically Adjusts Font).",
        helpURI: typography, defaultSeverity: .warning,
        citation: "HIG: Typography (Dynamic Type)")

    /// `text.shrinks`: text that shrinks to fit its width instead of wrapping.
    ///
    /// A warning, not an error: shrink-to-fit undoes exactly the size a person chose, but a
    /// one-line numeric badge may shrink on purpose; re-grade it in `legible.yaml` where that is so.
    public static let textShrinks = RuleDescriptor(
        id: "text.shrinks", name: "TextShrinks",
        summary:
            "Text shrinks to fit its width (adjustsFontSizeToFitWidth, minimumScaleFactor, autoSizeTextType) instead of wrapping, undoing a larger text size.",
        help:
            "Let the text wrap (numberOfLines = 0, .lineLimit(nil), no maxLines) and give it the height it needs; the HIG asks apps to let text wrap at large sizes.",
        helpURI: typography, defaultSeverity: .warning,
        citation: "HIG: Typography; WCAG 2.2 SC 1.4.4 Resize Text")

    /// `text.clamped`: a Dynamic Type range that stops below the accessibility sizes.
    public static let textClamped = RuleDescriptor(
        id: "text.clamped", name: "TextClamped",
        summary:
            "A Dynamic Type range (.dynamicTypeSize(...), maximumContentSizeCategory) stops below the accessibility sizes, so people who need AX1–AX5 do not get them.",
        help:
            "Remove the upper bound, or raise it to .accessibility5; make the layout adapt instead (ViewThatFits, stacks that turn vertical). The message names the sizes cut off.",
        helpURI: resizeText, defaultSeverity: .warning,
        citation: "WCAG 2.2 SC 1.4.4 Resize Text; HIG: Typography")

    /// `overflow.unknown-width`: a label whose width the scan cannot know, so it was not audited.
    public static let unknownWidth = RuleDescriptor(
        id: "overflow.unknown-width", name: "UnknownLabelWidth",
        summary:
            "A label's width cannot be known from the file (wrap_content in a chain, constraints to a superview of unknown width), so it was not audited for overflow.",
        help:
            "Set `scan: screen:` widths in legible.yaml so widths relative to the screen can be worked out, or audit the label with a hand-written layout spec.",
        defaultSeverity: .note)

    /// `target.small`: a control smaller than the platform's minimum target.
    public static let targetSmall = RuleDescriptor(
        id: "target.small", name: "TargetSmall",
        summary: "A control (button, switch, stepper, segmented control, tappable view) is smaller than 44×44 pt on iOS or 48×48 dp on Android.",
        help:
            "Grow the control or its hit area (padding, minWidth/minHeight, .frame(minWidth: 44, minHeight: 44), .contentShape); the message says how much on each side.",
        helpURI: "https://developer.apple.com/design/human-interface-guidelines/accessibility", defaultSeverity: .error,
        citation: "HIG: Accessibility (44×44 pt); Material: touch targets (48×48 dp); WCAG 2.2 SC 2.5.8")

    /// `contrast.text`: text whose colour does not contrast enough with the background it sits on.
    public static let contrastText = RuleDescriptor(
        id: "contrast.text", name: "TextContrast",
        summary: "Text does not reach its WCAG contrast ratio (4.5:1, or 3:1 for large text) against the background it sits on, in some appearance.",
        help: "Change the text or background colour; `legible contrast FG BG --suggest` gives the nearest passing colour.",
        helpURI: "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html", defaultSeverity: .error,
        citation: "WCAG 2.2 SC 1.4.3 Contrast (Minimum); HIG: Accessibility (4.5:1)")

    /// `color.literal`: a colour written as numbers outside the design system's own files.
    /// Off unless `legible.yaml` switches it on.
    public static let colorLiteral = RuleDescriptor(
        id: "color.literal", name: "ColorLiteral",
        summary:
            "A colour is written as numbers (Color(red:green:blue:), #colorLiteral, a hex value in a layout) instead of a design-system colour, so it has no dark or increased-contrast variant.",
        help: "Use a named colour from the asset catalog or the design system's tokens.",
        defaultSeverity: .note, isEnabledByDefault: false)

    /// `scan.unresolved`: a reference the scan cannot follow (a string, colour or style that no
    /// file defines).
    public static let unresolved = RuleDescriptor(
        id: "scan.unresolved", name: "UnresolvedReference",
        summary: "An element refers to a string, colour, font or style that the scanned files do not define, so the checks that need it were not made.",
        help: "Add the missing resource, or point `scan:` in legible.yaml at the folders that define it.",
        defaultSeverity: .warning)

    /// `scan.suppression-reason`: a suppression that gives no reason.
    public static let suppressionWithoutReason = RuleDescriptor(
        id: "scan.suppression-reason", name: "SuppressionWithoutReason",
        summary: "A suppression (legible:ignore comment, tools:ignore, or an ignore entry in legible.yaml) gives no reason.",
        help: "Say why after the rule id (`// legible:ignore text.shrinks — single-digit badge`), so the next reader knows the finding was judged.",
        defaultSeverity: .note)

    /// `scan.unreadable`: an interface or resource file the scan cannot read. The rest of the
    /// app is still scanned; an error, since the file's screens were not checked at all.
    public static let unreadable = RuleDescriptor(
        id: "scan.unreadable", name: "UnreadableFile",
        summary: "A storyboard, xib, layout, Swift file, string catalog or resource file cannot be read, so nothing in it was checked.",
        help: "Fix the file at the position given (Xcode or Android Studio shows the same problem), or exclude it with scan: exclude: in legible.yaml.",
        defaultSeverity: .error)

    /// `text.custom-relative`: `Font.custom(_:size:)` whose size is another text style's, so it
    /// most likely meant to scale as that style (`relativeTo:`). A note: the font does scale.
    public static let customFontRelative = RuleDescriptor(
        id: "text.custom-relative", name: "CustomFontRelativeTo",
        summary: "Font.custom(_:size:) scales as Body, but its size is another text style's, which it most likely meant to scale with.",
        help: "Write Font.custom(_:size:relativeTo:) with the style the size belongs to (13 pt: .footnote).",
        helpURI: typography, defaultSeverity: .note,
        citation: "HIG: Typography (Dynamic Type)")

    /// Every scan rule in the order `legible rules` lists them.
    public static let all: [RuleDescriptor] = [
        textFixedSize, textNotLive, textShrinks, textClamped, unknownWidth, targetSmall, contrastText, colorLiteral, unresolved,
        suppressionWithoutReason, unreadable, customFontRelative,
    ]

}
