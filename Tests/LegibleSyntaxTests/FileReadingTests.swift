import Foundation
import LegibleSyntax
import Testing

/// Every input file is read through one reader with a size limit: regular files are refused over
/// the limit before a byte is read, streams (named pipes, `/dev/stdin`) are read up to one byte
/// past it, and folders, missing and unreadable files are named as such.
@Suite("Reading input files")
struct FileReadingTests {
    private let limit = FileSizeLimit(bytes: 10, what: "a test file", setting: "Test.maximumBytes")

    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-reading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func failure(_ path: String) -> SyntaxError? {
        do {
            _ = try FileReading.read(path, limit: limit)
            return nil
        } catch {
            return error
        }
    }

    @Test func regularFilesUpToTheLimitAreRead() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ten")
        try Data("0123456789".utf8).write(to: file)
        #expect(try FileReading.read(file.path, limit: limit) == Data("0123456789".utf8))
    }

    @Test func aRegularFileOverTheLimitIsRefusedByItsSize() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A sparse file of 4 GiB: refused from its size, so the test reads nothing.
        let file = folder.appendingPathComponent("huge")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 4 << 30)
        try handle.close()
        #expect(
            failure(file.path)
                == SyntaxError(
                    file: file.path, message: "4294967296 bytes, over the limit of 10 bytes for a test file (Test.maximumBytes)"))
    }

    @Test func aNamedPipeIsReadAsAStreamWithinTheLimit() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (contents, expected) in [("short", nil), ("eleven byte", "larger than the limit of 10 bytes for a test file (Test.maximumBytes)")] {
            let fifo = folder.appendingPathComponent("fifo-\(contents.count)").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let writer = Thread {
                let descriptor = open(fifo, O_WRONLY)
                _ = contents.withCString { write(descriptor, $0, strlen($0)) }
                close(descriptor)
            }
            writer.start()
            do {
                let data = try FileReading.read(fifo, limit: limit)
                #expect(expected == nil)
                #expect(data == Data(contents.utf8))
            } catch {
                #expect(error == SyntaxError(file: fifo, message: expected ?? ""))
            }
        }
    }

    @Test func foldersMissingAndUnreadableFilesAreNamed() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(failure(folder.path) == SyntaxError(file: folder.path, message: "is a folder; expected a file"))
        let missing = folder.appendingPathComponent("missing.json").path
        #expect(failure(missing) == SyntaxError(file: missing, message: "no such file"))
        let underAFile = folder.appendingPathComponent("file")
        try Data().write(to: underAFile)
        #expect(failure(underAFile.appendingPathComponent("x").path)?.message == "no such file")
        if getuid() != 0 {  // root reads anything
            let locked = folder.appendingPathComponent("locked")
            try Data("x".utf8).write(to: locked)
            chmod(locked.path, 0)
            #expect(failure(locked.path) == SyntaxError(file: locked.path, message: "cannot be read"))
        }
    }

    @Test func limitMessagesNameTheSetting() {
        #expect(limit.message(size: 12) == "12 bytes, over the limit of 10 bytes for a test file (Test.maximumBytes)")
        #expect(limit.message(size: nil) == "larger than the limit of 10 bytes for a test file (Test.maximumBytes)")
    }
}
