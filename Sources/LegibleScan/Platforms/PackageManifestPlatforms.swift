import LegibleReporting
import LegibleTypeScale

/// The Apple platforms a Swift package's `Package.swift` names in `platforms:`, read as text
/// (the manifest is never run): `.iOS(.v17)`, `.watchOS("10.0")`, `.visionOS(.v1)`…
///
/// `platforms:` gives minimum versions, not the only platforms a package builds for; so a
/// package that names iOS (or names none) is judged as iOS's, as before, and only one that names
/// Apple platforms without iOS — a package with only `.watchOS(…)` is a watch package — is
/// judged with those platforms' numbers. Every target shares the package's platforms, so the
/// files under the manifest's folder are the package's, whatever their target's path.
///
/// ```swift
/// let manifest = PackageManifestPlatforms(parsing: #"let p = Package(name: "Face", platforms: [.watchOS(.v10)])"#)
/// manifest.judgedPlatforms   // [.watchOS]
/// ```
public struct PackageManifestPlatforms: Sendable, Hashable {
    /// The most bytes read of a manifest: 1 MiB (a manifest is a few KB).
    public static let maximumBytes = 1 << 20
    /// The package's name, when `name:` is written as a string literal.
    public var name: String?
    /// The platforms `platforms:` names, in `ApplePlatform`'s order (`macCatalyst` is iOS's).
    public var platforms: [ApplePlatform]
    /// The folders (relative to the manifest's) that hold its targets: `Sources`, and every
    /// `path: "…"` the manifest writes. A file elsewhere beside a manifest (an app next to its
    /// tooling package) is not the package's.
    public var targetFolders: [String]
    /// Its targets built only for platforms without iOS, whatever ``platforms`` says
    /// (``PackageTargetPlatforms``): their files are judged for those.
    package var conditionedTargets: [PackageTargetPlatforms]

    /// The platforms its files are judged for: ``platforms`` when they leave iOS out, else none
    /// (iOS's numbers, as for a file no project file places).
    public var judgedPlatforms: [ApplePlatform] {
        platforms.contains(.iOS) ? [] : platforms
    }

    /// Reads a manifest's text; comments are skipped, anything it does not understand is ignored.
    ///
    /// - Parameter text: the manifest (the first ``maximumBytes`` bytes are read).
    public init(parsing text: String) {
        let code = Self.withoutComments(String(decoding: text.utf8.prefix(Self.maximumBytes), as: UTF8.self))
        name = Self.packageName(in: code)
        platforms = Self.platforms(in: code)
        targetFolders = ["Sources"] + Self.paths(in: code)
        conditionedTargets = PackageTargetPlatforms.conditioned(in: code, packagePlatforms: platforms)
    }

    /// Every `path: "…"` string literal, at most 1,000.
    private static func paths(in code: String) -> [String] {
        var paths: [String] = []
        var searched = code.startIndex..<code.endIndex
        while paths.count < 1_000, let label = code.range(of: "path:", range: searched) {
            searched = label.upperBound..<code.endIndex
            let rest = code[label.upperBound...].drop { $0 == " " || $0 == "\t" }
            guard rest.first == "\"" else { continue }
            let path = rest.dropFirst().prefix { $0 != "\"" && $0 != "\n" }
            if !path.isEmpty { paths.append(ProjectPath.normalized(String(path))) }
        }
        return paths
    }

    private static func packageName(in code: String) -> String? {
        guard let package = code.range(of: "Package("), let label = code.range(of: "name:", range: package.upperBound..<code.endIndex) else { return nil }
        let rest = code[label.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard rest.first == "\"" else { return nil }
        let name = rest.dropFirst().prefix { $0 != "\"" && $0 != "\n" }
        return name.isEmpty ? nil : String(name.prefix(100))
    }

    /// The platforms inside the brackets after `platforms:`.
    private static func platforms(in code: String) -> [ApplePlatform] {
        // The package's own, not a setting's `.when(platforms: [.macOS])`.
        var searched = code.startIndex..<code.endIndex
        var found: Range<String.Index>?
        while let label = code.range(of: "platforms:", range: searched) {
            let start: String.Index = code.index(label.lowerBound, offsetBy: -12, limitedBy: code.startIndex) ?? code.startIndex
            let before = code[start..<label.lowerBound]
            if !before.contains("when(") {
                found = label
                break
            }
            searched = label.upperBound..<code.endIndex
        }
        guard let label = found else { return [] }
        var depth = 0
        var list = ""
        for character in code[label.upperBound...] {
            if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
            if depth <= 0 && character == "]" { break }
            if depth > 0 { list.append(character) }
        }
        let names: [(String, ApplePlatform)] = [
            (".iOS(", .iOS), (".macCatalyst(", .iOS), (".macOS(", .macOS), (".watchOS(", .watchOS), (".tvOS(", .tvOS), (".visionOS(", .visionOS),
        ]
        return ApplePlatform.allCases.filter { platform in names.contains { list.contains($0.0) && $0.1 == platform } }
    }

    /// The code with `//` and `/* */` comments blanked and string literals kept.
    static func withoutComments(_ text: String) -> String {
        var result = ""
        var iterator = Array(text.unicodeScalars)[...]
        var inString = false
        while let scalar = iterator.first {
            iterator = iterator.dropFirst()
            if inString {
                result.unicodeScalars.append(scalar)
                if scalar == "\\", let next = iterator.first {
                    result.unicodeScalars.append(next)
                    iterator = iterator.dropFirst()
                } else if scalar == "\"" || scalar == "\n" {
                    inString = false
                }
            } else if scalar == "/", iterator.first == "/" {
                iterator = iterator.drop { $0 != "\n" }
            } else if scalar == "/", iterator.first == "*" {
                iterator = iterator.dropFirst()
                while let next = iterator.first, !(next == "*" && iterator.dropFirst().first == "/") { iterator = iterator.dropFirst() }
                iterator = iterator.dropFirst(2)
                result.append(" ")
            } else {
                if scalar == "\"" { inString = true }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
