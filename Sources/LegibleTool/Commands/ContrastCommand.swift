import ArgumentParser
import Foundation
import LegibleColor
import LegibleTypeScale

struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "Check the contrast of colour pairs against WCAG 2.x (and APCA).",
        discussion: """
            Measures the WCAG 2.2 contrast ratio of a foreground (text) colour on a background and \
            checks it against the requested level: AA normal text 4.5:1 and large text 3:1 (SC 1.4.3), \
            AAA 7:1 and 4.5:1 (SC 1.4.6), non-text 3:1 (SC 1.4.11). Large text is at least 18 pt, \
            or 14 pt at weight 700 or more (iOS points count as WCAG's points, as in the HIG; \
            24px is 18 pt). Pass/fail uses the unrounded ratio; the ratio is shown truncated to two \
            decimals, so 4.499:1 shows as 4.49:1 and fails 4.5:1.

            Colours: #rgb, #rgba, #rrggbb, #rrggbbaa (# optional), rgb()/rgba(), hsl()/hsla(), \
            color(srgb …), color(srgb-linear …), color(display-p3 …), oklab(), oklch(), the 148 CSS \
            colour names and transparent, case-insensitive. A colour outside sRGB (Display P3, say) is \
            mapped into sRGB with CSS Color 4 gamut mapping in OKLCH and the report says so.

            A translucent foreground is composited over the background. A translucent background is \
            composited over white and over black (or over --backdrop) and the worst case is reported.

            --apca adds the APCA Lc (APCA-W3 0.0.98G-4g; positive for dark text on light) and the \
            minimum font size per weight from APCA's published lookup table. APCA is advisory: it is \
            not part of WCAG 2.

            --suggest finds the closest foreground, and separately the closest background, that \
            passes: only OKLCH lightness changes, hue and chroma are kept (chroma shrinks only to stay \
            in sRGB), and the distance moved is given as ΔE OK.

            Exit status: 0 when every pair passes the requested level, 1 when a pair fails, 2 on bad input.

            Examples:
              legible contrast "#777" white
              legible contrast "#0078d7" "#fff" --level AAA --text large --suggest
              legible contrast white "rgb(0 0 0 / 40%)" --backdrop "#1c1c1e" \\
                  --format json
              legible contrast --pairs colours.csv --apca
            """
    )

    @Argument(help: ArgumentHelp("The foreground (text) colour.", valueName: "foreground"))
    var foreground: String?

    @Argument(help: ArgumentHelp("The background colour.", valueName: "background"))
    var background: String?

    @Option(
        help: ArgumentHelp(
            "Check every foreground,background row of this CSV file (a header row is allowed; - reads standard input).",
            valueName: "file"))
    var pairs: String?

    @Option(help: "The WCAG level to require: AA or AAA.")
    var level: WCAGLevel = .aa

    @Option(
        help: ArgumentHelp(
            "What the foreground is: normal text, large text, or non-text (UI components, graphics). Default: normal, or from --size.",
            valueName: "normal|large|non-text"))
    var text: ContrastUse?

    @Option(
        help: ArgumentHelp(
            "The text size in points or CSS pixels (18, 18pt, 24px; 1 pt = 4/3 px); large from 18 pt, or 14 pt bold.",
            valueName: "size"),
        transform: { text in Parsed(text) { text throws(ContrastError) in try PointSize(parsing: text, role: "--size") } })
    var size: Parsed<PointSize>?

    @Option(
        help: ArgumentHelp("The font weight with --size: a name or 1–1000 (400 regular, 700 bold).", valueName: "weight"),
        transform: { text in Parsed(text, FontWeight.init(parsing:)) })
    var weight: Parsed<FontWeight>?

    @Option(
        help: ArgumentHelp(
            "What lies behind a translucent background (default: the worst of white and black).", valueName: "colour"))
    var backdrop: String?

    @Flag(help: "Add the APCA Lc value and APCA's minimum font sizes (advisory, not part of WCAG 2).")
    var apca = false

    @Flag(help: "Suggest the closest passing foreground and background (OKLCH lightness only).")
    var suggest = false

    @Option(help: "Report format: text or json.")
    var format: ContrastReport.Format = .text

    @OptionGroup var destination: ReportDestination

    func run() throws {
        try destination.refuseExisting()
        let options = ContrastOptions(
            level: level, foreground: try foregroundKind(), backdrops: try backdropColors(), includesAPCA: apca,
            includesSuggestions: suggest)
        guard let pairs else {
            try destination.emit(ContrastReport(checking: try singlePair(), options: options), as: format)
            return
        }
        try destination.emit(try pairsReport(pairs, options: options), as: format)
    }

    private func foregroundKind() throws -> ForegroundKind {
        if text != nil && size != nil {
            throw InputError("--text and --size both say how large the text is; give one of them")
        }
        if weight != nil && size == nil {
            throw InputError("--weight needs --size (large text is 18 pt, or 14 pt at weight 700 or more)")
        }
        if let size {
            let weight = try weight?.value() ?? .regular
            return .text(size: try size.value(), weight: weight)
        }
        return .use(text ?? .normalText)
    }

    private func backdropColors() throws -> [SRGBColor] {
        guard let backdrop else { return ContrastMeasurement.defaultBackdrops }
        let color: SRGBColor
        do {
            color = try SRGBColor(parsing: backdrop)
        } catch {
            throw InputError(wrapping: error, prefix: "--backdrop ")
        }
        guard color.isOpaque else {
            throw InputError("--backdrop \"\(backdrop)\": the backdrop must be opaque; it is what lies behind everything else")
        }
        return [color]
    }

    /// Every row of the pairs file, read and checked in bulk.
    private func pairsReport(_ path: String, options: ContrastOptions) throws -> ContrastPairsReport {
        if foreground != nil || background != nil {
            throw InputError("give either two colours or --pairs FILE, not both")
        }
        guard path == "-" else { return try ContrastPairsReport(contentsOfCSVFile: path, options: options) }
        let text = try InputFile.readText(path, role: "pairs file", limit: ContrastPair.fileSizeLimit)
        return try ContrastPairsReport(csv: text, file: nil, options: options)
    }

    private func singlePair() throws -> ContrastPair {
        guard let foreground, let background else {
            throw InputError(
                "expected a foreground and a background colour (legible contrast \"#777\" white) or --pairs FILE")
        }
        return try ContrastPair(parsingForeground: foreground, background: background)
    }
}

extension ContrastReport.Format: ExpressibleByArgument {}

/// `--level`, case-insensitive.
extension WCAGLevel: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.uppercased())
    }
}

/// `--text`, case-insensitive.
extension ContrastUse: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
