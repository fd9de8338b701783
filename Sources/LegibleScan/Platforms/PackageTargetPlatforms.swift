import LegibleReporting
import LegibleTypeScale

/// A target of a Swift package that is built only for some platforms: no product lists it and
/// every other target brings it in through a dependency conditioned on platforms that leave iOS
/// out. Passepartout 7c23f33f `app-apple/Package/Package.swift:113`, `.target(name:
/// "AppLibraryTV", condition: .when(platforms: [.tvOS]))` in `AppLibraryTVWrapper`'s
/// dependencies, the only way the app reaches `Sources/AppLibraryTV`: its views are tvOS's, though
/// the package's `platforms:` names iOS too.
package struct PackageTargetPlatforms: Sendable, Hashable {
    /// The target's name.
    package var name: String
    /// Its folder, relative to the manifest's: its `path:`, else `Sources/NAME`.
    package var folder: String
    /// The platforms its dependents' conditions name, in `ApplePlatform`'s order (never iOS).
    package var platforms: [ApplePlatform]

    package init(name: String, folder: String, platforms: [ApplePlatform]) {
        self.name = name
        self.folder = folder
        self.platforms = platforms
    }

    /// The targets of a manifest's code (comments blanked) built only for platforms without
    /// iOS. Read conservatively, as text: a target whose name is written anywhere else as a
    /// string (a product's `targets:`, a plain `"Name"` dependency, a dependency with no
    /// platforms condition, a list kept in a variable) may be built for iOS, and is left out.
    static func conditioned(in code: String, packagePlatforms: [ApplePlatform]) -> [PackageTargetPlatforms] {
        let calls = Self.calls(in: code)
        let declarations = calls.filter { call in
            !calls.contains { $0.content.lowerBound < call.content.lowerBound && $0.content.upperBound >= call.content.upperBound }
        }
        var result: [PackageTargetPlatforms] = []
        for declaration in declarations where declaration.kind == "target" || declaration.kind == "executableTarget" {
            guard let name = Self.string(after: "name:", in: code[declaration.content]), !name.isEmpty else { continue }
            // The dependency items naming it, each with the platforms its condition names.
            var platforms: Set<ApplePlatform> = []
            var items = 0
            for item in calls where item.kind == "target" || item.kind == "byName" {
                guard !declarations.contains(where: { $0.content == item.content }), Self.string(after: "name:", in: code[item.content]) == name else {
                    continue
                }
                let named = Self.platforms(inCondition: code[item.content])
                guard !named.isEmpty else {
                    items = -1_000
                    break
                }
                platforms.formUnion(named)
                items += 1
            }
            guard items > 0, Self.mentions(of: name, in: code) == items + 1 else { continue }
            if !packagePlatforms.isEmpty { platforms.formIntersection(packagePlatforms) }
            guard !platforms.isEmpty, !platforms.contains(.iOS) else { continue }
            let folder = Self.string(after: "path:", in: code[declaration.content]).map(ProjectPath.normalized) ?? "Sources/\(name)"
            result.append(PackageTargetPlatforms(name: name, folder: folder, platforms: ApplePlatform.allCases.filter(platforms.contains)))
        }
        return result
    }

    /// Each `.KIND(` call of a target kind or dependency item, with the range inside its
    /// parentheses (string literals skipped when balancing). As ``SwiftCallArguments`` does, a
    /// call is followed at most ``SwiftCallArguments/maximumCallLength`` characters, so an
    /// unclosed one is not followed to the end of a hostile manifest once per call.
    private static func calls(in code: String) -> [(kind: String, content: Range<String.Index>)] {
        var found: [(kind: String, content: Range<String.Index>)] = []
        for kind in ["target", "executableTarget", "testTarget", "byName", "macro", "plugin", "binaryTarget", "systemLibrary"] {
            var searched = code.startIndex..<code.endIndex
            while found.count < 2_000, let open = code.range(of: ".\(kind)(", range: searched) {
                searched = open.upperBound..<code.endIndex
                var depth = 1
                var inString = false
                var index = open.upperBound
                var followed = 0
                while index < code.endIndex, depth > 0, followed < SwiftCallArguments.maximumCallLength {
                    followed += 1
                    let character = code[index]
                    if character == "\"" {
                        inString.toggle()
                    } else if !inString, character == "(" {
                        depth += 1
                    } else if !inString, character == ")" {
                        depth -= 1
                    }
                    if depth > 0 { index = code.index(after: index) }
                }
                guard depth == 0 else { break }
                found.append((kind, open.upperBound..<index))
            }
        }
        return found
    }

    /// The string literal after the first `label` in `text`.
    private static func string(after label: String, in text: Substring) -> String? {
        guard let found = text.range(of: label) else { return nil }
        let rest = text[found.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        guard rest.first == "\"" else { return nil }
        return String(rest.dropFirst().prefix { $0 != "\"" && $0 != "\n" })
    }

    /// The Apple platforms a dependency item's `condition: .when(platforms: […])` names; none
    /// when it has no such condition.
    private static func platforms(inCondition item: Substring) -> Set<ApplePlatform> {
        guard let when = item.range(of: ".when("), let label = item.range(of: "platforms:", range: when.upperBound..<item.endIndex),
            let close = item[label.upperBound...].firstIndex(of: "]")
        else { return [] }
        let list = item[label.upperBound..<close]
        let names: [(String, ApplePlatform)] = [
            (".iOS", .iOS), (".macCatalyst", .iOS), (".macOS", .macOS), (".watchOS", .watchOS), (".tvOS", .tvOS), (".visionOS", .visionOS),
        ]
        // `.linux` and the other non-Apple platforms build nothing an Apple device shows.
        return Set(names.filter { list.contains($0.0) }.map(\.1))
    }

    /// How many times `"name"` is written, leaving out a product's own name (`.library(name:
    /// "AppLibraryTV", targets: […])` names a product, not the target).
    private static func mentions(of name: String, in code: String) -> Int {
        var count = 0
        var searched = code.startIndex..<code.endIndex
        while let found = code.range(of: "\"\(name)\"", range: searched) {
            searched = found.upperBound..<code.endIndex
            let before = code[..<found.lowerBound].reversed().drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            let label = String(before.prefix(5).reversed())
            if label == "name:" {
                let call = String(before.dropFirst(5).drop { $0 == " " || $0 == "\t" || $0 == "\n" }.prefix(12).reversed())
                if call.hasSuffix(".library(") || call.hasSuffix(".executable(") { continue }
            }
            count += 1
        }
        return count
    }
}
