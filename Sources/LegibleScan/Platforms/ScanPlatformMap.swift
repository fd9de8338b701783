import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import LegibleSyntax
import LegibleTypeScale

/// The Apple platforms each scanned file is judged for, decided in this order (the first that
/// says decides):
///
/// 1. an `#if os(…)` block around the element (``ScannedSourcePlatform``, per element), or
///    else, for a SwiftUI view that only code for some platforms uses, those platforms
///    (``ScannedSourcePlatform/callers``);
/// 2. a `scan: platforms:` glob in `legible.yaml` (the first that matches);
/// 3. the Xcode targets that build the file (``XcodeProjectPlatforms``): one decision per
///    platform they build for, so a file shared by an iPhone app and its watch app is judged
///    for both;
/// 4. the `platforms:` of the Swift package whose targets' folders hold it, when they leave iOS
///    out (``PackageManifestPlatforms``), or the platforms of a target in it that only
///    dependencies conditioned on platforms without iOS bring in (`PackageTargetPlatforms`);
/// 5. its folders' names (``ScanPlatformConvention``), unless its code uses AppKit's types and
///    none of UIKit's (``ScannedSourcePlatform/appKit``): macOS;
/// 6. else iOS.
///
/// A WidgetKit source (``ScannedSourcePlatform/isWidget``) or a widget extension target marks
/// the decision as a widget's. A project file that cannot be read is a `scan.unreadable`
/// finding, and the scan goes on with the others and the folders.
public struct ScanPlatformMap: Sendable {
    /// The projects read, nearest folder first.
    let projects: [XcodeProjectPlatforms]
    /// The Tuist manifests read (`Project.swift`), deepest folder first: asked after the Xcode
    /// projects, whose build files are the generated truth when a repository keeps them.
    let tuistProjects: [TuistProjectPlatforms]
    /// Package folders (absolute) and the platforms their files are judged for, deepest first.
    let packages: [(folders: [String], name: String, platforms: [ApplePlatform])]
    let overrides: [ScanPlatformOverride]
    let root: String?
    /// The folders (absolute) of the Swift packages that are the app's own: inside the folder of
    /// a project that names them (``XcodeProjectPlatforms/referencedFolders``). SwiftPM takes a
    /// dependency only from a repository's root manifest, so such a package is used by that
    /// project alone (omnivore's `apple/OmnivoreKit`, added to `apple/Omnivore.xcodeproj` as a
    /// folder); a library's own package, which an example app in a folder of it names, is not.
    let appPackageFolders: [String]
    /// Each package's target folders (absolute) with every platform its `platforms:` names, iOS included.
    let declaredPlatforms: [(folders: [String], platforms: [ApplePlatform])]

    /// The platforms the scan builds `file` for, as far as its projects and package say: every
    /// platform a project's target builds, and those its package's `platforms:` names.
    func builtPlatforms(forFile file: String) -> Set<ApplePlatform> {
        let absolute = Self.absolute(file)
        var built = Set(projects.flatMap { $0.targets.flatMap(\.platforms) } + tuistProjects.flatMap { $0.targets.flatMap(\.platforms.platforms) })
        if let package = declaredPlatforms.first(where: { $0.folders.contains { absolute.hasPrefix($0 + "/") } }) { built.formUnion(package.platforms) }
        return built
    }
    /// The project and manifest files that could not be read.
    public let unreadable: [SourceFileError]

    /// A map of folder conventions only: what the scan did before it read project files.
    public init() {
        projects = []
        tuistProjects = []
        packages = []
        overrides = []
        root = nil
        appPackageFolders = []
        declaredPlatforms = []
        unreadable = []
    }

