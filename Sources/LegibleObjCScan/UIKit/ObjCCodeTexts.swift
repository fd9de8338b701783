import LegibleReporting
import LegibleScan

/// Text Objective-C code sets on an outlet from something the scan cannot read: `self.label.text
/// = name;` or `[self.label setText:[NSString stringWithFormat:format, value]]`. The Interface
/// Builder element the outlet reaches is given that text as unreadable
/// (``ScanFileResult/textsInCode``), as the Swift reader gives it, so its file's text is not
/// audited as shown and an `overflow.text-in-code` note names the expression. Moonlight da470355
/// `SettingsViewController.m:467` replaces `iPad.storyboard:112`'s "Bitrate: 10 Mbps", which
/// fits its 151 pt, and said nothing (issue 33, fresh-ios12b D8).
///
/// A string literal, a file constant that is one, `nil` and a localised lookup
/// (`NSLocalizedString…`, `localizedStringForKey:…`) are left to ``CodeSetPlaceholders`` as
/// before: they make the file's text a placeholder, and the scan reads no Objective-C text.
enum ObjCCodeTexts {
    /// The text code sets, as an unreadable code text at `site`; `nil` for a value left alone.
    static func unreadable(_ value: ObjCExpression, written: String, constants: ObjCConstants, scope: Int, path: String, site: ObjCSite)
        -> ScannedCodeText?
    {
        guard isUnreadable(value, constants: constants, scope: scope), !written.isEmpty else { return nil }
        return ScannedCodeText(.unreadable(written), location: Finding.Location(file: path, line: site.line, column: site.column))
    }

    private static func isUnreadable(_ value: ObjCExpression, constants: ObjCConstants, scope: Int) -> Bool {
        switch value {
        case .string, .number, .boolean, .dictionary:
            return false
        case .path(let names):
            guard names.count == 1 else { return true }
            if ["nil", "NULL", "Nil"].contains(names[0]) { return false }
            if case .string? = constants.value(of: names[0], scope: scope) { return false }
            return true
        case .call(let name, _):
            return !name.hasPrefix("NSLocalizedString")
        case .message(_, let selector, _):
            return !selector.hasPrefix("localizedStringForKey:")
        case .other(let text):
            return !text.isEmpty
        }
    }

    /// The source of `tokens` as written on their lines (one space between lines); a string is
    /// shown as `@"…"`, the form code sets on a view.
    static func written(_ tokens: ArraySlice<ObjCToken>) -> String {
        var text = ""
        var previous: ObjCToken?
        for token in tokens {
            let shown = token.kind == .string ? "@\"\(token.text)\"" : token.text
            if let previous {
                let end = previous.column + (previous.kind == .string ? previous.text.count + 3 : previous.text.count)
                if previous.line != token.line || token.column > end { text += " " }
            }
            text += shown
            previous = token
        }
        return text
    }
}
