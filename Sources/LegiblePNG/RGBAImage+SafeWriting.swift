import Foundation

extension RGBAImage {
    /// Writes the image as an 8-bit RGBA PNG without ever leaving a half-written file: the PNG is
    /// written beside `path` under a temporary name, then moved into place in one step.
    ///
    /// ```swift
    /// try image.writePNG(toFile: "screen-deutan.png", replacingExisting: false)
    /// ```
    ///
    /// - Parameters:
    ///   - path: the file to create.
    ///   - replacingExisting: whether an existing file may be replaced; when `false` and the file
    ///     exists (even if it appears while the PNG is written), it is left alone and the call throws.
    /// - Throws: ``PNGError`` naming `path`: libpng's reason, `the file exists`, or the system's
    ///   reason the file could not be moved into place. The temporary file is removed.
    public func writePNG(toFile path: String, replacingExisting: Bool) throws(PNGError) {
        let destination = URL(fileURLWithPath: path)
        let temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).legible-\(UUID().uuidString).png").path
        defer { unlink(temporary) }
        do {
            try writePNG(toFile: temporary)
        } catch {
            throw PNGError(path: path, message: error.message)
        }
        if replacingExisting {
            // rename(2) replaces an existing file atomically.
            guard rename(temporary, path) == 0 else { throw PNGError(path: path, message: Self.systemReason()) }
            return
        }
        // link(2) never replaces: it fails with EEXIST when the destination exists.
        if link(temporary, path) == 0 { return }
        let failure = errno
        guard failure != EEXIST else { throw PNGError(path: path, message: "the file exists") }
        // A file system without hard links: check, then rename (a file created in between is replaced).
        guard failure == EPERM || failure == ENOTSUP || failure == EOPNOTSUPP || failure == EXDEV || failure == EMLINK else {
            throw PNGError(path: path, message: Self.systemReason(failure))
        }
        guard !FileManager.default.fileExists(atPath: path) else { throw PNGError(path: path, message: "the file exists") }
        guard rename(temporary, path) == 0 else { throw PNGError(path: path, message: Self.systemReason()) }
    }

    private static func systemReason(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }
}