    /// Reads the project files (`project.pbxproj`, `Package.swift`, Tuist's `Project.swift`) a scan found.
    ///
    /// - Parameters:
    ///   - projectFiles: their paths (``ScanFileSet/projectFiles``).
    ///   - configuration: its `scan: platforms:` overrides and the folder their globs start from.
    ///   - limits: the size limit of each file (the smaller of it and the reader's own).
    public init(projectFiles: [String], configuration: ScanConfiguration, limits: ScanLimits = ScanLimits()) {
        var projects: [XcodeProjectPlatforms] = []
        var tuistProjects: [TuistProjectPlatforms] = []
        var packages: [(folders: [String], name: String, platforms: [ApplePlatform])] = []
        var unreadable: [SourceFileError] = []
        var seen = Set<String>()
        var manifests: [String] = []
        var declared: [(folders: [String], platforms: [ApplePlatform])] = []
        for file in projectFiles where seen.insert(Self.absolute(file)).inserted {
            let isManifest = PathParts.name(file) == "Package.swift"
            let isTuist = PathParts.name(file) == "Project.swift"
            let bytes = min(limits.maximumFileBytes, isManifest || isTuist ? PackageManifestPlatforms.maximumBytes * 4 : XcodeProjectPlatforms.maximumBytes)
            let limit = FileSizeLimit(bytes: bytes, what: "a project file", setting: "ScanLimits.maximumFileBytes")
            do throws(SourceFileError) {
                let text = try SourceFileError.converting { () throws(SyntaxError) in
                    try TextDecoding.decode(try FileReading.read(file, limit: limit, regularFileOnly: true), file: file)
                }
                let absolute = Self.absolute(file)
                if isTuist {
                    // An app's own `Project.swift` model file is no manifest, and says nothing.
                    if let manifest = TuistProjectPlatforms(parsing: text, folder: ProjectPath.folder(absolute)) { tuistProjects.append(manifest) }
                } else if isManifest {
                    let manifest = PackageManifestPlatforms(parsing: text)
                    let folder = ProjectPath.folder(absolute)
                    manifests.append(folder)
                    let folders = manifest.targetFolders.map { ProjectPath.join(folder, $0) }
                    let name = manifest.name ?? PathParts.name(folder)
                    packages.append((folders, name, manifest.judgedPlatforms))
                    declared.append((folders, manifest.platforms))
                    // A target only a tvOS dependency brings in is tvOS's (sorted below, its
                    // deeper folder is asked before the package's `Sources`).
                    for target in manifest.conditionedTargets {
                        packages.append(([ProjectPath.join(folder, target.folder)], "\(name), target \(target.name)", target.platforms))
                    }
                } else {
                    projects.append(try XcodeProjectPlatforms(parsing: text, file: absolute, readFile: Self.configurationReader(limits)))
                }
            } catch {
                unreadable.append(error)
            }
        }
        self.projects = projects.sorted { $0.projectFolder.count > $1.projectFolder.count }
        self.tuistProjects = tuistProjects.sorted { $0.folder.count > $1.folder.count }
        declaredPlatforms = declared
        appPackageFolders = manifests.filter { folder in
            projects.contains { project in
                ProjectPath.relative(folder, to: project.projectFolder).map { !$0.isEmpty && project.referencedFolders.contains($0) } ?? false
            }
        }
        // The deepest first: a package inside another's folder is its files' own.
        self.packages = packages.sorted { ($0.folders.first?.count ?? 0) > ($1.folders.first?.count ?? 0) }
        overrides = configuration.platformOverrides
        root = configuration.baseDirectory
        self.unreadable = unreadable
    }

    /// The decisions for an element: none for an Android element, else at least one.
    public func decisions(for element: ScannedElement) -> [ScanPlatformDecision] {
        guard element.platform == .iOS else { return [] }
        let source = element.sourcePlatform
        if let platform = source?.platform {
            return [ScanPlatformDecision(platform: platform, isWidget: source?.isWidget ?? false, source: .condition, name: source?.condition ?? "")]
        }
        var decisions = decisions(forFile: element.location.file)
        // AppKit code compiles only for the Mac: when only folders (or nothing) place the file.
        if let appKit = source?.appKit, decisions.allSatisfy({ $0.source == .folder || $0.source == .none }) {
            decisions = [ScanPlatformDecision(platform: .macOS, source: .code, name: appKit)]
        }
        if let source, !source.platforms.isEmpty {
            decisions = Self.decisions(decisions, allowedBy: source, built: builtPlatforms(forFile: element.location.file))
        }
        guard source?.isWidget == true else { return decisions }
        return Self.widgetDecisions(decisions)
    }

    /// `decisions` for a widget's view: each says it is in a widget, and one an app target gave
    /// for a file its widget extension builds too names that extension. Home Assistant d722d781
    /// `WidgetBasicContainerView.swift:268`, which the App target gets through a synchronized
    /// group's exception set, was "an iOS widget: its target 'App'" (fresh-ios15a D8).
    static func widgetDecisions(_ decisions: [ScanPlatformDecision]) -> [ScanPlatformDecision] {
        decisions.map { decision in
            var widget = decision
            widget.isWidget = true
            if decision.source == .xcodeTarget, let target = decision.widgetTarget { widget.name = target }
            return widget
        }
    }

