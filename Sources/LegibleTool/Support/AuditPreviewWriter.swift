import Foundation
import LegibleAudit
import LegibleSyntax

/// Writes `--preview` SVGs into a directory, one file per overflowing label, each drawn
/// straight into its file, one at a time. Every destination is checked before anything is written, and an existing
/// file is replaced only with `--force`. Each SVG goes to a temporary file in the directory
/// and is renamed into place, so a preview is whole or absent: on a failed write, SIGINT or
/// SIGTERM the temporary file is removed (a signal then exits 130 or 143).
struct AuditPreviewWriter {
    let directory: String
    let overwrite: Bool

    func write(_ plan: LabelPreviewPlan) throws {
        // An empty path would write every preview into the current directory.
        guard !directory.isEmpty else {
            throw InputError("--preview '': expected a directory to write the previews into (--preview . for the current one)")
        }
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw InputError("--preview '\(directory)': is a file, expected a directory")
        }
        let folder = URL(fileURLWithPath: directory)
        // Every destination before any is written: a dangling link counts as existing, and even
        // --force replaces only regular files (a directory at the tenth name stopped the run
        // after nine previews were written).
        let problems = plan.fileNames.lazy.map { folder.appendingPathComponent($0).path }.compactMap { path in
            FilePlacement.destinationProblem(path, replacingExisting: overwrite).map { (path, $0) }
        }
        if let (first, problem) = problems.first {
            let count = problems.count
            let more = count > 1 ? " (and \(count - 1) more)" : ""
            if problem == "the file exists" { throw InputError("--preview: '\(first)' exists\(more); use --force to replace the previews") }
            throw InputError("--preview: '\(first)' \(problem)\(more); --force replaces only regular files")
        }
        try Self.makeDirectory(folder.path, option: "--preview '\(directory)'")
        let handlers = TemporaryFileCleanup.install()
        defer { handlers.restore() }
        for index in plan.fileNames.indices {
            try writePreview(plan, at: index, into: folder)
        }
    }

    /// Makes `path` and the folders above it that are missing, like `mkdir -p`, saying in words
    /// which folder could not be made and why (Foundation's error says "NSCocoaErrorDomain error
    /// 512" for a file in the way).
    static func makeDirectory(_ path: String, option: String) throws(InputError) {
        let ends = path.indices.filter { path[$0] == "/" && $0 != path.startIndex } + [path.endIndex]
        for end in ends {
            let folder = String(path[..<end])
            if mkdir(folder, 0o777) == 0 { continue }
            let code = errno
            var status = stat()
            if stat(folder, &status) == 0 {
                if status.st_mode & S_IFMT == S_IFDIR { continue }
                throw InputError("\(option): cannot make the directory: '\(folder)' is a file")
            }
            throw InputError("\(option): cannot make the directory '\(folder)': \(String(cString: strerror(code)))")
        }
    }

    /// Draws one preview into a temporary file beside its destination, then renames it there.
    private func writePreview(_ plan: LabelPreviewPlan, at index: Int, into folder: URL) throws(InputError) {
        let name = plan.fileNames[index]
        let temporary = FilePlacement.temporaryPath(beside: folder.appendingPathComponent(name).path)
        TemporaryFileCleanup.begin(temporary)
        defer { TemporaryFileCleanup.end() }
        func failure(_ what: String, _ code: Int32) -> InputError {
            unlink(temporary)
            return InputError("--preview '\(directory)': cannot \(what) '\(name)': \(String(cString: strerror(code)))")
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure("create a temporary file for", errno) }
        var file = FileOutput(descriptor: descriptor)
        do {
            try plan.writePreview(at: index, to: &file)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw InputError(wrapping: error)
        }
        let writeError = file.finish()
        let closeError = close(descriptor) == 0 ? nil : errno
        if let code = writeError ?? closeError { throw failure("write", code) }
        guard rename(temporary, folder.appendingPathComponent(name).path) == 0 else { throw failure("replace", errno) }
    }
}

/// A file descriptor as a buffered text stream that remembers the first failed write.
struct FileOutput: TextOutputStream {
    let descriptor: Int32
    private var buffer: [UInt8] = []
    private var failure: Int32?

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes what is buffered; returns the `errno` of the first failed write, if any.
    mutating func finish() -> Int32? {
        flush()
        return failure
    }

    private mutating func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil else { return }
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            offset += written
        }
    }
}
