import LegibleTypeScale

/// The targets of a Tuist manifest (`Project.swift`, which `import ProjectDescription`s), read
/// as text (the manifest is never run): each `.target(…)` / `Target(…)` call with a `product:`,
/// its platforms and the files its `sources:` globs take in.
///
/// A project defined by Tuist keeps no `.xcodeproj` (Cork 75c5c612, `destinations: [.mac]`), so
/// without this every file of a Mac app was judged as an iPhone's. A target's platforms are its
/// `destinations:` (`[.mac]`, `.macOS`, `[.iPhone, .iPad]`; the iPad app on a Mac or Vision Pro
/// is iOS's), else the older `platform: .macOS`, else the platforms its `deploymentTargets:`
/// names; a value kept in a variable decides nothing. Unit- and UI-test targets are left out.
///
/// ```swift
/// let manifest = TuistProjectPlatforms(parsing: text, folder: "/app")
/// manifest?.targets(ofFile: "/app/Cork/Views/List.swift").map(\.name)   // ["Cork"]
/// ```
package struct TuistProjectPlatforms: Sendable {
    /// One target: what the scan judges its files by, and the globs that choose them.
    struct Target: Sendable {
        var platforms: XcodeTargetPlatforms
        /// `sources:` globs (relative to the manifest's folder) and those their `excluding:` takes out.
        var included: [String], excluded: [String]
    }

    /// The folder the manifest's globs are relative to: its own (absolute).
    package let folder: String
    /// Its targets, in the manifest's order, test targets left out.
    let targets: [Target]

    /// Reads a manifest's text; `nil` when it is no Tuist manifest (an app's own `Project.swift`
    /// model file imports no `ProjectDescription`).
    ///
    /// - Parameters:
    ///   - text: the manifest's text.
    ///   - folder: its folder, absolute.
    package init?(parsing text: String, folder: String) {
        let code = PackageManifestPlatforms.withoutComments(text)
        guard code.contains("import ProjectDescription") else { return nil }
        self.folder = folder
        targets = SwiftCallArguments.calls(named: ["target", "Target"], in: code).compactMap(Self.target)
    }

    /// The targets that build `path` (absolute), in the manifest's order.
    package func targets(ofFile path: String) -> [XcodeTargetPlatforms] {
        guard let relative = ProjectPath.relative(ProjectPath.normalized(path), to: folder), !relative.isEmpty else { return [] }
        return targets.filter { target in
            target.included.contains { Self.matches($0, relative) } && !target.excluded.contains { Self.matches($0, relative) }
        }.map(\.platforms)
    }

    /// A target definition (a call with a `product:`), or `nil` for a dependency's
    /// `.target(name:)` or a test target.
    private static func target(_ arguments: [String: String]) -> Target? {
        guard let product = arguments["product"], !product.contains("Tests") else { return nil }
        let name = SwiftCallArguments.stringLiteral(arguments["name"]) ?? SwiftCallArguments.stringLiteral(arguments["productName"]) ?? arguments["name"] ?? "?"
        let platforms: [ApplePlatform]
        if let destinations = arguments["destinations"] {
            platforms = Self.platforms(in: destinations, names: Self.destinationNames)
        } else if let platform = arguments["platform"] {
            platforms = Self.platforms(in: platform, names: Self.platformNames)
        } else {
            platforms = arguments["deploymentTargets"].map { Self.platforms(in: $0, names: Self.platformNames, variablesAllowed: true) } ?? []
        }
        // As for an Xcode app extension: a widget says so in its name.
        let isWidget = product.contains("Extension") && (name.contains("Widget") || name.contains("Complication"))
        let globs = Self.globs(in: arguments["sources"] ?? "")
        let target = XcodeTargetPlatforms(name: String(name.prefix(100)), platforms: platforms, isWidget: isWidget, productType: product)
        return Target(platforms: target, included: globs.included, excluded: globs.excluded)
    }

    /// Tuist's destinations (and its sets of them) as the scan judges them: the iPad app a Mac
    /// or a Vision Pro runs is iOS's interface.
    private static let destinationNames: [String: ApplePlatform] = [
        "iPhone": .iOS, "iPad": .iOS, "macWithiPadDesign": .iOS, "macCatalyst": .iOS, "appleVisionWithiPadDesign": .iOS, "iOS": .iOS,
        "mac": .macOS, "macOS": .macOS, "appleWatch": .watchOS, "watchOS": .watchOS, "appleTv": .tvOS, "tvOS": .tvOS,
        "appleVision": .visionOS, "visionOS": .visionOS,
    ]
    /// `platform:` and `deploymentTargets:` names (`.macOS("14.0")`, `.multiplatform(iOS: "17")`).
    private static let platformNames: [String: ApplePlatform] = [
        "iOS": .iOS, "macOS": .macOS, "watchOS": .watchOS, "tvOS": .tvOS, "visionOS": .visionOS,
    ]

    /// The platforms the names in `value` say, in `ApplePlatform`'s order; none when it names a
    /// variable (`destinations: appDestinations`) whose value the text does not give.
    private static func platforms(in value: String, names: [String: ApplePlatform], variablesAllowed: Bool = false) -> [ApplePlatform] {
        var found = Set<ApplePlatform>()
        for word in SwiftCallArguments.words(in: value) {
            if let platform = names[word.name] {
                found.insert(platform)
            } else if !word.dotted, !variablesAllowed, !["Destinations", "Set", "Destination"].contains(word.name) {
                return []
            }
        }
        return ApplePlatform.allCases.filter(found.contains)
    }

    /// The string literals of a `sources:` value, those in an `excluding:` list apart.
    private static func globs(in value: String) -> (included: [String], excluded: [String]) {
        var included: [String] = []
        var excluded: [String] = []
        var inExcluding = false
        var rest = Substring(value)
        while let quote = rest.firstIndex(of: "\"") {
            let before = rest[..<quote]
            if let label = before.range(of: "excluding:", options: .backwards) {
                // `excluding: [` stays open until its `]`; `excluding: "…"` takes one literal.
                let after = before[label.upperBound...]
                inExcluding = !after.contains("]")
            } else if before.contains("]") {
                inExcluding = false
            }
            let literal = rest[rest.index(after: quote)...].prefix { $0 != "\"" && $0 != "\n" }
            if !literal.isEmpty {
                if inExcluding { excluded.append(String(literal)) } else { included.append(String(literal)) }
            }
            if inExcluding, !before.contains("[") && before.range(of: "excluding:") != nil { inExcluding = false }
            rest = rest[literal.endIndex...].dropFirst()
        }
        return (included, excluded)
    }

    /// Whether a Tuist glob (`Cork/**/*.swift`; `**` is any number of folders, `*` and `?` stay
    /// in one name) matches a relative path.
    static func matches(_ glob: String, _ path: String) -> Bool {
        let pattern = ProjectPath.normalized(glob).split(separator: "/", omittingEmptySubsequences: true)
        return segmentsMatch(pattern[...], path.split(separator: "/")[...])
    }

    private static func segmentsMatch(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            return (0...path.count).contains { segmentsMatch(pattern.dropFirst(), path.dropFirst($0)) }
        }
        guard let name = path.first, nameMatches(first[...], name[...]) else { return false }
        return segmentsMatch(pattern.dropFirst(), path.dropFirst())
    }

    private static func nameMatches(_ pattern: Substring, _ name: Substring) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        if first == "*" { return (0...name.count).contains { nameMatches(pattern.dropFirst(), name.dropFirst($0)) } }
        guard let character = name.first, first == "?" || first == character else { return false }
        return nameMatches(pattern.dropFirst(), name.dropFirst())
    }
}
