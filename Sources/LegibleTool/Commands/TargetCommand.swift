import ArgumentParser
import LegibleTargets

struct TargetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "target",
        abstract: "Check one touch target's size and say how much to grow its hit area.",
        discussion: """
            Minimums: ios (and ipados) 44×44 pt (Apple HIG), android 48×48 dp (Material), wcag-aa \
            24×24 CSS px (WCAG 2.2 SC 2.5.8; its spacing exception needs a whole screen, see \
            'legible targets'), wcag-aaa 44×44 CSS px (SC 2.5.5). The other Apple platforms use \
            the HIG's default control size: watchos 44×44, visionos 60×60, tvos 66×66 (focus), \
            macos 28×28 pt (its smaller "minimum control size", 28, 28, 56 and 20 pt, is for \
            controls that cannot be larger). pt, dp and CSS px are treated as the same length.

            Pixel sizes (--unit px) are divided by the iOS scale factor (--scale) or the Android \
            density (--density); without either, 1 px = 1 pt. The expansion is split evenly \
            between opposite sides (40×40 for 44×44: 2 on each side).

            Exit status: 0 passes, 1 too small, 2 bad input.

            Examples:
              legible target 40x40
              legible target 88x88 --unit px --scale 2
              legible target 40x30 --platform android --format json
              legible target 24 --platform wcag-aa
              legible target 50x50 --platform visionos
            """)

    enum Unit: String, CaseIterable, ExpressibleByArgument {
        case pt, dp, px
    }

    @Argument(help: ArgumentHelp("Width × height, e.g. 40x40, 40×30 or 44 for a square.", valueName: "size"))
    var size: Parsed<TargetSize>

    @Option(help: "Whose minimum applies.")
    var platform: TargetPlatform = .ios

    @Option(help: "Unit of <size>: pt, dp or px (default pt, or px with --scale/--density).")
    var unit: Unit?

    @OptionGroup var pixels: PixelDensityOptions

    @Option(help: "Report format.")
    var format: TargetReport.Format = .text

    @OptionGroup var destination: ReportDestination

    func run() throws {
        try destination.refuseExisting()
        let size = try size.value()
        var density = try pixels.pixelDensity()
        if density != nil, unit == .pt || unit == .dp {
            throw InputError("--scale and --density convert pixels; use them with --unit px")
        }
        if unit == .px, density == nil { density = platform.baselineDensity }
        try destination.emit(TargetReport(size: size, platform: platform, density: density), as: format)
    }
}
