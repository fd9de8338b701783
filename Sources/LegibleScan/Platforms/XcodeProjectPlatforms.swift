import LegibleCore
import LegibleReporting
import LegibleTypeScale

/// One target of an Xcode project, as the scan judges its files: its name, the Apple platforms
/// its build settings build it for, and whether it is a widget extension.
public struct XcodeTargetPlatforms: Sendable, Hashable {
    /// The target's name (`App Watch App`).
    public var name: String
    /// The platforms it builds for, from `SUPPORTED_PLATFORMS`, else `SDKROOT`, else
    /// `TARGETED_DEVICE_FAMILY`, else its product type; empty when none says.
    public var platforms: [ApplePlatform]
    /// Whether it is a widget (or complication) extension: an app extension that links
    /// WidgetKit or whose name says `Widget`.
    public var isWidget: Bool
    /// Its product type as written (`com.apple.product-type.application.watchapp2`), when given.
    public var productType: String?
}

/// Which targets of an Xcode project each file belongs to, read from its `project.pbxproj`:
/// every `PBXNativeTarget`'s build phases (`PBXBuildFile` → `PBXFileReference` or a
/// `PBXVariantGroup`'s localized files, their paths made from the groups they sit in) and
/// Xcode 16's `PBXFileSystemSynchronizedRootGroup` folders with their membership exceptions.
///
/// ```swift
/// let project = try XcodeProjectPlatforms(parsing: text, file: "App.xcodeproj/project.pbxproj")
/// project.targets(ofFile: "App Watch App/ContentView.swift").map(\.name)   // ["App Watch App"]
/// ```
///
/// The file is read with a bounded reader (``maximumBytes``, 64 levels of nesting, 4,000,000
/// values); a malformed one throws at its line and column.
public struct XcodeProjectPlatforms: Sendable {
    /// The most bytes a `project.pbxproj` may have: 32 MiB, ten times a large app's.
    public static let maximumBytes = 32 << 20
    /// The folder paths in the project are relative to: the one holding the `.xcodeproj`.
    public let projectFolder: String
    /// The project's name as its folder is named (`App.xcodeproj`).
    public let projectName: String
    /// The project's targets, in the project's order.
    public let targets: [XcodeTargetPlatforms]
    /// Member paths (files and folders, relative to ``projectFolder``, normalised) → target indices.
    let members: [String: [Int]]
    /// Synchronized folder → target index → paths in it the exception sets take out of that target.
    let exclusions: [String: [Int: Set<String>]]
    /// Member paths of the unit and UI test bundles → their names: files no user sees.
    let testMembers: [String: [String]]
    /// The folders the project's groups and synchronized folders name: a file in one that no
    /// target builds is a file the project set aside.
    let groupFolders: Set<String>
    /// Member paths (``members``, ``testMembers``) in lower case: macOS's file system ignores
    /// case, so winston 3de4a170's project names the folder `winston/components` `Components`.
    let foldedMembers: Set<String>
    /// The storyboards and xibs the project's file references name (a localized one's every
    /// variant): one no target builds is one the project set aside, wherever its folder is.
    let interfaceFiles: Set<String>
    /// The folders the project names as folders (a file reference of type `folder`, how Xcode
    /// adds a local Swift package, or an `XCLocalSwiftPackageReference`'s `relativePath`),
    /// relative to ``projectFolder``: a local package's is among them (``ScanPlatformMap/isAppCode(_:)``).
    let referencedFolders: Set<String>
    /// The other Xcode projects this one names (a sub-project's `Lib.xcodeproj` file reference),
    /// relative to ``projectFolder``: a nested project it names is part of its build.
    let referencedProjects: Set<String>

