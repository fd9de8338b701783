import LegibleReporting

/// A type scale as a report: Apple's Dynamic Type table (text styles × content size
/// categories, in points) or the Material 3 type scale (roles in sp, and the dp Android 14
/// renders at a font scale), in text, JSON or CSV.
///
/// It is what `legible type-scale` prints:
///
/// ```swift
/// let body = TypeScaleReport(styles: [.body], categories: DynamicTypeCategory.allCases)
/// print(body.rendered(as: .json), terminator: "")   // one object per category
/// body.dynamicTypeRows[11].metrics.size            // 53 (AX5)
///
/// let material = try TypeScaleReport(materialRoles: [.bodyLarge], fontScale: 2)
/// material.materialRows[0].sizeDP                   // 28, with Android 14's non-linear scaling
/// ```
///
/// ## Formats
/// - `text`: a table. With several styles and several categories the styles are rows and the
///   categories columns (size/leading); otherwise one row per style or per category.
/// - `json`: an array of objects, one per row: for iOS `style`, `category`, `size`, `leading`,
///   `weight` (name), `weightValue`, `emphasizedWeight`; for Material `role`, `size`,
///   `lineHeight`, `tracking`, `weight`, `weightValue`, and with a font scale `fontScale`,
///   `sizeDP`, `lineHeightDP` (rounded to 3 decimals).
/// - `csv`: the columns of `Tables/dynamic-type-ios.csv` (plus the emphasized weight), or of
///   `Tables/material-type-scale.csv` (plus the dp columns with a font scale).
///
/// A type scale is reference data, so the report never ``fails``.
public struct TypeScaleReport: CheckReport, Hashable, Codable {
    /// The platform whose type scale the report shows (``ios`` for every Apple platform;
    /// ``TypeScaleReport/applePlatform`` says which).
    public enum Platform: String, CaseIterable, Sendable, Hashable, Codable {
        /// Apple's text styles in points: iOS and iPadOS Dynamic Type, or the tables of
        /// ``TypeScaleReport/applePlatform``.
        case ios
        /// The Material 3 baseline type scale (in sp; dp at an Android font scale).
        case material
    }

    /// The formats the report renders.
    public enum Format: String, CaseIterable, Sendable {
        /// A table for people.
        case text
        /// An array of objects, one per row.
        case json
        /// Comma-separated values with a header row, the form of `Tables/`.
        case csv
    }

    /// One text style at one content size category (iOS).
    public struct DynamicTypeRow: Sendable, Hashable, Codable {
        /// The text style.
        public let style: TextStyle
        /// The content size category.
        public let category: DynamicTypeCategory
        /// Its size, leading and weights, as the HIG publishes them.
        public let metrics: TextStyleMetrics

        /// Creates a row from its values.
        ///
        /// - Parameters:
        ///   - style: the text style.
        ///   - category: the content size category.
        ///   - metrics: the style's metrics at the category.
        public init(style: TextStyle, category: DynamicTypeCategory, metrics: TextStyleMetrics) {
            self.style = style
            self.category = category
            self.metrics = metrics
        }
    }

    /// One Material 3 role, and its rendered size at the report's font scale.
    public struct MaterialRow: Sendable, Hashable, Codable {
        /// The role's size, line height, tracking and weight in sp.
        public let style: MaterialTypeStyle
        /// The size in dp Android 14 renders at the report's ``TypeScaleReport/fontScale``,
        /// or `nil` without one.
        public let sizeDP: Double?
        /// The line height in dp at the report's font scale, or `nil` without one.
        public let lineHeightDP: Double?

        /// Creates a row from its values.
        ///
        /// - Parameters:
        ///   - style: the role's style in sp.
        ///   - sizeDP: the rendered size in dp, if a font scale applies.
        ///   - lineHeightDP: the rendered line height in dp, if a font scale applies.
        public init(style: MaterialTypeStyle, sizeDP: Double?, lineHeightDP: Double?) {
            self.style = style
            self.sizeDP = sizeDP
            self.lineHeightDP = lineHeightDP
        }
    }

