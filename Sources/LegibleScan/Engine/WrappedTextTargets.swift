import LegibleAudit
import LegibleCatalogs
import LegibleTargets
import LegibleTypeScale

/// A tappable text judged at one line (``ScannedElement/heightIsOneTextLine``) whose text wraps
/// is taller than that line, so its `target.small` finding is dropped (issue 33, fresh-android9b
/// D1): TrackerControl 8c119b04 `main.xml:32`, a `match_parent` `TextView` of 14 sp whose 66
/// characters wrap to two lines at every phone width, was "40 dp tall", the 24 dp drawable and
/// its padding; `:52` and `:72`, of 200 and 230 characters, too.
///
/// A wrapped text whose height per further line is known (``ScannedElement/wrappedLineStep``) is
/// judged again at the lines it takes, not dropped: Tusky `activity_account.xml:257`, a clickable
/// 14 sp text with no padding (`AccountActivity.kt:627`), takes two lines at 411 dp, about 38 dp,
/// still under 48; a wrap made it no finding at all.
///
/// The text is measured as `overflow.label` measures it (the audit's shaping), in the base
/// locale at font scale 1.0, the size the target's height is worked out at, with no line limit,
/// at its widest solved width (if it wraps there, it wraps on every screen); a text whose width
/// is unknown at ``unknownWidthRoom``, a small phone's whole width: longer than fits there, it
/// wraps on any phone. A text the scan cannot measure (code sets it, a font it lacks) is judged
/// as before.
enum WrappedTextTargets {
    /// The room, in dp, a text whose width the layout leaves unknown is measured in: the
    /// narrowest phone `Tables/android-screen-widths.csv` lists (``AndroidScreens``, 320 dp).
    static let unknownWidthRoom = AndroidScreens.all.map(\.width).min() ?? 320

    /// Judges again, at the lines they take, the `target.small` findings of texts judged at one
    /// line that wrap; removes those whose height per line is unknown.
    static func apply(
        to findings: inout [ScanFindingRecord], elements: [ScannedElement], resources: ScanResources, configuration: ScanConfiguration,
        options: AuditOptions, rules: ElementRules? = nil
    ) async throws(AuditError) {
        var judged = Set<Int>()
        for record in findings where record.finding.rule == ScanRules.targetSmall.id {
            if let index = record.element, elements[index].heightIsOneTextLine { judged.insert(index) }
        }
        guard !judged.isEmpty else { return }
        let wrapped = try await wrappingTexts(judged.sorted(), elements: elements, resources: resources, configuration: configuration, options: options)
        demoteUnknownTexts(&findings, elements: elements, judged: judged.subtracting(wrapped.keys))
        guard !wrapped.isEmpty else { return }
        findings.removeAll { record in
            record.finding.rule == ScanRules.targetSmall.id && record.element.map { wrapped[$0] != nil } == true
        }
        guard let rules else { return }
        for (index, lines) in wrapped.sorted(by: { $0.key < $1.key }) {
            var element = elements[index]
            guard let step = element.wrappedLineStep, let height = element.height else { continue }
            // A line limit (`maxLines="2"`) cuts the text there.
            let lines = element.maxLines.map { $0 > 0 ? min($0, lines) : lines } ?? lines
            element.height = height + Double(lines - 1) * step
            element.heightIsOneTextLine = false
            for var finding in rules.findings(for: element) where finding.rule == ScanRules.targetSmall.id {
                finding.message += " (its text takes \(lines) lines at font scale 1.0)"
                findings.append(ScanFindingRecord(finding: finding, element: index))
            }
        }
    }

    /// Makes a note of the finding of a text judged at one line whose words code sets from what
    /// the scan cannot read, when one more line would make it tall enough: Syncthing
    /// `dialog_qrcode.xml:19`, `device_id`, 12 sp monospace with a 24 dp icon, was "40 dp tall",
    /// but `MainActivity.java:380` sets the 63-character device id, three or four lines on a phone.
    /// One that stays short of 48 dp even on two lines (Conversations `activity_edit_account.xml:552`,
    /// 19 dp a line) stays judged.
    static func demoteUnknownTexts(_ findings: inout [ScanFindingRecord], elements: [ScannedElement], judged: Set<Int>) {
        for index in findings.indices where findings[index].finding.rule == ScanRules.targetSmall.id && findings[index].finding.severity >= .warning {
            guard let element = findings[index].element, judged.contains(element) else { continue }
            let view = elements[element]
            guard case .unreadable(let written)? = view.codeText?.value, view.maxLines.map({ $0 == 0 || $0 > 1 }) ?? true,
                let height = view.height
            else { continue }
            // No step: an icon taller than a line sets the height, which lines past it grow by an unknown amount.
            if let step = view.wrappedLineStep, height + step < TargetPlatform.android.minimum.height { continue }
            let grown = view.wrappedLineStep.map { "one more line makes it \(LengthFormat.string(height + $0)) dp" } ?? "more lines make it taller"
            findings[index].finding = CodeSetPlaceholders.demoted(
                findings[index].finding, lead: "code sets its text (\(written)), which may wrap to a tall enough target",
                property: "textMayWrap", why: "measured at one line; \(grown)")
        }
    }

    /// The indexes, among `indexes`, of the elements whose base-locale text takes more than one
    /// line at font scale 1.0, each with the fewest lines it takes.
    static func wrappingTexts(
        _ indexes: [Int], elements: [ScannedElement], resources: ScanResources, configuration: ScanConfiguration, options: AuditOptions
    ) async throws(AuditError) -> [Int: Int] {
        var labels: [DerivedLabel] = []
        for index in indexes {
            var element = elements[index]
            // A switch's or check box's text is measured as a label's (the part it draws is not in its text width: it wraps later).
            if element.kind == .toggle { element.kind = .label }
            let widest = element.screenTextWidths.compactMap(\.points).max()
            let width = widest ?? ScanOverflowAudit.width(of: element, configuration: configuration, resources: resources) ?? unknownWidthRoom
            guard var label = ScanOverflowAudit.label(element, at: index, resources: resources, configuration: configuration, width: width),
                let base = label.entries.first(where: { $0.locale == resources.developmentLanguage }) ?? label.entries.first
            else { continue }
            label.entries = [base]
            label.layout.maxLines = 0  // the lines it takes, whatever its limit
            labels.append(label)
        }
        guard !labels.isEmpty else { return [:] }
        var oneScale = options
        oneScale.fontScales = AndroidFontScale.systemScales.filter { $0.value == 1 }
        oneScale.pseudolocalization = nil
        oneScale.locales = []
        guard
            let result = try await ScanOverflowAudit.auditResult(
                labels, platform: .android, options: oneScale, developmentLanguage: resources.developmentLanguage)
        else { return [:] }
        var wrapped: [Int: Int] = [:]
        for audit in result.labels {
            guard let number = audit.callerID, labels.indices.contains(number) else { continue }
            let lines = audit.measurements.filter { $0.step.fontScale?.value == 1 && $0.lines > 1 }.map(\.lines)
            if let fewest = lines.min() { wrapped[labels[number].elementIndex] = min(fewest, wrapped[labels[number].elementIndex] ?? fewest) }
        }
        return wrapped
    }
}
