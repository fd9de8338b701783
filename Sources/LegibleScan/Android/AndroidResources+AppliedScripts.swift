import Foundation

// A module whose Gradle file applies the application plugin through a shared script (issue 33,
// fresh-android13b D1): AnySoftKeyboard 6643bda9 `ime/app/build.gradle:12`,
// `apply from: "${rootDir}/gradle/apk_module.gradle"`, whose first line is
// `apply plugin: 'com.android.application'`. The app module was taken for a library, so every
// file was a root and no layout's reach (`AndroidResources+Reach.swift`) was known.
extension AndroidResources {
    /// A Gradle file's text, `nil` when it is missing or over 2 MB.
    static func gradleText(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path), data.count < 2_000_000 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether a shared script applies the application plugin or sets an `applicationId`: not
    /// one that only tests for it (AnySoftKeyboard's `gradle/jacoco.gradle`,
    /// `if (project.plugins.hasPlugin('com.android.application') || …)`).
    static func appliesApplicationPlugin(_ text: String) -> Bool {
        let patterns = [
            #"apply\s+plugin:\s*["']com\.android\.application["']"#, #"id\s*\(?\s*["']com\.android\.application["']"#,
            #"(^|\n)\s*applicationId\s*(=|\s)"#,
        ]
        return patterns.contains { text.range(of: $0, options: .regularExpression) != nil }
    }

    /// The script files `apply from: "…"` (or `apply(from = "…")`) names, as paths: relative to
    /// the module, or with `${rootDir}`, `$rootDir` or `${rootProject.projectDir}` read as the
    /// module's folder and each folder above it, up to five levels. Only scripts in the
    /// repository; a URL names none.
    static func appliedScripts(_ text: String, module: String) -> [String] {
        var result: [String] = []
        var ancestors = [module]
        var folder = module
        for _ in 0..<5 where !folder.isEmpty && folder != "/" {
            folder = (folder as NSString).deletingLastPathComponent
            ancestors.append(folder)
        }
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("apply from") || trimmed.hasPrefix("apply(from"), let open = trimmed.firstIndex(where: { $0 == "\"" || $0 == "'" }) else {
                continue
            }
            let rest = trimmed[trimmed.index(after: open)...]
            guard let close = rest.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { continue }
            let value = String(rest[..<close])
            guard !value.contains("://") else { continue }
            var relative = value
            var roots = [module]
            for prefix in ["${rootDir}/", "$rootDir/", "${rootProject.projectDir}/"] where value.hasPrefix(prefix) {
                relative = String(value.dropFirst(prefix.count))
                roots = ancestors
            }
            guard !relative.contains("$") else { continue }
            for root in roots {
                let path = root.isEmpty ? relative : (root as NSString).appendingPathComponent(relative)
                if FileManager.default.fileExists(atPath: path) {
                    result.append(path)
                    break
                }
            }
        }
        return result
    }
}
