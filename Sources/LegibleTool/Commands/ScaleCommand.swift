import ArgumentParser
import LegibleTypeScale

struct ScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scale",
        abstract: "Scale a custom font size the way UIFontMetrics does.",
        discussion: """
            SIZE is a custom font size (or any layout value) in points at the default content \
            size, Large. It is scaled by the text style's own growth: its size at the category \
            divided by its size at Large (Body: 53/17 at AX5), then capped at --maximum, like \
            UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:). SwiftUI's \
            Font.custom(_:size:) follows Body. Without --category every category is listed.

            This is an approximation: Apple does not publish UIFontMetrics' curve, and observed \
            values differ from the ratio (UIFontMetrics for Body gives 16.33 pt for 17 pt at \
            Medium, where the ratio gives 16; an iOS 11 report has 48 pt at AX5 where the ratio \
            gives 53). Expect agreement within about a point at the standard sizes and \
            differences of several points at AX sizes; check critical layouts on a device.

            --platform watchos follows watchOS's own table (xSmall … AX3, no Medium; SIZE is the \
            size at Large, the default of 40/41/42 mm watches). Its Footnote 1 and Footnote 2 \
            are not offered: the HIG does not say which of them UIFont.TextStyle.footnote is. \
            ipados is iOS. tvOS and macOS publish one size per style and visionOS no table, so \
            there is nothing to scale along.

            Examples:
              legible scale 15 --style body --category AX5
              legible scale 15 --category AX5 --maximum 40
              legible scale 24 --style title2 --format json
              legible scale 16 --platform watchos --category AX3
            """
    )

    @Argument(parsing: .allUnrecognized, help: "The size at the default category (Large), in points, greater than zero.")
    var size: [String] = []

    @Option(help: "The text style whose growth to follow: Body, Title 1, Caption 2…")
    var style = Parsed<TextStyle>(argument: "body")

    @Option(help: "The content size category, e.g. xxxLarge or AX5; all of them when omitted.")
    var category: Parsed<DynamicTypeCategory>?

    @Option(
        help: "The largest size allowed, in points (maximumPointSize).",
        transform: Parsed.number(role: "maximum", in: TypeScaleNumber.pointSizes, unit: "points"))
    var maximum: Parsed<Double>?

    @Option(help: "Whose Dynamic Type table to follow: ios, ipados or watchos.")
    var platform: PlatformArgument = .ios

    @Option(help: "text or json.")
    var format: ScaledSizeReport.Format = .text

    @OptionGroup var destination: ReportDestination

    func run() throws {
        try destination.refuseExisting()
        let base = try TypeScaleNumber.parse(TypeScaleArguments.single(size, role: "SIZE"), role: "size", in: TypeScaleNumber.pointSizes, unit: "points")
        guard let apple = platform.applePlatform else {
            throw InputError("--platform android: Android scales sp with a font scale; see legible type-scale --platform android --font-scale 2")
        }
        let style = try style.value(), categories = try category.map { [try $0.value()] }, maximum = try maximum?.value()
        let report = try TypeScaleArguments.parse {
            try ScaledSizeReport(size: base, style: style, categories: categories, maximum: maximum, platform: apple)
        }
        try destination.emit(report, as: format)
    }
}
