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

    enum Platform: String, CaseIterable, ExpressibleByArgument {
        case ios
        case material
    }

    @Option(help: "Only this content size category (iOS), e.g. Large, xxxLarge, AX5.")
    var category: String?

    @Option(help: "Only this text style (iOS: Body, Title 1…) or Material role (Body Large…).")
    var style: String?

    @Option(help: "ios (Dynamic Type) or material (Material 3).")
    var platform: Platform = .ios

    @Option(help: "Material only: an Android font scale (1.0 … 2.0) to add the rendered sizes in dp.")
    var fontScale: String?

    @Option(help: "text, json or csv.")
    var format: TypeScaleTableFormat = .text

    func run() throws {
        let report = switch platform {
        case .ios: try iOSReport()
        case .material: try materialReport()
        }
        print(report)
    }

    // MARK: iOS

    private struct IOSRow: Encodable {
        let style: String
        let category: String
        let size: Double
        let leading: Double
        let weight: String
        let weightValue: Int
        let emphasizedWeight: String
    }

    private func iOSReport() throws -> String {
        if fontScale != nil {
            throw InputError("--font-scale applies to --platform material; iOS sizes come from --category")
        }
        let styles = try style.map { name in
            if (try? TextStyle(parsing: name)) == nil, (try? MaterialTypeRole(parsing: name)) != nil {
                throw InputError("text style \"\(name)\" is a Material 3 role: add --platform material")
            }
            return [try TypeScaleArguments.parse { try TextStyle(parsing: name) }]
        } ?? TextStyle.allCases
        let categories = try category.map { name in
            [try TypeScaleArguments.parse { try DynamicTypeCategory(parsing: name) }]
        } ?? DynamicTypeCategory.allCases
        let rows = styles.flatMap { style in
            categories.map { category in
                let metrics = DynamicType.metrics(for: style, category: category)
                return IOSRow(
                    style: style.displayName, category: category.displayName, size: metrics.size,
                    leading: metrics.leading, weight: metrics.weight.name, weightValue: Int(metrics.weight.value),
                    emphasizedWeight: metrics.emphasizedWeight.name)
            }
        }
        switch format {
        case .json:
            return try JSONOutput.string(rows)
        case .csv:
            let lines = rows.map { row in
                [row.style, row.category, row.size.reportText(decimals: 2), row.leading.reportText(decimals: 2), row.weight, row.emphasizedWeight]
                    .joined(separator: ",")
            }
            return (["style,category,size_pt,leading_pt,weight,emphasized_weight"] + lines).joined(separator: "\n")
        case .text:
            return iOSText(rows: rows, styles: styles, categories: categories)
        }
    }

    private func iOSText(rows: [IOSRow], styles: [TextStyle], categories: [DynamicTypeCategory]) -> String {
        let title = "Dynamic Type, iOS and iPadOS (HIG), points"
        if categories.count > 1 && styles.count > 1 {
            // Styles as rows, categories as columns.
            var table = [["Style"] + categories.map(\.displayName) + ["Weight", "Emphasized"]]
            for style in styles {
                let cells = rows.filter { $0.style == style.displayName }
                table.append([style.displayName] + cells.map { "\($0.size.reportText(decimals: 2))/\($0.leading.reportText(decimals: 2))" }
                    + [cells.first?.weight ?? "", cells.first?.emphasizedWeight ?? ""])
            }
            return "\(title): size/leading\n\n" + TypeScaleTextTable.render(table)
        }
        let first = categories.count == 1 ? "Style" : "Category"
        var table = [[first, "Size", "Leading", "Weight", "Emphasized"]]
        for row in rows {
            table.append([categories.count == 1 ? row.style : row.category, row.size.reportText(decimals: 2), row.leading.reportText(decimals: 2), row.weight, row.emphasizedWeight])
        }
        let scope = categories.count == 1 ? "at \(categories[0].displayName)" : "for \(styles[0].displayName)"
        return "\(title) \(scope)\n\n" + TypeScaleTextTable.render(table)
    }

    // MARK: Material

    private struct MaterialRow: Encodable {
        let role: String
        let size: Double
        let lineHeight: Double
        let tracking: Double
        let weight: String
        let weightValue: Int
        let fontScale: Double?
        let sizeDP: Double?
        let lineHeightDP: Double?
    }

    private func materialReport() throws -> String {
        if category != nil {
            throw InputError("--category applies to --platform ios; Material sizes scale with --font-scale")
        }
        let roles = try style.map { name in
            [try TypeScaleArguments.parse { try MaterialTypeRole(parsing: name) }]
        } ?? MaterialTypeRole.allCases
        let scale = try fontScale.map { try TypeScaleArguments.positiveNumber($0, role: "font scale", unit: "times the default size") }
        let rows = roles.map { role in
            let style = role.style
            return MaterialRow(
                role: role.displayName, size: style.size, lineHeight: style.lineHeight, tracking: style.tracking,
                weight: style.weight.name, weightValue: Int(style.weight.value), fontScale: scale,
                sizeDP: scale.map { AndroidFontScaling.dp(fromSP: style.size, fontScale: $0).reportRounded(decimals: 3) },
                lineHeightDP: scale.map { AndroidFontScaling.dp(fromSP: style.lineHeight, fontScale: $0).reportRounded(decimals: 3) })
        }
        switch format {
        case .json:
            return try JSONOutput.string(rows)
        case .csv:
            let header = "role,size_sp,line_height_sp,tracking_sp,weight" + (scale == nil ? "" : ",font_scale,size_dp,line_height_dp")
            let lines = rows.map { row in
                var cells = [row.role, row.size.reportText(decimals: 2), row.lineHeight.reportText(decimals: 2), row.tracking.reportText(decimals: 2), String(row.weightValue)]
                if let scale = row.fontScale, let size = row.sizeDP, let line = row.lineHeightDP {
                    cells += [scale.reportText(decimals: 3), size.reportText(decimals: 3), line.reportText(decimals: 3)]
                }
                return cells.joined(separator: ",")
            }
            return ([header] + lines).joined(separator: "\n")
        case .text:
            var header = ["Role", "Size", "Line height", "Tracking", "Weight"]
            if let scale { header += ["Size dp @\(scale.reportText(decimals: 3))", "Line dp"] }
            var table = [header]
            for row in rows {
                var cells = [row.role, row.size.reportText(decimals: 2), row.lineHeight.reportText(decimals: 2), row.tracking.reportText(decimals: 2), "\(row.weightValue) \(row.weight)"]
                if let size = row.sizeDP, let line = row.lineHeightDP { cells += [size.reportText(decimals: 2), line.reportText(decimals: 2)] }
                table.append(cells)
            }
            var title = "Material 3 type scale, sp"
            if let scale {
                title += AndroidFontScaling.isNonLinear(atFontScale: scale)
                    ? "; dp at font scale \(scale.reportText(decimals: 3)) with Android 14 non-linear scaling"
                    : "; dp at font scale \(scale.reportText(decimals: 3)) (linear at this scale)"
            }
            return title + "\n\n" + TypeScaleTextTable.render(table)
        }
    }
}
