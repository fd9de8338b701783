// A string a Gradle plugin fills at build time (issue 33; Threema e2defbb8): the Stem plugin
// (app/build.gradle.kts:21) replaces `${app_name_short}` in `wizard_id_restore_hint`, "Вашият
// ${app_name_short} идентификатор", with a resValue; `activity_wizard_restore_safe.xml:61`
// measured the placeholder's 16 characters as text. What the app shows there is not known, so a
// translation holding an unexpanded `${name}` is not measured.
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
}
