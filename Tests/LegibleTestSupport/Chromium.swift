import Foundation

/// Headless Chromium, for tests of the HTML and SVG reports as a browser draws them: Debian's
/// `chromium` package (which `make deps` installs), or another Chromium on the `PATH`.
package enum Chromium {
    /// The browser's path, or `nil` when none is installed.
    package static let path: String? = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for directory in paths where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
                return "\(directory)/\(name)"
            }
        }
        return nil
    }()

    /// Runs headless Chromium with `arguments` (a page to load, `--dump-dom`, `--screenshot=…`);
    /// each run gets its own profile folder inside `folder`.
    package static func run(_ arguments: [String], folder: ScratchFolder) throws -> ProcessRun {
        guard let path else { throw CocoaError(.executableNotLoadable) }
        return try runProcess(
            URL(fileURLWithPath: path),
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                "--user-data-dir=\(folder.file("profile-\(UUID().uuidString)"))", "--force-color-profile=srgb", "--hide-scrollbars",
            ] + arguments)
    }
}
