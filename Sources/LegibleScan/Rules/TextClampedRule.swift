import LegibleReporting
import LegibleTypeScale

extension ScanRules {
    /// `text.clamped`: a Dynamic Type range that stops below the accessibility sizes.
    public static let textClamped: ScanRule = ScanRule(
        RuleDescriptor(
            id: "text.clamped", name: "TextClamped",
            summary:
                "A Dynamic Type range (.dynamicTypeSize(...), maximumContentSizeCategory) stops below the accessibility sizes, so people who need AX1–AX5 do not get them.",
            help:
                "Remove the upper bound, or raise it to .accessibility5; make the layout adapt instead (ViewThatFits, stacks that turn vertical). The message names the sizes cut off.",
            helpURI: resizeText, defaultSeverity: .warning,
            citation: "WCAG 2.2 SC 1.4.4 Resize Text; HIG: Typography",
            documentation: """
                A Dynamic Type range that stops below the accessibility sizes
                (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`, `maximumContentSizeCategory`): people who need
                AX1–AX5 do not get them. The message names the sizes cut off. Reported by the Swift reader,
                which reads the range where it is written (it clamps a whole subtree, not one element); the
                Compose reader reports `LocalDensity provides Density(…, fontScale = 1f)` (or a font scale
                capped with `coerceAtMost`, `coerceIn`, `minOf`) the same way, as a note when the cap is 2 or
                more. The Swift reader also reports `UIFontMetrics.scaledFont(for:maximumPointSize:)` at the
                content size category where the scaled size reaches the cap (the font's size times the style's
                growth from Large, `Tables/dynamic-type-ios.csv`); a cap the size never reaches before AX5 is
                not a finding. An app's own view modifier that caps the size at a category (its
                `ViewModifier` scales up to `UITraitCollection(preferredContentSizeCategory: cap)` with
                `maximumPointSize` or `min(…)`, or it applies `.dynamicTypeSize(...cap)`) is reported at
                each call with the cap the call passes or the parameter's default.
                """),
        examples: [
            .fires(.swift, #"Text("Hello").font(.body).dynamicTypeSize(...DynamicTypeSize.xxxLarge)"#),
            .doesNotFire(.swift, #"Text("Hello").font(.body).dynamicTypeSize(...DynamicTypeSize.accessibility5)"#),
            .fires(
                .compose,
                #"CompositionLocalProvider(LocalDensity provides Density(LocalDensity.current.density, fontScale = 1f)) { Text("Hello", fontSize = 14.sp) }"#),
            .doesNotFire(.swift, #"Text("Hello").font(.body)"#),
            .fires(.swift, "label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 22)"),
            .doesNotFire(.swift, "label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 60)"),
            .doesNotFire(.compose, #"Text("Hello", fontSize = 14.sp)"#),
        ])
}

extension ScanRules {
    /// `text.clamped`'s judgment of a Dynamic Type range a reader found, whose largest size is
    /// `upper`: `nil` when it allows AX5. Cutting every accessibility size is a warning (the rule's
    /// default); keeping some of them is a note, since the largest are still cut but the layout was
    /// thought about.
    ///
    /// - Parameters:
    ///   - upper: the largest size the range allows.
    ///   - written: the modifier or property as written, for the message.
    ///   - id: the element id the finding names.
    ///   - location: where the range is written.
    ///   - platform: the Apple platform whose sizes are cut, when not iOS's: watchOS's largest is AX3.
    package static func clampedDynamicType(
        upper: DynamicTypeCategory, written: String, id: String, location: Finding.Location, platform: ApplePlatform? = nil
    ) -> Finding? {
        let largest = platform?.contentSizeCategories.last ?? .ax5
        guard upper < largest else { return nil }
        let cut = DynamicTypeCategory.allCases.filter { $0 > upper && $0 <= largest }
        let names = cut.count == 1 ? cut[0].displayName : "\(cut.first!.displayName)–\(cut.last!.displayName)"
        let severity: Severity = upper.isAccessibilityCategory ? .note : textClamped.defaultSeverity
        let on = platform.map { " on \($0.displayName)" } ?? ""
        let message =
            "\(written) stops Dynamic Type at \(upper.displayName)\(on): people who set \(names) get \(upper.displayName) text here. "
            + "Let the text grow and make the layout adapt instead."
        var finding = Finding(id: id, rule: textClamped.id, severity: severity, message: message, location: location)
        // Kept for judging again by the file's platform (``clampedForPlatforms(_:decisions:)``).
        finding.setProperty("upperCategory", upper.rawValue)
        finding.setProperty("written", written)
        return finding
    }

    /// A Swift reader's Dynamic Type cap judged again for the platforms the file is built for
    /// (issue 33, class 10): where none has Dynamic Type (macOS) it cuts nothing and is dropped
    /// (`nil`); where every one is watchOS, watchOS's sizes (up to AX3) are the ones cut. A file
    /// built for iOS too, or a platform without its own table of sizes (tvOS, visionOS), keeps iOS's.
    package static func clampedForPlatforms(_ finding: Finding, decisions: [ScanPlatformDecision]) -> Finding? {
        guard finding.rule == textClamped.id, let raw = finding.property("upperCategory"), let upper = DynamicTypeCategory(rawValue: raw),
            let written = finding.property("written"), let location = finding.location, !decisions.isEmpty
        else { return finding }
        let platforms = Set(decisions.map(\.platform))
        if platforms.allSatisfy({ !$0.supportsDynamicType }) { return nil }
        guard platforms == [.watchOS] else { return finding }
        return clampedDynamicType(upper: upper, written: written, id: finding.id, location: location, platform: .watchOS)
    }

    /// `text.clamped`'s judgment of an Android font scale a reader found pinned or capped over a
    /// subtree (`LocalDensity provides Density(…, fontScale = 1f)`). Android's font scale goes up to
    /// 2 (Android 14): a cap at 2 or more cuts nothing off and is a note.
    ///
    /// - Parameters:
    ///   - written: the provided value as written, for the message.
    ///   - cap: the largest font scale left.
    ///   - capped: whether the scale is capped (`coerceAtMost`) rather than pinned.
    ///   - id: the element id the finding names.
    ///   - location: where it is written.
    package static func clampedFontScale(written: String, cap: Double, capped: Bool, id: String, location: Finding.Location) -> Finding {
        // `1`, `1.3`: as Kotlin writes the number.
        let scale = cap == cap.rounded() && abs(cap) < 1e15 ? String(Int(cap)) : String((cap * 1000).rounded() / 1000)
        let severity: Severity = cap >= 2 ? .note : textClamped.defaultSeverity
        let verb = capped ? "caps the font scale at \(scale)×" : "pins the font scale at \(scale)×"
        return Finding(
            id: id, rule: textClamped.id, severity: severity,
            message:
                "LocalDensity provides \(written) \(verb) for everything inside: people who set a larger font size get \(scale)× text here. "
                + "Let the text grow and make the layout adapt instead.",
            location: location)
    }
}
