import LegibleTypeScale

/// The objects of a `project.pbxproj` and the questions the scan asks of them: where each
/// group and file reference is, which files a target builds, what its build settings say.
struct PBXGraph {
    let objects: [String: OldStylePropertyList]
    /// The path of every group and file reference (``paths(from:)``), for `.xcconfig` files.
    var paths: [String: String] = [:]
    /// The folder the project's paths are relative to.
    var projectFolder = ""
    /// Reads an `.xcconfig` by its path (`nil` when it cannot be read); `nil` to read none.
    var readFile: (@Sendable (String) -> String?)?
    /// The deepest group nesting followed: 64 (a real project nests a few levels; a malformed
    /// one may loop, which the visited set stops too).
    static let maximumGroupDepth = 64

    /// The path of every group, file reference and synchronized folder under `mainGroup`,
    /// relative to the project's folder and normalised; a reference outside the project
    /// (`BUILT_PRODUCTS_DIR`, `SDKROOT`, an absolute path) has none.
    func paths(from mainGroup: String?) -> [String: String] {
        guard let mainGroup else { return [:] }
        var paths: [String: String] = [:]
        var stack: [(id: String, parent: String, depth: Int)] = [(mainGroup, "", 0)]
        var visited = Set<String>()
        while let (id, parent, depth) = stack.popLast() {
            guard depth <= Self.maximumGroupDepth, visited.insert(id).inserted, let object = objects[id] else { continue }
            let own = object["path"]?.string
            let path: String
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": path = own.map { ProjectPath.join(parent, $0) } ?? parent
            case "SOURCE_ROOT": path = ProjectPath.normalized(own ?? "")
            default: continue
            }
            paths[id] = path
            for child in (object["children"]?.array ?? []).compactMap(\.string) { stack.append((child, path, depth + 1)) }
        }
        return paths
    }

    /// The paths of the files and folders `target`'s build phases build (sources, resources,
    /// headers): a localized file's every variant.
    func memberPaths(of target: OldStylePropertyList, paths: [String: String]) -> [String] {
        var found: [String] = []
        for phaseID in (target["buildPhases"]?.array ?? []).compactMap(\.string) {
            guard let phase = objects[phaseID], phase["isa"]?.string != "PBXFrameworksBuildPhase" else { continue }
            for buildFileID in (phase["files"]?.array ?? []).compactMap(\.string) {
                guard let reference = objects[buildFileID]?["fileRef"]?.string, let object = objects[reference] else { continue }
                if object["isa"]?.string == "PBXVariantGroup" {
                    // `Main.storyboard` is a group of `Base.lproj/Main.storyboard` and its translations.
                    found += (object["children"]?.array ?? []).compactMap { $0.string.flatMap { paths[$0] } }
                } else if let path = paths[reference], !path.isEmpty {
                    found.append(path)
                }
            }
        }
        return found
    }

    /// The build settings of every configuration of a configuration list, string values only
    /// (a list value joined with spaces).
    func settings(ofList id: String?) -> [[String: String]] {
        guard let id, let list = objects[id] else { return [] }
        return (list["buildConfigurations"]?.array ?? []).compactMap { configuration in
            guard let object = configuration.string.flatMap({ objects[$0] }), let settings = object["buildSettings"]?.dictionary else { return nil }
            let own = settings.compactMapValues { value in value.string ?? value.array.map { $0.compactMap(\.string).joined(separator: " ") } }
            // The `.xcconfig` the configuration is based on, under its own settings (Xcode's order).
            guard let readFile, let path = baseConfigurationPath(of: object) else { return own }
            var files = 0
            let base = XcodeConfigurationFile.settings(of: ProjectPath.join(projectFolder, path), readFile: readFile, depth: 0, files: &files)
            return base.merging(own) { _, target in target }
        }
    }

    /// The path of the `.xcconfig` a build configuration is based on: a file reference
    /// (`baseConfigurationReference`), or, since Xcode 16, a file in a synchronized folder
    /// (`baseConfigurationReferenceAnchor` names the folder, `baseConfigurationReferenceRelativePath`
    /// the file in it: NetNewsWire 834decfa's `xcconfig` folder, whose `SDKROOT = macosx` makes
    /// its Mac target a Mac one).
    func baseConfigurationPath(of configuration: OldStylePropertyList) -> String? {
        if let reference = configuration["baseConfigurationReference"]?.string, let path = paths[reference] { return path }
        guard let anchor = configuration["baseConfigurationReferenceAnchor"]?.string, let folder = paths[anchor],
            let relative = configuration["baseConfigurationReferenceRelativePath"]?.string
        else { return nil }
        return ProjectPath.join(folder, relative)
    }

    /// Whether a target is a unit or UI test bundle, whose files no user sees.
    static func isTestBundle(_ target: OldStylePropertyList) -> Bool {
        let type = target["productType"]?.string ?? ""
        return type.contains("unit-test") || type.contains("ui-testing")
    }

    /// A native target's name, platforms and widget-ness.
    func target(_ target: OldStylePropertyList, projectSettings: [[String: String]]) -> XcodeTargetPlatforms {
        let own = settings(ofList: target["buildConfigurationList"]?.string)
        // The target's own setting, else the project's: Xcode's inheritance, less xcconfig files.
        func value(_ key: String) -> String? {
            (own.lazy.compactMap { $0[key] }.first ?? projectSettings.lazy.compactMap { $0[key] }.first).map { $0.trimmingSpaces }
        }
        let name = target["name"]?.string ?? target["productName"]?.string ?? "?"
        let productType = target["productType"]?.string
        var platforms = Self.platforms(supported: value("SUPPORTED_PLATFORMS"))
        if platforms.isEmpty { platforms = Self.platforms(supported: value("SDKROOT")) }
        if platforms.isEmpty { platforms = Self.platforms(deviceFamily: value("TARGETED_DEVICE_FAMILY")) }
        if platforms.isEmpty, let productType, productType.contains("watch") { platforms = [.watchOS] }
        let isExtension = productType.map { $0.hasSuffix("app-extension") || $0.hasSuffix("extensionkit-extension") } ?? false
        let lower = name.lowercased()
        let isWidget = isExtension && (lower.contains("widget") || lower.contains("complication") || links(target, framework: "WidgetKit.framework"))
        return XcodeTargetPlatforms(name: name, platforms: platforms, isWidget: isWidget, productType: productType)
    }

    /// Whether a target's frameworks phase links `framework`.
    private func links(_ target: OldStylePropertyList, framework: String) -> Bool {
        for phaseID in (target["buildPhases"]?.array ?? []).compactMap(\.string) where objects[phaseID]?["isa"]?.string == "PBXFrameworksBuildPhase" {
            for buildFileID in (objects[phaseID]?["files"]?.array ?? []).compactMap(\.string) {
                guard let reference = objects[buildFileID]?["fileRef"]?.string.flatMap({ objects[$0] }) else { continue }
                if reference["path"]?.string.map({ ProjectPath.name($0) == framework }) == true || reference["name"]?.string == framework { return true }
            }
        }
        return false
    }

    /// Platforms from `SUPPORTED_PLATFORMS` or `SDKROOT` words (`iphoneos iphonesimulator xros`);
    /// simulators add nothing, `auto` and unknown words are skipped.
    static func platforms(supported: String?) -> [ApplePlatform] {
        guard let supported else { return [] }
        let found = supported.split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { word -> ApplePlatform? in
            let sdk = word.lowercased()
            if sdk.hasPrefix("iphoneos") { return .iOS }
            if sdk.hasPrefix("watchos") { return .watchOS }
            if sdk.hasPrefix("appletvos") { return .tvOS }
            if sdk.hasPrefix("macosx") { return .macOS }
            if sdk.hasPrefix("xros") { return .visionOS }
            return nil
        }
        return ordered(found)
    }

    /// Platforms from `TARGETED_DEVICE_FAMILY` (`1,2`): 1 iPhone and 2 iPad are iOS, 3 tvOS,
    /// 4 watchOS, 7 visionOS; 6 (Mac Catalyst) runs the iPad interface and adds nothing.
    static func platforms(deviceFamily: String?) -> [ApplePlatform] {
        guard let deviceFamily else { return [] }
        let found = deviceFamily.split(separator: ",").compactMap { family -> ApplePlatform? in
            switch family.trimmingSpaces {
            case "1", "2": .iOS
            case "3": .tvOS
            case "4": .watchOS
            case "7": .visionOS
            default: nil
            }
        }
        return ordered(found)
    }

    /// Without repeats, in `ApplePlatform`'s order (iOS first).
    static func ordered(_ platforms: [ApplePlatform]) -> [ApplePlatform] {
        ApplePlatform.allCases.filter(platforms.contains)
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and quotes (a setting written `"iphoneos"`).
    var trimmingSpaces: String {
        let trimmed = drop { $0 == " " || $0 == "\t" || $0 == "\"" }
        return String(trimmed.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\"" }.reversed())
    }
}

