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

            Examples:
              legible scale 15 --style body --category AX5
              legible scale 15 --category AX5 --maximum 40
              legible scale 24 --style title2 --format json
            """
    )

    @Argument(parsing: .allUnrecognized, help: "The size at the default category (Large), in points, greater than zero.")
    var size: [String] = []

    @Option(help: "The text style whose growth to follow: Body, Title 1, Caption 2…")
    var style: String = "body"

    @Option(help: "The content size category, e.g. xxxLarge or AX5; all of them when omitted.")
    var category: String?

    @Option(help: "The largest size allowed, in points (maximumPointSize).")
    var maximum: String?

    @Option(help: "text or json.")
    var format: ReportFormat = .text

    private struct Row: Encodable {
        let size: Double
        let style: String
        let category: String
        let ratio: Double
        let scaled: Double
        let uncapped: Double
        let maximum: Double?
        let capped: Bool
    }

    func run() throws {
        let base = try TypeScaleArguments.positiveNumber(TypeScaleArguments.single(size, role: "SIZE"), role: "size", unit: "points")
        let textStyle = try TypeScaleArguments.parse { try TextStyle(parsing: style) }
        let categories = try category.map { name in
            [try TypeScaleArguments.parse { try DynamicTypeCategory(parsing: name) }]
        } ?? DynamicTypeCategory.allCases
        let cap = try maximum.map { try TypeScaleArguments.positiveNumber($0, role: "maximum", unit: "points") }
        let rows = categories.map { category in
            let uncapped = DynamicType.scaled(base, style: textStyle, category: category)
            let scaled = DynamicType.scaled(base, style: textStyle, category: category, maximum: cap)
            return Row(
                size: base, style: textStyle.displayName, category: category.displayName,
                ratio: DynamicType.scaled(1, style: textStyle, category: category).reportRounded(decimals: 4),
                scaled: scaled.reportRounded(decimals: 3), uncapped: uncapped.reportRounded(decimals: 3), maximum: cap, capped: scaled < uncapped)
        }
        switch format {
        case .json:
            print(try JSONOutput.string(rows))
        case .text:
            let title = "\(base.reportText(decimals: 3)) pt at Large, scaled with \(textStyle.displayName)"
                + (cap.map { ", at most \($0.reportText(decimals: 3)) pt" } ?? "")
            var table = [["Category", "Ratio", "Size (pt)", ""]]
            for row in rows {
                table.append([
                    row.category, "×" + row.ratio.reportText(decimals: 4),
                    row.scaled.reportText(decimals: 2), row.capped ? "capped from \(row.uncapped.reportText(decimals: 2))" : "",
                ])
            }
            print(title + "\n\n" + TypeScaleTextTable.render(table))
        }
    }
}
