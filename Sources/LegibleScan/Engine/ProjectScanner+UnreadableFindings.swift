import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleSyntax

/// The `scan.unreadable` findings: a file not read, a part of one skipped, a catalog read as
/// Xcode reads it.
extension ProjectScanner {
    /// The `scan.unreadable` finding for a file that cannot be read, at the error's position.
    static func unreadable(_ error: SourceFileError) -> Finding {
        // The reader's message can be long (it quotes the input); a finding's stays short.
        let message = error.message.count > 140 ? String(error.message.prefix(139)) + "…" : error.message
        // An encrypted file or an unfetched LFS object is not broken: nobody can fix it in this
        // checkout, so it is said (a note), not reported as an error to suppress.
        let elsewhere = message.hasPrefix(TextDecoding.contentElsewherePrefix)
        // A legacy Interface Builder archive is not broken either: the scan cannot read its format
        // (mumble b493b10d MUCertificateCell.xib, an error the app could fix only by re-saving it).
        if message.hasPrefix(InterfaceBuilderReader.legacyArchivePrefix) {
            return Finding(
                id: PathParts.name(error.file), rule: ScanRules.unreadable.id, severity: .note,
                message: "not checked: \(message) (Xcode still builds it; saving it in Xcode converts it)",
                location: Finding.Location(file: error.file, line: error.position?.line, column: error.position?.column))
        }
        return Finding(
            id: PathParts.name(error.file), rule: ScanRules.unreadable.id, severity: elsewhere ? .note : ScanRules.unreadable.defaultSeverity,
            message: elsewhere
                ? "not checked: \(message.dropFirst(TextDecoding.contentElsewherePrefix.count))"
                : "the file cannot be read, so nothing in it was checked: \(message)",
            location: Finding.Location(file: error.file, line: error.position?.line, column: error.position?.column))
    }

    /// The `scan.unreadable` warning for one part of a file skipped while the rest was read (a
    /// stray text in `strings.xml`): the file's other strings were checked, so it is no error.
    /// A note when the part `losesNothing` (text written as a comment, which the resource merger drops).
    static func skippedPart(_ error: SourceFileError, losesNothing: Bool = false) -> Finding {
        let message = error.message.count > 140 ? String(error.message.prefix(139)) + "…" : error.message
        return Finding(
            id: PathParts.name(error.file), rule: ScanRules.unreadable.id, severity: losesNothing ? .note : .warning,
            message: "skipped, and the rest of the file was read: \(message)",
            location: Finding.Location(file: error.file, line: error.position?.line, column: error.position?.column))
    }

    /// A note at what a catalog holds that Xcode accepts and a strict reading does not, and how
    /// it was read (the last of a duplicate key, the forms a plural has).
    static func readAsXcode(_ note: SourceFileError) -> Finding {
        Finding(
            id: PathParts.name(note.file), rule: ScanRules.unreadable.id, severity: .note,
            message: "read as Xcode reads it: \(note.message)",
            location: Finding.Location(file: note.file, line: note.position?.line, column: note.position?.column))
    }
}
