/// The settings of an `.xcconfig` file that say a target's platform (`SDKROOT`,
/// `SUPPORTED_PLATFORMS`, `TARGETED_DEVICE_FAMILY`): `KEY = VALUE` lines, `//` comments,
/// `#include "other.xcconfig"` (and `#include?`) relative to the file. A conditional setting
/// (`SDKROOT[sdk=macosx*] = …`) and `$(…)` references are left out: the platform is decided only
/// from what is written plainly.
enum XcodeConfigurationFile {
    /// The most includes followed, nested: 8.
    static let maximumDepth = 8
    /// The most files read for one configuration: 32.
    static let maximumFiles = 32
    /// The keys read.
    static let keys: Set<String> = ["SDKROOT", "SUPPORTED_PLATFORMS", "TARGETED_DEVICE_FAMILY"]

    /// The settings of `path` and the files it includes (a later line wins, as in Xcode).
    static func settings(of path: String, readFile: (String) -> String?, depth: Int, files: inout Int, keys: Set<String> = XcodeConfigurationFile.keys)
        -> [String: String]
    {
        guard depth <= maximumDepth, files < maximumFiles else { return [:] }
        files += 1
        guard let text = readFile(path) else { return [:] }
        var settings: [String: String] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.range(of: "//").map { rawLine[..<$0.lowerBound] } ?? rawLine[...]
            // Spaces only: the include's quotes are its syntax.
            let trimmed = Substring(line.drop { $0 == " " || $0 == "\t" })
            if trimmed.hasPrefix("#include") {
                guard let open = trimmed.firstIndex(of: "\""), let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = String(trimmed[trimmed.index(after: open)..<close])
                let resolved = included.hasPrefix("/") ? included : ProjectPath.join(ProjectPath.folder(path), included)
                settings.merge(self.settings(of: resolved, readFile: readFile, depth: depth + 1, files: &files, keys: keys)) { _, new in new }
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingSpaces
            let value = trimmed[trimmed.index(after: equals)...].trimmingSpaces
            guard keys.contains(key), !value.contains("$(") else { continue }
            settings[key] = value
        }
        return settings
    }
}
