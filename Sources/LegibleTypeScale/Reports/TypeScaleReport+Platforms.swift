import LegibleReporting

extension TypeScaleReport {
    /// One text style at one content size category of watchOS, or the single size of a tvOS or
    /// macOS style.
    public struct PlatformRow: Sendable, Hashable, Codable {
        /// The text style.
        public let style: PlatformTextStyle
        /// The content size category, or `nil` where the platform publishes one size set.
        public let category: DynamicTypeCategory?
        /// Its size, leading and weights, as the HIG publishes them.
        public let metrics: TextStyleMetrics

        /// Creates a row from its values.
        ///
        /// - Parameters:
        ///   - style: the text style.
        ///   - category: the content size category, `nil` for tvOS and macOS.
        ///   - metrics: the style's metrics there.
        public init(style: PlatformTextStyle, category: DynamicTypeCategory?, metrics: TextStyleMetrics) {
            self.style = style
            self.category = category
            self.metrics = metrics
        }
    }

    /// The type scale of one Apple platform: iOS and iPadOS as ``init(styles:categories:)``;
    /// watchOS, tvOS and macOS from their own HIG tables.
    ///
    /// ```swift
    /// let watch = try TypeScaleReport(platform: .watchOS, styles: [.footnote2])
    /// watch.platformRows.map(\.metrics.size)   // [10, 11, 12, 13, 14, 15, 15, 16, 17]
    /// ```
    ///
    /// - Parameters:
    ///   - applePlatform: whose tables to show.
    ///   - styles: the styles, in order; `nil` for all the platform's.
    ///   - categories: the categories, in order; `nil` for all the platform's.
    /// - Throws: ``TypeScaleError`` for visionOS (no published table), a style or category the
    ///   platform's table does not have, or categories for tvOS and macOS (one size set).
    public init(platform applePlatform: ApplePlatform, styles: [PlatformTextStyle]? = nil, categories: [DynamicTypeCategory]? = nil) throws(TypeScaleError) {
        let styles = styles ?? applePlatform.textStyles
        let name = applePlatform.displayName
        guard applePlatform.publishesTextStyleSizes else {
            throw TypeScaleError(
                "\(name): the HIG publishes no text style sizes for \(name) (only that Body and the titles are bolder than on iOS and that it adds Extra Large Title 1 and 2); default text size \(applePlatform.defaultTextSize.reportText(decimals: 0)) pt, minimum \(applePlatform.minimumTextSize.reportText(decimals: 0)) pt"
            )
        }
        for style in styles where !applePlatform.textStyles.contains(style) {
            throw .unknown("\(name) text style", style.displayName, expected: applePlatform.textStyles.map(\.displayName))
        }
        if let categories, applePlatform.contentSizeCategories.isEmpty, !categories.isEmpty {
            throw TypeScaleError("\(name) publishes one size per text style: no content size categories")
        }
        for category in categories ?? [] where !applePlatform.contentSizeCategories.contains(category) {
            throw .unknown("\(name) content size category", category.displayName, expected: applePlatform.contentSizeCategories.map(\.displayName))
        }
        if applePlatform == .iOS || applePlatform == .iPadOS {
            self.init(iOSStyles: styles.compactMap(\.textStyle), categories: categories ?? DynamicTypeCategory.allCases, platform: applePlatform)
            return
        }
        let columns: [DynamicTypeCategory?] = applePlatform.contentSizeCategories.isEmpty ? [nil] : (categories ?? applePlatform.contentSizeCategories)
        var rows: [PlatformRow] = []
        for style in styles {
            for category in columns {
                if let metrics = DynamicType.metrics(for: style, category: category, on: applePlatform) {
                    rows.append(PlatformRow(style: style, category: category, metrics: metrics))
                }
            }
        }
        self.init(platformRows: rows, platform: applePlatform)
    }

    private init(iOSStyles: [TextStyle], categories: [DynamicTypeCategory], platform applePlatform: ApplePlatform) {
        platform = .ios
        self.applePlatform = applePlatform
        styles = iOSStyles
        self.categories = categories
        dynamicTypeRows = iOSStyles.flatMap { style in
            categories.map { DynamicTypeRow(style: style, category: $0, metrics: DynamicType.metrics(for: style, category: $0)) }
        }
        fontScale = nil
        materialRows = []
        platformRows = []
    }

