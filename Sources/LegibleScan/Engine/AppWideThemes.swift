import LegibleReporting

/// An app that themes every view of a UIKit class through an extension of that class: the
/// colour a storyboard or xib gives such a view is a placeholder the theme replaces, and what
/// `contrast.text` judged of it is a note naming the code that sets it.
///
/// Rocket.Chat 3172a098 `Theme/ThemeableViews.swift:100-107`: `extension UILabel { override
/// func applyTheme() { super.applyTheme(); …; textColor = theme.titleText } }`, where
/// `extension UIView { func applyTheme() { …; subviews.forEach { $0.applyTheme() } } }` walks
/// every screen's views; 13 of 30 judged contrast errors (Preferences.storyboard:43, #999999
/// "2.84:1 in light") were placeholder colours. The theme does not reach a view whose class
/// overrides the method without calling `super` (`class NotThemeableLabel: UILabel { override
/// func applyTheme() { } }`, NotThemeableViews.swift:11-33), nor, when the method reaches views
/// by walking subviews, anything inside such a view (Auth.storyboard:231 in a
/// `NotThemeableTableViewCell` keeps its error) — unless a view between runs the method itself
/// from a lifecycle method (`extension UITableViewCell { override func didMoveToSuperview() {
/// …; applyTheme() } }`, ThemeableViews.swift:234-238: a plain cell in a `NotThemeableTableView`
/// is themed, Auth.storyboard:1087).
///
/// The Swift reader records what it sees in ``ScanFileResult/setInCode`` under the keys below;
/// an Interface Builder element carries its own and its superviews' classes
/// (``ScannedElement/themeAncestry``) and the colours its runtime attributes name
/// (``ScannedElement/runtimeColorKeys``).
package enum AppWideThemes {
    /// `appTheme.set|UILabel|textColor|applyTheme|File.swift:104`: the extension of `UILabel`
    /// sets its own `textColor` in the override `applyTheme`.
    package static func setterKey(type: String, property: String, method: String, location: String) -> String {
        "appTheme.set|\(type)|\(property)|\(method)|\(location)"
    }

    /// `appTheme.walk|applyTheme`: the app's `extension UIView` declares `applyTheme` and calls
    /// it on the view's subviews, so a call on a screen's root reaches every view.
    package static func walkKey(method: String) -> String { "appTheme.walk|\(method)" }

    /// `appTheme.skip|NotThemeableLabel|applyTheme`: the class overrides the method and never
    /// calls `super`'s, so neither the extension's colours nor the walk below it run.
    package static func skipKey(type: String, method: String) -> String { "appTheme.skip|\(type)|\(method)" }

    /// `appTheme.run|UITableViewCell|applyTheme`: views of the type call the method on
    /// themselves from a lifecycle method (`didMoveToSuperview`), whatever holds them.
    package static func runKey(type: String, method: String) -> String { "appTheme.run|\(type)|\(method)" }

    /// `appTheme.key|themeColor|File.swift:32`: the app's code declares the runtime attribute
    /// key path (`@objc func setThemeColor(_:)`, `@IBInspectable var themeColor`).
    package static func runtimeKey(keyPath: String, location: String) -> String { "appTheme.key|\(keyPath)|\(location)" }

    /// The UIKit methods UIKit itself calls on every view that is shown: an override of one in
    /// an extension runs for every view of the class.
    package static let lifecycleMethods: Set<String> = [
        "awakeFromNib", "didMoveToSuperview", "didMoveToWindow", "willMove", "layoutSubviews", "traitCollectionDidChange", "tintColorDidChange",
    ]

    /// One extension's colour setter.
    struct Setter: Hashable {
        var type: String
        var property: String
        var method: String
        var location: String
    }

    /// The facts read back from ``ScanFileResult/setInCode``.
    struct Facts {
        var setters: [Setter] = []
        var walks: Set<String> = []
        var skips: Set<String> = []
        var runs: Set<String> = []
        var keys: [String: String] = [:]

        init(_ setInCode: Set<String>) {
            for record in setInCode where record.hasPrefix("appTheme.") {
                let parts = record.split(separator: "|", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
                switch parts[0] {
                case "appTheme.set" where parts.count == 5: setters.append(Setter(type: parts[1], property: parts[2], method: parts[3], location: parts[4]))
                case "appTheme.walk" where parts.count == 2: walks.insert(parts[1])
                case "appTheme.skip" where parts.count == 3: skips.insert(parts[1] + "|" + parts[2])
                case "appTheme.run" where parts.count == 3: runs.insert(parts[1] + "|" + parts[2])
                case "appTheme.key" where parts.count >= 3: keys[parts[1]] = keys[parts[1]].map { min($0, parts[2]) } ?? parts[2]
                default: continue
                }
            }
            // Sorted, so that the setter a message names does not depend on the order files were read in.
            setters.sort { ($0.type, $0.property, $0.method, $0.location) < ($1.type, $1.property, $1.method, $1.location) }
        }
    }

    /// The UIKit class of a text element.
    private static let uiKitClasses: [ScannedElement.Kind: String] = [
        .label: "UILabel", .button: "UIButton", .textField: "UITextField", .textView: "UITextView",
    ]

    /// Turns `contrast.text` errors and warnings about Interface Builder text whose colour the
    /// app's theme or a runtime attribute sets into notes.
    ///
    /// - Parameters:
    ///   - sharesTarget: whether a Swift file and an Interface Builder file are built into one
    ///     product (a share extension's storyboard is not themed by the app's extension of `UILabel`).
    static func apply(
        to records: inout [ScanFindingRecord], elements: [ScannedElement], setInCode: Set<String>, superclasses: [String: String],
        sharesTarget: (String, String) -> Bool
    ) {
        let facts = Facts(setInCode)
        guard !facts.setters.isEmpty || !facts.keys.isEmpty else { return }
        for index in records.indices where records[index].finding.rule == ScanRules.contrastText.id && records[index].finding.severity >= .warning {
            guard let elementIndex = records[index].element else { continue }
            let element = elements[elementIndex]
            guard !element.themeAncestry.isEmpty else { continue }
            // Judged at the theme's own colours (``AppThemeColors``): the finding says where they come from.
            if let lead = element.appThemeLead {
                records[index].finding.message = "\(lead): \(records[index].finding.message)"
                records[index].finding.setProperty("appTheme", element.appThemeWhy ?? lead)
                continue
            }
            if let (keyPath, location) = runtimeSetter(of: element, facts: facts) {
                records[index].finding = CodeSetPlaceholders.demoted(
                    records[index].finding, lead: "the app's code sets its text colour from the runtime attribute \(keyPath), \(shortLocation(location))",
                    property: "setInCode", why: "runtime attribute \(keyPath), declared at \(location)")
                continue
            }
            guard let type = uiKitClasses[element.kind] else { continue }
            let setter = facts.setters.first { setter in
                setter.type == type && setter.property == "textColor"
                    && (lifecycleMethods.contains(setter.method) || facts.walks.contains(setter.method))
                    && sharesTarget(file(of: setter.location), element.location.file)
                    && isThemed(element, by: setter.method, facts: facts, superclasses: superclasses)
            }
            guard let setter else { continue }
            records[index].finding = CodeSetPlaceholders.demoted(
                records[index].finding,
                lead: "the app's theme sets its colour in code, \(shortLocation(setter.location)) (extension \(setter.type), \(setter.method))",
                property: "setInCode", why: "\(setter.type).\(setter.method) sets textColor at \(setter.location)")
        }
    }

    /// The key path of a runtime attribute that sets the element's text colour and that the
    /// app's code declares, with where it does.
    private static func runtimeSetter(of element: ScannedElement, facts: Facts) -> (String, String)? {
        guard let keyPath = element.runtimeColorKeys["textColor"], let location = facts.keys[keyPath] else { return nil }
        return (keyPath, location)
    }

    /// Whether `method` reaches the element and runs the extension's colour: no class of its
    /// own skips it, and — when only the walk over subviews reaches it — no view that holds it
    /// skips it before one that runs it itself.
    static func isThemed(_ element: ScannedElement, by method: String, facts: Facts, superclasses: [String: String]) -> Bool {
        for (depth, entry) in element.themeAncestry.enumerated() {
            let classes = chain(of: entry, superclasses: superclasses)
            if classes.contains(where: { facts.skips.contains($0 + "|" + method) }) { return false }
            if depth == 0, lifecycleMethods.contains(method) { return true }
            if classes.contains(where: { facts.runs.contains($0 + "|" + method) }) || facts.runs.contains("UIView|" + method) { return true }
        }
        return true
    }

    /// An ancestry entry's classes, `Custom|UITableViewCell`: the custom class and the app's
    /// superclasses of it, nearest first, then the UIKit class of the file's element.
    static func chain(of entry: String, superclasses: [String: String]) -> [String] {
        let parts = entry.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        var classes: [String] = []
        if let custom = parts.first, !custom.isEmpty {
            classes.append(custom)
            var current = custom
            while classes.count < 32, let parent = superclasses[current], !classes.contains(parent) {
                classes.append(parent)
                current = parent
            }
        }
        if parts.count > 1, !parts[1].isEmpty, !classes.contains(parts[1]) { classes.append(parts[1]) }
        return classes
    }

    /// `File.swift:104` of `Folder/File.swift:104`.
    static func shortLocation(_ location: String) -> String {
        String(location.split(separator: "/").last ?? Substring(location))
    }

    /// The file of `File.swift:104`.
    static func file(of location: String) -> String {
        guard let colon = location.lastIndex(of: ":") else { return location }
        return String(location[..<colon])
    }
}
