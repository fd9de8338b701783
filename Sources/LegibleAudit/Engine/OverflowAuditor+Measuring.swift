import LegibleCatalogs
import LegibleShaping
import LegibleTypeScale

extension OverflowAuditor {
    /// The layout options and shaping key of each step (category or font scale) for labels of
    /// one layout and font setup.
    static func sizes(_ layout: LabelLayout, steps: [TextSizeStep], measurer: TextMeasurer) -> [CategorySize] {
        steps.map { step in
            let options = layoutOptions(layout, step: step)
            return CategorySize(
                step: step, options: options,
                key: measurer.shapingKey(forSize: options.size, tracking: options.tracking),
                trackingPoints: options.tracking.points(atSize: options.size), lineEndPoints: options.lineEndPoints)
        }
    }

    /// The distinct shaping keys of a label's sizes, in category order: the shapes its text needs.
    static func shapingKeys(_ sizes: [CategorySize]) -> [ShapingKey] {
        sizes.reduce(into: [ShapingKey]()) { keys, size in if !keys.contains(size.key) { keys.append(size.key) } }
    }

    /// `text` shaped for `key`: one of `shapes` (shapes of the same text for the label's other
    /// keys) when it serves `key` as well (`ShapedText.reused(as:)`), else shaped afresh.
    static func shape(_ text: String, key: ShapingKey, measurer: TextMeasurer, reusing shapes: [ShapedText]) -> ShapedText {
        shapes.lazy.compactMap { $0.reused(as: key) }.first ?? measurer.shape(text, key: key)
    }

    /// The measurements of one text at each category, and the characters no font covers.
    /// `shaped`: the text shaped for each shaping key of `sizes`. `lineBreaks`: the text's line
    /// breaks, when a label with the same text has found them; set when found here.
    static func measure(
        _ text: String, layout: LabelLayout, sizes: [CategorySize], shapes shaped: [ShapedText], lineBreaks: inout LineBreaks?
    ) -> (measurements: [CategoryMeasurement], missing: [String]) {
        // Whether the text is set as one plain line depends only on the text: checked once.
        let isPlainLine = layout.maxLines == 1 && OneLineText.isPlainLine(text)
        let shapes = shaped.map { (text: $0, line: isPlainLine ? OneLineText($0) : nil) }
        var measurements: [CategoryMeasurement] = []
        measurements.reserveCapacity(sizes.count)
        // One-line labels that overflow, marked in place (lines 0) until their line counts, found
        // together per shape, fill them in.
        var overflowCount = 0
        for size in sizes {
            let (step, options, key) = (size.step, size.options, size.key)
            // Usually one or two keys (Text below 20 pt, Display from 20 pt): a linear search is enough.
            guard let shapeIndex = shapes.firstIndex(where: { $0.text.key == key }) else {
                preconditionFailure("no shape for \(key): the batch shapes every key of the label's sizes")
            }
            let shaped = shapes[shapeIndex]
            if let line = shaped.line {
                // One line: the scaled advance plus tracking, with no line breaking unless it overflows.
                let width = line.width(size: options.size, tracking: size.trackingPoints) + size.lineEndPoints
                let fits = width <= layout.width + Self.tolerance
                if !fits { overflowCount += 1 }
                measurements.append(
                    CategoryMeasurement(
                        step: step, size: options.size, requiredWidth: width, availableWidth: layout.width,
                        lines: fits ? 1 : 0, fits: fits, overflow: fits ? 0 : width - layout.width))
                continue
            }
            let fitted = shaped.text.layout(options)
            let required = requiredWidth(shaped.text, options, fitted)
            // How much wider the label would have to be; when no width helps (more hard line
            // breaks than lines), what the layout cuts off.
            let overflow = fitted.fits ? 0 : required > layout.width ? required - layout.width : fitted.overflow
            measurements.append(
                CategoryMeasurement(
                    step: step, size: options.size, requiredWidth: required, availableWidth: layout.width,
                    lines: fitted.neededLineCount, fits: fitted.fits, overflow: overflow))
        }
        if overflowCount > 0 {
            var rows: [Int] = []
            var options: [LayoutOptions] = []
            rows.reserveCapacity(overflowCount)
            options.reserveCapacity(overflowCount)
            for shape in shapes where shape.line != nil {
                rows.removeAll(keepingCapacity: true)
                options.removeAll(keepingCapacity: true)
                for (index, size) in sizes.enumerated() where size.key == shape.text.key && measurements[index].lines == 0 {
                    rows.append(index)
                    options.append(size.options)
                }
                guard !rows.isEmpty else { continue }
                let breaks = lineBreaks ?? shape.text.lineBreaks
                lineBreaks = breaks
                for (index, lineCount) in zip(rows, shape.text.neededLineCounts(options, lineBreaks: breaks)) {
                    let row = measurements[index]
                    measurements[index] = CategoryMeasurement(
                        step: row.step, size: row.size, requiredWidth: row.requiredWidth,
                        availableWidth: row.availableWidth, lines: lineCount, fits: false, overflow: row.overflow)
                }
            }
        }
        return (measurements, shapes.first?.text.missingCharacters.map(\.description) ?? [])
    }

