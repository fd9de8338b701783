import ArgumentParser
import LegibleTypeScale

struct TypeScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "type-scale",
        abstract: "Show Dynamic Type or Material type scales.",
        discussion: """
            iOS (the default): Apple's Dynamic Type table from the HIG, the size and leading in \
            points of the 11 text styles (Large Title … Caption 2) at the 12 content size \
            categories (xSmall, Small, Medium, Large = the default, xLarge, xxLarge, xxxLarge, \
            AX1 … AX5), with each style's weight and emphasized (bold) weight. Without \
            --category the text table has styles as rows and categories as columns (size/leading).

            Material: the Material 3 baseline type scale in sp (size, line height, tracking, \
            weight). --font-scale shows the sizes Android 14 renders, in dp, with its non-linear \
            font scaling.

            Styles and categories accept every common spelling: Body, body, UIFontTextStyleBody, \
            Title 1; AX5, accessibility5, accessibilityExtraExtraExtraLarge, \
            UICTContentSizeCategoryAccessibilityXXXL, xxxLarge, extraExtraExtraLarge.

            Examples:
              legible type-scale
              legible type-scale --category AX3
              legible type-scale --style body --format json
              legible type-scale --platform material --font-scale 2
            """
    )

    @Option(help: "Only this content size category (iOS), e.g. Large, xxxLarge, AX5.")
    var category: Parsed<DynamicTypeCategory>?

    // A String: whether it names a text style or a Material role depends on --platform.
    @Option(help: "Only this text style (iOS: Body, Title 1…) or Material role (Body Large…).")
    var style: String?

    @Option(help: "ios (Dynamic Type) or material (Material 3).")
    var platform: TypeScaleReport.Platform = .ios

    @Option(
        help: "Material only: an Android font scale (1.0 … 2.0) to add the rendered sizes in dp.",
        transform: Parsed.number(role: "font scale", in: TypeScaleNumber.fontScales, unit: "times the default size"))
    var fontScale: Parsed<Double>?

    @Option(help: "text, json or csv.")
    var format: TypeScaleReport.Format = .text

    @OptionGroup var destination: ReportDestination

    func run() throws {
        try destination.refuseExisting()
        let report =
            switch platform {
            case .ios: try iOSReport()
            case .material: try materialReport()
            }
        try destination.emit(report, as: format)
    }

    private func iOSReport() throws -> TypeScaleReport {
        if fontScale != nil {
            throw InputError("--font-scale applies to --platform material; iOS sizes come from --category")
        }
        let styles =
            try style.map { name in
                do {
                    return [try TextStyle(parsing: name)]
                } catch {
                    if (try? MaterialTypeRole(parsing: name)) != nil {
                        throw InputError("text style \"\(name)\" is a Material 3 role: add --platform material")
                    }
                    throw error
                }
            } ?? TextStyle.allCases
        let categories = try category.map { [try $0.value()] } ?? DynamicTypeCategory.allCases
        return TypeScaleReport(styles: styles, categories: categories)
    }

    private func materialReport() throws -> TypeScaleReport {
        if category != nil {
            throw InputError("--category applies to --platform ios; Material sizes scale with --font-scale")
        }
        let roles = try style.map { [try MaterialTypeRole(parsing: $0)] } ?? MaterialTypeRole.allCases
        return try TypeScaleReport(materialRoles: roles, fontScale: fontScale?.value())
    }
}
