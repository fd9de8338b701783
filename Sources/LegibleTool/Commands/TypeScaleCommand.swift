import ArgumentParser
import LegibleTypeScale

struct TypeScaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "type-scale",
        abstract: "Show the type scale of an Apple platform (Dynamic Type) or of Material.",
        discussion: """
            iOS (the default): Apple's Dynamic Type table from the HIG, the size and leading in \
            points of the 11 text styles (Large Title … Caption 2) at the 12 content size \
            categories (xSmall, Small, Medium, Large = the default, xLarge, xxLarge, xxxLarge, \
            AX1 … AX5), with each style's weight and emphasized (bold) weight. Without \
            --category the text table has styles as rows and categories as columns (size/leading).

            Other Apple platforms (HIG tables): watchos, its own Dynamic Type table (10 styles \
            with Footnote 1 and 2, at xSmall, Small, Large, xLarge, xxLarge, xxxLarge, AX1 … \
            AX3; Large is the default of 40/41/42 mm watches, Small of 38 mm, xLarge of \
            44/45/49 mm); tvos and macos, one size per style (macOS has no Dynamic Type); \
            ipados, the iOS table. visionos has no published size table: the command says so \
            and gives its default (17 pt) and minimum (12 pt) text sizes. JSON rows of these \
            platforms add "platform"; tvOS and macOS rows have "category": null.

            Material (--platform android or material): the Material 3 baseline type scale in sp (size, line height, tracking, \
            weight). --font-scale shows the sizes Android 14 renders, in dp, with its non-linear \
            font scaling.

            Styles and categories accept every common spelling: Body, body, UIFontTextStyleBody, \
            Title 1; AX5, accessibility5, accessibilityExtraExtraExtraLarge, \
            UICTContentSizeCategoryAccessibilityXXXL, xxxLarge, extraExtraExtraLarge.

            Examples:
              legible type-scale
              legible type-scale --category AX3
              legible type-scale --style body --format json
              legible type-scale --platform watchos --style "Footnote 2"
              legible type-scale --platform tvos --format json
              legible type-scale --platform material --font-scale 2
            """
    )

    @Option(help: "Only this content size category (iOS, watchOS), e.g. Large, xxxLarge, AX5.")
    var category: Parsed<DynamicTypeCategory>?

    // A String: whether it names a text style or a Material role depends on --platform.
    @Option(help: "Only this text style (iOS: Body, Title 1…) or Material role (Body Large…).")
    var style: String?

    @Option(help: "ios, ipados, watchos, visionos, tvos, macos (Apple's text styles) or android (Material 3; also 'material').")
    var platform: PlatformArgument = .ios

    @Option(
        help: "Material only: an Android font scale (1.0 … 2.0) to add the rendered sizes in dp.",
        transform: Parsed.number(role: "font scale", in: TypeScaleNumber.fontScales, unit: "times the default size"))
    var fontScale: Parsed<Double>?

    @Option(help: "text, json or csv.")
    var format: TypeScaleReport.Format = .text

    @OptionGroup var destination: ReportDestination

    func run() throws {
        try destination.refuseExisting()
        let report: TypeScaleReport =
            switch platform.applePlatform {
            case .iOS?: try iOSReport()
            case let apple?: try appleReport(apple)
            case nil: try materialReport()
            }
        try destination.emit(report, as: format)
    }

    /// iPadOS, watchOS, visionOS, tvOS and macOS from the library's platform tables.
    private func appleReport(_ apple: ApplePlatform) throws -> TypeScaleReport {
        if fontScale != nil {
            throw InputError("--font-scale applies to --platform android; \(apple.displayName) sizes come from --category")
        }
        let styles = try style.map { name in
            if (try? PlatformTextStyle(parsing: name)) == nil, (try? MaterialTypeRole(parsing: name)) != nil {
                throw InputError("text style \"\(name)\" is a Material 3 role: add --platform material")
            }
            return [try TypeScaleArguments.parse { try PlatformTextStyle(parsing: name) }]
        }
        let categories = try category.map { [try $0.value()] }
        return try TypeScaleArguments.parse { try TypeScaleReport(platform: apple, styles: styles, categories: categories) }
    }

    private func iOSReport() throws -> TypeScaleReport {
        if fontScale != nil {
            throw InputError("--font-scale applies to --platform android; iOS sizes come from --category")
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
            throw InputError("--category applies to Apple's platforms; Material sizes scale with --font-scale")
        }
        let roles = try style.map { [try MaterialTypeRole(parsing: $0)] } ?? MaterialTypeRole.allCases
        return try TypeScaleReport(materialRoles: roles, fontScale: fontScale?.value())
    }
}
