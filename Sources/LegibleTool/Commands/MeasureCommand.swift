import ArgumentParser
import Foundation
import LegibleShaping
import LegibleTypeScale

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
            the font's own line height.

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
              legible measure "Continue to payment" --style body --category AX5 --width 320 --lines 1
              legible measure "Datenschutzeinstellungen" --size 17 --width 150 --lines 2
              legible measure --strings labels.txt --style headline --width 200 --format json
            """
    )

    @Argument(help: "The text to measure (or use --strings).")
    var text: String?

    @Option(name: .customLong("strings"), help: "Measure every line of this file (- for standard input) instead of TEXT.")
    var stringsFile: String?

    @Option(help: "Text style: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2.")
    var style: String?

    @Option(help: "Content size category: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1 … AX5.")
    var category: String?

    @Option(help: "Point size, instead of --style/--category.")
    var size: String?

    @Option(help: "A font file (.ttf, .otf, .ttc); repeat for fallbacks, first one primary.")
    var font: [String] = []

    @Option(help: "The face to use inside the first --font file (a .ttc collection), from 0.")
    var faceIndex: Int?

    @Option(help: "Weight 1…1000 for the wght axis (default: the text style's weight, 400 with --size).")
    var weight: String?

    @Flag(help: "Use the text style's emphasized weight (the bold trait).")
    var emphasized = false

    @Option(help: "hig, font, none, or points (negative values as --tracking=-0.4).")
    var tracking: String?

    @Option(help: "The family whose HIG tracking table --tracking hig uses.")
    var trackingFamily: String = "SF Pro"

    @Option(help: "Other axis settings for the primary font, for example wght=650,wdth=90.")
    var variations: String?

    @Option(help: "BCP 47 language for language-specific glyphs, for example ja or zh-Hans.")
    var language: String?

    @Option(help: "The width available, in points.")
    var width: String?

    @Option(help: "The most lines allowed (0 = no limit); needs --width to wrap.")
    var lines: Int = 0

    @Option(help: "text or json.")
    var format: ReportFormat = .text

    func run() throws {
        let setup = try MeasureSetup(self)
        let texts = try inputTexts()
        for warning in setup.measurer.unappliedVariations { StandardError.write("warning: \(warning)") }
        let reports = texts.map { setup.report(for: $0) }
        let output: String
        switch format {
        case .json:
            output = try stringsFile == nil ? JSONOutput.string(reports[0]) : JSONOutput.string(reports)
        case .text:
            output = reports.map { $0.text(setup: setup) }.joined(separator: "\n")
        }
        print(output)
        if reports.contains(where: { !$0.fits }) { throw ChecksFailed() }
    }

    private func inputTexts() throws -> [String] {
        switch (text, stringsFile) {
        case (let text?, nil):
            return [text]
        case (nil, let path?):
            let contents = try InputFile.readText(path, role: "strings file")
            var lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
            }
            if lines.last == "" { lines.removeLast() }
            return lines
        case (nil, nil):
            throw InputError("measure: missing TEXT (or --strings FILE)")
        case (_?, _?):
            throw InputError("measure: give either TEXT or --strings FILE, not both")
        }
    }
}
