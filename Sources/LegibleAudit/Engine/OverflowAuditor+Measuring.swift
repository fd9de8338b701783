import LegibleCatalogs
import LegibleShaping
import LegibleTypeScale

extension OverflowAuditor {
    /// The measurements of one text at each category, and the characters no font covers.
    static func measure(
        _ text: String, layout: LabelLayout, categories: [ContentSizeCategory], measurer: TextMeasurer
    ) -> (measurements: [CategoryMeasurement], missing: [String]) {
        // Usually one or two keys (Text below 20 pt, Display from 20 pt): a linear search is enough.
        var shapes: [ShapedText] = []
        var measurements: [CategoryMeasurement] = []
        measurements.reserveCapacity(categories.count)
        for category in categories {
            let options = layoutOptions(layout, category: category)
            let key = measurer.shapingKey(forSize: options.size, tracking: options.tracking)
            let shaped: ShapedText
            if let existing = shapes.first(where: { $0.key == key }) {
                shaped = existing
            } else {
                shaped = measurer.shape(text, key: key)
                shapes.append(shaped)
            }
            let fitted = shaped.layout(options)
            let required = requiredWidth(shaped, options, fitted)
            // How much wider the label would have to be; when no width helps (more hard line
            // breaks than lines), what the layout cuts off.
            let overflow = fitted.fits ? 0 : required > layout.width ? required - layout.width : fitted.overflow
            measurements.append(CategoryMeasurement(
                category: category, size: options.size, requiredWidth: required, availableWidth: layout.width,
                lines: fitted.neededLineCount, fits: fitted.fits, overflow: overflow))
        }
        return (measurements, shapes.first?.missingCharacters.map(\.description) ?? [])
    }

    /// The size, tracking, width, line limit and leading of a label at a category.
    public static func layoutOptions(_ layout: LabelLayout, category: ContentSizeCategory) -> LayoutOptions {
        let size: Double
        var leading: Double?
        switch layout.sizing {
        case .textStyle(let name):
            let metrics = DynamicType.metrics(for: TextStyle(rawValue: name) ?? .body, category: category)
            size = metrics.size
            leading = metrics.leading
        case .fixed(let points):
            size = points
        }
        return LayoutOptions(size: size, tracking: shapingTracking(layout.tracking), width: layout.width,
                             maxLines: layout.maxLines, lineHeight: leading)
    }

    /// The spec's tracking rule as the shaper applies it; `hig` is Apple's SF Pro table, which
    /// the bundled Inter stands in for.
    static func shapingTracking(_ tracking: LegibleCatalogs.TrackingMode) -> LegibleShaping.TrackingMode {
        switch tracking {
        case .hig: .hig(.sfPro)
        case .font: .font
        case .none: .none
        case .points(let points): .points(points)
        }
    }

    /// The narrowest width at which the text fits in the label's lines.
    ///
    /// One line: the text's width on one line. No line limit: the widest line at the available
    /// width (any width fits then). Several lines: found by bisection to 1/100 pt.
    static func requiredWidth(_ shaped: ShapedText, _ options: LayoutOptions, _ fitted: TextLayout) -> Double {
        if options.maxLines == 0 { return fitted.width }
        if options.maxLines == 1, fitted.neededLineCount == 1 { return fitted.width }
        var unwrapped = options
        unwrapped.width = nil
        unwrapped.maxLines = 0
        let oneLine = shaped.layout(unwrapped)
        guard options.maxLines > 1, oneLine.neededLineCount <= options.maxLines else { return oneLine.width }
        var low = oneLine.width / Double(options.maxLines) - 1e-6
        var high = oneLine.width
        while high - low > 0.01 {
            let middle = (low + high) / 2
            var trial = options
            trial.width = middle
            if shaped.layout(trial).fits { high = middle } else { low = middle }
        }
        return high
    }
}
