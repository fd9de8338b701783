import ArgumentParser
import LegibleTypeScale

struct TrackingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tracking",
        abstract: "Show Apple's tracking for a font size.",
        discussion: """
            Looks SIZE (points) up in the HIG's tracking table for the family and prints the \
            tracking in 1/1000 em and in points (the value for NSAttributedString's .kern or \
            SwiftUI's .tracking).

            At a size the table lists, both values are as published. Between two listed sizes \
            each is interpolated linearly. Below the first or above the last listed size the \
            end row's 1/1000-em value is kept and points = size × em ÷ 1000.

            Families: SF Pro (the variable system font, iOS 14 and later), SF Pro Rounded, \
            New York, SF Compact, SF Compact Rounded, and the static pre-2020 fonts \
            (--family "SF Pro Text", "SF Pro Display", "SF UI Text" or legacy): SF Pro Text at \
            19 pt and below, SF Pro Display from 20 pt, each listed value held until the next \
            listed size. SF Compact also switches from Text to Display at 20 pt.

            --platform picks the system font's table when --family is not given: SF Compact \
            for watchos, SF Pro for ios, ipados, visionos, tvos and macos (the HIG's macOS and \
            tvOS tables equal SF Pro's except at 52 and 53 pt, where they swap +0.33 and +0.31).

            Examples:
              legible tracking 28
              legible tracking 20 --family "SF Pro Display"
              legible tracking 34 --family "New York" --format json
              legible tracking 16 --platform watchos
            """
    )

    @Argument(parsing: .allUnrecognized, help: "Font size in points, greater than zero.")
    var size: [String] = []

    @Option(help: "SF Pro (the default), SF Pro Rounded, New York, SF Compact, SF Compact Rounded, or SF Pro Text/Display (legacy).")
    var family: Parsed<TrackingTable>?

    @Option(help: "The platform whose system font to look up without --family: ios, ipados, watchos (SF Compact), visionos, tvos or macos.")
    var platform: PlatformArgument?

    @Option(help: "text or json.")
    var format: TrackingReport.Format = .text

    @OptionGroup var destination: ReportDestination

    func run() throws {
        try destination.refuseExisting()
        let points = try TypeScaleNumber.parse(TypeScaleArguments.single(size, role: "SIZE"), role: "size", in: TypeScaleNumber.pointSizes, unit: "points")
        if platform == .android {
            throw InputError("--platform android: the tracking tables are Apple's; Material's tracking is in legible type-scale --platform android")
        }
        let table = try family?.value() ?? platform?.applePlatform?.trackingTable ?? .sfPro
        try destination.emit(TrackingReport(size: points, family: table), as: format)
    }
}
