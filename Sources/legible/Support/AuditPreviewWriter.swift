import Foundation
import LegibleAudit

/// Writes `--preview` SVGs: one file per overflowing label, never replacing an existing file
/// unless `--force` is given.
struct AuditPreviewWriter {
    let directory: String
    let overwrite: Bool

    func write(_ report: AuditReport) throws {
    }
}
