import Foundation

/// What one run of the `legible` tool printed and returned.
struct LegibleRun {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs the `legible` executable built next to this test bundle.
///
/// - Parameters:
///   - arguments: the command line after `legible`.
///   - input: written to standard input, then closed; `nil` gives an empty standard input.
///   - directory: the working directory, the package root by default.
func legible(_ arguments: [String], input: String? = nil, directory: URL = packageRoot) throws -> LegibleRun {
    // Files rather than pipes: nothing can fill up and block, and no thread has to wait on another.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("legible-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let (stdinURL, stdoutURL, stderrURL) = (
        scratch.appendingPathComponent("stdin"), scratch.appendingPathComponent("stdout"),
        scratch.appendingPathComponent("stderr")
    )
    try Data((input ?? "").utf8).write(to: stdinURL)
    for url in [stdoutURL, stderrURL] { try Data().write(to: url) }

    let process = Process()
    process.executableURL = legibleExecutable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardInput = try FileHandle(forReadingFrom: stdinURL)
    process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
    process.standardError = try FileHandle(forWritingTo: stderrURL)
    try process.run()
    process.waitUntilExit()
    return LegibleRun(
        status: process.terminationStatus,
        stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
        stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
}

/// The package's root directory, for fixtures such as `Examples/`, `Tables/` and `Fonts/`.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// `legible` sits in the same build products directory as the test executable.
let legibleExecutable: URL = {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    // On platforms with bundles the test binary lives inside `Name.xctest/Contents/MacOS/`.
    while directory.pathExtension == "xctest" || ["Contents", "MacOS"].contains(directory.lastPathComponent) {
        directory.deleteLastPathComponent()
    }
    if !FileManager.default.fileExists(atPath: directory.appendingPathComponent("legible").path),
       let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        directory = bundle.bundleURL.deletingLastPathComponent()
    }
    return directory.appendingPathComponent("legible")
}()