    /// Reads a `project.pbxproj`.
    ///
    /// - Parameters:
    ///   - text: the file's text.
    ///   - file: its path (`App.xcodeproj/project.pbxproj`), which places the project's folder.
    ///   - readFile: reads an `.xcconfig` file a build configuration is based on, by its path
    ///     (the project's folder joined with the file's); `nil` reads none.
    /// - Throws: `SourceFileError` for a file that is not an old-style property list, is over
    ///   its limits, or has no `objects`.
    public init(parsing text: String, file: String, readFile: (@Sendable (String) -> String?)? = nil) throws(SourceFileError) {
        var limits = OldStylePropertyListLimits()
        limits.maximumBytes = Self.maximumBytes
        let root = try OldStylePropertyListParser.parse(text, file: file, limits: limits)
        guard let objects = root["objects"]?.dictionary else { throw SourceFileError(file: file, message: "no objects: not an Xcode project file") }
        let projectFolder = ProjectPath.folder(ProjectPath.folder(file))
        self.projectFolder = projectFolder
        projectName = ProjectPath.name(ProjectPath.folder(file))
        var graph = PBXGraph(objects: objects)
        let project = root["rootObject"]?.string.flatMap { objects[$0] }
        // A path that climbs out of the project's folder and back in (`../../../../ios/ProtonVPN/…`
        // under the group `ProtonVPN/Scenes/Announcements` of `apps/ios/iOS.xcodeproj`, ProtonVPN
        // ios-mac-app) is the file inside it: kept as `../ios/…`, no scanned path matched it.
        let paths = graph.paths(from: project?["mainGroup"]?.string).mapValues { ProjectPath.rebased($0, in: projectFolder) }
        (graph.paths, graph.projectFolder, graph.readFile) = (paths, projectFolder, readFile)
        let projectSettings = graph.settings(ofList: project?["buildConfigurationList"]?.string)
        var targets: [XcodeTargetPlatforms] = []
        var members: [String: [Int]] = [:]
        var exclusions: [String: [Int: Set<String>]] = [:]
        let targetIDs = (project?["targets"]?.array ?? []).compactMap(\.string)
        var testMembers: [String: [String]] = [:]
        for id in targetIDs {
            guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget" else { continue }
            guard !PBXGraph.isTestBundle(target) else {
                let name = target["name"]?.string ?? "?"
                for path in graph.memberPaths(of: target, paths: paths) { testMembers[path, default: []].append(name) }
                for group in (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string) {
                    if let folder = paths[group] { testMembers[folder, default: []].append(name) }
                }
                continue
            }
            let targetIndex = targets.count
            targets.append(graph.target(target, projectSettings: projectSettings))
            for path in graph.memberPaths(of: target, paths: paths) { members[path, default: []].append(targetIndex) }
            for group in (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string) {
                guard let folder = paths[group] else { continue }
                members[folder, default: []].append(targetIndex)
            }
        }
        // Exception sets: files of a synchronized folder taken out of the target that owns it,
        // or added to another target.
        for (folderID, object) in objects where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = paths[folderID] else { continue }
            for exceptionID in (object["exceptions"]?.array ?? []).compactMap(\.string) {
                guard let exception = objects[exceptionID], let targetID = exception["target"]?.string,
                    let targetIndex = Self.index(of: targetID, in: targetIDs, objects: objects)
                else { continue }
                let files = Set((exception["membershipExceptions"]?.array ?? []).compactMap(\.string).map { ProjectPath.join(folder, $0) })
                if members[folder]?.contains(targetIndex) == true {
                    exclusions[folder, default: [:]][targetIndex, default: []].formUnion(files)
                } else {
                    for file in files { members[file, default: []].append(targetIndex) }
                }
            }
        }
        self.targets = targets
        self.members = members
        self.exclusions = exclusions
        self.testMembers = testMembers
        foldedMembers = Set((Array(members.keys) + Array(testMembers.keys)).map { $0.lowercased() })
        let folderKinds: Set<String> = ["PBXGroup", "PBXFileSystemSynchronizedRootGroup"]
        groupFolders = Set(paths.compactMap { id, path in objects[id]?["isa"]?.string.map(folderKinds.contains) == true ? path : nil })
        interfaceFiles = Set(
            paths.compactMap { id, path in
                objects[id]?["isa"]?.string == "PBXFileReference" && Self.isInterfaceFile(path) ? path : nil
            })
        var referenced = Set(
            paths.compactMap { id, path in
                objects[id]?["isa"]?.string == "PBXFileReference" && objects[id]?["lastKnownFileType"]?.string == "folder" ? path : nil
            })
        for object in objects.values where object["isa"]?.string == "XCLocalSwiftPackageReference" {
            if let relative = object["relativePath"]?.string { referenced.insert(ProjectPath.normalized(relative)) }
        }
        referencedFolders = referenced
        referencedProjects = Set(
            paths.compactMap { id, path in objects[id]?["isa"]?.string == "PBXFileReference" && path.hasSuffix(".xcodeproj") ? path : nil })
    }

    /// Whether `path` is a storyboard or a xib.
    static func isInterfaceFile(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// The position of a target among the native targets (``targets``' index).
    private static func index(of id: String, in ids: [String], objects: [String: OldStylePropertyList]) -> Int? {
        var native = 0
        for candidate in ids {
            guard let target = objects[candidate], target["isa"]?.string == "PBXNativeTarget", !PBXGraph.isTestBundle(target) else { continue }
            if candidate == id { return native }
            native += 1
        }
        return nil
    }

    /// The targets `path` belongs to, in the project's order; empty when none (a file the
    /// project does not build, or one outside its folder).
    ///
    /// - Parameter path: a file's path, relative to ``projectFolder`` or written the way the
    ///   project file's own path was (both relative to the same folder, or both absolute).
    public func targets(ofFile path: String) -> [XcodeTargetPlatforms] {
        guard let relative = ProjectPath.relative(ProjectPath.normalized(path), to: projectFolder) else { return [] }
        var found: [Int] = []
        var current = relative
        // The file itself, then each folder it is in: a folder reference or synchronized folder
        // makes every file under it a member.
        while !current.isEmpty {
            for index in members[current] ?? [] where !found.contains(index) {
                let excluded = exclusions[current]?[index]?.contains { relative == $0 || relative.hasPrefix($0 + "/") } ?? false
                if !excluded { found.append(index) }
            }
            current = ProjectPath.folder(current)
        }
        return found.sorted().map { targets[$0] }
    }
}

