import Foundation

/// A night mode one activity fixes for itself: qksms c86ea108 `GalleryActivity.kt:57` sets
/// `delegate.localNightMode = AppCompatDelegate.MODE_NIGHT_YES`, so its `gallery_activity`
/// shows only dark, whatever the app's mode (`gallery_activity.xml:47` was judged in light).
///
/// Kotlin's `delegate.localNightMode = …` and Java's `getDelegate().setLocalNightMode(…)` both
/// count, with a literal `MODE_NIGHT_YES` or `MODE_NIGHT_NO` outside any branch, and only for
/// the layouts the same file sets as its content view. Two calls that disagree, a variable or
/// `MODE_NIGHT_FOLLOW_SYSTEM` force nothing.
extension AndroidSourceFacts {
    /// The appearance the file's own night mode forces on its content views, `nil` for none.
    static func localNightMode(in code: [UInt8], path: String) -> ScannedInterfaceStyle? {
        var found: [(isDark: Bool?, written: String, start: Int)] = []
        for call in calls(named: "setLocalNightMode", in: code) {
            let argument = String(decoding: call.argument, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            found.append((call.conditional ? nil : isDark(mode: argument), "setLocalNightMode(\(argument))", call.start))
        }
        for start in occurrences(of: Array("localNightMode".utf8), in: code[...]) {
            var index = start + "localNightMode".utf8.count
            while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
            // An assignment, not a read (`==`) nor a declaration's name alone.
            guard index + 1 < code.count, code[index] == UInt8(ascii: "="), code[index + 1] != UInt8(ascii: "=") else { continue }
            let value = code[(index + 1)...].prefix(120).prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: ";") }
            let argument = String(decoding: value, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            let mode = isConditional(at: start, in: code) ? nil : isDark(mode: argument)
            found.append((mode, "localNightMode = \(argument)", start))
        }
        guard let first = found.first, let dark = first.isDark, found.allSatisfy({ $0.isDark == dark }) else { return nil }
        return ScannedInterfaceStyle(isDark: dark, scope: .file(path), written: first.written, location: location(of: first.start, in: code, path: path))
    }

    /// `true` for `MODE_NIGHT_YES`, `false` for `MODE_NIGHT_NO` (with or without
    /// `AppCompatDelegate.`), `nil` for anything else.
    private static func isDark(mode: String) -> Bool? {
        guard mode.allSatisfy({ $0.isLetter || $0 == "_" || $0 == "." }) else { return nil }
        switch mode.split(separator: ".").last {
        case "MODE_NIGHT_YES": return true
        case "MODE_NIGHT_NO": return false
        default: return nil
        }
    }

    /// The appearance the activity that shows the layout `name` forces on itself, `nil` for none.
    func localNightMode(ofLayout name: String) -> ScannedInterfaceStyle? {
        localNightModes[Self.key(name)]
    }
}

extension AndroidSourceFacts {
    /// The night mode every literal `setDefaultNightMode` call fixes, `nil` when there is none or
    /// they disagree or one is not a literal mode.
    var nightMode: NightMode? {
        guard !nightModeArguments.contains(where: { $0.hasPrefix("in a branch") }) else { return nil }
        let modes = Set(nightModeArguments.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
        switch modes {
        case ["MODE_NIGHT_NO"]: return .light
        case ["MODE_NIGHT_YES"]: return .dark
        default: return nil
        }
    }
}