    /// Whose type scale this is.
    public let platform: Platform
    /// The text styles shown, in order (iOS; empty for Material).
    public let styles: [TextStyle]
    /// The content size categories shown, in order (iOS; empty for Material).
    public let categories: [DynamicTypeCategory]
    /// Every style at every category, style by style (iOS; empty for Material).
    public let dynamicTypeRows: [DynamicTypeRow]
    /// The Android font scale the dp columns are for (Material), or `nil`.
    public let fontScale: Double?
    /// The Material roles, in order (Material; empty for iOS).
    public let materialRows: [MaterialRow]
    /// The Apple platform whose tables the report shows (iOS for Material).
    public let applePlatform: ApplePlatform
    /// watchOS, tvOS or macOS: every style at every category (one row per style where the
    /// platform publishes one size set); empty for iOS, iPadOS and Material.
    public let platformRows: [PlatformRow]

    /// A type scale never fails: it is reference data, not a check.
    public var fails: Bool { false }

    /// The iOS Dynamic Type table for some styles at some categories.
    ///
    /// - Parameters:
    ///   - styles: the text styles, in the order to show them; all eleven by default.
    ///   - categories: the content size categories, in the order to show them; all twelve by
    ///     default.
    public init(styles: [TextStyle] = TextStyle.allCases, categories: [DynamicTypeCategory] = DynamicTypeCategory.allCases) {
        platform = .ios
        self.styles = styles
        self.categories = categories
        dynamicTypeRows = styles.flatMap { style in
            categories.map { DynamicTypeRow(style: style, category: $0, metrics: DynamicType.metrics(for: style, category: $0)) }
        }
        fontScale = nil
        materialRows = []
        applePlatform = .iOS
        platformRows = []
    }

    /// The Material 3 type scale for some roles, with the dp Android 14 renders at a font scale.
    ///
    /// - Parameters:
    ///   - roles: the roles, in the order to show them (`MaterialTypeRole.allCases` for all fifteen).
    ///   - fontScale: an Android font scale (Settings › Font size: 0.85 … 2.0) to add the
    ///     rendered sizes in dp, with Android 14's non-linear scaling; `nil` for sp only.
    /// - Throws: ``TypeScaleError`` when `fontScale` is not a font scale (``TypeScaleNumber/fontScales``,
    ///   0.1 to 10).
    public init(materialRoles roles: [MaterialTypeRole], fontScale: Double? = nil) throws(TypeScaleError) {
        if let fontScale {
            try TypeScaleNumber.check(fontScale, role: "font scale", in: TypeScaleNumber.fontScales, unit: "times the default size")
        }
        platform = .material
        applePlatform = .iOS
        platformRows = []
        styles = []
        categories = []
        dynamicTypeRows = []
        self.fontScale = fontScale
        materialRows = roles.map { role in
            let style = role.style
            return MaterialRow(
                style: style,
                sizeDP: fontScale.map { AndroidFontScaling.dp(fromSP: style.size, fontScale: $0) },
                lineHeightDP: fontScale.map { AndroidFontScaling.dp(fromSP: style.lineHeight, fontScale: $0) })
        }
    }

    /// Writes the report in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: text, JSON or CSV.
    ///   - output: where to write it.
    public func write<Output: TextOutputStream>(_ format: Format, to output: inout Output) {
        if !platformRows.isEmpty {
            output.write(platformText(format) + "\n")
            return
        }
        let text =
            switch (platform, format) {
            case (.ios, .text): iOSText()
            case (.ios, .json): SortedJSON.string(dynamicTypeRows.map(IOSJSONRow.init))
            case (.ios, .csv): iOSCSV()
            case (.material, .text): materialText()
            case (.material, .json): SortedJSON.string(materialRows.map { MaterialJSONRow($0, fontScale: fontScale) })
            case (.material, .csv): materialCSV()
            }
        output.write(text + "\n")
    }
}

// MARK: iOS

extension TypeScaleReport {
    private struct IOSJSONRow: Encodable {
        let style: String
        let category: String
        let size: Double
        let leading: Double
        let weight: String
        let weightValue: Int
        let emphasizedWeight: String

        init(_ row: DynamicTypeRow) {
            style = row.style.displayName
            category = row.category.displayName
            size = row.metrics.size
            leading = row.metrics.leading
            weight = row.metrics.weight.name
            weightValue = Int(row.metrics.weight.value)
            emphasizedWeight = row.metrics.emphasizedWeight.name
        }
    }

    private func iOSCSV() -> String {
        let lines = dynamicTypeRows.map { row in
            [
                row.style.displayName, row.category.displayName, row.metrics.size.reportText(decimals: 2),
                row.metrics.leading.reportText(decimals: 2), row.metrics.weight.name, row.metrics.emphasizedWeight.name,
            ].joined(separator: ",")
        }
        return (["style,category,size_pt,leading_pt,weight,emphasized_weight"] + lines).joined(separator: "\n")
    }

