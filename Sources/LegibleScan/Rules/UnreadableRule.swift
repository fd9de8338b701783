import LegibleReporting

extension ScanRules {
    /// `scan.unreadable`: an interface or resource file the scan cannot read. The rest of the
    /// app is still scanned; an error, since the file's screens were not checked at all.
    public static let unreadable: ScanRule = ScanRule(
        RuleDescriptor(
            id: "scan.unreadable", name: "UnreadableFile",
            summary: "A storyboard, xib, layout, Swift file, string catalog or resource file cannot be read, so nothing in it was checked.",
            help: "Fix the file at the position given (Xcode or Android Studio shows the same problem), or exclude it with scan: exclude: in legible.yaml.",
            defaultSeverity: .error,
            documentation: """
                A storyboard, xib, Android layout, Swift file, string catalog, asset catalog or `res`
                folder that cannot be read (malformed, over its size limit, too many elements): nothing in it was
                checked. The finding is at the problem's file, line and column, and the rest of the app is still
                scanned and reported — one file never stops a scan. Exit status 2 is kept for a bad command line
                or `legible.yaml` (and the colour sources it names). One malformed part of an Android `strings.xml`
                (text between resources, such as a stray word after a `</string>`, or a resource without a
                name) is a warning at that part instead: it is skipped, and the file's other strings are read.
                Text there that is only comments in another language's syntax (each line starting with `//`, `#`,
                `/*` or `*`, as `// standard app bar 4dp` between two `<dimen>`s) is a note: the Android Gradle
                plugin's resource merger keeps only elements, so it drops the text and no resource is lost.
                So is text with no letter or digit (a stray `¨` after a `</string>`, a lone `/>` line): no
                resource's name or value can be in it.
                A string catalog Xcode builds although a strict reading refuses it is read as Xcode and
                Foundation read it, with a note at the place: a String Catalog key written twice keeps its
                last value (as `JSONSerialization` reads it), and a `.stringsdict` plural without its `other`
                form is measured in the forms it has (one note per file), and a `.strings` `\\U` escape with
                fewer than four hexadecimal digits is the value of those it has (`\\U` alone is U+0000), as
                CoreFoundation's parser reads it. A `.strings` file where CoreFoundation stops reading without
                an error (a stray `;` where the next key should be, `"a" = "1";;`) stays an error at that
                place, which says how many entries after it are dropped at run time; the entries before it
                are read and checked. A stray `;` after the file's last entry drops nothing: a note. `legible audit` still refuses all of these.
                A file whose content the checkout does not hold — encrypted by git-crypt in a clone that is
                not unlocked, or a Git LFS pointer whose object was not fetched — is a note saying so: it is
                not broken, and nothing in the checkout can be fixed or checked. So is a xib in Interface Builder 3's
                archive format (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`), which Xcode still
                builds and the scan does not read: the note names the format (saving the file in Xcode converts it).
                """),
        examples: [
            .fires(.storyboard, #"<label text="Hello" id="l1"><rect key="frame" x="16" y="0" width="200" height="21"/>"#),
            .fires(.androidLayout, #"<TextView xmlns:android="http://schemas.android.com/apk/res/android" android:text="Hello">"#),
            .doesNotFire(.storyboard, #"<label text="Hello" id="l1"><rect key="frame" x="16" y="0" width="200" height="21"/></label>"#),
        ])
}
