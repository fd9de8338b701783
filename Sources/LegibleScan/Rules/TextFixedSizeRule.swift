import LegibleReporting
import LegibleTargets
import LegibleTypeScale

extension ScanRules {
    /// `text.fixed-size`: text at a fixed point size, which Dynamic Type and Android's font
    /// scale cannot change.
    public static let textFixedSize: ScanRule = ScanRule(
        RuleDescriptor(
            id: "text.fixed-size", name: "TextFixedSize",
            summary: "Text is set at a fixed size (points, dp or px) instead of a text style or sp, so it does not grow with the user's text size.",
            help:
                "Use a text style (UIFont.preferredFont(forTextStyle:), .font(.body), Font.custom(_:size:relativeTo:), UIFontMetrics.scaledFont(for:)) or, on Android, an sp size or a TextAppearance; the message names the nearest style.",
            helpURI: resizeText, defaultSeverity: .warning,
            citation: "WCAG 2.2 SC 1.4.4 Resize Text; HIG: Typography (Dynamic Type)",
            documentation: """
                Text set at a size that never scales: on iOS a font with a point size
                (`fontDescription type="system" pointSize="17"`, a custom font with `pointSize`,
                `UIFont.systemFont(ofSize:)`, `.font(.system(size: 17))`, a size given by one of UIKit's class
                constants `UIFont.labelFontSize`, `systemFontSize`, `smallSystemFontSize` and `buttonFontSize`, or
                arithmetic on one, or by a constant of the app whose every value is a number, such as `static let
                mediumFontSize = isIPhone5OrSmaller ? CGFloat(15) : CGFloat(17)`, named with its values, or by the app's own text size
                setting, an enum's `static var current` whose property returns a number in each case, named as the app's own setting with its sizes:
                a larger text size chosen in Settings still changes nothing), on Android a `textSize` in `dp`, `px`
                or `pt` (or, with `autoSizeTextType="uniform"`, an `autoSizeMaxTextSize` in them: autosize
                draws the text at that maximum when it fits, whatever `textSize` says), in Compose `14.dp.toSp()` or a size divided by `fontScale`
                (`x.dp.toSp()` of a value the file does not give, such as `typography.displayMedium.fontSize.value.dp.toSp()`, is
                reported without a size). Dynamic Type and Android's
                font size setting cannot make it larger, so a person who
                needs larger text does not get it.

                The message names the text style to use instead: the style whose size at the default text
                size (Large) is nearest, and between styles of the same size the one whose weight is nearest
                (17 pt Semibold is Headline, 17 pt Regular is Body); the weight is mentioned when it differs
                from the style's own. On Android it suggests the same size in `sp` and the nearest Material 3
                type role. A size from UIKit's constants is named as written, with no style: Apple's
                documentation gives none of their values in points, so nothing is measured at them.

                Not a finding: a text style, a Material role, a size in `sp`, a size scaled with
                `UIFontMetrics`, `@ScaledMetric` or `Font.custom(_:size:relativeTo:)`; on iOS, a fixed size at
                or above what its nearest text style reaches at AX5, the largest text size (a 64 pt figure,
                larger than Large Title's 60 pt there): no setting a person can choose makes text that large.
                So on watchOS at or above its nearest style at the largest watch size (Large Title is 46 pt at AX3).

                In a file of another Apple platform (Scan.md, "Platforms") the suggestion is that platform's
                nearest text style from the HIG's table (watchOS at Large, tvOS's single set): a fixed 15 pt font
                is Caption 1 on watchOS and Caption 2 (23 pt) on tvOS, where the message adds that 15 pt is under
                tvOS's 23 pt minimum text size. visionOS publishes no sizes, so the message asks for a text style
                without naming one. macOS has no Dynamic Type: a fixed size there is reported only when it is
                under macOS's 10 pt minimum. tvOS has it: since tvOS 27 people choose a text size (Settings ›
                Accessibility › Display › Text Size, Large up to Accessibility XXXL; WWDC26 session 221), so a
                fixed size in a tvOS file or `#if TARGET_OS_TV` block is reported at any size, as on iOS.

                A note, saying why, in a slot the system sizes and the text cannot grow out of: a Live
                Activity's `DynamicIsland` regions and its `.small` presentation (a `case .small:` of a `switch`
                on `activityFamily`: the watch's Smart Stack, CarPlay), a watch complication, and a view only a
                `case` of WidgetKit's accessory families (`.accessoryCircular`, `.accessoryRectangular`,
                `.accessoryInline`) draws, which is an iPhone Lock Screen widget or a watch complication (as
                for `text.shrinks`); and on a
                launch screen (the storyboard an `Info.plist`'s `UILaunchStoryboardName` names, or the Xcode
                project's `INFOPLIST_KEY_UILaunchStoryboardName` build setting), which the
                system shows as a static snapshot while the app starts. A note too for one character (a letter,
                a digit, or a check mark `✓` in a radio or check indicator) filling a badge — a view of 64 pt or less on each side with a fill of its own, the
                label spanning at least half of it (the Nutri-Score grade letter, a monogram), or a picture of
                that size it is drawn over (a label centred on an image view behind it, a button's title on its
                own background image: a security level's digit in a shield), or a label that is the badge itself
                (rounded by a `layer.cornerRadius` runtime attribute, with a fill or a border): it is drawn as
                a symbol, as Compose's avatar initials are, and a larger size would only spill out of the badge.
                In UIKit code, a label whose every text is a value named as one letter (`$0.capital`,
                `user.initial`) or an app member that returns one character (a `String` function or property
                every `return` of which is `x.first` uppercased, `x.prefix(1)`, a one-character literal or a
                one-digit number formatted), centred on both axes in a view its type gives a fill and a corner
                radius, is such a badge too, whatever size code gives the view, as is one centred on an image view
                the type sizes at 64 pt or less; so is a SwiftUI `Text` of one letter of a value
                (`Text(name.prefix(1))`, or such a member) centred in a `ZStack` over a rounded fill (`Circle()`),
                or over an `Image` when a frame of 64 pt or less holds the stack. On Android, a `TextView` of 64 dp
                or less on each side, its text centred (`gravity="center"`) on a background `<shape>` of the app's
                that is an oval or has rounded corners and a `<solid>` fill, is such a badge; its text is the layout's
                `android:text`, else its `tools:text` when code sets one the scan cannot read.
                Text of more than one character in a badge, or one letter anywhere else, is judged as text.
                A note as well for text that is only emoji (`Text("🎉")`, each character drawn as a picture
                by default or made one by U+FE0F, a joiner sequence, a keycap or a flag): the colour
                emoji font draws pictures, as an SF Symbol is drawn, and a person who needs larger text
                reads nothing in them. A digit or `©` alone, and emoji beside words, are text. So is text that is
                only private-use characters (U+E000–U+F8FF and the supplementary private-use planes), where icon
                fonts such as FontAwesome draw their pictures: a note; a letter beside them makes it text. A note too for
                a SwiftUI `Text(model.defaultEmoji)` of a property declared once in the app with an emoji
                literal (`@Published var defaultEmoji = "👍"`) that nothing else assigns or binds, and for
                `Text(time.emoji)` where `time` is declared of an enum whose `var emoji: String { switch self { … } }`
                returns an emoji literal in every case, and for `Text(emoji)` of a view's `let emoji: String` (or
                `…Emoji`) that every construction of the view in the app fills with an emoji literal or a value
                named so (`ReactionCell(emoji: reaction.emoji, …)`, its preview's `"🙂"`); and for a UIKit view whose every text code gives it is
                `emoji.rawValue` of a type whose raw values are emoji (`enum Emoji: String { case grinning = "😀" … }`),
                and for an Android view with no text of its own (a `tools:text` sample at most) whose every text
                code sets is a value named for emoji (`emojiView.setText(reaction.emoji)`, `getEmoji()`), or
                named as a reaction (`setText(reaction)`) where its sample has no letter or digit (`tools:text=":)"`).
                A note for a lone round dot (`•`, `●`, `◦`, the whole of what a label shows, in UIKit code every
                text code gives it): a status indicator, such as an unread dot, drawn with a glyph; a larger
                size makes no word easier to read.
                A note too for text that is only punctuation a layout puts between other views (`-`, `–`,
                `/`, `:`, `·`, `|`, `…`: OpenKeychain's `android:text="-"` at 18 dp between backup-code
                fields): nothing in it is read, and the views beside it carry the text and their own
                findings. A letter, a digit, `%`, `?` or `+` in it makes it text (`-5` is judged).

                In an app widget whose code sets the size again by a value of the app's own
                (`RemoteViews.setTextViewTextSize(R.id.x, TypedValue.COMPLEX_UNIT_PX, size)`, as a
                widget's own text-size setting does), the warning stays, since the font size setting
                still changes nothing, and its message names that call, so a reviewer can weigh the
                app's control.
                """),
        examples: [
            .fires(.swift, #"Text("Hello").font(.system(size: 15))"#),
            .fires(
                .storyboard,
                #"""
                <label text="Hello" id="l1">
                <rect key="frame" x="16" y="0" width="200" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """#
            ),
            .fires(
                .androidLayout,
                #"""
                <TextView
                    xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="wrap_content"
                    android:layout_height="wrap_content"
                    android:text="Hello"
                    android:textSize="14dp"/>
                """#
            ),
            .fires(
                .androidLayout,
                #"""
                <TextView
                    xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto"
                    android:layout_width="128dp"
                    android:layout_height="128dp"
                    android:text="3 / 5"
                    app:autoSizeMaxTextSize="32dp"
                    app:autoSizeTextType="uniform"/>
                """#
            ),
            .fires(.compose, #"with(LocalDensity.current) { Text("Hello", fontSize = 14.dp.toSp()) }"#),
            .fires(.objectiveC, "self.titleLabel.font = [UIFont systemFontOfSize:17];"),
            .fires(.swift, "titleLabel.font = UIFont.systemFont(ofSize: UIFont.labelFontSize * 0.8)"),
            .doesNotFire(.objectiveC, "self.titleLabel.font = [[UIFontMetrics defaultMetrics] scaledFontForFont:[UIFont systemFontOfSize:17]];"),
            .doesNotFire(.swift, #"Text("Hello").font(.body)"#),
            .doesNotFire(.swift, #"Text("42").font(.system(size: 64, weight: .bold))"#),
            .doesNotFire(.compose, #"Text("Hello", fontSize = 14.sp)"#),
            .doesNotFire(.compose, #"Text("Hello", style = MaterialTheme.typography.bodyLarge)"#),
            .doesNotFire(.swift, #"Text("Hello").font(.custom("Inter", size: 15, relativeTo: .body))"#),
            .doesNotFire(
                .storyboard,
                #"""
                <label text="Hello" adjustsFontForContentSizeCategory="YES" id="l1">
                <rect key="frame" x="16" y="0" width="200" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                """#
            ),
            .doesNotFire(
                .androidLayout,
                #"""
                <TextView
                    xmlns:android="http://schemas.android.com/apk/res/android"
                    android:layout_width="wrap_content"
                    android:layout_height="wrap_content"
                    android:text="Hello"
                    android:textSize="14sp"/>
                """#
            ),
            .doesNotFire(
                .androidLayout,
                #"""
                <TextView
                    xmlns:android="http://schemas.android.com/apk/res/android"
                    xmlns:app="http://schemas.android.com/apk/res-auto"
                    android:layout_width="128dp"
                    android:layout_height="128dp"
                    android:text="3 / 5"
                    app:autoSizeMaxTextSize="32sp"
                    app:autoSizeTextType="uniform"/>
                """#
            ),
        ],
        check: { element, context in
            if element.font == nil, let constant = element.fixedSizeConstant, element.kind.showsText {
                return fixedSizeConstantFindings(element, constant: constant, context: context)
            }
            guard element.kind.showsText, case .fixed(let size, let unit, let weight, let family) = element.font else { return [] }
            // An operand of `Text + Text` after the first fixed one: that one's finding names it (``ScannedJoinedText``).
            if element.joinedInto != nil { return [] }
            let font = "\(LengthFormat.string(size)) \(unit) \(ScannedFont.face(family: family, weight: weight))"
            if context.isOnLaunchScreen(element) {
                let why = "; it is on the launch screen, which the system shows as a static snapshot while the app starts, drawn before any text size applies"
                return [context.finding(element, textFixedSize, "the font is a fixed \(font)" + why, severity: .note)]
            }
            if let why = symbolReason(element, context: context) {
                return [context.finding(element, textFixedSize, "the font is a fixed \(font)" + why, severity: .note)]
            }
            switch element.platform {
            case .iOS:
                if let judged = context.platformFixedSize(element, size: size, weight: weight, font: font) { return judged.finding.map { [$0] } ?? [] }
                let style = TextStyleSuggestion.nearest(size: size, weight: weight)
                // Text already as large as its nearest style at AX5 (Large Title is 60 pt there) is
                // larger than any size a person can choose: there is nothing for it to grow to
                // (Aidoku eb812a56 `StatsGridView.swift:106`, a 64 pt total).
                if size >= DynamicType.metrics(for: style, category: .ax5).size { return [] }
                let metrics = DynamicType.metrics(for: style, category: DynamicType.defaultCategory)
                let weightNote = weight == metrics.weight ? "" : " at weight \(weight.name)"
                var finding = context.finding(
                    element, textFixedSize,
                    "the font is a fixed \(font)\(joinedPhrase(element, size: size))\(context.decision(for: element)?.phrase ?? ""), which Dynamic Type never changes; "
                        + "use the \(style.displayName) text style "
                        + "(\(LengthFormat.string(metrics.size)) pt \(metrics.weight.name) at the default size)\(weightNote) with adjustsFontForContentSizeCategory"
                )
                finding.properties += element.joinedTexts.map { Finding.Property("joined", $0.location.description) }
                return [finding]
            case .android:
                let role = TextStyleSuggestion.nearestRole(size: size, weight: weight)
                if element.location.file.hasSuffix(".kt") {
                    // Compose: the size was converted from dp (`14.dp.toSp()`) or divided by the font scale.
                    return [
                        context.finding(
                            element, textFixedSize,
                            "fontSize is a fixed \(LengthFormat.string(size)) \(unit) (converted from \(unit) or divided by fontScale), which the font size setting never changes; "
                                + "use \(LengthFormat.string(size)).sp, or style = MaterialTheme.typography.\(role.rawValue) (\(LengthFormat.string(role.style.size)) sp \(role.style.weight.name))"
                        )
                    ]
                }
                let fixed = "\(element.sizeAttribute ?? "textSize") is a fixed \(LengthFormat.string(size))\(unit), which the font size setting never changes"
                // An app widget's size code sets again by the app's own value: the reviewer sees the
                // app's control, and the advice is the call's unit (the message stays under 200 characters).
                if let call = element.codeTextSize {
                    // In px the value is a dimen's pixels times the app's factor: an sp dimen scales it
                    // once (COMPLEX_UNIT_SP as well would scale it twice, GeometricWeather b2373551
                    // ClockDayDetailsWidgetIMP.java:152); in dp the unit is what to change.
                    let advice = call.hasPrefix("in px") ? "make its dimen \(LengthFormat.string(size))sp" : "use COMPLEX_UNIT_SP"
                    return [
                        context.finding(
                            element, textFixedSize, fixed + "; code rescales it by an app value (setTextViewTextSize \(call)): " + advice)
                    ]
                }
                return [
                    context.finding(
                        element, textFixedSize,
                        fixed + "; use \(LengthFormat.string(size))sp, "
                            + "or textAppearance \(role.displayName) (\(LengthFormat.string(role.style.size)) sp \(role.style.weight.name))")
                ]
            }
        })
}

/// For the first fixed operand of `Text + Text` (``ScannedElement/joinedTexts``), what the rest of
/// the line is: `, and the 2 texts joined to it with + (lines 20, 21) are fixed too: one line at
/// 15, 13 and 14 pt`; empty for any other text.
private func joinedPhrase(_ element: ScannedElement, size: Double) -> String {
    guard !element.joinedTexts.isEmpty else { return "" }
    var sizes = [LengthFormat.string(size)]
    for joined in element.joinedTexts {
        if case .fixed(let size, _, _, _) = joined.font { sizes.append(LengthFormat.string(size)) }
    }
    let list = sizes.dropLast().joined(separator: ", ") + " and " + sizes[sizes.count - 1]
    let lines = element.joinedTexts.compactMap { $0.location.line.map(String.init) }.joined(separator: ", ")
    let count = element.joinedTexts.count
    return
        ", and the \(count == 1 ? "text" : "\(count) texts") joined to it with + (line\(count == 1 ? "" : "s") \(lines)) \(count == 1 ? "is" : "are") fixed too: one line at \(list) pt"
}

/// `text.fixed-size` of a size one of UIKit's class constants gives
/// (``ScannedElement/fixedSizeConstant``): its value in points is not published, so no style is
/// named and a platform whose rule needs the number (macOS, judged against its 10 pt minimum) is
/// not judged.
private func fixedSizeConstantFindings(_ element: ScannedElement, constant: String, context: ScanRuleContext) -> [Finding] {
    if element.platform == .android {
        // Compose's `x.dp.toSp()` of a value the file does not give (Home Assistant 532638a9
        // RefreshIntervalPickerView.kt:82): frozen, at a size not known here.
        let message = "fontSize \(constant) is frozen in dp, which the font size setting never changes; use an sp size or a MaterialTheme.typography role"
        return [context.finding(element, ScanRules.textFixedSize, message)]
    }
    let decision = context.decision(for: element)
    if let platform = decision?.platform, !platform.supportsDynamicType { return [] }
    // A size the app's own text-size setting chooses (``FixedSizeWording/appSetting``, primal-ios-app's
    // FontSizeSelection) is named with the setting's sizes: it is fixed only as far as Dynamic Type goes.
    let font = "the font's size is \(constant)" + (constant.contains(FixedSizeWording.appSetting) ? "" : ", a fixed size")
    // A symbol sized by the app's constant (Session's emoji reactions at `Values.verySmallFontSize`)
    // is a note as it is at a literal size.
    if let why = symbolReason(element, context: context) {
        return [context.finding(element, ScanRules.textFixedSize, font + why, severity: .note)]
    }
    return [
        context.finding(
            element, ScanRules.textFixedSize,
            "\(font)\(decision?.phrase ?? ""), which Dynamic Type never changes; use a text style with adjustsFontForContentSizeCategory"
        )
    ]
}

extension ScanRuleContext {
    /// The text an element shows when it is only separators (``SeparatorText``): code's text when
    /// the scan reads it, else the file's literal, or a SwiftUI text's kept past the width check
    /// (``ScannedElement/pictogram``); `nil` for any other text, or none.
    static func separatorText(_ element: ScannedElement) -> String? {
        var shown = element.shownLiteral
        switch element.codeText?.value {
        case .text(let text)?: shown = text.literal
        // Code sets a text the scan cannot read: the file's dash is a placeholder for it.
        case .unreadable?: return nil
        case nil: break
        }
        guard let shown, SeparatorText.isSeparatorOnly(shown) else { return nil }
        return shown
    }

    /// The one dot an element shows alone (``EmojiText/isDotGlyph(_:)``): code's text when the
    /// scan reads it, else the file's literal or the glyph a UIKit code label is only ever given
    /// (``ScannedElement/pictogram``); `nil` for any other text.
    static func dotGlyph(_ element: ScannedElement) -> String? {
        var shown = element.shownLiteral
        if case .text(let text)? = element.codeText?.value { shown = text.literal }
        guard let shown, EmojiText.isDotGlyph(shown) else { return nil }
        return shown.filter { !$0.isWhitespace }
    }

    /// The one character a badge label shows (``ScannedBadge``): code's text when the scan reads
    /// it, else the file's (kept by the badge when code's replaces it), is a single letter, digit
    /// or check mark; `nil` when it is longer, or there is none.
    static func badgeGlyph(_ element: ScannedElement) -> String? {
        var shown = element.text?.literal ?? element.badge?.fileText
        if case .text(let text)? = element.codeText?.value { shown = text.literal }
        guard let shown, shown.count == 1, let glyph = shown.first, glyph.isLetter || glyph.isNumber || badgeMarks.contains(glyph) else { return nil }
        return String(glyph)
    }

    /// Check and ballot marks (U+2713–U+2718): in a badge, a radio or check indicator's mark
    /// (OnionBrowser 44edf9a8 SecurityLevelCell.swift:51 fills a 24 pt circle with "✓").
    static let badgeMarks: Set<Character> = ["\u{2713}", "\u{2714}", "\u{2715}", "\u{2716}", "\u{2717}", "\u{2718}"]
}

/// Why a fixed font is a note rather than a warning: the element sits in a system slot, or shows a
/// monogram, a badge's one character, only emoji, a lone dot or a separator, none of them text a
/// person reads; `nil` when it shows text.
private func symbolReason(_ element: ScannedElement, context: ScanRuleContext) -> String? {
    if let slot = context.systemSlot(of: element) { return ScanRuleContext.systemSlotReason(slot) }
    if let letter = element.badge?.codeLetter {
        return
            "; it is one letter (\(letter)) centred in a filled, rounded view or on a small picture: a monogram badge, drawn as a symbol as an avatar's initials are"
    }
    if let badge = element.badge, let glyph = ScanRuleContext.badgeGlyph(element) {
        let tile = "\(LengthFormat.string(badge.width))×\(LengthFormat.string(badge.height)) \(element.platform == .android ? "dp" : "pt")"
        return "; it is one character (\"\(glyph)\") filling a \(tile) badge, drawn as a symbol as an avatar's initials are: "
            + "a larger size would spill out of the badge"
    }
    if let emoji = element.shownLiteral, EmojiText.isEmojiOnly(emoji) {
        return "; it shows only emoji (\"\(emoji)\"), which are drawn as pictures, as a symbol is, not as text a person reads"
    }
    // An icon font's glyphs (FontAwesome's U+F0AC globe, ef-app_ios `DealerDetail.storyboard:91`): pictures, as emoji are.
    if let glyphs = element.shownLiteral, EmojiText.isPrivateUseOnly(glyphs) {
        let codes = glyphs.unicodeScalars.filter { !$0.properties.isWhitespace }.prefix(3).map { "U+" + String($0.value, radix: 16, uppercase: true) }
        return "; it shows only private-use characters (\(codes.joined(separator: " "))), an icon font's pictures, "
            + "drawn as a symbol is, not text a person reads"
    }
    if let value = element.emojiInCode {
        return "; code gives it only \(value), named as emoji, which are drawn as pictures, as a symbol is, not as text a person reads"
    }
    // A lone dot is an indicator's shape (Unwrap `NewsTableViewCell.swift:50-51`, the unread
    // dot): checked before separators, whose message speaks of views beside it.
    if let dot = ScanRuleContext.dotGlyph(element) {
        return "; it shows only a dot (\"\(dot)\"), a status indicator drawn with a glyph, not text a person reads"
    }
    if let separator = ScanRuleContext.separatorText(element) {
        return "; it shows only punctuation (\"\(separator)\"), a separator between other views: the text a person reads is theirs, judged on its own"
    }
    return nil
}

/// The words a size description uses for a size the app's own text-size setting chooses (a
/// Swift reader's `AppSizeSettings`), which `text.fixed-size` does not call "a fixed size".
package enum FixedSizeWording {
    package static let appSetting = "the app's own setting"
}