    /// The file's decisions an `#if os(macOS) || os(visionOS)` block keeps: those for a platform
    /// it allows (iOS's covers iPadOS), else one per platform it allows, decided by the condition
    /// (Enchanted 2aa9d140 `ToolbarView_macOS.swift:29`, a Mac and Vision Pro toolbar button in a
    /// target that also builds for iPhone, was judged by iPhone's 44 pt).
    ///
    /// A view only code for some platforms uses (``ScannedSourcePlatform/callers``) is judged for
    /// those, and says so (Enchanted 2aa9d140 `CompletionButtonView.swift:18`, a view only
    /// `#if os(macOS)` code uses, was judged by iPhone's Dynamic Type).
    ///
    /// When it allows none of the file's, the platforms the scan's projects and the file's package
    /// build for (`built`) narrow those it allows: the `#else` of `#if os(iOS)` in omnivore's
    /// package for iOS and macOS is the Mac's, not also the watch's.
    private static func decisions(
        _ decisions: [ScanPlatformDecision], allowedBy source: ScannedSourcePlatform, built: Set<ApplePlatform>
    ) -> [ScanPlatformDecision] {
        let allowed = Set(source.platforms)
        var kept = decisions.filter { allowed.contains($0.platform) || ($0.platform == .iPadOS && allowed.contains(.iOS)) }
        if kept.isEmpty {
            let narrowed = source.platforms.filter(built.contains)
            kept = (narrowed.isEmpty ? source.platforms : narrowed).map { ScanPlatformDecision(platform: $0, source: .condition, name: source.condition ?? "") }
        }
        guard let callers = source.callers else { return kept }
        return kept.map { ScanPlatformDecision(platform: $0.platform, isWidget: $0.isWidget, source: .callers, name: callers) }
    }

    /// The decisions for a file, from the configuration, the projects, the packages and its folders.
    ///
    /// - Parameter path: the file's path as the scan found it.
    public func decisions(forFile path: String) -> [ScanPlatformDecision] {
        let relative = ScanFileFinder.relative(path, to: root)
        if let override = overrides.first(where: { KeyGlob.matches(pattern: $0.glob, key: relative) }) {
            return [ScanPlatformDecision(platform: override.platform, source: .configuration, name: override.glob)]
        }
        let absolute = projects.isEmpty && packages.isEmpty && tuistProjects.isEmpty ? path : Self.absolute(path)
        for project in projects {
            let decisions = Self.decisions(of: project.targets(ofFile: absolute))
            if !decisions.isEmpty { return decisions }
        }
        for project in tuistProjects {
            let decisions = Self.decisions(of: project.targets(ofFile: absolute))
            if !decisions.isEmpty { return decisions }
        }
        if let package = packages.first(where: { $0.folders.contains { absolute.hasPrefix($0 + "/") } }), !package.platforms.isEmpty {
            return package.platforms.map { ScanPlatformDecision(platform: $0, source: .package, name: package.name) }
        }
        if let folder = ScanPlatformConvention.applePlatform(forPath: path) {
            return [ScanPlatformDecision(platform: folder.platform, source: .folder, name: folder.folder)]
        }
        return [.iOSDefault]
    }

    /// Whether `file` is the app's own code, which no module outside the scan uses: an Xcode
    /// target of the scanned project builds it and no Swift package holds it (the app's own
    /// framework), or it is in one of the app's own packages (``appPackageFolders``). Its
    /// `public` members and views are decided as internal ones are (``MemberUses``, ``ViewUses``).
    func isAppCode(_ file: String) -> Bool {
        let absolute = Self.absolute(file)
        if appPackageFolders.contains(where: { absolute.hasPrefix($0 + "/") }) { return true }
        guard !packages.contains(where: { $0.folders.contains { absolute.hasPrefix($0 + "/") } }) else { return false }
        return projects.contains { $0.buildState(ofFile: absolute) == .built }
    }

    /// Why no user sees `path`, when the projects say so: only a test bundle builds it, or it
    /// sits in a folder a project's groups name and no target builds it. `nil` when a target
    /// builds it, a Swift package or `legible.yaml`'s `scan: platforms:` places it, or no
    /// project says.
    ///
    /// - Parameter path: the file's path as the scan found it.
    public func unbuiltReason(forFile path: String) -> String? {
        guard !projects.isEmpty else { return nil }
        let relative = ScanFileFinder.relative(path, to: root)
        if overrides.contains(where: { KeyGlob.matches(pattern: $0.glob, key: relative) }) { return nil }
        let absolute = Self.absolute(path)
        if packages.contains(where: { $0.folders.contains { absolute.hasPrefix($0 + "/") } }) { return nil }
        var reason: String?
        for project in projects {
            switch project.buildState(ofFile: absolute) {
            case .built:
                // A vendored library's example app, which only its own project builds, is not the app.
                guard let example = libraryExampleReason(file: absolute, builtBy: project) else { return nil }
                reason = reason ?? example
            case .testsOnly(let test): reason = reason ?? "only the test target '\(test)' builds this file"
            case .notBuilt: reason = reason ?? "no target of \(project.projectName) builds this file"
            case .unknown: continue
            }
        }
        return reason
    }

