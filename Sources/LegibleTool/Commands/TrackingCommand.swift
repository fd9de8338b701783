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

            Examples:
              legible tracking 28
              legible tracking 20 --family "SF Pro Display"
              legible tracking 34 --family "New York" --format json
            """
    )

    @Argument(parsing: .allUnrecognized, help: "Font size in points, greater than zero.")
    var size: [String] = []

    @Option(help: "SF Pro, SF Pro Rounded, New York, SF Compact, SF Compact Rounded, or SF Pro Text/Display (legacy).")
    var family: String = "SF Pro"

    @Option(help: "text or json.")
    var format: ReportFormat = .text

    private struct Report: Encodable {
        let family: String
        let size: Double
        let tracking1000em: Double
        let trackingPoints: Double
        let basis: String
    }

    func run() throws {
        let points = try TypeScaleArguments.positiveNumber(TypeScaleArguments.single(size, role: "SIZE"), role: "size", unit: "points")
        let table = try TypeScaleArguments.parse { try TrackingTable(parsing: family) }
        let lookup = table.lookUpTracking(atSize: points)
        let report = Report(
            family: table.displayName, size: points, tracking1000em: lookup.tracking.perMille.reportRounded(decimals: 3),
            trackingPoints: lookup.tracking.points.reportRounded(decimals: 4), basis: lookup.basis.description)
        switch format {
        case .json:
            print(try JSONOutput.string(report))
        case .text:
            print("""
                \(report.family) at \(points.reportText(decimals: 3)) pt: \(report.tracking1000em.reportText(decimals: 3))/1000 em = \
                \(report.trackingPoints.reportText(decimals: 4)) pt (\(report.basis))
                """)
        }
    }
}
