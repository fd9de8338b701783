import ArgumentParser
import LegibleShaping

/// `--width`, `--style`, `--size`, `--weight`, `--lines` and `--tracking`, shared by `measure` and
/// `audit` (its quick mode): the values are read by the library's parsers (`LabelArguments`), so
/// both commands accept the same spellings and ranges and report a bad value alike.
struct LabelOptions: ParsableArguments {
    // Unconditional, as the other numbers: `--width -5` reaches the library's range check instead
    // of ArgumentParser's "Missing value".
    @Option(parsing: .unconditional, help: "The width available, in points (0.5 to 100000).")
    var width: String?

    @Option(help: "Text style: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2 (default body).")
    var style: String?

    @Option(parsing: .unconditional, help: "A point size (1 to 10000) instead of a text style.")
    var size: String?

    @Option(
        help:
            "Weight: a name (regular, semibold, bold…) or 1…1000 for the wght axis (default: the text style's own weight, Semibold for headline; a Material role's; regular for --size)."
    )
    var weight: String?

    // Unconditional: `--lines -1` reaches the library's check instead of reading as an option.
    @Option(parsing: .unconditional, help: "The most lines, 0 for no limit (default: measure 0, audit 1); needs --width to wrap.")
    var lines: Int?

    @Option(parsing: .unconditional, help: "hig, font, none, or points from -100 to 100.")
    var tracking: String?

    /// The values for the library's parsers.
    var arguments: LabelArguments {
        LabelArguments(width: width, style: style, size: size, weight: weight, lines: lines, tracking: tracking)
    }
}
