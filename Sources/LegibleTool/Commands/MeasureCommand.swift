import ArgumentParser
import LegibleAudit
import LegibleShaping
import LegibleSyntax

struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure and wrap text with real fonts at any text size.",
        discussion: """
            Shapes TEXT with HarfBuzz (FreeType and HarfBuzz font data, ICU line breaking, \
            bidi and script runs) and reports its width in points, the lines it wraps into \
            inside --width, and whether it fits in --lines lines.

            Size: --style and --category give the Dynamic Type size, weight and leading \
            (default: --style body --category large, 17 pt); --size gives a point size, with \
            the font's own line height. --bold-text measures with iOS's Bold Text setting \
            on: the weight is made heavier as iOS does (Regular → Semibold, Semibold → Heavy) \
            and set on the font's wght axis; a font without one gets a warning.

            Android: --platform android measures text as an Android phone draws it at a font \
            size setting: --role gives a Material 3 type role (bodyLarge by default, labelLarge, \
            titleMedium…) and --font-scale the scale a person picked in Settings › Display › \
            Font size (0.85x, 1x, 1.15x, 1.3x, 1.5x, 1.8x, 2x); sizes in sp become dp with \
            Android 14's non-linear scaling (big text grows less), widths are in dp, and the \
            font is the bundled Roboto.

            Other Apple platforms: --platform watchos, tvos or macos takes --style (and, on \
            watchOS, --category: xSmall … AX3) from the HIG's table of that platform and \
            measures at its size and weight; watchOS's SF Compact is not bundled, so Inter \
            measures it (a warning says so; --font gives your own). visionos publishes no \
            sizes: give --size.

            Fonts: the bundled Inter stands in for SF Pro (Inter Text below 20 pt, Inter \
            Display from 20 pt), with Noto Sans Arabic, Hebrew, CJK SC and Noto Color Emoji \
            as fallbacks. --font PATH (repeatable) puts your own fonts first, the first one \
            primary and the others fallbacks in order, before the bundled fallbacks. \
            Characters that no font covers are reported, not measured silently.

            Tracking is added after every cluster except the last on each line (CoreText \
            treats tracking as trailing whitespace) and turns off optional ligatures, as \
            CoreText does. hig: Apple's table for --tracking-family at the size (default with \
            the bundled fonts); font: only the font's own trak table (default with --font); \
            none; or a number of points.

            Exit status: 0 when the text fits (or no --width is given), 1 when it does not, \
            2 on bad input.

            Examples:
              legible measure "Continue to payment" --style body --category AX5 \\
                  --width 320 --lines 1
              legible measure "Datenschutzeinstellungen" --size 17 --width 150 \\
                  --lines 2
              legible measure --strings labels.txt --style headline --width 200 \\
                  --format json
              legible measure "Einstellungen" --platform android --role labelLarge \\
                  --font-scale 1.5x --width 280
              legible measure "Start workout" --platform watchos --style footnote1 \\
                  --category AX3 --width 150
            """
    )

    @Argument(help: "The text to measure (or use --strings).")
    var text: String?

    @Option(name: .customLong("strings"), help: "Measure every line of this file (- for standard input) instead of TEXT.")
    var stringsFile: String?

    @OptionGroup var label: LabelOptions

    @Option(help: "Content size category: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1 … AX5.")
    var category: String?

    @Option(help: "A font file (.ttf, .otf, .ttc, or path#index for a face of a collection); repeat for fallbacks, first one primary.")
    var font: [String] = []

    @Option(parsing: .unconditional, help: "The face to use inside the first --font file (a .ttc collection), from 0.")
    var faceIndex: Int?

    @Flag(help: "Use the text style's emphasized weight (the bold trait).")
    var emphasized = false

    @Flag(help: "Measure with iOS's Bold Text on: every weight drawn heavier, as a person who turned it on in Settings sees it (Regular becomes Semibold).")
    var boldText = false

    @Option(
        help:
            "ios (the default), ipados, watchos, tvos, macos (their HIG text styles; watchOS's SF Compact is not bundled, Inter stands in), visionos (--size only) or android (Material roles at a font scale, in dp, with Roboto)."
    )
    var platform: String?

    @Option(help: "Android: a Material 3 type role: bodyLarge (the default), labelLarge, titleMedium…")
    var role: String?

    @Option(help: "Android: the font scale, 0.85x, 1x (the default), 1.15x, 1.3x, 1.5x, 1.8x or 2x.")
    var fontScale: String?

    @Option(help: "Android: the release modelled, 14 (the default: half a letter spacing at each end of a line) or 15 (none there).")
    var androidVersion: String?

    @Option(help: "The family whose HIG tracking table --tracking hig uses.")
    var trackingFamily: String = "SF Pro"

    @Option(help: "Other axis settings for the primary font, for example wght=650,wdth=90.")
    var variations: String?

    @Option(help: "BCP 47 language for language-specific glyphs, for example ja or zh-Hans.")
    var language: String?

    @Option(help: "text or json.")
    var format: MeasureReport.Format = .text

    @OptionGroup var destination: ReportDestination

    func run() throws {
        try destination.refuseExisting()
        let (arguments, platformWarnings) = try MeasureOptions.Arguments(
            label: label.arguments, category: category, emphasized: emphasized, fonts: font, faceIndex: faceIndex,
            trackingFamily: trackingFamily, variations: variations, language: language, boldText: boldText,
            platform: platform, role: role, fontScale: fontScale, androidVersion: androidVersion
        ).resolvingApplePlatform()
        let setup = try MeasureSetup(MeasureOptions(parsing: arguments))
        let texts = try inputTexts()
        for warning in platformWarnings + setup.warnings { StandardError.write("warning: \(warning)") }
        let report = stringsFile == nil ? MeasureReport(measuring: texts[0], with: setup) : MeasureReport(measuring: texts, with: setup)
        if let problem = report.widthlessTextProblem { throw InputError(problem) }
        try destination.emit(report, as: format)
    }

    private func inputTexts() throws -> [String] {
        let limits = MeasureLimits.default
        switch (text, stringsFile) {
        case (let text?, nil):
            try limits.check(text, name: "text")
            return [text]
        case (nil, let path?):
            let lines = Self.lines(of: try InputFile.readText(path, role: "strings file", limit: limits.stringsFile))
            for (index, line) in lines.enumerated() { try limits.check(line, name: "strings file '\(path)' line \(index + 1)") }
            return lines
        case (nil, nil):
            throw InputError("measure: missing TEXT (or --strings FILE)")
        case (_?, _?):
            throw InputError("measure: give either TEXT or --strings FILE, not both")
        }
    }

    /// The lines of a strings file: split at LF, a CR before it dropped, and the text after the
    /// last LF only when it is not empty. Split on the bytes (a String splits at characters, and
    /// CR LF is one), each line copied out of the text without checking its UTF-8 again.
    static func lines(of contents: String) -> [String] {
        var contents = contents
        let breaks = contents.withUTF8 { bytes in bytes.indices.filter { bytes[$0] == 0x0A } }
        let utf8 = contents.utf8
        func line(_ start: Int, _ end: Int) -> String {
            var end = end
            if end > start, utf8[utf8.index(utf8.startIndex, offsetBy: end - 1)] == 0x0D { end -= 1 }
            return String(contents[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
        }
        var lines: [String] = []
        lines.reserveCapacity(breaks.count + 1)
        var start = 0
        for lineBreak in breaks {
            lines.append(line(start, lineBreak))
            start = lineBreak + 1
        }
        let last = line(start, utf8.count)
        if !last.isEmpty { lines.append(last) }
        return lines
    }
}

extension MeasureReport.Format: ExpressibleByArgument {}
