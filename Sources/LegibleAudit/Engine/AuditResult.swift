import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleSyntax
import LegibleTypeScale

/// Everything an audit found: each label at each category, the per-(key, locale) verdicts, and
/// the keys no layout covers. ``findings`` turns it into reportable findings (`Finding` from LegibleReporting).
public struct AuditResult: Sendable {
    /// Every audited label (key, locale, variant), in catalog order.
    public let labels: [LabelAudit]
    /// Keys the layout spec gives no width, which were not measured.
    public let unlaidKeys: [UnlaidKey]
    /// The options the audit ran with.
    public let options: AuditOptions
    /// Static fonts the layout gives no face heavy enough for Bold Text, so labels measured
    /// with Bold Text on were drawn lighter than iOS draws them.
    public let missingBoldTextFaces: [MissingBoldTextFace]

    /// A result; ``OverflowAuditor/audit(_:progress:)`` builds these.
    ///
    /// - Parameters:
    ///   - labels: every audited label.
    ///   - unlaidKeys: keys without a width.
    ///   - options: the options the audit ran with.
    ///   - missingBoldTextFaces: fonts without a face for their Bold Text weight.
    public init(labels: [LabelAudit], unlaidKeys: [UnlaidKey], options: AuditOptions, missingBoldTextFaces: [MissingBoldTextFace] = []) {
        self.labels = labels
        self.unlaidKeys = unlaidKeys
        self.options = options
        self.missingBoldTextFaces = missingBoldTextFaces
    }

    /// Whether any label was measured with Bold Text on (reports then say which setting each
    /// label and fit is for).
    public var includesBoldText: Bool { labels.contains { $0.legibilityWeight.isBoldText } }

    /// For each (key, locale), in catalog order: the largest category at which every variant fits.
    public var fits: [KeyLocaleFit] {
        fitVerdicts.map(fit)
    }

    /// The fit a verdict gives, named after its first label.
    func fit(_ verdict: FitVerdict) -> KeyLocaleFit {
        let first = labels[verdict.first]
        return KeyLocaleFit(
            key: first.entry.key, locale: first.entry.locale, fitsUpToStep: verdict.fitsUpTo,
            overflows: verdict.overflows, isPseudo: first.isPseudo, legibilityWeight: first.legibilityWeight)
    }

    /// One (key, locale, file, Bold Text) group's verdict: its first label, the smallest
    /// largest-fitting step (`nil` once one label fits at no size), and whether any label overflows.
    struct FitVerdict {
        let first: Int
        var fitsUpTo: TextSizeStep?
        var overflows: Bool
        /// The next group with the same key.
        var nextWithKey: Int?
    }

    /// The verdicts behind ``fits``, in order of each group's first label.
    var fitVerdicts: [FitVerdict] {
        var verdicts: [FitVerdict] = []
        // A key's groups are found from its first group, along `nextWithKey`. A key's labels are
        // usually next to each other in the catalog: the dictionary is asked only when the key
        // changes from one label to the next, and compared with the labels' own locales, file
        // and Bold Text, so no label is copied.
        var firstWithKey: [String: Int] = [:]
        var keyFirst = 0
        for index in labels.indices {
            if index == 0 || labels[index].entry.key != labels[index - 1].entry.key {
                // One hash per key: a new key's first group is the one about to be appended.
                keyFirst = { (first: inout Int) in
                    if first < 0 { first = verdicts.count }
                    return first
                }(&firstWithKey[labels[index].entry.key, default: -1])
            }
            var last: Int?
            var candidate: Int? = keyFirst < verdicts.count ? keyFirst : nil
            while let group = candidate {
                let first = verdicts[group].first
                if labels[first].entry.locale == labels[index].entry.locale, labels[first].entry.file == labels[index].entry.file,
                    labels[first].legibilityWeight == labels[index].legibilityWeight
                {
                    break
                }
                last = group
                candidate = verdicts[group].nextWithKey
            }
            let fitsUpTo = labels[index].fitsUpToStep
            let overflows = labels[index].firstOverflow != nil
            if let group = candidate {
                verdicts[group].fitsUpTo = verdicts[group].fitsUpTo.flatMap { current in fitsUpTo.map { min(current, $0) } }
                verdicts[group].overflows = verdicts[group].overflows || overflows
            } else {
                verdicts.append(FitVerdict(first: index, fitsUpTo: fitsUpTo, overflows: overflows))
                if let last { verdicts[last].nextWithKey = verdicts.count - 1 }
            }
        }
        return verdicts
    }

