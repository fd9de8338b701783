import LegibleReporting

extension ScanReport {
    /// The text format: a line per error and warning (and per note with ``listsNotes``), then the
    /// counts, with how to list the notes when they were left out, a line of counts per rule, and
    /// ``summaryLine``. Notes are what a person may skip: placeholders code replaces, widths not
    /// known, text all but invisible as the file draws it.
    ///
    /// ```text
    /// Main.storyboard:12:5: error: [contrast.text] title: #999999 on #ffffff is 2.85:1 in light, …
    /// 1 error, 0 warnings, 3 notes (notes not listed; --notes lists them)
    ///   contrast.text: 1 error, 1 note
    ///   overflow.unknown-width: 2 notes
    /// Scanned 1 file (4 elements); 1 label audited for overflow.
    /// ```
    func writeText<Output: TextOutputStream>(to output: inout Output) {
        findings.writeTextLines(minimum: listsNotes ? .note : .warning, to: &output)
        var counts = findings.summaryLine
        if !listsNotes, findings.count(of: .note) > 0 { counts += " (notes not listed; --notes lists them)" }
        output.write(counts + "\n")
        for line in findings.ruleCountLines { output.write("  " + line + "\n") }
        output.write(summaryLine + "\n")
    }
}
