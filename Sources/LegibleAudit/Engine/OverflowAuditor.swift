import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleShaping
import LegibleTypeScale

/// Lays every label of one or more string catalogs out at every content size category, in every
/// language, and reports where the text no longer fits.
///
/// Each text is shaped once per font setup the sizes need (HarfBuzz output holds no point size);
/// every category is laid out from that shaped text by scaling its advances. Only where the
/// font instance changes with the size (the Text → Display switch at 20 pt, an `opsz` axis,
/// tracking switching off ligatures the font has) is the text shaped again. Labels are measured
/// in parallel, in batches, and no shaped text outlives its batch.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOfFile: "Examples/overflow/Localizable.xcstrings")
/// let spec = try LayoutSpec(contentsOfFile: "Examples/overflow/layout.yaml")
/// let result = try await OverflowAuditor(spec: spec).audit([catalog])
/// for fit in result.fits where fit.overflows {
///     print(fit.key, fit.locale, fit.verdict)   // settings.notifications.button de fits up to xxxLarge
/// }
/// ```
public struct OverflowAuditor: Sendable {
    /// How each key is displayed (with ``AuditOptions/androidVersion`` when the options name one).
    public let spec: LayoutSpec
    /// Sizes, samples, pseudo-localisation and the error threshold.
    public let options: AuditOptions

    /// An auditor for a layout spec.
    public init(spec: LayoutSpec, options: AuditOptions = AuditOptions()) {
        var spec = spec
        if let version = options.androidVersion { spec.androidVersion = version }
        self.spec = spec
        self.options = options
    }