    /// The rules audit findings use.
    public static let rules: [RuleDescriptor] = [
        RuleDescriptor(
            id: AuditRule.overflow, name: "LabelOverflow",
            summary: "A label's text does not fit its width and line limit at some text size.",
            help: "Give the label more width or lines, let it wrap, or shorten the text; the message says from which content size category it overflows.",
            defaultSeverity: .error,
            documentation: """
                A label's text does not fit its width and line limit at some text size, in some
                language (a warning instead when it overflows only above `--fail-on`). The message gives the
                first size at which it overflows, the width it needs and the largest size at which it still
                fits ("fits up to xxLarge"). `legible scan` audits every label whose width it knows with the
                same engine and gives one finding per element and problem: the locales it overflows in are
                named after the first ("also in de, fr and 3 more"), and of several texts code sets on one
                view (the branches of a `switch`) the worst is shown and the others counted ("; so do 6 more
                of the texts code sets"), each with its numbers in the finding's properties.
                The scan's measurement has a tolerance: Android text that needs less than 1 dp more than
                its view's width is taken to fit (a view is whole device pixels, a dp at 160 dpi, and
                hinting moves a line by fractions of one), a note when that is all it overflows by; iOS
                text within 2% of fitting, where the stand-in for SF Pro cannot tell, is at most a warning.
                """),
        RuleDescriptor(
            id: AuditRule.missingGlyphs, name: "MissingGlyphs",
            summary: "Labels' text has characters no font covers, so their widths are unreliable.",
            help: "Add a font for the locale to the layout spec (`fonts:`), or fix the text.",
            defaultSeverity: .warning,
            documentation: """
                A label's text has characters no font covers, so its width is measured with the
                missing-glyph box and is unreliable. Add a font for the locale (`fonts:` in the layout spec).
                One warning per script and font, at the first label, counts the labels; the bundled
                fonts cover Latin, Greek, Cyrillic, Arabic, Hebrew, CJK, emoji and 20 scripts of India
                and South-East Asia, the Caucasus, Ethiopia, West and North Africa (Fonts/README.md). On Android,
                characters its own system fonts draw (the fallback families of AOSP's fonts.xml:
                Tables/android-system-fallback-fonts.csv) show on the phone, so they are a note, not a warning.
                """),
        RuleDescriptor(
            id: AuditRule.missingBoldTextFace, name: "MissingBoldTextFace",
            summary: "A static font has no face for the heavier weight Bold Text draws it at, so labels measured with Bold Text are too narrow.",
            help: "Name the family's heavier faces in the layout spec (`faces: { semibold: Brand-Semibold.otf }`), or use a variable font with a wght axis.",
            defaultSeverity: .warning,
            documentation: """
                A static font (no `wght` axis) has no face for the heavier weight Bold Text draws
                it at, so labels measured with Bold Text are too narrow. Name the heavier faces (`faces:`).
                """),
        RuleDescriptor(
            id: AuditRule.noLayout, name: "NoLayout",
            summary: "No layout spec entry gives this key a width, so it was not audited.",
            help: "Add a `labels` entry matching the key, or a `width` to the default entry.",
            defaultSeverity: .note,
            documentation: "No layout spec entry gives the key a width, so it was not audited."),
    ]

    /// One finding per overflowing label (an error when it overflows at or below
    /// ``AuditOptions/failOn``, else a warning), one per script and font with uncovered
    /// characters (``missingGlyphFindings``), and a note per key without a layout.
    public var findings: [Finding] {
        // Made as findings directly: through `labelFindings` every finding was made twice.
        var findings = perLabelFindings { _, finding in finding }
        findings += missingGlyphFindings.map(\.finding)
        findings += otherFindings
        return findings
    }

