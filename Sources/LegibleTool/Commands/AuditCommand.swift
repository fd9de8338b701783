import ArgumentParser
import Foundation
import LegibleAudit
import LegibleCatalogs
import LegibleReporting
import LegibleShaping
import LegibleTypeScale

struct AuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit string catalogs for label overflow at every text size and language.",
        discussion: """
            Lays every string of each CATALOG out in its label, in every locale and variant \
            (plural forms, devices), at every content size category (xSmall … AX5), with real \
            fonts (HarfBuzz shaping, ICU line breaking), and reports where the text no longer \
            fits, and for each key and locale the largest size at which it still does ("fits \
            up to AX2").

            Catalogs: .xcstrings, .strings (UTF-8 or UTF-16), .stringsdict, Android strings.xml, \
            CSV (key,text[,locale]) or JSON. Placeholders (%@, %1$lld…) are replaced by sample \
            values (--sample KIND=VALUE to change them: object, string, integer, float, \
            hexadecimal, octal, character, pointer, boolean).

            Layout: --layout FILE (YAML or JSON) maps key globs to a text style or size, \
            weight, font, width, line limit and tracking; or, for a quick run, --width with \
            --style/--size, --weight, --lines, --tracking and --font for every key.

            Fonts: the bundled Inter stands in for SF Pro (Text below 20 pt, Display from \
            20 pt), with Noto Arabic, Hebrew, CJK and emoji fallbacks. Each text is shaped once \
            per font instance and laid out at every size from it.

            Bold Text: --bold-text both measures every label as it is and again with iOS's \
            Bold Text setting on (each weight drawn heavier, Regular as Semibold), and says up \
            to which size it fits with each; on measures only with it, off only without (the \
            default; the layout spec's boldText: key sets it per entry, and this flag replaces \
            it). Variable fonts get the heavier weight on their wght axis; a static font takes \
            the next heavier face the layout names (faces:), and a warning when it names none.

            Android: --platform android (or platform: android in the layout spec) measures \
            every label as Android draws it when a person picks a larger font size in Settings: \
            at each font scale Android 14 offers (0.85x, 1x, 1.15x, 1.3x, 1.5x, 1.8x, 2x), \
            with Android 14's non-linear scaling (large text grows less than small text), \
            letter spacing as Minikin sets it (ligatures kept up to 0.03 em; --android-version \
            14, the default, adds half a spacing at each end of a line, 15 does not), \
            Material 3 type roles instead of text styles (role: labelLarge in the spec, --role \
            in quick mode), widths in dp, and Roboto as the font; the answer is "fits up to \
            1.5x", and --fail-on takes a font scale (default 2x).

            Other Apple platforms: --platform watchos, tvos, macos or visionos (or platform: \
            in the spec) takes each text style's size from that platform's HIG table: watchOS \
            at its nine categories (xSmall … AX3, no Medium) with SF Compact's tracking, tvOS \
            and macOS at their single size (reported as Large). visionOS publishes no sizes: \
            give sizes in points there. The font stays the bundled stand-in.

            --fail-on CATEGORY: overflow at that category or a smaller one is an error, \
            overflow only at larger ones a warning (default AX5: every overflow is an error). \
            --baseline FILE (an earlier --format json report) accepts known findings. \
            --pseudo expand=40% measures pseudo-localised source text for untranslated keys and \
            in --pseudo-locale. --preview DIR writes an SVG of each overflowing label.

            Exit status: 0 when nothing overflows at or below --fail-on, 1 when something does, \
            2 on bad input (a malformed catalog or layout names the file, line and column).

            Examples:
              legible audit Localizable.xcstrings --layout layout.yaml
              legible audit Localizable.xcstrings --layout layout.yaml \\
                  --fail-on xxxLarge --format sarif
              legible audit en.lproj/Localizable.strings --width 160 --style body \\
                  --weight semibold
              legible audit Localizable.xcstrings --layout layout.yaml \\
                  --pseudo expand=40% --preview previews
              legible audit res/values-de/strings.xml --platform android \\
                  --role labelLarge --width 200 --fail-on 1.3x
            """
    )

    @Argument(
        help:
            "String catalogs: .xcstrings, .strings, .stringsdict, strings.xml, .csv or .json; or folders, searched for .xcstrings, .strings, .stringsdict and values*/strings*.xml."
    )
    var catalogs: [String] = []

    @Option(help: "Layout spec (YAML or JSON): how each key is displayed.")
    var layout: String?

    /// Quick mode: the label every key is laid out in.
    @OptionGroup(title: "Quick mode (instead of --layout)") var label: LabelOptions

    @Option(help: "Quick mode: the font file (path, or path#index for a face of a collection).")
    var font: String?

    @Flag(help: "Quick mode: draw the text style at its emphasized weight (the bold trait) when no --weight is given.")
    var emphasized = false

    @Option(help: "Quick mode on Android: a Material 3 type role (bodyLarge, labelLarge, titleMedium…) instead of --style.")
    var role: Parsed<MaterialTypeRole>?

    @Option(
        help:
            "ios (Dynamic Type sizes, the default), ipados, watchos, tvos, macos, visionos (each platform's HIG text styles) or android (font scales 0.85x…2x, Material roles, dp, Roboto); replaces the layout spec's platform."
    )
    var platform: Parsed<LayoutPlatform>?

    @Option(
        help:
            "Android: the release modelled, 14 (the default: half a letter spacing at each end of a line) or 15 (none there); replaces the layout spec's androidVersion."
    )
    var androidVersion: Parsed<AndroidVersion>?

    @Option(
        help:
            "Bold Text: off, on, or both (each label measured without and with iOS's Bold Text, which draws every weight heavier); default: the layout spec's boldText, else off."
    )
    var boldText: Parsed<BoldTextSetting>?

    @Option(help: "Output format: text, json, sarif, junit, github or html (one page with the fits table and the previews).")
    var format: String = "text"

    @Option(help: "Overflow at this content size category (default AX5) or, on Android, font scale (default 2x) or below is an error, above it a warning.")
    var failOn: String?

    @Option(help: "Accept the findings of an earlier --format json report.")
    var baseline: String?

    @Option(help: "Pseudo-localise untranslated strings, for example expand=40% or expand=100%,accents=off.")
    var pseudo: String?

    @Option(help: "The locale pseudo-localised source strings are audited in (with --pseudo).")
    var pseudoLocale: String = "en-XA"

    @Option(name: .customLong("sample"), help: "A placeholder sample, KIND=VALUE (repeatable), for example object=Maximilian.")
    var samples: [String] = []

    @Option(name: .customLong("locale"), help: "Audit only this locale (repeatable).")
    var locales: [String] = []

    @Option(help: "The locale of single-locale catalogs (.strings, strings.xml, CSV) when their folder does not say.")
    var catalogLocale: String?

    @Option(help: "Write an SVG of each overflowing label into this directory.")
    var preview: String?

    @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Replace the --output file and existing files in the --preview directory.")
    var force = false

    @Option(
        parsing: .unconditional,
        help: "How many batches of labels to measure at once, and threads to write the report, 1 to 1024 (default: the number of cores).")
    var jobs: String?

    func run() async throws {
        guard !catalogs.isEmpty else { throw InputError("audit: give at least one string catalog file") }
        if let output { try OutputFile.checkDestination(output, force: force, option: "--output") }
        var spec = try layoutSpec()
        if let platform = try platform?.value() {
            spec = try spec.withPlatform(platform)
        }
        let options = try auditOptions(platform: spec.platform)
        let baseline = try self.baseline.map { path throws(BaselineError) in try Baseline(contentsOfFile: path) }
        guard let format = AuditReport.Format(rawValue: format.lowercased()) else {
            throw InputError("format '\(format)': expected text, json, sarif, junit, github or html")
        }
        var catalogs: [StringCatalog] = []
        for path in try CatalogFolder.expand(self.catalogs) {
            catalogs.append(try StringCatalog(contentsOfFile: path, locale: catalogLocale))
        }
        let progress = AuditProgressBar.forStandardError()
        let auditor = OverflowAuditor(spec: spec, options: options)
        let result: AuditResult
        do {
            result = try await auditor.audit(catalogs, progress: progress?.update)
        } catch {
            progress?.finish()  // the bar's line ends before the error is printed
            throw error
        }
        progress?.finish()
        guard !result.labels.isEmpty || !result.unlaidKeys.isEmpty else {
            throw InputError("audit: the catalogs hold no strings\(locales.isEmpty ? "" : " in the locales given")")
        }
        var report = AuditReport(result)
        if let baseline { report.applyBaseline(baseline) }
        if let preview {
            let plan = try auditor.previewPlan(for: report.reportedOverflows)
            try AuditPreviewWriter(directory: preview, overwrite: force).write(plan)
        }
        // The audit is done and the previews written: the report streams out and cannot fail
        // half-way for bad input.
        guard let output else { try emitAndExit(report, as: format) }
        try emitReport(report, as: format, output: output, force: force)
    }

    private func auditOptions(platform: TextSizePlatform) throws -> AuditOptions {
        let jobs = try self.jobs.map { text throws(AuditError) in try AuditOptions.concurrency(parsing: text, role: "--jobs") }
        var options = AuditOptions(locales: Set(locales), concurrency: jobs, boldText: try boldText?.value())
        options.androidVersion = try androidVersion?.value()
        if options.androidVersion != nil, platform != .android {
            throw InputError("audit: --android-version is for Android layouts; give it with --platform android (or platform: android in the layout spec)")
        }
        if let failOn {
            switch platform {
            case .iOS: options.failOn = try TypeScaleArguments.parse { () throws(TypeScaleError) in try DynamicTypeCategory(parsing: failOn) }
            case .android: options.failOnFontScale = try TypeScaleArguments.parse { () throws(TypeScaleError) in try AndroidFontScale(parsing: failOn) }
            }
        }
        options.samples = try PlaceholderSamples(parsing: samples)
        // Android's strings are formatted by Java's Formatter: `%d` of 12345 is "12345".
        options.samples.followsJavaGrouping = platform == .android
        options.pseudolocalization = try pseudo.map { text throws(PseudolocalizationError) in try Pseudolocalization(parsing: text) }
        guard !pseudoLocale.isEmpty else { throw InputError("pseudo-locale: expected a locale identifier such as en-XA") }
        options.pseudoLocale = pseudoLocale
        return options
    }

    /// The spec file, or one default entry built from the quick-mode flags.
    private func layoutSpec() throws -> LayoutSpec {
        let arguments = label.arguments
        if let layout {
            guard arguments.isEmpty, font == nil, role == nil, !emphasized else {
                throw InputError(
                    "audit: give --layout FILE or the quick-mode flags (--width, --style, --role, --size, --weight, --emphasized, --lines, --tracking, --font), not both"
                )
            }
            return try LayoutSpec(contentsOfFile: layout)
        }
        guard arguments.width != nil else {
            throw InputError("audit: give --layout FILE, or --width POINTS (with --style, --weight, --lines…) for every label")
        }
        var rule = LayoutRule()
        rule.width = try arguments.parsedWidth()
        if [arguments.style, arguments.size, role?.description].compactMap({ $0 }).count > 1 {
            throw InputError(role == nil ? "audit: give --style or --size, not both" : "audit: give one of --style (iOS), --role (Android) and --size")
        }
        if let style = try arguments.parsedStyle() {
            // Named as a flag here: the layout spec's own check would name the YAML key `role:`.
            guard try platform?.value().textSizes != .android else {
                throw InputError("audit: --style \(style.rawValue) is an iOS text style; on Android give --role (a Material 3 type role such as bodyLarge)")
            }
            rule.sizing = .textStyle(style)
        }
        if let size = try arguments.parsedSize() { rule.sizing = .fixed(points: size) }
        if let role = try role?.value() {
            guard try platform?.value().textSizes == .android else {
                throw InputError("audit: --role \(role.rawValue) is a Material 3 type role; give it with --platform android")
            }
            rule.sizing = .materialRole(role)
        }
        rule.weight = try arguments.parsedWeight()
        if emphasized {
            guard arguments.size == nil, role == nil else {
                throw InputError("audit: --emphasized is a text style's emphasized weight; with --size or --role give --weight")
            }
            rule.emphasized = true
        }
        rule.maxLines = try arguments.parsedLines()
        rule.tracking = try arguments.parsedTracking()
        if rule.tracking != nil, try platform?.value().textSizes == .android {
            throw InputError("audit: --tracking is iOS's; an Android label takes its --role's letter spacing")
        }
        rule.font = font
        return LayoutSpec(defaults: rule)
    }
}