    private init(platformRows rows: [PlatformRow], platform applePlatform: ApplePlatform) {
        platform = .ios
        self.applePlatform = applePlatform
        styles = []
        categories = []
        dynamicTypeRows = []
        fontScale = nil
        materialRows = []
        platformRows = rows
    }

    /// watchOS, tvOS and macOS in `format`.
    func platformText(_ format: Format) -> String {
        switch format {
        case .json: SortedJSON.string(platformRows.map { PlatformJSONRow($0, platform: applePlatform) })
        case .csv: platformCSV()
        case .text: platformTable()
        }
    }

    private struct PlatformJSONRow: Encodable {
        let platform: String
        let style: String
        let category: String?
        let size: Double
        let leading: Double
        let weight: String
        let weightValue: Int
        let emphasizedWeight: String

        init(_ row: PlatformRow, platform applePlatform: ApplePlatform) {
            platform = applePlatform.rawValue
            style = row.style.displayName
            category = row.category?.displayName
            size = row.metrics.size
            leading = row.metrics.leading
            weight = row.metrics.weight.name
            weightValue = Int(row.metrics.weight.value)
            emphasizedWeight = row.metrics.emphasizedWeight.name
        }

        // `category` is written as null for tvOS and macOS, so every row has the same keys.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(platform, forKey: .platform)
            try container.encode(style, forKey: .style)
            try container.encode(category, forKey: .category)
            try container.encode(size, forKey: .size)
            try container.encode(leading, forKey: .leading)
            try container.encode(weight, forKey: .weight)
            try container.encode(weightValue, forKey: .weightValue)
            try container.encode(emphasizedWeight, forKey: .emphasizedWeight)
        }

        private enum CodingKeys: String, CodingKey {
            case platform, style, category, size, leading, weight, weightValue, emphasizedWeight
        }
    }

    /// The columns of `Tables/text-styles-watchos-tvos-macos.csv`.
    private func platformCSV() -> String {
        let lines = platformRows.map { row in
            [
                applePlatform.displayName, row.style.displayName, row.category?.displayName ?? "", row.metrics.size.reportText(decimals: 2),
                row.metrics.leading.reportText(decimals: 2), row.metrics.weight.name, row.metrics.emphasizedWeight.name,
            ].joined(separator: ",")
        }
        return (["platform,style,category,size_pt,leading_pt,weight,emphasized_weight"] + lines).joined(separator: "\n")
    }

    private func platformTable() -> String {
        let name = applePlatform.displayName
        let categories = platformRows.reduce(into: [DynamicTypeCategory]()) { list, row in
            if let category = row.category, !list.contains(category) { list.append(category) }
        }
        let styles = platformRows.reduce(into: [PlatformTextStyle]()) { list, row in
            if !list.contains(row.style) { list.append(row.style) }
        }
        if categories.count > 1 && styles.count > 1 {
            var table = [["Style"] + categories.map(\.displayName) + ["Weight", "Emphasized"]]
            for style in styles {
                let cells = platformRows.filter { $0.style == style }
                table.append(
                    [style.displayName] + cells.map { "\($0.metrics.size.reportText(decimals: 2))/\($0.metrics.leading.reportText(decimals: 2))" }
                        + [cells.first?.metrics.weight.name ?? "", cells.first?.metrics.emphasizedWeight.name ?? ""])
            }
            return "Dynamic Type, \(name) (HIG), points: size/leading\n\n" + TextTable.render(table)
        }
        let byStyle = categories.count <= 1
        var table = [[byStyle ? "Style" : "Category", "Size", "Leading", "Weight", "Emphasized"]]
        for row in platformRows {
            table.append([
                byStyle ? row.style.displayName : (row.category?.displayName ?? ""), row.metrics.size.reportText(decimals: 2),
                row.metrics.leading.reportText(decimals: 2), row.metrics.weight.name, row.metrics.emphasizedWeight.name,
            ])
        }
        let title =
            categories.isEmpty
            ? "\(name) text styles (HIG), points: one size per style\(applePlatform.supportsDynamicType ? "" : ", no Dynamic Type")"
            : byStyle
                ? "Dynamic Type, \(name) (HIG), points, at \(categories[0].displayName)"
                : "Dynamic Type, \(name) (HIG), points, for \(styles.first?.displayName ?? "no style")"
        return title + "\n\n" + TextTable.render(table)
    }
}
