import Foundation

/// The Swift compilation conditions a project defines for its Release configuration only, read
/// from its build settings: code under `#if !COND` is then left out of the build that ships, as
/// `#if DEBUG` code is (``DebugOnlyClauses``). ProtonVPN ios-mac-app e3e40470
/// `apps/ios/iOS.xcodeproj/project.pbxproj:3480` sets `OTHER_SWIFT_FLAGS = "-DRELEASE"` in its
/// Release configuration alone, and `LoginService.swift:294` loads `Environments.storyboard`
/// only under `#if !RELEASE`.
///
/// Read: each `XCBuildConfiguration`'s `SWIFT_ACTIVE_COMPILATION_CONDITIONS` words and
/// `OTHER_SWIFT_FLAGS` `-DNAME` flags, and a `Package.swift`'s `.define("NAME", .when(configuration:
/// .release))`. A name any other configuration (Debug, Staging, a plain `.define`) also defines is
/// not Release's alone, and `DEBUG` never is. Settings an `.xcconfig` file gives are not read.
package enum ReleaseConditions {
    /// The names defined only in Release configurations, from the projects' and manifests' texts
    /// (`files` as path and text).
    static func releaseOnly(_ files: [(path: String, text: String)]) -> Set<String> {
        var release: Set<String> = []
        var other: Set<String> = []
        for (path, text) in files {
            if path.hasSuffix(".pbxproj") {
                guard text.contains("-D") || text.contains("SWIFT_ACTIVE_COMPILATION_CONDITIONS") else { continue }
                project(text, file: path, release: &release, other: &other)
            } else if text.contains(".define(") {
                manifest(text, release: &release, other: &other)
            }
        }
        return release.subtracting(other).subtracting(["DEBUG"])
    }

    /// Each build configuration's conditions, sorted by whether it is named `Release`.
    private static func project(_ text: String, file: String, release: inout Set<String>, other: inout Set<String>) {
        guard let root = try? OldStylePropertyListParser.parse(text, file: file), let objects = root["objects"]?.dictionary else { return }
        for object in objects.values where object["isa"]?.string == "XCBuildConfiguration" {
            guard let settings = object["buildSettings"]?.dictionary else { continue }
            let names = conditions(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]) + flags(settings["OTHER_SWIFT_FLAGS"])
            if object["name"]?.string == "Release" { release.formUnion(names) } else { other.formUnion(names) }
        }
    }

    /// The words of a setting, a string or a list (`$(inherited)` left out).
    private static func words(_ value: OldStylePropertyList?) -> [Substring] {
        settingWords(value?.string.map { [$0] } ?? value?.array?.compactMap(\.string) ?? [])
    }

    private static func conditions(_ value: OldStylePropertyList?) -> [String] {
        words(value).map(String.init)
    }

    /// `-DNAME` (and `-D NAME`) among Swift flags.
    private static func flags(_ value: OldStylePropertyList?) -> [String] {
        definedNames(words(value))
    }

    /// The words of a build setting's items, split at spaces, tabs and quotes, `$(inherited)` and
    /// other `$(…)` left out; XcodeGen specs' settings read the same (`XcodeGenConditions`).
    package static func settingWords(_ items: [String]) -> [Substring] {
        items.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" }) }.filter { !$0.hasPrefix("$(") }
    }

    /// The names `-DNAME` (and `-D NAME`) define among Swift flags' words.
    package static func definedNames(_ all: [Substring]) -> [String] {
        all.indices.compactMap { index in
            let word = all[index]
            if word == "-D", index + 1 < all.count { return String(all[index + 1]) }
            return word.hasPrefix("-D") && word.count > 2 ? String(word.dropFirst(2)) : nil
        }
    }

    /// `.define("NAME", .when(configuration: .release))` is Release's; any other `.define` is not.
    private static func manifest(_ text: String, release: inout Set<String>, other: inout Set<String>) {
        var rest = text[...]
        while let start = rest.range(of: ".define(\"") {
            let after = rest[start.upperBound...]
            guard let quote = after.firstIndex(of: "\"") else { return }
            let name = String(after[..<quote])
            // The call's own parentheses: up to the `)` that closes `.define(`.
            var depth = 1
            var end = after.startIndex
            while end < after.endIndex, depth > 0 {
                if after[end] == "(" { depth += 1 } else if after[end] == ")" { depth -= 1 }
                end = after.index(after: end)
            }
            let call = after[..<end].filter { !$0.isWhitespace }
            if call.contains("configuration:.release") { release.insert(name) } else { other.insert(name) }
            rest = after[end...]
        }
    }
}
