import LegibleCatalogs
import LegibleReporting

/// Files no user sees because no app target builds them (``ScanPlatformMap/unbuiltReason(forFile:)``):
/// what is judged of them is a note that says so.
///
/// Corona-Warn-App 02c629b6 keeps `ENA/Resources/Storyboards/Main.storyboard` beside the
/// storyboards it builds, though no target builds it (26 errors and warnings about screens whose
/// classes are gone); Zotero 00280bd8 keeps stale copies of `DocumentSearchCell.xib` in a folder
/// its project names; a file only a test bundle builds renders nothing for a user. A reviewer
/// suppresses each such finding by hand; as a note it is still listed with `--notes`.
enum UnbuiltFiles {
    /// Turns the errors and warnings located in a file no app target builds into notes.
    ///
    /// - Parameters:
    ///   - records: the findings.
    ///   - platforms: the projects the scan read.
    static func notes(_ records: inout [ScanFindingRecord], platforms: ScanPlatformMap) {
        var reasons: [String: String?] = [:]
        for index in records.indices where records[index].finding.severity > .note {
            let finding = records[index].finding
            // A file that cannot be read is reported as such, built or not.
            guard finding.rule != ScanRules.unreadable.id, let file = finding.location?.file, isAppleSource(file) else { continue }
            let reason: String?
            if let known = reasons[file] {
                reason = known
            } else {
                reason = platforms.unbuiltReason(forFile: file)
                reasons[file] = reason
            }
            guard let reason else { continue }
            records[index].finding = CodeSetPlaceholders.demoted(finding, lead: "\(reason), so no user sees it", property: "notBuilt", why: reason)
        }
    }

    /// Only Apple sources are an Xcode project's to build: an Android layout beside an iOS
    /// project (a Kotlin Multiplatform app) is Gradle's.
    private static func isAppleSource(_ file: String) -> Bool {
        let name = PathParts.name(file)
        return [".swift", ".m", ".mm", ".h", ".xib", ".storyboard", ".strings", ".xcstrings", ".stringsdict"].contains { name.hasSuffix($0) }
    }
}
