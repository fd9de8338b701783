import LegibleCatalogs
import LegibleCore
import LegibleReporting

extension ProjectScanner {
    /// The `scan.unreadable` error where Foundation stops reading a catalog at run time
    /// (``StringCatalog/truncation``): the entries before it were read and checked, the ones after
    /// it never show (Rocket.Chat 3172a098 `it.lproj/Localizable.strings:19`, `"Canali";;`, drops
    /// 13 of 21 Italian strings).
    static func truncated(_ error: SourceFileError) -> Finding {
        Finding(
            id: PathParts.name(error.file), rule: ScanRules.unreadable.id, severity: ScanRules.unreadable.defaultSeverity,
            message: "\(error.message); the entries before it were checked",
            location: Finding.Location(file: error.file, line: error.position?.line, column: error.position?.column))
    }
}