    /// Whether code in `source` can reach what `file` shows: `false` only when one project builds
    /// both, into app or extension targets none of which builds both (Rocket.Chat's share
    /// extension storyboard and the app's `extension UILabel`). A framework target may be linked
    /// into any product, so one that builds `source` is taken to reach every file.
    package func sharesTarget(_ source: String, _ file: String) -> Bool {
        let (sourcePath, filePath) = (Self.absolute(source), Self.absolute(file))
        for project in projects {
            let sourceTargets = project.targets(ofFile: sourcePath)
            let fileTargets = project.targets(ofFile: filePath)
            guard !sourceTargets.isEmpty, !fileTargets.isEmpty else { continue }
            if sourceTargets.contains(where: { $0.productType?.contains("framework") ?? true }) { return true }
            return !Set(sourceTargets.map(\.name)).isDisjoint(with: fileTargets.map(\.name))
        }
        return true
    }

    /// One decision per platform and widget-ness, named after the first target that gives it.
    static func decisions(of targets: [XcodeTargetPlatforms]) -> [ScanPlatformDecision] {
        var decisions: [ScanPlatformDecision] = []
        for target in targets {
            for platform in target.platforms where !decisions.contains(where: { $0.platform == platform && $0.isWidget == target.isWidget }) {
                decisions.append(ScanPlatformDecision(platform: platform, isWidget: target.isWidget, source: .xcodeTarget, name: target.name))
            }
        }
        // A file an app and its widget both build is judged once: the numbers are the same. The
        // app's decision keeps the widget target's name, for a widget view's finding to give.
        let apps = Set(decisions.filter { !$0.isWidget }.map(\.platform))
        for widget in decisions where widget.isWidget && apps.contains(widget.platform) {
            for index in decisions.indices where !decisions[index].isWidget && decisions[index].platform == widget.platform {
                decisions[index].widgetTarget = decisions[index].widgetTarget ?? widget.name
            }
        }
        decisions.removeAll { $0.isWidget && apps.contains($0.platform) }
        // iOS first, as ``ElementRules`` reports the first platform a rule fires on.
        return decisions.sorted { (ApplePlatform.allCases.firstIndex(of: $0.platform) ?? 0) < (ApplePlatform.allCases.firstIndex(of: $1.platform) ?? 0) }
    }

    /// Reads an `.xcconfig` within the scan's limits (at most 1 MiB); `nil` for one that
    /// cannot be read, which then says nothing.
    static func configurationReader(_ limits: ScanLimits) -> @Sendable (String) -> String? {
        let limit = FileSizeLimit(bytes: min(limits.maximumFileBytes, 1 << 20), what: "a build configuration file", setting: "ScanLimits.maximumFileBytes")
        return { path in
            guard let data = try? FileReading.read(path, limit: limit, regularFileOnly: true) else { return nil }
            return try? TextDecoding.decode(data, file: path)
        }
    }

    /// `path` made absolute and normalised.
    static func absolute(_ path: String) -> String {
        ProjectPath.normalized(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
    }

    /// The project files in the folders above the scanned paths, up to the repository's root
    /// (the folder holding `.git`) and at most eight levels: `legible scan App/Sources` still
    /// reads `App.xcodeproj` beside it.
    ///
    /// - Parameter paths: the scanned paths.
    static func projectFiles(above paths: [String]) -> [String] {
        var found = Set<String>()
        for path in paths {
            var isFolder: ObjCBool = false
            let start = absolute(path)
            guard FileManager.default.fileExists(atPath: start, isDirectory: &isFolder) else { continue }
            var folder = isFolder.boolValue ? start : ProjectPath.folder(start)
            for _ in 0..<8 {
                guard !folder.isEmpty, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { break }
                for name in names where name.hasSuffix(".xcodeproj") {
                    let file = folder + "/" + name + "/project.pbxproj"
                    if FileManager.default.fileExists(atPath: file) { found.insert(file) }
                }
                for manifest in ["Package.swift", "Project.swift"] where names.contains(manifest) { found.insert(folder + "/" + manifest) }
                if names.contains(".git") || folder == "/" { break }
                folder = ProjectPath.folder(folder)
            }
        }
        return found.sorted()
    }
}

/// A `scan: platforms:` entry of `legible.yaml`: files whose path (relative to the file's
/// folder) matches `glob` are judged for `platform`.
public struct ScanPlatformOverride: Sendable, Hashable {
    /// The glob (`WatchApp/*`; `*` crosses folders, as in `exclude`).
    public var glob: String
    /// The platform.
    public var platform: ApplePlatform

    /// An override.
    ///
    /// - Parameters:
    ///   - glob: the glob.
    ///   - platform: the platform.
    public init(glob: String, platform: ApplePlatform) {
        self.glob = glob
        self.platform = platform
    }
}