    /// Widths within this many points of the limit fit, as in `ShapedText.layout(_:)`.
    static let tolerance = 1e-9

    /// The size, tracking, width, line limit and leading of a label at a category.
    ///
    /// - Parameters:
    ///   - layout: the label.
    ///   - category: the content size category.
    public static func layoutOptions(_ layout: LabelLayout, category: DynamicTypeCategory) -> LayoutOptions {
        layoutOptions(layout, step: .category(category))
    }

    /// The size, tracking, width, line limit and leading of a label at a category or an Android
    /// font scale.
    ///
    /// A text style takes the Dynamic Type table's size and leading at the category; a Material
    /// role its size, line height and letter spacing in sp, each converted to dp at the font
    /// scale with Android 14's non-linear curves (`AndroidFontScaling`), as Jetpack Compose
    /// converts every `TextUnit.sp` (in Views, the letter spacing is the role's em of that size:
    /// `AndroidTextToolkit`), with the letter spacing at a line's ends that the layout's
    /// `androidVersion` puts there; a fixed size stays as it is. A text style has no size at a
    /// font scale, nor a role at a category: both then take their default (Large, 1x) size.
    ///
    /// - Parameters:
    ///   - layout: the label.
    ///   - step: the content size category or font scale.
    public static func layoutOptions(_ layout: LabelLayout, step: TextSizeStep) -> LayoutOptions {
        let size: Double
        var leading: Double?
        var tracking = layout.tracking
        switch layout.sizing {
        case .textStyle(let style):
            let metrics =
                platformMetrics(style, layout: layout, step: step) ?? DynamicType.metrics(for: style, category: step.category ?? DynamicType.defaultCategory)
            size = metrics.size
            leading = metrics.leading
        case .materialRole(let role):
            let style = role.style
            let scale = step.fontScale?.value ?? 1
            size = AndroidFontScaling.dp(fromSP: style.size, fontScale: scale)
            leading = AndroidFontScaling.dp(fromSP: style.lineHeight, fontScale: scale)
            tracking = .points((layout.androidToolkit ?? .default).letterSpacing(of: style, fontScale: scale, drawnSize: size))
        case .sp(let sp):
            size = AndroidFontScaling.dp(fromSP: sp, fontScale: step.fontScale?.value ?? 1)
        case .fixed(let points):
            size = points
        }
        // Android 14's Minikin also spaces a line's outer edges; Android 15's does not.
        let version = layout.androidVersion ?? .default
        return LayoutOptions(
            size: size, tracking: tracking, width: layout.width, maxLines: layout.maxLines, lineHeight: leading,
            tracksLineEnds: layout.platform == .android && version.spacesLetterSpacingAtLineEnds)
    }

    /// A text style's size and leading on the label's Apple platform other than iOS: watchOS's
    /// table at the step's category, tvOS's and macOS's single size. `nil` on iOS and iPadOS, and
    /// for a style the platform publishes no size for, which `LayoutSpec.withPlatform(_:)`
    /// and the scan never hand to the audit.
    static func platformMetrics(_ style: TextStyle, layout: LabelLayout, step: TextSizeStep) -> TextStyleMetrics? {
        guard let apple = layout.applePlatform, apple != .iOS, apple != .iPadOS else { return nil }
        let category = apple.contentSizeCategories.isEmpty ? nil : step.category ?? .large
        return DynamicType.metrics(for: PlatformTextStyle(style), category: category, on: apple)
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

/// What a one-line width needs from a shaped text: its advance in em and its cluster count
/// (tracking goes between clusters). Only for text that `ShapedText.layout(_:)` sets as one
/// plain line (``isPlainLine(_:)``): no hard line breaks, no trailing whitespace (which does
/// not count).
struct OneLineText {
    let advanceInEm: Double
    let clusterCount: Int

    init(_ shaped: ShapedText) {
        advanceInEm = shaped.advanceInEm
        clusterCount = shaped.clusterCount
    }

    /// Whether `text` is set as one plain line: not empty, no hard line break, no trailing whitespace.
    static func isPlainLine(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last, !last.properties.isWhitespace else { return false }
        return !text.unicodeScalars.contains(where: isLineBreak)
    }

    /// The width in points at a size, with `tracking` points between clusters.
    func width(size: Double, tracking: Double) -> Double {
        advanceInEm * size + tracking * Double(max(0, clusterCount - 1))
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}

/// One category's (or font scale's) layout options and the shaping key they need.
struct CategorySize: Sendable {
    let step: TextSizeStep
    let options: LayoutOptions
    let key: ShapingKey
    /// The tracking the options give at their size, in points.
    let trackingPoints: Double
    /// What a line's ends add to its width (Android 14's letter spacing), in points.
    let lineEndPoints: Double
}
