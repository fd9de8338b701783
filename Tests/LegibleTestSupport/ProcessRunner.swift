import Foundation

/// What one run of a program printed and returned.
package struct ProcessRun: Sendable {
    package let status: Int32
    package let stdout: String
    package let stderr: String
}

/// Runs a program to the end.
///
/// - Parameters:
///   - executable: the program; `/usr/bin/env` with the name first in `arguments` finds one on the `PATH`.
///   - arguments: its arguments.
///   - input: written to standard input, then closed; `nil` gives an empty standard input.
///   - directory: the working directory, the current one by default.
package func runProcess(_ executable: URL, _ arguments: [String], input: Data? = nil, directory: URL? = nil) throws -> ProcessRun {
    // Files rather than pipes: nothing can fill up and block, and no thread has to wait on another.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("legible-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let (stdinURL, stdoutURL, stderrURL) = (
        scratch.appendingPathComponent("stdin"), scratch.appendingPathComponent("stdout"),
        scratch.appendingPathComponent("stderr")
    )
    try (input ?? Data()).write(to: stdinURL)
    for url in [stdoutURL, stderrURL] { try Data().write(to: url) }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = try FileHandle(forReadingFrom: stdinURL)
    process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
    process.standardError = try FileHandle(forWritingTo: stderrURL)
    try process.run()
    process.waitUntilExit()
    return ProcessRun(
        status: process.terminationStatus,
        stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
}

/// Runs the `legible` executable built next to the test bundle.
///
/// - Parameters:
///   - arguments: the command line after `legible`.
///   - input: written to standard input, then closed; `nil` gives an empty standard input.
///   - directory: the working directory, the package root by default.
package func legible(_ arguments: [String], input: String? = nil, directory: URL = packageRoot) throws -> ProcessRun {
    try runProcess(legibleExecutable, arguments, input: input.map { Data($0.utf8) }, directory: directory)
}

/// The `legible` executable, which sits in the same build products directory as the test
/// executable (for tests that run it through a shell, to set limits first).
package let legibleExecutable: URL = {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    // On platforms with bundles the test binary lives inside `Name.xctest/Contents/MacOS/`.
    while directory.pathExtension == "xctest" || ["Contents", "MacOS"].contains(directory.lastPathComponent) {
        directory.deleteLastPathComponent()
    }
    if !FileManager.default.fileExists(atPath: directory.appendingPathComponent("legible").path),
        let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") })
    {
        directory = bundle.bundleURL.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("legible")
}()