    /// The findings about one label each (overflow, a lighter Bold Text fallback), and the
    /// missing-glyph findings with the first label of their script and font, with the index in
    /// ``labels`` of the label each is about.
    public var labelFindings: [LabelFinding] {
        perLabelFindings { label, finding in LabelFinding(label: label, finding: finding) }
            + missingGlyphFindings.map { LabelFinding(label: $0.label, finding: $0.finding) }
    }

    /// The findings about one label each, as `make` turns each (label index, finding) into a record.
    private func perLabelFindings<Record: Sendable>(_ make: @Sendable (Int, Finding) -> Record) -> [Record] {
        // Each finding's message takes some formatting: the labels' findings are made a chunk
        // per thread.
        let (labels, options) = (labels, options)
        return ChunkedWork.collect(recordCount: labels.count, concurrency: options.concurrency) { records in
            var findings: [Record] = []
            // Each message is written into this, then made a string.
            var message = OutputBuffer(capacity: 1 << 10)
            // Labels are read in place, through the buffer, not copied: a copy retains every
            // string of the label.
            labels.withUnsafeBufferPointer { labels in
                for index in records {
                    let overflow = labels[index].firstOverflow
                    guard overflow != nil || !labels[index].lighterFallbacks.isEmpty else { continue }
                    let position = labels[index].entry.position
                    let location = Finding.Location(file: labels[index].entry.file, line: position.line, column: position.column)
                    let id = labels[index].findingID
                    if let overflow {
                        message.removeAll()
                        labels[index].appendOverflowMessage(overflow, to: &message)
                        findings.append(
                            make(
                                index,
                                Finding(
                                    id: id, rule: AuditRule.overflow,
                                    severity: options.isError(overflowingAt: overflow.step) ? .error : .warning,
                                    message: message.withBytes { String(decoding: $0, as: UTF8.self) }, location: location)))
                    }
                    for lighter in labels[index].lighterFallbacks {
                        findings.append(
                            make(
                                index,
                                Finding(
                                    id: "\(id) \(lighter.script)", rule: AuditRule.missingBoldTextFace, severity: .warning,
                                    message: lighter.message(locale: labels[index].entry.locale), location: location)))
                    }
                }
            }
            return findings
        }
    }

    /// The findings about no one label: fonts without a Bold Text face, keys without a layout.
    private var otherFindings: [Finding] {
        var findings: [Finding] = []
        for missing in missingBoldTextFaces {
            findings.append(
                Finding(
                    id: "\(missing.font) [\(missing.weight.name)]", rule: AuditRule.missingBoldTextFace, severity: .warning,
                    message:
                        "Bold Text draws \(missing.designWeight.name) (\(missing.designWeight.value.formatted)) as \(missing.weight.name) (\(missing.weight.value.formatted)), "
                        + "but \(missing.font) has no wght axis and the layout names no face of that weight or heavier (faces:); "
                        + "labels with Bold Text were measured with "
                        + (missing.measuredWith == missing.font ? "the font as it is" : "its heavier face \(missing.measuredWith)")
                        + ", so their widths are too small",
                    location: missing.location))
        }
        for unlaid in unlaidKeys {
            findings.append(
                Finding(
                    id: unlaid.key, rule: AuditRule.noLayout, severity: .note,
                    message: "no layout entry gives this key a width; not audited",
                    location: Finding.Location(file: unlaid.file, line: unlaid.position.line, column: unlaid.position.column)))
        }
        return findings
    }
}

/// The rule ids of audit findings.
public enum AuditRule {
    /// A label overflows at some category.
    public static let overflow = "overflow.label"
    /// A label has characters no font covers.
    public static let missingGlyphs = "overflow.missing-glyphs"
    /// A key has no layout.
    public static let noLayout = "overflow.no-layout"
    /// A static font has no face for its Bold Text weight.
    public static let missingBoldTextFace = "overflow.bold-text-face"
}

/// A static font (no `wght` axis) that a layout gives no face heavy enough for Bold Text: labels
/// measured with Bold Text on are drawn at the design weight instead, narrower than iOS draws
/// them. Reported as a warning, never passed over.
public struct MissingBoldTextFace: Sendable, Hashable, Codable {
    /// The font file.
    public let font: String
    /// The weight the layout asks for.
    public let designWeight: FontWeight
    /// The heavier weight Bold Text draws it at (`FontWeight.withBoldText`).
    public let weight: FontWeight
    /// The layout spec entry that names the font, when the spec was read from a file.
    public let location: Finding.Location?
    /// The file the labels were measured with: ``font`` itself, or the heaviest face the layout
    /// names when that is still lighter than ``weight``.
    public let measuredWith: String

