import Foundation
import LegibleTestSupport
import Testing

/// Input files end to end: any readable path is read as a stream (named pipes, `/dev/stdin`, a
/// shell's process substitution), folders are named as such, and every kind of file has a size
/// limit that is refused before the work with exit status 2 and the limit's name.
@Suite("Input files")
struct InputFileTests {
    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A file of `size` bytes that takes no room on disk.
    private func sparseFile(_ url: URL, size: UInt64) throws {
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    @Test func devStdinIsReadLikeAFile() throws {
        let viaDash = try legible(["measure", "--strings", "-", "--size", "17"], input: "Continue\nSave\n")
        let viaDevice = try legible(["measure", "--strings", "/dev/stdin", "--size", "17"], input: "Continue\nSave\n")
        #expect(viaDevice.status == 0)
        #expect(viaDevice.stdout == viaDash.stdout)
        #expect(viaDevice.stderr.isEmpty)
    }

    @Test func processSubstitutionIsReadLikeAFile() throws {
        let run = try runProcess(
            URL(fileURLWithPath: "/bin/bash"),
            ["-c", "\"$0\" contrast --pairs <(printf '#767676,#ffffff\\n')", legibleExecutable.path])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("#767676 on #ffffff: 4.54:1"))
        #expect(run.stderr.isEmpty)
    }

    @Test func aNamedPipeIsReadLikeAFile() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("layout.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            _ = "default:\n  width: 100\n".withCString { write(descriptor, $0, strlen($0)) }
            close(descriptor)
        }
        writer.start()
        let run = try legible(["audit", "Examples/overflow/Localizable.xcstrings", "--layout", fifo, "--locale", "en", "--format", "json"])
        #expect(run.status == 1)  // English at 100 pt overflows: the spec was read
        #expect(run.stderr.isEmpty)
    }

    @Test func foldersAreNamedAsFolders() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (arguments, message) in [
            (["measure", "--strings", folder.path], "strings file '\(folder.path)': is a folder; expected a file"),
            (["contrast", "--pairs", folder.path], "pairs file '\(folder.path)': is a folder; expected a file"),
            (["audit", "Examples/overflow/Localizable.xcstrings", "--layout", folder.path], "\(folder.path): is a folder; expected a file"),
        ] {
            let run = try legible(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr == "legible: \(message)\n")
        }
    }

    @Test func filesOverTheirLimitAreRefusedBeforeReading() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("strings.txt")
        try sparseFile(strings, size: 64 << 20 + 1)
        let catalog = folder.appendingPathComponent("Huge.xcstrings")
        try sparseFile(catalog, size: 256 << 20 + 1)
        let layout = folder.appendingPathComponent("layout.yaml")
        try sparseFile(layout, size: 16 << 20 + 1)
        let pairs = folder.appendingPathComponent("pairs.csv")
        try sparseFile(pairs, size: 16 << 20 + 1)
        for (arguments, message) in [
            (
                ["measure", "--strings", strings.path],
                "strings file '\(strings.path)': 67108865 bytes, over the limit of 67108864 bytes for a strings file (MeasureLimits.maximumStringsFileBytes)"
            ),
            (
                ["audit", catalog.path, "--width", "100"],
                "\(catalog.path): 268435457 bytes, over the limit of 268435456 bytes for a string catalog (CatalogLimits.maximumFileBytes)"
            ),
            (
                ["audit", "Examples/overflow/Localizable.xcstrings", "--layout", layout.path],
                "\(layout.path): 16777217 bytes, over the limit of 16777216 bytes for a layout spec (CatalogLimits.maximumLayoutSpecBytes)"
            ),
            (
                ["contrast", "--pairs", pairs.path],
                "pairs file '\(pairs.path)': 16777217 bytes, over the limit of 16777216 bytes for a pairs file (ContrastPair.maximumFileSize)"
            ),
        ] {
            let run = try legible(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr == "legible: \(message)\n")
        }
    }

    @Test func aStreamOverTheLimitStopsAtTheLimit() throws {
        // A pipe has no size: reading stops one byte past the limit.
        let run = try runProcess(
            URL(fileURLWithPath: "/bin/bash"),
            ["-c", "yes '#767676,#ffffff' | head -c 16777300 | \"$0\" contrast --pairs -", legibleExecutable.path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "legible: pairs file '-': larger than the limit of 16777216 bytes for a pairs file (ContrastPair.maximumFileSize)\n")
        let redirected = try legible(["contrast", "--pairs", "-"], input: String(repeating: "#767676,#ffffff\n", count: (16 << 20) / 16 + 1))
        #expect(
            redirected.stderr == "legible: pairs file '-': 16777232 bytes, over the limit of 16777216 bytes for a pairs file (ContrastPair.maximumFileSize)\n")
    }

    @Test func aLineOverTheTextLimitIsRefusedBeforeShaping() throws {
        let run = try legible(["measure", "--strings", "-"], input: "Save\n" + String(repeating: "a", count: 16 << 20 | 1) + "\n")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == "legible: strings file '-' line 2: 16777217 bytes, over the limit of 16777216 bytes for one text (MeasureLimits.maximumTextBytes)\n")
    }
}
