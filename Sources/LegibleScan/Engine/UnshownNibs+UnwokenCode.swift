import LegibleReporting

/// The code of an `awakeFromNib` that never runs: UIKit sends the message only to the objects it
/// unarchives from a storyboard or xib, so the override of a class that no Interface Builder file
/// names — itself or an app subclass of it — runs for no object. What is judged of that code is
/// a note that says so.
///
/// Rocket.Chat 3172a098 `RCEmojiKit/Views/Reaction/ReactorListView.swift:19-32`: `final class
/// DefaultReactorCell: UITableViewCell` sets `textLabel?.font = UIFont.systemFont(ofSize: 11.0)` in
/// `override func awakeFromNib()`, and is only ever built by `DefaultReactorCell()` (`:107`); no
/// storyboard or xib says `customClass="DefaultReactorCell"`, and the `text.fixed-size` warning
/// at `:31` judged a font no screen shows (fresh-ios25a pattern 3).
///
/// Decided only when the scan holds the project (as ``unusedClassNotes``), never for an app that
/// makes classes from names at run time (a nib's class may then be any), nor when any code calls
/// `awakeFromNib` itself on something but `super` (Swift's `view.awakeFromNib()`, Objective-C's
/// `[view awakeFromNib]`). The Swift reader records each override (``NibWakeKeys``).
package enum NibWakeKeys {
    /// `nibWake|DefaultReactorCell|path|30-32`: the lines of a class's own `awakeFromNib` body.
    package static func body(type: String, path: String, lines: ClosedRange<Int>) -> String {
        "nibWake|\(type)|\(path)|\(lines.lowerBound)-\(lines.upperBound)"
    }

    /// Recorded when a Swift file calls `awakeFromNib` on anything but `super`.
    package static let called = "nibWake.called"
}

extension UnshownNibs {
    /// One class's `awakeFromNib` body.
    private struct WakeBody {
        var type: String
        var path: String
        var lines: ClosedRange<Int>
    }

    /// Turns the errors and warnings of code in an `awakeFromNib` no nib ever wakes into notes.
    func unwokenNotes(_ records: inout [ScanFindingRecord], results: [ScanFileResult], setInCode: Set<String>) {
        guard !code.isEmpty, !interfaceTexts.isEmpty, !classLookups.dynamic, !setInCode.contains(NibWakeKeys.called) else { return }
        let bodies = setInCode.compactMap(Self.wakeBody)
        guard !bodies.isEmpty, !objCWakes() else { return }
        let superclasses = results.reduce(into: [String: String]()) { all, result in all.merge(result.superclasses) { first, _ in first } }
        let woken = nibClasses(superclasses: superclasses)
        for index in records.indices where records[index].finding.severity > .note {
            guard let location = records[index].finding.location, let line = location.line,
                let body = bodies.first(where: { $0.path == location.file && $0.lines.contains(line) }), !woken.contains(body.type)
            else { continue }
            let reason = "no storyboard or xib makes a \(body.type), so UIKit never calls its awakeFromNib"
            records[index].finding = CodeSetPlaceholders.demoted(records[index].finding, lead: reason, property: "notOnScreen", why: reason)
        }
    }

    private static func wakeBody(_ record: String) -> WakeBody? {
        guard record.hasPrefix("nibWake|") else { return nil }
        let parts = record.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4 else { return nil }
        let bounds = parts[3].split(separator: "-").compactMap { Int($0) }
        guard bounds.count == 2, bounds[0] <= bounds[1] else { return nil }
        return WakeBody(type: parts[1], path: parts[2], lines: bounds[0]...bounds[1])
    }

    /// Every class an Interface Builder file names (`customClass="…"`) and the app's superclasses
    /// of each, whose `awakeFromNib` a nib's `super` call reaches.
    private func nibClasses(superclasses: [String: String]) -> Set<String> {
        var classes: Set<String> = []
        let marker = "customClass=\""
        for text in interfaceTexts.values {
            var rest = text[...]
            while let start = rest.range(of: marker) {
                let tail = rest[start.upperBound...]
                guard let end = tail.firstIndex(of: "\"") else { break }
                var name = String(tail[..<end])
                while classes.count < 100_000, classes.insert(name).inserted, let parent = superclasses[name] { name = parent }
                rest = tail[end...]
            }
        }
        return classes
    }

    /// Whether Objective-C code sends `awakeFromNib` to anything but `super`.
    private func objCWakes() -> Bool {
        codeTexts.contains { path, text in
            guard !path.hasSuffix(".swift"), text.contains("awakeFromNib") else { return false }
            var rest = text[...]
            while let found = rest.range(of: "awakeFromNib") {
                let before = rest[..<found.lowerBound].reversed().drop { $0 == " " || $0 == "\t" }
                let receiver = String(before.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
                // `[super awakeFromNib]` and the override's own `- (void)awakeFromNib` run nothing new.
                if receiver != "super", before.first != ")", !receiver.isEmpty || before.first == "]" { return true }
                rest = rest[found.upperBound...]
            }
            return false
        }
    }
}