    /// Audits the catalogs. Fonts are loaded before anything is measured, so a bad font path
    /// fails the whole audit up front.
    ///
    /// - Parameters:
    ///   - catalogs: the catalogs to audit, each key laid out by ``spec``.
    ///   - progress: called with (labels done, labels in all) after each batch, from any thread.
    /// - Throws: ``AuditError`` when a font cannot be loaded.
    public func audit(
        _ catalogs: [StringCatalog], progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws(AuditError) -> AuditResult {
        try await audit(AuditPlan(catalogs: catalogs, spec: spec, options: options), progress: progress)
    }

    /// Refuses Bold Text on an Android spec, before any font is loaded.
    private func checkBoldText() throws(AuditError) {
        if spec.platform == .android {
            let rule = ([spec.defaults] + spec.rules).first { $0.boldText == .on || $0.boldText == .both }
            if rule != nil || options.boldText == .on || options.boldText == .both {
                // Named at the spec's entry that asks for it, or the spec itself when an option does.
                throw AuditError(
                    "\(spec.origin(rule?.position))Bold Text is iOS's setting and is measured on iOS only; an Android layout spec "
                        + "(platform: android) measures font scales, so leave boldText off")
            }
        }
    }

    /// Audits labels the caller lays out itself — `legible scan`'s elements, each with its own
    /// texts and the spec entry (`LayoutSpec.rules` index) that lays it out — with no catalog
    /// and no key matching. Each ``LabelAudit`` of the result carries its label's
    /// ``CallerLabel/id`` as ``LabelAudit/callerID``, and ``AuditResult/labelFindings`` says which
    /// label each finding is about.
    ///
    /// - Parameters:
    ///   - labels: the labels.
    ///   - progress: called with (labels done, labels in all) after each batch, from any thread.
    /// - Throws: ``AuditError`` when a font cannot be loaded.
    public func audit(labels: [CallerLabel], progress: (@Sendable (Int, Int) -> Void)? = nil) async throws(AuditError) -> AuditResult {
        try await audit(AuditPlan(callerLabels: labels, spec: spec, options: options), progress: progress)
    }

    private func audit(_ plan: AuditPlan, progress: (@Sendable (Int, Int) -> Void)?) async throws(AuditError) -> AuditResult {
        try checkBoldText()
        let measurers = try MeasurerSet(setups: plan.fontSetups, fontsDirectory: options.fontsDirectory, origin: spec.origin(ofFont:))
        let labels = plan.labels
        let groups = plan.groups
        // Sizes, tracking and shaping keys depend only on the layout and fonts: once per group.
        let groupMeasurers = groups.map { measurers[$0.setup] }
        let sizes = zip(groups, groupMeasurers).map { group, measurer in
            Self.sizes(group.layout, steps: options.steps(for: group.layout), measurer: measurer)
        }
        let keys = sizes.map(Self.shapingKeys)
        let samples = options.samples
        // Replacing placeholders takes a pass over every text: a chunk of labels per thread.
        let texts = ChunkedWork.collect(recordCount: labels.count, concurrency: options.concurrency) { records in
            records.map { labels[$0].entry.displayText(using: samples) }
        }
        // Labels with the same text and font setup (the same words under several keys or
        // layouts) share their shapes: measured side by side, in one batch, each shape made once.
        var setupNumbers: [FontSetup: Int] = [:]
        let groupSetups = groups.map { group in
            if let number = setupNumbers[group.setup] { return number }
            setupNumbers[group.setup] = setupNumbers.count
            return setupNumbers.count - 1
        }
        let setups = labels.map { groupSetups[$0.group] }
        let shapeNumbers = AuditWork.shapeNumbers(texts: texts, setups: setups)
        let order = AuditWork.order(shapeNumbers: shapeNumbers, setups: setups)
        let work = AuditWork(
            labels: labels, labelGroups: labels.map(\.group), groups: groups, texts: texts, shapeNumbers: shapeNumbers, sizes: sizes,
            keys: keys, measurers: groupMeasurers)
        let batchSize = Self.batchSize(labelCount: labels.count, concurrency: options.concurrency)
        let batchCount = (labels.count + batchSize - 1) / batchSize
        var audited = [LabelAudit?](repeating: nil, count: labels.count)
        var done = 0
        await withTaskGroup(of: [(Int, LabelAudit)].self) { group in
            var next = 0
            func submit() {
                let range = next * batchSize..<min(labels.count, (next + 1) * batchSize)
                group.addTask { work.measure(Array(order[range])) }
                next += 1
            }
            // At most `concurrency` batches in flight: memory stays bounded by the batch size.
            while next < min(batchCount, options.concurrency) { submit() }
            while var results = await group.next() {
                done += results.count
                // Moved out of the batch's array and into place, not copied.
                while let (index, audit) = results.popLast() { audited[index] = audit }
                progress?(done, labels.count)
                if next < batchCount { submit() }
            }
        }
        let results = audited.indices.map { audited[$0].take()! }
        // Visible text at no width fits everything: a damaged font, never a pass. Only labels
        // measured at 0 or less are looked at further.
        for label in results {
            if let problem = Self.widthlessProblem(label.displayText, layout: label.layout, locale: label.entry.locale, measurements: label.measurements) {
                let position = label.entry.position
                throw AuditError("\(label.entry.file):\(position.line):\(position.column): \(label.entry.key) [\(label.entry.locale)]: \(problem)")
            }
        }
        return AuditResult(
            labels: results, unlaidKeys: plan.unlaidKeys, options: options,
            missingBoldTextFaces: missingBoldTextFaces(measurers.setupsMissingBoldTextFaces, groups: groups))
    }

    /// The error for visible text measured at no width (`WidthlessText`), naming the font that
    /// drew it; `nil` for every label with a width, which is not looked at further. The audit and
    /// `LabelFitter` both ask this of what `measure(_:layout:sizes:shapes:lineBreaks:)` gave.
    static func widthlessProblem(_ text: String, layout: LabelLayout, locale: String, measurements: [CategoryMeasurement]) -> String? {
        guard let width = measurements.first?.requiredWidth, width <= 0 else { return nil }
        let font = layout.localeFonts[locale] ?? layout.font ?? "Inter (bundled)"
        return WidthlessText.problem(text: text, width: width, font: font, unit: layout.platform == .android ? "dp" : "pt")
    }

    /// One finding's worth per font, Bold Text weight and spec entry, for setups whose static
    /// font cannot be drawn at their Bold Text weight.
    private func missingBoldTextFaces(_ setups: [FontSetup], groups: [LabelGroup]) -> [MissingBoldTextFace] {
        var missing: [MissingBoldTextFace] = []
        for setup in setups {
            guard let measured = setup.font, let font = setup.layoutFont else { continue }
            for group in groups where group.setup == setup {
                let rule = group.layout.ruleIndex.map { spec.rules[$0] } ?? spec.defaults
                let location = spec.file.map { file in
                    Finding.Location(file: file, line: rule.position?.line, column: rule.position?.column)
                }
                let face = MissingBoldTextFace(
                    font: font, designWeight: group.layout.weight, weight: setup.weight, location: location,
                    measuredWith: measured)
                if !missing.contains(face) { missing.append(face) }
            }
        }
        return missing
    }

    /// Batches big enough to amortise task overhead, small enough to keep every core busy and
    /// the progress bar moving.
    static func batchSize(labelCount: Int, concurrency: Int) -> Int {
        min(256, max(1, labelCount / (min(max(concurrency, 1), AuditOptions.maximumConcurrency) * 8)))
    }
}

extension LayoutSpec {
    /// `layout.yaml:12:5: ` for an error about an entry at `position`, `layout.yaml: ` without
    /// one, nothing for a spec built in code.
    func origin(_ position: TextPosition?) -> String {
        guard let file else { return "" }
        return position.map { "\(file):\($0.line):\($0.column): " } ?? "\(file): "
    }

    /// Where the spec names a font file (as `font`, in `fonts` or in `faces`), for an error
    /// about loading it; nothing for a font the spec does not name (the bundled ones, `--font`).
    func origin(ofFont font: String) -> String {
        guard file != nil else { return "" }
        let rule = ([defaults] + rules).first { rule in
            rule.font == font || rule.localeFonts.values.contains(font) || (rule.faces ?? []).contains { $0.font == font }
                || rule.localeFaces.values.contains { $0.contains { $0.font == font } }
        }
        return rule.map { origin($0.position) } ?? ""
    }
}
