import Foundation
import LegibleAudit

/// Writes `--preview` SVGs into a directory: one file per overflowing label. Every path is
/// checked before anything is written, and an existing file is replaced only with `--force`.
struct AuditPreviewWriter {
    let directory: String
    let overwrite: Bool

    func write(_ previews: [LabelPreview]) throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw InputError("--preview '\(directory)': is a file, expected a directory")
        }
        let folder = URL(fileURLWithPath: directory)
        if !overwrite {
            let existing = previews.map { folder.appendingPathComponent($0.fileName).path }.filter(fileManager.fileExists)
            if let first = existing.first {
                throw InputError("--preview: '\(first)' exists\(existing.count > 1 ? " (and \(existing.count - 1) more)" : ""); use --force to replace the previews")
            }
        }
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            for preview in previews {
                try Data(preview.svg.utf8).write(to: folder.appendingPathComponent(preview.fileName), options: .atomic)
            }
        } catch {
            throw InputError("--preview '\(directory)': cannot write: \(error.localizedDescription)")
        }
    }
}
