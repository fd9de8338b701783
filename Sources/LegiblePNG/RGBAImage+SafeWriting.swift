import Foundation
import LegibleSyntax

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
    ///   - temporaryFile: called with the temporary file's path before it is created, and with
    ///     `nil` once it is gone (moved into place or removed), so that a command-line tool can
    ///     remove it when a signal ends the process in between.
    /// - Throws: ``PNGError`` naming `path`: libpng's reason, `the file exists`, or the system's
    ///   reason the file could not be moved into place. The temporary file is removed.
    public func writePNG(toFile path: String, replacingExisting: Bool, temporaryFile: (String?) -> Void = { _ in }) throws(PNGError) {
        let temporary = FilePlacement.temporaryPath(beside: path)
        temporaryFile(temporary)
        defer {
            unlink(temporary)
            temporaryFile(nil)
        }
        do {
            try writePNG(toFile: temporary)
        } catch {
            throw PNGError(path: path, message: error.message)
        }
        do {
            try FilePlacement.move(temporary, to: path, replacingExisting: replacingExisting)
        } catch {
            throw PNGError(path: path, message: error.message)
        }
    }
}
