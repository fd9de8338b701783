import Foundation
import LegibleScan
import LegibleSyntax
import LegibleYAML

/// The Swift compilation conditions an XcodeGen target spec sets for every configuration, so code
/// under `#if NAME` is what every build of the target compiles. Ruuvi Station
/// `Common/RuuviLocalization/target.yml:8` sets `SWIFT_ACTIVE_COMPILATION_CONDITIONS:
/// DISABLE_DYNAMIC_FONTS` in `settings: base:`, and `RuuviFonts.swift:642-646`'s `ruuviBody()`
/// returns the fixed `Mulish.regular.font(size: 17)` under `#if DISABLE_DYNAMIC_FONTS`
/// (fresh-ios25b misses pattern 2).
///
/// Read, as ``ReleaseConditions`` reads a `project.pbxproj`: `SWIFT_ACTIVE_COMPILATION_CONDITIONS`
/// words and `OTHER_SWIFT_FLAGS` `-DNAME` flags (`$(inherited)` left out) of a spec's one target's
/// `settings: base:` (or of `settings:` itself when it names no `base`, `configs` or `groups`).
/// A setting of one configuration (`configs: Alpha:`) does not hold in every build and is not
/// read; nor is a spec of several targets, whose files are not told apart by folder.
enum XcodeGenConditions {
    /// The spec files looked for in each folder.
    static let specNames = ["target.yml", "project.yml"]

    /// The conditions of the spec whose text is `text`, `nil` when it is no spec of one target
    /// (so a folder above may still hold the one that applies) or not YAML.
    static func conditions(inSpec text: String, file: String) -> Set<String>? {
        guard text.contains("targets"), let root = try? YAMLTree.parse(text, file: file),
            let targets = root.member("targets")?.value.members, targets.count == 1, let target = targets.first?.value
        else { return nil }
        guard let settings = target.member("settings")?.value else { return [] }
        let keys = Set(settings.members?.map(\.key) ?? [])
        let base = keys.isDisjoint(with: ["base", "configs", "groups"]) ? settings : settings.member("base")?.value
        guard let base else { return [] }
        return Set(words(base.member("SWIFT_ACTIVE_COMPILATION_CONDITIONS")?.value).map(String.init) + flags(base.member("OTHER_SWIFT_FLAGS")?.value))
    }

    /// The conditions every build of the Swift file at `path` compiles with: those of the nearest
    /// folder, from the file's own up, that holds a spec of one target (``specNames``); empty
    /// when none does. `cache` keeps each folder's answer for the next file.
    static func conditions(forFile path: String, cache: inout [String: Set<String>]) -> Set<String> {
        var folder = (path as NSString).deletingLastPathComponent
        var visited: [String] = []
        var found: Set<String> = []
        while !folder.isEmpty, folder != "/" {
            if let known = cache[folder] {
                found = known
                break
            }
            visited.append(folder)
            if let own = spec(in: folder) {
                found = own
                break
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { break }
            folder = parent
        }
        // Each folder passed on the way takes what was found at or above it.
        for passed in visited { cache[passed] = found }
        return found
    }

    /// The conditions of the one-target spec in `folder`, `nil` when it holds none. A spec larger
    /// than the Swift reader's file limit (``SwiftSourceReader/maximumFileBytes``) is not read.
    private static func spec(in folder: String) -> Set<String>? {
        for name in specNames {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= SwiftSourceReader.maximumFileBytes,
                let text = try? String(contentsOfFile: path, encoding: .utf8), let found = conditions(inSpec: text, file: path)
            else { continue }
            return found
        }
        return nil
    }

    /// The words of a setting, a string or a list (`$(inherited)` left out), as a project's are read.
    private static func words(_ value: PositionedValue?) -> [Substring] {
        ReleaseConditions.settingWords(value?.stringOrLiteral.map { [$0] } ?? value?.elements?.compactMap(\.stringOrLiteral) ?? [])
    }

    /// `-DNAME` (and `-D NAME`) among Swift flags.
    private static func flags(_ value: PositionedValue?) -> [String] {
        ReleaseConditions.definedNames(words(value))
    }
}
