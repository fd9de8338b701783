import LegibleReporting

/// A view class's label whose font its own code sets, when every use of the class elsewhere gives
/// the label attributed text whose runs carry their own fonts through a setter of the class:
///
/// ```swift
/// public class SlideToSnoozeView: UIView {
///     private func setStyle() { textLabel.font = UIFont.systemFont(ofSize: 27) }   // never drawn
///     public func setAttributedTitle(title: NSMutableAttributedString) { self.textLabel.attributedText = title }
/// }
/// // another file
/// func updateUIView(_ uiView: SlideToSnoozeView, context: Context) {
///     let title = NSMutableAttributedString(string: snoozeText, attributes: [.font: UIFont.systemFont(ofSize: 27)])
///     uiView.setAttributedTitle(title: title)
/// }
/// ```
///
/// The label draws the attributes' fonts (judged where they are written), not its own, so what is
/// judged of its font is a note. nightguard 4d82879b `SlideToSnoozeView.swift:165` was a
/// `text.fixed-size` warning; its only user, `MainView.swift:104-126`, sets the title on every
/// update, and the 27 and 15 pt runs are reported at :109 and :118 (fresh-ios18b).
///
/// The Swift reader records the facts (`AttributedSetters` there): the label's font with the
/// setter (``fontKey(type:method:location:)``), each call that gives it fonted runs on a view of
/// the class made where the call always follows (``callKey(type:method:file:line:)``), and how
/// many times each such file names the setter (``referencesKey(method:file:count:)``). It holds
/// only when every file that names the setter names it only in such calls, no other file does
/// (``ScanFileResult/memberUses``), and every file that names the class outside its own file is
/// one of those (``ScanFileResult/typeUses``): a view made anywhere else may show its own font.
package enum AttributedSetterFonts {
    package static func fontKey(type: String, method: String, location: Finding.Location) -> String {
        "attributedSetter.font|\(type)|\(method)|\(location.file)|\(location.line ?? 0)|\(location.column ?? 0)"
    }

    package static func callKey(type: String, method: String, file: String, line: Int) -> String {
        "attributedSetter.call|\(type)|\(method)|\(file)|\(line)"
    }

    package static func referencesKey(method: String, file: String, count: Int) -> String {
        "attributedSetter.refs|\(method)|\(file)|\(count)"
    }

    /// The rules that judge a font.
    private static let fontRules: Set<String> = [ScanRules.textFixedSize.id, ScanRules.textNotLive.id]

    /// Turns the font findings about such labels into notes.
    static func apply(to records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>, results: [ScanFileResult]) {
        var fonts: [String: (type: String, method: String)] = [:]
        var calls: [String: [String: [Int]]] = [:]  // "type|method" → file → lines
        var references: [String: Int] = [:]  // "method|file" → count
        for fact in setInCode where fact.hasPrefix("attributedSetter.") {
            let parts = fact.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            switch parts.first {
            case "attributedSetter.font" where parts.count == 6: fonts[parts[3...5].joined(separator: "|")] = (parts[1], parts[2])
            case "attributedSetter.call" where parts.count == 5:
                calls["\(parts[1])|\(parts[2])", default: [:]][parts[3], default: []].append(Int(parts[4]) ?? 0)
            case "attributedSetter.refs" where parts.count == 4: references["\(parts[1])|\(parts[2])"] = Int(parts[3])
            default: break
            }
        }
        guard !fonts.isEmpty else { return }
        for index in records.indices where records[index].finding.severity > .note && fontRules.contains(records[index].finding.rule) {
            guard let element = records[index].element else { continue }
            let location = elements[element].location
            guard let (type, method) = fonts["\(location.file)|\(location.line ?? 0)|\(location.column ?? 0)"],
                let callers = calls["\(type)|\(method)"],
                isEveryUse(type: type, method: method, callers: callers, references: references, declaringFile: location.file, results: results),
                let (file, lines) = callers.min(by: { $0.key < $1.key })
            else { continue }
            let place = "\(file.split(separator: "/").last.map(String.init) ?? file):\(lines.min() ?? 0)"
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding,
                lead: "every use of \(type) gives this label attributed text with its own fonts through \(method) (\(place)), so this font is never drawn",
                property: "setInCode", why: "\(type).\(method) replaces the label's text with attributed runs that carry fonts")
        }
    }

    /// Whether the files with such calls are every file that names the setter, each naming it only
    /// in them, and every file but the class's own that names the class.
    private static func isEveryUse(
        type: String, method: String, callers: [String: [Int]], references: [String: Int], declaringFile: String, results: [ScanFileResult]
    ) -> Bool {
        for (file, lines) in callers where references["\(method)|\(file)"] != lines.count { return false }
        // A use in a view's code or under `#if os(…)` is keyed with it (``MemberUseKey/bare(_:)``).
        let naming = results.filter { $0.memberUses.contains { MemberUseKey.bare($0) == method } || $0.quietMemberUses.contains(method) }.count
        guard naming == callers.count else { return false }
        for result in results {
            for use in result.typeUses where use.name == type && !use.isPreview && use.location.file != declaringFile && callers[use.location.file] == nil {
                return false
            }
        }
        return true
    }
}
