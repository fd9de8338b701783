import ArgumentParser
import LegibleReporting

/// `--output FILE` and `--force`, the same on every command that prints a report: the report
/// goes to FILE instead of standard output, whole or not at all (``OutputFile``), and an existing
/// FILE is replaced only with `--force`.
struct ReportDestination: ParsableArguments {
    @Option(help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Replace the --output file if it exists.")
    var force = false

    /// Throws when the file exists and `--force` was not given, or it is no regular file (which
    /// `--force` never replaces). Commands call it before any work, so a long run does not end in this.
    func refuseExisting() throws(InputError) {
        if let output { try OutputFile.checkDestination(output, force: force, option: "--output") }
    }

    /// Prints the report, or writes it to the `--output` file, then throws ``ChecksFailed``
    /// when a check failed.
    func emit<Report: CheckReport>(_ report: Report, as format: Report.Format) throws {
        try emitReport(report, as: format, output: output, force: force)
    }
}

/// Prints `report` on standard output when `output` is `nil`, else writes it to that file in
/// one step (replacing an existing one only when `force`); then throws ``ChecksFailed`` when a
/// check failed. For commands whose `--force` also covers other files they write.
func emitReport<Report: CheckReport>(_ report: Report, as format: Report.Format, output: String?, force: Bool) throws {
    guard let output else {
        try emit(report, as: format)
        return
    }
    try OutputFile.write(report.rendered(as: format), to: output, replacingExisting: force, option: "--output")
    if report.fails { throw ChecksFailed() }
}