/// Whether an Xcode project builds a file for a user to see (``XcodeProjectPlatforms/buildState(ofFile:)``).
public enum XcodeFileBuildState: Sendable, Hashable {
    /// An app, extension or framework target builds it.
    case built
    /// Only unit or UI test bundles build it; `testTarget` is the first of them.
    case testsOnly(testTarget: String)
    /// It sits in a folder the project's groups name, and no target builds it: a file the
    /// project set aside (a storyboard left behind, a stale copy of a class).
    case notBuilt
    /// The project says nothing of it: outside its folder, or in a folder none of its groups name.
    case unknown
}

extension XcodeProjectPlatforms {
    /// Whether the project builds `path` for a user to see.
    ///
    /// Corona-Warn-App 02c629b6 `ENA/Resources/Storyboards/Main.storyboard` sits beside the
    /// storyboards the app builds, but no target builds it (its view controllers are gone);
    /// `__tests__/FileManager+TemporaryDirectoryTests.swift` is built only by a test bundle.
    ///
    /// - Parameter path: a file's path, as for ``targets(ofFile:)``.
    public func buildState(ofFile path: String) -> XcodeFileBuildState {
        guard let relative = ProjectPath.relative(ProjectPath.normalized(path), to: projectFolder) else { return .unknown }
        if !targets(ofFile: path).isEmpty { return .built }
        var current = relative
        while !current.isEmpty {
            if let test = testMembers[current]?.first { return .testsOnly(testTarget: test) }
            current = ProjectPath.folder(current)
        }
        // Only a folder a group names: a file beside a project's folders (a script, a sample)
        // is not the project's to set aside.
        if groupFolders.contains(ProjectPath.folder(relative)) || isExcluded(relative) { return .notBuilt }
        // A storyboard or xib the project names but no build file refers to: Loop 710182e2's
        // `Learn/Base.lproj/Main.storyboard`, a variant group's child (project.pbxproj:4279) in
        // the `Learn` group that no target builds. Its `Base.lproj` folder is no group's.
        if interfaceFiles.contains(relative) { return .notBuilt }
        // A Swift file deeper in a folder a group names, which no target compiles (in any case
        // of its path), is a stale copy: winston 3de4a170 `winston/views/Users/UserView.swift`,
        // beside the `views/UserView.swift` the app builds (`Users` is no group of its own).
        // So is a storyboard or xib the project names nowhere: ProtonVPN ios-mac-app's
        // `ProtonVPN/Storyboards/Base.lproj/Profiles~.storyboard`, a copy of the built
        // `Scenes/Profiles/…/Profiles.storyboard` (iOS.xcodeproj project.pbxproj:646).
        if relative.hasSuffix(".swift") || Self.isInterfaceFile(relative), !isFoldedMember(relative) {
            let folded = relative.lowercased()
            if groupFolders.contains(where: { !$0.isEmpty && $0 != "." && folded.hasPrefix($0.lowercased() + "/") }) { return .notBuilt }
        }
        return .unknown
    }

    /// Whether `relative` or a folder it is in is a member of some target, in any case.
    private func isFoldedMember(_ relative: String) -> Bool {
        var current = relative.lowercased()
        while !current.isEmpty, current != "/" {
            if foldedMembers.contains(current) { return true }
            current = ProjectPath.folder(current)
        }
        return false
    }

    /// Whether an exception set takes `relative` out of a synchronized folder's target.
    private func isExcluded(_ relative: String) -> Bool {
        exclusions.values.contains { byTarget in byTarget.values.contains { $0.contains(relative) } }
    }
}
