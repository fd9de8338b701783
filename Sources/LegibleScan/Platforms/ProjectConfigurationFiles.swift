import LegibleCore
import LegibleSyntax

/// A build setting an Xcode project leaves to its `.xcconfig` files: mumble b493b10d sets
/// `IPHONEOS_DEPLOYMENT_TARGET = 12.0` only in `BuildConfig/Base.xcconfig:9`, which its
/// configurations are based on (through `#include`), so the `else` of its `if (@available(iOS 7,
/// *))` (`MUAccessTokenViewController.m:139`, 20 pt) was judged as if it ran, and the 18 pt its
/// `if` shows (:137) was missed.
enum ProjectConfigurationFiles {
    /// The values the `.xcconfig` files `project`'s build configurations are based on give
    /// `name`, following their includes; none when the project cannot be read or names none.
    static func values(of name: String, project path: String, limits: ScanLimits) -> [Substring] {
        var projectLimits = OldStylePropertyListLimits()
        projectLimits.maximumBytes = XcodeProjectPlatforms.maximumBytes
        guard let data = try? FileReading.read(path, limit: limits.interfaceFile, regularFileOnly: true),
            let text = try? TextDecoding.decode(data, file: path),
            let root = try? OldStylePropertyListParser.parse(text, file: path, limits: projectLimits),
            let objects = root["objects"]?.dictionary
        else { return [] }
        var graph = PBXGraph(objects: objects)
        let projectFolder = ProjectPath.folder(ProjectPath.folder(path))
        graph.paths = graph.paths(from: root["rootObject"]?.string.flatMap { objects[$0] }?["mainGroup"]?.string)
        let readFile = ScanPlatformMap.configurationReader(limits)
        var values: [Substring] = []
        // Every configuration's base file once (a project's and its targets' often share one).
        var seen = Set<String>()
        for object in objects.values where object["isa"]?.string == "XCBuildConfiguration" {
            guard let base = graph.baseConfigurationPath(of: object), seen.insert(base).inserted else { continue }
            var files = 0
            let settings = XcodeConfigurationFile.settings(
                of: ProjectPath.join(projectFolder, base), readFile: readFile, depth: 0, files: &files, keys: [name])
            if let value = settings[name] { values.append(Substring(value)) }
        }
        return values
    }
}
