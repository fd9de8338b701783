// A string a Gradle plugin fills at build time (issue 33; Threema e2defbb8): the Stem plugin
// (app/build.gradle.kts:21) replaces `${app_name_short}` in `wizard_id_restore_hint`, "Вашият
// ${app_name_short} идентификатор", with a resValue; `activity_wizard_restore_safe.xml:61`
// measured the placeholder's 16 characters as text. A placeholder whose value the scan can read
// (another string resource, a literal resValue: ``ScanResources/expandingBuildTemplates(_:)``)
// is expanded; a translation holding one it cannot is not measured, and a `scan.unresolved`
// note says so.
extension ScanOverflowAudit {
    /// Whether `text` holds a `${name}` build-time placeholder (a name of letters, digits, `_`, `.` or `-`).
    static func hasBuildTemplate(_ text: String) -> Bool {
        var rest = Substring(text)
        while let open = rest.range(of: "${") {
            let name = rest[open.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" }
            let after = rest[open.upperBound...].dropFirst(name.count)
            if !name.isEmpty, after.first == "}" { return true }
            rest = rest[open.upperBound...]
        }
        return false
    }

    /// The `scan.unresolved` note for an Android text whose string resource holds placeholders
    /// the build fills with values the scan cannot read, `nil` for any other element (one the
    /// overflow audit leaves out for another reason too: a custom or code-set typeface, text that
    /// shrinks or wraps without a limit).
    static func unknownBuildTemplateNote(_ element: ScannedElement, resources: ScanResources) -> String? {
        guard element.platform == .android, element.kind.showsText, element.shrink == nil, element.typefaceInCode == nil,
            element.font?.family == nil, let key = element.text?.key,
            // Text that wraps without a limit into a height its lines set is cut off at no width: nothing was left unaudited.
            element.maxLines != 0 || element.textHeight != nil
        else { return nil }
        let entries = resources.entries(forKey: key, table: nil, platform: .android)
        let holding = entries.filter { hasBuildTemplate($0.text) }
        guard !holding.isEmpty else { return nil }
        let unknown = resources.expandingBuildTemplates(holding).unknown
        guard !unknown.isEmpty else { return nil }
        let names = unknown.map { "${\($0)}" }.joined(separator: ", ")
        let which = holding.count == entries.count ? "its text was" : "\(holding.count) of its \(entries.count) translations were"
        return "@string/\(key) holds \(names), which the build fills in (a Gradle plugin, from a resValue or another string) "
            + "with a value the scan cannot read, so \(which) not audited for overflow"
    }
}
