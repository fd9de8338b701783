import Foundation

/// The methods an app's extension of a UIKit text view declares that set the view's own font:
/// GitHawk 36f6fa28 `UITextView+GitHawk.swift:24`, `extension UITextView { func
/// githawkConfigure(inset: Bool) { …; font = Styles.Text.body.preferredFont } }`, which
/// `NewIssueTableViewController.swift:107` calls on the storyboard's `bodyField`: the file's
/// fixed 16 pt (`NewIssue.storyboard:61`) never shows, yet was a `text.fixed-size` warning
/// (fresh-ios22c class 5). A call `outlet.method(…)` of such a method is code setting
/// `outlet.font` (``UIKitReceivers``).
///
/// Read before the files are scanned, by text: the body must assign `font` or `self.font` (a
/// button's `titleLabel?.font`) at its own level, and a name any other `func` of the app declares
/// too is not taken (another type's method of that name may set nothing).
enum FontSettingExtensions {
    private static let textViews = ["UILabel", "UITextView", "UITextField", "UIButton"]

    static func methods(inTexts texts: [String]) -> Set<String> {
        guard let function = try? NSRegularExpression(pattern: #"\bfunc\s+(\w+)\s*[(<]"#),
            let owner = try? NSRegularExpression(pattern: #"\b(?:enum|struct|class|extension|protocol)\s+([\w.]+)"#),
            let setter = try? NSRegularExpression(pattern: #"(?m)^\s*(?:self\.)?(?:titleLabel\??\.)?font\s*="#)
        else { return [] }
        var setting: Set<String> = []
        var others: Set<String> = []
        for text in texts where text.contains("func ") {
            let string = text as NSString
            for match in function.matches(in: text, range: NSRange(location: 0, length: string.length)) {
                let name = string.substring(with: match.range(at: 1))
                let type = owner.matches(in: text, range: NSRange(location: 0, length: match.range.location)).last.map {
                    string.substring(with: $0.range(at: 1))
                }
                let isExtension = type.map { textViews.contains($0.replacingOccurrences(of: "UIKit.", with: "")) } ?? false
                guard isExtension, text.contains("extension " + (type ?? "")),
                    let body = body(of: string, after: match.range.location + match.range.length),
                    setter.firstMatch(in: body, range: NSRange(location: 0, length: (body as NSString).length)) != nil
                else {
                    others.insert(name)
                    continue
                }
                setting.insert(name)
            }
        }
        return setting.subtracting(others)
    }

    /// The text of the first `{ … }` after `start` (the function's body); `nil` when it does not close.
    private static func body(of text: NSString, after start: Int) -> String? {
        var depth = 0
        var open: Int?
        for index in start..<text.length {
            switch text.character(at: index) {
            case 123:
                if open == nil { open = index }
                depth += 1
            case 125:
                depth -= 1
                if depth == 0, let open { return text.substring(with: NSRange(location: open + 1, length: index - open - 1)) }
            default: continue
            }
        }
        return nil
    }
}