    /// A missing face.
    ///
    /// - Parameters:
    ///   - font: the font file.
    ///   - designWeight: the layout's weight.
    ///   - weight: the Bold Text weight.
    ///   - location: the spec entry naming the font.
    ///   - measuredWith: the file measured instead; `font` when `nil`.
    public init(font: String, designWeight: FontWeight, weight: FontWeight, location: Finding.Location?, measuredWith: String? = nil) {
        self.font = font
        self.designWeight = designWeight
        self.weight = weight
        self.location = location
        self.measuredWith = measuredWith ?? font
    }
}

extension LabelAudit {
    /// `key [locale]`, or `key [locale plural.one]` for a variant; `pseudo` marks pseudo text,
    /// `bold-text` a label measured with Bold Text on.
    public var findingID: String {
        entry.key + findingIDSuffix
    }

    /// What ``findingID`` adds to the key: ` [locale]`, ` [locale plural.one pseudo bold-text]`.
    public var findingIDSuffix: String {
        // Appended to one string with room for all: findings are made for every overflowing label.
        var id = ""
        id.reserveCapacity(entry.locale.utf8.count + (entry.variant?.utf8.count ?? 0) + 24)
        id += " ["
        id += entry.locale
        if let variant = entry.variant {
            id += " "
            id += variant
        }
        if isPseudo { id += " pseudo" }
        if legibilityWeight.isBoldText { id += " bold-text" }
        id += "]"
        return id
    }

    /// Appends what overflows, from which size, by how much, and up to which size it still fits.
    /// As bytes, numbers digit by digit: a message is made for every overflowing label.
    func appendOverflowMessage(_ overflow: CategoryMeasurement, to message: inout OutputBuffer) {
        let unit = layout.platform.lengthUnit
        /// "299.5 pt", "280 dp".
        func appendLength(_ length: Double) {
            message.append(length, decimals: 1)
            message.append(" ")
            message.append(unit)
        }
        message.append("\"")
        message.append(displayText)
        message.append("\" overflows")
        if legibilityWeight.isBoldText { message.append(" with Bold Text") }
        message.append(" from ")
        message.append(overflow.step.displayName)
        message.append(" (")
        if layout.platform == .android {
            // Android releases lay letter spacing out differently: the finding says which one.
            message.append((layout.androidVersion ?? .default).description)
            message.append(", ")
        }
        message.append(layout.sizing.name)
        if legibilityWeight.isBoldText {
            message.append(" ")
            message.append(weight.name)
        }
        message.append(" ")
        appendLength(overflow.size)
        message.append("): needs ")
        if layout.maxLines == 0 {
            // No line limit, so no line count is ever too many: the text overflows only where a
            // piece it cannot break (one character cluster) is wider than the label.
            appendLength(overflow.requiredWidth)
            message.append(" for a part it cannot break across lines, ")
            appendLength(layout.width)
            message.append(" available")
        } else if layout.maxLines == 1 || overflow.lines <= layout.maxLines {
            appendLength(overflow.requiredWidth)
            message.append(", ")
            appendLength(layout.width)
            message.append(" available")
        } else {
            message.append(overflow.lines)
            message.append(" lines of ")
            appendLength(layout.width)
            message.append(", ")
            message.append(layout.maxLines)
            message.append(" allowed")
        }
        message.append("; ")
        message.append(overflowVerdict)
    }
}

extension LabelSizing {
    /// "Body", "Label Large", "16 sp =" or "fixed".
    var name: String {
        switch self {
        case .textStyle(let style): style.displayName
        case .materialRole(let role): role.displayName
        // "(16 sp = 23 dp)" in an overflow message.
        case .sp(let size): "\(size.points) sp ="
        case .fixed: "fixed"
        }
    }
}

extension Double {
    /// Points for messages and tables: at most one decimal.
    var points: String { DecimalText.string(self, decimals: 1) }
    /// Weights in messages: `600`.
    var formatted: String { DecimalText.string(self, decimals: 3) }
}