    private func iOSText() -> String {
        let title = "Dynamic Type, iOS and iPadOS (HIG), points"
        if categories.count > 1 && styles.count > 1 {
            // Styles as rows, categories as columns.
            var table = [["Style"] + categories.map(\.displayName) + ["Weight", "Emphasized"]]
            for style in styles {
                let cells = dynamicTypeRows.filter { $0.style == style }
                table.append(
                    [style.displayName] + cells.map { "\($0.metrics.size.reportText(decimals: 2))/\($0.metrics.leading.reportText(decimals: 2))" }
                        + [cells.first?.metrics.weight.name ?? "", cells.first?.metrics.emphasizedWeight.name ?? ""])
            }
            return "\(title): size/leading\n\n" + TextTable.render(table)
        }
        let byStyle = categories.count == 1
        var table = [[byStyle ? "Style" : "Category", "Size", "Leading", "Weight", "Emphasized"]]
        for row in dynamicTypeRows {
            table.append([
                byStyle ? row.style.displayName : row.category.displayName, row.metrics.size.reportText(decimals: 2),
                row.metrics.leading.reportText(decimals: 2), row.metrics.weight.name, row.metrics.emphasizedWeight.name,
            ])
        }
        let scope = byStyle ? "at \(categories[0].displayName)" : "for \(styles.first?.displayName ?? "no style")"
        return "\(title) \(scope)\n\n" + TextTable.render(table)
    }
}

// MARK: Material

extension TypeScaleReport {
    private struct MaterialJSONRow: Encodable {
        let role: String
        let size: Double
        let lineHeight: Double
        let tracking: Double
        let weight: String
        let weightValue: Int
        let fontScale: Double?
        let sizeDP: Double?
        let lineHeightDP: Double?

        init(_ row: MaterialRow, fontScale: Double?) {
            role = row.style.role.displayName
            size = row.style.size
            lineHeight = row.style.lineHeight
            tracking = row.style.tracking
            weight = row.style.weight.name
            weightValue = Int(row.style.weight.value)
            self.fontScale = fontScale
            sizeDP = row.sizeDP?.reportRounded(decimals: 3)
            lineHeightDP = row.lineHeightDP?.reportRounded(decimals: 3)
        }
    }

    /// The size, line height and tracking in sp and the weight's number.
    private func spCells(_ style: MaterialTypeStyle) -> [String] {
        [style.role.displayName, style.size.reportText(decimals: 2), style.lineHeight.reportText(decimals: 2), style.tracking.reportText(decimals: 2)]
    }

    private func materialCSV() -> String {
        let header = "role,size_sp,line_height_sp,tracking_sp,weight" + (fontScale == nil ? "" : ",font_scale,size_dp,line_height_dp")
        let lines = materialRows.map { row in
            var cells = spCells(row.style) + [String(Int(row.style.weight.value))]
            if let fontScale, let size = row.sizeDP, let line = row.lineHeightDP {
                cells += [
                    fontScale.reportText(decimals: 3), size.reportRounded(decimals: 3).reportText(decimals: 3),
                    line.reportRounded(decimals: 3).reportText(decimals: 3),
                ]
            }
            return cells.joined(separator: ",")
        }
        return ([header] + lines).joined(separator: "\n")
    }

    private func materialText() -> String {
        var header = ["Role", "Size", "Line height", "Tracking", "Weight"]
        if let fontScale { header += ["Size dp @\(fontScale.reportText(decimals: 3))", "Line dp"] }
        var table = [header]
        for row in materialRows {
            var cells = spCells(row.style) + ["\(Int(row.style.weight.value)) \(row.style.weight.name)"]
            if let size = row.sizeDP, let line = row.lineHeightDP {
                // Rounded to 3 decimals first, as in the JSON, then shown with 2.
                cells += [size.reportRounded(decimals: 3).reportText(decimals: 2), line.reportRounded(decimals: 3).reportText(decimals: 2)]
            }
            table.append(cells)
        }
        var title = "Material 3 type scale, sp"
        if let fontScale {
            let scale = fontScale.reportText(decimals: 3)
            title +=
                AndroidFontScaling.isNonLinear(atFontScale: fontScale)
                ? "; dp at font scale \(scale) with Android 14 non-linear scaling"
                : "; dp at font scale \(scale) (linear at this scale)"
        }
        return title + "\n\n" + TextTable.render(table)
    }
}
