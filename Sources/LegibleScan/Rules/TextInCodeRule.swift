import LegibleCatalogs
import LegibleReporting

extension ScanRules {
    /// `overflow.text-in-code`: code sets a label's text from something the scan cannot read, so
    /// the file's placeholder was not audited for overflow.
    public static let textInCode: ScanRule = ScanRule(
        RuleDescriptor(
            id: "overflow.text-in-code", name: "TextSetInCode",
            summary:
                "Code sets the element's text from a variable or model the scan cannot read, so the text in its file is a placeholder and was not audited for overflow.",
            help:
                "Audit the strings this view shows with a hand-written layout spec, or set its text from a catalog key (NSLocalizedString, R.string) the scan can follow.",
            defaultSeverity: .note,
            documentation: """
                Code replaces the text the element's file gives it, with a value the scan cannot read: a
                variable, a model's property, a function's result, a data-binding expression
                (`android:text="@{user.name}"`), an Android string of nothing but format specifiers that code
                fills (`getString(R.string.handle, name)` with `@%1$s`). The file's text (`Label`, `Lorem ipsum`, a sample name) is
                then a placeholder nobody sees, so it is not audited for overflow; this note says where the
                code sets it. Where the code sets a text the scan can read, that text is audited instead, in
                every locale: in a xib's or storyboard's outlet owner, `label.text = NSLocalizedString("key",
                comment: …)`, `String(localized: "key")`, `button.setTitle(…, for: .normal)`, a literal, or a
                text constant (`Strings.title`) the app declares; on Android `setText(R.string.key)`,
                `text = getString(R.string.key)` (through `findViewById`, view binding, a Kotlin holder's
                getter or a variable assigned from `findViewById`), and `android:text="@{@string/key}"`; a
                string code formats (`getString(R.string.share, name)`) is measured with sample arguments.
                """),
        examples: [
            .fires(
                .androidLayout,
                #"""
                <layout xmlns:android="http://schemas.android.com/apk/res/android">
                <TextView android:id="@+id/name" android:layout_width="120dp" android:layout_height="wrap_content"
                    android:textSize="14sp" android:text="@{user.name}"/>
                </layout>
                """#
            ),
            .doesNotFire(
                .androidLayout,
                #"""
                <layout xmlns:android="http://schemas.android.com/apk/res/android">
                <TextView android:id="@+id/name" android:layout_width="120dp" android:layout_height="wrap_content"
                    android:textSize="14sp" android:text="@{@string/app_name}"/>
                </layout>
                """#
            ),
        ],
        check: { element, context in
            guard element.kind.showsText, let code = element.codeText, case .unreadable(let expression) = code.value else { return [] }
            let place = code.location.file == element.location.file ? "" : " (\(PathParts.name(code.location.file)):\(code.location.line ?? 0))"
            // The expression is cut so the message stays short (the whole is in the source).
            let written = expression.count > 60 ? String(expression.prefix(59)) + "…" : expression
            return [
                context.finding(
                    element, textInCode,
                    "code sets the text from \(written)\(place), which the scan cannot read; the file's text is a placeholder, not audited for overflow")
            ]
        })
}
