import Foundation
import LegibleReporting

/// Android layouts a library module defines and an application module that depends on it
/// defines again under the same `res/<folder>/<name>.xml` (issue 33): Android's resource merge
/// keeps the application's copy, so the library's is never inflated, even by the library's own
/// code. AppManager `libcore/ui/src/main/res/layout/dialog_searchable_multi_choice.xml:9` was
/// judged as well as `app/src/main/res/layout/dialog_searchable_multi_choice.xml`, which
/// `app/build.gradle:119` (`implementation project(path: ':libcore:ui')`) overrides it with: one
/// target.small twice. Only the copy the app builds is judged.
enum OverriddenLayouts {
    /// The library layout files among `files` that an application module depending on the
    /// library overrides.
    static func files(among files: [String]) -> Set<String> {
        var copies: [String: [(module: String, path: String)]] = [:]
        for path in files where path.hasSuffix(".xml") {
            let parts = path.components(separatedBy: "/")
            // `<module>/src/<set>/res/layout…/<name>.xml`
            guard parts.count >= 6, parts[parts.count - 2].hasPrefix("layout"), parts[parts.count - 3] == "res", parts[parts.count - 5] == "src"
            else { continue }
            let module = parts[..<(parts.count - 5)].joined(separator: "/")
            copies[parts.suffix(2).joined(separator: "/"), default: []].append((module, path))
        }
        var result = Set<String>()
        var isApplication: [String: Bool] = [:]
        func application(_ module: String) -> Bool {
            if let known = isApplication[module] { return known }
            let value = AndroidResources.isApplicationModule(module)
            isApplication[module] = value
            return value
        }
        for group in copies.values where Set(group.map(\.module)).count > 1 {
            let apps = group.filter { application($0.module) }
            for library in group where !application(library.module) {
                if apps.contains(where: { depends($0.module, on: library.module) }) { result.insert(library.path) }
            }
        }
        return result
    }

    /// Whether the Gradle file of the module at `app` names the project at `library` (its path
    /// from their common folder, `:libcore:ui`, or as a type-safe accessor `projects.libcore.ui`).
    static func depends(_ app: String, on library: String) -> Bool {
        let appParts = app.components(separatedBy: "/")
        let libraryParts = library.components(separatedBy: "/")
        var common = 0
        while common < min(appParts.count, libraryParts.count), appParts[common] == libraryParts[common] { common += 1 }
        let relative = libraryParts[common...]
        guard !relative.isEmpty else { return false }
        let needles = [":" + relative.joined(separator: ":"), "projects." + relative.joined(separator: ".")]
        for name in ["build.gradle", "build.gradle.kts"] {
            guard let data = FileManager.default.contents(atPath: (app as NSString).appendingPathComponent(name)), data.count < 2_000_000 else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for needle in needles {
                var rest = text[...]
                while let range = rest.range(of: needle) {
                    // The whole project path: `':libcore:ui'`, not `':libcore:ui-extra'`.
                    let next = rest[range.upperBound...].first
                    if next.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == ":") }) ?? true { return true }
                    rest = rest[range.upperBound...]
                }
            }
        }
        return false
    }

    /// Drops every finding in a layout file ``files(among:)`` returns.
    static func drop(_ records: inout [ScanFindingRecord], files: [String]) {
        let overridden = Self.files(among: files)
        guard !overridden.isEmpty else { return }
        records.removeAll { record in record.finding.location.map { overridden.contains($0.file) } ?? false }
    }
}