/// Paths as the project file writes them: `/`-separated, `.` and `..` resolved.
enum ProjectPath {
    /// `path` with `.` components and empty ones dropped and `..` applied (a leading `..` kept).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// `child` inside `folder`, normalised.
    static func join(_ folder: String, _ child: String) -> String {
        if child.hasPrefix("/") { return normalized(child) }
        return normalized(folder.isEmpty ? child : folder + "/" + child)
    }

    /// `path` (relative to `folder`, normalised) without a climb out of `folder` that comes back
    /// in: `../ios/App/File.swift` in `apps/ios` is `App/File.swift`; unchanged otherwise.
    static func rebased(_ path: String, in folder: String) -> String {
        guard path.hasPrefix("../") else { return path }
        return relative(join(folder, path), to: folder) ?? path
    }

    /// The folder of `path` (`""` for a bare name).
    static func folder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of `path`.
    static func name(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// `path` relative to `folder` (both normalised), `nil` when it is not inside it.
    static func relative(_ path: String, to folder: String) -> String? {
        let base = normalized(folder)
        if base.isEmpty { return path.hasPrefix("/") || path.hasPrefix("..") ? nil : path }
        guard path.hasPrefix(base + "/") else { return nil }
        return String(path.dropFirst(base.count + 1))
    }
}
